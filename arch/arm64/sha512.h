/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 arch glue for arm64: the ARMv8.2 SHA-512 instructions
 * when the CPU has them (HWCAP_SHA512) and NEON is usable in this context,
 * else the generic C code. impl= ("generic", "ce";
 * <crypto/internal/kcrypto-arch.h>) picks one. Included by
 * lib/crypto/sha512.c, after sha512_blocks_generic().
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

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_SHA512_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

enum { SHA512_GENERIC, SHA512_CE, SHA512_NPATHS };
static const char *const sha512_path_names[] = { "generic", "ce" };

static int sha512_path __kcrypto_arch_state;
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(have_sha512_ce);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "SHA-384/512 code: generic or ce (default: the best)");

asmlinkage void sha512_ce_transform(struct sha512_block_state *state,
				    const u8 *data, size_t nblocks);

/* sha512-ce-core.S loads and stores a..h as eight words at the start. */
static_assert(offsetof(struct sha512_block_state, h) == 0);
static_assert(sizeof(struct sha512_block_state) == 64);

/* At most 4 KiB of data per kernel-mode NEON section. */
#define SHA512_CE_MAX_BLOCKS (4096 / SHA512_BLOCK_SIZE)

static bool sha512_path_usable(int path)
{
	return path != SHA512_CE || cpu_have_named_feature(SHA512);
}

static void sha512_set_path(int path)
{
	sha512_path = path;
	kcrypto_static_branch_set(&have_sha512_ce, path == SHA512_CE);
}

#ifdef KCRYPTO_SHA512_ARCH_HOOKS
struct kcrypto_arch_test kcrypto_sha512_arch_test =
	KCRYPTO_ARCH_TEST_INIT(sha512_path_names, SHA512_NPATHS,
			       sha512_path_usable, sha512_set_path,
			       &sha512_path);
EXPORT_SYMBOL_GPL(kcrypto_sha512_arch_test);
#endif

static void sha512_blocks(struct sha512_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (!static_branch_likely(&have_sha512_ce) || !likely(may_use_simd())) {
		sha512_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, SHA512_CE_MAX_BLOCKS);

		struct kcrypto_simd_state st;

		kcrypto_simd_begin(&st);
		sha512_ce_transform(state, data, n);
		kcrypto_simd_end(&st);
		kcrypto_arch_test_count();
		data += n * SHA512_BLOCK_SIZE;
		nblocks -= n;
	}
}

#define sha512_arch_name_arch sha512_arch_name_arch
static const char *sha512_arch_name_arch(void)
{
	return static_key_enabled(&have_sha512_ce) ? "ce" : NULL;
}

#define sha512_mod_init_arch sha512_mod_init_arch
static void __init sha512_mod_init_arch(void)
{
	int path = kcrypto_arch_choose("kcrypto_sha512", impl,
				       sha512_path_names, SHA512_NPATHS,
				       sha512_path_usable, NULL);

	sha512_set_path(path);
}
