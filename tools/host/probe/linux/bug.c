/* <linux/bug.h>: WARN_ON() and friends return their condition; BUG_ON() */
int probe_linux_bug(int x);
int probe_linux_bug(int x)
{
	int r = WARN_ON(x == 1) + WARN_ON_ONCE(x == 2);

	r += WARN(x == 3, "x is %d", x) + WARN_ONCE(x == 4, "x is %d", x);
	BUG_ON(x == 5);
	if (x == 6)
		BUG();
	return r;
}
