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

struct kc_asm_fn {
	struct kcrypto_asm_fn fn;
	atomic_long_t *calls;
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
	fn(COMPRESS, "blake2b", "avx512", blake2b_compress_avx512)
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
	fn(BLOCKS, "sha512", "ce", sha512_ce_transform)
#else
#error "ARCH_ASM_SYMS_ARCH names functions that this file doesn't wrap"
#endif
/* clang-format on */

#define KC_ASM_WRAP(kind, alg, path, sym) KC_WRAP_##kind(sym)
KC_ASM_FNS(KC_ASM_WRAP)

#define KC_ASM_ENTRY(kind, alg, path, sym)                                     \
	{ { alg, path, #sym }, &sym##_calls },
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
