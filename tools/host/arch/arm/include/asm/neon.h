/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim (32-bit ARM): kernel-mode NEON sections. In userspace the NEON
 * registers always belong to the thread, so a section is no code at all,
 * except in the test programs' instrumented build
 * (KCRYPTO_HOST_INSTRUMENTED, see kcrypto-host.h): there it counts itself
 * in kcrypto_host_simd_sections, which host tests read to prove that the
 * NEON code ran, and marks itself busy.
 */
#ifndef _KCRYPTO_SHIM_ASM_NEON_H
#define _KCRYPTO_SHIM_ASM_NEON_H

#include <kcrypto-host.h>

static inline void kernel_neon_begin(void)
{
	kcrypto_host_simd_begin();
}

static inline void kernel_neon_end(void)
{
	kcrypto_host_simd_end();
}

#endif
