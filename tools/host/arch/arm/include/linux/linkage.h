/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim (32-bit ARM): the parts of <linux/linkage.h> that kcrypto's
 * assembly and its C callers use. asmlinkage gives a function C linkage, so
 * that the library compiled as C++ still finds the assembly routines.
 */
#ifndef _KCRYPTO_SHIM_LINUX_LINKAGE_H
#define _KCRYPTO_SHIM_LINUX_LINKAGE_H

#ifdef __ASSEMBLER__
/* clang-format off */

/*
 * Userspace links want every object to say that it needs no executable
 * stack; kernel objects don't carry the note, so the shim adds it here.
 */
.pushsection .note.GNU-stack, "", %progbits;
.popsection;

/* A global function; %function marks a Thumb-2 entry point as such. */
#define SYM_FUNC_START(name)                                                   \
	.globl name;                                                           \
	.type name, %function;                                                 \
	.balign 4;                                                             \
	name:
#define SYM_FUNC_END(name) .size name, . - name
#define ENTRY(name) SYM_FUNC_START(name)
#define ENDPROC(name) SYM_FUNC_END(name)
/* clang-format on */

#else

#ifdef __cplusplus
#define asmlinkage extern "C"
#else
#define asmlinkage
#endif

#endif /* __ASSEMBLER__ */

#endif
