/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b arch glue for x86-64: the AVX2 and AVX-512VL compression
 * functions of blake2b-core.S, or the generic C code. Included by
 * lib/crypto/blake2b.c, after blake2b_compress_generic(); UML on x86-64
 * includes it too (arch/um/blake2b.h).
 *
 * The SIMD paths this CPU can run are the kernel's feature checks:
 * AVX-512VL (with AVX2) where the CPU has it and the OS saves its
 * registers, AVX2 where the OS saves the YMM registers. Which of them is fastest, and
 * whether it beats the generic code, is not: one message is one long
 * dependency chain, and on a core whose vector integer operations take two
 * cycles (AMD Zen 5) the scalar code wins, while on one-cycle cores AVX2
 * does, and AVX-512VL's rotations need not beat AVX2's (on AMD Zen 4 the
 * two run level). So module init times each SIMD path and the generic
 * code on a few blocks (some microseconds), logs them, and keeps the
 * fastest SIMD path only when it is faster than the generic code by 1/8,
 * so that timer noise can't flip the choice where they are close
 * (kcrypto_arch_choose_timed()). The SIMD code runs only where
 * irq_fpu_usable() says so, and on at most 4 KiB of data per kernel-mode
 * FPU section. impl= ("generic", "avx2", "avx512") names the path instead
 * (<crypto/internal/kcrypto-arch.h>).
 */
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <crypto/internal/kcrypto-arch.h>
#include <linux/build_bug.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/linkage.h>
#include <linux/minmax.h>
#include <linux/moduleparam.h>
#include <linux/preempt.h>
#include <linux/stddef.h>

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

/* blake2b-core.S loads h[], t[] and f[] from these offsets. */
static_assert(offsetof(struct blake2b_ctx, h) == 0);
static_assert(offsetof(struct blake2b_ctx, t) == 64);
static_assert(offsetof(struct blake2b_ctx, f) == 80);
static_assert(sizeof_field(struct blake2b_ctx, t) == 16);
static_assert(sizeof_field(struct blake2b_ctx, f) == 16);

asmlinkage void blake2b_compress_avx2(struct blake2b_ctx *ctx, const u8 *data,
				      size_t nblocks, u32 inc);
asmlinkage void blake2b_compress_avx512(struct blake2b_ctx *ctx, const u8 *data,
					size_t nblocks, u32 inc);

/* At most 4 KiB of data per kernel-mode FPU section (preemption is off). */
#define BLAKE2B_SIMD_MAX_BLOCKS (4096 / BLAKE2B_BLOCK_SIZE)

enum { BLAKE2B_GENERIC, BLAKE2B_AVX2, BLAKE2B_AVX512, BLAKE2B_NUM_PATHS };
static const char *const blake2b_path_names[] = { "generic", "avx2", "avx512" };

static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(blake2b_use_simd);
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(blake2b_use_avx512);
static int blake2b_path __kcrypto_arch_state;

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "BLAKE2b code: generic, avx2, avx512 (empty: auto)");

/*
 * The SIMD code needs the OS to save the YMM registers (and for AVX-512
 * the opmask and ZMM ones) as well as the XMM ones (XCR0), which the
 * kernel reports through cpu_has_xfeatures(). UML defines these as true:
 * its CPU flags come from the host's /proc/cpuinfo, where the host kernel
 * clears the AVX2 and AVX-512 flags when it doesn't.
 */
#ifndef blake2b_x86_ymm_usable
#define blake2b_x86_ymm_usable()                                               \
	cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM, NULL)
#endif
#ifndef blake2b_x86_avx512_state_usable
#define blake2b_x86_avx512_state_usable()                                      \
	cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM |              \
				  XFEATURE_MASK_AVX512,                        \
			  NULL)
#endif

static bool blake2b_path_usable(int path)
{
	switch (path) {
	case BLAKE2B_AVX2:
		return boot_cpu_has(X86_FEATURE_AVX2) &&
		       blake2b_x86_ymm_usable();
	case BLAKE2B_AVX512:
		/*
		 * Its 256-bit VPBROADCASTQ, VPBLENDD, VPERMQ and VINSERTI128
		 * are AVX2 instructions, and AVX-512F does not imply AVX2
		 * (clearcpuid=avx2, or a VM's CPU model).
		 */
		return blake2b_path_usable(BLAKE2B_AVX2) &&
		       boot_cpu_has(X86_FEATURE_AVX512F) &&
		       boot_cpu_has(X86_FEATURE_AVX512VL) &&
		       blake2b_x86_avx512_state_usable();
	default:
		return true;
	}
}

static void blake2b_set_path(int path)
{
	blake2b_path = path;
	kcrypto_static_branch_set(&blake2b_use_avx512, path == BLAKE2B_AVX512);
	kcrypto_static_branch_set(&blake2b_use_simd, path != BLAKE2B_GENERIC);
}

#ifdef KCRYPTO_BLAKE2B_ARCH_HOOKS
struct kcrypto_arch_test kcrypto_blake2b_arch_test =
	KCRYPTO_ARCH_TEST_INIT(blake2b_path_names, BLAKE2B_NUM_PATHS,
			       blake2b_path_usable, blake2b_set_path,
			       &blake2b_path);
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_test);
#endif

static void blake2b_compress(struct blake2b_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (!static_branch_likely(&blake2b_use_simd) || !irq_fpu_usable()) {
		blake2b_compress_generic(ctx, data, nblocks, inc);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, BLAKE2B_SIMD_MAX_BLOCKS);

		kernel_fpu_begin();
		if (static_branch_likely(&blake2b_use_avx512))
			blake2b_compress_avx512(ctx, data, n, inc);
		else
			blake2b_compress_avx2(ctx, data, n, inc);
		kernel_fpu_end();
		kcrypto_arch_test_count();
		data += n * BLAKE2B_BLOCK_SIZE;
		nblocks -= n;
	}
}

/* The driver name suffix of crypto/blake2b.c: the SIMD path, if any. */
#define blake2b_arch_name_arch blake2b_arch_name_arch
static const char *blake2b_arch_name_arch(void)
{
	return static_key_enabled(&blake2b_use_simd) ?
		       blake2b_path_names[blake2b_path] :
		       NULL;
}

/*
 * The timing (kcrypto_arch_choose_timed()): BLAKE2B_TIME_BLOCKS blocks per
 * run, 2 KiB, about two microseconds.
 */
#define BLAKE2B_TIME_BLOCKS 16

static u8 blake2b_time_buf[BLAKE2B_TIME_BLOCKS * BLAKE2B_BLOCK_SIZE] __initdata;
static struct blake2b_ctx blake2b_time_ctx __initdata;

static u64 __init blake2b_time_path(int path)
{
	struct blake2b_ctx *ctx = &blake2b_time_ctx;
	const u8 *data = blake2b_time_buf;
	u64 start, end;

	preempt_disable();
	if (path == BLAKE2B_GENERIC) {
		start = ktime_get_ns();
		blake2b_compress_generic(ctx, data, BLAKE2B_TIME_BLOCKS,
					 BLAKE2B_BLOCK_SIZE);
		end = ktime_get_ns();
	} else {
		kernel_fpu_begin();
		start = ktime_get_ns();
		if (path == BLAKE2B_AVX512)
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

static int __init blake2b_choose_by_timing(void)
{
	return kcrypto_arch_choose_timed("kcrypto_blake2b", blake2b_path_names,
					 BLAKE2B_NUM_PATHS, blake2b_path_usable,
					 blake2b_time_path,
					 sizeof(blake2b_time_buf));
}

#define blake2b_mod_init_arch blake2b_mod_init_arch
static void __init blake2b_mod_init_arch(void)
{
	int path = kcrypto_arch_choose("kcrypto_blake2b", impl,
				       blake2b_path_names, BLAKE2B_NUM_PATHS,
				       blake2b_path_usable,
				       blake2b_choose_by_timing);

	blake2b_set_path(path);
}
