// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for out-of-range and unusual arguments that the per-algorithm
 * suites don't cover (see Documentation/bad-input.md for the whole table):
 * a NULL key with a nonzero key length, key lengths near SIZE_MAX, updates
 * on a context that init marked invalid, what final writes for it, output
 * buffers that are the very input or key buffer, and message counters near
 * their wrap-around. And the shape of the headers: the kernel's names are
 * functions, not macros, so a variable or a struct member may share them.
 *
 * Buffers are allocated at their exact size, so KASAN (or ASan on the host)
 * reports any access outside them.
 */
#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>
#include <kunit/test.h>
#include <linux/bitops.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#define BAD_INPUT_CANARY 0x5a
#define BAD_INPUT_OUT_LEN 128

/*
 * Inlined, so that its assertion tells the caller's code the buffer is not
 * NULL: with the kernel's -fno-delete-null-pointer-checks gcc otherwise sees
 * a NULL branch in each KUNIT_EXPECT_MEMEQ() on it, and warns where the
 * buffer then goes to an "[at_least N]" parameter (7.3: "[static N]").
 */
static __always_inline u8 *bad_input_alloc(struct kunit *test, size_t len,
					   u8 seed)
{
	u8 *buf = kunit_kmalloc(test, len ? len : 1, GFP_KERNEL);
	size_t i;

	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, buf);
	for (i = 0; i < len; i++)
		buf[i] = (u8)(i * 131 + seed);
	return buf;
}

static size_t bad_input_count_not(const void *p, int c, size_t len)
{
	const u8 *b = (const u8 *)p;
	size_t i, n = 0;

	for (i = 0; i < len; i++)
		n += b[i] != (u8)c;
	return n;
}

/* BLAKE2b and BLAKE2s behind one interface, the context on the heap. */
struct bad_input_b2 {
	size_t hash_size, key_size, block_size, ctx_size;
	void (*oneshot)(const u8 *key, size_t keylen, const u8 *in,
			size_t inlen, u8 *out, size_t outlen);
	void (*init)(void *ctx, size_t outlen);
	void (*init_key)(void *ctx, size_t outlen, const u8 *key,
			 size_t keylen);
	void (*update)(void *ctx, const u8 *in, size_t inlen);
	void (*final)(void *ctx, u8 *out);
	unsigned int (*outlen)(const void *ctx);
};

static void b2b_init(void *ctx, size_t outlen)
{
	blake2b_init((struct blake2b_ctx *)ctx, outlen);
}

static void b2b_init_key(void *ctx, size_t outlen, const u8 *key, size_t keylen)
{
	blake2b_init_key((struct blake2b_ctx *)ctx, outlen, key, keylen);
}

static void b2b_update(void *ctx, const u8 *in, size_t inlen)
{
	blake2b_update((struct blake2b_ctx *)ctx, in, inlen);
}

static void b2b_final(void *ctx, u8 *out)
{
	blake2b_final((struct blake2b_ctx *)ctx, out);
}

static unsigned int b2b_outlen(const void *ctx)
{
	return ((const struct blake2b_ctx *)ctx)->outlen;
}

static const struct bad_input_b2 bad_input_blake2b = {
	.hash_size = BLAKE2B_HASH_SIZE,
	.key_size = BLAKE2B_KEY_SIZE,
	.block_size = BLAKE2B_BLOCK_SIZE,
	.ctx_size = sizeof(struct blake2b_ctx),
	.oneshot = blake2b,
	.init = b2b_init,
	.init_key = b2b_init_key,
	.update = b2b_update,
	.final = b2b_final,
	.outlen = b2b_outlen,
};

static void b2s_init(void *ctx, size_t outlen)
{
	blake2s_init((struct blake2s_ctx *)ctx, outlen);
}

static void b2s_init_key(void *ctx, size_t outlen, const u8 *key, size_t keylen)
{
	blake2s_init_key((struct blake2s_ctx *)ctx, outlen, key, keylen);
}

static void b2s_update(void *ctx, const u8 *in, size_t inlen)
{
	blake2s_update((struct blake2s_ctx *)ctx, in, inlen);
}

static void b2s_final(void *ctx, u8 *out)
{
	blake2s_final((struct blake2s_ctx *)ctx, out);
}

static unsigned int b2s_outlen(const void *ctx)
{
	return ((const struct blake2s_ctx *)ctx)->outlen;
}

static const struct bad_input_b2 bad_input_blake2s = {
	.hash_size = BLAKE2S_HASH_SIZE,
	.key_size = BLAKE2S_KEY_SIZE,
	.block_size = BLAKE2S_BLOCK_SIZE,
	.ctx_size = sizeof(struct blake2s_ctx),
	.oneshot = blake2s,
	.init = b2s_init,
	.init_key = b2s_init_key,
	.update = b2s_update,
	.final = b2s_final,
	.outlen = b2s_outlen,
};

static size_t bad_input_out_written(const u8 *out)
{
	return bad_input_count_not(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
}

/*
 * What final writes for a context that init rejected: exactly @n zero
 * bytes, min(requested length, maximum), and nothing after them.
 */
static void bad_input_expect_zeroed(struct kunit *test, const u8 *out, size_t n,
				    const char *what, size_t len)
{
	KUNIT_EXPECT_EQ_MSG(test, bad_input_count_not(out, 0, n), (size_t)0,
			    "%s, length %zu: not zero-filled", what, len);
	KUNIT_EXPECT_EQ_MSG(test,
			    bad_input_count_not(out + n, BAD_INPUT_CANARY,
						BAD_INPUT_OUT_LEN - n),
			    (size_t)0, "%s, length %zu: written past %zu", what,
			    len, n);
}

/*
 * A NULL key with a nonzero length: warn, and the one-shot and final write
 * the requested number of zero bytes.
 * bad-input.md: "min(outlen, max) zero bytes"
 */
static void bad_input_null_key(struct kunit *test, const struct bad_input_b2 *a)
{
	u8 *data = bad_input_alloc(test, 200, 1);
	u8 *out = bad_input_alloc(test, BAD_INPUT_OUT_LEN, 0);
	void *ctx = bad_input_alloc(test, a->ctx_size, 0);

	memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
	a->oneshot(NULL, 1, data, 200, out, a->hash_size);
	bad_input_expect_zeroed(test, out, a->hash_size, "one-shot", 1);
	memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
	a->oneshot(NULL, a->key_size, data, 200, out, a->hash_size);
	bad_input_expect_zeroed(test, out, a->hash_size, "one-shot",
				a->key_size);
	memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
	a->init_key(ctx, a->hash_size, NULL, 16);
	KUNIT_EXPECT_EQ(test, a->outlen(ctx), (unsigned int)a->hash_size);
	a->update(ctx, data, 200);
	a->final(ctx, out);
	bad_input_expect_zeroed(test, out, a->hash_size, "final", 16);
	KUNIT_EXPECT_EQ(test, bad_input_count_not(ctx, 0, a->ctx_size),
			(size_t)0);
}

/*
 * Key and digest lengths near SIZE_MAX: rejected before the key is read
 * (the key buffer here is one byte, so reading more would be caught), the
 * context marked invalid, and only the first min(outlen, maximum) bytes of
 * the output written, with zeros.
 * bad-input.md: "min(outlen, max) zero bytes"
 */
static void bad_input_size_max(struct kunit *test, const struct bad_input_b2 *a)
{
	const size_t huge[] = { SIZE_MAX, SIZE_MAX - 1,
				SIZE_MAX - a->key_size + 1, SIZE_MAX / 2 + 1 };
	const size_t len = 3 * a->block_size;
	u8 *key = bad_input_alloc(test, 1, 2);
	u8 *data = bad_input_alloc(test, len, 3);
	u8 *out = bad_input_alloc(test, BAD_INPUT_OUT_LEN, 0);
	void *ctx = bad_input_alloc(test, a->ctx_size, 0);
	size_t i;

	for (i = 0; i < ARRAY_SIZE(huge); i++) {
		memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
		a->oneshot(key, huge[i], data, len, out, a->hash_size);
		bad_input_expect_zeroed(test, out, a->hash_size, "keylen",
					huge[i]);
		memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
		a->oneshot(key, 1, data, len, out, huge[i]);
		bad_input_expect_zeroed(test, out, a->hash_size, "outlen",
					huge[i]);
		memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
		a->oneshot(key, huge[i], data, len, out, huge[i]);
		bad_input_expect_zeroed(test, out, a->hash_size, "both",
					huge[i]);
		memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
		a->init_key(ctx, a->hash_size, key, huge[i]);
		KUNIT_EXPECT_EQ(test, a->outlen(ctx),
				(unsigned int)a->hash_size);
		a->update(ctx, data, len);
		a->final(ctx, out);
		bad_input_expect_zeroed(test, out, a->hash_size,
					"init_key keylen", huge[i]);
		memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
		a->init(ctx, huge[i]);
		KUNIT_EXPECT_EQ(test, a->outlen(ctx),
				(unsigned int)a->hash_size);
		a->update(ctx, data, a->block_size + 1);
		a->final(ctx, out);
		bad_input_expect_zeroed(test, out, a->hash_size, "init outlen",
					huge[i]);
	}
}

/*
 * Every kind of rejected init, and the bytes final then writes: as many
 * zeros as were asked for, at most the maximum digest size, even where
 * @out holds data that would pass for a MAC.
 * bad-input.md: "min(outlen, max) zero bytes"
 */
static void bad_input_zero_fill(struct kunit *test,
				const struct bad_input_b2 *a)
{
	const size_t outlens[] = {
		0, 1, 17, a->hash_size, a->hash_size + 1, 2 * a->hash_size
	};
	u8 *key = bad_input_alloc(test, a->key_size + 1, 11);
	u8 *data = bad_input_alloc(test, 3 * a->block_size, 12);
	u8 *out = bad_input_alloc(test, BAD_INPUT_OUT_LEN, 0);
	void *ctx = bad_input_alloc(test, a->ctx_size, 0);
	size_t i, n;

	for (i = 0; i < ARRAY_SIZE(outlens); i++) {
		n = min_t(size_t, outlens[i], a->hash_size);

		/* A key one byte too long, or a bad outlen and no key. */
		memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
		a->oneshot(key, a->key_size + 1, data, 3 * a->block_size, out,
			   outlens[i]);
		bad_input_expect_zeroed(test, out, n, "one-shot", outlens[i]);

		memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
		a->init_key(ctx, outlens[i], key, a->key_size + 1);
		KUNIT_EXPECT_EQ(test, a->outlen(ctx), (unsigned int)n);
		a->update(ctx, data, a->block_size);
		a->update(ctx, data, 2 * a->block_size);
		a->final(ctx, out);
		bad_input_expect_zeroed(test, out, n, "init_key", outlens[i]);
		KUNIT_EXPECT_EQ(test, bad_input_count_not(ctx, 0, a->ctx_size),
				(size_t)0);

		if (outlens[i] && outlens[i] <= a->hash_size)
			continue;
		memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
		a->init(ctx, outlens[i]);
		a->update(ctx, data, 3 * a->block_size);
		a->final(ctx, out);
		bad_input_expect_zeroed(test, out, n, "init", outlens[i]);
	}
}

/*
 * A context that init marked invalid takes any updates (NULL with 0 too),
 * final writes nothing for a requested length of 0 and zeroizes it, and
 * once initialized again it works.
 * bad-input.md: "min(outlen, max) zero bytes"
 */
static void bad_input_invalid_ctx(struct kunit *test,
				  const struct bad_input_b2 *a)
{
	const size_t len = 5 * a->block_size + 3;
	u8 *data = bad_input_alloc(test, len, 4);
	u8 *out = bad_input_alloc(test, BAD_INPUT_OUT_LEN, 0);
	void *ctx = bad_input_alloc(test, a->ctx_size, 0);
	u8 expected[BLAKE2B_HASH_SIZE];

	memset(out, BAD_INPUT_CANARY, BAD_INPUT_OUT_LEN);
	a->init(ctx, 0);
	a->update(ctx, NULL, 0);
	a->update(ctx, data, 1);
	a->update(ctx, data + 1, len - 1);
	a->update(ctx, NULL, 0);
	a->final(ctx, out);
	KUNIT_EXPECT_EQ(test, bad_input_out_written(out), (size_t)0);
	KUNIT_EXPECT_EQ(test, bad_input_count_not(ctx, 0, a->ctx_size),
			(size_t)0);

	a->oneshot(NULL, 0, data, len, expected, a->hash_size);
	a->init(ctx, a->hash_size);
	a->update(ctx, data, len);
	a->final(ctx, out);
	KUNIT_EXPECT_MEMEQ(test, out, expected, a->hash_size);
}

/* The output buffer is the input buffer, or the key buffer. */
static void bad_input_b2_in_out(struct kunit *test,
				const struct bad_input_b2 *a)
{
	const size_t lens[] = { a->hash_size, a->block_size,
				2 * a->block_size + 1 };
	u8 *src = bad_input_alloc(test, 2 * a->block_size + 1, 5);
	u8 *key_src = bad_input_alloc(test, a->key_size, 6);
	void *ctx = bad_input_alloc(test, a->ctx_size, 0);
	u8 expected[BLAKE2B_HASH_SIZE];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(lens); i++) {
		size_t len = lens[i];
		u8 *buf = bad_input_alloc(test, len, 0);
		u8 *key = bad_input_alloc(test, a->key_size, 0);

		a->oneshot(key_src, a->key_size, src, len, expected,
			   a->hash_size);
		memcpy(buf, src, len);
		memcpy(key, key_src, a->key_size);
		a->oneshot(key, a->key_size, buf, len, buf, a->hash_size);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, a->hash_size,
				       "out == in, len=%zu", len);
		memcpy(buf, src, len);
		a->oneshot(key, a->key_size, buf, len, key, a->hash_size);
		KUNIT_EXPECT_MEMEQ_MSG(test, key, expected, a->hash_size,
				       "out == key, len=%zu", len);
		memcpy(buf, src, len);
		a->init_key(ctx, a->hash_size, key_src, a->key_size);
		a->update(ctx, buf, len);
		a->final(ctx, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, a->hash_size,
				       "final into the data, len=%zu", len);
	}
}

static void test_blake2b_null_key_nonzero_len(struct kunit *test)
{
	bad_input_null_key(test, &bad_input_blake2b);
}

static void test_blake2b_lengths_near_size_max(struct kunit *test)
{
	bad_input_size_max(test, &bad_input_blake2b);
}

static void test_blake2b_invalid_ctx_updates(struct kunit *test)
{
	bad_input_invalid_ctx(test, &bad_input_blake2b);
}

static void test_blake2b_invalid_final_zero_fills(struct kunit *test)
{
	bad_input_zero_fill(test, &bad_input_blake2b);
}

static void test_blake2b_in_equals_out(struct kunit *test)
{
	bad_input_b2_in_out(test, &bad_input_blake2b);
}

static void test_blake2s_null_key_nonzero_len(struct kunit *test)
{
	bad_input_null_key(test, &bad_input_blake2s);
}

static void test_blake2s_lengths_near_size_max(struct kunit *test)
{
	bad_input_size_max(test, &bad_input_blake2s);
}

static void test_blake2s_invalid_ctx_updates(struct kunit *test)
{
	bad_input_invalid_ctx(test, &bad_input_blake2s);
}

static void test_blake2s_invalid_final_zero_fills(struct kunit *test)
{
	bad_input_zero_fill(test, &bad_input_blake2s);
}

static void test_blake2s_in_equals_out(struct kunit *test)
{
	bad_input_b2_in_out(test, &bad_input_blake2s);
}

/*
 * The BLAKE2b byte counter is 128 bits: a count near 2^64 carries into the
 * high word. (BLAKE2s: 64 bits in two 32-bit words.) The counter is part
 * of the documented context layout.
 */
static void test_blake2b_counter_carry(struct kunit *test)
{
	u8 *data = bad_input_alloc(test, 3 * BLAKE2B_BLOCK_SIZE, 7);
	struct blake2b_ctx ctx;

	blake2b_init(&ctx, BLAKE2B_HASH_SIZE);
	ctx.t[0] = ~0ULL - BLAKE2B_BLOCK_SIZE + 1;
	/* Two blocks are compressed, the third is kept for final. */
	blake2b_update(&ctx, data, 3 * BLAKE2B_BLOCK_SIZE);
	KUNIT_EXPECT_EQ(test, ctx.t[1], 1ULL);
	KUNIT_EXPECT_EQ(test, ctx.t[0], (u64)BLAKE2B_BLOCK_SIZE);
	memzero_explicit(&ctx, sizeof(ctx));
}

/*
 * A second BLAKE2b, written for this test from RFC 7693 alone and sharing
 * nothing with lib/crypto/blake2b.c: plain message indices, a rolled round
 * loop and the counter kept as two words here. Comparing the library with
 * it, rather than with another build of the library, shows that a counter
 * with a nonzero high word is fed into the compression as the RFC says.
 */
static const u8 ref_b2b_sigma[10][16] = {
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
	{ 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4 },
	{ 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8 },
	{ 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13 },
	{ 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9 },
	{ 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11 },
	{ 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10 },
	{ 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5 },
	{ 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0 },
};

static const u64 ref_b2b_iv[8] = {
	0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
	0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
	0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};

/* RFC 7693, section 3.1, with R1..R4 = 32, 24, 16, 63. */
static void ref_b2b_g(u64 v[16], int a, int b, int c, int d, u64 x, u64 y)
{
	v[a] = v[a] + v[b] + x;
	v[d] = ror64(v[d] ^ v[a], 32);
	v[c] = v[c] + v[d];
	v[b] = ror64(v[b] ^ v[c], 24);
	v[a] = v[a] + v[b] + y;
	v[d] = ror64(v[d] ^ v[a], 16);
	v[c] = v[c] + v[d];
	v[b] = ror64(v[b] ^ v[c], 63);
}

/* RFC 7693, section 3.2: F(h, m, t, f), t = t1:t0 in bytes. */
static void ref_b2b_compress(u64 h[8], const u8 *block, u64 t0, u64 t1,
			     bool last)
{
	u64 v[16], m[16];
	const u8 *s;
	int i, r;

	for (i = 0; i < 16; i++)
		m[i] = get_unaligned_le64(block + 8 * i);
	for (i = 0; i < 8; i++) {
		v[i] = h[i];
		v[i + 8] = ref_b2b_iv[i];
	}
	v[12] ^= t0;
	v[13] ^= t1;
	if (last)
		v[14] = ~v[14];
	for (r = 0; r < 12; r++) {
		s = ref_b2b_sigma[r % 10];
		ref_b2b_g(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
		ref_b2b_g(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
		ref_b2b_g(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
		ref_b2b_g(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
		ref_b2b_g(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
		ref_b2b_g(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
		ref_b2b_g(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
		ref_b2b_g(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
	}
	for (i = 0; i < 8; i++)
		h[i] ^= v[i] ^ v[i + 8];
}

/* Unkeyed BLAKE2b-512 of @len > 0 bytes, the counter starting at t1:t0. */
static void ref_b2b_digest(const u8 *data, size_t len, u64 t0, u64 t1,
			   u8 out[BLAKE2B_HASH_SIZE])
{
	u8 block[BLAKE2B_BLOCK_SIZE];
	u64 h[8];
	size_t n;
	int i;

	for (i = 0; i < 8; i++)
		h[i] = ref_b2b_iv[i];
	h[0] ^= 0x01010000 ^ BLAKE2B_HASH_SIZE;
	for (;;) {
		n = min_t(size_t, len, BLAKE2B_BLOCK_SIZE);
		memset(block, 0, sizeof(block));
		memcpy(block, data, n);
		t0 += n;
		if (t0 < n)
			t1++;
		ref_b2b_compress(h, block, t0, t1, n == len);
		if (n == len)
			break;
		data += n;
		len -= n;
	}
	for (i = 0; i < 8; i++)
		put_unaligned_le64(h[i], out + 8 * i);
}

/*
 * The library against the reference with counters that carry into the
 * high word during the message, start with a high word already set, and
 * wrap around 2^128.
 */
static void test_blake2b_high_counter_reference(struct kunit *test)
{
	static const struct {
		u64 t0, t1;
	} starts[] = {
		{ ~0ULL - BLAKE2B_BLOCK_SIZE + 1, 0 },
		{ ~0ULL - 99, 0x0123456789abcdefULL },
		{ 0x1000, 1 },
		{ ~0ULL - BLAKE2B_BLOCK_SIZE + 1, ~0ULL },
	};
	const size_t len = 3 * BLAKE2B_BLOCK_SIZE + 37;
	u8 *data = bad_input_alloc(test, len, 9);
	u8 want[BLAKE2B_HASH_SIZE], got[BLAKE2B_HASH_SIZE];
	struct blake2b_ctx ctx;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(starts); i++) {
		ref_b2b_digest(data, len, starts[i].t0, starts[i].t1, want);
		blake2b_init(&ctx, BLAKE2B_HASH_SIZE);
		ctx.t[0] = starts[i].t0;
		ctx.t[1] = starts[i].t1;
		blake2b_update(&ctx, data, 100);
		blake2b_update(&ctx, data + 100, len - 100);
		blake2b_final(&ctx, got);
		KUNIT_EXPECT_MEMEQ_MSG(test, got, want, sizeof(want),
				       "counter from %016llx:%016llx",
				       (unsigned long long)starts[i].t1,
				       (unsigned long long)starts[i].t0);
	}
}

static void test_blake2s_counter_carry(struct kunit *test)
{
	u8 *data = bad_input_alloc(test, 3 * BLAKE2S_BLOCK_SIZE, 8);
	struct blake2s_ctx ctx;

	blake2s_init(&ctx, BLAKE2S_HASH_SIZE);
	ctx.t[0] = ~0U - BLAKE2S_BLOCK_SIZE + 1;
	blake2s_update(&ctx, data, 3 * BLAKE2S_BLOCK_SIZE);
	KUNIT_EXPECT_EQ(test, ctx.t[1], 1U);
	KUNIT_EXPECT_EQ(test, ctx.t[0], (u32)BLAKE2S_BLOCK_SIZE);
	memzero_explicit(&ctx, sizeof(ctx));
}

/*
 * SHA-256 keeps a 64-bit byte count and pads with the bit count modulo
 * 2^64, so two contexts whose byte counts agree modulo 2^61 give the same
 * digest, also when one of them wraps past 2^64 during the update.
 */
static void test_sha256_bytecount_wrap(struct kunit *test)
{
	u8 *data = bad_input_alloc(test, 3 * SHA256_BLOCK_SIZE + 5, 9);
	u8 a[SHA256_DIGEST_SIZE], b[SHA256_DIGEST_SIZE];
	struct sha256_ctx ca, cb;

	sha256_init(&ca);
	sha256_update(&ca, data, 32);
	cb = ca;
	ca.ctx.bytecount = ~0ULL - 31; /* 2^64 - 32 */
	cb.ctx.bytecount = (1ULL << 61) - 32; /* the same mod 2^61 */
	sha256_update(&ca, data + 32, 3 * SHA256_BLOCK_SIZE - 27);
	sha256_update(&cb, data + 32, 3 * SHA256_BLOCK_SIZE - 27);
	KUNIT_EXPECT_EQ(test, ca.ctx.bytecount,
			(u64)(3 * SHA256_BLOCK_SIZE - 27 - 32));
	sha256_final(&ca, a);
	sha256_final(&cb, b);
	KUNIT_EXPECT_MEMEQ(test, a, b, SHA256_DIGEST_SIZE);
}

/* SHA-224/256 and HMAC one-shots with the output on the input or key. */
static void test_sha2_in_equals_out(struct kunit *test)
{
	static const size_t lens[] = { SHA256_DIGEST_SIZE, 64, 129 };
	u8 *src = bad_input_alloc(test, 129, 10);
	u8 expected[SHA256_DIGEST_SIZE];
	struct hmac_sha256_key prepared;
	struct hmac_sha224_ctx hctx;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(lens); i++) {
		size_t len = lens[i];
		u8 *buf = bad_input_alloc(test, len, 0);

		sha256(src, len, expected);
		memcpy(buf, src, len);
		sha256(buf, len, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA256_DIGEST_SIZE,
				       "sha256, len=%zu", len);

		sha224(src, len, expected);
		memcpy(buf, src, len);
		sha224(buf, len, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA224_DIGEST_SIZE,
				       "sha224, len=%zu", len);

		/* HMAC-SHA256: out == data, out == raw key. */
		hmac_sha256_usingrawkey(src, len, src, len, expected);
		memcpy(buf, src, len);
		hmac_sha256_usingrawkey(buf, len, buf, len, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA256_DIGEST_SIZE,
				       "hmac-sha256 raw key, len=%zu", len);
		hmac_sha256_preparekey(&prepared, src, len);
		memcpy(buf, src, len);
		hmac_sha256(&prepared, buf, len, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA256_DIGEST_SIZE,
				       "hmac-sha256, len=%zu", len);
		memzero_explicit(&prepared, sizeof(prepared));

		/* HMAC-SHA224: final into the data buffer. */
		hmac_sha224_usingrawkey(src, len, src, len, expected);
		memcpy(buf, src, len);
		hmac_sha224_init_usingrawkey(&hctx, src, len);
		hmac_sha224_update(&hctx, buf, len);
		hmac_sha224_final(&hctx, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA224_DIGEST_SIZE,
				       "hmac-sha224 final, len=%zu", len);
	}
}

/*
 * SHA-384/512 keep a 128-bit byte count and pad with the bit count modulo
 * 2^128: two contexts whose byte counts agree modulo 2^125 give the same
 * digest, also when one of them wraps past 2^128 during the update (a
 * message no one can hash, but the counter must not misbehave). The
 * 128-bit count itself is checked against a reference padding in the
 * sha384 and sha512 suites (test_sha2_bytecount_128).
 */
static void test_sha512_bytecount_wrap(struct kunit *test)
{
	u8 *data = bad_input_alloc(test, 3 * SHA512_BLOCK_SIZE + 5, 11);
	u8 a[SHA512_DIGEST_SIZE], b[SHA512_DIGEST_SIZE];
	/* Four contexts of 208 bytes: on the heap, not the stack. */
	struct {
		struct sha512_ctx a, b;
		struct sha384_ctx a384, b384;
	} *c = kunit_kzalloc(test, sizeof(*c), GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, c);
	sha512_init(&c->a);
	sha512_update(&c->a, data, 32);
	c->b = c->a;
	/* 2^128 - 96 and 2^125 - 96 bytes: the same modulo 2^125. */
	c->a.ctx.bytecount_hi = ~0ULL;
	c->b.ctx.bytecount_hi = (1ULL << 61) - 1;
	c->a.ctx.bytecount_lo = ~0ULL - 95;
	c->b.ctx.bytecount_lo = ~0ULL - 95;
	sha512_update(&c->a, data + 32, 3 * SHA512_BLOCK_SIZE - 27);
	sha512_update(&c->b, data + 32, 3 * SHA512_BLOCK_SIZE - 27);
	KUNIT_EXPECT_EQ(test, c->a.ctx.bytecount_hi, 0ULL);
	KUNIT_EXPECT_EQ(test, c->a.ctx.bytecount_lo,
			(u64)(3 * SHA512_BLOCK_SIZE - 27 - 96));
	KUNIT_EXPECT_EQ(test, c->b.ctx.bytecount_hi, 1ULL << 61);
	sha512_final(&c->a, a);
	sha512_final(&c->b, b);
	KUNIT_EXPECT_MEMEQ(test, a, b, SHA512_DIGEST_SIZE);

	/* SHA-384 shares the counter. */
	sha384_init(&c->a384);
	c->b384 = c->a384;
	c->a384.ctx.bytecount_hi = 3;
	c->b384.ctx.bytecount_hi = 3 + (1ULL << 61);
	sha384_update(&c->a384, data, 3 * SHA512_BLOCK_SIZE + 5);
	sha384_update(&c->b384, data, 3 * SHA512_BLOCK_SIZE + 5);
	sha384_final(&c->a384, a);
	sha384_final(&c->b384, b);
	KUNIT_EXPECT_MEMEQ(test, a, b, SHA384_DIGEST_SIZE);
}

/* SHA-384/512 and HMAC one-shots with the output on the input or key. */
static void test_sha512_in_equals_out(struct kunit *test)
{
	static const size_t lens[] = { SHA512_DIGEST_SIZE, 128, 257 };
	u8 *src = bad_input_alloc(test, 257, 12);
	u8 expected[SHA512_DIGEST_SIZE];
	struct hmac_sha512_key prepared;
	struct hmac_sha384_ctx hctx;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(lens); i++) {
		size_t len = lens[i];
		u8 *buf = bad_input_alloc(test, len, 0);

		sha512(src, len, expected);
		memcpy(buf, src, len);
		sha512(buf, len, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA512_DIGEST_SIZE,
				       "sha512, len=%zu", len);

		sha384(src, len, expected);
		memcpy(buf, src, len);
		sha384(buf, len, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA384_DIGEST_SIZE,
				       "sha384, len=%zu", len);

		/* HMAC-SHA512: out == data, out == raw key. */
		hmac_sha512_usingrawkey(src, len, src, len, expected);
		memcpy(buf, src, len);
		hmac_sha512_usingrawkey(buf, len, buf, len, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA512_DIGEST_SIZE,
				       "hmac-sha512 raw key, len=%zu", len);
		hmac_sha512_preparekey(&prepared, src, len);
		memcpy(buf, src, len);
		hmac_sha512(&prepared, buf, len, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA512_DIGEST_SIZE,
				       "hmac-sha512, len=%zu", len);
		memzero_explicit(&prepared, sizeof(prepared));

		/* HMAC-SHA384: final into the data buffer. */
		hmac_sha384_usingrawkey(src, len, src, len, expected);
		memcpy(buf, src, len);
		hmac_sha384_init_usingrawkey(&hctx, src, len);
		hmac_sha384_update(&hctx, buf, len);
		hmac_sha384_final(&hctx, buf);
		KUNIT_EXPECT_MEMEQ_MSG(test, buf, expected, SHA384_DIGEST_SIZE,
				       "hmac-sha384 final, len=%zu", len);
	}
}

/*
 * The kernel's names are functions, not object-like macros: a variable and
 * a struct member named sha224 .. sha512, blake2b or blake2s compile and keep
 * their own meaning next to calls of the functions of the same name.
 */
struct bad_input_names {
	u8 sha256[SHA256_DIGEST_SIZE];
	u8 sha224[SHA224_DIGEST_SIZE];
	u8 sha384[SHA384_DIGEST_SIZE];
	u8 sha512[SHA512_DIGEST_SIZE];
	u8 blake2b[BLAKE2B_HASH_SIZE];
	u8 blake2s[BLAKE2S_HASH_SIZE];
};

static void bad_input_names_fill(struct bad_input_names *d, const u8 *msg,
				 size_t len)
{
	sha256(msg, len, d->sha256);
	sha224(msg, len, d->sha224);
	sha384(msg, len, d->sha384);
	sha512(msg, len, d->sha512);
	blake2b(NULL, 0, msg, len, d->blake2b, BLAKE2B_HASH_SIZE);
	blake2s(NULL, 0, msg, len, d->blake2s, BLAKE2S_HASH_SIZE);
}

static void test_kernel_names_are_not_macros(struct kunit *test)
{
	static const u8 msg[3] = { 'a', 'b', 'c' };
	struct bad_input_names *d = kunit_kzalloc(test, sizeof(*d), GFP_KERNEL);
	struct sha256_ctx sctx;
	struct sha512_ctx s512ctx;
	struct blake2b_ctx bctx;
	u8 sha256[SHA256_DIGEST_SIZE];
	u8 sha512[SHA512_DIGEST_SIZE];
	u8 blake2b[BLAKE2B_HASH_SIZE];

	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, d);
	bad_input_names_fill(d, msg, sizeof(msg));

	/* Locals of those names: the functions stay reachable by them too. */
	sha256_init(&sctx);
	sha256_update(&sctx, msg, sizeof(msg));
	sha256_final(&sctx, sha256);
	sha512_init(&s512ctx);
	sha512_update(&s512ctx, msg, sizeof(msg));
	sha512_final(&s512ctx, sha512);
	blake2b_init(&bctx, BLAKE2B_HASH_SIZE);
	blake2b_update(&bctx, msg, sizeof(msg));
	blake2b_final(&bctx, blake2b);
	KUNIT_EXPECT_MEMEQ(test, sha256, d->sha256, SHA256_DIGEST_SIZE);
	KUNIT_EXPECT_MEMEQ(test, sha512, d->sha512, SHA512_DIGEST_SIZE);
	KUNIT_EXPECT_MEMEQ(test, blake2b, d->blake2b, BLAKE2B_HASH_SIZE);
	/* FIPS 180-4, appendix B.1 and RFC 7693, appendix A: "abc". */
	KUNIT_EXPECT_EQ(test, d->sha256[0], 0xba);
	KUNIT_EXPECT_EQ(test, d->sha224[0], 0x23);
	/* FIPS 180-4 examples SHA384.pdf, SHA512.pdf: "abc". */
	KUNIT_EXPECT_EQ(test, d->sha384[0], 0xcb);
	KUNIT_EXPECT_EQ(test, d->sha512[0], 0xdd);
	KUNIT_EXPECT_EQ(test, d->blake2b[0], 0xba);
	KUNIT_EXPECT_EQ(test, d->blake2s[0], 0x50);
}

/* The constants the kernel's headers give, against the functions. */
static void test_kernel_header_constants(struct kunit *test)
{
	static const u32 sha224_h[8] = { SHA224_H0, SHA224_H1, SHA224_H2,
					 SHA224_H3, SHA224_H4, SHA224_H5,
					 SHA224_H6, SHA224_H7 };
	static const u32 sha256_h[8] = { SHA256_H0, SHA256_H1, SHA256_H2,
					 SHA256_H3, SHA256_H4, SHA256_H5,
					 SHA256_H6, SHA256_H7 };
	static const u64 b2b_iv[8] = { BLAKE2B_IV0, BLAKE2B_IV1, BLAKE2B_IV2,
				       BLAKE2B_IV3, BLAKE2B_IV4, BLAKE2B_IV5,
				       BLAKE2B_IV6, BLAKE2B_IV7 };
	static const u32 b2s_iv[8] = { BLAKE2S_IV0, BLAKE2S_IV1, BLAKE2S_IV2,
				       BLAKE2S_IV3, BLAKE2S_IV4, BLAKE2S_IV5,
				       BLAKE2S_IV6, BLAKE2S_IV7 };
	struct sha224_ctx c224;
	struct sha256_ctx c256;
	struct blake2b_ctx b;
	struct blake2s_ctx s;
	u8 out[SHA256_DIGEST_SIZE];
	enum blake2b_lengths bl = BLAKE2B_512_HASH_SIZE;
	enum blake2s_lengths sl = BLAKE2S_256_HASH_SIZE;
	int i;

	KUNIT_EXPECT_EQ(test, (int)bl, BLAKE2B_HASH_SIZE);
	KUNIT_EXPECT_EQ(test, (int)sl, BLAKE2S_HASH_SIZE);
	sha224_init(&c224);
	sha256_init(&c256);
	/* An unkeyed init with outlen 0x20 XORs 0x01010020 into h[0]. */
	blake2b_init(&b, 0x20);
	blake2s_init(&s, 0x20);
	for (i = 0; i < 8; i++) {
		KUNIT_EXPECT_EQ(test, c224.ctx.state.h[i], sha224_h[i]);
		KUNIT_EXPECT_EQ(test, c256.ctx.state.h[i], sha256_h[i]);
		KUNIT_EXPECT_EQ(test, b.h[i] ^ (i ? 0 : 0x01010020ULL),
				b2b_iv[i]);
		KUNIT_EXPECT_EQ(test, s.h[i] ^ (i ? 0 : 0x01010020U),
				b2s_iv[i]);
	}
	sha224(NULL, 0, out);
	KUNIT_EXPECT_MEMEQ(test, out, sha224_zero_message_hash,
			   SHA224_DIGEST_SIZE);
	sha256(NULL, 0, out);
	KUNIT_EXPECT_MEMEQ(test, out, sha256_zero_message_hash,
			   SHA256_DIGEST_SIZE);
	memzero_explicit(&b, sizeof(b));
	memzero_explicit(&s, sizeof(s));
}

/* The same for SHA-384 and SHA-512 (FIPS 180-4, 5.3.4 and 5.3.5). */
static void test_sha512_header_constants(struct kunit *test)
{
	static const u64 sha384_h[8] = { SHA384_H0, SHA384_H1, SHA384_H2,
					 SHA384_H3, SHA384_H4, SHA384_H5,
					 SHA384_H6, SHA384_H7 };
	static const u64 sha512_h[8] = { SHA512_H0, SHA512_H1, SHA512_H2,
					 SHA512_H3, SHA512_H4, SHA512_H5,
					 SHA512_H6, SHA512_H7 };
	struct sha384_ctx c384;
	struct sha512_ctx c512;
	u8 out[SHA512_DIGEST_SIZE];
	int i;

	KUNIT_EXPECT_EQ(test, SHA384_BLOCK_SIZE, 128);
	KUNIT_EXPECT_EQ(test, SHA512_BLOCK_SIZE, 128);
	KUNIT_EXPECT_EQ(test, SHA384_DIGEST_SIZE, 48);
	KUNIT_EXPECT_EQ(test, SHA512_DIGEST_SIZE, 64);
	sha384_init(&c384);
	sha512_init(&c512);
	for (i = 0; i < 8; i++) {
		KUNIT_EXPECT_EQ(test, c384.ctx.state.h[i], sha384_h[i]);
		KUNIT_EXPECT_EQ(test, c512.ctx.state.h[i], sha512_h[i]);
	}
	KUNIT_EXPECT_EQ(test, c512.ctx.bytecount_lo, 0ULL);
	KUNIT_EXPECT_EQ(test, c512.ctx.bytecount_hi, 0ULL);
	sha384(NULL, 0, out);
	KUNIT_EXPECT_MEMEQ(test, out, sha384_zero_message_hash,
			   SHA384_DIGEST_SIZE);
	sha512(NULL, 0, out);
	KUNIT_EXPECT_MEMEQ(test, out, sha512_zero_message_hash,
			   SHA512_DIGEST_SIZE);
}

static struct kunit_case bad_input_test_cases[] = {
	KUNIT_CASE(test_blake2b_null_key_nonzero_len),
	KUNIT_CASE(test_blake2b_lengths_near_size_max),
	KUNIT_CASE(test_blake2b_invalid_ctx_updates),
	KUNIT_CASE(test_blake2b_invalid_final_zero_fills),
	KUNIT_CASE(test_blake2b_in_equals_out),
	KUNIT_CASE(test_blake2b_counter_carry),
	KUNIT_CASE(test_blake2b_high_counter_reference),
	KUNIT_CASE(test_blake2s_null_key_nonzero_len),
	KUNIT_CASE(test_blake2s_lengths_near_size_max),
	KUNIT_CASE(test_blake2s_invalid_ctx_updates),
	KUNIT_CASE(test_blake2s_invalid_final_zero_fills),
	KUNIT_CASE(test_blake2s_in_equals_out),
	KUNIT_CASE(test_blake2s_counter_carry),
	KUNIT_CASE(test_sha256_bytecount_wrap),
	KUNIT_CASE(test_sha2_in_equals_out),
	KUNIT_CASE(test_sha512_bytecount_wrap),
	KUNIT_CASE(test_sha512_in_equals_out),
	KUNIT_CASE(test_kernel_names_are_not_macros),
	KUNIT_CASE(test_kernel_header_constants),
	KUNIT_CASE(test_sha512_header_constants),
	{},
};

static struct kunit_suite bad_input_test_suite = {
	.name = "kcrypto_bad_input",
	.test_cases = bad_input_test_cases,
};

kunit_test_suite(bad_input_test_suite);

MODULE_DESCRIPTION("KUnit tests of kcrypto's handling of bad arguments");
MODULE_LICENSE("Dual MIT/GPL");
