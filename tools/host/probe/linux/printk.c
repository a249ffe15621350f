/*
 * <linux/printk.h>: the pr_*() macros
 * (Documentation/core-api/printk-basics.rst)
 */
void probe_linux_printk(int x);
void probe_linux_printk(int x)
{
	if (x == 1)
		pr_err("probe %d\n", x);
	if (x == 2)
		pr_warn("probe %d\n", x);
	if (x == 3)
		pr_notice("probe %d\n", x);
	if (x == 4)
		pr_info("probe %d\n", x);
	pr_debug("probe %d\n", x);
}
