/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: the kernel's annotations for functions written in assembly
 * (SYM_FUNC_START/SYM_FUNC_END) and for their C declarations (asmlinkage).
 */
#ifndef _KCRYPTO_SHIM_LINUX_LINKAGE_H
#define _KCRYPTO_SHIM_LINUX_LINKAGE_H

#ifdef __ASSEMBLER__

/* clang-format off */
#define SYM_FUNC_START(name)                                                   \
	.globl name;                                                           \
	.type name, %function;                                                 \
	.balign 16;                                                            \
	name:
#define SYM_FUNC_END(name) .size name, . - name
#define SYM_FUNC_START_LOCAL(name)                                             \
	.type name, %function;                                                 \
	.balign 16;                                                            \
	name:
/* clang-format on */

#else /* !__ASSEMBLER__ */

#ifdef __cplusplus
#define asmlinkage extern "C"
#else
#define asmlinkage
#endif

#endif /* __ASSEMBLER__ */

#endif
