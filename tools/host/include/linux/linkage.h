/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: the kernel's annotations for functions written in assembly
 * (SYM_FUNC_START/SYM_FUNC_END, and the older ENTRY/ENDPROC) and for their
 * C declarations (asmlinkage, which gives them C linkage, so that the
 * library compiled as C++ still finds the assembly routines).
 *
 * Each arch's <asm/linkage.h> (tools/host/arch/ARCH/include) sets
 * __KC_FUNC_ALIGN and whatever else its assembly needs (x86: RET). The
 * "%" spelling of types works on every ELF target; "@" starts a comment
 * on ARM.
 */
#ifndef _KCRYPTO_SHIM_LINUX_LINKAGE_H
#define _KCRYPTO_SHIM_LINUX_LINKAGE_H

/* A build without arch code (the i386 cross build) has no <asm/linkage.h>. */
#if __has_include(<asm/linkage.h>)
#include <asm/linkage.h>
#endif

#ifndef __KC_FUNC_ALIGN
#define __KC_FUNC_ALIGN 16
#endif

#ifdef __ASSEMBLER__
/* clang-format off */

/*
 * Userspace links want every object to say that it needs no executable
 * stack; kernel objects don't carry the note, so the shim adds it here.
 */
.pushsection .note.GNU-stack, "", %progbits;
.popsection;

#define SYM_FUNC_START(name)                                                   \
	.globl name;                                                           \
	.type name, %function;                                                 \
	.balign __KC_FUNC_ALIGN;                                               \
	name:
#define SYM_FUNC_START_LOCAL(name)                                             \
	.type name, %function;                                                 \
	.balign __KC_FUNC_ALIGN;                                               \
	name:
#define SYM_FUNC_END(name) .size name, . - name
#define ENTRY(name) SYM_FUNC_START(name)
#define ENDPROC(name) SYM_FUNC_END(name)
/* clang-format on */

#else /* !__ASSEMBLER__ */

/*
 * The freestanding ARM self-tests (tools/qemu-arm/, -ffreestanding, no
 * libc) need asmlinkage alone; the shim's compiler.h needs libc.
 */
#if __STDC_HOSTED__
#include <linux/compiler.h>
#include <linux/export.h>
#endif

#ifdef __cplusplus
#define asmlinkage extern "C"
#else
#define asmlinkage
#endif

#endif /* __ASSEMBLER__ */

#endif
