// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Host shim: count the calls of every assembly entry point, so that the
 * arch suites can tell which function a path really ran (see
 * <kcrypto-asm-calls.h>). Linked only into the KUnit programs, which are
 * linked with --wrap=SYM for each SYM below (ARCH_ASM_SYMS_ARCH in
 * tools/host/arch/ARCH/arch.mk): the glue's call of SYM reaches
 * __wrap_SYM, which counts it and calls the assembly as __real_SYM. A
 * symbol missing from either list fails the link.
 *
 * The wrappers take the glue's arguments with void * for the state
 * pointers: the same registers and stack slots as the struct pointers of
 * the asmlinkage declarations in the arch glue headers.
 */
#include <kcrypto-asm-calls.h>
#include <limits.h>
#include <linux/atomic.h>
#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/types.h>
#include <stdint.h>
#include <stdlib.h>
#ifdef KCRYPTO_HOST_ASM_CALLS
/* asmlinkage; only architectures with assembly have an <asm/linkage.h>. */
#include <linux/linkage.h>
#endif
#include <stddef.h>
#ifdef __x86_64__
#include <cpuid.h>
#endif
#ifdef __arm__
#include <asm/hwcap.h>
#include <sys/auxv.h>
#endif
#if defined(__x86_64__) && defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define KC_VALGRIND 1
#endif
#endif

/* The block functions of SHA-256 and SHA-512: (state, data, nblocks). */
#define KC_WRAP_BLOCKS(sym)                                                    \
	static atomic_long_t sym##_calls;                                      \
	asmlinkage void __real_##sym(void *state, const u8 *data,              \
				     size_t nblocks);                          \
	asmlinkage void __wrap_##sym(void *state, const u8 *data,              \
				     size_t nblocks);                          \
	void __wrap_##sym(void *state, const u8 *data, size_t nblocks)         \
	{                                                                      \
		atomic_long_inc(&sym##_calls);                                 \
		__real_##sym(state, data, nblocks);                            \
	}

/* Two messages at once: (state1, state2, data1, data2, nblocks). */
#define KC_WRAP_BLOCKS_2X(sym)                                                 \
	static atomic_long_t sym##_calls;                                      \
	asmlinkage void __real_##sym(void *state1, void *state2,               \
				     const u8 *data1, const u8 *data2,         \
				     size_t nblocks);                          \
	asmlinkage void __wrap_##sym(void *state1, void *state2,               \
				     const u8 *data1, const u8 *data2,         \
				     size_t nblocks);                          \
	void __wrap_##sym(void *state1, void *state2, const u8 *data1,         \
			  const u8 *data2, size_t nblocks)                     \
	{                                                                      \
		atomic_long_inc(&sym##_calls);                                 \
		__real_##sym(state1, state2, data1, data2, nblocks);           \
	}

/* BLAKE2 compression functions: (ctx, data, nblocks, inc). */
#define KC_WRAP_COMPRESS(sym)                                                  \
	static atomic_long_t sym##_calls;                                      \
	asmlinkage void __real_##sym(void *ctx, const u8 *data,                \
				     size_t nblocks, u32 inc);                 \
	asmlinkage void __wrap_##sym(void *ctx, const u8 *data,                \
				     size_t nblocks, u32 inc);                 \
	void __wrap_##sym(void *ctx, const u8 *data, size_t nblocks, u32 inc)  \
	{                                                                      \
		atomic_long_inc(&sym##_calls);                                 \
		__real_##sym(ctx, data, nblocks, inc);                         \
	}

/* SHA-3's absorb loop: (state, data, nblocks, block_size). */
#define KC_WRAP_SHA3_ABSORB(sym)                                               \
	static atomic_long_t sym##_calls;                                      \
	asmlinkage void __real_##sym(void *state, const u8 *data,              \
				     size_t nblocks, size_t block_size);       \
	asmlinkage void __wrap_##sym(void *state, const u8 *data,              \
				     size_t nblocks, size_t block_size);       \
	void __wrap_##sym(void *state, const u8 *data, size_t nblocks,         \
			  size_t block_size)                                   \
	{                                                                      \
		atomic_long_inc(&sym##_calls);                                 \
		__real_##sym(state, data, nblocks, block_size);                \
	}

/* SHA-3's permutation alone: (state). */
#define KC_WRAP_SHA3_PERMUTE(sym)                                              \
	static atomic_long_t sym##_calls;                                      \
	asmlinkage void __real_##sym(void *state);                             \
	asmlinkage void __wrap_##sym(void *state);                             \
	void __wrap_##sym(void *state)                                         \
	{                                                                      \
		atomic_long_inc(&sym##_calls);                                 \
		__real_##sym(state);                                           \
	}

struct kc_asm_fn {
	struct kcrypto_asm_fn fn;
	atomic_long_t *calls;
	void (*real)(void); /* the assembly itself, for kcrypto_asm_regs() */
};

/*
 * Each architecture's list: KC_ASM_FNS(fn) expands fn(KIND, alg, path, sym)
 * for every assembly function, with KIND the wrapper above that fits its
 * arguments, and path the glue's name of the path that calls it.
 */
/* clang-format off */
#if !defined(KCRYPTO_HOST_ASM_CALLS)
/* No ARCH_ASM_SYMS_ARCH (i386: no arch code): nothing is wrapped. */
#define KC_ASM_FNS(fn)
#elif defined(__x86_64__)
#define KC_ASM_FNS(fn)							\
	fn(BLOCKS, "sha256", "ni", sha256_ni_transform)			\
	fn(BLOCKS_2X, "sha256", "ni", sha256_ni_transform_2x)		\
	fn(BLOCKS, "sha256", "avx2", sha256_transform_avx2)		\
	fn(BLOCKS, "sha256", "ssse3", sha256_transform_ssse3)		\
	fn(BLOCKS, "sha512", "avx512", sha512_transform_avx512)	\
	fn(BLOCKS, "sha512", "avx2", sha512_transform_rorx)		\
	fn(BLOCKS, "sha512", "ssse3", sha512_transform_ssse3)		\
	fn(COMPRESS, "blake2s", "ssse3", blake2s_compress_ssse3)	\
	fn(COMPRESS, "blake2s", "avx512", blake2s_compress_avx512)	\
	fn(COMPRESS, "blake2b", "avx2", blake2b_compress_avx2)		\
	fn(COMPRESS, "blake2b", "avx512", blake2b_compress_avx512)	\
	fn(SHA3_ABSORB, "sha3", "avx512", sha3_avx512_absorb_blocks)	\
	fn(SHA3_PERMUTE, "sha3", "avx512", sha3_avx512_keccakf)
#elif defined(__arm__)
#define KC_ASM_FNS(fn)							\
	fn(COMPRESS, "blake2b", "neon", blake2b_compress_neon)		\
	fn(BLOCKS, "sha256", "neon", sha256_blocks_neon)		\
	fn(BLOCKS, "sha512", "neon", sha512_blocks_neon)		\
	fn(COMPRESS, "blake2s", "arm", blake2s_compress_arm)
#elif defined(__aarch64__)
#define KC_ASM_FNS(fn)							\
	fn(BLOCKS, "sha256", "ce", sha256_ce_transform)			\
	fn(BLOCKS_2X, "sha256", "ce", sha256_ce_transform_2x)		\
	fn(BLOCKS, "sha512", "ce", sha512_ce_transform)		\
	fn(SHA3_ABSORB, "sha3", "ce", sha3_ce_absorb_blocks)		\
	fn(SHA3_PERMUTE, "sha3", "ce", sha3_ce_keccakf)
#else
#error "ARCH_ASM_SYMS_ARCH names functions that this file doesn't wrap"
#endif
/* clang-format on */

#define KC_ASM_WRAP(kind, alg, path, sym) KC_WRAP_##kind(sym)
KC_ASM_FNS(KC_ASM_WRAP)

#define KC_ASM_ENTRY(kind, alg, path, sym)                                     \
	{ { alg, path, #sym }, &sym##_calls, (void (*)(void))__real_##sym },
static const struct kc_asm_fn kc_asm_fns[] = {
	KC_ASM_FNS(KC_ASM_ENTRY){},
};

/* With the empty entry at the end. */
static_assert(ARRAY_SIZE(kc_asm_fns) <= KCRYPTO_ASM_MAX_FNS + 1);

unsigned long kcrypto_asm_calls(const char *sym)
{
	const struct kc_asm_fn *f;

	for (f = kc_asm_fns; f->fn.sym; f++)
		if (!strcmp(f->fn.sym, sym))
			return atomic_long_read(f->calls);
	return ULONG_MAX;
}

const struct kcrypto_asm_fn *kcrypto_asm_fn(unsigned int i)
{
	const struct kc_asm_fn *f;

	for (f = kc_asm_fns; f->fn.sym; f++, i--)
		if (!i)
			return &f->fn;
	return NULL;
}

#ifdef __x86_64__
/*
 * FN(CALL) with %rsp at TOP. %rbx, callee-saved, keeps the caller's %rsp
 * across the call; the call leaves the caller's own stack, red zone
 * included, alone. The rest of what the SysV ABI lets FN change is
 * declared: the argument and scratch registers, the vector registers, the
 * flags and memory.
 */
static void kc_call_on_stack(void *top,
			     void (*fn)(struct kcrypto_asm_stack_call *),
			     struct kcrypto_asm_stack_call *call)
{
	asm volatile("mov %%rsp, %%rbx\n\t"
		     "mov %[top], %%rsp\n\t"
		     "call *%[fn]\n\t"
		     "mov %%rbx, %%rsp"
		     : "+D"(call), [top] "+S"(top), [fn] "+a"(fn)
		     :
		     : "rbx", "rcx", "rdx", "r8", "r9", "r10", "r11", "xmm0",
		       "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7",
		       "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13",
		       "xmm14", "xmm15", "cc", "memory");
}

const char *kcrypto_asm_on_stack(void *stack, size_t size,
				 void (*fn)(struct kcrypto_asm_stack_call *),
				 struct kcrypto_asm_stack_call *call)
{
	uintptr_t top = ((uintptr_t)stack + size) & ~(uintptr_t)15;
#ifdef KC_VALGRIND
	unsigned int id = VALGRIND_STACK_REGISTER(stack, top);
#else
	const char *preload = getenv("LD_PRELOAD");

	if (preload && strstr(preload, "vgpreload"))
		return "under valgrind, built without <valgrind/memcheck.h>";
#endif
	kc_call_on_stack((void *)top, fn, call);
#ifdef KC_VALGRIND
	VALGRIND_STACK_DEREGISTER(id);
	(void)VALGRIND_MAKE_MEM_DEFINED(stack, size);
#endif
	return NULL;
}

#else
const char *
kcrypto_asm_on_stack(void *stack __always_unused, size_t size __always_unused,
		     void (*fn)(struct kcrypto_asm_stack_call *)
			     __always_unused,
		     struct kcrypto_asm_stack_call *call __always_unused)
{
	return "no private-stack calls on this architecture (x86-64 only)";
}

#endif

#if defined(__x86_64__) || defined(__aarch64__) || defined(__arm__)
/*
 * The register trampoline: kc_regs_trampoline(CALL) fills every vector
 * register of the set CALL->set names with the 16 bytes at CALL->fill,
 * calls CALL->fn with the five integer arguments, and stores the same
 * registers at CALL->out, 64 bytes apart, before any other instruction
 * can touch them. It keeps what the ABI has the callee keep (ARM's d8-d15,
 * the low halves of arm64's v8-v15) for its own caller; the rest of the
 * vector registers are the caller's to lose.
 */
struct kc_regs_call {
	void (*fn)(void);
	unsigned long args[5];
	const u8 *fill;
	u8 *out;
	unsigned long set;
};

/* The offsets the assembly below uses. */
#define KC_REGS_OFF(n) ((n) * sizeof(long))
static_assert(offsetof(struct kc_regs_call, fn) == 0);
static_assert(offsetof(struct kc_regs_call, args) == KC_REGS_OFF(1));
static_assert(offsetof(struct kc_regs_call, fill) == KC_REGS_OFF(6));
static_assert(offsetof(struct kc_regs_call, out) == KC_REGS_OFF(7));
static_assert(offsetof(struct kc_regs_call, set) == KC_REGS_OFF(8));
static_assert(KCRYPTO_ASM_REG_BYTES == 64);

#if defined(__x86_64__)
void kc_regs_trampoline(struct kc_regs_call *call) __asm__("kc_regs_trampoline");

/* Sets 0: xmm0-15, 1: ymm0-15, 2: zmm0-31. */
/* clang-format off */
__asm__(".text\n"
	".p2align 4\n"
	".type kc_regs_trampoline, @function\n"
	"kc_regs_trampoline:\n"
	"	push	%rbx\n"		/* and the stack is 16-byte aligned */
	"	mov	%rdi, %rbx\n"
	"	mov	48(%rbx), %rax\n"
	"	cmpq	$1, 64(%rbx)\n"
	"	je	2f\n"
	"	ja	3f\n"
	"	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n"
	"	movdqu	(%rax), %xmm\\i\n"
	"	.endr\n"
	"	jmp	4f\n"
	"2:	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n"
	"	vbroadcastf128 (%rax), %ymm\\i\n"
	"	.endr\n"
	"	jmp	4f\n"
	"3:	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,"
	"16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n"
	"	vbroadcastf32x4 (%rax), %zmm\\i\n"
	"	.endr\n"
	"4:	mov	8(%rbx), %rdi\n"
	"	mov	16(%rbx), %rsi\n"
	"	mov	24(%rbx), %rdx\n"
	"	mov	32(%rbx), %rcx\n"
	"	mov	40(%rbx), %r8\n"
	"	call	*(%rbx)\n"
	"	mov	56(%rbx), %rax\n"
	"	cmpq	$1, 64(%rbx)\n"
	"	je	2f\n"
	"	ja	3f\n"
	"	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n"
	"	movdqu	%xmm\\i, \\i*64(%rax)\n"
	"	.endr\n"
	"	jmp	5f\n"
	"2:	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n"
	"	vmovdqu	%ymm\\i, \\i*64(%rax)\n"
	"	.endr\n"
	"	jmp	4f\n"
	"3:	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,"
	"16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n"
	"	vmovdqu64 %zmm\\i, \\i*64(%rax)\n"
	"	.endr\n"
	"4:	vzeroupper\n"
	"5:	pop	%rbx\n"
	"	ret\n"
	".size kc_regs_trampoline, .-kc_regs_trampoline\n");
/* clang-format on */

/*
 * Which vector registers the OS saves and the trampoline can fill, from
 * CPUID and XCR0 (the Intel SDM, 13.2 and 15.2): 2 for zmm0-31 (AVX-512F,
 * XCR0 opmask, ZMM_Hi256 and Hi16_ZMM with SSE and AVX), 1 for ymm0-15
 * (AVX, XCR0 SSE and AVX), else 0 for xmm0-15. Not what the shim's
 * boot_cpu_has() says: KCRYPTO_FORCE_GENERIC=1 hides features from the
 * glue, not from this.
 */
static unsigned long kc_regs_set(void)
{
	unsigned int a, b, c, d, lo, hi;
	u64 xcr0;

	if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) ||
	    !(c & bit_AVX))
		return 0;
	__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
	xcr0 = ((u64)hi << 32) | lo;
	if ((xcr0 & 0x6) != 0x6)
		return 0;
	if (__get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_AVX512F) &&
	    (xcr0 & 0xe6) == 0xe6)
		return 2;
	return 1;
}

static void kc_regs_shape(struct kcrypto_asm_regs *regs, unsigned long set)
{
	static const char *const names[] = { "xmm", "ymm", "zmm" };

	regs->nregs = set == 2 ? 32 : 16;
	regs->bytes = 16 << set;
	regs->name = names[set];
}

#elif defined(__aarch64__)
void kc_regs_trampoline(struct kc_regs_call *call) __asm__("kc_regs_trampoline");

/* One set: v0-v31, whole. */
/* clang-format off */
__asm__(".text\n"
	".p2align 4\n"
	".type kc_regs_trampoline, %function\n"
	"kc_regs_trampoline:\n"
	"	stp	x29, x30, [sp, #-96]!\n"
	"	mov	x29, sp\n"
	"	stp	x19, x20, [sp, #16]\n"
	"	stp	d8, d9, [sp, #32]\n"
	"	stp	d10, d11, [sp, #48]\n"
	"	stp	d12, d13, [sp, #64]\n"
	"	stp	d14, d15, [sp, #80]\n"
	"	mov	x19, x0\n"
	"	ldr	x9, [x19, #48]\n"
	"	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,"
	"16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n"
	"	ldr	q\\i, [x9]\n"
	"	.endr\n"
	"	ldp	x0, x1, [x19, #8]\n"
	"	ldp	x2, x3, [x19, #24]\n"
	"	ldr	x4, [x19, #40]\n"
	"	ldr	x9, [x19]\n"
	"	blr	x9\n"
	"	ldr	x9, [x19, #56]\n"
	"	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,"
	"16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31\n"
	"	str	q\\i, [x9, #\\i * 64]\n"
	"	.endr\n"
	"	ldp	d14, d15, [sp, #80]\n"
	"	ldp	d12, d13, [sp, #64]\n"
	"	ldp	d10, d11, [sp, #48]\n"
	"	ldp	d8, d9, [sp, #32]\n"
	"	ldp	x19, x20, [sp, #16]\n"
	"	ldp	x29, x30, [sp], #96\n"
	"	ret\n"
	".size kc_regs_trampoline, .-kc_regs_trampoline\n");
/* clang-format on */

/* Every arm64 Linux process has FP/SIMD: v0-v31. */
#define KC_REGS_NREGS 32
#define KC_REGS_NAME "v"

static unsigned long kc_regs_set(void)
{
	return 0;
}
#else
/*
 * One set: q0-q15 (d0-d31), which NEON has. Naked, so that the compiler
 * gives it the ARM or Thumb-2 state of the rest of the file, and the code
 * assembles in both.
 */
__attribute__((__naked__, __noinline__)) static void
kc_regs_trampoline(struct kc_regs_call *call __always_unused)
{
	/* clang-format off */
	__asm__ volatile(
		".fpu	neon\n"
		"	push	{r4, r5, r6, lr}\n"
		"	vpush	{d8-d15}\n"
		"	mov	r4, r0\n"
		"	ldr	r12, [r4, #24]\n"
		"	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n"
		"	vld1.8	{q\\i}, [r12]\n"
		"	.endr\n"
		"	ldr	r0, [r4, #4]\n"
		"	ldr	r1, [r4, #8]\n"
		"	ldr	r2, [r4, #12]\n"
		"	ldr	r3, [r4, #16]\n"
		"	ldr	r5, [r4, #20]\n"
		"	sub	sp, sp, #8\n"	/* the fifth argument, 8-aligned */
		"	str	r5, [sp]\n"
		"	ldr	r12, [r4]\n"
		"	blx	r12\n"
		"	add	sp, sp, #8\n"
		"	ldr	r12, [r4, #28]\n"
		"	.irp i, 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15\n"
		"	vst1.8	{q\\i}, [r12]\n"
		"	add	r12, r12, #64\n"
		"	.endr\n"
		"	vpop	{d8-d15}\n"
		"	pop	{r4, r5, r6, pc}\n");
	/* clang-format on */
}

/* NEON, and with it d16-d31 (0), or no set at all (1). */
#define KC_REGS_NREGS 16
#define KC_REGS_NAME "q"

static unsigned long kc_regs_set(void)
{
	return (getauxval(AT_HWCAP) & HWCAP_NEON) ? 0 : 1;
}
#endif

#ifndef __x86_64__
static void kc_regs_shape(struct kcrypto_asm_regs *regs,
			  unsigned long set __always_unused)
{
	regs->nregs = KC_REGS_NREGS;
	regs->bytes = 16;
	regs->name = KC_REGS_NAME;
}
#endif

const char *kcrypto_asm_regs(const char *sym, const unsigned long args[5],
			     struct kcrypto_asm_regs *regs)
{
	static const u8 fill[16] = "kcrypto-regfill";
	const struct kc_asm_fn *f;
	struct kc_regs_call call;

	for (f = kc_asm_fns; f->fn.sym; f++)
		if (!strcmp(f->fn.sym, sym))
			break;
	if (!f->fn.sym)
		return "not an assembly function wrapped in this program";
	memset(regs, 0, sizeof(*regs));
	memcpy(regs->fill, fill, sizeof(fill));
	call.fn = f->real;
	memcpy(call.args, args, sizeof(call.args));
	call.fill = regs->fill;
	call.out = &regs->reg[0][0];
	call.set = kc_regs_set();
#ifdef __arm__
	if (call.set)
		return "no NEON here (HWCAP_NEON)";
#endif
	kc_regs_shape(regs, call.set);
	kc_regs_trampoline(&call);
	return NULL;
}
#else
const char *kcrypto_asm_regs(const char *sym __always_unused,
			     const unsigned long args[5] __always_unused,
			     struct kcrypto_asm_regs *regs __always_unused)
{
	return "no register trampoline on this architecture";
}
#endif
