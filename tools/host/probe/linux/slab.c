/*
 * <linux/slab.h>: kmalloc() and friends
 * (Documentation/core-api/memory-allocation.rst)
 */
void probe_linux_slab(size_t n);
void probe_linux_slab(size_t n)
{
	u8 *a = kmalloc(n, GFP_KERNEL);
	u32 *b = kzalloc(n, GFP_KERNEL);
	u64 *c = kmalloc_array(n, sizeof(*c), GFP_KERNEL);
	u16 *d = kcalloc(n, sizeof(*d), GFP_KERNEL);

	kfree(a);
	kfree(b);
	kfree(c);
	kfree_sensitive(d);
}
