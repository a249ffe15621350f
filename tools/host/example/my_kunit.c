// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A kernel-style KUnit file of "your own", outside tests/, that uses only
 * what the README's "Run your own KUnit file on the host" section promises.
 * make check-kunit-pc builds it exactly as that section says:
 *
 *   cc -std=gnu11 $(pkg-config --cflags kcrypto-kunit) my_kunit.c \
 *      $(pkg-config --libs kcrypto-kunit) -o t && ./t
 */
#include <errno.h>
#include <crypto/blake2b.h>
#include <crypto/sha2.h>
#include <kunit/run-in-irq-context.h>
#include <kunit/test.h>
#include <linux/atomic.h>
#include <linux/build_bug.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/vmalloc.h>
#include <asm/page.h>

static_assert(sizeof(u64) == 8);
static_assert(SHA256_DIGEST_SIZE == 32, "SHA-256 digests are 32 bytes");

/* SHA-256("abc"), FIPS 180-4 example B.1 */
static const u8 abc_sha256[SHA256_DIGEST_SIZE] = {
	0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40,
	0xde, 0x5d, 0xae, 0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17,
	0x7a, 0x9c, 0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad,
};

static void my_sha256_abc(struct kunit *test)
{
	u8 sha256_out[SHA256_DIGEST_SIZE];

	sha256((const u8 *)"abc", 3, sha256_out);
	KUNIT_EXPECT_MEMEQ(test, sha256_out, abc_sha256, SHA256_DIGEST_SIZE);
}

static void my_vfree(void *p)
{
	vfree(p);
}

/* Data that ends at a page boundary, before vmalloc()'s guard page. */
static void my_guard_page(struct kunit *test)
{
	size_t len = 3 * SHA256_BLOCK_SIZE + 5, size = PAGE_ALIGN(len);
	u8 expected[BLAKE2B_HASH_SIZE], out[BLAKE2B_HASH_SIZE];
	u8 *copy = kunit_kzalloc(test, len, GFP_KERNEL);
	u8 *buf = vmalloc(size);
	size_t i;

	KUNIT_ASSERT_NOT_NULL(test, copy);
	KUNIT_ASSERT_NOT_NULL(test, buf);
	KUNIT_ASSERT_EQ(test, kunit_add_action_or_reset(test, my_vfree, buf),
			0);
	for (i = 0; i < len; i++)
		copy[i] = buf[size - len + i] = (u8)(i * 7);
	blake2b(NULL, 0, copy, len, expected, BLAKE2B_HASH_SIZE);
	blake2b(NULL, 0, &buf[size - len], len, out, BLAKE2B_HASH_SIZE);
	KUNIT_EXPECT_MEMEQ(test, out, expected, BLAKE2B_HASH_SIZE);
}

struct my_irq_state {
	atomic_t calls;
	atomic_t in_irq;
};

static bool my_irq_func(void *arg)
{
	struct my_irq_state *st = arg;
	u8 out[SHA256_DIGEST_SIZE];

	atomic_inc(&st->calls);
	if (in_interrupt())
		atomic_inc(&st->in_irq);
	sha256((const u8 *)"abc", 3, out);
	return !memcmp(out, abc_sha256, sizeof(out));
}

/* The same hash in task, softirq and hardirq context at once. */
static void my_irq_context(struct kunit *test)
{
	struct my_irq_state *st = kunit_kzalloc(test, sizeof(*st), GFP_KERNEL);
	u64 t = ktime_get_ns();

	KUNIT_ASSERT_NOT_NULL(test, st);
	kunit_run_irq_test(test, my_irq_func, 5000, st);
	t = ktime_get_ns() - t;
	KUNIT_EXPECT_GT(test, atomic_read(&st->in_irq), 0);
	kunit_info(test, "%d calls, %d in interrupts, %llu us",
		   atomic_read(&st->calls), atomic_read(&st->in_irq),
		   div64_u64(t, 1000));
}

/* The kernel's helpers and types, with the kernel's formats. */
static void my_kernel_idioms(struct kunit *test)
{
	static const int vals[] = { 3, 1, 4, 1, 5 };
	u64 big = 1ULL << 40;
	s64 neg = -5;
	char buf[64];

	KUNIT_EXPECT_EQ(test, ARRAY_SIZE(vals), 5);
	KUNIT_EXPECT_EQ(test, min(vals[0], vals[1]), 1);
	KUNIT_EXPECT_EQ(test, max_t(int, vals[2], vals[4]), 5);
	KUNIT_EXPECT_EQ(test, round_up(100, 64), 128);
	snprintf(buf, sizeof(buf), "%llu %lld", big, neg);
	KUNIT_EXPECT_STREQ(test, buf, "1099511627776 -5");
	KUNIT_EXPECT_EQ(test, -EINVAL, -22);
	KUNIT_EXPECT_EQ(test, errno == 0 || errno != 0, 1);
	KUNIT_EXPECT_TRUE(test, IS_ENABLED(CONFIG_KCRYPTO_SHA256));
	preempt_disable();
	KUNIT_EXPECT_TRUE(test, in_task());
	preempt_enable();
	KUNIT_EXPECT_FALSE(test, WARN_ON_ONCE(vals[0] != 3));
}

static struct kunit_case my_test_cases[] = {
	KUNIT_CASE(my_sha256_abc),
	KUNIT_CASE(my_guard_page),
	KUNIT_CASE(my_irq_context),
	KUNIT_CASE(my_kernel_idioms),
	{},
};

static struct kunit_suite my_test_suite = {
	.name = "my_kunit",
	.test_cases = my_test_cases,
};

kunit_test_suite(my_test_suite);

MODULE_DESCRIPTION("An outside KUnit file run on the host");
MODULE_LICENSE("Dual MIT/GPL");
