/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: the page size the kernel code sees, 4 KiB. (The shim's
 * vmalloc() uses the host's real page size for its guard page.)
 */
#ifndef _KCRYPTO_SHIM_ASM_PAGE_H
#define _KCRYPTO_SHIM_ASM_PAGE_H

#ifndef __ASSEMBLER__
#include <linux/bitops.h>
#include <linux/build_bug.h>
#include <linux/types.h>
#endif

#define PAGE_SHIFT 12
#define PAGE_SIZE (1UL << PAGE_SHIFT)
#define PAGE_MASK (~(PAGE_SIZE - 1))
#define PAGE_ALIGN(addr) (((addr) + PAGE_SIZE - 1) & PAGE_MASK)

#endif
