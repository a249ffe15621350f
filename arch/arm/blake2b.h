/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b for 32-bit ARM: the NEON compression function of
 * blake2b-neon-core.S, used when the CPU has NEON and the kernel lets us use
 * it here, the generic C code otherwise. Included by lib/crypto/blake2b.c
 * with CONFIG_KCRYPTO_BLAKE2B_ARCH.
 */

#include <asm/hwcap.h>
#include <asm/neon.h>
#include <asm/simd.h>
#include <crypto/internal/kcrypto-blake2b-arch.h>
#include <linux/export.h>
#include <linux/init.h>
#include <linux/jump_label.h>
#include <linux/build_bug.h>
#include <linux/linkage.h>
#include <linux/minmax.h>
#include <linux/stddef.h>

/* blake2b-neon-core.S reads the context at these fixed offsets. */
static_assert(offsetof(struct blake2b_ctx, h) == 0);
static_assert(offsetof(struct blake2b_ctx, t) == 64);
static_assert(offsetof(struct blake2b_ctx, f) == 80);
static_assert(sizeof_field(struct blake2b_ctx, t) == 16);

/*
 * Blocks per kernel_neon_begin() section: 4 KiB of data at most, so that
 * the time spent with preemption off stays short.
 */
#define BLAKE2B_NEON_CHUNK_BLOCKS (4096 / BLAKE2B_BLOCK_SIZE)

static __ro_after_init DEFINE_STATIC_KEY_FALSE(have_neon);

asmlinkage void blake2b_compress_neon(struct blake2b_ctx *ctx, const u8 *data,
				      size_t nblocks, u32 inc);

#if IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST)
/*
 * Hooks for tests/blake2b_arch_kunit.c, which compares this code with the
 * generic code on the same inputs: whether the NEON code is in use, a switch
 * that turns it off (in other threads too, while set: the results are the
 * same either way), and the number of NEON sections entered so far.
 */
static bool blake2b_neon_test_disabled;
/* Only ever read by the test: a count lost in a race does no harm. */
static unsigned long blake2b_neon_sections;

bool kcrypto_blake2b_arch_enabled(void)
{
	return static_key_enabled(&have_neon);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_enabled);

void kcrypto_blake2b_arch_disable_for_test(bool disable)
{
	blake2b_neon_test_disabled = disable;
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_disable_for_test);

unsigned long kcrypto_blake2b_arch_sections(void)
{
	return blake2b_neon_sections;
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_sections);

static inline bool blake2b_neon_disabled_for_test(void)
{
	return blake2b_neon_test_disabled;
}

static inline void blake2b_count_neon_section(void)
{
	blake2b_neon_sections++;
}
#else
static inline bool blake2b_neon_disabled_for_test(void)
{
	return false;
}

static inline void blake2b_count_neon_section(void)
{
}
#endif

static void blake2b_compress(struct blake2b_ctx *ctx, const u8 *data,
			     size_t nblocks, u32 inc)
{
	if (!static_branch_likely(&have_neon) || !may_use_simd() ||
	    blake2b_neon_disabled_for_test()) {
		blake2b_compress_generic(ctx, data, nblocks, inc);
		return;
	}

	while (nblocks) {
		const size_t n =
			min_t(size_t, nblocks, BLAKE2B_NEON_CHUNK_BLOCKS);

		kernel_neon_begin();
		blake2b_compress_neon(ctx, data, n, inc);
		blake2b_count_neon_section();
		kernel_neon_end();
		data += n * BLAKE2B_BLOCK_SIZE;
		nblocks -= n;
	}
}

#define blake2b_arch_name_arch blake2b_arch_name_arch
static const char *blake2b_arch_name_arch(void)
{
	return static_key_enabled(&have_neon) ? "neon" : NULL;
}

#define blake2b_mod_init_arch blake2b_mod_init_arch
static void __init blake2b_mod_init_arch(void)
{
	if (elf_hwcap & HWCAP_NEON)
		static_branch_enable(&have_neon);
}
