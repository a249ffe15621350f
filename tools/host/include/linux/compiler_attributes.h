/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: the kernel's attribute shorthands, as <linux/compiler_attributes.h>
 * names them (GCC's and Clang's __attribute__ spellings). The kernel build
 * gives every file this header through <linux/compiler_types.h>; here
 * <linux/compiler.h> includes it, and files that name it (<crypto/utils.h>
 * since 7.x) get it directly.
 */
#ifndef _KCRYPTO_SHIM_LINUX_COMPILER_ATTRIBUTES_H
#define _KCRYPTO_SHIM_LINUX_COMPILER_ATTRIBUTES_H

#define __aligned(x) __attribute__((__aligned__(x)))
/* glibc's <sys/cdefs.h> has these two, with the same meaning. */
#ifndef __always_inline
#define __always_inline inline __attribute__((__always_inline__))
#endif
#ifndef __attribute_const__
#define __attribute_const__ __attribute__((__const__))
#endif
#define __cold __attribute__((__cold__))
#define noinline __attribute__((__noinline__))
#define __noreturn __attribute__((__noreturn__))
#define __packed __attribute__((__packed__))
#define __printf(a, b) __attribute__((__format__(printf, a, b)))
#define __pure __attribute__((__pure__))
#define __section(s) __attribute__((__section__(s)))
#define __always_unused __attribute__((__unused__))
#define __maybe_unused __attribute__((__unused__))
#define __used __attribute__((__used__))
#define __must_check __attribute__((__warn_unused_result__))
#define __weak __attribute__((__weak__))
/* C++20 spells it [[fallthrough]]; both compilers take the attribute. */
#define fallthrough __attribute__((__fallthrough__))

#endif
