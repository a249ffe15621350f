/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim (32-bit ARM): a userspace thread may always use the NEON unit;
 * whether the CPU has one is the business of elf_hwcap (<asm/hwcap.h>).
 */
#ifndef _KCRYPTO_SHIM_ASM_SIMD_H
#define _KCRYPTO_SHIM_ASM_SIMD_H

#include <linux/types.h>

static inline bool may_use_simd(void)
{
	return true;
}

#endif
