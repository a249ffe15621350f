/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * KUnit test cases specific to BLAKE2b and BLAKE2s (keys, digest lengths,
 * the official KATs, bad lengths). Include after hash-test-template.h, with
 * these defined:
 *
 *   B2_CTX                  struct blake2b_ctx or struct blake2s_ctx
 *   B2_INIT, B2_INIT_KEY, B2_UPDATE, B2_FINAL, B2    the API functions
 *   B2_HASH_SIZE, B2_KEY_SIZE, B2_BLOCK_SIZE
 *   B2_KAT                  the table of <alg>-kat.h
 *
 * and <alg>-testvecs.h, <alg>-kat.h included. The suite lists
 * BLAKE2_KUNIT_CASES.
 */
#ifndef _KCRYPTO_BLAKE2_TEST_TEMPLATE_H
#define _KCRYPTO_BLAKE2_TEST_TEMPLATE_H

#include "key-scan.h"

/* Failure messages name the key, digest and data lengths. */
#define B2_LENS_FMT "key_len=%zu, outlen=%zu, len=%zu"

/*
 * The 256 official keyed KATs: key 00 01 .., message 00 01 .. of length i.
 * One-shot, incremental byte by byte, and in two pieces.
 */
static void test_blake2_official_kats(struct kunit *test)
{
	u8 *key = hash_test_alloc(test, B2_KEY_SIZE);
	u8 *in = hash_test_alloc(test, ARRAY_SIZE(B2_KAT));
	u8 out[B2_HASH_SIZE];
	B2_CTX ctx;
	size_t i, j;

	BUILD_BUG_ON(sizeof(B2_KAT[0]) != B2_HASH_SIZE);
	for (i = 0; i < B2_KEY_SIZE; i++)
		key[i] = (u8)i;
	for (i = 0; i < ARRAY_SIZE(B2_KAT); i++)
		in[i] = (u8)i;

	for (i = 0; i < ARRAY_SIZE(B2_KAT); i++) {
		memset(out, 0, sizeof(out));
		B2(key, B2_KEY_SIZE, in, i, out, B2_HASH_SIZE);
		KUNIT_EXPECT_MEMEQ_MSG(test, out, B2_KAT[i], B2_HASH_SIZE,
				       "one-shot, KAT %zu", i);

		memset(out, 0, sizeof(out));
		B2_INIT_KEY(&ctx, B2_HASH_SIZE, key, B2_KEY_SIZE);
		for (j = 0; j < i; j++)
			B2_UPDATE(&ctx, &in[j], 1);
		B2_FINAL(&ctx, out);
		KUNIT_EXPECT_MEMEQ_MSG(test, out, B2_KAT[i], B2_HASH_SIZE,
				       "byte by byte, KAT %zu", i);

		memset(out, 0, sizeof(out));
		B2_INIT_KEY(&ctx, B2_HASH_SIZE, key, B2_KEY_SIZE);
		B2_UPDATE(&ctx, in, i / 3);
		B2_UPDATE(&ctx, &in[i / 3], i - i / 3);
		B2_FINAL(&ctx, out);
		KUNIT_EXPECT_MEMEQ_MSG(test, out, B2_KAT[i], B2_HASH_SIZE,
				       "two pieces, KAT %zu", i);
	}
}

/* The generated keyed vectors with varied key, digest and data lengths. */
static void test_blake2_keyed_test_vectors(struct kunit *test)
{
	u8 *data = hash_test_alloc_filled(test, HASH_TESTVEC_MAX_LEN,
					  HASH_TEST_DATA_SEED);
	u8 *key = hash_test_alloc_filled(test, B2_KEY_SIZE, HASH_TEST_KEY_SEED);
	u8 out[B2_HASH_SIZE];
	B2_CTX ctx;
	size_t i;

	hash_test_seed(0x6b657976);
	for (i = 0; i < ARRAY_SIZE(blake2_keyed_testvecs); i++) {
		size_t key_len = blake2_keyed_testvecs[i].key_len;
		size_t outlen = blake2_keyed_testvecs[i].digest_len;
		size_t len = blake2_keyed_testvecs[i].data_len;
		size_t split = hash_test_rand_below(len + 1);
		const u8 *expected = blake2_keyed_testvecs[i].digest;

		B2(key, key_len, data, len, out, outlen);
		KUNIT_EXPECT_MEMEQ_MSG(test, out, expected, outlen,
				       "one-shot, " B2_LENS_FMT, key_len,
				       outlen, len);
		B2_INIT_KEY(&ctx, outlen, key, key_len);
		B2_UPDATE(&ctx, data, split);
		B2_UPDATE(&ctx, &data[split], len - split);
		B2_FINAL(&ctx, out);
		KUNIT_EXPECT_MEMEQ_MSG(test, out, expected, outlen,
				       "incremental, " B2_LENS_FMT, key_len,
				       outlen, len);
	}
}

/*
 * Every key length 0..B2_KEY_SIZE times every digest length
 * 1..B2_HASH_SIZE, with data length 2 * key length + digest length, folded
 * into one hash of the concatenated digests. Each output lands in a
 * canary-filled buffer: exactly outlen bytes may change.
 */
static void test_blake2_all_key_and_hash_lens(struct kunit *test)
{
	u8 *data = hash_test_alloc_filled(test, 2 * B2_KEY_SIZE + B2_HASH_SIZE,
					  HASH_TEST_DATA_SEED);
	u8 *key = hash_test_alloc_filled(test, B2_KEY_SIZE, HASH_TEST_KEY_SEED);
	u8 *out = hash_test_alloc(test, 2 * B2_HASH_SIZE);
	u8 *out2 = hash_test_alloc(test, B2_HASH_SIZE);
	B2_CTX outer, ctx;
	size_t key_len, outlen;

	B2_INIT(&outer, B2_HASH_SIZE);
	for (key_len = 0; key_len <= B2_KEY_SIZE; key_len++) {
		for (outlen = 1; outlen <= B2_HASH_SIZE; outlen++) {
			size_t len = 2 * key_len + outlen;

			size_t n;

			memset(out, HASH_TEST_CANARY, 2 * B2_HASH_SIZE);
			B2(key, key_len, data, len, out, outlen);
			n = hash_test_count_not(&out[outlen], HASH_TEST_CANARY,
						2 * B2_HASH_SIZE - outlen);
			KUNIT_ASSERT_EQ_MSG(test, n, (size_t)0,
					    "wrote past the digest, " B2_LENS_FMT,
					    key_len, outlen, len);
			B2_INIT_KEY(&ctx, outlen, key, key_len);
			B2_UPDATE(&ctx, data, len);
			B2_FINAL(&ctx, out2);
			KUNIT_ASSERT_MEMEQ_MSG(test, out2, out, outlen,
					       "incremental, " B2_LENS_FMT,
					       key_len, outlen, len);
			B2_UPDATE(&outer, out, outlen);
		}
	}
	B2_FINAL(&outer, out);
	KUNIT_EXPECT_MEMEQ(test, out, blake2_keyed_testvec_consolidated,
			   B2_HASH_SIZE);
}

/* Random splits of keyed computations with random key and digest lengths. */
static void test_blake2_keyed_incremental(struct kunit *test)
{
	const size_t max_len = 4 * B2_BLOCK_SIZE;
	u8 *data = hash_test_alloc_filled(test, max_len, 4);
	u8 *key = hash_test_alloc_filled(test, B2_KEY_SIZE, 5);
	u8 expected[B2_HASH_SIZE], actual[B2_HASH_SIZE];
	B2_CTX ctx;
	int i;

	hash_test_seed(0x62326b69);
	for (i = 0; i < 300; i++) {
		size_t key_len = hash_test_rand_below(B2_KEY_SIZE + 1);
		size_t outlen = 1 + hash_test_rand_below(B2_HASH_SIZE);
		size_t len = hash_test_rand_below(max_len + 1);
		size_t pos = 0;

		B2(key, key_len, data, len, expected, outlen);
		B2_INIT_KEY(&ctx, outlen, key, key_len);
		while (pos < len) {
			size_t max_n =
				min(len - pos, 2 * (size_t)B2_BLOCK_SIZE);
			size_t n = hash_test_rand_below(max_n + 1);

			B2_UPDATE(&ctx, &data[pos], n);
			pos += n;
		}
		B2_FINAL(&ctx, actual);
		KUNIT_ASSERT_MEMEQ_MSG(test, actual, expected, outlen,
				       "key_len=%zu, outlen=%zu, len=%zu",
				       key_len, outlen, len);
	}
}

/*
 * The one-shot output may overlap the key or the data; NULL key and data
 * with length 0 are accepted; a zero-length key equals no key.
 */
static void test_blake2_key_overlap_and_null(struct kunit *test)
{
	const size_t data_len = 150;
	const size_t buf_len =
		B2_HASH_SIZE + B2_KEY_SIZE + data_len + B2_HASH_SIZE;
	u8 *src = hash_test_alloc_filled(test, B2_KEY_SIZE + data_len, 6);
	u8 *buf = hash_test_alloc(test, buf_len);
	u8 *key = &buf[B2_HASH_SIZE], *data = &buf[B2_HASH_SIZE + B2_KEY_SIZE];
	u8 expected[B2_HASH_SIZE], actual[B2_HASH_SIZE];
	B2_CTX ctx;
	size_t pos;

	B2(src, B2_KEY_SIZE, &src[B2_KEY_SIZE], data_len, expected,
	   B2_HASH_SIZE);
	for (pos = 1; pos < buf_len - B2_HASH_SIZE; pos++) {
		memcpy(key, src, B2_KEY_SIZE + data_len);
		B2(key, B2_KEY_SIZE, data, data_len, &buf[pos], B2_HASH_SIZE);
		KUNIT_ASSERT_MEMEQ_MSG(test, &buf[pos], expected, B2_HASH_SIZE,
				       "out=key%+d", (int)pos - B2_HASH_SIZE);
	}

	/* No key: NULL or not, one-shot or init_key or init. */
	B2(src, 0, src, data_len, expected, B2_HASH_SIZE);
	B2(NULL, 0, src, data_len, actual, B2_HASH_SIZE);
	KUNIT_EXPECT_MEMEQ(test, actual, expected, B2_HASH_SIZE);
	B2_INIT_KEY(&ctx, B2_HASH_SIZE, NULL, 0);
	B2_UPDATE(&ctx, src, data_len);
	B2_FINAL(&ctx, actual);
	KUNIT_EXPECT_MEMEQ(test, actual, expected, B2_HASH_SIZE);
	B2_INIT(&ctx, B2_HASH_SIZE);
	B2_UPDATE(&ctx, src, data_len);
	B2_FINAL(&ctx, actual);
	KUNIT_EXPECT_MEMEQ(test, actual, expected, B2_HASH_SIZE);

	/* No key, no data. */
	B2(src, 0, src, 0, expected, B2_HASH_SIZE);
	B2(NULL, 0, NULL, 0, actual, B2_HASH_SIZE);
	KUNIT_EXPECT_MEMEQ(test, actual, expected, B2_HASH_SIZE);

	/* A key and NULL data: the first official KAT. */
	for (pos = 0; pos < B2_KEY_SIZE; pos++)
		key[pos] = (u8)pos;
	B2(key, B2_KEY_SIZE, NULL, 0, actual, B2_HASH_SIZE);
	KUNIT_EXPECT_MEMEQ(test, actual, B2_KAT[0], B2_HASH_SIZE);
	KUNIT_EXPECT_MEMNEQ(test, actual, expected, B2_HASH_SIZE);
}

/* final zeroizes every byte of a keyed context (the key block included). */
static void test_blake2_keyed_ctx_zeroized(struct kunit *test)
{
	static const size_t lens[] = { 0, 1, B2_BLOCK_SIZE, B2_BLOCK_SIZE + 1 };
	u8 *data = hash_test_alloc_filled(test, B2_BLOCK_SIZE + 1, 7);
	u8 *key = hash_test_alloc_filled(test, B2_KEY_SIZE, 8);
	u8 out[B2_HASH_SIZE];
	B2_CTX ctx;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(lens); i++) {
		B2_INIT_KEY(&ctx, B2_HASH_SIZE / 2, key, B2_KEY_SIZE);
		B2_UPDATE(&ctx, data, lens[i]);
		B2_FINAL(&ctx, out);
		KUNIT_EXPECT_EQ_MSG(test,
				    hash_test_count_not(&ctx, 0, sizeof(ctx)),
				    (size_t)0, "len=%zu", lens[i]);
	}
}

/*
 * After init_key with @key_len bytes of @key and @len bytes of @data, the
 * context holds no run of KEY_SCAN_RUN key bytes, and it finishes with the
 * one-shot's digest.
 */
static void blake2_test_keeps_no_key(struct kunit *test, const u8 *key,
				     size_t key_len, size_t outlen,
				     const u8 *data, size_t len)
{
	u8 expected[B2_HASH_SIZE], actual[B2_HASH_SIZE];
	B2_CTX ctx;
	long at;

	B2_INIT_KEY(&ctx, outlen, key, key_len);
	B2_UPDATE(&ctx, data, len);
	at = key_scan(&ctx, sizeof(ctx), key, key_len);
	KUNIT_EXPECT_EQ_MSG(test, at, -1L, "key bytes at %ld, " B2_LENS_FMT, at,
			    key_len, outlen, len);
	B2_FINAL(&ctx, actual);
	B2(key, key_len, data, len, expected, outlen);
	KUNIT_EXPECT_MEMEQ_MSG(test, actual, expected, outlen, B2_LENS_FMT,
			       key_len, outlen, len);
}

/*
 * init_key compresses the key block: the context, which a crypto API export
 * copies out whole, holds no byte of the key, not after init_key nor after
 * the first data, and it gives the digest of the one-shot, also of the
 * empty message.
 */
static void test_blake2_init_key_keeps_no_key(struct kunit *test)
{
	static const size_t key_lens[] = { KEY_SCAN_RUN, 17, B2_KEY_SIZE };
	static const size_t lens[] = { 0, 1, B2_BLOCK_SIZE - 1, B2_BLOCK_SIZE,
				       B2_BLOCK_SIZE + 1 };
	u8 *data = hash_test_alloc_filled(test, B2_BLOCK_SIZE + 1, 13);
	u8 *key = hash_test_alloc(test, B2_KEY_SIZE);
	size_t k, l;

	key_scan_fill(key, B2_KEY_SIZE);
	for (k = 0; k < ARRAY_SIZE(key_lens); k++) {
		for (l = 0; l < ARRAY_SIZE(lens); l++) {
			blake2_test_keeps_no_key(test, key, key_lens[k], 1,
						 data, lens[l]);
			blake2_test_keeps_no_key(test, key, key_lens[k],
						 B2_HASH_SIZE, data, lens[l]);
		}
	}
}

/* A context between guard bytes, to see that nothing writes outside it. */
struct blake2_test_guarded_ctx {
	u8 before[32];
	B2_CTX ctx;
	u8 after[32];
};

#define B2_TEST_OUT_LEN (2 * B2_HASH_SIZE + 32)

/*
 * What a rejected init leaves in a canary-filled output buffer larger than
 * any valid digest: min(outlen, maximum) zero bytes, then the canary.
 */
static size_t blake2_test_bad_out(const u8 *out, size_t outlen)
{
	size_t n = min_t(size_t, outlen, B2_HASH_SIZE);

	return hash_test_count_not(out, 0, n) +
	       hash_test_count_not(&out[n], HASH_TEST_CANARY,
				   B2_TEST_OUT_LEN - n);
}

/*
 * One bad (outlen, key_len) pair: the one-shot and init_key + update +
 * final both zero-fill min(outlen, maximum) bytes of the output and write
 * nothing after them, stay inside the context, and final still zeroizes
 * the context.
 */
static void blake2_test_bad_lens(struct kunit *test, size_t outlen,
				 size_t key_len, const u8 *key, const u8 *data,
				 u8 *out, struct blake2_test_guarded_ctx *g)
{
	static const size_t lens[] = { 0, 3 * B2_BLOCK_SIZE + 1 };
	size_t i, n;

	for (i = 0; i < ARRAY_SIZE(lens); i++) {
		size_t len = lens[i];

		memset(out, HASH_TEST_CANARY, B2_TEST_OUT_LEN);
		B2(key, key_len, data, len, out, outlen);
		n = blake2_test_bad_out(out, outlen);
		KUNIT_EXPECT_EQ_MSG(test, n, (size_t)0,
				    "one-shot output not zero-filled, " B2_LENS_FMT,
				    key_len, outlen, len);

		memset(g, HASH_TEST_CANARY, sizeof(*g));
		if (key_len == 0)
			B2_INIT(&g->ctx, outlen);
		else
			B2_INIT_KEY(&g->ctx, outlen, key, key_len);
		B2_UPDATE(&g->ctx, data, len / 2);
		B2_UPDATE(&g->ctx, &data[len / 2], len - len / 2);
		B2_FINAL(&g->ctx, out);
		n = blake2_test_bad_out(out, outlen);
		KUNIT_EXPECT_EQ_MSG(test, n, (size_t)0,
				    "final output not zero-filled, " B2_LENS_FMT,
				    key_len, outlen, len);
		n = hash_test_count_not(g->before, HASH_TEST_CANARY,
					sizeof(g->before));
		n += hash_test_count_not(g->after, HASH_TEST_CANARY,
					 sizeof(g->after));
		KUNIT_EXPECT_EQ_MSG(test, n, (size_t)0,
				    "wrote outside the context, " B2_LENS_FMT,
				    key_len, outlen, len);
		n = hash_test_count_not(&g->ctx, 0, sizeof(g->ctx));
		KUNIT_EXPECT_EQ_MSG(test, n, (size_t)0,
				    "context not zeroized, " B2_LENS_FMT,
				    key_len, outlen, len);
	}
}

/*
 * Digest length 0 or above the maximum and key length above the maximum
 * warn and write only zeros, min(outlen, maximum) of them (see the
 * kerneldoc of init_key and the one-shot).
 * On 64-bit, lengths that a truncation to 32 bits would turn into valid
 * ones are tried too.
 * bad-input.md: "min(outlen, max) zero bytes"
 */
static void test_blake2_bad_lengths(struct kunit *test)
{
	u8 *key = hash_test_alloc_filled(test, B2_KEY_SIZE + 1, 9);
	u8 *data = hash_test_alloc_filled(test, 3 * B2_BLOCK_SIZE + 1, 10);
	u8 *out = hash_test_alloc(test, B2_TEST_OUT_LEN);
	struct blake2_test_guarded_ctx *g;

	g = kunit_kmalloc(test, sizeof(*g), GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, g);

	blake2_test_bad_lens(test, 0, 0, key, data, out, g);
	blake2_test_bad_lens(test, 0, B2_KEY_SIZE, key, data, out, g);
	blake2_test_bad_lens(test, B2_HASH_SIZE + 1, 0, key, data, out, g);
	blake2_test_bad_lens(test, B2_HASH_SIZE + 1, 1, key, data, out, g);
	blake2_test_bad_lens(test, 2 * B2_HASH_SIZE, 0, key, data, out, g);
	blake2_test_bad_lens(test, B2_HASH_SIZE, B2_KEY_SIZE + 1, key, data,
			     out, g);
	blake2_test_bad_lens(test, 1, B2_KEY_SIZE + 1, key, data, out, g);
	blake2_test_bad_lens(test, 0, B2_KEY_SIZE + 1, key, data, out, g);
	if (sizeof(size_t) > 4) {
		/* 2^32 where size_t has 64 bits; never used elsewhere. */
		size_t wrap = (size_t)1 << (sizeof(size_t) > 4 ? 32 : 0);

		blake2_test_bad_lens(test, wrap + B2_HASH_SIZE, 0, key, data,
				     out, g);
		blake2_test_bad_lens(test, wrap + 1, 0, key, data, out, g);
		blake2_test_bad_lens(test, B2_HASH_SIZE, wrap + 1, key, data,
				     out, g);
	}
	/* Last: an implementation that misses this one is likely to crash. */
	blake2_test_bad_lens(test, (size_t)-1, 0, key, data, out, g);
}

#define BLAKE2_KUNIT_CASES                                                     \
	KUNIT_CASE(test_blake2_official_kats),                                 \
		KUNIT_CASE(test_blake2_keyed_test_vectors),                    \
		KUNIT_CASE(test_blake2_all_key_and_hash_lens),                 \
		KUNIT_CASE(test_blake2_keyed_incremental),                     \
		KUNIT_CASE(test_blake2_key_overlap_and_null),                  \
		KUNIT_CASE(test_blake2_keyed_ctx_zeroized),                    \
		KUNIT_CASE(test_blake2_init_key_keeps_no_key),                 \
		KUNIT_CASE(test_blake2_bad_lengths)

#endif /* _KCRYPTO_BLAKE2_TEST_TEMPLATE_H */
