/* <linux/wordpart.h>: upper_32_bits(), lower_32_bits(), REPEAT_BYTE() */
u32 probe_linux_wordpart(u64 x);
u32 probe_linux_wordpart(u64 x)
{
	return upper_32_bits(x) + lower_32_bits(x) + (u32)REPEAT_BYTE(0x36);
}
