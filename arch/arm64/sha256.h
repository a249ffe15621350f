/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for arm64: the ARMv8 Crypto Extension block function
 * (and its two-message version for sha256_finup_2x()) where the CPU has
 * SHA2, else the generic C code. No qemu CPU model lacks SHA2: impl=generic
 * is how a kernel test runs the generic path.
 */
#include <asm/cpufeature.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/stddef.h>
#include "../../compat/kcrypto-compat.h"

/* sha256-ce-core.S loads and stores a..h as eight words at the start. */
static_assert(offsetof(struct sha256_block_state, h) == 0);
static_assert(sizeof(struct sha256_block_state) == 32);

asmlinkage void sha256_ce_transform(struct sha256_block_state *state,
				    const u8 *data, size_t nblocks);
asmlinkage void sha256_ce_transform_2x(struct sha256_block_state *state1,
				       struct sha256_block_state *state2,
				       const u8 *data1, const u8 *data2,
				       size_t nblocks);

#define KCRYPTO_GLUE_MODULE "kcrypto_sha256"
#define KCRYPTO_GLUE_PATHS "generic", "ce"
#ifdef KCRYPTO_SHA256_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_sha256_arch_test
#endif
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
{
	return !path || cpu_have_named_feature(SHA2);
}

/* At most 4 KiB per NEON section. */
#define SHA256_CE_MAX_BLOCKS (4096 / SHA256_BLOCK_SIZE)

static void sha256_blocks(struct sha256_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (!kcrypto_glue_simd() || !likely(may_use_simd())) {
		sha256_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, SHA256_CE_MAX_BLOCKS);
		struct kcrypto_simd_state st;

		kcrypto_simd_begin(&st);
		sha256_ce_transform(state, data, n);
		kcrypto_simd_end(&st);
		kcrypto_glue_count();
		data += n * SHA256_BLOCK_SIZE;
		nblocks -= n;
	}
}

/*
 * The two-message finish in lib/crypto/sha256.c runs on these: whether the
 * CE code can be used here, one NEON section (counted), and the interleaved
 * block function, at most SHA256_2X_MAX_BLOCKS_ARCH blocks of each message
 * per section.
 */
#define sha256_2x_usable_arch sha256_2x_usable_arch
static bool sha256_2x_usable_arch(void)
{
	return kcrypto_glue_simd() && may_use_simd();
}

static void sha256_2x_begin_arch(struct kcrypto_simd_state *st)
{
	kcrypto_simd_begin(st);
	kcrypto_glue_count();
}

static void sha256_2x_end_arch(struct kcrypto_simd_state *st)
{
	kcrypto_simd_end(st);
}

#define SHA256_2X_MAX_BLOCKS_ARCH (SHA256_CE_MAX_BLOCKS / 2)
#define sha256_blocks_2x_arch sha256_ce_transform_2x

#define sha256_finup_2x_is_optimized_arch sha256_finup_2x_is_optimized_arch
static bool sha256_finup_2x_is_optimized_arch(void)
{
	return kcrypto_glue_simd();
}
