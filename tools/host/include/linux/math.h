/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: integer rounding helpers. */
#ifndef _KCRYPTO_SHIM_LINUX_MATH_H
#define _KCRYPTO_SHIM_LINUX_MATH_H

#include <linux/types.h>

#define DIV_ROUND_UP(n, d) (((n) + (d) - 1) / (d))
#define round_up(x, y) ((((x) - 1) | ((y) - 1)) + 1)
#define round_down(x, y) ((x) & ~((y) - 1))

#endif
