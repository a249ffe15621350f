/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for x86-64 (and UML on it): the fastest block function
 * the CPU can run, SHA-NI (which also hashes two messages at once for
 * sha256_finup_2x()), AVX2 with BMI2, SSSE3, else the generic C code.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/stddef.h>
#include "../../compat/kcrypto-compat.h"
#include "kcrypto-fpu.h"

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

enum { SHA256_GENERIC, SHA256_SSSE3, SHA256_AVX2, SHA256_NI };
#define KCRYPTO_GLUE_MODULE "kcrypto_sha256"
#define KCRYPTO_GLUE_PATHS "generic", "ssse3", "avx2", "ni"
#ifdef KCRYPTO_SHA256_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_sha256_arch_test
#endif
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
{
	switch (path) {
	case SHA256_NI:
		return boot_cpu_has(X86_FEATURE_SHA_NI) &&
		       boot_cpu_has(X86_FEATURE_SSSE3);
	case SHA256_AVX2:
		return boot_cpu_has(X86_FEATURE_AVX2) &&
		       boot_cpu_has(X86_FEATURE_BMI2) &&
		       kcrypto_x86_ymm_usable();
	case SHA256_SSSE3:
		return boot_cpu_has(X86_FEATURE_SSSE3);
	default:
		return true;
	}
}

/* At most 4 KiB per FPU section: preemption is off there. */
#define SHA256_FPU_BLOCKS (4096 / SHA256_BLOCK_SIZE)

static void sha256_blocks(struct sha256_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (!kcrypto_glue_simd() || !irq_fpu_usable()) {
		sha256_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, SHA256_FPU_BLOCKS);

		kernel_fpu_begin();
		if (kcrypto_glue_path == SHA256_NI)
			sha256_ni_transform(state, data, n);
		else if (kcrypto_glue_path == SHA256_AVX2)
			sha256_transform_avx2(state, data, n);
		else
			sha256_transform_ssse3(state, data, n);
		kernel_fpu_end();
		kcrypto_glue_count();
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
	return kcrypto_glue_simd() && kcrypto_glue_path == SHA256_NI &&
	       irq_fpu_usable();
}

static void sha256_2x_begin_arch(struct kcrypto_simd_state *st __always_unused)
{
	kernel_fpu_begin();
	kcrypto_glue_count();
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
	return kcrypto_glue_path == SHA256_NI;
}
