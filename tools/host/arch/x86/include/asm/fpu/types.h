/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: the XSAVE feature masks of the kernel's asm/fpu/types.h, and
 * cpu_has_xfeatures() (the kernel declares it in asm/fpu/api.h, which
 * includes this file): true when the OS saves all of the given register
 * states, read from XCR0 with XGETBV. Always false under
 * KCRYPTO_FORCE_GENERIC=1, as the CPU feature bits are.
 */
#ifndef _KCRYPTO_SHIM_ASM_FPU_TYPES_H
#define _KCRYPTO_SHIM_ASM_FPU_TYPES_H

#include <asm/cpufeature.h>
#include <linux/types.h>

#define XFEATURE_MASK_FP (1ULL << 0)
#define XFEATURE_MASK_SSE (1ULL << 1)
#define XFEATURE_MASK_YMM (1ULL << 2)
#define XFEATURE_MASK_OPMASK (1ULL << 5)
#define XFEATURE_MASK_ZMM_Hi256 (1ULL << 6)
#define XFEATURE_MASK_Hi16_ZMM (1ULL << 7)
#define XFEATURE_MASK_AVX512                                                   \
	(XFEATURE_MASK_OPMASK | XFEATURE_MASK_ZMM_Hi256 |                      \
	 XFEATURE_MASK_Hi16_ZMM)

static inline int cpu_has_xfeatures(u64 xfeatures_mask,
				    const char **feature_name)
{
	u32 lo, hi;

	if (feature_name)
		*feature_name = "";
	if (!boot_cpu_has(X86_FEATURE_OSXSAVE))
		return 0;
	__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	return ((((u64)hi << 32) | lo) & xfeatures_mask) == xfeatures_mask;
}

#endif
