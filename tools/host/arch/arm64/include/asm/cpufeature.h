/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: arm64 CPU features from the ELF auxiliary vector (AT_HWCAP),
 * queried as the kernel does with cpu_have_named_feature(NAME). Every query
 * answers "no" under KCRYPTO_FORCE_GENERIC=1 (see kcrypto-host.h).
 */
#ifndef _KCRYPTO_SHIM_ASM_CPUFEATURE_H
#define _KCRYPTO_SHIM_ASM_CPUFEATURE_H

#include <sys/auxv.h>
#include <kcrypto-host.h>
#include <linux/types.h>

/* The Linux arm64 AT_HWCAP bits (uapi asm/hwcap.h). */
#define KCRYPTO_HWCAP_FP (1UL << 0)
#define KCRYPTO_HWCAP_ASIMD (1UL << 1)
#define KCRYPTO_HWCAP_AES (1UL << 3)
#define KCRYPTO_HWCAP_PMULL (1UL << 4)
#define KCRYPTO_HWCAP_SHA1 (1UL << 5)
#define KCRYPTO_HWCAP_SHA2 (1UL << 6)
#define KCRYPTO_HWCAP_SHA3 (1UL << 17)
#define KCRYPTO_HWCAP_SHA512 (1UL << 21)

static inline bool kcrypto_arm64_hwcap(unsigned long bit)
{
	if (kcrypto_host_force_generic())
		return false;
	return (getauxval(AT_HWCAP) & bit) != 0;
}

#define cpu_have_named_feature(name) kcrypto_arm64_hwcap(KCRYPTO_HWCAP_##name)

#endif
