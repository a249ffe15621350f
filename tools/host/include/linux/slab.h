/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: kmalloc() and friends on top of malloc(). */
#ifndef _KCRYPTO_SHIM_LINUX_SLAB_H
#define _KCRYPTO_SHIM_LINUX_SLAB_H

#include <stdlib.h>
#include <linux/gfp.h>
#include <linux/types.h>

static inline void *kmalloc(size_t size, gfp_t gfp)
{
	(void)gfp;
	return malloc(size ? size : 1);
}

static inline void *kzalloc(size_t size, gfp_t gfp)
{
	(void)gfp;
	return calloc(1, size ? size : 1);
}

static inline void *kmalloc_array(size_t n, size_t size, gfp_t gfp)
{
	if (size && n > (size_t)-1 / size)
		return NULL;
	return kmalloc(n * size, gfp);
}

static inline void *kcalloc(size_t n, size_t size, gfp_t gfp)
{
	(void)gfp;
	return calloc(n ? n : 1, size ? size : 1);
}

static inline void kfree(const void *p)
{
	free((void *)p);
}

static inline void kfree_sensitive(const void *p)
{
	free((void *)p);
}

#endif
