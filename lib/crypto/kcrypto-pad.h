/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * The padded last block of a SHA-2 message, written so that the block
 * function can read it at once. Internal to lib/crypto; not an API.
 *
 * Stores: a CPU hands a load the data of an earlier store that is still on
 * its way to the cache only when the load lies within that one store; a
 * load that spans two stores, or a store and older data, waits until the
 * stores have reached the cache, and that is after they retire. A one-shot
 * hash of a short message writes its block and reads it back at once, so
 * a block written with memcpy(), a 0x80 byte and memset() (pieces of every
 * size) and read in 16-byte loads made each call wait there, and made calls
 * in a row wait for one another: on some cores that nearly doubled a
 * short SHA-NI call (Documentation/benchmark.md, Decisions).
 *
 * Loads: kcrypto_pad_words() writes whole 64-bit words, 8-byte aligned,
 * and the block functions read the message in loads of at most 8 bytes at
 * multiples of 8 (the C code a word at a time, the x86-64 SHA-NI and SSSE3
 * SHA-256 code with movq and movhps), each of which lies within one of
 * those stores. The kernel compiles C without SIMD, so its memcpy() of a
 * block is 8-byte moves too. The x86-64 AVX2 code (SHA-256 and SHA-512)
 * and the SHA-512 SSSE3 code keep 16-byte loads: their rounds are a chain
 * long enough to hide the wait, and split loads cost them 1-2% in bulk.
 */
#ifndef _LIB_CRYPTO_KCRYPTO_PAD_H
#define _LIB_CRYPTO_KCRYPTO_PAD_H

#include <linux/compiler.h>
#include <linux/types.h>
#include <linux/unaligned.h>

/*
 * Bytes @p[0..@n), 0 < @n < 8, as a little-endian word (byte i in bits 8i
 * and up), without reading outside them: two overlapping 32-bit loads for
 * 4..7 bytes, three byte loads (some the same byte) for 1..3.
 */
static __always_inline u64 kcrypto_pad_load_le(const u8 *p, size_t n)
{
	if (n >= 4)
		return get_unaligned_le32(p) |
		       (u64)get_unaligned_le32(&p[n - 4]) << (8 * (n - 4));
	return p[0] | (u64)p[n / 2] << (8 * (n / 2)) |
	       (u64)p[n - 1] << (8 * (n - 1));
}

/**
 * kcrypto_pad_words() - write message bytes, the 0x80 byte and zeros
 * @buf: the block buffer, 8-byte aligned
 * @data: the message; may be @buf itself (the bytes are then already there)
 * @start: where to begin, a multiple of 8 at most @len
 * @len: the message length, less than @end
 * @end: where the 64-bit length field begins, a multiple of 8
 *
 * Writes @buf[@start..@end) in aligned 64-bit stores: @data[@start..@len),
 * then 0x80, then zeros. The caller stores the length field at @end.
 */
static __always_inline void
kcrypto_pad_words(u8 *buf, const u8 *data, size_t start, size_t len, size_t end)
{
	size_t i = start;
	u64 last = 0;

	for (; i + 8 <= len; i += 8)
		put_unaligned_le64(get_unaligned_le64(&data[i]), &buf[i]);
	/* Not &data[i] at the end: @data may be NULL when @len is 0. */
	if (i < len)
		last = kcrypto_pad_load_le(&data[i], len - i);
	put_unaligned_le64(last | (u64)0x80 << (8 * (len - i)), &buf[i]);
	for (i += 8; i < end; i += 8)
		put_unaligned_le64(0, &buf[i]);
}

#endif /* _LIB_CRYPTO_KCRYPTO_PAD_H */
