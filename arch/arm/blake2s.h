/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2s arch glue for 32-bit ARM (ARMv6 and later): the scalar
 * compression function of blake2s-core.S, which folds G's rotations into
 * the barrel shifter of the instructions that read the rotated words, or
 * the generic C code. Included by lib/crypto/blake2s.c, after
 * blake2s_compress_generic().
 *
 * The assembly uses only the integer registers, so it needs no CPU feature
 * and no kernel-mode NEON section: it runs in every context, and the
 * choice is made once, at init. impl= ("generic", "arm"; empty: "arm";
 * <crypto/internal/kcrypto-arch.h>) names the path.
 */
#include <crypto/internal/kcrypto-arch.h>
#include <linux/build_bug.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/stddef.h>

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

/* blake2s-core.S loads h[], t[] and f[] from these offsets. */
static_assert(offsetof(struct blake2s_ctx, h) == 0);
static_assert(offsetof(struct blake2s_ctx, t) == 32);
static_assert(offsetof(struct blake2s_ctx, f) == 40);
static_assert(sizeof_field(struct blake2s_ctx, t) == 8);
static_assert(sizeof_field(struct blake2s_ctx, f) == 8);

asmlinkage void blake2s_compress_arm(struct blake2s_ctx *ctx, const u8 *data,
				     size_t nblocks, u32 inc);

enum { BLAKE2S_GENERIC, BLAKE2S_ARM, BLAKE2S_NPATHS };
static const char *const blake2s_path_names[] = { "generic", "arm" };

static int blake2s_path __kcrypto_arch_state;
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(blake2s_use_arm);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "BLAKE2s code: generic, arm (empty: arm)");

static bool blake2s_path_usable(int path __always_unused)
{
	return true;
}

static void blake2s_set_path(int path)
{
	blake2s_path = path;
	kcrypto_static_branch_set(&blake2s_use_arm, path == BLAKE2S_ARM);
}

#ifdef KCRYPTO_BLAKE2S_ARCH_HOOKS
struct kcrypto_arch_test kcrypto_blake2s_arch_test =
	KCRYPTO_ARCH_TEST_INIT(blake2s_path_names, BLAKE2S_NPATHS,
			       blake2s_path_usable, blake2s_set_path,
			       &blake2s_path);
EXPORT_SYMBOL_GPL(kcrypto_blake2s_arch_test);
#endif

/* Counted per call: scalar code has no sections. */
static void blake2s_compress(struct blake2s_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (static_branch_likely(&blake2s_use_arm)) {
		blake2s_compress_arm(ctx, data, nblocks, inc);
		kcrypto_arch_test_count();
	} else {
		blake2s_compress_generic(ctx, data, nblocks, inc);
	}
}

#define blake2s_mod_init_arch blake2s_mod_init_arch
static void __init blake2s_mod_init_arch(void)
{
	int path = kcrypto_arch_choose("kcrypto_blake2s", impl,
				       blake2s_path_names, BLAKE2S_NPATHS,
				       blake2s_path_usable, NULL);

	blake2s_set_path(path);
}
