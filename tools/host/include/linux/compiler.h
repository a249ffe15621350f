/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: the compiler helpers the kernel spells its own way. */
#ifndef _KCRYPTO_SHIM_LINUX_COMPILER_H
#define _KCRYPTO_SHIM_LINUX_COMPILER_H

/*
 * Every C library header the shim uses comes in here, before any kernel
 * macro exists: names like __init and __always_inline also appear inside
 * glibc's own headers.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <linux/compiler_attributes.h>
#include <linux/kconfig.h>

#define noinline_for_stack noinline
#define __init
#define __initdata
#define __initconst
#define __exit
#define __force
#define __bitwise
#define __user
#define __iomem
#define __ro_after_init

/*
 * An array parameter of at least N elements (u8 out[at_least 32]), as in
 * the kernel's <linux/compiler_types.h> since 6.19: C99's "static", so that
 * the compiler warns about a shorter array passed. C++ has no "static" in
 * array parameters: there it is a plain array parameter.
 */
#ifdef __cplusplus
#define at_least
#else
#define at_least static
#endif

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

/* Make the compiler believe the memory at @ptr is read, so stores stay. */
#define barrier_data(ptr) __asm__ __volatile__("" : : "r"(ptr) : "memory")
#define barrier() __asm__ __volatile__("" : : : "memory")
/* Make the compiler believe @var may hold any value after this point. */
#define OPTIMIZER_HIDE_VAR(var) __asm__("" : "=r"(var) : "0"(var))

/*
 * As the kernel's <asm-generic/rwonce.h>: exactly one load or store, which
 * the compiler may neither tear, merge, repeat nor drop.
 */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, val)                                                     \
	do {                                                                   \
		*(volatile __typeof__(x) *)&(x) = (val);                       \
	} while (0)

#define __stringify_1(x...) #x
#define __stringify(x...) __stringify_1(x)

/*
 * Last, as the kernel's does through <asm/rwonce.h>: <linux/types.h>
 * includes this header first and needs none of the types above.
 */
#include <linux/types.h>

#endif
