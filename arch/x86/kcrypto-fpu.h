/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * What the x86 glues ask beyond the CPU flags: whether the OS saves the YMM
 * registers (for the AVX2 code), and the opmask and ZMM ones too (for the
 * AVX-512 code), in XCR0, which the kernel reports through
 * cpu_has_xfeatures(). UML, whose glues are these (arch/um/), has no
 * cpu_has_xfeatures(): its CPU flags come from the host's /proc/cpuinfo,
 * where the host kernel lists avx2 and avx512* only when it saves their
 * registers, so the flags say enough there.
 */
#ifndef _KCRYPTO_X86_FPU_H
#define _KCRYPTO_X86_FPU_H

#include <asm/cpufeature.h>
#include <asm/fpu/api.h>

#ifdef CONFIG_UML
#define kcrypto_x86_ymm_usable() true
#define kcrypto_x86_zmm_usable() true
#else
#define kcrypto_x86_ymm_usable()                                               \
	cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL)
#define kcrypto_x86_zmm_usable()                                               \
	cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM |              \
				  XFEATURE_MASK_AVX512,                        \
			  NULL)
#endif

#endif /* _KCRYPTO_X86_FPU_H */
