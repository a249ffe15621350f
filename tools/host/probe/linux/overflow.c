/* <linux/overflow.h>: check_add_overflow() and its kin */
bool probe_linux_overflow(size_t a, size_t b, size_t *d);
bool probe_linux_overflow(size_t a, size_t b, size_t *d)
{
	return check_add_overflow(a, b, d) || check_sub_overflow(a, b, d) ||
	       check_mul_overflow(a, b, d);
}
