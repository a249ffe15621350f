/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * For the arch suites (tests/sha256_arch_kunit.c, sha512_arch_kunit.c,
 * blake2b_arch_kunit.c, blake2s_arch_kunit.c): a one-shot hash of a short
 * message opens one SIMD section, where update and final would open one
 * each, and one a byte longer opens more. Short is up to two blocks with
 * the padding for SHA-2, and up to one block for BLAKE2 (whose update
 * keeps the last block for final).
 */
#ifndef _KCRYPTO_ARCH_TEST_SHORT_H
#define _KCRYPTO_ARCH_TEST_SHORT_H

#include <kunit/test.h>
#include <linux/types.h>

/*
 * One function under test: @hash, or else the BLAKE2 one-shot @blake2
 * (blake2b() or blake2s()) unkeyed with an @outlen-byte digest.
 */
struct arch_test_short_hash {
	const char *name;
	void (*hash)(const u8 *data, size_t len, u8 *out);
	void (*blake2)(const u8 *key, size_t keylen, const u8 *in, size_t inlen,
		       u8 *out, size_t outlen);
	size_t outlen;
};

/* Hashes @len bytes of @data with @h into @out. */
static inline void arch_test_short_call(const struct arch_test_short_hash *h,
					const u8 *data, size_t len, u8 *out)
{
	if (h->hash)
		h->hash(data, len, out);
	else
		h->blake2(NULL, 0, data, len, out, h->outlen);
}

/*
 * Hashes @buf's first 0..@short_max + 1 bytes with each of @hashes (digests
 * of up to 64 bytes) and counts the sections with @sections.
 */
static inline void
arch_test_short_sections(struct kunit *test, const u8 *buf, size_t short_max,
			 unsigned long (*sections)(void),
			 const struct arch_test_short_hash *hashes,
			 size_t nhashes)
{
	u8 out[64];
	unsigned long before, n;
	size_t len, i;

	for (len = 0; len <= short_max + 1; len++) {
		for (i = 0; i < nhashes; i++) {
			before = sections();
			arch_test_short_call(&hashes[i], buf, len, out);
			n = sections() - before;
			KUNIT_EXPECT_TRUE_MSG(test,
					      len <= short_max ? n == 1 : n > 1,
					      "%s of %zu bytes: %lu sections",
					      hashes[i].name, len, n);
		}
	}
}

#endif /* _KCRYPTO_ARCH_TEST_SHORT_H */
