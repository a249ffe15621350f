/* <linux/fips.h>: fips_enabled */
int probe_linux_fips(void);
int probe_linux_fips(void)
{
	return fips_enabled;
}
