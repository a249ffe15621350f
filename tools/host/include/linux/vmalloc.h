/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: vmalloc() with a guard page. The allocation is rounded up to
 * whole pages and mapped with mmap(), its end on a page boundary, and the
 * page after it is left PROT_NONE: a read or write one byte past the end
 * faults at once (SIGSEGV), as with the kernel's vmalloc guard pages. The
 * start is then aligned as far as the size allows, as for an object of
 * that size at the end of a page.
 */
#ifndef _KCRYPTO_SHIM_LINUX_VMALLOC_H
#define _KCRYPTO_SHIM_LINUX_VMALLOC_H

#include <kcrypto-host.h>
/*
 * What the kernel's <linux/vmalloc.h> makes visible: <asm/page.h> and, through
 * <linux/sched.h> and <linux/spinlock.h>, the atomics and more, as far as the
 * shim has it (tools/host/probe/visible.txt).
 */
#include <asm/page.h>
#include <linux/atomic.h>
#include <linux/bug.h>
#include <linux/errno.h>
#include <linux/init.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/preempt.h>
#include <linux/string.h>
#include <linux/types.h>

#define vmalloc(size) KCRYPTO_HOST_PTR(kcrypto_host_vmalloc((size), false))
#define vzalloc(size) KCRYPTO_HOST_PTR(kcrypto_host_vmalloc((size), true))

static inline void vfree(const void *addr)
{
	kcrypto_host_vfree(addr);
}

#endif
