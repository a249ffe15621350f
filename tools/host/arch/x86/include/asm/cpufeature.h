/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: x86 CPU feature bits from CPUID, numbered like the kernel's
 * X86_FEATURE_* (32 * word + bit). Every query answers "no" under
 * KCRYPTO_FORCE_GENERIC=1, and one for a feature that KCRYPTO_CLEARCPUID
 * names (see kcrypto-host.h).
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
#include <linux/kmsan-checks.h>
#include <linux/math64.h>
#include <linux/panic.h>
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
/* Word 5: CPUID 0xc0000001 EDX, VIA/Zhaoxin PadLock (never set here). */
#define X86_FEATURE_PHE (5 * 32 + 10)
#define X86_FEATURE_PHE_EN (5 * 32 + 11)

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

/* The name of a feature above in /proc/cpuinfo, for KCRYPTO_CLEARCPUID. */
static inline const char *kcrypto_x86_feature_name(unsigned int feature)
{
	switch (feature) {
	case X86_FEATURE_XMM:
		return "sse";
	case X86_FEATURE_XMM2:
		return "sse2";
	case X86_FEATURE_XMM3:
		return "pni";
	case X86_FEATURE_SSSE3:
		return "ssse3";
	case X86_FEATURE_XMM4_1:
		return "sse4_1";
	case X86_FEATURE_XMM4_2:
		return "sse4_2";
	case X86_FEATURE_OSXSAVE:
		return "osxsave";
	case X86_FEATURE_AVX:
		return "avx";
	case X86_FEATURE_BMI1:
		return "bmi1";
	case X86_FEATURE_AVX2:
		return "avx2";
	case X86_FEATURE_BMI2:
		return "bmi2";
	case X86_FEATURE_AVX512F:
		return "avx512f";
	case X86_FEATURE_AVX512VL:
		return "avx512vl";
	case X86_FEATURE_SHA_NI:
		return "sha_ni";
	default:
		return "";
	}
}

static inline bool kcrypto_x86_cpu_has(unsigned int feature)
{
	if (kcrypto_host_force_generic() ||
	    kcrypto_host_cpu_cleared(kcrypto_x86_feature_name(feature)))
		return false;
	return (kcrypto_x86_cpuid_word(feature / 32) >> (feature % 32)) & 1;
}

#define boot_cpu_has(feature) kcrypto_x86_cpu_has(feature)
#define static_cpu_has(feature) kcrypto_x86_cpu_has(feature)
#define cpu_feature_enabled(feature) kcrypto_x86_cpu_has(feature)

#include <asm/fpu/types.h>
/* It includes this file too, and uses boot_cpu_has(). */
#include <asm/processor.h>

#endif
