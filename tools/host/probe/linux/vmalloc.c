/*
 * <linux/vmalloc.h>: vmalloc(), vzalloc(), vfree()
 * (Documentation/core-api/memory-allocation.rst)
 */
void probe_linux_vmalloc(unsigned long n);
void probe_linux_vmalloc(unsigned long n)
{
	u8 *a = vmalloc(n);
	u32 *b = vzalloc(n);

	vfree(a);
	vfree(b);
}
