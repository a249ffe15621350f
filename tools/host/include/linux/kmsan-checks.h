/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: KMSAN's annotations, empty as in a kernel without
 * CONFIG_KMSAN (MemorySanitizer builds of the host library would need
 * __msan_unpoison() here).
 */
#ifndef _KCRYPTO_SHIM_LINUX_KMSAN_CHECKS_H
#define _KCRYPTO_SHIM_LINUX_KMSAN_CHECKS_H

#include <linux/types.h>

static inline void kmsan_poison_memory(const void *address, size_t size,
				       gfp_t flags)
{
	(void)address;
	(void)size;
	(void)flags;
}

static inline void kmsan_unpoison_memory(const void *address, size_t size)
{
	(void)address;
	(void)size;
}

static inline void kmsan_check_memory(const void *address, size_t size)
{
	(void)address;
	(void)size;
}

#endif
