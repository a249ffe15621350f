/*
 * <linux/gfp.h>: the GFP flags (Documentation/core-api/memory-allocation.rst)
 */
void probe_linux_gfp(void);
void probe_linux_gfp(void)
{
	gfp_t f = GFP_KERNEL | GFP_ATOMIC | GFP_NOWAIT | __GFP_ZERO;

	(void)f;
}
