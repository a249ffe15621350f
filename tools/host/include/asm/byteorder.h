/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: conversions between the CPU's byte order and a fixed one, as
 * the kernel's <asm/byteorder.h> (<linux/byteorder/generic.h>) names them,
 * on the compiler's byte swaps.
 */
#ifndef _KCRYPTO_SHIM_ASM_BYTEORDER_H
#define _KCRYPTO_SHIM_ASM_BYTEORDER_H

#include <linux/types.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define __shim_to_le16(x) __builtin_bswap16(x)
#define __shim_to_le32(x) __builtin_bswap32(x)
#define __shim_to_le64(x) __builtin_bswap64(x)
#define __shim_to_be16(x) ((u16)(x))
#define __shim_to_be32(x) ((u32)(x))
#define __shim_to_be64(x) ((u64)(x))
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define __shim_to_le16(x) ((u16)(x))
#define __shim_to_le32(x) ((u32)(x))
#define __shim_to_le64(x) ((u64)(x))
#define __shim_to_be16(x) __builtin_bswap16(x)
#define __shim_to_be32(x) __builtin_bswap32(x)
#define __shim_to_be64(x) __builtin_bswap64(x)
#else
#error "host byte order unknown"
#endif

/* A swap is its own inverse: to and from a fixed order are the same. */
#define cpu_to_le16(x) __shim_to_le16(x)
#define cpu_to_le32(x) __shim_to_le32(x)
#define cpu_to_le64(x) __shim_to_le64(x)
#define cpu_to_be16(x) __shim_to_be16(x)
#define cpu_to_be32(x) __shim_to_be32(x)
#define cpu_to_be64(x) __shim_to_be64(x)
#define le16_to_cpu(x) __shim_to_le16(x)
#define le32_to_cpu(x) __shim_to_le32(x)
#define le64_to_cpu(x) __shim_to_le64(x)
#define be16_to_cpu(x) __shim_to_be16(x)
#define be32_to_cpu(x) __shim_to_be32(x)
#define be64_to_cpu(x) __shim_to_be64(x)

#define cpu_to_le32s(p) ((void)(*(p) = cpu_to_le32(*(p))))
#define le32_to_cpus(p) ((void)(*(p) = le32_to_cpu(*(p))))
#define cpu_to_le64s(p) ((void)(*(p) = cpu_to_le64(*(p))))
#define le64_to_cpus(p) ((void)(*(p) = le64_to_cpu(*(p))))
#define cpu_to_be32s(p) ((void)(*(p) = cpu_to_be32(*(p))))
#define be32_to_cpus(p) ((void)(*(p) = be32_to_cpu(*(p))))
#define cpu_to_be64s(p) ((void)(*(p) = cpu_to_be64(*(p))))
#define be64_to_cpus(p) ((void)(*(p) = be64_to_cpu(*(p))))

/* In place, @words words at @buf. */
static inline void le32_to_cpu_array(u32 *buf, unsigned int words)
{
	for (; words; words--, buf++)
		*buf = le32_to_cpu(*buf);
}

static inline void cpu_to_le32_array(u32 *buf, unsigned int words)
{
	for (; words; words--, buf++)
		*buf = cpu_to_le32(*buf);
}

static inline void le64_to_cpu_array(u64 *buf, unsigned int words)
{
	for (; words; words--, buf++)
		*buf = le64_to_cpu(*buf);
}

static inline void cpu_to_le64_array(u64 *buf, unsigned int words)
{
	for (; words; words--, buf++)
		*buf = cpu_to_le64(*buf);
}

#endif
