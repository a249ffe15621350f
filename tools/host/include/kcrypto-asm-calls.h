/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: which assembly function really ran. The KUnit programs of the
 * host and cross builds (tools/host/host.mk, tools/cross/cross.mk) are
 * compiled with -DKCRYPTO_HOST_ASM_CALLS and linked with --wrap=SYM for
 * every assembly entry point of their architecture (ARCH_ASM_SYMS_ARCH in
 * tools/host/arch/ARCH/arch.mk). tools/host/asm-calls.c gives each SYM a
 * __wrap_SYM that counts the call, atomically, and calls __real_SYM. The
 * host library (libkcrypto.a, make install) and the benchmarks are not
 * wrapped. Not a kernel header: tests include it only outside __KERNEL__.
 *
 *   kcrypto_asm_calls(SYM)  calls of SYM so far; ULONG_MAX if SYM is not
 *                           wrapped in this program
 *   kcrypto_asm_fn(I)       the I-th wrapped function: its symbol, and the
 *                           algorithm and glue path it belongs to; NULL
 *                           past the last
 *
 * And for tests of what an assembly function leaves on the stack:
 *
 *   kcrypto_asm_on_stack(STACK, SIZE, FN, CALL)
 *			     calls FN(CALL) with the stack pointer at the
 *			     (16-byte aligned) top of the SIZE bytes at
 *			     STACK, so that whatever FN and the functions it
 *			     calls leave in their frames stays there for the
 *			     caller to inspect. Returns NULL, or why FN was
 *			     not called: on x86-64 only, and not under
 *			     valgrind unless its client requests were
 *			     available at build time (memcheck makes a popped
 *			     stack unreadable; the requests make it readable
 *			     again). The caller defines struct
 *			     kcrypto_asm_stack_call, FN's argument.
 *
 * And of what it leaves in the vector registers:
 *
 *   kcrypto_asm_regs(SYM, ARGS, REGS)
 *			     calls the assembly function SYM itself (not its
 *			     counting wrapper) with the integer arguments
 *			     ARGS[0..4] from an assembly trampoline that
 *			     fills every vector register with REGS->fill
 *			     first and stores them all in REGS->reg right
 *			     after SYM returns. On x86-64 zmm0-31 where
 *			     CPUID and XCR0 say the OS saves AVX-512 state,
 *			     else ymm0-15 where they say it saves AVX state,
 *			     else xmm0-15; on arm64 v0-v31; on ARM q0-q15,
 *			     with NEON (REGS->nregs registers of REGS->bytes
 *			     bytes, named REGS->name). Returns NULL, or why
 *			     SYM was not called: on those architectures
 *			     only, and SYM must be wrapped. The caller has
 *			     opened a SIMD section and checked that the CPU
 *			     can run SYM.
 */
#ifndef _KCRYPTO_ASM_CALLS_H
#define _KCRYPTO_ASM_CALLS_H

#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The most functions one architecture wraps. */
#define KCRYPTO_ASM_MAX_FNS 16

struct kcrypto_asm_fn {
	const char *alg; /* "sha256", "blake2s", "blake2b" */
	const char *path; /* the glue's name of the path: "avx2", "neon", ... */
	const char *sym;
};

unsigned long kcrypto_asm_calls(const char *sym);
const struct kcrypto_asm_fn *kcrypto_asm_fn(unsigned int i);

/* Vector registers kcrypto_asm_regs() can store, and bytes of each. */
#define KCRYPTO_ASM_REGS 32
#define KCRYPTO_ASM_REG_BYTES 64

struct kcrypto_asm_regs {
	unsigned char fill[16];
	const char *name; /* of each register, before its number: "xmm", "v" */
	unsigned int nregs; /* 16 or 32 */
	unsigned int bytes; /* 16 (xmm, q, v), 32 (ymm) or 64 (zmm) */
	unsigned char reg[KCRYPTO_ASM_REGS][KCRYPTO_ASM_REG_BYTES];
};

const char *kcrypto_asm_regs(const char *sym, const unsigned long args[5],
			     struct kcrypto_asm_regs *regs);

struct kcrypto_asm_stack_call;
const char *kcrypto_asm_on_stack(void *stack, size_t size,
				 void (*fn)(struct kcrypto_asm_stack_call *),
				 struct kcrypto_asm_stack_call *call);

#ifdef __cplusplus
}
#endif

#endif /* _KCRYPTO_ASM_CALLS_H */
