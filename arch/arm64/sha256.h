/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for arm64: the ARMv8 Crypto Extension block function
 * when the CPU has SHA2 (HWCAP_SHA2) and NEON is usable in this context,
 * else the generic C code. Included by lib/crypto/sha256.c, after
 * sha256_blocks_generic().
 *
 * Module parameter: kcrypto_sha256.ce=0 keeps the generic code on a CPU
 * with SHA2, for comparisons and for testing the generic path in a kernel
 * (no qemu CPU model lacks SHA2, and arm64 has no id_aa64isar0 override).
 */
#include <asm/cpufeature.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-sha256-arch.h>
#include <linux/build_bug.h>
#include <linux/export.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/stddef.h>

static __ro_after_init DEFINE_STATIC_KEY_FALSE(have_sha256_ce);

static bool sha256_ce_allowed = true;
module_param_named(ce, sha256_ce_allowed, bool, 0444);
MODULE_PARM_DESC(ce, "Use the SHA-2 instructions if the CPU has them");

#ifdef KCRYPTO_SHA256_ARCH_HOOKS
#include <linux/atomic.h>

/* For tests/sha256_arch_kunit.c: which path runs, and how often. */
static atomic_long_t sha256_ce_sections = ATOMIC_LONG_INIT(0);

bool kcrypto_sha256_arch_enabled(void)
{
	return static_key_enabled(&have_sha256_ce);
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_enabled);

unsigned long kcrypto_sha256_arch_sections(void)
{
	return atomic_long_read(&sha256_ce_sections);
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_sections);

static inline void sha256_ce_count_section(void)
{
	atomic_long_inc(&sha256_ce_sections);
}
#else
static inline void sha256_ce_count_section(void)
{
}
#endif

asmlinkage void sha256_ce_transform(struct sha256_block_state *state,
				    const u8 *data, size_t nblocks);

/* sha256-ce-core.S loads and stores a..h as eight words at the start. */
static_assert(offsetof(struct sha256_block_state, h) == 0);
static_assert(sizeof(struct sha256_block_state) == 32);

/* At most 4 KiB of data per kernel-mode NEON section. */
#define SHA256_CE_MAX_BLOCKS (4096 / SHA256_BLOCK_SIZE)

static void sha256_blocks(struct sha256_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (static_branch_likely(&have_sha256_ce) && likely(may_use_simd())) {
		while (nblocks) {
			size_t n = min_t(size_t, nblocks, SHA256_CE_MAX_BLOCKS);

			kernel_neon_begin();
			sha256_ce_transform(state, data, n);
			kernel_neon_end();
			sha256_ce_count_section();
			data += n * SHA256_BLOCK_SIZE;
			nblocks -= n;
		}
	} else {
		sha256_blocks_generic(state, data, nblocks);
	}
}

#define sha256_arch_name_arch sha256_arch_name_arch
static const char *sha256_arch_name_arch(void)
{
	return static_key_enabled(&have_sha256_ce) ? "ce" : NULL;
}

#define sha256_mod_init_arch sha256_mod_init_arch
static void sha256_mod_init_arch(void)
{
	if (sha256_ce_allowed && cpu_have_named_feature(SHA2))
		static_branch_enable(&have_sha256_ce);
}
