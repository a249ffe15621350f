/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: monotonic time in nanoseconds. */
#ifndef _KCRYPTO_SHIM_LINUX_KTIME_H
#define _KCRYPTO_SHIM_LINUX_KTIME_H

#include <time.h>
#include <linux/types.h>

static inline u64 ktime_get_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (u64)ts.tv_sec * 1000000000u + (u64)ts.tv_nsec;
}

#endif
