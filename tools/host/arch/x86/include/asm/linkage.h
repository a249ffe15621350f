/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: x86 function alignment and return, as the kernel spells it. */
#ifndef _KCRYPTO_SHIM_ASM_LINKAGE_H
#define _KCRYPTO_SHIM_ASM_LINKAGE_H

#define __KC_FUNC_ALIGN 16

#ifdef __ASSEMBLER__
#define RET ret
#else
#include <linux/types.h>
#endif

#endif
