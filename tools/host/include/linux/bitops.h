/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: word rotations, each one rotate instruction, and the lowest
 * set bit's index.
 */
#ifndef _KCRYPTO_SHIM_LINUX_BITOPS_H
#define _KCRYPTO_SHIM_LINUX_BITOPS_H

#include <asm/byteorder.h>
#include <linux/build_bug.h>
#include <linux/kmsan-checks.h>
#include <linux/overflow.h>
#include <linux/types.h>

static inline u32 rol32(u32 word, unsigned int shift)
{
	return (word << (shift & 31)) | (word >> ((-shift) & 31));
}

static inline u32 ror32(u32 word, unsigned int shift)
{
	return (word >> (shift & 31)) | (word << ((-shift) & 31));
}

static inline u64 rol64(u64 word, unsigned int shift)
{
	return (word << (shift & 63)) | (word >> ((-shift) & 63));
}

static inline u64 ror64(u64 word, unsigned int shift)
{
	return (word >> (shift & 63)) | (word << ((-shift) & 63));
}

/* The index of @word's least significant 1 bit; undefined for 0. */
static inline unsigned long __ffs(unsigned long word)
{
	return (unsigned long)__builtin_ctzl(word);
}

#endif
