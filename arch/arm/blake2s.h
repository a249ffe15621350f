/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2s arch glue for 32-bit ARM (ARMv6 and later): the scalar
 * compression function of blake2s-core.S, which folds G's rotations into
 * the barrel shifter of the instructions that read the rotated words. It
 * uses only the integer registers: it runs on every CPU and in every
 * context, with no NEON section.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/stddef.h>

/* blake2s-core.S loads h[], t[] and f[] from these offsets. */
static_assert(offsetof(struct blake2s_ctx, h) == 0);
static_assert(offsetof(struct blake2s_ctx, t) == 32);
static_assert(offsetof(struct blake2s_ctx, f) == 40);
static_assert(sizeof_field(struct blake2s_ctx, t) == 8);
static_assert(sizeof_field(struct blake2s_ctx, f) == 8);

asmlinkage void blake2s_compress_arm(struct blake2s_ctx *ctx, const u8 *data,
				     size_t nblocks, u32 inc);

#define KCRYPTO_GLUE_MODULE "kcrypto_blake2s"
#define KCRYPTO_GLUE_PATHS "generic", "arm"
#ifdef KCRYPTO_BLAKE2S_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_blake2s_arch_test
#endif
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path __always_unused)
{
	return true;
}

/* Counted per call: scalar code has no sections. */
static void blake2s_compress(struct blake2s_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (kcrypto_glue_simd()) {
		blake2s_compress_arm(ctx, data, nblocks, inc);
		kcrypto_glue_count();
	} else {
		blake2s_compress_generic(ctx, data, nblocks, inc);
	}
}
