/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b arch glue for x86-64 (and UML on it): the AVX2 and AVX-512VL
 * compression functions of blake2b-core.S, or the generic C code.
 *
 * Whether a SIMD path beats the generic code depends on the core, not on
 * its features: one message is one long dependency chain, which the scalar
 * code runs faster where vector integer operations have a long latency. So
 * init times the usable paths and keeps the fastest SIMD one only when it
 * is clearly faster (kcrypto_arch_choose_timed()).
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/stddef.h>
#include "kcrypto-fpu.h"

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

enum { BLAKE2B_GENERIC, BLAKE2B_AVX2, BLAKE2B_AVX512 };
#define KCRYPTO_GLUE_MODULE "kcrypto_blake2b"
#define KCRYPTO_GLUE_PATHS "generic", "avx2", "avx512"
#ifdef KCRYPTO_BLAKE2B_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_blake2b_arch_test
#endif
#define KCRYPTO_GLUE_TIME_BYTES (16 * BLAKE2B_BLOCK_SIZE)
#define KCRYPTO_GLUE_SIMD_BEGIN kernel_fpu_begin
#define KCRYPTO_GLUE_SIMD_END kernel_fpu_end
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
{
	/*
	 * The AVX-512VL code uses 256-bit AVX2 instructions too, and
	 * AVX-512F does not imply AVX2 (clearcpuid=avx2, a VM's CPU model).
	 */
	bool avx2 = boot_cpu_has(X86_FEATURE_AVX2) && kcrypto_x86_ymm_usable();

	if (path == BLAKE2B_AVX512)
		return avx2 && boot_cpu_has(X86_FEATURE_AVX512F) &&
		       boot_cpu_has(X86_FEATURE_AVX512VL) &&
		       kcrypto_x86_zmm_usable();
	return path != BLAKE2B_AVX2 || avx2;
}

/* A path's compression function; path 0's, the generic one, for the timing. */
static void blake2b_compress_path(int path, struct blake2b_ctx *ctx,
				  const u8 *data, size_t nblocks, u32 inc)
{
	if (path == BLAKE2B_AVX512)
		blake2b_compress_avx512(ctx, data, nblocks, inc);
	else if (path == BLAKE2B_AVX2)
		blake2b_compress_avx2(ctx, data, nblocks, inc);
	else
		blake2b_compress_generic(ctx, data, nblocks, inc);
}

static void blake2b_compress(struct blake2b_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (!kcrypto_glue_simd() || !irq_fpu_usable()) {
		blake2b_compress_generic(ctx, data, nblocks, inc);
		return;
	}
	while (nblocks) {
		/* At most 4 KiB per FPU section: preemption is off there. */
		size_t n = min_t(size_t, nblocks, 4096 / BLAKE2B_BLOCK_SIZE);

		kernel_fpu_begin();
		blake2b_compress_path(kcrypto_glue_path, ctx, data, n, inc);
		kernel_fpu_end();
		kcrypto_glue_count();
		data += n * BLAKE2B_BLOCK_SIZE;
		nblocks -= n;
	}
}

static void __init kcrypto_glue_time_run(int path, const u8 *data, size_t len)
{
	static struct blake2b_ctx ctx __initdata;

	blake2b_compress_path(path, &ctx, data, len / BLAKE2B_BLOCK_SIZE,
			      BLAKE2B_BLOCK_SIZE);
}
