// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the SHA-3/SHAKE arch code (x86-64 AVX-512VL, arm64 SHA-3
 * instructions), run by every build: with arch code, without it, and on the
 * host with KCRYPTO_FORCE_GENERIC=1 or each path forced (tools/host/paths.mk).
 *
 * The SHA-2 and BLAKE2 template (tests/arch-test-template.h) fits neither
 * the six functions of one sponge nor SHAKE's squeezes, so the cases are
 * this file's own, on the template's helpers: each path this CPU runs,
 * forced by the glue's test hooks, against the generic code over 10,000
 * random cases (all six functions, random lengths, alignments, update
 * splits, SHAKE output lengths and squeeze splits); the path in use (the
 * one forced, or the best this CPU has) and its SIMD sections of at most
 * 4 KiB; each path in task, softirq and hardirq context at once; and what
 * the two assembly functions leave in the vector registers.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <crypto/sha3.h>
#include <kunit/test.h>
#include <linux/kernel.h>
#include <linux/math.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "arch-test-asm.h"
#include "arch-test-irq.h"
#include "arch-test-regs.h"
#include "arch-test-rng.h"
#include "arch-test-short.h"

#ifndef __KERNEL__
#include <kcrypto-host.h>
#include <stdlib.h> /* getenv(): the host shim's module parameters */
#if IS_ENABLED(CONFIG_KCRYPTO_SHA3_ARCH) && defined(__x86_64__)
#include <asm/cpufeature.h>
#define SHA3_TEST_HOST_PATHS 1
#define SHA3_TEST_ARCH_PATH "avx512"

/* arch/x86/sha3.h's "avx512" needs AVX-512F, AVX-512VL and the ZMM state. */
static bool sha3_test_cpu_can_run(void)
{
	return boot_cpu_has(X86_FEATURE_AVX512F) &&
	       boot_cpu_has(X86_FEATURE_AVX512VL) &&
	       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM |
					 XFEATURE_MASK_AVX512,
				 NULL);
}
#elif IS_ENABLED(CONFIG_KCRYPTO_SHA3_ARCH) && defined(__aarch64__)
#include <asm/cpufeature.h>
#define SHA3_TEST_HOST_PATHS 1
#define SHA3_TEST_ARCH_PATH "ce"

/* arch/arm64/sha3.h's "ce" needs HWCAP_SHA3. */
static bool sha3_test_cpu_can_run(void)
{
	return cpu_have_named_feature(SHA3);
}
#endif

#ifdef SHA3_TEST_HOST_PATHS
/* Each glue has one path besides the generic code. */
static bool sha3_test_can_run(const char *path)
{
	return !strcmp(path, "generic") ||
	       (!strcmp(path, SHA3_TEST_ARCH_PATH) && sha3_test_cpu_can_run());
}

/* The automatic choice: the best path this CPU can run. */
static const char *sha3_test_best(void)
{
	return sha3_test_cpu_can_run() ? SHA3_TEST_ARCH_PATH : "generic";
}
#endif
#endif

#define SHA3_TEST_HOOK KCRYPTO_SHA3_ARCH_TEST
#define SHA3_TEST_CASES 10000
#define SHA3_TEST_BATCH 100
#define SHA3_TEST_BUF 8192
#define SHA3_TEST_ALIGN 64
#define SHA3_TEST_MAX_OUT 600

/* The path in use; NULL from the library means the generic code. */
static const char *sha3_test_path(void)
{
	const char *name = sha3_arch_name();

	return name ? name : "generic";
}

/* The six functions: digest size (0: SHAKE) and rate. */
static const struct {
	const char *name;
	u8 digest_size, block_size;
} sha3_test_fns[] = {
	{ "SHA3-224", SHA3_224_DIGEST_SIZE, SHA3_224_BLOCK_SIZE },
	{ "SHA3-256", SHA3_256_DIGEST_SIZE, SHA3_256_BLOCK_SIZE },
	{ "SHA3-384", SHA3_384_DIGEST_SIZE, SHA3_384_BLOCK_SIZE },
	{ "SHA3-512", SHA3_512_DIGEST_SIZE, SHA3_512_BLOCK_SIZE },
	{ "SHAKE128", 0, SHAKE128_BLOCK_SIZE },
	{ "SHAKE256", 0, SHAKE256_BLOCK_SIZE },
};

static u8 *sha3_test_alloc(struct kunit *test, size_t len)
{
	u8 *buf = kunit_kmalloc(test, len, GFP_KERNEL);

	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, buf);
	return buf;
}

/* One random case, drawn from the generator. */
struct sha3_test_case {
	unsigned int fn;
	size_t len, offset, out_len;
	bool oneshot;
};

/*
 * A message length: mostly short, around a block boundary of the rate, or
 * up to 2.5 blocks; some long enough to span several 4 KiB SIMD sections.
 */
static size_t sha3_test_len(size_t block_size)
{
	switch (arch_test_rand32() % 8) {
	case 0:
		return arch_test_below(SHA3_TEST_BUF - SHA3_TEST_ALIGN);
	case 1:
	case 2:
		return arch_test_below(5 * block_size / 2);
	case 3:
		return (1 + arch_test_below(3)) * block_size +
		       arch_test_below(5) - 2;
	default:
		return arch_test_below(600);
	}
}

static void sha3_test_draw(struct sha3_test_case *c)
{
	c->fn = arch_test_below(ARRAY_SIZE(sha3_test_fns));
	c->len = sha3_test_len(sha3_test_fns[c->fn].block_size);
	c->offset = arch_test_below(SHA3_TEST_ALIGN);
	c->oneshot = arch_test_below(4) == 0;
	c->out_len = sha3_test_fns[c->fn].digest_size;
	if (!c->out_len)
		c->out_len = arch_test_below(SHA3_TEST_MAX_OUT + 1);
}

/* The next of a random number of random-sized pieces of @left bytes. */
static size_t sha3_test_piece(int *pieces, size_t left)
{
	return --*pieces > 0 ? arch_test_below(left + 1) : left;
}

/* A random number of random-sized update calls. */
static void sha3_test_updates(struct __sha3_ctx *ctx, const u8 *data,
			      size_t len)
{
	int pieces = 1 + (int)arch_test_below(4);
	size_t n;

	do {
		n = sha3_test_piece(&pieces, len);
		__sha3_update(ctx, data, n);
		data += n;
		len -= n;
	} while (pieces > 0);
}

/* SHAKE: a random number of random-sized squeezes. */
static void sha3_test_squeezes(struct shake_ctx *ctx, u8 *out, size_t len)
{
	int pieces = 1 + (int)arch_test_below(4);
	size_t n;

	do {
		n = sha3_test_piece(&pieces, len);
		shake_squeeze(ctx, out, n);
		out += n;
		len -= n;
	} while (pieces > 0);
}

/* Runs case @c on the path in use; its splits come from the generator. */
static void sha3_test_run(const struct sha3_test_case *c, const u8 *buf,
			  u8 *out)
{
	const u8 *data = buf + c->offset;
	u8 digest_size = sha3_test_fns[c->fn].digest_size;
	u8 block_size = sha3_test_fns[c->fn].block_size;
	struct shake_ctx shake;
	struct sha3_ctx ctx;

	if (c->oneshot) {
		switch (c->fn) {
		case 0:
			sha3_224(data, c->len, out);
			return;
		case 1:
			sha3_256(data, c->len, out);
			return;
		case 2:
			sha3_384(data, c->len, out);
			return;
		case 3:
			sha3_512(data, c->len, out);
			return;
		case 4:
			shake128(data, c->len, out, c->out_len);
			return;
		default:
			shake256(data, c->len, out, c->out_len);
			return;
		}
	}
	if (digest_size) {
		__sha3_init(&ctx.ctx, digest_size, block_size);
		sha3_test_updates(&ctx.ctx, data, c->len);
		sha3_final(&ctx, out);
	} else {
		__sha3_init(&shake.ctx, 0, block_size);
		sha3_test_updates(&shake.ctx, data, c->len);
		sha3_test_squeezes(&shake, out, c->out_len);
		shake_zeroize_ctx(&shake);
	}
}

/*
 * @SHA3_TEST_BATCH cases from the generator state @seed, on the path in
 * use; their outputs go to @outs (SHA3_TEST_MAX_OUT bytes a case) or, with
 * @check, are compared with @outs. False (with a failure) at the first
 * difference.
 */
static bool sha3_test_batch(struct kunit *test, u64 seed, const u8 *buf,
			    u8 *outs, u8 *out, bool check, int first)
{
	struct sha3_test_case c;
	int i;

	arch_test_rng_state = seed;
	for (i = 0; i < SHA3_TEST_BATCH; i++) {
		u8 *want = outs + i * SHA3_TEST_MAX_OUT;

		sha3_test_draw(&c);
		sha3_test_run(&c, buf, check ? out : want);
		if (check && memcmp(out, want, c.out_len)) {
			KUNIT_FAIL(test,
				   "path %s, case %d: %s of %zu bytes at offset %zu (%s, %zu output bytes) differs from the generic code",
				   sha3_test_path(), first + i,
				   sha3_test_fns[c.fn].name, c.len, c.offset,
				   c.oneshot ? "one-shot" : "updates",
				   c.out_len);
			return false;
		}
	}
	return true;
}

static void sha3_test_force(struct kunit *test, struct kcrypto_arch_test *t,
			    const char *path)
{
	KUNIT_ASSERT_TRUE_MSG(test, kcrypto_arch_force_for_test(t, path),
			      "can't switch to the %s path", path);
}

/*
 * Every path this CPU runs but the generic one, switched to by the glue's
 * test hooks, against the generic code over 10,000 random cases, in
 * batches: a batch runs on the generic path, then again from the same
 * generator state on the other. Then back to the path chosen at init.
 */
static void test_sha3_arch_differential(struct kunit *test)
{
	struct kcrypto_arch_test *t = SHA3_TEST_HOOK;
	u8 *buf, *outs, *out;
	int path, i, ran = 0;
	bool ok = true;
	u64 seed;

	if (!t)
		kunit_skip(test,
			   "no SHA-3 arch code or test hooks in this build");
	buf = sha3_test_alloc(test, SHA3_TEST_BUF);
	outs = sha3_test_alloc(test, SHA3_TEST_BATCH * SHA3_TEST_MAX_OUT);
	out = sha3_test_alloc(test, SHA3_TEST_MAX_OUT);
	for (path = 1; ok && path < t->npaths; path++) {
		if (!t->usable(path))
			continue;
		arch_test_seed(0x5ea3);
		for (i = 0; ok && i < SHA3_TEST_CASES; i += SHA3_TEST_BATCH) {
			/* New data now and then, so not all messages share bytes. */
			if (i % (4 * SHA3_TEST_BATCH) == 0)
				arch_test_fill(buf, SHA3_TEST_BUF);
			seed = arch_test_rng_state;
			sha3_test_force(test, t, "generic");
			sha3_test_batch(test, seed, buf, outs, out, false, i);
			sha3_test_force(test, t, t->names[path]);
			ok = sha3_test_batch(test, seed, buf, outs, out, true,
					     i);
		}
		ran++;
	}
	KUNIT_EXPECT_TRUE(test, kcrypto_arch_force_for_test(t, NULL));
	if (!ran)
		kunit_skip(test, "this CPU runs only the generic SHA-3 code");
	if (ok)
		kunit_info(test,
			   "%d random cases agree with the generic code on %d path(s)",
			   SHA3_TEST_CASES, ran);
}

/*
 * The path in use is the one asked for: on the host, KCRYPTO_SHA3_IMPL
 * (the impl= module parameter) when the CPU can run it, else the best path
 * the CPU has, and generic under KCRYPTO_FORCE_GENERIC=1; where
 * KCRYPTO_SHA3_EXPECT is set (tools/host/arch/x86/qemu-paths), that one. In
 * a kernel: the path the hooks name.
 */
static void test_sha3_arch_forced_path(struct kunit *test)
{
#ifdef SHA3_TEST_HOST_PATHS
	const char *impl = getenv("KCRYPTO_SHA3_IMPL");
	const char *expect = getenv("KCRYPTO_SHA3_EXPECT");
	const char *want;

	if (kcrypto_host_force_generic())
		want = "generic";
	else if (impl && *impl && sha3_test_can_run(impl))
		want = impl;
	else
		want = sha3_test_best();
	KUNIT_EXPECT_STREQ(test, sha3_test_path(), want);
	if (expect && *expect)
		KUNIT_EXPECT_STREQ_MSG(test, sha3_test_path(), expect,
				       "KCRYPTO_SHA3_EXPECT");
	kunit_info(test, "path in use: %s (CPU's best: %s)", sha3_test_path(),
		   sha3_test_best());
#elif defined(KCRYPTO_SHA3_ARCH_HOOKS)
	KUNIT_EXPECT_STREQ(test, kcrypto_arch_impl(SHA3_TEST_HOOK),
			   sha3_test_path());
	kunit_info(test, "path in use: %s", sha3_test_path());
#else
	kunit_skip(test, "no SHA-3 arch paths to choose from in this build");
#endif
}

static unsigned long sha3_test_sections(void)
{
#ifdef SHA3_TEST_HOST_PATHS
	return kcrypto_host_simd_sections;
#else
	return kcrypto_arch_sections(SHA3_TEST_HOOK);
#endif
}

/*
 * The SIMD sections of a one-shot of @len bytes with @out_len bytes of
 * output: the whole blocks in sections of at most 4 KiB, then one
 * permutation each for the padding and each further output block.
 */
static unsigned long sha3_test_expected(size_t block_size, size_t len,
					size_t out_len)
{
	size_t nblocks = len / block_size;

	return DIV_ROUND_UP(nblocks, 4096 / block_size) +
	       DIV_ROUND_UP(max_t(size_t, out_len, 1), block_size);
}

/*
 * With arch code on a CPU that has the instructions, the path chosen at
 * init really runs (on the host: both assembly functions, and no other
 * path's), in SIMD sections of at most 4 KiB: each function over 8 KiB
 * (SHAKE with three blocks of output) opens exactly the sections that
 * sha3_test_expected() counts. The generic code opens none.
 */
static void test_sha3_arch_path_used(struct kunit *test)
{
	u8 *buf = sha3_test_alloc(test, SHA3_TEST_BUF);
	u8 *out = sha3_test_alloc(test, SHA3_TEST_MAX_OUT);
	const char *path = sha3_test_path();
	struct arch_test_asm asm_calls;
	struct sha3_test_case c = {};
	unsigned long before, n, total = 0;

	memset(buf, 0x5a, SHA3_TEST_BUF);
	c.oneshot = true;
	c.len = SHA3_TEST_BUF;
	arch_test_asm_begin(&asm_calls);
	for (c.fn = 0; c.fn < ARRAY_SIZE(sha3_test_fns); c.fn++) {
		size_t bs = sha3_test_fns[c.fn].block_size;

		c.out_len = sha3_test_fns[c.fn].digest_size ?: 3 * bs;
		before = sha3_test_sections();
		sha3_test_run(&c, buf, out);
		n = sha3_test_sections() - before;
		total += n;
		if (strcmp(path, "generic"))
			KUNIT_EXPECT_EQ_MSG(test, n,
					    sha3_test_expected(bs, c.len,
							       c.out_len),
					    "%s of %zu bytes, %zu out",
					    sha3_test_fns[c.fn].name, c.len,
					    c.out_len);
	}
	arch_test_asm_check(test, &asm_calls, "sha3", path);
	if (!strcmp(path, "generic")) {
		KUNIT_EXPECT_EQ_MSG(test, total, 0UL,
				    "SIMD sections with the generic code");
		kunit_skip(test,
			   "the generic SHA-3 code is in use (no arch code, a CPU without the instructions, or impl=generic)");
	}
	kunit_info(test, "%s used: %lu SIMD sections for the six functions",
		   path, total);
}

static void sha3_test_shake256_64(const u8 *data, size_t len, u8 *out)
{
	shake256(data, len, out, 64);
}

static void sha3_test_sha3_256(const u8 *data, size_t len, u8 *out)
{
	sha3_256(data, len, out);
}

/* Each path in task, softirq and hardirq context at once. */
static void test_sha3_arch_irq_every_path(struct kunit *test)
{
	static const struct arch_test_short_hash fns[] = {
		{ .name = "SHA3-256", .hash = sha3_test_sha3_256 },
		{ .name = "SHAKE256", .hash = sha3_test_shake256_64 },
	};
	const size_t len = 4 * SHA3_256_BLOCK_SIZE + 7;

	arch_test_irq_every_path(test, SHA3_TEST_HOOK, &fns[0],
				 SHA3_256_DIGEST_SIZE, len, NULL);
	arch_test_irq_every_path(test, SHA3_TEST_HOOK, &fns[1], 64, len, NULL);
}

/*
 * What the absorb loop (three blocks) and the permutation alone (which
 * ignores its other arguments) of @path leave in the vector registers.
 */
#define SHA3_TEST_REGS_CASES(path, absorb, keccakf)                            \
	static void test_sha3_arch_regs_##path##_absorb(struct kunit *test)    \
	{                                                                      \
		arch_test_regs_blocks(test, SHA3_TEST_HOOK, #path, absorb,     \
				      SHA3_STATE_SIZE, SHA3_STATE_SIZE,        \
				      SHA3_256_BLOCK_SIZE, 3,                  \
				      SHA3_256_BLOCK_SIZE);                    \
	}                                                                      \
	static void test_sha3_arch_regs_##path##_keccakf(struct kunit *test)   \
	{                                                                      \
		arch_test_regs_blocks(test, SHA3_TEST_HOOK, #path, keccakf,    \
				      SHA3_STATE_SIZE, SHA3_STATE_SIZE, 8, 1,  \
				      0);                                      \
	}

SHA3_TEST_REGS_CASES(ce, "sha3_ce_absorb_blocks", "sha3_ce_keccakf")
SHA3_TEST_REGS_CASES(avx512, "sha3_avx512_absorb_blocks", "sha3_avx512_keccakf")

static struct kunit_case sha3_arch_test_cases[] = {
	KUNIT_CASE(test_sha3_arch_differential),
	KUNIT_CASE(test_sha3_arch_forced_path),
	KUNIT_CASE(test_sha3_arch_path_used),
	KUNIT_CASE(test_sha3_arch_irq_every_path),
	KUNIT_CASE(test_sha3_arch_regs_ce_absorb),
	KUNIT_CASE(test_sha3_arch_regs_ce_keccakf),
	KUNIT_CASE(test_sha3_arch_regs_avx512_absorb),
	KUNIT_CASE(test_sha3_arch_regs_avx512_keccakf),
	{},
};

/* Every case ends on the path chosen at init, even when it failed. */
static void sha3_test_exit(struct kunit *test __always_unused)
{
	kcrypto_arch_force_for_test(SHA3_TEST_HOOK, NULL);
}

static struct kunit_suite sha3_arch_test_suite = {
	.name = "sha3_arch",
	.exit = sha3_test_exit,
	.test_cases = sha3_arch_test_cases,
};

kunit_test_suite(sha3_arch_test_suite);

MODULE_DESCRIPTION("KUnit tests for SHA-3/SHAKE arch code");
MODULE_LICENSE("Dual MIT/GPL");
