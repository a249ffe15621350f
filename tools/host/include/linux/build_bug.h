/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: compile-time assertions that work in C and C++. */
#ifndef _KCRYPTO_SHIM_LINUX_BUILD_BUG_H
#define _KCRYPTO_SHIM_LINUX_BUILD_BUG_H

#include <linux/compiler.h>

#ifdef __cplusplus
#define __kc_static_assert static_assert
#else
#define __kc_static_assert _Static_assert
#endif

#define BUILD_BUG_ON_MSG(cond, msg) __kc_static_assert(!(cond), msg)
#define BUILD_BUG_ON(cond) BUILD_BUG_ON_MSG(cond, "BUILD_BUG_ON(" #cond ")")

/*
 * static_assert(expr) or static_assert(expr, "message"), as in the kernel.
 * C++17 has the one-argument form itself; C11 needs a message, which the
 * expression's text supplies.
 */
#ifndef __cplusplus
#undef static_assert
#define static_assert(expr, ...)                                               \
	__kc_static_assert_msg(expr, ##__VA_ARGS__, #expr)
#define __kc_static_assert_msg(expr, msg, ...) _Static_assert(expr, msg)
#endif

#endif
