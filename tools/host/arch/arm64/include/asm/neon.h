/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: in userspace the SIMD registers are always ours to use, so a
 * kernel-mode NEON section is no code at all, except in the test programs'
 * instrumented build (KCRYPTO_HOST_INSTRUMENTED, see kcrypto-host.h):
 * there it counts itself in kcrypto_host_simd_sections, which lets tests
 * prove that the accelerated path ran, and marks itself busy.
 */
#ifndef _KCRYPTO_SHIM_ASM_NEON_H
#define _KCRYPTO_SHIM_ASM_NEON_H

#include <kcrypto-host.h>
#include <linux/types.h>

#define cpu_has_neon() true

static inline void kernel_neon_begin(void)
{
	kcrypto_host_simd_begin();
}

static inline void kernel_neon_end(void)
{
	kcrypto_host_simd_end();
}

#endif
