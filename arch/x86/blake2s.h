/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2s arch glue for x86-64 (and UML on it): the SSSE3 and AVX-512VL
 * compression functions of blake2s-core.S, or the generic C code, chosen
 * at init by timing them, for the reason arch/x86/blake2b.h gives.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/stddef.h>
#include "kcrypto-fpu.h"

/* blake2s-core.S loads h[], t[] and f[] from these offsets. */
static_assert(offsetof(struct blake2s_ctx, h) == 0);
static_assert(offsetof(struct blake2s_ctx, t) == 32);
static_assert(offsetof(struct blake2s_ctx, f) == 40);
static_assert(sizeof_field(struct blake2s_ctx, t) == 8);

asmlinkage void blake2s_compress_ssse3(struct blake2s_ctx *ctx, const u8 *data,
				       size_t nblocks, u32 inc);
asmlinkage void blake2s_compress_avx512(struct blake2s_ctx *ctx, const u8 *data,
					size_t nblocks, u32 inc);

enum { BLAKE2S_GENERIC, BLAKE2S_SSSE3, BLAKE2S_AVX512 };
#define KCRYPTO_GLUE_MODULE "kcrypto_blake2s"
#define KCRYPTO_GLUE_PATHS "generic", "ssse3", "avx512"
#ifdef KCRYPTO_BLAKE2S_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_blake2s_arch_test
#endif
#define KCRYPTO_GLUE_TIME_BYTES (16 * BLAKE2S_BLOCK_SIZE)
#define KCRYPTO_GLUE_SIMD_BEGIN kernel_fpu_begin
#define KCRYPTO_GLUE_SIMD_END kernel_fpu_end
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
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
		       kcrypto_x86_zmm_usable();
	default:
		return true;
	}
}

/* A path's compression function; path 0's, the generic one, for the timing. */
static void blake2s_compress_path(int path, struct blake2s_ctx *ctx,
				  const u8 *data, size_t nblocks, u32 inc)
{
	if (path == BLAKE2S_AVX512)
		blake2s_compress_avx512(ctx, data, nblocks, inc);
	else if (path == BLAKE2S_SSSE3)
		blake2s_compress_ssse3(ctx, data, nblocks, inc);
	else
		blake2s_compress_generic(ctx, data, nblocks, inc);
}

static void blake2s_compress(struct blake2s_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (!kcrypto_glue_simd() || !irq_fpu_usable()) {
		blake2s_compress_generic(ctx, data, nblocks, inc);
		return;
	}
	while (nblocks) {
		/* At most 4 KiB per FPU section: preemption is off there. */
		size_t n = min_t(size_t, nblocks, 4096 / BLAKE2S_BLOCK_SIZE);

		kernel_fpu_begin();
		blake2s_compress_path(kcrypto_glue_path, ctx, data, n, inc);
		kernel_fpu_end();
		kcrypto_glue_count();
		data += n * BLAKE2S_BLOCK_SIZE;
		nblocks -= n;
	}
}

static void __init kcrypto_glue_time_run(int path, const u8 *data, size_t len)
{
	static struct blake2s_ctx ctx __initdata;

	blake2s_compress_path(path, &ctx, data, len / BLAKE2S_BLOCK_SIZE,
			      BLAKE2S_BLOCK_SIZE);
}
