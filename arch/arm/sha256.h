/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for 32-bit ARM: the NEON block function of
 * sha256-neon-core.S when the CPU has NEON (HWCAP_NEON) and this context
 * may use it (may_use_simd()), else the generic C code. Included by
 * lib/crypto/sha256.c, after sha256_blocks_generic().
 *
 * Module parameter impl: "generic" keeps the generic code on a CPU with
 * NEON; "neon" or empty (the default) takes NEON when the CPU has it. On
 * the host: KCRYPTO_SHA256_IMPL.
 */
#include <asm/hwcap.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-sha256-arch.h>
#include <linux/build_bug.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/printk.h>
#include <linux/stddef.h>
#include <linux/string.h>

static __ro_after_init DEFINE_STATIC_KEY_FALSE(have_sha256_neon);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "SHA-256 code: neon or generic (default: the best)");

/* The values of impl=, in the order of enum sha256_arm_path. */
enum sha256_arm_path { SHA256_ARM_GENERIC, SHA256_ARM_NEON };
static const char *const sha256_arm_path_names[] = { "generic", "neon" };

/* sha256-neon-core.S loads and stores a..h as eight words at the start. */
static_assert(offsetof(struct sha256_block_state, h) == 0);
static_assert(sizeof(struct sha256_block_state) == 32);

asmlinkage void sha256_blocks_neon(struct sha256_block_state *state,
				   const u8 *data, size_t nblocks);

/* At most 4 KiB of data per kernel-mode NEON section (preemption is off). */
#define SHA256_NEON_MAX_BLOCKS (4096 / SHA256_BLOCK_SIZE)

#ifdef KCRYPTO_SHA256_ARCH_HOOKS
#include <linux/atomic.h>
#include <linux/export.h>

/* For tests/sha256_arch_kunit.c: which path runs, and how often. */
static atomic_long_t sha256_neon_sections = ATOMIC_LONG_INIT(0);

bool kcrypto_sha256_arch_enabled(void)
{
	return static_key_enabled(&have_sha256_neon);
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_enabled);

unsigned long kcrypto_sha256_arch_sections(void)
{
	return atomic_long_read(&sha256_neon_sections);
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_sections);

const char *kcrypto_sha256_arch_impl(void)
{
	return static_key_enabled(&have_sha256_neon) ? "neon" : "generic";
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_impl);

static inline void sha256_neon_count_section(void)
{
	atomic_long_inc(&sha256_neon_sections);
}
#else
static inline void sha256_neon_count_section(void)
{
}
#endif

static void sha256_blocks(struct sha256_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (static_branch_likely(&have_sha256_neon) && likely(may_use_simd())) {
		while (nblocks) {
			size_t n =
				min_t(size_t, nblocks, SHA256_NEON_MAX_BLOCKS);

			kernel_neon_begin();
			sha256_blocks_neon(state, data, n);
			kernel_neon_end();
			sha256_neon_count_section();
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
	return static_key_enabled(&have_sha256_neon) ? "neon" : NULL;
}

/*
 * Choose the code from the CPU's features and the impl parameter: a path
 * the CPU can't run, or a name we don't know, leaves the choice to the CPU
 * features, and says so.
 */
#define sha256_mod_init_arch sha256_mod_init_arch
static void __init sha256_mod_init_arch(void)
{
	const bool cpu_has_neon = elf_hwcap & HWCAP_NEON;
	bool use_neon = cpu_has_neon;
	const char *why = "";
	int path = -1;

	if (impl && impl[0])
		path = match_string(sha256_arm_path_names,
				    ARRAY_SIZE(sha256_arm_path_names), impl);
	if (path == SHA256_ARM_GENERIC) {
		use_neon = false;
		why = " (forced by impl=)";
	} else if (path == SHA256_ARM_NEON && cpu_has_neon) {
		why = " (forced by impl=)";
	} else if (impl && impl[0]) {
		pr_warn("kcrypto_sha256: impl=%s can't run on this CPU or is unknown (generic, neon): automatic choice\n",
			impl);
	}
	if (use_neon)
		static_branch_enable(&have_sha256_neon);
	pr_info("kcrypto_sha256: using %s%s\n", use_neon ? "neon" : "generic",
		why);
}
