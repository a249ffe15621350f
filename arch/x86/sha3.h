/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-3/SHAKE arch glue for x86-64: Keccak-f[1600] and the absorb loop
 * with AVX-512VL (VPTERNLOGQ, VPROLQ, the 32 EVEX xmm registers) where the
 * CPU and the OS have it, else the generic C code.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include "kcrypto-fpu.h"

/* The assembly loads and stores the 25 lanes, lane x + 5y at 8(x + 5y). */
static_assert(sizeof(struct sha3_state) == 200);

asmlinkage void sha3_avx512_keccakf(struct sha3_state *state);
asmlinkage void sha3_avx512_absorb_blocks(struct sha3_state *state,
					  const u8 *data, size_t nblocks,
					  size_t block_size);

#define KCRYPTO_GLUE_MODULE "kcrypto_sha3"
#define KCRYPTO_GLUE_PATHS "generic", "avx512"
#ifdef KCRYPTO_SHA3_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_sha3_arch_test
#endif
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
{
	return !path ||
	       (boot_cpu_has(X86_FEATURE_AVX512F) &&
		boot_cpu_has(X86_FEATURE_AVX512VL) && kcrypto_x86_zmm_usable());
}

static void sha3_keccakf(struct sha3_state *state)
{
	if (!kcrypto_glue_simd() || !irq_fpu_usable()) {
		sha3_keccakf_generic(state);
		return;
	}
	kernel_fpu_begin();
	sha3_avx512_keccakf(state);
	kernel_fpu_end();
	kcrypto_glue_count();
}

static void sha3_absorb_blocks(struct sha3_state *state, const u8 *data,
			       size_t nblocks, size_t block_size)
{
	if (!kcrypto_glue_simd() || !irq_fpu_usable() ||
	    !sha3_fips_rate(block_size)) {
		sha3_absorb_blocks_generic(state, data, nblocks, block_size);
		return;
	}
	while (nblocks) {
		/* At most 4 KiB per FPU section: preemption is off there. */
		size_t n = min_t(size_t, nblocks, 4096 / block_size);

		kernel_fpu_begin();
		sha3_avx512_absorb_blocks(state, data, n, block_size);
		kernel_fpu_end();
		kcrypto_glue_count();
		data += n * block_size;
		nblocks -= n;
	}
}
