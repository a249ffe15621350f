/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: x86 CPU feature bits from CPUID, numbered like the kernel's
 * X86_FEATURE_* (32 * word + bit). Every query answers "no" under
 * KCRYPTO_FORCE_GENERIC=1 (see kcrypto-host.h).
 */
#ifndef _KCRYPTO_SHIM_ASM_CPUFEATURE_H
#define _KCRYPTO_SHIM_ASM_CPUFEATURE_H

#include <cpuid.h>
#include <kcrypto-host.h>
/*
 * What the kernel's x86 <asm/cpufeature.h> makes visible (through
 * <asm/processor.h>), as far as the shim has it (tools/host/probe/visible.txt).
 * <asm/fpu/types.h> comes last: it uses boot_cpu_has().
 */
#include <asm/page.h>
#include <linux/bitops.h>
#include <linux/errno.h>
#include <linux/export.h>
#include <linux/init.h>
#include <linux/jump_label.h>
#include <linux/math64.h>
#include <linux/printk.h>
#include <linux/types.h>

/* Word 0: CPUID 1 EDX; word 4: CPUID 1 ECX; word 9: CPUID 7.0 EBX. */
#define X86_FEATURE_XMM (0 * 32 + 25)
#define X86_FEATURE_XMM2 (0 * 32 + 26)
#define X86_FEATURE_XMM3 (4 * 32 + 0)
#define X86_FEATURE_SSSE3 (4 * 32 + 9)
#define X86_FEATURE_XMM4_1 (4 * 32 + 19)
#define X86_FEATURE_XMM4_2 (4 * 32 + 20)
#define X86_FEATURE_OSXSAVE (4 * 32 + 27)
#define X86_FEATURE_AVX (4 * 32 + 28)
#define X86_FEATURE_BMI1 (9 * 32 + 3)
#define X86_FEATURE_AVX2 (9 * 32 + 5)
#define X86_FEATURE_BMI2 (9 * 32 + 8)
#define X86_FEATURE_AVX512F (9 * 32 + 16)
#define X86_FEATURE_AVX512VL (9 * 32 + 31)
#define X86_FEATURE_SHA_NI (9 * 32 + 29)

/* The CPUID register behind a feature word, or 0 for an unknown word. */
static inline u32 kcrypto_x86_cpuid_word(unsigned int word)
{
	unsigned int a = 0, b = 0, c = 0, d = 0;

	switch (word) {
	case 0:
	case 4:
		if (!__get_cpuid(1, &a, &b, &c, &d))
			return 0;
		return word == 0 ? d : c;
	case 9:
		if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
			return 0;
		return b;
	default:
		return 0;
	}
}

static inline bool kcrypto_x86_cpu_has(unsigned int feature)
{
	if (kcrypto_host_force_generic())
		return false;
	return (kcrypto_x86_cpuid_word(feature / 32) >> (feature % 32)) & 1;
}

#define boot_cpu_has(feature) kcrypto_x86_cpu_has(feature)
#define static_cpu_has(feature) kcrypto_x86_cpu_has(feature)
#define cpu_feature_enabled(feature) kcrypto_x86_cpu_has(feature)

#include <asm/fpu/types.h>

#endif
