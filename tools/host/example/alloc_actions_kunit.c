// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A kernel-style KUnit file outside tests/: BLAKE2b over test-managed
 * buffers (kunit_kmalloc() and friends) at every misalignment, in
 * min()-sized pieces, and deferred actions run, released and removed.
 * Each header is the one the kernel documents for what this file takes
 * from it.
 */
#include <crypto/blake2b.h>
#include <kunit/resource.h>
#include <kunit/test.h>
#include <linux/math.h>
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>

#define ALLOC_LEN 1000

/*
 * BLAKE2b-512 and BLAKE2b-256 of msg[0..1000), msg[i] = (i * 7 + 1) & 0xff.
 * From Python's hashlib:
 *   m = bytes((i * 7 + 1) & 0xff for i in range(1000))
 *   blake2b(m).digest(), blake2b(m, digest_size=32).digest()
 */
static const u8 alloc_blake2b_512[BLAKE2B_HASH_SIZE] = {
	0x4b, 0x22, 0x4d, 0xa8, 0xbd, 0x3b, 0xfe, 0xec, 0xa3, 0x96, 0x9a,
	0x38, 0x26, 0x9e, 0xfc, 0xe8, 0x2e, 0xa8, 0x10, 0x0d, 0x95, 0xa2,
	0xb9, 0xc4, 0x2e, 0x28, 0x62, 0x03, 0x25, 0x9c, 0x93, 0x4d, 0xd2,
	0xac, 0x7e, 0xc3, 0x81, 0xaf, 0x4b, 0xc7, 0x10, 0x13, 0xee, 0xd1,
	0x0a, 0xb5, 0x22, 0x1d, 0x56, 0x69, 0x17, 0x12, 0xa6, 0x6f, 0x3f,
	0x1a, 0xd2, 0xfb, 0x30, 0xc4, 0x70, 0xb3, 0xda, 0x33,
};

static const u8 alloc_blake2b_256[BLAKE2B_256_HASH_SIZE] = {
	0x1d, 0x16, 0x56, 0x67, 0x88, 0xd7, 0x2e, 0x44, 0xf7, 0xc8, 0xca,
	0x9a, 0xaf, 0x73, 0xed, 0xc6, 0x4b, 0xb0, 0x3f, 0xc6, 0x93, 0x22,
	0xcb, 0x73, 0x5f, 0x49, 0x97, 0x4d, 0x7c, 0x9c, 0xe3, 0x83,
};

static void alloc_fill(u8 *p, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		p[i] = (u8)(i * 7 + 1);
}

/* Every start offset in a block, one-shot and in pieces of 1..130 bytes. */
static void alloc_misaligned(struct kunit *test)
{
	size_t size =
		round_up(ALLOC_LEN + BLAKE2B_BLOCK_SIZE, BLAKE2B_BLOCK_SIZE);
	u8 *buf = kunit_kmalloc(test, size, GFP_KERNEL);
	u8 *out = kunit_kzalloc(test, BLAKE2B_HASH_SIZE, GFP_KERNEL);
	size_t off, step, i;

	KUNIT_ASSERT_NOT_NULL(test, buf);
	KUNIT_ASSERT_NOT_NULL(test, out);
	KUNIT_EXPECT_EQ(test, size, 9 * BLAKE2B_BLOCK_SIZE);
	for (off = 0; off < BLAKE2B_BLOCK_SIZE; off++) {
		alloc_fill(&buf[off], ALLOC_LEN);
		blake2b(NULL, 0, &buf[off], ALLOC_LEN, out, BLAKE2B_HASH_SIZE);
		KUNIT_EXPECT_MEMEQ_MSG(test, out, alloc_blake2b_512,
				       BLAKE2B_HASH_SIZE, "offset %zu", off);
	}
	for (step = 1; step <= 130; step++) {
		u8 *data = &buf[step % 8];
		struct blake2b_ctx ctx;

		alloc_fill(data, ALLOC_LEN);
		blake2b_init(&ctx, BLAKE2B_256_HASH_SIZE);
		for (i = 0; i < ALLOC_LEN; i += min(step, ALLOC_LEN - i))
			blake2b_update(&ctx, &data[i],
				       min(step, ALLOC_LEN - i));
		blake2b_final(&ctx, out);
		KUNIT_EXPECT_MEMEQ_MSG(test, out, alloc_blake2b_256,
				       BLAKE2B_256_HASH_SIZE, "step %zu", step);
	}
}

/* An array of digests from kunit_kmalloc_array() and kunit_kcalloc(). */
static void alloc_arrays(struct kunit *test)
{
	u8(*digests)[BLAKE2B_256_HASH_SIZE] =
		kunit_kmalloc_array(test, 4, sizeof(*digests), GFP_KERNEL);
	u8 *msg = kunit_kcalloc(test, ALLOC_LEN, 1, GFP_KERNEL);
	int i;

	KUNIT_ASSERT_NOT_NULL(test, digests);
	KUNIT_ASSERT_NOT_NULL(test, msg);
	alloc_fill(msg, ALLOC_LEN);
	for (i = 0; i < 4; i++)
		blake2b(NULL, 0, msg, ALLOC_LEN, digests[i],
			BLAKE2B_256_HASH_SIZE);
	for (i = 0; i < 4; i++)
		KUNIT_EXPECT_MEMEQ(test, digests[i], alloc_blake2b_256,
				   BLAKE2B_256_HASH_SIZE);
	kunit_kfree(test, msg);
}

struct alloc_counter {
	int runs;
	u8 *wiped;
};

/* The deferred action: wipe and free a key, count the run. */
static void alloc_free_key(void *arg)
{
	struct alloc_counter *c = arg;

	memzero_explicit(c->wiped, BLAKE2B_KEY_SIZE);
	kfree(c->wiped);
	c->wiped = NULL;
	c->runs++;
}

static void alloc_deferred_actions(struct kunit *test)
{
	struct alloc_counter *a = kunit_kzalloc(test, sizeof(*a), GFP_KERNEL);
	struct alloc_counter *b = kunit_kzalloc(test, sizeof(*b), GFP_KERNEL);
	u8 out[BLAKE2B_HASH_SIZE];

	KUNIT_ASSERT_NOT_NULL(test, a);
	KUNIT_ASSERT_NOT_NULL(test, b);
	a->wiped = kmalloc(BLAKE2B_KEY_SIZE, GFP_KERNEL);
	b->wiped = kmalloc(BLAKE2B_KEY_SIZE, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, a->wiped);
	KUNIT_ASSERT_NOT_NULL(test, b->wiped);
	alloc_fill(a->wiped, BLAKE2B_KEY_SIZE);
	KUNIT_ASSERT_EQ(test,
			kunit_add_action_or_reset(test, alloc_free_key, a), 0);
	KUNIT_ASSERT_EQ(test, kunit_add_action(test, alloc_free_key, b), 0);
	blake2b(a->wiped, BLAKE2B_KEY_SIZE, NULL, 0, out, sizeof(out));

	/* Released: runs now, and not again when the test ends. */
	kunit_release_action(test, alloc_free_key, a);
	KUNIT_EXPECT_EQ(test, a->runs, 1);
	KUNIT_EXPECT_NULL(test, a->wiped);
	/* Removed: never runs; the test frees the key itself. */
	kunit_remove_action(test, alloc_free_key, b);
	KUNIT_EXPECT_EQ(test, b->runs, 0);
	kfree(b->wiped);
	b->wiped = NULL;
	KUNIT_EXPECT_EQ(test, round_up(BLAKE2B_KEY_SIZE, BLAKE2B_BLOCK_SIZE),
			BLAKE2B_BLOCK_SIZE);
	KUNIT_EXPECT_EQ(test, min(a->runs, b->runs), 0);
}

static struct kunit_case alloc_test_cases[] = {
	KUNIT_CASE(alloc_misaligned),
	KUNIT_CASE(alloc_arrays),
	KUNIT_CASE(alloc_deferred_actions),
	{},
};

static struct kunit_suite alloc_test_suite = {
	.name = "alloc_actions",
	.test_cases = alloc_test_cases,
};

kunit_test_suite(alloc_test_suite);

MODULE_DESCRIPTION("BLAKE2b over test-managed memory, with deferred actions");
MODULE_LICENSE("Dual MIT/GPL");
