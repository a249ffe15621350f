/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for UML on x86-64: the x86-64 glue as it is. A UML
 * kernel runs as a host process on the host's CPU, so the SHA-NI, AVX2 and
 * SSSE3 code runs there too. What the x86 glue asks of the kernel, UML 6.12
 * answers: boot_cpu_has() reads the CPU flags UML took from the host's
 * /proc/cpuinfo at boot, irq_fpu_usable() is always true, and
 * kernel_fpu_begin()/kernel_fpu_end() do nothing, since the UML kernel's
 * vector registers belong to no user task (those run in other host
 * processes). UML has no cpu_has_xfeatures(): the host kernel lists avx2
 * in /proc/cpuinfo only when it saves the YMM registers, so the flag says
 * enough.
 */
#define sha256_x86_ymm_usable() true
#include "../x86/sha256.h"
