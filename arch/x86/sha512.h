/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 arch glue for x86-64: the fastest block function the CPU
 * can run, chosen once at init: AVX-512VL (the AVX2 code with VPRORQ in the
 * message schedule), else AVX2 with BMI1 and BMI2 (both in
 * sha512-avx2-asm.S), else SSSE3 (sha512-ssse3-asm.S), else the generic
 * C code. Each runs in kernel-mode FPU sections of at most 4 KiB, and only
 * where the FPU is usable (irq_fpu_usable()); elsewhere the generic code
 * runs. impl= (avx512, avx2, ssse3, generic) forces a path the CPU can run
 * (<crypto/internal/kcrypto-arch.h>). Included by lib/crypto/sha512.c,
 * after sha512_blocks_generic().
 */
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/internal/kcrypto-arch.h>
#include <linux/build_bug.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/stddef.h>

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_SHA512_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

enum {
	SHA512_GENERIC,
	SHA512_SSSE3,
	SHA512_AVX2,
	SHA512_AVX512,
	SHA512_NPATHS
};

static const char *const sha512_path_names[] = { "generic", "ssse3", "avx2",
						 "avx512" };

/*
 * The hot path tests only the static key (any SIMD path); inside the FPU
 * section the path picks the function.
 */
static int sha512_path __kcrypto_arch_state;
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(have_sha512_simd);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "avx512, avx2, ssse3 or generic (default: the best)");

/* The asm files load and store a..h as eight words at the start. */
static_assert(offsetof(struct sha512_block_state, h) == 0);
static_assert(sizeof(struct sha512_block_state) == 64);

asmlinkage void sha512_transform_avx512(struct sha512_block_state *state,
					const u8 *data, size_t nblocks);
asmlinkage void sha512_transform_rorx(struct sha512_block_state *state,
				      const u8 *data, size_t nblocks);
asmlinkage void sha512_transform_ssse3(struct sha512_block_state *state,
				       const u8 *data, size_t nblocks);

/* At most 4 KiB of data per kernel-mode FPU section (preemption is off). */
#define SHA512_FPU_BLOCKS (4096 / SHA512_BLOCK_SIZE)

/*
 * The AVX2 code needs the OS to save the YMM registers (XCR0), and the
 * AVX-512VL code the AVX-512 state too, which the kernel reports through
 * cpu_has_xfeatures(); UML defines these as true (arch/um/sha512.h).
 */
#ifndef sha512_x86_ymm_usable
#define sha512_x86_ymm_usable()                                                \
	cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL)
#endif
#ifndef sha512_x86_avx512_state_usable
#define sha512_x86_avx512_state_usable()                                       \
	cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM |              \
				  XFEATURE_MASK_AVX512,                        \
			  NULL)
#endif

static bool sha512_path_usable(int path)
{
	switch (path) {
	case SHA512_AVX512:
		return sha512_path_usable(SHA512_AVX2) &&
		       boot_cpu_has(X86_FEATURE_AVX512F) &&
		       boot_cpu_has(X86_FEATURE_AVX512VL) &&
		       sha512_x86_avx512_state_usable();
	case SHA512_AVX2:
		return boot_cpu_has(X86_FEATURE_AVX2) &&
		       boot_cpu_has(X86_FEATURE_BMI1) &&
		       boot_cpu_has(X86_FEATURE_BMI2) &&
		       sha512_x86_ymm_usable();
	case SHA512_SSSE3:
		return boot_cpu_has(X86_FEATURE_SSSE3);
	default:
		return true;
	}
}

/* The key goes off before, and on after, the path changes. */
static void sha512_set_path(int path)
{
	if (path == SHA512_GENERIC)
		static_branch_disable(&have_sha512_simd);
	sha512_path = path;
	if (path != SHA512_GENERIC)
		static_branch_enable(&have_sha512_simd);
}

#ifdef KCRYPTO_SHA512_ARCH_HOOKS
struct kcrypto_arch_test kcrypto_sha512_arch_test =
	KCRYPTO_ARCH_TEST_INIT(sha512_path_names, SHA512_NPATHS,
			       sha512_path_usable, sha512_set_path,
			       &sha512_path);
EXPORT_SYMBOL_GPL(kcrypto_sha512_arch_test);
#endif

static void sha512_blocks(struct sha512_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (!static_branch_likely(&have_sha512_simd) || !irq_fpu_usable()) {
		sha512_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, SHA512_FPU_BLOCKS);

		kernel_fpu_begin();
		if (sha512_path == SHA512_AVX512)
			sha512_transform_avx512(state, data, n);
		else if (sha512_path == SHA512_AVX2)
			sha512_transform_rorx(state, data, n);
		else
			sha512_transform_ssse3(state, data, n);
		kernel_fpu_end();
		kcrypto_arch_test_count();
		data += n * SHA512_BLOCK_SIZE;
		nblocks -= n;
	}
}

#define sha512_arch_name_arch sha512_arch_name_arch
static const char *sha512_arch_name_arch(void)
{
	return sha512_path ? sha512_path_names[sha512_path] : NULL;
}

#define sha512_mod_init_arch sha512_mod_init_arch
static void __init sha512_mod_init_arch(void)
{
	int path = kcrypto_arch_choose("kcrypto_sha512", impl,
				       sha512_path_names, SHA512_NPATHS,
				       sha512_path_usable, NULL);

	sha512_set_path(path);
}
