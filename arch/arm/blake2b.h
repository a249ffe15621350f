/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b arch glue for 32-bit ARM: the NEON compression function of
 * blake2b-neon-core.S where the CPU has NEON, else the generic C code.
 */
#include <asm/hwcap.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/stddef.h>

/* blake2b-neon-core.S loads h[], t[] and f[] from these offsets. */
static_assert(offsetof(struct blake2b_ctx, h) == 0);
static_assert(offsetof(struct blake2b_ctx, t) == 64);
static_assert(offsetof(struct blake2b_ctx, f) == 80);
static_assert(sizeof_field(struct blake2b_ctx, t) == 16);
static_assert(sizeof_field(struct blake2b_ctx, f) == 16);

asmlinkage void blake2b_compress_neon(struct blake2b_ctx *ctx, const u8 *data,
				      size_t nblocks, u32 inc);

#define KCRYPTO_GLUE_MODULE "kcrypto_blake2b"
#define KCRYPTO_GLUE_PATHS "generic", "neon"
#ifdef KCRYPTO_BLAKE2B_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_blake2b_arch_test
#endif
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
{
	return !path || (elf_hwcap & HWCAP_NEON);
}

static void blake2b_compress(struct blake2b_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (!kcrypto_glue_simd() || !likely(may_use_simd())) {
		blake2b_compress_generic(ctx, data, nblocks, inc);
		return;
	}
	while (nblocks) {
		/* At most 4 KiB per NEON section: preemption is off there. */
		size_t n = min_t(size_t, nblocks, 4096 / BLAKE2B_BLOCK_SIZE);

		kernel_neon_begin();
		blake2b_compress_neon(ctx, data, n, inc);
		kernel_neon_end();
		kcrypto_glue_count();
		data += n * BLAKE2B_BLOCK_SIZE;
		nblocks -= n;
	}
}
