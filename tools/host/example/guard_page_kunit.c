// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A kernel-style KUnit file outside tests/: SHA-256 of data that ends where
 * a vmalloc() area ends, right before its guard page, for every length
 * 0..PAGE_SIZE, one-shot and in min()-sized pieces. A read one byte past
 * the data faults at once. Each header is the one the kernel documents for
 * what this file takes from it.
 */
#include <asm/page.h>
#include <crypto/sha2.h>
#include <kunit/resource.h>
#include <kunit/test.h>
#include <linux/math.h>
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/vmalloc.h>

/*
 * SHA-256 of the concatenated SHA-256 digests of msg[0..len) for len = 0..4096,
 * msg[i] = (i * 7 + 1) & 0xff. From Python's hashlib:
 *   m = lambda n: bytes((i * 7 + 1) & 0xff for i in range(n))
 *   sha256(b''.join(sha256(m(n)).digest() for n in range(4097)))
 */
static const u8 guard_consolidated[SHA256_DIGEST_SIZE] = {
	0x03, 0x8b, 0x67, 0xe4, 0x63, 0xdb, 0x41, 0x9d, 0x42, 0xbb, 0x9d,
	0xd0, 0xf1, 0x34, 0x32, 0xe0, 0x99, 0x14, 0xb8, 0x1a, 0xdc, 0x34,
	0x42, 0x57, 0xf0, 0x56, 0xc8, 0x28, 0x3c, 0xbe, 0xef, 0xf7,
};

static void guard_vfree(void *p)
{
	vfree(p);
}

/* A vmalloc() area of whole pages, freed when the test ends. */
static u8 *guard_alloc(struct kunit *test, size_t len)
{
	u8 *buf = vmalloc(round_up(len, PAGE_SIZE));

	KUNIT_ASSERT_NOT_NULL(test, buf);
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test, guard_vfree, buf),
			0);
	return buf;
}

static void guard_consolidated_hash(struct kunit *test, size_t step)
{
	u8 *buf = guard_alloc(test, PAGE_SIZE);
	u8 digest[SHA256_DIGEST_SIZE];
	struct sha256_ctx all, ctx;
	size_t len, i;

	sha256_init(&all);
	for (len = 0; len <= PAGE_SIZE; len++) {
		u8 *data = &buf[PAGE_SIZE - len];

		for (i = 0; i < len; i++)
			data[i] = (u8)(i * 7 + 1);
		if (!step) {
			sha256(data, len, digest);
		} else {
			sha256_init(&ctx);
			for (i = 0; i < len; i += min(step, len - i))
				sha256_update(&ctx, &data[i],
					      min(step, len - i));
			sha256_final(&ctx, digest);
		}
		sha256_update(&all, digest, sizeof(digest));
	}
	sha256_final(&all, digest);
	KUNIT_EXPECT_MEMEQ(test, digest, guard_consolidated, sizeof(digest));
}

static void guard_one_shot(struct kunit *test)
{
	guard_consolidated_hash(test, 0);
}

struct guard_step {
	size_t step;
	const char *name;
};

static const struct guard_step guard_steps[] = {
	{ 1, "step 1" },   { 63, "step 63" },	  { 64, "step 64" },
	{ 65, "step 65" }, { 1000, "step 1000" },
};

KUNIT_ARRAY_PARAM_DESC(guard_steps, guard_steps, name);

static void guard_incremental(struct kunit *test)
{
	const struct guard_step *p = test->param_value;

	guard_consolidated_hash(test, p->step);
}

/* The area really ends at a page boundary: the data's end is page-aligned. */
static void guard_area_end(struct kunit *test)
{
	size_t len = 3 * SHA256_BLOCK_SIZE + 5;
	u8 *buf = guard_alloc(test, len);
	unsigned long end = (unsigned long)&buf[round_up(len, PAGE_SIZE)];

	KUNIT_EXPECT_EQ(test, end & ~PAGE_MASK, 0UL);
	KUNIT_EXPECT_EQ(test, round_up(len, PAGE_SIZE), PAGE_SIZE);
	KUNIT_EXPECT_EQ(test, round_up(PAGE_SIZE + 1, PAGE_SIZE),
			2 * PAGE_SIZE);
}

static struct kunit_case guard_test_cases[] = {
	KUNIT_CASE(guard_one_shot),
	KUNIT_CASE_PARAM(guard_incremental, guard_steps_gen_params),
	KUNIT_CASE(guard_area_end),
	{},
};

static struct kunit_suite guard_test_suite = {
	.name = "guard_page",
	.test_cases = guard_test_cases,
};

kunit_test_suite(guard_test_suite);

MODULE_DESCRIPTION("SHA-256 of data that ends before vmalloc()'s guard page");
MODULE_LICENSE("Dual MIT/GPL");
