/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: in userspace the vector registers are always ours to use, so
 * a kernel-mode FPU section only counts itself in
 * kcrypto_host_simd_sections, which lets tests prove that the accelerated
 * path ran. irq_fpu_usable() is true, except under KCRYPTO_FORCE_GENERIC=1.
 */
#ifndef _KCRYPTO_SHIM_ASM_FPU_API_H
#define _KCRYPTO_SHIM_ASM_FPU_API_H

#include <asm/fpu/types.h>
#include <kcrypto-host.h>
#include <linux/types.h>

static inline void kernel_fpu_begin(void)
{
	__atomic_add_fetch(&kcrypto_host_simd_sections, 1, __ATOMIC_RELAXED);
}

static inline void kernel_fpu_end(void)
{
}

static inline bool irq_fpu_usable(void)
{
	return !kcrypto_host_force_generic();
}

#endif
