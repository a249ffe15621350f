/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b arch glue for UML on x86-64: the x86-64 glue as it is, for the
 * reasons arch/um/sha256.h gives; the AVX2 and AVX-512VL code runs on the
 * host's CPU. UML has no cpu_has_xfeatures(): the host kernel lists avx2,
 * avx512f and avx512vl in /proc/cpuinfo only when it saves their
 * registers, so the flags say enough.
 */
#define blake2b_x86_ymm_usable() true
#define blake2b_x86_avx512_state_usable() true
#include "../x86/blake2b.h"
