/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim (32-bit ARM): as in the kernel, <asm/elf.h> brings elf_hwcap. */
#ifndef _KCRYPTO_SHIM_ASM_ELF_H
#define _KCRYPTO_SHIM_ASM_ELF_H

#include <asm/hwcap.h>

#endif
