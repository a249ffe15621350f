/* <linux/minmax.h>: min(), max(), min_t(), max_t() */
int probe_linux_minmax(int a, int b);
int probe_linux_minmax(int a, int b)
{
	return min(a, b) + max(a, b) + min_t(int, a, 3) + max_t(long, b, 4L);
}
