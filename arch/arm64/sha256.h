/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for arm64: the ARMv8 Crypto Extension block function
 * when the CPU has SHA2 (HWCAP_SHA2) and NEON is usable in this context,
 * else the generic C code. Included by lib/crypto/sha256.c, after
 * sha256_blocks_generic().
 */
#include <asm/cpufeature.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/linkage.h>

static __ro_after_init DEFINE_STATIC_KEY_FALSE(have_sha256_ce);

asmlinkage void sha256_ce_transform(struct sha256_block_state *state,
				    const u8 *data, size_t nblocks);

/* At most 4 KiB of data per kernel-mode NEON section. */
#define SHA256_CE_MAX_BLOCKS (4096 / SHA256_BLOCK_SIZE)

static void sha256_blocks(struct sha256_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (static_branch_likely(&have_sha256_ce) && likely(may_use_simd())) {
		do {
			size_t n = min_t(size_t, nblocks, SHA256_CE_MAX_BLOCKS);

			kernel_neon_begin();
			sha256_ce_transform(state, data, n);
			kernel_neon_end();
			data += n * SHA256_BLOCK_SIZE;
			nblocks -= n;
		} while (nblocks);
	} else {
		sha256_blocks_generic(state, data, nblocks);
	}
}

#define sha256_mod_init_arch sha256_mod_init_arch
static void sha256_mod_init_arch(void)
{
	if (cpu_have_named_feature(SHA2))
		static_branch_enable(&have_sha256_ce);
}
