/* <linux/kernel.h>: ARRAY_SIZE() */
int probe_linux_kernel(void);
int probe_linux_kernel(void)
{
	static const int v[] = { 1, 2, 3 };

	return (int)ARRAY_SIZE(v);
}
