/* <linux/math.h>: DIV_ROUND_UP(), round_up(), round_down() */
unsigned long probe_linux_math(unsigned long x);
unsigned long probe_linux_math(unsigned long x)
{
	return DIV_ROUND_UP(x, 7) + round_up(x, 64) + round_down(x, 64);
}
