/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: panic() prints its message and aborts the program. */
#ifndef _KCRYPTO_SHIM_LINUX_PANIC_H
#define _KCRYPTO_SHIM_LINUX_PANIC_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <linux/stddef.h>
#include <linux/types.h>

static inline __attribute__((format(printf, 1, 2), noreturn)) void
panic(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("Kernel panic - not syncing: ", stderr);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

#endif
