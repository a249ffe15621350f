/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 arch glue for x86-64 (and UML on it): the fastest block
 * function the CPU can run, AVX-512VL (the AVX2 code with VPRORQ in the
 * message schedule), AVX2 with BMI1 and BMI2, SSSE3, else the generic C
 * code.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/stddef.h>
#include "kcrypto-fpu.h"

/* The asm files load and store a..h as eight words at the start. */
static_assert(offsetof(struct sha512_block_state, h) == 0);
static_assert(sizeof(struct sha512_block_state) == 64);

asmlinkage void sha512_transform_avx512(struct sha512_block_state *state,
					const u8 *data, size_t nblocks);
asmlinkage void sha512_transform_rorx(struct sha512_block_state *state,
				      const u8 *data, size_t nblocks);
asmlinkage void sha512_transform_ssse3(struct sha512_block_state *state,
				       const u8 *data, size_t nblocks);

enum { SHA512_GENERIC, SHA512_SSSE3, SHA512_AVX2, SHA512_AVX512 };
#define KCRYPTO_GLUE_MODULE "kcrypto_sha512"
#define KCRYPTO_GLUE_PATHS "generic", "ssse3", "avx2", "avx512"
#ifdef KCRYPTO_SHA512_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_sha512_arch_test
#endif
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
{
	bool avx2 = boot_cpu_has(X86_FEATURE_AVX2) &&
		    boot_cpu_has(X86_FEATURE_BMI1) &&
		    boot_cpu_has(X86_FEATURE_BMI2) && kcrypto_x86_ymm_usable();

	switch (path) {
	case SHA512_AVX512:
		return avx2 && boot_cpu_has(X86_FEATURE_AVX512F) &&
		       boot_cpu_has(X86_FEATURE_AVX512VL) &&
		       kcrypto_x86_zmm_usable();
	case SHA512_AVX2:
		return avx2;
	case SHA512_SSSE3:
		return boot_cpu_has(X86_FEATURE_SSSE3);
	default:
		return true;
	}
}

static void sha512_blocks(struct sha512_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (!kcrypto_glue_simd() || !irq_fpu_usable()) {
		sha512_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		/* At most 4 KiB per FPU section: preemption is off there. */
		size_t n = min_t(size_t, nblocks, 4096 / SHA512_BLOCK_SIZE);

		kernel_fpu_begin();
		if (kcrypto_glue_path == SHA512_AVX512)
			sha512_transform_avx512(state, data, n);
		else if (kcrypto_glue_path == SHA512_AVX2)
			sha512_transform_rorx(state, data, n);
		else
			sha512_transform_ssse3(state, data, n);
		kernel_fpu_end();
		kcrypto_glue_count();
		data += n * SHA512_BLOCK_SIZE;
		nblocks -= n;
	}
}
