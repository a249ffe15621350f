/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: may_use_simd() as the kernel's, false in hardirq context (see
 * <kunit/run-in-irq-context.h>), and always false under
 * KCRYPTO_FORCE_GENERIC=1; without the test instrumentation
 * (KCRYPTO_HOST_INSTRUMENTED, see kcrypto-host.h) always true.
 */
#ifndef _KCRYPTO_SHIM_ASM_SIMD_H
#define _KCRYPTO_SHIM_ASM_SIMD_H

#include <kcrypto-host.h>
#include <linux/preempt.h>
#include <linux/types.h>

static inline bool may_use_simd(void)
{
	return !kcrypto_host_simd_hidden() && !in_hardirq();
}

#endif
