/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 arch glue for UML on x86-64: the x86-64 glue as it is,
 * for the reasons arch/um/sha256.h gives: the AVX2 code runs on the host's
 * CPU, boot_cpu_has() reads the flags UML took from the host's
 * /proc/cpuinfo, and the host lists avx2 only when it saves the YMM
 * registers, and avx512f and avx512vl only when it saves the AVX-512 state.
 */
#define sha512_x86_ymm_usable() true
#define sha512_x86_avx512_state_usable() true
#include "../x86/sha512.h"
