/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: pr_*() print to stderr with a level tag. */
#ifndef _KCRYPTO_SHIM_LINUX_PRINTK_H
#define _KCRYPTO_SHIM_LINUX_PRINTK_H

#include <stdio.h>

#ifndef pr_fmt
#define pr_fmt(fmt) fmt
#endif

#define pr_err(fmt, ...) fprintf(stderr, "err: " pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn(fmt, ...) fprintf(stderr, "warn: " pr_fmt(fmt), ##__VA_ARGS__)
#define pr_info(fmt, ...) fprintf(stderr, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_debug(fmt, ...)                                                     \
	do {                                                                   \
		if (0)                                                         \
			fprintf(stderr, pr_fmt(fmt), ##__VA_ARGS__);           \
	} while (0)

#endif
