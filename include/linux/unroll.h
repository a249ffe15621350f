/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Loop unrolling, with the kernel's v6.19 <linux/unroll.h> interface.
 *
 * A hint right before a for loop:
 *
 *   unrolled            let the compiler choose a factor (clang only; GCC
 *                       has no such pragma, so there it is empty)
 *   unrolled_count(n)   unroll by n
 *   unrolled_full       unroll completely (the trip count must be constant)
 *   unrolled_none       keep the loop rolled
 *
 * Clang takes "#pragma clang loop", GCC 8 and later "#pragma GCC unroll".
 *
 * A kernel that has these keeps its own: we pull its header in first and
 * define the hints only when it lacks them (v6.12's has UNROLL() alone,
 * which we leave to it), so a module is built the same way whichever
 * header defines them.
 */
#ifndef _KCRYPTO_LINUX_UNROLL_H
#define _KCRYPTO_LINUX_UNROLL_H

#if defined(__has_include_next)
#if __has_include_next("linux/unroll.h")
#include_next "linux/unroll.h"
#endif
#endif

#ifndef unrolled_full
#define __kcrypto_unroll_hint(x) _Pragma(#x)
#if defined(__clang__)
#define unrolled __kcrypto_unroll_hint(clang loop unroll(enable))
#define unrolled_count(n) __kcrypto_unroll_hint(clang loop unroll_count(n))
#define unrolled_full __kcrypto_unroll_hint(clang loop unroll(full))
#define unrolled_none __kcrypto_unroll_hint(clang loop unroll(disable))
#elif defined(__GNUC__) && __GNUC__ >= 8
#define unrolled
#define unrolled_count(n) __kcrypto_unroll_hint(GCC unroll n)
#define unrolled_full __kcrypto_unroll_hint(GCC unroll 65534)
#define unrolled_none __kcrypto_unroll_hint(GCC unroll 1)
#else
#error "the loop hints need clang or GCC 8 or later"
#endif
#endif /* !unrolled_full */

#endif /* _KCRYPTO_LINUX_UNROLL_H */
