/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b arch glue for x86-64: the AVX2 and AVX-512VL compression
 * functions of blake2b-core.S, or the generic C code. Included by
 * lib/crypto/blake2b.c, after blake2b_compress_generic().
 *
 * Whether SIMD pays is not a question of CPU features here: on cores that
 * issue four or more integer instructions per cycle the scalar code keeps
 * up with AVX2, since BLAKE2b's single message is one long dependency
 * chain either way. So, as the kernel's xor and raid6 code do at boot,
 * module init times every path the CPU can run on a few blocks (some
 * microseconds in all), logs the figures and keeps the fastest; a SIMD
 * path must beat the generic code by 1/8 to be taken, so that timer noise
 * can't flip the choice on a CPU where they are close. The module
 * parameter impl ("generic", "avx2", "avx512"; empty: time them) names
 * the path instead; one the CPU can't run falls back to the timing.
 */
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <asm/fpu/xstate.h>
#include <crypto/internal/kcrypto-blake2b-arch.h>
#include <linux/build_bug.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/linkage.h>
#include <linux/math64.h>
#include <linux/moduleparam.h>
#include <linux/preempt.h>
#include <linux/printk.h>
#include <linux/stddef.h>
#include <linux/string.h>

/* blake2b-core.S loads h[], t[] and f[] from these offsets. */
static_assert(offsetof(struct blake2b_ctx, h) == 0);
static_assert(offsetof(struct blake2b_ctx, t) == 64);
static_assert(offsetof(struct blake2b_ctx, f) == 80);
static_assert(sizeof_field(struct blake2b_ctx, t) == 16);
static_assert(sizeof_field(struct blake2b_ctx, f) == 16);

asmlinkage void blake2b_compress_avx2(struct blake2b_ctx *ctx, const u8 *data,
				      size_t nblocks, u32 inc);
asmlinkage void blake2b_compress_avx512(struct blake2b_ctx *ctx,
					const u8 *data, size_t nblocks,
					u32 inc);

/* At most 4 KiB of data per kernel-mode FPU section (preemption is off). */
#define BLAKE2B_SIMD_MAX_BLOCKS (4096 / BLAKE2B_BLOCK_SIZE)

enum blake2b_x86_path {
	BLAKE2B_PATH_GENERIC,
	BLAKE2B_PATH_AVX2,
	BLAKE2B_PATH_AVX512,
	BLAKE2B_NUM_PATHS,
};

static const char *const blake2b_path_names[BLAKE2B_NUM_PATHS] = {
	[BLAKE2B_PATH_GENERIC] = "generic",
	[BLAKE2B_PATH_AVX2] = "avx2",
	[BLAKE2B_PATH_AVX512] = "avx512",
};

static __ro_after_init DEFINE_STATIC_KEY_FALSE(blake2b_use_simd);
static __ro_after_init DEFINE_STATIC_KEY_FALSE(blake2b_use_avx512);
static enum blake2b_x86_path blake2b_path __ro_after_init;

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl,
		 "BLAKE2b code: generic, avx2 or avx512 (default: the fastest, timed at load)");

#ifdef KCRYPTO_BLAKE2B_ARCH_HOOKS
#include <linux/atomic.h>
#include <linux/export.h>

/*
 * For tests/blake2b_arch_kunit.c: which path runs and how often, and a
 * switch that holds the SIMD code back (in every thread) while the suite
 * computes its generic reference.
 */
static atomic_long_t blake2b_simd_sections = ATOMIC_LONG_INIT(0);
static bool blake2b_simd_held_back;

bool kcrypto_blake2b_arch_enabled(void)
{
	return static_key_enabled(&blake2b_use_simd);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_enabled);

const char *kcrypto_blake2b_arch_impl(void)
{
	return blake2b_path_names[blake2b_path];
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_impl);

void kcrypto_blake2b_arch_disable_for_test(bool disable)
{
	WRITE_ONCE(blake2b_simd_held_back, disable);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_disable_for_test);

unsigned long kcrypto_blake2b_arch_sections(void)
{
	return atomic_long_read(&blake2b_simd_sections);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_sections);

static inline bool blake2b_simd_held_back_for_test(void)
{
	return READ_ONCE(blake2b_simd_held_back);
}

static inline void blake2b_simd_count_section(void)
{
	atomic_long_inc(&blake2b_simd_sections);
}
#else
static inline bool blake2b_simd_held_back_for_test(void)
{
	return false;
}

static inline void blake2b_simd_count_section(void)
{
}
#endif

static void blake2b_compress(struct blake2b_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (static_branch_unlikely(&blake2b_use_simd) &&
	    likely(irq_fpu_usable()) && !blake2b_simd_held_back_for_test()) {
		while (nblocks) {
			size_t n = min_t(size_t, nblocks,
					 BLAKE2B_SIMD_MAX_BLOCKS);

			kernel_fpu_begin();
			if (static_branch_likely(&blake2b_use_avx512))
				blake2b_compress_avx512(ctx, data, n, inc);
			else
				blake2b_compress_avx2(ctx, data, n, inc);
			kernel_fpu_end();
			blake2b_simd_count_section();
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
	return static_key_enabled(&blake2b_use_simd) ?
		       blake2b_path_names[blake2b_path] :
		       NULL;
}

/* The paths this CPU can run, with the register state they need. */
static bool __init blake2b_path_usable(enum blake2b_x86_path path)
{
	switch (path) {
	case BLAKE2B_PATH_AVX2:
		return boot_cpu_has(X86_FEATURE_AVX2) &&
		       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM,
					 NULL);
	case BLAKE2B_PATH_AVX512:
		return boot_cpu_has(X86_FEATURE_AVX512F) &&
		       boot_cpu_has(X86_FEATURE_AVX512VL) &&
		       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM |
						 XFEATURE_MASK_AVX512,
					 NULL);
	default:
		return true;
	}
}

/*
 * The timing: BLAKE2B_TIME_BLOCKS blocks per run (16 KiB/s would be slow:
 * 2 KiB take about a microsecond), every path once to warm up, then
 * BLAKE2B_TIME_RUNS rounds of one run per path, keeping each path's best.
 */
#define BLAKE2B_TIME_BLOCKS 16
#define BLAKE2B_TIME_RUNS 8

static u8 blake2b_time_buf[BLAKE2B_TIME_BLOCKS * BLAKE2B_BLOCK_SIZE]
	__initdata;

static u64 __init blake2b_time_path(enum blake2b_x86_path path,
				    struct blake2b_ctx *ctx)
{
	const u8 *data = blake2b_time_buf;
	u64 start, end;

	preempt_disable();
	if (path == BLAKE2B_PATH_GENERIC) {
		start = ktime_get_ns();
		blake2b_compress_generic(ctx, data, BLAKE2B_TIME_BLOCKS,
					 BLAKE2B_BLOCK_SIZE);
		end = ktime_get_ns();
	} else {
		kernel_fpu_begin();
		start = ktime_get_ns();
		if (path == BLAKE2B_PATH_AVX512)
			blake2b_compress_avx512(ctx, data, BLAKE2B_TIME_BLOCKS,
						BLAKE2B_BLOCK_SIZE);
		else
			blake2b_compress_avx2(ctx, data, BLAKE2B_TIME_BLOCKS,
					      BLAKE2B_BLOCK_SIZE);
		end = ktime_get_ns();
		kernel_fpu_end();
	}
	preempt_enable();
	return max_t(u64, end - start, 1);
}

static enum blake2b_x86_path __init blake2b_choose_by_timing(void)
{
	u64 best_ns[BLAKE2B_NUM_PATHS] = {};
	bool usable[BLAKE2B_NUM_PATHS];
	enum blake2b_x86_path p, simd = BLAKE2B_PATH_GENERIC;
	struct blake2b_ctx ctx = {};
	unsigned int mbps[BLAKE2B_NUM_PATHS] = {};
	int run;

	for (p = 0; p < BLAKE2B_NUM_PATHS; p++) {
		usable[p] = blake2b_path_usable(p);
		if (usable[p])
			blake2b_time_path(p, &ctx);
	}
	for (run = 0; run < BLAKE2B_TIME_RUNS; run++) {
		for (p = 0; p < BLAKE2B_NUM_PATHS; p++) {
			u64 ns;

			if (!usable[p])
				continue;
			ns = blake2b_time_path(p, &ctx);
			if (!run || ns < best_ns[p])
				best_ns[p] = ns;
		}
	}
	memzero_explicit(&ctx, sizeof(ctx));

	for (p = 0; p < BLAKE2B_NUM_PATHS; p++) {
		if (!usable[p])
			continue;
		/* Bytes per nanosecond * 1000 = MB/s. */
		mbps[p] = div64_u64((u64)sizeof(blake2b_time_buf) * 1000,
				    best_ns[p]);
		if (p != BLAKE2B_PATH_GENERIC &&
		    (simd == BLAKE2B_PATH_GENERIC || best_ns[p] < best_ns[simd]))
			simd = p;
	}
	pr_info("kcrypto_blake2b: MB/s: generic %u, avx2 %u, avx512 %u (0: not usable)\n",
		mbps[BLAKE2B_PATH_GENERIC], mbps[BLAKE2B_PATH_AVX2],
		mbps[BLAKE2B_PATH_AVX512]);

	/* SIMD must win by 1/8 of its time. */
	if (simd != BLAKE2B_PATH_GENERIC &&
	    best_ns[simd] + best_ns[simd] / 8 < best_ns[BLAKE2B_PATH_GENERIC])
		return simd;
	return BLAKE2B_PATH_GENERIC;
}

#define blake2b_mod_init_arch blake2b_mod_init_arch
static void __init blake2b_mod_init_arch(void)
{
	enum blake2b_x86_path p, path = BLAKE2B_NUM_PATHS;

	if (impl && *impl) {
		for (p = 0; p < BLAKE2B_NUM_PATHS; p++)
			if (!strcmp(impl, blake2b_path_names[p]))
				path = p;
		if (path < BLAKE2B_NUM_PATHS && !blake2b_path_usable(path))
			path = BLAKE2B_NUM_PATHS;
		if (path == BLAKE2B_NUM_PATHS)
			pr_warn("kcrypto_blake2b: impl=%s is not available here, choosing by timing\n",
				impl);
	}
	if (path == BLAKE2B_NUM_PATHS) {
		path = blake2b_choose_by_timing();
		pr_info("kcrypto_blake2b: using %s\n",
			blake2b_path_names[path]);
	} else {
		pr_info("kcrypto_blake2b: using %s (forced by impl=)\n",
			blake2b_path_names[path]);
	}

	blake2b_path = path;
	if (path == BLAKE2B_PATH_AVX512)
		static_branch_enable(&blake2b_use_avx512);
	if (path != BLAKE2B_PATH_GENERIC)
		static_branch_enable(&blake2b_use_simd);
}
