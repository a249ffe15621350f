/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2s arch glue for x86-64: the SSSE3 and AVX-512VL compression
 * functions of blake2s-core.S, or the generic C code. Included by
 * lib/crypto/blake2s.c, after blake2s_compress_generic(); UML on x86-64
 * includes it too (arch/um/blake2s.h).
 *
 * The SIMD paths this CPU can run are the kernel's feature checks:
 * AVX-512VL where the CPU has it and the OS saves its registers, SSSE3.
 * Which of them is fastest, and whether it beats the generic code, is
 * not: BLAKE2s hashes one message as one long dependency chain, and on a
 * core whose vector integer operations have a long latency the scalar code
 * wins. So module init times each of them and the generic code on a few
 * blocks (some microseconds), logs them, and keeps the fastest SIMD path
 * only when it is faster than the generic code by 1/8
 * (kcrypto_arch_choose_timed()).
 * The SIMD code runs only where irq_fpu_usable() says so, and on at most
 * 4 KiB of data per kernel-mode FPU section. impl= ("generic", "ssse3",
 * "avx512") names the path instead (<crypto/internal/kcrypto-arch.h>).
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

#define KCRYPTO_ARCH_TEST IS_ENABLED(CONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST)
#include <crypto/internal/kcrypto-arch-test.h>

/* blake2s-core.S loads h[], t[] and f[] from these offsets. */
static_assert(offsetof(struct blake2s_ctx, h) == 0);
static_assert(offsetof(struct blake2s_ctx, t) == 32);
static_assert(offsetof(struct blake2s_ctx, f) == 40);
static_assert(sizeof_field(struct blake2s_ctx, t) == 8);

asmlinkage void blake2s_compress_ssse3(struct blake2s_ctx *ctx, const u8 *data,
				       size_t nblocks, u32 inc);
asmlinkage void blake2s_compress_avx512(struct blake2s_ctx *ctx, const u8 *data,
					size_t nblocks, u32 inc);

/* At most 4 KiB of data per kernel-mode FPU section (preemption is off). */
#define BLAKE2S_SIMD_MAX_BLOCKS (4096 / BLAKE2S_BLOCK_SIZE)

enum { BLAKE2S_GENERIC, BLAKE2S_SSSE3, BLAKE2S_AVX512, BLAKE2S_NUM_PATHS };
static const char *const blake2s_path_names[] = { "generic", "ssse3",
						  "avx512" };

static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(blake2s_use_simd);
static __kcrypto_arch_state DEFINE_STATIC_KEY_FALSE(blake2s_use_avx512);
static int blake2s_path __kcrypto_arch_state;

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "BLAKE2s code: generic, ssse3, avx512 (empty: auto)");

/*
 * The AVX-512 code needs the OS to save the opmask and ZMM registers as
 * well as the XMM and YMM ones (XCR0), which the kernel reports through
 * cpu_has_xfeatures(). UML defines this as true: its CPU flags come from
 * the host's /proc/cpuinfo, where the host kernel clears the AVX-512 flags
 * when it doesn't.
 */
#ifndef blake2s_x86_avx512_state_usable
#define blake2s_x86_avx512_state_usable()                                      \
	cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM |              \
				  XFEATURE_MASK_AVX512,                        \
			  NULL)
#endif

static bool blake2s_path_usable(int path)
{
	switch (path) {
	case BLAKE2S_SSSE3:
		return boot_cpu_has(X86_FEATURE_SSSE3);
	case BLAKE2S_AVX512:
		/*
		 * No AVX2 needed, unlike BLAKE2b's: its 256-bit instructions
		 * are EVEX-encoded (AVX-512VL), its VEX ones 128-bit (AVX,
		 * which AVX-512F implies).
		 */
		return boot_cpu_has(X86_FEATURE_AVX512F) &&
		       boot_cpu_has(X86_FEATURE_AVX512VL) &&
		       blake2s_x86_avx512_state_usable();
	default:
		return true;
	}
}

static void blake2s_set_path(int path)
{
	blake2s_path = path;
	kcrypto_static_branch_set(&blake2s_use_avx512, path == BLAKE2S_AVX512);
	kcrypto_static_branch_set(&blake2s_use_simd, path != BLAKE2S_GENERIC);
}

#ifdef KCRYPTO_BLAKE2S_ARCH_HOOKS
struct kcrypto_arch_test kcrypto_blake2s_arch_test =
	KCRYPTO_ARCH_TEST_INIT(blake2s_path_names, BLAKE2S_NUM_PATHS,
			       blake2s_path_usable, blake2s_set_path,
			       &blake2s_path);
EXPORT_SYMBOL_GPL(kcrypto_blake2s_arch_test);
#endif

static void blake2s_compress(struct blake2s_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (!static_branch_likely(&blake2s_use_simd) || !irq_fpu_usable()) {
		blake2s_compress_generic(ctx, data, nblocks, inc);
		return;
	}
	while (nblocks) {
		size_t n = min_t(size_t, nblocks, BLAKE2S_SIMD_MAX_BLOCKS);

		kernel_fpu_begin();
		if (static_branch_likely(&blake2s_use_avx512))
			blake2s_compress_avx512(ctx, data, n, inc);
		else
			blake2s_compress_ssse3(ctx, data, n, inc);
		kernel_fpu_end();
		kcrypto_arch_test_count();
		data += n * BLAKE2S_BLOCK_SIZE;
		nblocks -= n;
	}
}

/*
 * The timing (kcrypto_arch_choose_timed()): BLAKE2S_TIME_BLOCKS blocks per
 * run, 1 KiB, about two microseconds.
 */
#define BLAKE2S_TIME_BLOCKS 16

static u8 blake2s_time_buf[BLAKE2S_TIME_BLOCKS * BLAKE2S_BLOCK_SIZE] __initdata;
static struct blake2s_ctx blake2s_time_ctx __initdata;

static u64 __init blake2s_time_path(int path)
{
	struct blake2s_ctx *ctx = &blake2s_time_ctx;
	const u8 *data = blake2s_time_buf;
	u64 start, end;

	preempt_disable();
	if (path == BLAKE2S_GENERIC) {
		start = ktime_get_ns();
		blake2s_compress_generic(ctx, data, BLAKE2S_TIME_BLOCKS,
					 BLAKE2S_BLOCK_SIZE);
		end = ktime_get_ns();
	} else {
		kernel_fpu_begin();
		start = ktime_get_ns();
		if (path == BLAKE2S_AVX512)
			blake2s_compress_avx512(ctx, data, BLAKE2S_TIME_BLOCKS,
						BLAKE2S_BLOCK_SIZE);
		else
			blake2s_compress_ssse3(ctx, data, BLAKE2S_TIME_BLOCKS,
					       BLAKE2S_BLOCK_SIZE);
		end = ktime_get_ns();
		kernel_fpu_end();
	}
	preempt_enable();
	return max_t(u64, end - start, 1);
}

static int __init blake2s_choose_by_timing(void)
{
	return kcrypto_arch_choose_timed("kcrypto_blake2s", blake2s_path_names,
					 BLAKE2S_NUM_PATHS, blake2s_path_usable,
					 blake2s_time_path,
					 sizeof(blake2s_time_buf));
}

#define blake2s_mod_init_arch blake2s_mod_init_arch
static void __init blake2s_mod_init_arch(void)
{
	int path = kcrypto_arch_choose("kcrypto_blake2s", impl,
				       blake2s_path_names, BLAKE2S_NUM_PATHS,
				       blake2s_path_usable,
				       blake2s_choose_by_timing);

	blake2s_set_path(path);
}
