/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: the handful of kernel.h helpers our sources use. */
#ifndef _KCRYPTO_SHIM_LINUX_KERNEL_H
#define _KCRYPTO_SHIM_LINUX_KERNEL_H

#include <stdarg.h>
#include <stdio.h>
#include <asm/byteorder.h>
#include <linux/align.h>
#include <linux/bitops.h>
#include <linux/bug.h>
#include <linux/compiler.h>
#include <linux/export.h>
#include <linux/init.h>
#include <linux/linkage.h>
#include <linux/math.h>
#include <linux/minmax.h>
#include <linux/panic.h>
#include <linux/printk.h>
#include <linux/types.h>
#include <linux/wordpart.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* As the kernel's: the characters written, not those that didn't fit. */
static inline __attribute__((format(printf, 3, 4))) int
scnprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (!size)
		return 0;
	va_start(ap, fmt);
	n = vsnprintf(buf, size, fmt, ap);
	va_end(ap);
	if (n < 0)
		return 0;
	return (size_t)n < size ? n : (int)(size - 1);
}

#endif
