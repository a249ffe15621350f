/* <linux/align.h>: ALIGN(), ALIGN_DOWN(), PTR_ALIGN(), IS_ALIGNED() */
unsigned char *probe_linux_align(unsigned char *p, unsigned long x);
unsigned char *probe_linux_align(unsigned char *p, unsigned long x)
{
	if (IS_ALIGNED(x, 16))
		return p + ALIGN(x, 64) + ALIGN_DOWN(x, 64);
	return PTR_ALIGN(p, 64);
}
