/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 arch glue for arm64: the ARMv8.2 SHA-512 instructions
 * where the CPU has them, else the generic C code.
 */
#include <asm/cpufeature.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/stddef.h>
#include "../../compat/kcrypto-compat.h"

/* sha512-ce-core.S loads and stores a..h as eight words at the start. */
static_assert(offsetof(struct sha512_block_state, h) == 0);
static_assert(sizeof(struct sha512_block_state) == 64);

asmlinkage void sha512_ce_transform(struct sha512_block_state *state,
				    const u8 *data, size_t nblocks);

#define KCRYPTO_GLUE_MODULE "kcrypto_sha512"
#define KCRYPTO_GLUE_PATHS "generic", "ce"
#ifdef KCRYPTO_SHA512_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_sha512_arch_test
#endif
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
{
	return !path || cpu_have_named_feature(SHA512);
}

static void sha512_blocks(struct sha512_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (!kcrypto_glue_simd() || !likely(may_use_simd())) {
		sha512_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		/* At most 4 KiB per NEON section. */
		size_t n = min_t(size_t, nblocks, 4096 / SHA512_BLOCK_SIZE);
		struct kcrypto_simd_state st;

		kcrypto_simd_begin(&st);
		sha512_ce_transform(state, data, n);
		kcrypto_simd_end(&st);
		kcrypto_glue_count();
		data += n * SHA512_BLOCK_SIZE;
		nblocks -= n;
	}
}
