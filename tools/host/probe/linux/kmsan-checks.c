/* <linux/kmsan-checks.h>: kmsan_unpoison_memory() and its kin */
void probe_linux_kmsan_checks(u8 *p, size_t n);
void probe_linux_kmsan_checks(u8 *p, size_t n)
{
	kmsan_poison_memory(p, n, 0);
	kmsan_unpoison_memory(p, n);
	kmsan_check_memory(p, n);
}
