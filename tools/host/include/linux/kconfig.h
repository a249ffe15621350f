/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: IS_ENABLED(CONFIG_FOO) is 1 when the build defines CONFIG_FOO
 * (as -DCONFIG_FOO or -DCONFIG_FOO=1), else 0; usable in #if and in C.
 * It works by turning "1" into an argument list with an extra element, so
 * that the second element picks 1 or 0.
 */
#ifndef _KCRYPTO_SHIM_LINUX_KCONFIG_H
#define _KCRYPTO_SHIM_LINUX_KCONFIG_H

#define __KC_ARG_PLACEHOLDER_1 0,
#define __kc_take_second(ignored, val, ...) val
#define __kc_is_defined(x) ___kc_is_defined(x)
#define ___kc_is_defined(val) ____kc_is_defined(__KC_ARG_PLACEHOLDER_##val)
#define ____kc_is_defined(arg1_or_junk) __kc_take_second(arg1_or_junk 1, 0, 0)

#define IS_ENABLED(option) __kc_is_defined(option)
#define IS_BUILTIN(option) __kc_is_defined(option)
#define IS_REACHABLE(option) __kc_is_defined(option)

#endif
