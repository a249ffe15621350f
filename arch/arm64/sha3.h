/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-3/SHAKE arch glue for arm64: Keccak-f[1600] and the absorb loop with
 * the ARMv8.2 SHA-3 instructions where the CPU has them, else the generic
 * C code.
 */
#include <asm/cpufeature.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include "../../compat/kcrypto-compat.h"

/* sha3-ce-core.S loads and stores the 25 lanes, lane x + 5y at 8(x + 5y). */
static_assert(sizeof(struct sha3_state) == 200);

asmlinkage void sha3_ce_keccakf(struct sha3_state *state);
asmlinkage void sha3_ce_absorb_blocks(struct sha3_state *state, const u8 *data,
				      size_t nblocks, size_t block_size);

#define KCRYPTO_GLUE_MODULE "kcrypto_sha3"
#define KCRYPTO_GLUE_PATHS "generic", "ce"
#ifdef KCRYPTO_SHA3_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_sha3_arch_test
#endif
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
{
	return !path || cpu_have_named_feature(SHA3);
}

static void sha3_keccakf(struct sha3_state *state)
{
	struct kcrypto_simd_state st;

	if (!kcrypto_glue_simd() || !likely(may_use_simd())) {
		sha3_keccakf_generic(state);
		return;
	}
	kcrypto_simd_begin(&st);
	sha3_ce_keccakf(state);
	kcrypto_simd_end(&st);
	kcrypto_glue_count();
}

static void sha3_absorb_blocks(struct sha3_state *state, const u8 *data,
			       size_t nblocks, size_t block_size)
{
	if (!kcrypto_glue_simd() || !likely(may_use_simd()) ||
	    !sha3_fips_rate(block_size)) {
		sha3_absorb_blocks_generic(state, data, nblocks, block_size);
		return;
	}
	while (nblocks) {
		/* At most 4 KiB per NEON section. */
		size_t n = min_t(size_t, nblocks, 4096 / block_size);
		struct kcrypto_simd_state st;

		kcrypto_simd_begin(&st);
		sha3_ce_absorb_blocks(state, data, n, block_size);
		kcrypto_simd_end(&st);
		kcrypto_glue_count();
		data += n * block_size;
		nblocks -= n;
	}
}
