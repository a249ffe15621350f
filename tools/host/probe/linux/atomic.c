/* <linux/atomic.h>: atomic_t and its operations (Documentation/atomic_t.txt) */
int probe_linux_atomic(void);
int probe_linux_atomic(void)
{
	atomic_t a = ATOMIC_INIT(0);
	atomic_long_t l = ATOMIC_LONG_INIT(0);
	atomic64_t q = ATOMIC64_INIT(0);
	int old = 0;

	atomic_set(&a, 1);
	atomic_set_release(&a, 2);
	atomic_inc(&a);
	atomic_dec(&a);
	atomic_add(3, &a);
	atomic_sub(1, &a);
	old = atomic_cmpxchg(&a, 4, 5);
	if (!atomic_try_cmpxchg(&a, &old, 6))
		old = atomic_xchg(&a, 7);
	atomic_long_inc(&l);
	atomic64_add(2, &q);
	return atomic_read(&a) + atomic_read_acquire(&a) +
	       atomic_inc_return(&a) + atomic_dec_return(&a) +
	       atomic_add_return(1, &a) + atomic_sub_return(1, &a) +
	       atomic_fetch_add(1, &a) + atomic_dec_and_test(&a) +
	       (int)atomic_long_read(&l) + (int)atomic64_read(&q) + old;
}
