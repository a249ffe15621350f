/* <linux/ktime.h>: ktime_get_ns() (Documentation/core-api/timekeeping.rst) */
u64 probe_linux_ktime(void);
u64 probe_linux_ktime(void)
{
	return ktime_get_ns();
}
