/*
 * <kunit/run-in-irq-context.h>: kunit_run_irq_test(test, func,
 * max_iterations, state), as in the kernel from v6.17 on (no such header
 * in v6.12).
 */
static bool probe_irq_func(void *state)
{
	return state != NULL;
}

void probe_kunit_run_irq(struct kunit *test);
void probe_kunit_run_irq(struct kunit *test)
{
	static int state;

	kunit_run_irq_test(test, probe_irq_func, 100, &state);
}
