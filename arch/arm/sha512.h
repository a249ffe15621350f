/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 arch glue for 32-bit ARM: the NEON block function of
 * sha512-neon-core.S where the CPU has NEON, else the generic C code.
 */
#include <asm/hwcap.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-arch-test.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/stddef.h>

/* sha512-neon-core.S loads and stores a..h as eight words at the start. */
static_assert(offsetof(struct sha512_block_state, h) == 0);
static_assert(sizeof(struct sha512_block_state) == 64);

asmlinkage void sha512_blocks_neon(struct sha512_block_state *state,
				   const u8 *data, size_t nblocks);

#define KCRYPTO_GLUE_MODULE "kcrypto_sha512"
#define KCRYPTO_GLUE_PATHS "generic", "neon"
#ifdef KCRYPTO_SHA512_ARCH_HOOKS
#define KCRYPTO_GLUE_TEST kcrypto_sha512_arch_test
#endif
#include <crypto/internal/kcrypto-glue.h>

static bool kcrypto_glue_usable(int path)
{
	return !path || (elf_hwcap & HWCAP_NEON);
}

static void sha512_blocks(struct sha512_block_state *state, const u8 *data,
			  size_t nblocks)
{
	if (!kcrypto_glue_simd() || !likely(may_use_simd())) {
		sha512_blocks_generic(state, data, nblocks);
		return;
	}
	while (nblocks) {
		/* At most 4 KiB per NEON section: preemption is off there. */
		size_t n = min_t(size_t, nblocks, 4096 / SHA512_BLOCK_SIZE);

		kernel_neon_begin();
		sha512_blocks_neon(state, data, n);
		kernel_neon_end();
		kcrypto_glue_count();
		data += n * SHA512_BLOCK_SIZE;
		nblocks -= n;
	}
}
