/* <linux/preempt.h>: preempt_disable/enable() and the context queries */
int probe_linux_preempt(void);
int probe_linux_preempt(void)
{
	int r;

	preempt_disable();
	r = in_hardirq() + in_serving_softirq() + in_softirq() + in_nmi() +
	    in_interrupt() + in_task();
	preempt_enable();
	return r;
}
