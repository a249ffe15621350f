/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: may_use_simd() as on x86, where it is irq_fpu_usable(). */
#ifndef _KCRYPTO_SHIM_ASM_SIMD_H
#define _KCRYPTO_SHIM_ASM_SIMD_H

#include <asm/fpu/api.h>

#define may_use_simd() irq_fpu_usable()

#endif
