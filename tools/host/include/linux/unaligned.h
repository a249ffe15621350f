/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: loads and stores of little- and big-endian words at any
 * alignment. Written byte by byte so they are right on every host; compilers
 * turn them into single (byte-swapping) loads and stores.
 */
#ifndef _KCRYPTO_SHIM_LINUX_UNALIGNED_H
#define _KCRYPTO_SHIM_LINUX_UNALIGNED_H

#include <linux/types.h>

static inline u32 get_unaligned_le32(const void *p)
{
	const u8 *b = (const u8 *)p;

	return (u32)b[0] | (u32)b[1] << 8 | (u32)b[2] << 16 | (u32)b[3] << 24;
}

static inline u32 get_unaligned_be32(const void *p)
{
	const u8 *b = (const u8 *)p;

	return (u32)b[3] | (u32)b[2] << 8 | (u32)b[1] << 16 | (u32)b[0] << 24;
}

static inline u64 get_unaligned_le64(const void *p)
{
	const u8 *b = (const u8 *)p;

	return (u64)get_unaligned_le32(b) | (u64)get_unaligned_le32(b + 4)
						    << 32;
}

static inline u64 get_unaligned_be64(const void *p)
{
	const u8 *b = (const u8 *)p;

	return (u64)get_unaligned_be32(b) << 32 |
	       (u64)get_unaligned_be32(b + 4);
}

static inline void put_unaligned_le32(u32 v, void *p)
{
	u8 *b = (u8 *)p;

	b[0] = (u8)v;
	b[1] = (u8)(v >> 8);
	b[2] = (u8)(v >> 16);
	b[3] = (u8)(v >> 24);
}

static inline void put_unaligned_be32(u32 v, void *p)
{
	u8 *b = (u8 *)p;

	b[3] = (u8)v;
	b[2] = (u8)(v >> 8);
	b[1] = (u8)(v >> 16);
	b[0] = (u8)(v >> 24);
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
