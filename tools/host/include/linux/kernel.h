/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: the handful of kernel.h helpers our sources use. */
#ifndef _KCRYPTO_SHIM_LINUX_KERNEL_H
#define _KCRYPTO_SHIM_LINUX_KERNEL_H

#include <stdio.h>
#include <linux/bitops.h>
#include <linux/bug.h>
#include <linux/compiler.h>
#include <linux/export.h>
#include <linux/init.h>
#include <linux/linkage.h>
#include <linux/math.h>
#include <linux/minmax.h>
#include <linux/printk.h>
#include <linux/types.h>

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif
