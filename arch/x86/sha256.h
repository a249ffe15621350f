/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for x86-64: the fastest block function the CPU can run,
 * chosen once at init: SHA-NI (sha256-ni-asm.S, which also hashes two
 * messages at once for sha256_finup_2x()), else AVX2 with BMI2
 * (sha256-avx2-asm.S), else SSSE3 (sha256-ssse3-asm.S), else the generic C
 * code. Each runs in kernel-mode FPU sections of at most 4 KiB, and only
 * where the FPU is usable (irq_fpu_usable()); elsewhere the generic code
 * runs. impl= (ni, avx2, ssse3, generic) forces a path the CPU can run
 * (<crypto/internal/kcrypto-arch.h>). Included by lib/crypto/sha256.c,
 * after sha256_blocks_generic().
 */
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/internal/kcrypto-arch.h>
#include "../../compat/kcrypto-compat.h"
#include <linux/build_bug.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/stddef.h>

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_SHA256_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

enum { SHA256_GENERIC, SHA256_SSSE3, SHA256_AVX2, SHA256_NI, SHA256_NPATHS };
static const char *const sha256_path_names[] = { "generic", "ssse3", "avx2",
						 "ni" };

/*
 * The hot path tests only the static key (any SIMD path); inside the FPU
 * section a switch on the path picks the function.
 */
static int sha256_path __kcrypto_arch_state;
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(have_sha256_simd);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "ni, avx2, ssse3 or generic (default: the best)");

/* The asm files load and store a..h as eight words at the start. */
static_assert(offsetof(struct sha256_block_state, h) == 0);
static_assert(sizeof(struct sha256_block_state) == 32);

asmlinkage void sha256_ni_transform(struct sha256_block_state *state,
				    const u8 *data, size_t nblocks);
asmlinkage void sha256_ni_transform_2x(struct sha256_block_state *state1,
				       struct sha256_block_state *state2,
				       const u8 *data1, const u8 *data2,
				       size_t nblocks);
asmlinkage void sha256_transform_avx2(struct sha256_block_state *state,
				      const u8 *data, size_t nblocks);
asmlinkage void sha256_transform_ssse3(struct sha256_block_state *state,
				       const u8 *data, size_t nblocks);

/* About 4 KiB of data per kernel-mode FPU section (preemption is off). */
#define SHA256_FPU_BLOCKS (4096 / SHA256_BLOCK_SIZE)

/*
 * The AVX2 code needs the OS to save the YMM registers (XCR0), which the
 * kernel reports through cpu_has_xfeatures(). UML defines this as true: its
 * CPU flags come from the host's /proc/cpuinfo, where the host kernel
 * clears AVX and AVX2 when it doesn't.
 */
#ifndef sha256_x86_ymm_usable
#define sha256_x86_ymm_usable()                                                \
	cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL)
#endif

static bool sha256_path_usable(int path)
{
	switch (path) {
	case SHA256_NI:
		return boot_cpu_has(X86_FEATURE_SHA_NI) &&
		       boot_cpu_has(X86_FEATURE_SSSE3);
	case SHA256_AVX2:
		return boot_cpu_has(X86_FEATURE_AVX2) &&
		       boot_cpu_has(X86_FEATURE_BMI2) &&
		       sha256_x86_ymm_usable();
	case SHA256_SSSE3:
		return boot_cpu_has(X86_FEATURE_SSSE3);
	default:
		return true;
	}
}

/* The key goes off before, and on after, the path changes. */
static void sha256_set_path(int path)
{
	if (path == SHA256_GENERIC)
		static_branch_disable(&have_sha256_simd);
	sha256_path = path;
	if (path != SHA256_GENERIC)
		static_branch_enable(&have_sha256_simd);
}

#ifdef KCRYPTO_SHA256_ARCH_HOOKS
struct kcrypto_arch_test kcrypto_sha256_arch_test =
	KCRYPTO_ARCH_TEST_INIT(sha256_path_names, SHA256_NPATHS,
			       sha256_path_usable, sha256_set_path,
			       &sha256_path);
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_test);
#endif

static void sha256_blocks(struct sha256_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (!static_branch_likely(&have_sha256_simd) || !irq_fpu_usable()) {
		sha256_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, SHA256_FPU_BLOCKS);

		kernel_fpu_begin();
		if (sha256_path == SHA256_NI)
			sha256_ni_transform(state, data, n);
		else if (sha256_path == SHA256_AVX2)
			sha256_transform_avx2(state, data, n);
		else
			sha256_transform_ssse3(state, data, n);
		kernel_fpu_end();
		kcrypto_arch_test_count();
		data += n * SHA256_BLOCK_SIZE;
		nblocks -= n;
	}
}

/*
 * The two-message finish in lib/crypto/sha256.c runs on these: whether
 * SHA-NI can be used here, one FPU section (counted), and the interleaved
 * block function, at most SHA256_2X_MAX_BLOCKS_ARCH blocks of each message
 * per section.
 */
#define sha256_2x_usable_arch sha256_2x_usable_arch
static bool sha256_2x_usable_arch(void)
{
	return static_branch_likely(&have_sha256_simd) &&
	       sha256_path == SHA256_NI && irq_fpu_usable();
}

static void sha256_2x_begin_arch(struct kcrypto_simd_state *st __always_unused)
{
	kernel_fpu_begin();
	kcrypto_arch_test_count();
}

static void sha256_2x_end_arch(struct kcrypto_simd_state *st __always_unused)
{
	kernel_fpu_end();
}

#define SHA256_2X_MAX_BLOCKS_ARCH (SHA256_FPU_BLOCKS / 2)
#define sha256_blocks_2x_arch sha256_ni_transform_2x

#define sha256_finup_2x_is_optimized_arch sha256_finup_2x_is_optimized_arch
static bool sha256_finup_2x_is_optimized_arch(void)
{
	return sha256_path == SHA256_NI;
}

#define sha256_arch_name_arch sha256_arch_name_arch
static const char *sha256_arch_name_arch(void)
{
	return sha256_path ? sha256_path_names[sha256_path] : NULL;
}

#define sha256_mod_init_arch sha256_mod_init_arch
static void __init sha256_mod_init_arch(void)
{
	int path = kcrypto_arch_choose("kcrypto_sha256", impl,
				       sha256_path_names, SHA256_NPATHS,
				       sha256_path_usable, NULL);

	sha256_set_path(path);
}
