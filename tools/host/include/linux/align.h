/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: rounding to a power-of-2 alignment, as <linux/align.h>. */
#ifndef _KCRYPTO_SHIM_LINUX_ALIGN_H
#define _KCRYPTO_SHIM_LINUX_ALIGN_H

#define __KC_ALIGN_MASK(x, mask) (((x) + (mask)) & ~(mask))
#define ALIGN(x, a) __KC_ALIGN_MASK(x, (__typeof__(x))(a) - 1)
#define ALIGN_DOWN(x, a) ALIGN((x) - ((a) - 1), (a))
#define PTR_ALIGN(p, a) ((__typeof__(p))ALIGN((unsigned long)(p), (a)))
#define PTR_ALIGN_DOWN(p, a)                                                   \
	((__typeof__(p))ALIGN_DOWN((unsigned long)(p), (a)))
#define IS_ALIGNED(x, a) (((x) & ((__typeof__(x))(a) - 1)) == 0)

#endif
