/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 arch glue for 32-bit ARM: the NEON block function of
 * sha512-neon-core.S when the CPU has NEON (HWCAP_NEON) and this context
 * may use it (may_use_simd()), else the generic C code; impl= ("generic",
 * "neon"; <crypto/internal/kcrypto-arch.h>) picks one. Included by
 * lib/crypto/sha512.c, after sha512_blocks_generic().
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

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_SHA512_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

enum { SHA512_GENERIC, SHA512_NEON, SHA512_NPATHS };
static const char *const sha512_path_names[] = { "generic", "neon" };

static int sha512_path __kcrypto_arch_state;
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(have_sha512_neon);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "SHA-384/512 code: neon or generic (default: the best)");

/* sha512-neon-core.S loads and stores a..h as eight words at the start. */
static_assert(offsetof(struct sha512_block_state, h) == 0);
static_assert(sizeof(struct sha512_block_state) == 64);

asmlinkage void sha512_blocks_neon(struct sha512_block_state *state,
				   const u8 *data, size_t nblocks);

/* At most 4 KiB of data per kernel-mode NEON section (preemption is off). */
#define SHA512_NEON_MAX_BLOCKS (4096 / SHA512_BLOCK_SIZE)

static bool sha512_path_usable(int path)
{
	return path != SHA512_NEON || (elf_hwcap & HWCAP_NEON);
}

static void sha512_set_path(int path)
{
	sha512_path = path;
	kcrypto_static_branch_set(&have_sha512_neon, path == SHA512_NEON);
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
	if (!static_branch_likely(&have_sha512_neon) ||
	    !likely(may_use_simd())) {
		sha512_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, SHA512_NEON_MAX_BLOCKS);

		kernel_neon_begin();
		sha512_blocks_neon(state, data, n);
		kernel_neon_end();
		kcrypto_arch_test_count();
		data += n * SHA512_BLOCK_SIZE;
		nblocks -= n;
	}
}

#define sha512_arch_name_arch sha512_arch_name_arch
static const char *sha512_arch_name_arch(void)
{
	return static_key_enabled(&have_sha512_neon) ? "neon" : NULL;
}

#define sha512_mod_init_arch sha512_mod_init_arch
static void __init sha512_mod_init_arch(void)
{
	int path = kcrypto_arch_choose("kcrypto_sha512", impl,
				       sha512_path_names, SHA512_NPATHS,
				       sha512_path_usable, NULL);

	sha512_set_path(path);
}
