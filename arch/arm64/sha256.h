/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for arm64: the ARMv8 Crypto Extension block function
 * (and its two-message version for sha256_finup_2x()) when the CPU has SHA2
 * (HWCAP_SHA2) and NEON is usable in this context, else the generic C code.
 * impl= ("generic", "ce"; <crypto/internal/kcrypto-arch.h>) picks one: no
 * qemu CPU model lacks SHA2, so impl=generic is how a kernel test runs the
 * generic path. Included by lib/crypto/sha256.c, after
 * sha256_blocks_generic().
 */
#include <asm/cpufeature.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-arch.h>
#include "../../compat/kcrypto-compat.h"
#include <linux/build_bug.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/stddef.h>

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_SHA256_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

enum { SHA256_GENERIC, SHA256_CE, SHA256_NPATHS };
static const char *const sha256_path_names[] = { "generic", "ce" };

static int sha256_path __kcrypto_arch_state;
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(have_sha256_ce);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "SHA-256 code: generic or ce (default: the best)");

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

static bool sha256_path_usable(int path)
{
	return path != SHA256_CE || cpu_have_named_feature(SHA2);
}

static void sha256_set_path(int path)
{
	sha256_path = path;
	kcrypto_static_branch_set(&have_sha256_ce, path == SHA256_CE);
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
	if (!static_branch_likely(&have_sha256_ce) || !likely(may_use_simd())) {
		sha256_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, SHA256_CE_MAX_BLOCKS);

		struct kcrypto_simd_state st;

		kcrypto_simd_begin(&st);
		sha256_ce_transform(state, data, n);
		kcrypto_simd_end(&st);
		kcrypto_arch_test_count();
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
	return static_branch_likely(&have_sha256_ce) && may_use_simd();
}

static void sha256_2x_begin_arch(struct kcrypto_simd_state *st)
{
	kcrypto_simd_begin(st);
	kcrypto_arch_test_count();
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
	int path = kcrypto_arch_choose("kcrypto_sha256", impl,
				       sha256_path_names, SHA256_NPATHS,
				       sha256_path_usable, NULL);

	sha256_set_path(path);
}
