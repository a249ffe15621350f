// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the architecture-specific BLAKE2s code (x86-64 SSSE3 and
 * AVX-512VL, also in UML on x86-64; 32-bit ARM scalar assembly): each path
 * against the generic code on the same random inputs, and proof that the
 * path chosen at init (or by the impl= module parameter,
 * KCRYPTO_BLAKE2S_IMPL on the host) really runs, the SIMD ones in sections
 * of at most 4 KiB. The other BLAKE2s suite checks the vectors on
 * whichever path is in use.
 *
 * The arch glue exports three hooks for this suite, declared in
 * <crypto/internal/kcrypto-arch-test.h>: the name of the path in use, a
 * count of sections (SIMD sections, or calls into scalar assembly), and a
 * switch to another path. Without arch code in the build, or on a CPU
 * without the instructions, the cases skip and say why.
 *
 * On the x86-64 host each SIMD compression function must also leave every
 * vector register it wrote zero (tests/arch-test-regs.h); ARM's BLAKE2s
 * code is scalar.
 */
#include <crypto/blake2s.h>
#include <crypto/internal/kcrypto-arch-test.h>
#include <kunit/test.h>
#include <linux/kernel.h>
#include <linux/math.h>
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "arch-test-asm.h"
#include "arch-test-irq.h"
#include "arch-test-regs.h"
#include "arch-test-rng.h"
#include "arch-test-short.h"

#ifndef __KERNEL__
#include <stdlib.h> /* getenv(): the host shim's module parameters */
#endif

/* The glue's test hooks, <crypto/internal/kcrypto-arch-test.h>. */
#define B2SA_ARCH KCRYPTO_BLAKE2S_ARCH_TEST
#define B2SA_NUM_CASES 10000
#define B2SA_MAX_ALIGN 16
/* Long enough for several 4 KiB sections in one compression call. */
#define B2SA_MAX_LEN (3 * 4096 + 3 * BLAKE2S_BLOCK_SIZE)
/* Blocks per SIMD section, as documented in the glue. */
#define B2SA_SECTION_BLOCKS (4096 / BLAKE2S_BLOCK_SIZE)

/*
 * The arch paths of every architecture (the glue of each says which it
 * has, through kcrypto_arch_force_for_test(B2SA_ARCH, )), with the most
 * blocks one section takes: 0 for scalar code, which the glue calls once
 * per compression, whatever the length.
 */
static const struct b2sa_path {
	const char *name;
	size_t section_blocks;
} b2sa_paths[] = {
	{ "ssse3", B2SA_SECTION_BLOCKS },
	{ "avx512", B2SA_SECTION_BLOCKS },
	{ "arm", 0 },
};

static u8 *b2sa_alloc(struct kunit *test, size_t len)
{
	u8 *buf = kunit_kmalloc(test, len, GFP_KERNEL);

	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, buf);
	return buf;
}

static void b2sa_require_arch(struct kunit *test)
{
	if (!IS_ENABLED(CONFIG_KCRYPTO_BLAKE2S_ARCH))
		kunit_skip(test, "no arch-specific BLAKE2s in this build");
}

/* Switch to @path for the rest of the case, or skip if the CPU can't. */
static void b2sa_require_path(struct kunit *test, const char *path)
{
	b2sa_require_arch(test);
	if (!kcrypto_arch_force_for_test(B2SA_ARCH, path))
		kunit_skip(test, "this CPU can't run the %s BLAKE2s code",
			   path);
}

/* Every case ends on the path chosen at init, even when it failed. */
static void b2sa_exit(struct kunit *test __always_unused)
{
	kcrypto_arch_force_for_test(B2SA_ARCH, NULL);
}

/* One differential case: everything both runs must do the same way. */
struct b2sa_case {
	const u8 *data;
	size_t len;
	const u8 *key;
	size_t keylen;
	size_t outlen;
	bool set_counter;
	u32 t0;
	u32 t1;
	u64 split_seed;
};

/*
 * Hash @c on @path into @ctx_out (the context just before final) and @out,
 * feeding the data in random pieces drawn from @c->split_seed. Returns the
 * sections entered.
 */
static unsigned long b2sa_hash(const char *path, const struct b2sa_case *c,
			       struct blake2s_ctx *ctx_out, u8 *out)
{
	unsigned long before = kcrypto_arch_sections(B2SA_ARCH);
	struct blake2s_ctx ctx;
	u64 saved = arch_test_rng_state;
	size_t pos = 0, n;

	kcrypto_arch_force_for_test(B2SA_ARCH, path);
	arch_test_seed(c->split_seed);
	blake2s_init_key(&ctx, c->outlen, c->key, c->keylen);
	if (c->set_counter) {
		ctx.t[0] = c->t0;
		ctx.t[1] = c->t1;
	}
	while (pos < c->len) {
		switch (arch_test_below(4)) {
		case 0:
			n = c->len - pos;
			break;
		case 1:
			n = arch_test_below(c->len - pos + 1);
			break;
		case 2:
			n = arch_test_below(3 * BLAKE2S_BLOCK_SIZE + 1);
			break;
		default:
			n = BLAKE2S_BLOCK_SIZE - 1 + arch_test_below(3);
			break;
		}
		n = min(n, c->len - pos);
		blake2s_update(&ctx, c->data + pos, n);
		pos += n;
	}
	memcpy(ctx_out, &ctx, sizeof(ctx));
	blake2s_final(&ctx, out);
	kcrypto_arch_force_for_test(B2SA_ARCH, NULL);
	arch_test_rng_state = saved;
	return kcrypto_arch_sections(B2SA_ARCH) - before;
}

/* Contexts agree, up to the bytes of @buf that were never written. */
static bool b2sa_ctx_equal(const struct blake2s_ctx *a,
			   const struct blake2s_ctx *b)
{
	return !memcmp(a->h, b->h, sizeof(a->h)) &&
	       !memcmp(a->t, b->t, sizeof(a->t)) &&
	       !memcmp(a->f, b->f, sizeof(a->f)) && a->buflen == b->buflen &&
	       a->outlen == b->outlen && !memcmp(a->buf, b->buf, a->buflen);
}

/* A random message length: mostly short, sometimes several sections. */
static size_t b2sa_random_len(void)
{
	size_t r = arch_test_below(100);

	if (r < 50)
		return arch_test_below(2 * BLAKE2S_BLOCK_SIZE + 1);
	if (r < 80)
		return arch_test_below(8 * BLAKE2S_BLOCK_SIZE + 1);
	if (r < 95)
		return arch_test_below(4096 + 2 * BLAKE2S_BLOCK_SIZE + 1);
	return arch_test_below(B2SA_MAX_LEN + 1);
}

/*
 * @path and the generic code agree on 10,000 random cases: random lengths
 * (odd ones included), alignments, keys of every length, digest sizes and
 * update splits, and in one case out of eight a byte counter about to
 * carry from t[0] into t[1] (or to wrap around 2^64).
 */
static void b2sa_vs_generic(struct kunit *test, const char *path)
{
	struct blake2s_ctx *ctx_arch, *ctx_gen;
	u8 out_arch[BLAKE2S_HASH_SIZE], out_gen[BLAKE2S_HASH_SIZE];
	unsigned long sections, arch_sections = 0;
	struct b2sa_case c;
	u8 *data, *key;
	int i;

	b2sa_require_path(test, path);
	kcrypto_arch_force_for_test(B2SA_ARCH, NULL);
	data = b2sa_alloc(test, B2SA_MAX_LEN + B2SA_MAX_ALIGN);
	key = b2sa_alloc(test, BLAKE2S_KEY_SIZE + B2SA_MAX_ALIGN);
	ctx_arch = (struct blake2s_ctx *)b2sa_alloc(test, sizeof(*ctx_arch));
	ctx_gen = (struct blake2s_ctx *)b2sa_alloc(test, sizeof(*ctx_gen));
	arch_test_seed(0xb2a5 ^ path[0]);
	arch_test_fill(data, B2SA_MAX_LEN + B2SA_MAX_ALIGN);
	arch_test_fill(key, BLAKE2S_KEY_SIZE + B2SA_MAX_ALIGN);

	for (i = 0; i < B2SA_NUM_CASES; i++) {
		c.len = b2sa_random_len();
		c.data = data + arch_test_below(B2SA_MAX_ALIGN);
		c.keylen = 0;
		if (!arch_test_below(2))
			c.keylen = 1 + arch_test_below(BLAKE2S_KEY_SIZE);
		c.key = c.keylen ? key + arch_test_below(B2SA_MAX_ALIGN) : NULL;
		c.outlen = 1 + arch_test_below(BLAKE2S_HASH_SIZE);
		/*
		 * Not on an empty message: there a counter set by hand
		 * and no pending block is the state init_key() leaves
		 * after a key block, whose final() returns the digest it
		 * kept, which no caller's state can reach otherwise.
		 */
		c.set_counter = arch_test_below(8) == 0 && c.len;
		c.t0 = ~0U - arch_test_below(2 * 4096);
		c.t1 = arch_test_below(2) ? ~0U : (u32)arch_test_rand64();
		c.split_seed = arch_test_rand64();

		arch_sections += b2sa_hash(path, &c, ctx_arch, out_arch);
		sections = b2sa_hash("generic", &c, ctx_gen, out_gen);
		KUNIT_ASSERT_EQ_MSG(test, sections, 0UL,
				    "case %d: the generic run entered a section",
				    i);

		if (!b2sa_ctx_equal(ctx_arch, ctx_gen) ||
		    memcmp(out_arch, out_gen, c.outlen)) {
			KUNIT_FAIL(test,
				   "case %d: %s != generic: len %zu, align %zu, keylen %zu, outlen %zu, counter %s",
				   i, path, c.len, (size_t)(c.data - data),
				   c.keylen, c.outlen,
				   c.set_counter ? "near carry" : "0");
			return;
		}
	}
	/* Every case compresses at least once: in final. */
	KUNIT_EXPECT_GE(test, arch_sections, (unsigned long)B2SA_NUM_CASES);
}

static void test_blake2s_arch_ssse3(struct kunit *test)
{
	b2sa_vs_generic(test, "ssse3");
}

static void test_blake2s_arch_avx512(struct kunit *test)
{
	b2sa_vs_generic(test, "avx512");
}

static void test_blake2s_arch_arm(struct kunit *test)
{
	b2sa_vs_generic(test, "arm");
}

/*
 * What a compression function leaves in the vector registers: three
 * random blocks into a random context (tests/arch-test-regs.h).
 */
#define B2SA_REGS(path, sym)                                                   \
	arch_test_regs_blocks(test, B2SA_ARCH, path, sym,                      \
			      sizeof(struct blake2s_ctx),                      \
			      sizeof_field(struct blake2s_ctx, h),             \
			      BLAKE2S_BLOCK_SIZE, 3, BLAKE2S_BLOCK_SIZE)

static void test_blake2s_arch_regs_ssse3(struct kunit *test)
{
	B2SA_REGS("ssse3", "blake2s_compress_ssse3");
}

static void test_blake2s_arch_regs_avx512(struct kunit *test)
{
	B2SA_REGS("avx512", "blake2s_compress_avx512");
}

/*
 * The byte counter carries from t[0] into t[1], and wraps around 2^64, the
 * same way on every path, and as the arithmetic says.
 */
static void test_blake2s_arch_counter_carry(struct kunit *test)
{
	struct blake2s_ctx *ctx_arch, *ctx_gen;
	u8 out_arch[BLAKE2S_HASH_SIZE], out_gen[BLAKE2S_HASH_SIZE];
	const size_t len = 40 * BLAKE2S_BLOCK_SIZE + 1;
	struct b2sa_case c;
	int wrap, ran = 0;
	size_t p;
	u8 *data;

	b2sa_require_arch(test);
	data = b2sa_alloc(test, len);
	ctx_arch = (struct blake2s_ctx *)b2sa_alloc(test, sizeof(*ctx_arch));
	ctx_gen = (struct blake2s_ctx *)b2sa_alloc(test, sizeof(*ctx_gen));
	arch_test_seed(0xca221);
	arch_test_fill(data, len);

	for (p = 0; p < ARRAY_SIZE(b2sa_paths); p++) {
		const char *path = b2sa_paths[p].name;

		if (!kcrypto_arch_force_for_test(B2SA_ARCH, path))
			continue;
		kcrypto_arch_force_for_test(B2SA_ARCH, NULL);
		ran++;
		for (wrap = 0; wrap < 2; wrap++) {
			c.data = data;
			c.len = len;
			c.key = NULL;
			c.keylen = 0;
			c.outlen = BLAKE2S_HASH_SIZE;
			c.set_counter = true;
			c.t0 = ~0U - 5 * BLAKE2S_BLOCK_SIZE + 1;
			c.t1 = wrap ? ~0U : 7;
			c.split_seed = 1;

			KUNIT_EXPECT_GT(test,
					b2sa_hash(path, &c, ctx_arch, out_arch),
					0UL);
			/* All but the last (kept back) block is compressed. */
			KUNIT_EXPECT_EQ(test, ctx_arch->t[0],
					(u32)(len - 1) -
						5 * BLAKE2S_BLOCK_SIZE);
			KUNIT_EXPECT_EQ(test, ctx_arch->t[1], wrap ? 0U : 8U);
			KUNIT_ASSERT_EQ(test,
					b2sa_hash("generic", &c, ctx_gen,
						  out_gen),
					0UL);
			KUNIT_EXPECT_TRUE_MSG(test,
					      b2sa_ctx_equal(ctx_arch, ctx_gen),
					      "%s, wrap %d", path, wrap);
			KUNIT_EXPECT_MEMEQ(test, out_arch, out_gen,
					   sizeof(out_arch));
		}
	}
	if (!ran)
		kunit_skip(test, "this CPU runs no arch BLAKE2s code");
}

/* The most blocks one section of @path takes; 0: no limit. */
static size_t b2sa_section_blocks(const char *path)
{
	size_t p;

	for (p = 0; p < ARRAY_SIZE(b2sa_paths); p++)
		if (!strcmp(path, b2sa_paths[p].name))
			return b2sa_paths[p].section_blocks;
	return B2SA_SECTION_BLOCKS;
}

static unsigned long b2sa_sections(void)
{
	return kcrypto_arch_sections(B2SA_ARCH);
}

static const struct arch_test_short_hash b2sa_short[] = {
	{ .name = "BLAKE2s-256",
	  .blake2 = blake2s,
	  .outlen = BLAKE2S_HASH_SIZE },
	{ .name = "BLAKE2s-128", .blake2 = blake2s, .outlen = 16 },
};

/*
 * The path chosen at init really runs, a SIMD one in sections of at most
 * 4 KiB: hashing 10 KiB at once compresses every block but the last
 * straight from the input, 159 blocks (3 SIMD sections of up to 64
 * blocks, or one call of scalar code; nothing is buffered first), then
 * the final block; the generic path enters none. And an unkeyed one-shot
 * of up to one block compresses once, in one section (or one call).
 */
static void test_blake2s_arch_path_used(struct kunit *test)
{
	const size_t len = 10 * 1024;
	const size_t direct = (len - 1) / BLAKE2S_BLOCK_SIZE;
	u8 out_arch[BLAKE2S_HASH_SIZE], out_gen[BLAKE2S_HASH_SIZE];
	const char *path = kcrypto_arch_impl(B2SA_ARCH);
	unsigned long before, expected;
	size_t per_section = b2sa_section_blocks(path);
	struct arch_test_asm asm_calls;
	u8 *data;

	b2sa_require_arch(test);
	if (!strcmp(path, "generic"))
		kunit_skip(test,
			   "the generic BLAKE2s code is in use (CPU without the instructions, or impl=generic)");
	kunit_info(test, "BLAKE2s path in use: %s", path);
	expected = (per_section ? DIV_ROUND_UP(direct, per_section) : 1) + 1;
	data = b2sa_alloc(test, len);
	arch_test_seed(0x5ec);
	arch_test_fill(data, len);

	before = kcrypto_arch_sections(B2SA_ARCH);
	arch_test_asm_begin(&asm_calls);
	blake2s(NULL, 0, data, len, out_arch, BLAKE2S_HASH_SIZE);
	KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(B2SA_ARCH) - before,
			expected);
	/* On the host: the functions of @path ran, no other path's. */
	arch_test_asm_check(test, &asm_calls, "blake2s", path);

	KUNIT_ASSERT_TRUE(test,
			  kcrypto_arch_force_for_test(B2SA_ARCH, "generic"));
	before = kcrypto_arch_sections(B2SA_ARCH);
	arch_test_asm_begin(&asm_calls);
	blake2s(NULL, 0, data, len, out_gen, BLAKE2S_HASH_SIZE);
	KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(B2SA_ARCH) - before, 0UL);
	arch_test_asm_check(test, &asm_calls, "blake2s", "generic");
	kcrypto_arch_force_for_test(B2SA_ARCH, NULL);
	KUNIT_EXPECT_MEMEQ(test, out_arch, out_gen, sizeof(out_arch));

	arch_test_short_sections(test, data, BLAKE2S_BLOCK_SIZE, b2sa_sections,
				 b2sa_short, ARRAY_SIZE(b2sa_short));
}

/*
 * Each path this CPU runs, in task, softirq and hardirq context at once
 * (tests/arch-test-irq.h), whichever path init chose: four blocks and a
 * partial one. 32-bit ARM's scalar code ("arm") runs in hardirqs too.
 */
static void test_blake2s_arch_irq_every_path(struct kunit *test)
{
	arch_test_irq_every_path(test, B2SA_ARCH, &b2sa_short[0],
				 BLAKE2S_HASH_SIZE, 4 * BLAKE2S_BLOCK_SIZE + 7,
				 "arm");
}

/*
 * On the host, KCRYPTO_BLAKE2S_IMPL sets the impl= module parameter: the
 * path it names is the one in use, unless this CPU can't run it. Where
 * KCRYPTO_BLAKE2S_EXPECT is set (tools/host/arch/x86/qemu-paths, under
 * qemu-x86_64 CPU models), the path in use must be that one: the one
 * forced, or the only one the CPU has. And
 * the generic path enters no section. (A kernel has no way to show
 * this suite the parameter; there the case skips.)
 */
static void test_blake2s_arch_param(struct kunit *test)
{
#ifdef __KERNEL__
	kunit_skip(test, "checked on the host, with KCRYPTO_BLAKE2S_IMPL");
#else
	const char *want = getenv("KCRYPTO_BLAKE2S_IMPL");
	const char *expect = getenv("KCRYPTO_BLAKE2S_EXPECT");
	const char *path = kcrypto_arch_impl(B2SA_ARCH);
	/* Three blocks: two from @data in one call, then the final. */
	u8 data[3 * BLAKE2S_BLOCK_SIZE] = {}, out[BLAKE2S_HASH_SIZE];
	unsigned long before;

	b2sa_require_arch(test);
	if (expect && *expect) {
		KUNIT_EXPECT_STREQ(test, path, expect);
	} else if (want && *want) {
		if (!kcrypto_arch_force_for_test(B2SA_ARCH, want))
			kunit_skip(test,
				   "this CPU can't run the %s BLAKE2s code",
				   want);
		kcrypto_arch_force_for_test(B2SA_ARCH, NULL);
		KUNIT_EXPECT_STREQ(test, path, want);
	} else {
		kunit_skip(test,
			   "neither KCRYPTO_BLAKE2S_IMPL nor KCRYPTO_BLAKE2S_EXPECT is set");
	}

	before = kcrypto_arch_sections(B2SA_ARCH);
	blake2s(NULL, 0, data, sizeof(data), out, sizeof(out));
	if (!strcmp(path, "generic"))
		KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(B2SA_ARCH), before);
	else
		KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(B2SA_ARCH) - before,
				2UL);
#endif
}

static struct kunit_case blake2s_arch_test_cases[] = {
	KUNIT_CASE(test_blake2s_arch_param),
	KUNIT_CASE(test_blake2s_arch_path_used),
	KUNIT_CASE(test_blake2s_arch_irq_every_path),
	KUNIT_CASE(test_blake2s_arch_counter_carry),
	KUNIT_CASE(test_blake2s_arch_ssse3),
	KUNIT_CASE(test_blake2s_arch_avx512),
	KUNIT_CASE(test_blake2s_arch_arm),
	KUNIT_CASE(test_blake2s_arch_regs_ssse3),
	KUNIT_CASE(test_blake2s_arch_regs_avx512),
	{},
};

static struct kunit_suite blake2s_arch_test_suite = {
	.name = "blake2s_arch",
	.exit = b2sa_exit,
	.test_cases = blake2s_arch_test_cases,
};

kunit_test_suite(blake2s_arch_test_suite);

MODULE_DESCRIPTION("KUnit tests for the arch-specific BLAKE2s code");
MODULE_LICENSE("Dual MIT/GPL");
