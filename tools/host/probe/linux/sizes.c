/* <linux/sizes.h>: SZ_1 .. SZ_4M */
unsigned long probe_linux_sizes(void);
unsigned long probe_linux_sizes(void)
{
	return SZ_1 + SZ_64 + SZ_4K + SZ_16K + SZ_1M + SZ_4M;
}
