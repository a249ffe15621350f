/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: kmalloc() and friends on top of malloc(). */
#ifndef _KCRYPTO_SHIM_LINUX_SLAB_H
#define _KCRYPTO_SHIM_LINUX_SLAB_H

#include <stdlib.h>
#include <kcrypto-host.h>
/*
 * What the kernel's <linux/slab.h> makes visible (<linux/gfp.h> and, through
 * <linux/workqueue.h>, <linux/ktime.h> and more), as far as the shim has it
 * (tools/host/probe/visible.txt).
 */
#include <linux/bug.h>
#include <linux/gfp.h>
#include <linux/ktime.h>
#include <linux/types.h>

/*
 * In C++ the allocators return a kcrypto_host_ptr, which converts to any
 * object pointer as void * does in C (see kcrypto-host.h).
 */
#ifdef __cplusplus
typedef kcrypto_host_ptr __kc_alloc_ptr;
#else
typedef void *__kc_alloc_ptr;
#endif

static inline __kc_alloc_ptr kmalloc(size_t size, gfp_t gfp)
{
	(void)gfp;
	return KCRYPTO_HOST_PTR(malloc(size ? size : 1));
}

static inline __kc_alloc_ptr kzalloc(size_t size, gfp_t gfp)
{
	(void)gfp;
	return KCRYPTO_HOST_PTR(calloc(1, size ? size : 1));
}

static inline __kc_alloc_ptr kmalloc_array(size_t n, size_t size, gfp_t gfp)
{
	(void)gfp;
	if (size && n > (size_t)-1 / size)
		return KCRYPTO_HOST_PTR(NULL);
	return KCRYPTO_HOST_PTR(malloc(n && size ? n * size : 1));
}

static inline __kc_alloc_ptr kcalloc(size_t n, size_t size, gfp_t gfp)
{
	(void)gfp;
	return KCRYPTO_HOST_PTR(calloc(n ? n : 1, size ? size : 1));
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
