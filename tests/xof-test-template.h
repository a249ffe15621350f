/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * KUnit test cases for an extendable-output function (SHAKE128, SHAKE256):
 * the cases of hash-test-template.h, which this header includes, for the
 * XOF at the fixed output length HASH_SIZE, and cases of its own for every
 * output length. The including file defines HASH_SIZE, HASH_BLOCK_SIZE,
 * HASH_CTX, HASH_INIT and HASH_UPDATE as for hash-test-template.h, and:
 *
 *   XOF(data, len, out, out_len)   one-shot, any output length
 *   XOF_SQUEEZE(ctx, out, out_len) the next @out_len bytes of output
 *   XOF_ZEROIZE(ctx)               zeroize the context
 *
 * It has included the <alg>-testvecs.h whose xof_testvecs hold
 * XOF_TESTVEC_MAX_OUT bytes of output for several messages (every shorter
 * output is a prefix), and whose xof_testvec_consolidated is the hash (at
 * HASH_SIZE) of the outputs of every length 0..XOF_TESTVEC_MAX_OUT.
 *
 * The suite lists HASH_KUNIT_CASES, XOF_KUNIT_CASES, its own cases, then
 * KUNIT_CASE(benchmark_hash) last.
 */
#ifndef _KCRYPTO_XOF_TEST_TEMPLATE_H
#define _KCRYPTO_XOF_TEST_TEMPLATE_H

#include <linux/string.h>

/* The hash template's final and one-shot: HASH_SIZE bytes of output. */
static void xof_test_final(HASH_CTX *ctx, u8 *out)
{
	XOF_SQUEEZE(ctx, out, HASH_SIZE);
	XOF_ZEROIZE(ctx);
}

static void xof_test_hash(const u8 *data, size_t len, u8 *out)
{
	XOF(data, len, out, HASH_SIZE);
}

#define HASH_FINAL xof_test_final
#define HASH xof_test_hash
#include "hash-test-template.h"

/* The longest message of xof_testvecs. */
#define XOF_TEST_MAX_DATA_LEN 1000

/*
 * Compare the @len bytes at @out with the vector's and check that the
 * canary byte after them is intact; false (and a failure) otherwise.
 */
static bool xof_test_check(struct kunit *test, const u8 *out, size_t len,
			   size_t i, const char *what)
{
	if (memcmp(out, xof_testvecs[i].out, len)) {
		KUNIT_FAIL(test, "%s: wrong output, data_len=%zu, out_len=%zu",
			   what, xof_testvecs[i].data_len, len);
		return false;
	}
	if (out[len] != HASH_TEST_CANARY) {
		KUNIT_FAIL(test, "%s: wrote past out_len=%zu, data_len=%zu",
			   what, len, xof_testvecs[i].data_len);
		return false;
	}
	return true;
}

/*
 * Every output length 0..XOF_TESTVEC_MAX_OUT of each vector, one-shot and
 * in one squeeze: the right bytes and not one more.
 */
static void test_xof_test_vectors(struct kunit *test)
{
	u8 *data = hash_test_alloc_filled(test, XOF_TEST_MAX_DATA_LEN,
					  HASH_TEST_DATA_SEED);
	u8 *out = hash_test_alloc(test, XOF_TESTVEC_MAX_OUT + 1);
	HASH_CTX ctx;
	size_t i, n;

	for (i = 0; i < ARRAY_SIZE(xof_testvecs); i++) {
		size_t len = xof_testvecs[i].data_len;

		for (n = 0; n <= XOF_TESTVEC_MAX_OUT; n++) {
			memset(out, HASH_TEST_CANARY, XOF_TESTVEC_MAX_OUT + 1);
			XOF(data, len, out, n);
			if (!xof_test_check(test, out, n, i, "one-shot"))
				break;
			memset(out, HASH_TEST_CANARY, XOF_TESTVEC_MAX_OUT + 1);
			HASH_INIT(&ctx);
			HASH_UPDATE(&ctx, data, len);
			XOF_SQUEEZE(&ctx, out, n);
			XOF_ZEROIZE(&ctx);
			if (!xof_test_check(test, out, n, i, "one squeeze"))
				break;
		}
	}
}

/*
 * X(DATA[0:n], n) for every n in 0..XOF_TESTVEC_MAX_OUT, hashed together:
 * every output length, each with a message of its own length.
 */
static void test_xof_all_out_lens(struct kunit *test)
{
	u8 *data = hash_test_alloc_filled(test, XOF_TESTVEC_MAX_OUT,
					  HASH_TEST_DATA_SEED);
	u8 *out = hash_test_alloc(test, XOF_TESTVEC_MAX_OUT);
	u8 digest[HASH_SIZE];
	HASH_CTX ctx;
	size_t n;

	HASH_INIT(&ctx);
	for (n = 0; n <= XOF_TESTVEC_MAX_OUT; n++) {
		XOF(data, n, out, n);
		HASH_UPDATE(&ctx, out, n);
	}
	HASH_FINAL(&ctx, digest);
	KUNIT_EXPECT_MEMEQ(test, digest, xof_testvec_consolidated, HASH_SIZE);
}

/* A random squeeze length: 0, a few bytes, around a block, or any. */
static size_t xof_test_piece(size_t left)
{
	size_t n;

	switch (hash_test_rand32() % 4) {
	case 0:
		n = hash_test_rand_below(9);
		break;
	case 1:
		n = HASH_BLOCK_SIZE - 1 + hash_test_rand_below(3);
		break;
	case 2:
		n = hash_test_rand_below(2 * HASH_BLOCK_SIZE + 1);
		break;
	default:
		n = hash_test_rand_below(left + 1);
		break;
	}
	return min(n, left);
}

/*
 * Squeezes laid end to end give the one-squeeze output: a byte at a time,
 * a block and a byte at a time, and 200 random splits (empty squeezes
 * included), after input fed in random pieces.
 */
static void test_xof_split_squeezes(struct kunit *test)
{
	u8 *data = hash_test_alloc_filled(test, XOF_TEST_MAX_DATA_LEN,
					  HASH_TEST_DATA_SEED);
	u8 *out = hash_test_alloc(test, XOF_TESTVEC_MAX_OUT + 1);
	HASH_CTX ctx;
	size_t i, pos, n;
	int iter;

	hash_test_seed(0x78736671);
	for (i = 0; i < ARRAY_SIZE(xof_testvecs); i++) {
		size_t len = xof_testvecs[i].data_len;

		memset(out, HASH_TEST_CANARY, XOF_TESTVEC_MAX_OUT + 1);
		HASH_INIT(&ctx);
		HASH_UPDATE(&ctx, data, len);
		for (pos = 0; pos < XOF_TESTVEC_MAX_OUT; pos++)
			XOF_SQUEEZE(&ctx, &out[pos], 1);
		XOF_ZEROIZE(&ctx);
		if (!xof_test_check(test, out, XOF_TESTVEC_MAX_OUT, i,
				    "byte at a time"))
			return;

		memset(out, HASH_TEST_CANARY, XOF_TESTVEC_MAX_OUT + 1);
		HASH_INIT(&ctx);
		HASH_UPDATE(&ctx, data, len);
		for (pos = 0; pos < XOF_TESTVEC_MAX_OUT; pos += n) {
			n = min_t(size_t, HASH_BLOCK_SIZE + 1,
				  XOF_TESTVEC_MAX_OUT - pos);
			XOF_SQUEEZE(&ctx, &out[pos], n);
		}
		XOF_ZEROIZE(&ctx);
		if (!xof_test_check(test, out, XOF_TESTVEC_MAX_OUT, i,
				    "block + 1 at a time"))
			return;

		for (iter = 0; iter < 200; iter++) {
			memset(out, HASH_TEST_CANARY, XOF_TESTVEC_MAX_OUT + 1);
			HASH_INIT(&ctx);
			hash_test_random_updates(&ctx, data, len);
			for (pos = 0; pos < XOF_TESTVEC_MAX_OUT; pos += n) {
				n = xof_test_piece(XOF_TESTVEC_MAX_OUT - pos);
				XOF_SQUEEZE(&ctx, &out[pos], n);
			}
			XOF_SQUEEZE(&ctx, &out[pos], 0);
			XOF_ZEROIZE(&ctx);
			if (!xof_test_check(test, out, XOF_TESTVEC_MAX_OUT, i,
					    "random squeezes"))
				return;
		}
	}
}

/*
 * Output at the very end of its vmalloc() page, squeezed in two pieces
 * from a context at the end of its own page: a write past either faults.
 */
static void test_xof_guard_pages(struct kunit *test)
{
	static const size_t lens[] = { 0,
				       1,
				       HASH_BLOCK_SIZE - 1,
				       HASH_BLOCK_SIZE,
				       HASH_BLOCK_SIZE + 1,
				       2 * HASH_BLOCK_SIZE + 5,
				       XOF_TESTVEC_MAX_OUT };
	u8 *data = hash_test_alloc_filled(test, XOF_TEST_MAX_DATA_LEN,
					  HASH_TEST_DATA_SEED);
	HASH_CTX *ctx = (HASH_CTX *)hash_test_valloc_end(test, sizeof(*ctx));
	size_t i, j;

	for (j = 0; j < ARRAY_SIZE(xof_testvecs); j++) {
		size_t len = xof_testvecs[j].data_len;

		for (i = 0; i < ARRAY_SIZE(lens); i++) {
			size_t n = lens[i];
			u8 *out = hash_test_valloc_end(test, n);

			XOF(data, len, out, n);
			KUNIT_EXPECT_EQ_MSG(test,
					    memcmp(out, xof_testvecs[j].out, n),
					    0, "one-shot, out_len=%zu", n);
			HASH_INIT(ctx);
			HASH_UPDATE(ctx, data, len);
			XOF_SQUEEZE(ctx, out, n / 3);
			XOF_SQUEEZE(ctx, &out[n / 3], n - n / 3);
			XOF_ZEROIZE(ctx);
			KUNIT_EXPECT_EQ_MSG(test,
					    memcmp(out, xof_testvecs[j].out, n),
					    0, "two squeezes, out_len=%zu", n);
		}
	}
}

/*
 * Input after squeezing has begun is ignored (<crypto/sha3.h>: it warns
 * once): the context is left as it was, and the output goes on as if the
 * update had not been made.
 * bad-input.md: "ignored"
 */
static void test_xof_update_after_squeeze(struct kunit *test)
{
	u8 *data = hash_test_alloc_filled(test, XOF_TEST_MAX_DATA_LEN,
					  HASH_TEST_DATA_SEED);
	u8 *out = hash_test_alloc(test, XOF_TESTVEC_MAX_OUT + 1);
	HASH_CTX ctx, copy;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(xof_testvecs); i++) {
		size_t len = xof_testvecs[i].data_len;

		memset(out, HASH_TEST_CANARY, XOF_TESTVEC_MAX_OUT + 1);
		HASH_INIT(&ctx);
		HASH_UPDATE(&ctx, data, len);
		XOF_SQUEEZE(&ctx, out, 10);
		copy = ctx;
		HASH_UPDATE(&ctx, data, 1);
		HASH_UPDATE(&ctx, data, XOF_TEST_MAX_DATA_LEN);
		KUNIT_EXPECT_MEMEQ_MSG(test, &ctx, &copy, sizeof(ctx),
				       "context changed, data_len=%zu", len);
		XOF_SQUEEZE(&ctx, &out[10], XOF_TESTVEC_MAX_OUT - 10);
		XOF_ZEROIZE(&ctx);
		if (!xof_test_check(test, out, XOF_TESTVEC_MAX_OUT, i,
				    "update after squeeze"))
			return;
	}
	memzero_explicit(&copy, sizeof(copy));
}

/*
 * A zeroized context (never initialized, or after the last squeeze): an
 * update is ignored and a squeeze writes zeros, both warning once.
 * bad-input.md: "writes out_len zero bytes"
 */
static void test_xof_zeroized_ctx(struct kunit *test)
{
	u8 *data = hash_test_alloc_filled(test, 300, HASH_TEST_DATA_SEED);
	u8 *out = hash_test_alloc(test, 301);
	HASH_CTX ctx;

	HASH_INIT(&ctx);
	HASH_UPDATE(&ctx, data, 100);
	XOF_SQUEEZE(&ctx, out, 10);
	XOF_ZEROIZE(&ctx);
	HASH_UPDATE(&ctx, data, 300);
	KUNIT_EXPECT_EQ(test, hash_test_count_not(&ctx, 0, sizeof(ctx)),
			(size_t)0);
	memset(out, HASH_TEST_CANARY, 301);
	XOF_SQUEEZE(&ctx, out, 300);
	KUNIT_EXPECT_EQ(test, hash_test_count_not(out, 0, 300), (size_t)0);
	KUNIT_EXPECT_EQ(test, (int)out[300], HASH_TEST_CANARY);
}

#define XOF_KUNIT_CASES                                                        \
	KUNIT_CASE(test_xof_test_vectors), KUNIT_CASE(test_xof_all_out_lens),  \
		KUNIT_CASE(test_xof_split_squeezes),                           \
		KUNIT_CASE(test_xof_guard_pages),                              \
		KUNIT_CASE(test_xof_update_after_squeeze),                     \
		KUNIT_CASE(test_xof_zeroized_ctx)

#endif /* _KCRYPTO_XOF_TEST_TEMPLATE_H */
