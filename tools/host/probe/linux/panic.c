/* <linux/panic.h>: panic() */
void probe_linux_panic(int bad);
void probe_linux_panic(int bad)
{
	if (bad)
		panic("probe: %d", bad);
}
