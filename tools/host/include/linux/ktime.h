/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: monotonic time in nanoseconds. */
#ifndef _KCRYPTO_SHIM_LINUX_KTIME_H
#define _KCRYPTO_SHIM_LINUX_KTIME_H

#include <time.h>
/*
 * What the kernel's <linux/ktime.h> makes visible (through <linux/jiffies.h>
 * and <linux/time.h>), as far as the shim has it
 * (tools/host/probe/visible.txt).
 */
#include <linux/atomic.h>
#include <linux/bitops.h>
#include <linux/errno.h>
#include <linux/export.h>
#include <linux/init.h>
#include <linux/math64.h>
#include <linux/minmax.h>
#include <linux/panic.h>
#include <linux/printk.h>
#include <linux/types.h>

static inline u64 ktime_get_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (u64)ts.tv_sec * 1000000000u + (u64)ts.tv_nsec;
}

#endif
