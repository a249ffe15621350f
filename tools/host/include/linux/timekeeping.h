/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
#ifndef _KCRYPTO_SHIM_LINUX_TIMEKEEPING_H
#define _KCRYPTO_SHIM_LINUX_TIMEKEEPING_H
#include <linux/ktime.h>
#endif
