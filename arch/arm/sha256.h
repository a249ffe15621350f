/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for 32-bit ARM: the NEON block function of
 * sha256-neon-core.S when the CPU has NEON (HWCAP_NEON) and this context
 * may use it (may_use_simd()), else the generic C code; impl= ("generic",
 * "neon"; <crypto/internal/kcrypto-arch.h>) picks one. Included by
 * lib/crypto/sha256.c, after sha256_blocks_generic().
 */
#include <asm/hwcap.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-arch.h>
#include <linux/build_bug.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/stddef.h>

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_SHA256_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

enum { SHA256_GENERIC, SHA256_NEON, SHA256_NPATHS };
static const char *const sha256_path_names[] = { "generic", "neon" };

static int sha256_path __kcrypto_arch_state;
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(have_sha256_neon);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "SHA-256 code: neon or generic (default: the best)");

/* sha256-neon-core.S loads and stores a..h as eight words at the start. */
static_assert(offsetof(struct sha256_block_state, h) == 0);
static_assert(sizeof(struct sha256_block_state) == 32);

asmlinkage void sha256_blocks_neon(struct sha256_block_state *state,
				   const u8 *data, size_t nblocks);

/* At most 4 KiB of data per kernel-mode NEON section (preemption is off). */
#define SHA256_NEON_MAX_BLOCKS (4096 / SHA256_BLOCK_SIZE)

static bool sha256_path_usable(int path)
{
	return path != SHA256_NEON || (elf_hwcap & HWCAP_NEON);
}

static void sha256_set_path(int path)
{
	sha256_path = path;
	kcrypto_static_branch_set(&have_sha256_neon, path == SHA256_NEON);
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
	if (!static_branch_likely(&have_sha256_neon) ||
	    !likely(may_use_simd())) {
		sha256_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, SHA256_NEON_MAX_BLOCKS);

		kernel_neon_begin();
		sha256_blocks_neon(state, data, n);
		kernel_neon_end();
		kcrypto_arch_test_count();
		data += n * SHA256_BLOCK_SIZE;
		nblocks -= n;
	}
}

#define sha256_arch_name_arch sha256_arch_name_arch
static const char *sha256_arch_name_arch(void)
{
	return static_key_enabled(&have_sha256_neon) ? "neon" : NULL;
}

#define sha256_mod_init_arch sha256_mod_init_arch
static void __init sha256_mod_init_arch(void)
{
	int path = kcrypto_arch_choose("kcrypto_sha256", impl,
				       sha256_path_names, SHA256_NPATHS,
				       sha256_path_usable, NULL);

	sha256_set_path(path);
}
