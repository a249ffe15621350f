/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Loop unrolling hints: put one of these right before a for loop.
 *
 *   unrolled            let the compiler unroll (a moderate factor)
 *   unrolled_count(n)   unroll by n
 *   unrolled_full       unroll completely (trip count must be constant)
 *   unrolled_none       keep the loop rolled
 *
 * Clang takes "#pragma clang loop", GCC >= 8 takes "#pragma GCC unroll";
 * other compilers get nothing, which is always correct, only slower or larger.
 *
 * A kernel that already has these (v6.19 and later) keeps its own: we pull
 * its header in first and define only what is still missing. Kernels whose
 * unroll.h only has UNROLL() (v6.12) get that macro and ours side by side.
 */
#ifndef _KCRYPTO_LINUX_UNROLL_H
#define _KCRYPTO_LINUX_UNROLL_H

#if defined(__has_include_next)
#if __has_include_next("linux/unroll.h")
#include_next "linux/unroll.h"
#endif
#endif

#define __kcrypto_pragma(x) _Pragma(#x)

#ifndef unrolled_full
#if defined(__clang__)
#define unrolled __kcrypto_pragma(clang loop unroll(enable))
#define unrolled_count(n) __kcrypto_pragma(clang loop unroll_count(n))
#define unrolled_full __kcrypto_pragma(clang loop unroll(full))
#define unrolled_none __kcrypto_pragma(clang loop unroll(disable))
#elif defined(__GNUC__) && __GNUC__ >= 8
#define unrolled __kcrypto_pragma(GCC unroll 8)
#define unrolled_count(n) __kcrypto_pragma(GCC unroll n)
#define unrolled_full __kcrypto_pragma(GCC unroll 65534)
#define unrolled_none __kcrypto_pragma(GCC unroll 1)
#else
#define unrolled
#define unrolled_count(...)
#define unrolled_full
#define unrolled_none
#endif
#endif /* !unrolled_full */

#endif /* _KCRYPTO_LINUX_UNROLL_H */
