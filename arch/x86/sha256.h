/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 arch glue for x86-64: the fastest block function the CPU can run,
 * chosen once at init: SHA-NI (sha256-ni-asm.S, which also hashes two
 * messages at once for sha256_finup_2x()), else AVX2 with BMI2
 * (sha256-avx2-asm.S), else SSSE3 (sha256-ssse3-asm.S), else the generic C
 * code. Each runs in kernel-mode FPU sections of at most 4 KiB, and only
 * where the FPU is usable (irq_fpu_usable()); elsewhere the generic code
 * runs. The module parameter impl= (ni, avx2, ssse3, generic) forces a
 * path the CPU can run. Included by lib/crypto/sha256.c, after
 * sha256_blocks_generic().
 */
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/internal/kcrypto-sha256-arch.h>
#include <linux/build_bug.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/linkage.h>
#include <linux/moduleparam.h>
#include <linux/printk.h>
#include <linux/stddef.h>
#include <linux/string.h>

enum sha256_x86_path {
	SHA256_X86_GENERIC,
	SHA256_X86_SSSE3,
	SHA256_X86_AVX2,
	SHA256_X86_NI,
	SHA256_X86_NUM_PATHS,
};

static const char *const sha256_x86_path_names[SHA256_X86_NUM_PATHS] = {
	"generic",
	"ssse3",
	"avx2",
	"ni",
};

/*
 * The path chosen at init, an enum sha256_x86_path (int: C++ can't count
 * enums up and down). The hot path tests only the static key (any SIMD
 * path); inside the FPU section a switch on the path picks the function.
 */
static int sha256_x86_path __ro_after_init;
static __ro_after_init DEFINE_STATIC_KEY_FALSE(have_sha256_simd);

/*
 * impl= by default: automatic, unless the build fixes a path (tools/bench
 * builds a copy of the library per path, with -DKCRYPTO_SHA256_IMPL_DEFAULT).
 */
#ifndef KCRYPTO_SHA256_IMPL_DEFAULT
#define KCRYPTO_SHA256_IMPL_DEFAULT NULL
#endif
static char *sha256_impl = KCRYPTO_SHA256_IMPL_DEFAULT;
module_param_named(impl, sha256_impl, charp, 0444);
MODULE_PARM_DESC(impl, "ni, avx2, ssse3 or generic (default: the best)");

/* The asm files load and store a..h as eight words at the start. */
static_assert(offsetof(struct sha256_block_state, h) == 0);
static_assert(sizeof(struct sha256_block_state) == 32);

asmlinkage void sha256_ni_transform(struct sha256_block_state *state,
				    const u8 *data, size_t nblocks);
asmlinkage void sha256_ni_transform_2x(struct sha256_block_state *state1,
				       struct sha256_block_state *state2,
				       const u8 *data1, const u8 *data2,
				       size_t nblocks);
asmlinkage void sha256_transform_avx2(struct sha256_block_state *state,
				      const u8 *data, size_t nblocks);
asmlinkage void sha256_transform_ssse3(struct sha256_block_state *state,
				       const u8 *data, size_t nblocks);

/* About 4 KiB of data per kernel-mode FPU section (preemption is off). */
#define SHA256_FPU_BLOCKS (4096 / SHA256_BLOCK_SIZE)

#ifdef KCRYPTO_SHA256_ARCH_HOOKS
#include <linux/atomic.h>
#include <linux/export.h>

/*
 * For tests/sha256_arch_kunit.c: which path runs, and how often (the FPU
 * sections of every SIMD path).
 */
static atomic_long_t sha256_simd_sections = ATOMIC_LONG_INIT(0);

bool kcrypto_sha256_arch_enabled(void)
{
	return static_key_enabled(&have_sha256_simd);
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_enabled);

unsigned long kcrypto_sha256_arch_sections(void)
{
	return atomic_long_read(&sha256_simd_sections);
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_sections);

const char *kcrypto_sha256_arch_impl(void)
{
	return sha256_x86_path_names[sha256_x86_path];
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_impl);

static inline void sha256_simd_count_section(void)
{
	atomic_long_inc(&sha256_simd_sections);
}
#else
static inline void sha256_simd_count_section(void)
{
}
#endif

/* Between kernel_fpu_begin() and kernel_fpu_end(), on a SIMD path. */
static void sha256_blocks_simd(struct sha256_block_state *state, const u8 *data,
			       size_t nblocks)
{
	switch (sha256_x86_path) {
	case SHA256_X86_NI:
		sha256_ni_transform(state, data, nblocks);
		break;
	case SHA256_X86_AVX2:
		sha256_transform_avx2(state, data, nblocks);
		break;
	default:
		sha256_transform_ssse3(state, data, nblocks);
		break;
	}
}

static void sha256_blocks(struct sha256_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (static_branch_likely(&have_sha256_simd) && irq_fpu_usable()) {
		while (nblocks) {
			size_t n = min_t(size_t, nblocks, SHA256_FPU_BLOCKS);

			kernel_fpu_begin();
			sha256_blocks_simd(state, data, n);
			kernel_fpu_end();
			sha256_simd_count_section();
			data += n * SHA256_BLOCK_SIZE;
			nblocks -= n;
		}
	} else {
		sha256_blocks_generic(state, data, nblocks);
	}
}

/*
 * The two-message finish in lib/crypto/sha256.c runs on these: whether
 * SHA-NI can be used here, one FPU section (counted), and the interleaved
 * block function, at most SHA256_2X_MAX_BLOCKS_ARCH blocks of each message
 * per section.
 */
#define sha256_2x_usable_arch sha256_2x_usable_arch
static bool sha256_2x_usable_arch(void)
{
	return static_branch_likely(&have_sha256_simd) &&
	       sha256_x86_path == SHA256_X86_NI && irq_fpu_usable();
}

static void sha256_2x_begin_arch(void)
{
	kernel_fpu_begin();
	sha256_simd_count_section();
}

static void sha256_2x_end_arch(void)
{
	kernel_fpu_end();
}

#define SHA256_2X_MAX_BLOCKS_ARCH (SHA256_FPU_BLOCKS / 2)
#define sha256_blocks_2x_arch sha256_ni_transform_2x

#define sha256_finup_2x_is_optimized_arch sha256_finup_2x_is_optimized_arch
static bool sha256_finup_2x_is_optimized_arch(void)
{
	return sha256_x86_path == SHA256_X86_NI;
}

#define sha256_arch_name_arch sha256_arch_name_arch
static const char *sha256_arch_name_arch(void)
{
	if (sha256_x86_path == SHA256_X86_GENERIC)
		return NULL;
	return sha256_x86_path_names[sha256_x86_path];
}

/*
 * The AVX2 code needs the OS to save the YMM registers (XCR0), which the
 * kernel reports through cpu_has_xfeatures(). UML defines this as true: its
 * CPU flags come from the host's /proc/cpuinfo, where the host kernel
 * clears AVX and AVX2 when it doesn't.
 */
#ifndef sha256_x86_ymm_usable
#define sha256_x86_ymm_usable()                                                \
	cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL)
#endif

static bool sha256_x86_can_run(int path)
{
	switch (path) {
	case SHA256_X86_NI:
		return boot_cpu_has(X86_FEATURE_SHA_NI) &&
		       boot_cpu_has(X86_FEATURE_SSSE3);
	case SHA256_X86_AVX2:
		return boot_cpu_has(X86_FEATURE_AVX2) &&
		       boot_cpu_has(X86_FEATURE_BMI2) &&
		       sha256_x86_ymm_usable();
	case SHA256_X86_SSSE3:
		return boot_cpu_has(X86_FEATURE_SSSE3);
	default:
		return true;
	}
}

#define sha256_mod_init_arch sha256_mod_init_arch
static void __init sha256_mod_init_arch(void)
{
	int path = SHA256_X86_NI;
	const char *why = "";
	int forced;

	while (!sha256_x86_can_run(path))
		path--;
	if (sha256_impl && *sha256_impl) {
		forced = match_string(sha256_x86_path_names,
				      ARRAY_SIZE(sha256_x86_path_names),
				      sha256_impl);
		if (forced < 0) {
			pr_warn("kcrypto_sha256: unknown impl=%s, ignored\n",
				sha256_impl);
		} else if (!sha256_x86_can_run(forced)) {
			pr_warn("kcrypto_sha256: impl=%s: this CPU can't run it\n",
				sha256_impl);
		} else {
			path = forced;
			why = " (forced by impl=)";
		}
	}
	sha256_x86_path = path;
	if (path != SHA256_X86_GENERIC)
		static_branch_enable(&have_sha256_simd);
	pr_info("kcrypto_sha256: using %s%s\n", sha256_x86_path_names[path],
		why);
}
