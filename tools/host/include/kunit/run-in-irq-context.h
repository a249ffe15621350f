/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: kunit_run_irq_test(), which runs a test function again and
 * again in task, softirq and hardirq context at once, as the kernel's
 * <kunit/run-in-irq-context.h> does.
 *
 * The host has no interrupts, so a timer signal (SIGALRM, a few tens of
 * microseconds after the last one was handled, however slow the calls are)
 * stands in for them: its handler is the hardirq, and the
 * work it does on its way out, with the signal unblocked again (so that a
 * hardirq can interrupt it), is the softirq. Nesting is at most three deep:
 * task, softirq, hardirq. Softirqs don't run while the interrupted code is
 * in a kernel-mode SIMD section (which disables them in the kernel).
 * in_hardirq(), in_serving_softirq(), in_task(), in_interrupt(),
 * irq_fpu_usable() and may_use_simd() answer truthfully meanwhile (see
 * kcrypto-host.h), so the arch glue takes its fallback where a kernel would.
 *
 * A SIMD section begun inside another one (glue that ignores
 * irq_fpu_usable() or may_use_simd() and was called from a hardirq that
 * interrupted a section) would corrupt the interrupted code's registers in
 * a kernel: here it fails the test.
 */
#ifndef _KCRYPTO_SHIM_KUNIT_RUN_IN_IRQ_CONTEXT_H
#define _KCRYPTO_SHIM_KUNIT_RUN_IN_IRQ_CONTEXT_H

#include <kunit/test.h>
#include <linux/types.h>

/* The emulation is part of the shim's test instrumentation only. */
#ifndef KCRYPTO_HOST_INSTRUMENTED
#error "kunit_run_irq_test() needs -DKCRYPTO_HOST_INSTRUMENTED (kcrypto-kunit.pc has it)"
#endif

#ifdef __cplusplus
extern "C" {
#endif

struct kcrypto_host_irq_result {
	unsigned long calls[3]; /* task, softirq, hardirq */
	unsigned long failed[3]; /* calls that returned false */
	unsigned long nested_simd; /* SIMD sections begun inside one */
};

void kcrypto_host_run_irq_test(bool (*func)(void *), int max_iterations,
			       void *state,
			       struct kcrypto_host_irq_result *res);

#ifdef __cplusplus
}
#endif

/**
 * kunit_run_irq_test() - run @func concurrently in task, softirq and hardirq
 * context
 * @test: the running test
 * @func: the function to run; it returns false on a wrong result
 * @max_iterations: stop after this many calls (or after about a second)
 * @state: passed to @func
 *
 * Any false return, in any context, fails @test.
 */
static inline void kunit_run_irq_test(struct kunit *test, bool (*func)(void *),
				      int max_iterations, void *state)
{
	static const char *const ctx_names[3] = { "task", "softirq",
						  "hardirq" };
	struct kcrypto_host_irq_result res;
	int i;

	kcrypto_host_run_irq_test(func, max_iterations, state, &res);
	for (i = 0; i < 3; i++)
		KUNIT_EXPECT_EQ_MSG(test, res.failed[i], 0UL,
				    "wrong result in %s context (%lu of %lu calls)",
				    ctx_names[i], res.failed[i], res.calls[i]);
	KUNIT_EXPECT_EQ_MSG(
		test, res.nested_simd, 0UL,
		"a kernel-mode SIMD section began inside another: the glue ignored irq_fpu_usable()/may_use_simd()");
	KUNIT_EXPECT_GT_MSG(test, res.calls[2], 0UL, "no hardirq ran");
}

#endif
