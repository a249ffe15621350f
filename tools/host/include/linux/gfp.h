/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: allocation flags are accepted and ignored. */
#ifndef _KCRYPTO_SHIM_LINUX_GFP_H
#define _KCRYPTO_SHIM_LINUX_GFP_H

/*
 * What the kernel's <linux/gfp.h> makes visible (through <linux/mmzone.h>), as
 * far as the shim has it (tools/host/probe/visible.txt).
 */
#include <asm/page.h>
#include <linux/atomic.h>
#include <linux/bug.h>
#include <linux/errno.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/preempt.h>
#include <linux/string.h>
#include <linux/types.h>

#ifndef GFP_KERNEL
#define GFP_KERNEL ((gfp_t)0x1u)
#define GFP_ATOMIC ((gfp_t)0x2u)
#define GFP_NOWAIT ((gfp_t)0x4u)
#define __GFP_ZERO ((gfp_t)0x100u)
#endif

#endif
