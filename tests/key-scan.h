/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Whether a context, or an exported state, still holds bytes of a raw key,
 * for the suites that check that keyed inits keep none (blake2b, blake2s,
 * kcrypto_shash). The key must have no run of four bytes in common with
 * what the algorithm derives from it; distinct nonzero bytes
 * (key_scan_fill()) make a chance match of a run unlikely.
 */
#ifndef _KCRYPTO_KEY_SCAN_H
#define _KCRYPTO_KEY_SCAN_H

#include <linux/string.h>
#include <linux/types.h>

#define KEY_SCAN_RUN 4

/* Bytes 0x81, 0x84, 0x87, ...: distinct and nonzero for up to 213 bytes. */
static inline void key_scan_fill(u8 *key, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		key[i] = (u8)(0x81 + 3 * i);
}

/*
 * The offset in @p of the first run of KEY_SCAN_RUN bytes that also occurs
 * in @key, or -1 when there is none.
 */
static inline long key_scan(const void *p, size_t len, const u8 *key,
			    size_t keylen)
{
	const u8 *b = (const u8 *)p;
	size_t i, j;

	for (i = 0; i + KEY_SCAN_RUN <= len; i++)
		for (j = 0; j + KEY_SCAN_RUN <= keylen; j++)
			if (!memcmp(&b[i], &key[j], KEY_SCAN_RUN))
				return (long)i;
	return -1;
}

#endif /* _KCRYPTO_KEY_SCAN_H */
