/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * kunit_run_irq_test() for kernels before 6.17, which lack
 * <kunit/run-in-irq-context.h> (Kbuild then puts compat/kunit-irq/ on the
 * include path): run a test function again and again, at
 * once, in task context, in softirq context (an HRTIMER_MODE_REL_SOFT
 * timer, whose callback runs from the timer softirq) and in hardirq context
 * (an HRTIMER_MODE_REL_HARD timer), until @max_iterations calls or about a
 * second has passed. The hardirq timer interrupts the task and the softirq
 * alike. Any false return fails the test.
 */
#ifndef _KCRYPTO_COMPAT_KUNIT_RUN_IN_IRQ_CONTEXT_H
#define _KCRYPTO_COMPAT_KUNIT_RUN_IN_IRQ_CONTEXT_H

#include <kunit/test.h>
#include <linux/atomic.h>
#include <linux/hrtimer.h>
#include <linux/jiffies.h>
#include <linux/ktime.h>

enum { KUNIT_IRQ_TASK, KUNIT_IRQ_SOFTIRQ, KUNIT_IRQ_HARDIRQ };

struct kunit_irq_compat {
	struct hrtimer timers[2]; /* softirq, hardirq */
	bool (*func)(void *state);
	void *state;
	int max_iterations;
	atomic_t total;
	atomic_t calls[3];
	atomic_t failed[3];
	bool stop;
	ktime_t period;
};

static void kunit_irq_compat_call(struct kunit_irq_compat *k, int ctx)
{
	if (READ_ONCE(k->stop))
		return;
	if (!k->func(k->state))
		atomic_inc(&k->failed[ctx]);
	atomic_inc(&k->calls[ctx]);
	if (atomic_inc_return(&k->total) >= k->max_iterations &&
	    atomic_read(&k->calls[KUNIT_IRQ_SOFTIRQ]) &&
	    atomic_read(&k->calls[KUNIT_IRQ_HARDIRQ]))
		WRITE_ONCE(k->stop, true);
}

static enum hrtimer_restart
kunit_irq_compat_timer(struct hrtimer *t, struct kunit_irq_compat *k, int ctx)
{
	kunit_irq_compat_call(k, ctx);
	if (READ_ONCE(k->stop))
		return HRTIMER_NORESTART;
	hrtimer_forward_now(t, k->period);
	return HRTIMER_RESTART;
}

static enum hrtimer_restart kunit_irq_compat_soft(struct hrtimer *t)
{
	return kunit_irq_compat_timer(t,
				      container_of(t, struct kunit_irq_compat,
						   timers[0]),
				      KUNIT_IRQ_SOFTIRQ);
}

static enum hrtimer_restart kunit_irq_compat_hard(struct hrtimer *t)
{
	return kunit_irq_compat_timer(t,
				      container_of(t, struct kunit_irq_compat,
						   timers[1]),
				      KUNIT_IRQ_HARDIRQ);
}

static inline void kunit_run_irq_test(struct kunit *test, bool (*func)(void *),
				      int max_iterations, void *state)
{
	static const char *const names[3] = { "task", "softirq", "hardirq" };
	struct kunit_irq_compat *k;
	unsigned long end = jiffies + HZ;
	int i;

	k = kunit_kzalloc(test, sizeof(*k), GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, k);
	k->func = func;
	k->state = state;
	k->max_iterations = max_iterations;
	k->period = ns_to_ktime(50 * NSEC_PER_USEC);
	hrtimer_init(&k->timers[0], CLOCK_MONOTONIC, HRTIMER_MODE_REL_SOFT);
	k->timers[0].function = kunit_irq_compat_soft;
	hrtimer_init(&k->timers[1], CLOCK_MONOTONIC, HRTIMER_MODE_REL_HARD);
	k->timers[1].function = kunit_irq_compat_hard;
	hrtimer_start(&k->timers[0], k->period, HRTIMER_MODE_REL_SOFT);
	hrtimer_start(&k->timers[1], k->period, HRTIMER_MODE_REL_HARD);
	while (!READ_ONCE(k->stop) && time_before(jiffies, end))
		kunit_irq_compat_call(k, KUNIT_IRQ_TASK);
	WRITE_ONCE(k->stop, true);
	hrtimer_cancel(&k->timers[1]);
	hrtimer_cancel(&k->timers[0]);

	for (i = 0; i < 3; i++)
		KUNIT_EXPECT_EQ_MSG(test, atomic_read(&k->failed[i]), 0,
				    "wrong result in %s context (%d of %d calls)",
				    names[i], atomic_read(&k->failed[i]),
				    atomic_read(&k->calls[i]));
	KUNIT_EXPECT_GT_MSG(test, atomic_read(&k->calls[KUNIT_IRQ_HARDIRQ]), 0,
			    "no hardirq ran");
}

#endif
