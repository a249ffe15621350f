/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * For the arch suites: every arch path this CPU can run, forced in turn,
 * hashes in task, softirq and hardirq context at once
 * (kunit_run_irq_test()). The hash suites' interrupt-context case runs on
 * the path chosen at init only, and says nothing where that is the generic
 * code (BLAKE2 on a CPU where its timing picks the C). Here each path must
 * give the right digest in every context, enter SIMD sections, and, where
 * hardirqs may not use SIMD (not UML, whose FPU is usable anywhere), take
 * the fallback in at least one hardirq; scalar arch code (32-bit ARM's
 * BLAKE2s "arm" path) must run in every hardirq.
 */
#ifndef _KCRYPTO_ARCH_TEST_IRQ_H
#define _KCRYPTO_ARCH_TEST_IRQ_H

#include <crypto/internal/kcrypto-arch-test.h>
#include <kunit/run-in-irq-context.h>
#include <kunit/test.h>
#include <linux/kconfig.h>
#include <linux/preempt.h>
#include <linux/string.h>
#include <linux/types.h>

#include "arch-test-rng.h"
#include "arch-test-short.h"

/* Hardirqs the retries wait for, as the hash suites' case does. */
#define ARCH_TEST_IRQ_MIN_HARDIRQS 20
#define ARCH_TEST_IRQ_MAX_RUNS 10
#define ARCH_TEST_IRQ_ITERATIONS 20000

struct arch_test_irq_state {
	const struct kcrypto_arch_test *t;
	const struct arch_test_short_hash *h;
	const u8 *data;
	size_t len;
	size_t digest_size;
	u8 expected[64];
	unsigned long hardirq_calls;
	unsigned long hardirq_arch; /* hardirq calls that ran the arch code */
	unsigned long hardirq_sections; /* the sections they entered */
};

static bool arch_test_irq_func(void *arg)
{
	struct arch_test_irq_state *st = (struct arch_test_irq_state *)arg;
	unsigned long n = kcrypto_arch_sections(st->t);
	u8 out[64];

	arch_test_short_call(st->h, st->data, st->len, out);
	/* Nothing interrupts a hardirq: its counts are its own. */
	if (in_hardirq()) {
		n = kcrypto_arch_sections(st->t) - n;
		st->hardirq_calls++;
		st->hardirq_arch += n != 0;
		st->hardirq_sections += n;
	}
	return !memcmp(out, st->expected, st->digest_size);
}

/*
 * Forces each path of @t but "generic" that this CPU can run, and hashes
 * @len random bytes (tests/arch-test-rng.h, a fixed seed) with @h (a
 * @digest_size-byte digest, at most 64) in every context; @scalar: the name
 * of a path that is not SIMD and runs in hardirqs too, or NULL. Skips the
 * case without arch code or test hooks (@t NULL), or if this CPU runs none
 * of the paths. Ends on the path chosen at init.
 */
static inline void
arch_test_irq_every_path(struct kunit *test, struct kcrypto_arch_test *t,
			 const struct arch_test_short_hash *h,
			 size_t digest_size, size_t len, const char *scalar)
{
	struct arch_test_irq_state *st;
	unsigned long sections;
	int path, ran = 0, runs;
	u8 *data;
	bool simd;

	if (!t)
		kunit_skip(test, "no %s arch code or test hooks in this build",
			   h->name);
	st = (struct arch_test_irq_state *)kunit_kzalloc(test, sizeof(*st),
							 GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, st);
	KUNIT_ASSERT_LE(test, digest_size, sizeof(st->expected));
	data = (u8 *)kunit_kmalloc(test, len, GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, data);
	arch_test_seed(0x1a9);
	arch_test_fill(data, len);
	st->t = t;
	st->h = h;
	st->data = data;
	st->len = len;
	st->digest_size = digest_size;

	KUNIT_ASSERT_TRUE(test, kcrypto_arch_force_for_test(t, "generic"));
	arch_test_short_call(h, data, len, st->expected);

	for (path = 0; path < t->npaths; path++) {
		const char *name = t->names[path];

		if (!strcmp(name, "generic") ||
		    !kcrypto_arch_force_for_test(t, name))
			continue;
		ran++;
		simd = !scalar || strcmp(name, scalar);
		st->hardirq_calls = 0;
		st->hardirq_arch = 0;
		st->hardirq_sections = 0;
		sections = kcrypto_arch_sections(t);
		runs = 0;
		do {
			kunit_run_irq_test(test, arch_test_irq_func,
					   ARCH_TEST_IRQ_ITERATIONS, st);
		} while (!IS_ENABLED(CONFIG_UML) && simd &&
			 (st->hardirq_calls < ARCH_TEST_IRQ_MIN_HARDIRQS ||
			  st->hardirq_arch == st->hardirq_calls) &&
			 ++runs < ARCH_TEST_IRQ_MAX_RUNS);
		sections = kcrypto_arch_sections(t) - sections;
		kunit_info(test,
			   "%s on %s: %lu arch sections; %lu of %lu hardirq calls ran the arch code",
			   h->name, name, sections, st->hardirq_arch,
			   st->hardirq_calls);
		KUNIT_EXPECT_GT_MSG(test, st->hardirq_calls, 0UL,
				    "%s: no hardirq ran", name);
		/* Task and softirq calls ran the arch code too. */
		KUNIT_EXPECT_GT_MSG(test, sections, st->hardirq_sections,
				    "%s: only hardirqs ran the arch code",
				    name);
		if (!simd)
			KUNIT_EXPECT_EQ_MSG(test, st->hardirq_arch,
					    st->hardirq_calls,
					    "%s: a hardirq took the fallback",
					    name);
		else if (!IS_ENABLED(CONFIG_UML))
			KUNIT_EXPECT_LT_MSG(test, st->hardirq_arch,
					    st->hardirq_calls,
					    "%s: no hardirq call took the fallback",
					    name);
	}
	KUNIT_EXPECT_TRUE(test, kcrypto_arch_force_for_test(t, NULL));
	if (!ran)
		kunit_skip(test, "this CPU runs none of the %s arch paths",
			   h->name);
	kunit_info(test, "%d of %d paths run in every context", ran, t->npaths);
}

#endif /* _KCRYPTO_ARCH_TEST_IRQ_H */
