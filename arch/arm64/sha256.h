/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for arm64: the ARMv8 Crypto Extension block function
 * (and its two-message version for sha256_finup_2x()) when the CPU has SHA2
 * (HWCAP_SHA2) and NEON is usable in this context, else the generic C code.
 * Included by lib/crypto/sha256.c, after sha256_blocks_generic().
 *
 * Module parameters, for comparisons and for testing the generic path in a
 * kernel (no qemu CPU model lacks SHA2, and arm64 has no id_aa64isar0
 * override):
 *   kcrypto_sha256.impl=generic  the generic code on a CPU with SHA2
 *   kcrypto_sha256.impl=ce       the CE code (the automatic choice anyway)
 *   kcrypto_sha256.ce=0          the same as impl=generic (older name)
 * On the host: KCRYPTO_SHA256_IMPL=generic, KCRYPTO_SHA256_CE=0.
 */
#include <asm/cpufeature.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-sha256-arch.h>
#include <linux/build_bug.h>
#include <linux/errno.h>
#include <linux/export.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/printk.h>
#include <linux/stddef.h>
#include <linux/string.h>

enum sha256_arm64_path {
	SHA256_ARM64_GENERIC,
	SHA256_ARM64_CE,
};

/* The names impl= takes, in the order of enum sha256_arm64_path. */
static const char *const sha256_arm64_path_names[] = {
	"generic",
	"ce",
};

/* The path chosen at init; have_sha256_ce guards the hot path. */
static int sha256_arm64_path __ro_after_init;
static __ro_after_init DEFINE_STATIC_KEY_FALSE(have_sha256_ce);

static bool sha256_ce_allowed = true;
module_param_named(ce, sha256_ce_allowed, bool, 0444);
MODULE_PARM_DESC(ce, "Use the SHA-2 instructions if the CPU has them");

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl,
		 "SHA-256 code to use: generic or ce (default: automatic)");

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

const char *kcrypto_sha256_arch_impl(void)
{
	return sha256_arm64_path_names[sha256_arm64_path];
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_impl);

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
asmlinkage void sha256_ce_transform_2x(struct sha256_block_state *state1,
				       struct sha256_block_state *state2,
				       const u8 *data1, const u8 *data2,
				       size_t nblocks);

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

/*
 * The two-message finish in lib/crypto/sha256.c runs on these: whether the
 * CE code can be used here, one NEON section (counted), and the interleaved
 * block function, at most SHA256_2X_MAX_BLOCKS_ARCH blocks of each message
 * per section.
 */
#define sha256_2x_usable_arch sha256_2x_usable_arch
static bool sha256_2x_usable_arch(void)
{
	return static_branch_likely(&have_sha256_ce) && may_use_simd();
}

static void sha256_2x_begin_arch(void)
{
	kernel_neon_begin();
	sha256_ce_count_section();
}

static void sha256_2x_end_arch(void)
{
	kernel_neon_end();
}

#define SHA256_2X_MAX_BLOCKS_ARCH (SHA256_CE_MAX_BLOCKS / 2)
#define sha256_blocks_2x_arch sha256_ce_transform_2x

#define sha256_finup_2x_is_optimized_arch sha256_finup_2x_is_optimized_arch
static bool sha256_finup_2x_is_optimized_arch(void)
{
	return static_key_enabled(&have_sha256_ce);
}

#define sha256_arch_name_arch sha256_arch_name_arch
static const char *sha256_arch_name_arch(void)
{
	return static_key_enabled(&have_sha256_ce) ? "ce" : NULL;
}

#define sha256_mod_init_arch sha256_mod_init_arch
static void __init sha256_mod_init_arch(void)
{
	bool have_ce = cpu_have_named_feature(SHA2);
	int path = have_ce && sha256_ce_allowed ? SHA256_ARM64_CE :
						  SHA256_ARM64_GENERIC;
	const char *why = sha256_ce_allowed ? "" : " (ce=0)";
	int forced;

	if (impl && impl[0]) {
		forced = match_string(sha256_arm64_path_names,
				      ARRAY_SIZE(sha256_arm64_path_names),
				      impl);
		if (forced == SHA256_ARM64_CE && !have_ce)
			forced = -EINVAL;
		if (forced < 0) {
			pr_warn("kcrypto_sha256: impl=%s can't run on this CPU or is unknown (generic, ce): automatic choice\n",
				impl);
		} else {
			path = forced;
			why = " (forced by impl=)";
		}
	}
	sha256_arm64_path = path;
	if (path == SHA256_ARM64_CE)
		static_branch_enable(&have_sha256_ce);
	pr_info("kcrypto_sha256: using %s%s\n", sha256_arm64_path_names[path],
		why);
}
