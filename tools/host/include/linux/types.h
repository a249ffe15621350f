/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: the kernel's fixed-width and bitwise types. */
#ifndef _KCRYPTO_SHIM_LINUX_TYPES_H
#define _KCRYPTO_SHIM_LINUX_TYPES_H

#include <stddef.h>
#include <stdint.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif
#include <linux/compiler.h>
#include <linux/stddef.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
/* As the kernel's int-ll64.h: long long on every architecture. */
typedef unsigned long long u64;
typedef int8_t s8;
typedef int16_t s16;
typedef int32_t s32;
typedef long long s64;

/*
 * The uapi names, as <asm-generic/int-ll64.h>: this header stands in for the
 * C library's <linux/types.h> too, which its <asm/sigcontext.h> (included by
 * <signal.h> on arm64) expects them from.
 */
typedef unsigned char __u8;
typedef signed char __s8;
typedef unsigned short __u16;
typedef signed short __s16;
typedef unsigned int __u32;
typedef signed int __s32;
typedef unsigned long long __u64;
typedef signed long long __s64;

/* Sparse's endianness annotations carry no meaning on the host. */
typedef u16 __le16;
typedef u16 __be16;
typedef u32 __le32;
typedef u32 __be32;
typedef u64 __le64;
typedef u64 __be64;

typedef unsigned int gfp_t;

#endif
