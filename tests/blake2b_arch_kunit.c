// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the architecture-specific BLAKE2b code (x86-64 AVX2 and
 * AVX-512VL, also in UML on x86-64; ARM NEON): the path in use, and each
 * path forced in turn, against the generic code on the same random inputs,
 * and proof that the path chosen at init (or by the impl= module
 * parameter, KCRYPTO_BLAKE2B_IMPL on the host) really runs, in sections of
 * at most 4 KiB. The other BLAKE2b suite checks the vectors on whichever
 * path is in use.
 *
 * The arch glue exports three hooks for this suite, declared in
 * <crypto/internal/kcrypto-arch-test.h>: the name of the path in use, a
 * count of SIMD sections, and a switch to another path. Without arch code
 * in the build, or on a CPU without the instructions, the cases skip and
 * say why. In the x86-64 and ARM host builds each SIMD compression
 * function must also leave every vector register it wrote zero
 * (tests/arch-test-regs.h).
 *
 * A second suite, kcrypto-arch-choice, checks the rule by which the x86
 * glue picks a path from its timing at init; it needs no arch code.
 */
#include <crypto/blake2b.h>
#include <crypto/internal/kcrypto-arch-test.h>
#include <crypto/internal/kcrypto-arch.h>
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
#define B2A_ARCH KCRYPTO_BLAKE2B_ARCH_TEST
#define B2A_NUM_CASES 10000
#define B2A_MAX_ALIGN 16
/* Long enough for several 4 KiB sections in one compression call. */
#define B2A_MAX_LEN (3 * 4096 + 3 * BLAKE2B_BLOCK_SIZE)
/* Blocks per SIMD section, as documented in the glue. */
#define B2A_SECTION_BLOCKS (4096 / BLAKE2B_BLOCK_SIZE)

/* The arch paths of every architecture, as each glue names them. */
static const char *const b2a_paths[] = { "avx2", "avx512", "neon" };

static void b2a_require_arch(struct kunit *test)
{
	if (!IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_ARCH))
		kunit_skip(test, "no arch-specific BLAKE2b in this build");
	if (!strcmp(kcrypto_arch_impl(B2A_ARCH), "generic"))
		kunit_skip(test,
			   "arch BLAKE2b not in use: this CPU lacks (or hides) the instructions, or impl=generic");
}

/* Switch to @path for the rest of the case, or skip if the CPU can't. */
static void b2a_require_path(struct kunit *test, const char *path)
{
	if (!IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_ARCH))
		kunit_skip(test, "no arch-specific BLAKE2b in this build");
	if (!kcrypto_arch_force_for_test(B2A_ARCH, path))
		kunit_skip(test, "this CPU can't run the %s BLAKE2b code",
			   path);
}

/* Every case ends on the path chosen at init, even when it failed. */
static void b2a_exit(struct kunit *test __always_unused)
{
	kcrypto_arch_force_for_test(B2A_ARCH, NULL);
}

static u8 *b2a_alloc(struct kunit *test, size_t len)
{
	u8 *buf = kunit_kmalloc(test, len, GFP_KERNEL);

	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, buf);
	return buf;
}

/* One differential case: everything both runs must do the same way. */
struct b2a_case {
	const u8 *data;
	size_t len;
	const u8 *key;
	size_t keylen;
	size_t outlen;
	bool set_counter;
	u64 t0;
	u64 t1;
	u64 split_seed;
};

/*
 * Hash @c on @path (NULL: the path in use) into @ctx_out (the context just
 * before final) and @out, feeding the data in random pieces drawn from
 * @c->split_seed. Returns the SIMD sections entered.
 */
static unsigned long b2a_hash(const char *path, const struct b2a_case *c,
			      struct blake2b_ctx *ctx_out, u8 *out)
{
	unsigned long before = kcrypto_arch_sections(B2A_ARCH);
	struct blake2b_ctx ctx;
	u64 saved = arch_test_rng_state;
	size_t pos = 0, n;

	if (path)
		kcrypto_arch_force_for_test(B2A_ARCH, path);
	arch_test_seed(c->split_seed);
	blake2b_init_key(&ctx, c->outlen, c->key, c->keylen);
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
			n = arch_test_below(3 * BLAKE2B_BLOCK_SIZE + 1);
			break;
		default:
			n = BLAKE2B_BLOCK_SIZE - 1 + arch_test_below(3);
			break;
		}
		n = min(n, c->len - pos);
		blake2b_update(&ctx, c->data + pos, n);
		pos += n;
	}
	memcpy(ctx_out, &ctx, sizeof(ctx));
	blake2b_final(&ctx, out);
	if (path)
		kcrypto_arch_force_for_test(B2A_ARCH, NULL);
	arch_test_rng_state = saved;
	return kcrypto_arch_sections(B2A_ARCH) - before;
}

/* Contexts agree, up to the bytes of @buf that were never written. */
static bool b2a_ctx_equal(const struct blake2b_ctx *a,
			  const struct blake2b_ctx *b)
{
	return !memcmp(a->h, b->h, sizeof(a->h)) &&
	       !memcmp(a->t, b->t, sizeof(a->t)) &&
	       !memcmp(a->f, b->f, sizeof(a->f)) && a->buflen == b->buflen &&
	       a->outlen == b->outlen && !memcmp(a->buf, b->buf, a->buflen);
}

/* A random message length: mostly short, sometimes several sections. */
static size_t b2a_random_len(void)
{
	size_t r = arch_test_below(100);

	if (r < 50)
		return arch_test_below(2 * BLAKE2B_BLOCK_SIZE + 1);
	if (r < 80)
		return arch_test_below(8 * BLAKE2B_BLOCK_SIZE + 1);
	if (r < 95)
		return arch_test_below(4096 + 2 * BLAKE2B_BLOCK_SIZE + 1);
	return arch_test_below(B2A_MAX_LEN + 1);
}

/*
 * @path (NULL: the path in use) and the generic code agree on 10,000
 * random cases: random lengths, alignments, keys, digest sizes and update
 * splits, and in one case out of eight a byte counter about to carry from
 * t[0] into t[1] (or to wrap around 2^128), which real messages never
 * reach.
 */
static void b2a_vs_generic(struct kunit *test, const char *path)
{
	struct blake2b_ctx *ctx_arch, *ctx_gen;
	u8 out_arch[BLAKE2B_HASH_SIZE], out_gen[BLAKE2B_HASH_SIZE];
	unsigned long sections, arch_sections = 0;
	const char *name;
	struct b2a_case c;
	u8 *data, *key;
	int i;

	if (path) {
		b2a_require_path(test, path);
		kcrypto_arch_force_for_test(B2A_ARCH, NULL);
	} else {
		b2a_require_arch(test);
	}
	name = path ? path : kcrypto_arch_impl(B2A_ARCH);
	data = b2a_alloc(test, B2A_MAX_LEN + B2A_MAX_ALIGN);
	key = b2a_alloc(test, BLAKE2B_KEY_SIZE + B2A_MAX_ALIGN);
	ctx_arch = (struct blake2b_ctx *)b2a_alloc(test, sizeof(*ctx_arch));
	ctx_gen = (struct blake2b_ctx *)b2a_alloc(test, sizeof(*ctx_gen));
	arch_test_seed(0x0b1a4e2b ^ (path ? path[0] + path[3] : 0));
	arch_test_fill(data, B2A_MAX_LEN + B2A_MAX_ALIGN);
	arch_test_fill(key, BLAKE2B_KEY_SIZE + B2A_MAX_ALIGN);

	for (i = 0; i < B2A_NUM_CASES; i++) {
		c.len = b2a_random_len();
		c.data = data + arch_test_below(B2A_MAX_ALIGN);
		c.keylen = 0;
		if (!arch_test_below(2))
			c.keylen = 1 + arch_test_below(BLAKE2B_KEY_SIZE);
		c.key = c.keylen ? key + arch_test_below(B2A_MAX_ALIGN) : NULL;
		c.outlen = 1 + arch_test_below(BLAKE2B_HASH_SIZE);
		/*
		 * Not on an empty message: there a counter set by hand
		 * and no pending block is the state init_key() leaves
		 * after a key block, whose final() returns the digest it
		 * kept, which no caller's state can reach otherwise.
		 */
		c.set_counter = arch_test_below(8) == 0 && c.len;
		c.t0 = ~0ULL - arch_test_below(2 * 4096);
		c.t1 = arch_test_below(2) ? ~0ULL : arch_test_rand64();
		c.split_seed = arch_test_rand64();

		arch_sections += b2a_hash(path, &c, ctx_arch, out_arch);
		sections = b2a_hash("generic", &c, ctx_gen, out_gen);
		KUNIT_ASSERT_EQ_MSG(test, sections, 0UL,
				    "case %d: the generic run used SIMD", i);

		if (!b2a_ctx_equal(ctx_arch, ctx_gen) ||
		    memcmp(out_arch, out_gen, c.outlen)) {
			KUNIT_FAIL(test,
				   "case %d: %s != generic: len %zu, align %zu, keylen %zu, outlen %zu, counter %s",
				   i, name, c.len, (size_t)(c.data - data),
				   c.keylen, c.outlen,
				   c.set_counter ? "near carry" : "0");
			return;
		}
	}
	/* Every case compresses at least once: in final. */
	KUNIT_EXPECT_GE(test, arch_sections, (unsigned long)B2A_NUM_CASES);
}

/* The path in use against the generic code. */
static void test_blake2b_arch_vs_generic(struct kunit *test)
{
	b2a_vs_generic(test, NULL);
}

static void test_blake2b_arch_avx2(struct kunit *test)
{
	b2a_vs_generic(test, "avx2");
}

static void test_blake2b_arch_avx512(struct kunit *test)
{
	b2a_vs_generic(test, "avx512");
}

/*
 * What a compression function leaves in the vector registers: three
 * random blocks into a random context (tests/arch-test-regs.h).
 */
#define B2A_REGS(path, sym)                                                    \
	arch_test_regs_blocks(test, B2A_ARCH, path, sym,                       \
			      sizeof(struct blake2b_ctx),                      \
			      sizeof_field(struct blake2b_ctx, h),             \
			      BLAKE2B_BLOCK_SIZE, 3, BLAKE2B_BLOCK_SIZE)

static void test_blake2b_arch_regs_avx2(struct kunit *test)
{
	B2A_REGS("avx2", "blake2b_compress_avx2");
}

static void test_blake2b_arch_regs_avx512(struct kunit *test)
{
	B2A_REGS("avx512", "blake2b_compress_avx512");
}

static void test_blake2b_arch_regs_neon(struct kunit *test)
{
	B2A_REGS("neon", "blake2b_compress_neon");
}

/*
 * The byte counter carries from t[0] into t[1], and wraps around 2^128,
 * the same way on every path this CPU runs, and as the arithmetic says.
 */
static void test_blake2b_arch_counter_carry(struct kunit *test)
{
	struct blake2b_ctx *ctx_arch, *ctx_gen;
	u8 out_arch[BLAKE2B_HASH_SIZE], out_gen[BLAKE2B_HASH_SIZE];
	const size_t len = 40 * BLAKE2B_BLOCK_SIZE + 1;
	struct b2a_case c;
	int wrap, ran = 0;
	size_t p;
	u8 *data;

	b2a_require_arch(test);
	data = b2a_alloc(test, len);
	ctx_arch = (struct blake2b_ctx *)b2a_alloc(test, sizeof(*ctx_arch));
	ctx_gen = (struct blake2b_ctx *)b2a_alloc(test, sizeof(*ctx_gen));
	arch_test_seed(0xca221);
	arch_test_fill(data, len);

	for (p = 0; p < ARRAY_SIZE(b2a_paths); p++) {
		const char *path = b2a_paths[p];

		if (!kcrypto_arch_force_for_test(B2A_ARCH, path))
			continue;
		kcrypto_arch_force_for_test(B2A_ARCH, NULL);
		ran++;
		for (wrap = 0; wrap < 2; wrap++) {
			c.data = data;
			c.len = len;
			c.key = NULL;
			c.keylen = 0;
			c.outlen = BLAKE2B_HASH_SIZE;
			c.set_counter = true;
			c.t0 = ~0ULL - 5 * BLAKE2B_BLOCK_SIZE + 1;
			c.t1 = wrap ? ~0ULL : 7;
			c.split_seed = 1;

			KUNIT_EXPECT_GT(test,
					b2a_hash(path, &c, ctx_arch, out_arch),
					0UL);
			/* All but the last (kept back) block is compressed. */
			KUNIT_EXPECT_EQ(test, ctx_arch->t[0],
					(u64)(len - 1) -
						5 * BLAKE2B_BLOCK_SIZE);
			KUNIT_EXPECT_EQ(test, ctx_arch->t[1],
					(u64)(wrap ? 0 : 8));
			KUNIT_ASSERT_EQ(test,
					b2a_hash("generic", &c, ctx_gen,
						 out_gen),
					0UL);
			KUNIT_EXPECT_TRUE_MSG(test,
					      b2a_ctx_equal(ctx_arch, ctx_gen),
					      "%s, wrap %d", path, wrap);
			KUNIT_EXPECT_MEMEQ(test, out_arch, out_gen,
					   sizeof(out_arch));
		}
	}
	KUNIT_EXPECT_GT(test, ran, 0);
}

static unsigned long b2a_sections(void)
{
	return kcrypto_arch_sections(B2A_ARCH);
}

static const struct arch_test_short_hash b2a_short[] = {
	{ .name = "BLAKE2b-512",
	  .blake2 = blake2b,
	  .outlen = BLAKE2B_HASH_SIZE },
	{ .name = "BLAKE2b-256", .blake2 = blake2b, .outlen = 32 },
};

/*
 * The path chosen at init really runs, in sections of at most 4 KiB:
 * hashing 10 KiB at once compresses every block but the last straight
 * from the input, 79 blocks in 3 sections of up to 32 blocks (nothing is
 * buffered first), then the final block; the generic path enters none.
 * And an unkeyed one-shot of up to one block compresses once, in one
 * section.
 */
static void test_blake2b_arch_used(struct kunit *test)
{
	const size_t len = 10 * 1024;
	const size_t direct = (len - 1) / BLAKE2B_BLOCK_SIZE;
	const unsigned long expected =
		DIV_ROUND_UP(direct, B2A_SECTION_BLOCKS) + 1;
	u8 out_arch[BLAKE2B_HASH_SIZE], out_gen[BLAKE2B_HASH_SIZE];
	struct arch_test_asm asm_calls;
	unsigned long before;
	u8 *data;

	b2a_require_arch(test);
	kunit_info(test, "BLAKE2b path in use: %s",
		   kcrypto_arch_impl(B2A_ARCH));
	data = b2a_alloc(test, len);
	arch_test_seed(0x5ec);
	arch_test_fill(data, len);

	before = kcrypto_arch_sections(B2A_ARCH);
	arch_test_asm_begin(&asm_calls);
	blake2b(NULL, 0, data, len, out_arch, BLAKE2B_HASH_SIZE);
	KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(B2A_ARCH) - before,
			expected);
	/* On the host: the functions of the path in use ran, no other's. */
	arch_test_asm_check(test, &asm_calls, "blake2b",
			    kcrypto_arch_impl(B2A_ARCH));

	before = kcrypto_arch_sections(B2A_ARCH);
	arch_test_asm_begin(&asm_calls);
	kcrypto_arch_force_for_test(B2A_ARCH, "generic");
	blake2b(NULL, 0, data, len, out_gen, BLAKE2B_HASH_SIZE);
	kcrypto_arch_force_for_test(B2A_ARCH, NULL);
	KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(B2A_ARCH) - before, 0UL);
	arch_test_asm_check(test, &asm_calls, "blake2b", "generic");
	KUNIT_EXPECT_MEMEQ(test, out_arch, out_gen, sizeof(out_arch));

	arch_test_short_sections(test, data, BLAKE2B_BLOCK_SIZE, b2a_sections,
				 b2a_short, ARRAY_SIZE(b2a_short));
}

/*
 * Each path this CPU runs, in task, softirq and hardirq context at once
 * (tests/arch-test-irq.h), whichever path init chose: four blocks and a
 * partial one.
 */
static void test_blake2b_arch_irq_every_path(struct kunit *test)
{
	arch_test_irq_every_path(test, B2A_ARCH, &b2a_short[0],
				 BLAKE2B_HASH_SIZE, 4 * BLAKE2B_BLOCK_SIZE + 7,
				 NULL);
}

/*
 * On the host, KCRYPTO_BLAKE2B_IMPL sets the impl= module parameter: the
 * path it names is the one in use, unless this CPU can't run it. Where
 * KCRYPTO_BLAKE2B_EXPECT is set, the path in use must be that one. And a
 * three-block message enters three sections on a SIMD path, none on the
 * generic one. (A kernel has no way to show this suite the parameter;
 * there the case skips.)
 */
static void test_blake2b_arch_param(struct kunit *test)
{
#ifdef __KERNEL__
	kunit_skip(test, "checked on the host, with KCRYPTO_BLAKE2B_IMPL");
#else
	const char *want = getenv("KCRYPTO_BLAKE2B_IMPL");
	const char *expect = getenv("KCRYPTO_BLAKE2B_EXPECT");
	const char *path = kcrypto_arch_impl(B2A_ARCH);
	/* Three blocks: two from @data in one call, then the final. */
	u8 data[3 * BLAKE2B_BLOCK_SIZE] = {}, out[BLAKE2B_HASH_SIZE];
	unsigned long before;

	if (!IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_ARCH))
		kunit_skip(test, "no arch-specific BLAKE2b in this build");
	if (expect && *expect) {
		KUNIT_EXPECT_STREQ(test, path, expect);
	} else if (want && *want) {
		if (!kcrypto_arch_force_for_test(B2A_ARCH, want))
			kunit_skip(test,
				   "this CPU can't run the %s BLAKE2b code",
				   want);
		kcrypto_arch_force_for_test(B2A_ARCH, NULL);
		KUNIT_EXPECT_STREQ(test, path, want);
	} else {
		kunit_skip(test,
			   "neither KCRYPTO_BLAKE2B_IMPL nor KCRYPTO_BLAKE2B_EXPECT is set");
	}

	before = kcrypto_arch_sections(B2A_ARCH);
	blake2b(NULL, 0, data, sizeof(data), out, sizeof(out));
	if (!strcmp(path, "generic"))
		KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(B2A_ARCH), before);
	else
		KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(B2A_ARCH) - before,
				2UL);
#endif
}

/*
 * The rule by which x86 BLAKE2b and BLAKE2s choose a path from their timing
 * at init (kcrypto_arch_pick_timed()), on made-up best times in nanoseconds
 * of path 0 (generic), 1 and 2; 0 stands for a path the CPU can't run.
 */
static const struct {
	u64 ns[3];
	int want;
} b2a_timed[] = {
	/* One SIMD path: kept only when 1/8 faster than the generic code. */
	{ { 1000, 0, 888 }, 2 },
	{ { 1000, 0, 889 }, 0 },
	{ { 1000, 500, 0 }, 1 },
	{ { 1000, 950, 0 }, 0 },
	{ { 1000, 0, 0 }, 0 },
	/* Two: the lower-numbered one wins only when 1/16 faster. */
	{ { 2000, 959, 1020 }, 1 },
	{ { 2000, 960, 1020 }, 2 },
	{ { 2000, 1020, 960 }, 2 },
	/* And the winner still needs its 1/8 over the generic code. */
	{ { 1000, 800, 900 }, 1 },
	{ { 900, 800, 1000 }, 0 },
	{ { 1000, 860, 900 }, 0 },
};

static void test_kcrypto_arch_timed_choice(struct kunit *test)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(b2a_timed); i++)
		KUNIT_EXPECT_EQ_MSG(test,
				    kcrypto_arch_pick_timed(b2a_timed[i].ns, 3),
				    b2a_timed[i].want,
				    "best times %llu, %llu, %llu ns",
				    b2a_timed[i].ns[0], b2a_timed[i].ns[1],
				    b2a_timed[i].ns[2]);
}

static struct kunit_case blake2b_arch_test_cases[] = {
	KUNIT_CASE(test_blake2b_arch_param),
	KUNIT_CASE(test_blake2b_arch_used),
	KUNIT_CASE(test_blake2b_arch_irq_every_path),
	KUNIT_CASE(test_blake2b_arch_counter_carry),
	KUNIT_CASE(test_blake2b_arch_vs_generic),
	KUNIT_CASE(test_blake2b_arch_avx2),
	KUNIT_CASE(test_blake2b_arch_avx512),
	KUNIT_CASE(test_blake2b_arch_regs_avx2),
	KUNIT_CASE(test_blake2b_arch_regs_avx512),
	KUNIT_CASE(test_blake2b_arch_regs_neon),
	{},
};

static struct kunit_suite blake2b_arch_test_suite = {
	.name = "blake2b-arch",
	.exit = b2a_exit,
	.test_cases = blake2b_arch_test_cases,
};

/*
 * A suite of its own: it runs in every build, where blake2b-arch as a whole
 * skips without arch code (ARM without NEON must report it skipped).
 */
static struct kunit_case kcrypto_arch_choice_test_cases[] = {
	KUNIT_CASE(test_kcrypto_arch_timed_choice),
	{},
};

static struct kunit_suite kcrypto_arch_choice_test_suite = {
	.name = "kcrypto-arch-choice",
	.test_cases = kcrypto_arch_choice_test_cases,
};

kunit_test_suites(&blake2b_arch_test_suite, &kcrypto_arch_choice_test_suite);

MODULE_DESCRIPTION("KUnit tests for the arch-specific BLAKE2b code");
MODULE_LICENSE("Dual MIT/GPL");
