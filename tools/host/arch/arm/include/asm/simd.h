/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim (32-bit ARM): may_use_simd() as the kernel's, false in hardirq
 * context (see <kunit/run-in-irq-context.h>), which only the test
 * programs' instrumented build has (KCRYPTO_HOST_INSTRUMENTED, see
 * kcrypto-host.h); whether the CPU has NEON is the business of elf_hwcap
 * (<asm/hwcap.h>).
 */
#ifndef _KCRYPTO_SHIM_ASM_SIMD_H
#define _KCRYPTO_SHIM_ASM_SIMD_H

#include <linux/preempt.h>
#include <linux/types.h>

static inline bool may_use_simd(void)
{
	return !in_hardirq();
}

#endif
