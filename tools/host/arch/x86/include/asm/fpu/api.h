/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: in userspace the vector registers are always ours to use, so
 * a kernel-mode FPU section is no code at all, and irq_fpu_usable() is
 * always true, except in the test programs' instrumented build
 * (KCRYPTO_HOST_INSTRUMENTED, see kcrypto-host.h): there a section counts
 * itself in kcrypto_host_simd_sections, which lets tests prove that the
 * accelerated path ran, and marks itself busy, and irq_fpu_usable()
 * answers as the kernel's: no inside a kernel-mode FPU section (a
 * "hardirq" of kunit_run_irq_test() that interrupted one), no in a hardirq
 * that interrupted a softirq, else yes; and always no under
 * KCRYPTO_FORCE_GENERIC=1.
 */
#ifndef _KCRYPTO_SHIM_ASM_FPU_API_H
#define _KCRYPTO_SHIM_ASM_FPU_API_H

#include <asm/fpu/types.h>
#include <asm/processor.h>
#include <kcrypto-host.h>
#include <linux/build_bug.h>
#include <linux/export.h>
#include <linux/linkage.h>
#include <linux/preempt.h>
#include <linux/types.h>

static inline void kernel_fpu_begin(void)
{
	kcrypto_host_simd_begin();
}

static inline void kernel_fpu_end(void)
{
	kcrypto_host_simd_end();
}

static inline bool irq_fpu_usable(void)
{
	if (kcrypto_host_simd_hidden() || kcrypto_host_irq_read(simd_busy))
		return false;
	return !(in_hardirq() && in_serving_softirq());
}

#endif
