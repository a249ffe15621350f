// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A kernel-style KUnit file outside tests/: keyed BLAKE2s and HMAC-SHA256
 * computed in task, softirq and hardirq context at once by
 * kunit_run_irq_test(), with atomic_t counters shared between the
 * contexts. Each header is the one the kernel documents for what this file
 * takes from it (<kunit/run-in-irq-context.h> as from v6.17).
 */
#include <crypto/blake2s.h>
#include <crypto/sha2.h>
#include <kunit/run-in-irq-context.h>
#include <kunit/test.h>
#include <linux/atomic.h>
#include <linux/module.h>
#include <linux/preempt.h>
#include <linux/string.h>

#define IRQ_NMSGS 16

/* msg[i] = (i * 7 + 1) & 0xff; key = 00 01 .. 1f */
static u8 irq_msg[128];
static u8 irq_key[BLAKE2S_KEY_SIZE];

/*
 * BLAKE2s-256 of the concatenated keyed BLAKE2s-256 digests of msg[0..n),
 * n = 0..15. From Python's hashlib:
 *   m = lambda n: bytes((i * 7 + 1) & 0xff for i in range(n))
 *   blake2s(b''.join(blake2s(m(n), key=bytes(range(32))).digest()
 *                    for n in range(16)))
 */
static const u8 irq_blake2s_consolidated[BLAKE2S_HASH_SIZE] = {
	0xbb, 0x37, 0x49, 0x9d, 0x37, 0x42, 0x3a, 0xdc, 0x01, 0x2e, 0x05,
	0xfd, 0x78, 0xda, 0xba, 0x44, 0x62, 0x45, 0x35, 0x43, 0x78, 0x06,
	0xfe, 0xf7, 0x50, 0x27, 0xf5, 0xef, 0xaf, 0x15, 0x12, 0xc8,
};

/* hmac.new(bytes(range(32)), m(100), sha256), Python's hmac and hashlib */
static const u8 irq_hmac_sha256[SHA256_DIGEST_SIZE] = {
	0x14, 0x2b, 0x23, 0xdb, 0x55, 0x3b, 0xf2, 0x85, 0x79, 0xc9, 0xdc,
	0x0d, 0x3f, 0x9b, 0xc6, 0xe9, 0xaf, 0xc4, 0x6b, 0xbd, 0x6b, 0xf4,
	0x7c, 0x61, 0xb3, 0x75, 0x6b, 0x63, 0x79, 0x5a, 0x12, 0xa8,
};

struct irq_state {
	u8 expected[IRQ_NMSGS][BLAKE2S_HASH_SIZE];
	struct hmac_sha256_key hmac_key;
	atomic_t next; /* which message the next call hashes */
	atomic_t calls[3]; /* task, softirq, hardirq */
	atomic_t first_bad; /* the first message hashed wrongly, or -1 */
	atomic_t ready;
};

static void irq_init_data(void)
{
	size_t i;

	for (i = 0; i < sizeof(irq_msg); i++)
		irq_msg[i] = (u8)(i * 7 + 1);
	for (i = 0; i < sizeof(irq_key); i++)
		irq_key[i] = (u8)i;
}

static bool irq_func(void *arg)
{
	struct irq_state *st = arg;
	int n = atomic_inc_return(&st->next) % IRQ_NMSGS;
	u8 out[BLAKE2S_HASH_SIZE], mac[SHA256_DIGEST_SIZE];
	bool ok;

	if (in_hardirq())
		atomic_inc(&st->calls[2]);
	else if (in_serving_softirq())
		atomic_inc(&st->calls[1]);
	else
		atomic_inc(&st->calls[0]);
	if (!atomic_read_acquire(&st->ready))
		return false;
	blake2s(irq_key, sizeof(irq_key), irq_msg, n, out, sizeof(out));
	hmac_sha256(&st->hmac_key, irq_msg, 100, mac);
	ok = !memcmp(out, st->expected[n], sizeof(out)) &&
	     !memcmp(mac, irq_hmac_sha256, sizeof(mac));
	if (!ok)
		atomic_cmpxchg(&st->first_bad, -1, n);
	return ok;
}

/* The task-context results, checked against hashlib, are what irq_func wants */
static void irq_hash_in_all_contexts(struct kunit *test)
{
	struct irq_state *st = kunit_kzalloc(test, sizeof(*st), GFP_KERNEL);
	u8 all[BLAKE2S_HASH_SIZE];
	struct blake2s_ctx ctx;
	int n, total;

	KUNIT_ASSERT_NOT_NULL(test, st);
	irq_init_data();
	blake2s_init(&ctx, BLAKE2S_HASH_SIZE);
	for (n = 0; n < IRQ_NMSGS; n++) {
		blake2s(irq_key, sizeof(irq_key), irq_msg, n, st->expected[n],
			BLAKE2S_HASH_SIZE);
		blake2s_update(&ctx, st->expected[n], BLAKE2S_HASH_SIZE);
	}
	blake2s_final(&ctx, all);
	KUNIT_ASSERT_MEMEQ(test, all, irq_blake2s_consolidated, sizeof(all));
	hmac_sha256_preparekey(&st->hmac_key, irq_key, sizeof(irq_key));
	atomic_set(&st->next, 0);
	atomic_set(&st->first_bad, -1);
	atomic_set_release(&st->ready, 1);

	kunit_run_irq_test(test, irq_func, 20000, st);

	total = atomic_read(&st->calls[0]) + atomic_read(&st->calls[1]) +
		atomic_read(&st->calls[2]);
	KUNIT_EXPECT_EQ(test, atomic_read(&st->first_bad), -1);
	KUNIT_EXPECT_EQ(test, atomic_read(&st->next), total);
	KUNIT_EXPECT_GT(test, atomic_read(&st->calls[0]), 0);
	KUNIT_EXPECT_GT(test, atomic_read(&st->calls[2]), 0);
	kunit_info(test, "%d calls: %d task, %d softirq, %d hardirq", total,
		   atomic_read(&st->calls[0]), atomic_read(&st->calls[1]),
		   atomic_read(&st->calls[2]));
}

/* The atomic_t operations the irq case uses, with their documented results */
static void irq_atomic_ops(struct kunit *test)
{
	atomic_t v = ATOMIC_INIT(5);
	int old = 5;

	KUNIT_EXPECT_EQ(test, atomic_inc_return(&v), 6);
	KUNIT_EXPECT_EQ(test, atomic_cmpxchg(&v, 5, 9), 6);
	KUNIT_EXPECT_EQ(test, atomic_read(&v), 6);
	KUNIT_EXPECT_EQ(test, atomic_cmpxchg(&v, 6, 9), 6);
	KUNIT_EXPECT_EQ(test, atomic_read(&v), 9);
	KUNIT_EXPECT_FALSE(test, atomic_try_cmpxchg(&v, &old, 1));
	KUNIT_EXPECT_EQ(test, old, 9);
	atomic_set_release(&v, 3);
	KUNIT_EXPECT_EQ(test, atomic_read_acquire(&v), 3);
	KUNIT_EXPECT_EQ(test, atomic_fetch_add(2, &v), 3);
	KUNIT_EXPECT_TRUE(test, atomic_sub_return(5, &v) == 0);
	atomic_inc(&v);
	KUNIT_EXPECT_TRUE(test, atomic_dec_and_test(&v));
}

static struct kunit_case irq_test_cases[] = {
	KUNIT_CASE(irq_atomic_ops),
	KUNIT_CASE(irq_hash_in_all_contexts),
	{},
};

static struct kunit_suite irq_test_suite = {
	.name = "irq_atomic",
	.test_cases = irq_test_cases,
};

kunit_test_suite(irq_test_suite);

MODULE_DESCRIPTION("Hashing in task, softirq and hardirq context at once");
MODULE_LICENSE("Dual MIT/GPL");
