/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: the context queries. A userspace thread is in task context,
 * except while kunit_run_irq_test() (<kunit/run-in-irq-context.h>) runs
 * the test function from its emulated hardirq and softirq (in the test
 * programs' instrumented build only): see kcrypto-host.h.
 */
#ifndef _KCRYPTO_SHIM_LINUX_PREEMPT_H
#define _KCRYPTO_SHIM_LINUX_PREEMPT_H

#include <kcrypto-host.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>

#define preempt_disable() barrier()
#define preempt_enable() barrier()
#define in_hardirq() (kcrypto_host_irq_read(hardirq) != 0)
#define in_serving_softirq() (kcrypto_host_irq_read(softirq) != 0)
#define in_softirq() in_serving_softirq()
#define in_nmi() 0
#define in_interrupt() (in_hardirq() || in_serving_softirq())
#define in_task() (!in_interrupt())

#endif
