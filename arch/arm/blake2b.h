/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b arch glue for 32-bit ARM: the NEON compression function of
 * blake2b-neon-core.S when the CPU has NEON (HWCAP_NEON) and this context
 * may use it (may_use_simd()), else the generic C code; impl= ("generic",
 * "neon"; <crypto/internal/kcrypto-arch.h>) picks one. Included by
 * lib/crypto/blake2b.c, after blake2b_compress_generic().
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

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

enum { BLAKE2B_GENERIC, BLAKE2B_NEON, BLAKE2B_NPATHS };
static const char *const blake2b_path_names[] = { "generic", "neon" };

static int blake2b_path __kcrypto_arch_state;
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(have_neon);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "BLAKE2b code: neon or generic (default: the best)");

/*
 * blake2b-neon-core.S loads h[] and the counter and flag words t[], f[]
 * from these offsets, 16 bytes each for t and f.
 */
static_assert(offsetof(struct blake2b_ctx, h) == 0);
static_assert(offsetof(struct blake2b_ctx, t) == 64);
static_assert(offsetof(struct blake2b_ctx, f) == 80);
static_assert(sizeof_field(struct blake2b_ctx, t) == 16);
static_assert(sizeof_field(struct blake2b_ctx, f) == 16);

asmlinkage void blake2b_compress_neon(struct blake2b_ctx *ctx, const u8 *data,
				      size_t nblocks, u32 inc);

/* At most 4 KiB of data per kernel-mode NEON section (preemption is off). */
#define BLAKE2B_NEON_MAX_BLOCKS (4096 / BLAKE2B_BLOCK_SIZE)

static bool blake2b_path_usable(int path)
{
	return path != BLAKE2B_NEON || (elf_hwcap & HWCAP_NEON);
}

static void blake2b_set_path(int path)
{
	blake2b_path = path;
	kcrypto_static_branch_set(&have_neon, path == BLAKE2B_NEON);
}

#ifdef KCRYPTO_BLAKE2B_ARCH_HOOKS
struct kcrypto_arch_test kcrypto_blake2b_arch_test =
	KCRYPTO_ARCH_TEST_INIT(blake2b_path_names, BLAKE2B_NPATHS,
			       blake2b_path_usable, blake2b_set_path,
			       &blake2b_path);
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_test);
#endif

static void blake2b_compress(struct blake2b_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (!static_branch_likely(&have_neon) || !likely(may_use_simd())) {
		blake2b_compress_generic(ctx, data, nblocks, inc);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, BLAKE2B_NEON_MAX_BLOCKS);

		kernel_neon_begin();
		blake2b_compress_neon(ctx, data, n, inc);
		kernel_neon_end();
		kcrypto_arch_test_count();
		data += n * BLAKE2B_BLOCK_SIZE;
		nblocks -= n;
	}
}

#define blake2b_arch_name_arch blake2b_arch_name_arch
static const char *blake2b_arch_name_arch(void)
{
	return static_key_enabled(&have_neon) ? "neon" : NULL;
}

#define blake2b_mod_init_arch blake2b_mod_init_arch
static void __init blake2b_mod_init_arch(void)
{
	int path = kcrypto_arch_choose("kcrypto_blake2b", impl,
				       blake2b_path_names, BLAKE2B_NPATHS,
				       blake2b_path_usable, NULL);

	blake2b_set_path(path);
}
