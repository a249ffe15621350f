/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: pr_err() and pr_warn() print to stderr with a level tag. A
 * kernel logs pr_info() and pr_notice() where no program's user sees them
 * (the arch glue's "using ..." at init): here they print only with
 * KCRYPTO_LOG=1 in the environment, so that a program linked with the
 * library keeps its stderr to itself.
 */
#ifndef _KCRYPTO_SHIM_LINUX_PRINTK_H
#define _KCRYPTO_SHIM_LINUX_PRINTK_H

#include <stdio.h>
#include <kcrypto-host.h>
#include <linux/build_bug.h>
#include <linux/export.h>
#include <linux/init.h>
#include <linux/linkage.h>
#include <linux/overflow.h>

#ifndef pr_fmt
#define pr_fmt(fmt) fmt
#endif

#define pr_err(fmt, ...) fprintf(stderr, "err: " pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn(fmt, ...) fprintf(stderr, "warn: " pr_fmt(fmt), ##__VA_ARGS__)
#define pr_info(fmt, ...)                                                      \
	do {                                                                   \
		if (kcrypto_host_log())                                        \
			fprintf(stderr, pr_fmt(fmt), ##__VA_ARGS__);           \
	} while (0)
#define pr_notice pr_info
#define pr_debug(fmt, ...)                                                     \
	do {                                                                   \
		if (0)                                                         \
			fprintf(stderr, pr_fmt(fmt), ##__VA_ARGS__);           \
	} while (0)

#endif
