/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim (32-bit ARM): the kernel's elf_hwcap, read from the auxiliary
 * vector the kernel passed to this process. It is computed when read, so it
 * is valid in module_init() constructors too, and it is 0 (no features at
 * all) under KCRYPTO_FORCE_GENERIC=1, see <kcrypto-host.h>.
 */
#ifndef _KCRYPTO_SHIM_ASM_HWCAP_H
#define _KCRYPTO_SHIM_ASM_HWCAP_H

#include <sys/auxv.h>
#include <kcrypto-host.h>

/* The AT_HWCAP bits of the Linux ARM ABI (uapi/asm/hwcap.h). */
#define HWCAP_HALF (1 << 1)
#define HWCAP_THUMB (1 << 2)
#define HWCAP_FAST_MULT (1 << 4)
#define HWCAP_VFP (1 << 6)
#define HWCAP_EDSP (1 << 7)
#define HWCAP_NEON (1 << 12)
#define HWCAP_VFPv3 (1 << 13)
#define HWCAP_TLS (1 << 15)
#define HWCAP_VFPv4 (1 << 16)
#define HWCAP_IDIVA (1 << 17)
#define HWCAP_IDIVT (1 << 18)
#define HWCAP_VFPD32 (1 << 19)
#define HWCAP_LPAE (1 << 20)

static inline unsigned int kcrypto_host_elf_hwcap(void)
{
	if (kcrypto_host_force_generic())
		return 0;
	return (unsigned int)getauxval(AT_HWCAP);
}

#define elf_hwcap kcrypto_host_elf_hwcap()

#endif
