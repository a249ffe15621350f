/*
 * <linux/compiler.h>: likely/unlikely, barrier(), READ_ONCE/WRITE_ONCE
 * (Documentation/memory-barriers.txt), OPTIMIZER_HIDE_VAR() and the
 * function attributes.
 */
static __always_inline int probe_compiler_one(void)
{
	return 1;
}

void probe_linux_compiler(void);
void probe_linux_compiler(void)
{
	int x = 0;
	int y __maybe_unused;

	WRITE_ONCE(x, probe_compiler_one());
	OPTIMIZER_HIDE_VAR(x);
	barrier();
	if (likely(READ_ONCE(x)) && !unlikely(x == 2))
		barrier_data(&x);
}
