/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: checked arithmetic, on the compiler's builtins as the kernel's. */
#ifndef _KCRYPTO_SHIM_LINUX_OVERFLOW_H
#define _KCRYPTO_SHIM_LINUX_OVERFLOW_H

#include <linux/types.h>

#define check_add_overflow(a, b, d) __builtin_add_overflow(a, b, d)
#define check_sub_overflow(a, b, d) __builtin_sub_overflow(a, b, d)
#define check_mul_overflow(a, b, d) __builtin_mul_overflow(a, b, d)

#endif
