/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: a userspace thread is never in interrupt context. */
#ifndef _KCRYPTO_SHIM_LINUX_PREEMPT_H
#define _KCRYPTO_SHIM_LINUX_PREEMPT_H

#define preempt_disable() ((void)0)
#define preempt_enable() ((void)0)
#define in_task() 1
#define in_interrupt() 0
#define in_hardirq() 0
#define in_serving_softirq() 0

#endif
