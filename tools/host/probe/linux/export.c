/* <linux/export.h>: EXPORT_SYMBOL(), EXPORT_SYMBOL_GPL() */
int probe_export_a(void);
int probe_export_a(void)
{
	return 1;
}
EXPORT_SYMBOL(probe_export_a);

int probe_export_b(void);
int probe_export_b(void)
{
	return 2;
}
EXPORT_SYMBOL_GPL(probe_export_b);
