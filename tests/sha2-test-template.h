/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * The known-answer cases that the SHA-2 suites share: the NIST examples and
 * RFC 4231, from sha2-kats.h. Include after hash-test-template.h, with
 * SHA2_KAT naming the digest field of the KAT tables (sha224, sha256,
 * sha384 or sha512), SHA2_NIST_KATS the table of NIST examples
 * (sha2_nist_kats, the default, or sha512_nist_kats) and SHA2_ZERO_HASH
 * the exported digest of the empty message (sha256_zero_message_hash, ...).
 *
 * With SHA2_BYTECOUNT_128 defined (SHA-384 and SHA-512, whose contexts
 * count bytes in bytecount_lo and bytecount_hi) it also defines
 * test_sha2_bytecount_128, which the suite lists after SHA2_KUNIT_CASES.
 */
#include "sha2-kats.h"

#ifndef SHA2_NIST_KATS
#define SHA2_NIST_KATS sha2_nist_kats
#endif

/* "abc", the 448- or 896-bit message and one million 'a' (sha2-kats.h). */
static void test_sha2_nist_kats(struct kunit *test)
{
	u8 out[HASH_SIZE];
	HASH_CTX ctx;
	size_t i, j;

	for (i = 0; i < ARRAY_SIZE(SHA2_NIST_KATS); i++) {
		const u8 *msg = (const u8 *)SHA2_NIST_KATS[i].msg;
		size_t len = strlen(SHA2_NIST_KATS[i].msg);

		HASH_INIT(&ctx);
		for (j = 0; j < SHA2_NIST_KATS[i].repeat; j++)
			HASH_UPDATE(&ctx, msg, len);
		HASH_FINAL(&ctx, out);
		KUNIT_EXPECT_MEMEQ_MSG(test, out, SHA2_NIST_KATS[i].SHA2_KAT,
				       HASH_SIZE, "KAT %zu", i);
		if (SHA2_NIST_KATS[i].repeat == 1) {
			HASH(msg, len, out);
			KUNIT_EXPECT_MEMEQ_MSG(test, out,
					       SHA2_NIST_KATS[i].SHA2_KAT,
					       HASH_SIZE, "one-shot, KAT %zu",
					       i);
		}
	}
}

/*
 * The exported digest of the empty message holds the independent known
 * answer (sha2-kats.h) and what the hash computes for no data.
 */
static void test_sha2_zero_message_hash(struct kunit *test)
{
	u8 out[HASH_SIZE];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(SHA2_NIST_KATS); i++) {
		if (!SHA2_NIST_KATS[i].msg[0])
			break;
	}
	KUNIT_ASSERT_LT(test, i, ARRAY_SIZE(SHA2_NIST_KATS));
	KUNIT_EXPECT_EQ(test, sizeof(SHA2_ZERO_HASH), (size_t)HASH_SIZE);
	KUNIT_EXPECT_MEMEQ(test, SHA2_ZERO_HASH, SHA2_NIST_KATS[i].SHA2_KAT,
			   HASH_SIZE);
	HASH(NULL, 0, out);
	KUNIT_EXPECT_MEMEQ(test, out, SHA2_ZERO_HASH, HASH_SIZE);
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

#ifdef SHA2_BYTECOUNT_128
/*
 * The 128-bit byte count (FIPS 180-4, section 5.1.2: the padding ends with
 * the message length in bits as a 128-bit number). A context is set by hand
 * to have absorbed @start_hi:@start_lo bytes, the last of them @pending
 * bytes of a prefix P not yet compressed (so start_lo % HASH_BLOCK_SIZE ==
 * @pending), and the state the IV, as if the earlier blocks had hashed to
 * it. @len more bytes of data D follow, then final. The test's reference
 * is a fresh context fed P || D || padding, the padding built here with the
 * bit count 8 * (start + len) mod 2^128; its state, read without final,
 * must be the digest. The counts carry from bytecount_lo into bytecount_hi
 * and, in the bit count, from the top bits of bytecount_lo into the high
 * word; both are checked.
 */
struct sha2_bytecount_case {
	u64 start_hi, start_lo;
	size_t len;
	u64 want_hi, want_lo; /* the byte count after the update */
};

static void sha2_bytecount_check(struct kunit *test,
				 const struct sha2_bytecount_case *c,
				 const u8 *src)
{
	const size_t pending = c->start_lo % HASH_BLOCK_SIZE;
	const size_t msg_len = pending + c->len;
	/* The bit count: 8 * (want_hi:want_lo), modulo 2^128. */
	const u64 bits_hi = (c->want_hi << 3) | (c->want_lo >> 61);
	const u64 bits_lo = c->want_lo << 3;
	size_t padded, i;
	u8 out[HASH_SIZE], ref[HASH_SIZE];
	HASH_CTX ctx, rctx;
	u8 *msg;

	/* P || D || 0x80 || zeros || 128-bit bit count, whole blocks. */
	padded = round_up(msg_len + 1 + 16, HASH_BLOCK_SIZE);
	msg = hash_test_alloc(test, padded);
	memcpy(msg, src, msg_len);
	memset(&msg[msg_len], 0, padded - msg_len);
	msg[msg_len] = 0x80;
	put_unaligned_be64(bits_hi, &msg[padded - 16]);
	put_unaligned_be64(bits_lo, &msg[padded - 8]);
	HASH_INIT(&rctx);
	HASH_UPDATE(&rctx, msg, padded);
	for (i = 0; i < HASH_SIZE; i += 8)
		put_unaligned_be64(rctx.ctx.state.h[i / 8], &ref[i]);

	HASH_INIT(&ctx);
	ctx.ctx.bytecount_hi = c->start_hi;
	ctx.ctx.bytecount_lo = c->start_lo;
	memcpy(ctx.ctx.buf, src, pending);
	HASH_UPDATE(&ctx, &src[pending], c->len);
	KUNIT_EXPECT_EQ_MSG(test, ctx.ctx.bytecount_hi, c->want_hi,
			    "start %llx:%llx + %zu",
			    (unsigned long long)c->start_hi,
			    (unsigned long long)c->start_lo, c->len);
	KUNIT_EXPECT_EQ_MSG(test, ctx.ctx.bytecount_lo, c->want_lo,
			    "start %llx:%llx + %zu",
			    (unsigned long long)c->start_hi,
			    (unsigned long long)c->start_lo, c->len);
	HASH_FINAL(&ctx, out);
	KUNIT_EXPECT_MEMEQ_MSG(test, out, ref, HASH_SIZE,
			       "start %llx:%llx + %zu",
			       (unsigned long long)c->start_hi,
			       (unsigned long long)c->start_lo, c->len);
	memzero_explicit(&rctx, sizeof(rctx));
	kunit_kfree(test, msg);
}

static void test_sha2_bytecount_128(struct kunit *test)
{
	static const struct sha2_bytecount_case cases[] = {
		/* No carry: the high word stays as it was. */
		{ 0, 1000, 300, 0, 1300 },
		{ 7, 0, 5, 7, 5 },
		/* bytecount_lo wraps past 2^64 in the update: 0:2^64-32. */
		{ 0, ~0ULL - 31, 33, 1, 1 },
		{ 0, ~0ULL - 31, 32, 1, 0 },
		{ 0, ~0ULL - 127, 3 * HASH_BLOCK_SIZE + 5, 1,
		  2 * HASH_BLOCK_SIZE + 5 },
		{ 0, ~0ULL - 200, 1000, 1, 1000 - 201 },
		/* From a nonzero high word. */
		{ 0x12345, ~0ULL - 5, 300, 0x12346, 300 - 6 },
		/* Bytes at 2^61 and up: their bit count needs the high word. */
		{ 0, (1ULL << 61) - 16, 40, 0, (1ULL << 61) + 24 },
		{ 0, ~0ULL >> 3, 1, 0, 1ULL << 61 },
		/* The whole 128-bit count wraps (a 2^128-byte message). */
		{ ~0ULL, ~0ULL - 9, 20, 0, 10 },
	};
	u8 *src = hash_test_alloc_filled(test, 2048, HASH_TEST_DATA_SEED);
	size_t i;

	for (i = 0; i < ARRAY_SIZE(cases); i++)
		sha2_bytecount_check(test, &cases[i], src);
}

#endif /* SHA2_BYTECOUNT_128 */

#define SHA2_KUNIT_CASES                                                       \
	KUNIT_CASE(test_sha2_nist_kats),                                       \
		KUNIT_CASE(test_sha2_zero_message_hash),                       \
		KUNIT_CASE(test_hmac_rfc4231)
