/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b arch glue for 32-bit ARM: the NEON compression function of
 * blake2b-neon-core.S when the CPU has NEON (HWCAP_NEON) and this context
 * may use it (may_use_simd()), else the generic C code. Included by
 * lib/crypto/blake2b.c, after blake2b_compress_generic().
 *
 * Module parameter impl: "generic" keeps the generic code on a CPU with
 * NEON; "neon" or empty (the default) takes NEON when the CPU has it.
 */
#include <asm/hwcap.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-blake2b-arch.h>
#include <linux/build_bug.h>
#include <linux/errno.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/stddef.h>
#include <linux/string.h>

enum blake2b_arm_path {
	BLAKE2B_ARM_GENERIC,
	BLAKE2B_ARM_NEON,
};

/* The names impl= takes, in the order of enum blake2b_arm_path. */
static const char *const blake2b_arm_path_names[] = {
	"generic",
	"neon",
};

/* The path chosen at init; have_neon guards the hot path. */
static int blake2b_arm_path __ro_after_init;
static __ro_after_init DEFINE_STATIC_KEY_FALSE(have_neon);

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

#ifdef KCRYPTO_BLAKE2B_ARCH_HOOKS
#include <linux/atomic.h>
#include <linux/export.h>

/*
 * For tests/blake2b_arch_kunit.c: which path runs and how often, and a
 * switch that holds the NEON code back (in every thread) while the suite
 * computes its generic reference. Both are shared between CPUs.
 */
static atomic_long_t blake2b_neon_sections = ATOMIC_LONG_INIT(0);
static bool blake2b_neon_held_back;

bool kcrypto_blake2b_arch_enabled(void)
{
	return static_key_enabled(&have_neon);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_enabled);

const char *kcrypto_blake2b_arch_impl(void)
{
	return blake2b_arm_path_names[blake2b_arm_path];
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_impl);

void kcrypto_blake2b_arch_disable_for_test(bool disable)
{
	WRITE_ONCE(blake2b_neon_held_back, disable);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_disable_for_test);

unsigned long kcrypto_blake2b_arch_sections(void)
{
	return atomic_long_read(&blake2b_neon_sections);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_sections);

static inline bool blake2b_neon_held_back_for_test(void)
{
	return READ_ONCE(blake2b_neon_held_back);
}

static inline void blake2b_neon_count_section(void)
{
	atomic_long_inc(&blake2b_neon_sections);
}
#else
static inline bool blake2b_neon_held_back_for_test(void)
{
	return false;
}

static inline void blake2b_neon_count_section(void)
{
}
#endif

static void blake2b_compress(struct blake2b_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (static_branch_likely(&have_neon) && likely(may_use_simd()) &&
	    !blake2b_neon_held_back_for_test()) {
		while (nblocks) {
			size_t n =
				min_t(size_t, nblocks, BLAKE2B_NEON_MAX_BLOCKS);

			kernel_neon_begin();
			blake2b_compress_neon(ctx, data, n, inc);
			kernel_neon_end();
			blake2b_neon_count_section();
			data += n * BLAKE2B_BLOCK_SIZE;
			nblocks -= n;
		}
	} else {
		blake2b_compress_generic(ctx, data, nblocks, inc);
	}
}

#define blake2b_arch_name_arch blake2b_arch_name_arch
static const char *blake2b_arch_name_arch(void)
{
	return static_key_enabled(&have_neon) ? "neon" : NULL;
}

/*
 * Choose the code from the CPU's features and the impl parameter: a path
 * the CPU can't run, or a name we don't know, leaves the choice to the CPU
 * features, and says so.
 */
#define blake2b_mod_init_arch blake2b_mod_init_arch
static void __init blake2b_mod_init_arch(void)
{
	const bool cpu_has_neon = elf_hwcap & HWCAP_NEON;
	int path = cpu_has_neon ? BLAKE2B_ARM_NEON : BLAKE2B_ARM_GENERIC;
	const char *why = "";
	int forced;

	if (impl && *impl) {
		forced = match_string(blake2b_arm_path_names,
				      ARRAY_SIZE(blake2b_arm_path_names), impl);
		if (forced == BLAKE2B_ARM_NEON && !cpu_has_neon)
			forced = -EINVAL;
		if (forced < 0) {
			pr_warn("kcrypto_blake2b: impl=%s is not available here, choosing by CPU features\n",
				impl);
		} else {
			path = forced;
			why = " (forced by impl=)";
		}
	}

	blake2b_arm_path = path;
	if (path == BLAKE2B_ARM_NEON)
		static_branch_enable(&have_neon);
	pr_info("kcrypto_blake2b: using %s%s\n", blake2b_arm_path_names[path],
		why);
}
