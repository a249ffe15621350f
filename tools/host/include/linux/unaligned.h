/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: loads and stores of little- and big-endian words at any
 * alignment, as the kernel's are: one __builtin_memcpy() of the word,
 * which compilers make a single unaligned load or store, and a byte swap
 * where the word's order is not the host's. Assembling the word byte by
 * byte is equally right, but gcc 12 leaves stores built that way as byte
 * stores and shifts (about 70 instructions for the 16-byte SHA-512
 * length), and a block function loading those bytes 16 at a time then
 * waits for them: the shim must not be slower than the kernel it stands
 * in for.
 */
#ifndef _KCRYPTO_SHIM_LINUX_UNALIGNED_H
#define _KCRYPTO_SHIM_LINUX_UNALIGNED_H

#include <asm/byteorder.h>
#include <linux/types.h>

/* Byte swaps where the order is not the host's: <asm/byteorder.h>. */
static inline u32 __shim_load32(const void *p)
{
	u32 v;

	__builtin_memcpy(&v, p, sizeof(v));
	return v;
}

static inline void __shim_store32(u32 v, void *p)
{
	__builtin_memcpy(p, &v, sizeof(v));
}

static inline u32 get_unaligned_le32(const void *p)
{
	return le32_to_cpu(__shim_load32(p));
}

static inline u32 get_unaligned_be32(const void *p)
{
	return be32_to_cpu(__shim_load32(p));
}

static inline void put_unaligned_le32(u32 v, void *p)
{
	__shim_store32(cpu_to_le32(v), p);
}

static inline void put_unaligned_be32(u32 v, void *p)
{
	__shim_store32(cpu_to_be32(v), p);
}

#if __SIZEOF_POINTER__ == 8
static inline u64 __shim_load64(const void *p)
{
	u64 v;

	__builtin_memcpy(&v, p, sizeof(v));
	return v;
}

static inline void __shim_store64(u64 v, void *p)
{
	__builtin_memcpy(p, &v, sizeof(v));
}

static inline u64 get_unaligned_le64(const void *p)
{
	return le64_to_cpu(__shim_load64(p));
}

static inline u64 get_unaligned_be64(const void *p)
{
	return be64_to_cpu(__shim_load64(p));
}

static inline void put_unaligned_le64(u64 v, void *p)
{
	__shim_store64(cpu_to_le64(v), p);
}

static inline void put_unaligned_be64(u64 v, void *p)
{
	__shim_store64(cpu_to_be64(v), p);
}
#else
/*
 * Two 32-bit words on 32-bit hosts, as the registers hold them: one 64-bit
 * __builtin_memcpy() goes through the stack there, and made the rolled
 * BLAKE2b and SHA-512 block functions 17-32% larger (make check-size).
 */
static inline u64 get_unaligned_le64(const void *p)
{
	const u8 *b = (const u8 *)p;

	return (u64)get_unaligned_le32(b + 4) << 32 | get_unaligned_le32(b);
}

static inline u64 get_unaligned_be64(const void *p)
{
	const u8 *b = (const u8 *)p;

	return (u64)get_unaligned_be32(b) << 32 | get_unaligned_be32(b + 4);
}

static inline void put_unaligned_le64(u64 v, void *p)
{
	u8 *b = (u8 *)p;

	put_unaligned_le32((u32)v, b);
	put_unaligned_le32((u32)(v >> 32), b + 4);
}

static inline void put_unaligned_be64(u64 v, void *p)
{
	u8 *b = (u8 *)p;

	put_unaligned_be32((u32)(v >> 32), b);
	put_unaligned_be32((u32)v, b + 4);
}
#endif

/*
 * *ptr's value at any alignment (any scalar type, const or not): the load
 * of a member of a packed struct, which the compiler makes one unaligned
 * load where the CPU has one.
 */
#define get_unaligned(ptr)                                                     \
	({                                                                     \
		const struct {                                                 \
			__typeof__(*(ptr)) v;                                  \
		} __attribute__((__packed__)) * __gu_p;                        \
		__gu_p = (__typeof__(__gu_p))(ptr);                            \
		__gu_p->v;                                                     \
	})
/* @val, as *ptr's type, stored at any alignment. */
#define put_unaligned(val, ptr)                                                \
	do {                                                                   \
		__typeof__(*(ptr)) __pu_v = (val);                             \
		__builtin_memcpy((ptr), &__pu_v, sizeof(__pu_v));              \
	} while (0)

#endif
