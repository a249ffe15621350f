/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * For the SHA-2 arch suites (tests/sha256_arch_kunit.c, sha512_arch_kunit.c):
 * a one-shot hash of a message that fits in two blocks with its padding
 * opens one SIMD section, where update and final would open one each; one a
 * byte longer (three blocks) opens more.
 */
#ifndef _KCRYPTO_ARCH_TEST_SHORT_H
#define _KCRYPTO_ARCH_TEST_SHORT_H

#include <kunit/test.h>
#include <linux/types.h>

struct arch_test_short_hash {
	const char *name;
	void (*hash)(const u8 *data, size_t len, u8 *out);
};

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
			hashes[i].hash(buf, len, out);
			n = sections() - before;
			KUNIT_EXPECT_TRUE_MSG(test,
					      len <= short_max ? n == 1 : n > 1,
					      "%s of %zu bytes: %lu sections",
					      hashes[i].name, len, n);
		}
	}
}

#endif /* _KCRYPTO_ARCH_TEST_SHORT_H */
