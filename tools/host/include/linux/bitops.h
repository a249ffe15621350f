/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: word rotations; each compiles to one rotate instruction. */
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

#endif
