/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: 64-bit division helpers (a plain division on the host). */
#ifndef _KCRYPTO_SHIM_LINUX_MATH64_H
#define _KCRYPTO_SHIM_LINUX_MATH64_H

#include <linux/math.h>
#include <linux/types.h>

static inline u64 div64_u64(u64 dividend, u64 divisor)
{
	return dividend / divisor;
}

static inline u64 div_u64(u64 dividend, u32 divisor)
{
	return dividend / divisor;
}

#endif
