/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim internals shared by the kernel-shaped headers; not a kernel
 * header, and never included by library or test sources directly.
 *
 * KCRYPTO_FORCE_GENERIC=1 in the environment hides every CPU feature from
 * the arch glue (boot_cpu_has(), elf_hwcap, cpu_have_named_feature() all
 * answer "no"), so the same binary runs the generic code. It is read once,
 * before any module_init() runs.
 *
 * kcrypto_host_module_param() sets a module parameter from the environment,
 * see <linux/moduleparam.h>.
 *
 * kcrypto_host_simd_sections counts kernel_fpu_begin()/kernel_neon_begin()
 * calls, so a host test can prove that the accelerated path really ran.
 */
#ifndef _KCRYPTO_HOST_H
#define _KCRYPTO_HOST_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

bool kcrypto_host_force_generic(void);
void kcrypto_host_module_param(const char *module, const char *name,
			       const char *type, void *value);
extern unsigned long kcrypto_host_simd_sections;

#ifdef __cplusplus
}
#endif

#endif
