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
 * choice is made once, at init. The module parameter impl ("generic",
 * "arm"; empty: "arm") names the path; an unknown name keeps "arm", with a
 * warning.
 */
#include <crypto/internal/kcrypto-blake2s-arch.h>
#include <linux/build_bug.h>
#include <linux/init.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/printk.h>
#include <linux/stddef.h>
#include <linux/string.h>

/* blake2s-core.S loads h[], t[] and f[] from these offsets. */
static_assert(offsetof(struct blake2s_ctx, h) == 0);
static_assert(offsetof(struct blake2s_ctx, t) == 32);
static_assert(offsetof(struct blake2s_ctx, f) == 40);
static_assert(sizeof_field(struct blake2s_ctx, t) == 8);
static_assert(sizeof_field(struct blake2s_ctx, f) == 8);

asmlinkage void blake2s_compress_arm(struct blake2s_ctx *ctx, const u8 *data,
				     size_t nblocks, u32 inc);

enum blake2s_arm_path {
	BLAKE2S_PATH_GENERIC,
	BLAKE2S_PATH_ARM,
	BLAKE2S_NUM_PATHS,
};

/* In the order of enum blake2s_arm_path. */
static const char *const blake2s_path_names[BLAKE2S_NUM_PATHS] = {
	"generic",
	"arm",
};

static __ro_after_init DEFINE_STATIC_KEY_FALSE(blake2s_use_arm);
static int blake2s_path __ro_after_init;

/*
 * impl= by default: the assembly, unless the build fixes a path
 * (tools/bench builds a copy of the library per path, with
 * -DKCRYPTO_BLAKE2S_IMPL_DEFAULT).
 */
#ifndef KCRYPTO_BLAKE2S_IMPL_DEFAULT
#define KCRYPTO_BLAKE2S_IMPL_DEFAULT NULL
#endif
static char *blake2s_impl = KCRYPTO_BLAKE2S_IMPL_DEFAULT;
module_param_named(impl, blake2s_impl, charp, 0444);
MODULE_PARM_DESC(impl, "BLAKE2s code: generic, arm (empty: arm)");

#ifdef KCRYPTO_BLAKE2S_ARCH_HOOKS
#include <linux/export.h>

/*
 * For tests/blake2s_arch_kunit.c: which path runs, how many calls went
 * into the assembly, and a switch to another path (in every thread: the
 * results are the same on each) while the suite compares them.
 * BLAKE2S_NUM_PATHS: no switch.
 */
static unsigned long blake2s_arm_calls;
static int blake2s_test_path = BLAKE2S_NUM_PATHS;

static int blake2s_current_path(void)
{
	int path = READ_ONCE(blake2s_test_path);

	return path < BLAKE2S_NUM_PATHS ? path : blake2s_path;
}

const char *kcrypto_blake2s_arch_impl(void)
{
	return blake2s_path_names[blake2s_current_path()];
}
EXPORT_SYMBOL_GPL(kcrypto_blake2s_arch_impl);

unsigned long kcrypto_blake2s_arch_sections(void)
{
	return READ_ONCE(blake2s_arm_calls);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2s_arch_sections);

bool kcrypto_blake2s_arch_force_for_test(const char *name)
{
	int path;

	if (!name) {
		WRITE_ONCE(blake2s_test_path, BLAKE2S_NUM_PATHS);
		return true;
	}
	path = match_string(blake2s_path_names, BLAKE2S_NUM_PATHS, name);
	if (path < 0)
		return false;
	WRITE_ONCE(blake2s_test_path, path);
	return true;
}
EXPORT_SYMBOL_GPL(kcrypto_blake2s_arch_force_for_test);

static void blake2s_compress(struct blake2s_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (blake2s_current_path() == BLAKE2S_PATH_GENERIC) {
		blake2s_compress_generic(ctx, data, nblocks, inc);
		return;
	}
	blake2s_compress_arm(ctx, data, nblocks, inc);
	/* Only the tests read it: a count lost in a race does no harm. */
	WRITE_ONCE(blake2s_arm_calls, blake2s_arm_calls + 1);
}
#else
static void blake2s_compress(struct blake2s_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (static_branch_likely(&blake2s_use_arm))
		blake2s_compress_arm(ctx, data, nblocks, inc);
	else
		blake2s_compress_generic(ctx, data, nblocks, inc);
}
#endif

#define blake2s_mod_init_arch blake2s_mod_init_arch
static void __init blake2s_mod_init_arch(void)
{
	int path = BLAKE2S_PATH_ARM;
	const char *how = "";

	if (blake2s_impl && *blake2s_impl) {
		path = match_string(blake2s_path_names, BLAKE2S_NUM_PATHS,
				    blake2s_impl);
		if (path < 0) {
			pr_warn("kcrypto_blake2s: impl=%s is not available here, choosing arm\n",
				blake2s_impl);
			path = BLAKE2S_PATH_ARM;
		} else {
			how = " (forced by impl=)";
		}
	}
	pr_info("kcrypto_blake2s: using %s%s\n", blake2s_path_names[path], how);

	blake2s_path = path;
	if (path == BLAKE2S_PATH_ARM)
		static_branch_enable(&blake2s_use_arm);
}
