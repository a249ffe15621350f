/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: 32-bit ARM function alignment for <linux/linkage.h>. */
#ifndef _KCRYPTO_SHIM_ASM_LINKAGE_H
#define _KCRYPTO_SHIM_ASM_LINKAGE_H

#define __KC_FUNC_ALIGN 4

#endif
