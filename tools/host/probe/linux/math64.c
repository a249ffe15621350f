/* <linux/math64.h>: div64_u64(), div_u64() */
u64 probe_linux_math64(u64 x);
u64 probe_linux_math64(u64 x)
{
	return div64_u64(x, 1000) + div_u64(x, 3);
}
