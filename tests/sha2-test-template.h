/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * The known-answer cases that the SHA-224 and SHA-256 suites share: the NIST
 * examples and RFC 4231, from sha2-kats.h. Include after
 * hash-test-template.h, with SHA2_KAT naming the digest field of the KAT
 * tables (sha224 or sha256).
 */
#include "sha2-kats.h"

/* "abc", the 448-bit message and one million 'a' (see sha2-kats.h). */
static void test_sha2_nist_kats(struct kunit *test)
{
	u8 out[HASH_SIZE];
	HASH_CTX ctx;
	size_t i, j;

	for (i = 0; i < ARRAY_SIZE(sha2_nist_kats); i++) {
		const u8 *msg = (const u8 *)sha2_nist_kats[i].msg;
		size_t len = strlen(sha2_nist_kats[i].msg);

		HASH_INIT(&ctx);
		for (j = 0; j < sha2_nist_kats[i].repeat; j++)
			HASH_UPDATE(&ctx, msg, len);
		HASH_FINAL(&ctx, out);
		KUNIT_EXPECT_MEMEQ_MSG(test, out, sha2_nist_kats[i].SHA2_KAT,
				       HASH_SIZE, "KAT %zu", i);
		if (sha2_nist_kats[i].repeat == 1) {
			HASH(msg, len, out);
			KUNIT_EXPECT_MEMEQ_MSG(test, out,
					       sha2_nist_kats[i].SHA2_KAT,
					       HASH_SIZE, "one-shot, KAT %zu",
					       i);
		}
	}
}

/* Copy a field of rfc4231_kats: the string, or the repeated byte. */
static void rfc4231_field(u8 *dst, const char *str, u8 byte, size_t len)
{
	if (str)
		memcpy(dst, str, len);
	else
		memset(dst, byte, len);
}

/* RFC 4231 test cases 1-7, through every HMAC API path. */
static void test_hmac_rfc4231(struct kunit *test)
{
	u8 *key = hash_test_alloc(test, 256);
	u8 *data = hash_test_alloc(test, 256);
	u8 mac[HASH_SIZE];
	size_t i;

	hash_test_seed(4231);
	for (i = 0; i < ARRAY_SIZE(rfc4231_kats); i++) {
		size_t mac_len =
			min_t(size_t, rfc4231_kats[i].mac_len, HASH_SIZE);

		KUNIT_ASSERT_LE(test, rfc4231_kats[i].key_len, (size_t)256);
		KUNIT_ASSERT_LE(test, rfc4231_kats[i].data_len, (size_t)256);
		rfc4231_field(key, rfc4231_kats[i].key,
			      rfc4231_kats[i].key_byte,
			      rfc4231_kats[i].key_len);
		rfc4231_field(data, rfc4231_kats[i].data,
			      rfc4231_kats[i].data_byte,
			      rfc4231_kats[i].data_len);
		hmac_test_all_apis(test, key, rfc4231_kats[i].key_len, data,
				   rfc4231_kats[i].data_len, mac);
		KUNIT_EXPECT_MEMEQ_MSG(test, mac, rfc4231_kats[i].SHA2_KAT,
				       mac_len, "test case %zu", i + 1);
	}
}

#define SHA2_KUNIT_CASES                                                       \
	KUNIT_CASE(test_sha2_nist_kats), KUNIT_CASE(test_hmac_rfc4231)
