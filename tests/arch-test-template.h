/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * The KUnit cases every arch suite (tests/ALGO_arch_kunit.c) has: the path
 * in use, and each path forced in turn (kcrypto_arch_force_for_test()),
 * against an independent computation over 10,000 random cases; the path
 * asked for (impl=, KCRYPTO_<ALG>_IMPL on the host) or chosen at init in
 * use, and really running, in SIMD sections of at most 4 KiB; each path in
 * task, softirq and hardirq context at once; what the assembly leaves in
 * the vector registers and (SHA-2, x86-64 host) on the stack. Each case
 * function is named test_<ALGO>_arch_<what>; the suite lists the ones it
 * has, then its own. The including file defines, before including it:
 *
 *   ARCH_TEST_ALGO          the API prefix: sha256, sha512, blake2b, ...
 *   ARCH_TEST_NAME          the name in messages: "SHA-256", "BLAKE2b", ...
 *   ARCH_TEST_HOOK          the glue's test hooks (KCRYPTO_SHA256_ARCH_TEST)
 *   ARCH_TEST_ENV           "KCRYPTO_<ALG>", of the host's _IMPL and _EXPECT
 *   ARCH_TEST_BLOCK_SIZE, ARCH_TEST_DIGEST_SIZE
 *   ARCH_TEST_WORD_BITS     32 or 64: of the state's words (SHA-2), of the
 *                           byte counter's (BLAKE2)
 *   ARCH_TEST_SCALAR        a path of scalar code, if any: no SIMD sections,
 *                           one call a compression, in hardirqs too
 *   arch_test_short[]       struct arch_test_short_hash (arch-test-short.h)
 *                           of its digest sizes, the full one first
 *
 * and one of two sets. SHA-2, against a plain byte-at-a-time reference
 * (ARCH_TEST_SHA2), whose blocks are those of tests/ALGO-ref.h:
 *
 *   ARCH_TEST_REF_K         the round constants of ALGO-ref.h
 *   ref_iv, ref_iv_short    the IVs of the full and the shorter digest
 *   ARCH_TEST_SHORT_ALGO, ARCH_TEST_SHORT_SIZE   the shorter digest (sha224)
 *   ARCH_TEST_SEED, ARCH_TEST_STACK_SEED
 *   ARCH_TEST_HOOKS         the glue has test hooks (KCRYPTO_<ALG>_ARCH_HOOKS)
 *   ARCH_TEST_EVERY_PATH    the case that runs the differential on each path
 *   ARCH_TEST_FINUP_2X, ARCH_TEST_HAS_2X, ARCH_TEST_IRQ_2X
 *                           sha256_finup_2x(): counted, and in interrupts
 *   ARCH_TEST_INSNS, ARCH_TEST_PATHS, arch_test_cpu_can_run(),
 *   arch_test_paths[]       in a host build with arch code: what the CPU
 *                           needs, the suite's own rule for each path, and
 *                           the paths in the order the glue prefers them
 *   ARCH_TEST_STACK         on the x86-64 host, for the stack cases, with
 *                           arch_test_stack_call() defined after the include
 *
 * BLAKE2, each path against the generic one, switched to by the hooks
 * (ARCH_TEST_B2):
 *
 *   ARCH_TEST_BUILT         IS_ENABLED(CONFIG_KCRYPTO_<ALG>_ARCH)
 *   ARCH_TEST_KEY_SIZE, ARCH_TEST_B2_SEED
 *   ARCH_TEST_REQUIRE_IN_USE skip, rather than check, where the generic
 *                           path is in use
 *   ARCH_TEST_USED          the path_used case's <what>, if not path_used
 */
#ifndef _KCRYPTO_ARCH_TEST_TEMPLATE_H
#define _KCRYPTO_ARCH_TEST_TEMPLATE_H

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

/* The host shim (tools/host/) can show which path ran; a kernel can't. */
#ifndef __KERNEL__
#include <kcrypto-host.h>
#include <stdlib.h> /* getenv(): the host shim's module parameters */
#define ARCH_TEST_HOST 1
#endif

/* A path of scalar code, entered once a compression, in hardirqs too. */
#ifndef ARCH_TEST_SCALAR
#define ARCH_TEST_SCALAR NULL
#endif

#define __ARCH_TEST_CAT(a, b) a##b
#define ARCH_TEST_CAT(a, b) __ARCH_TEST_CAT(a, b)
/* ARCH_TEST_FN(_init): sha256_init, ... */
#define ARCH_TEST_FN(suffix) ARCH_TEST_CAT(ARCH_TEST_ALGO, suffix)
/* ARCH_TEST_CASE(path_used): test_sha256_arch_path_used, ... */
#define ARCH_TEST_CASE(what)                                                   \
	ARCH_TEST_CAT(test_, ARCH_TEST_FN(ARCH_TEST_CAT(_arch_, what)))

#define ARCH_TEST_BUF 8192
#define ARCH_TEST_ALIGN 64

static u8 *arch_test_alloc(struct kunit *test, size_t len)
{
	u8 *buf = kunit_kmalloc(test, len, GFP_KERNEL);

	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, buf);
	return buf;
}

/*
 * What a block function leaves in the vector registers: three random
 * blocks into a random state (tests/arch-test-regs.h).
 */
#define ARCH_TEST_REGS_CASE(name, path, sym)                                   \
	static void name(struct kunit *test)                                   \
	{                                                                      \
		arch_test_regs_blocks(test, ARCH_TEST_HOOK, path, sym,         \
				      ARCH_TEST_REGS_STATE,                    \
				      ARCH_TEST_REGS_STATE_WORDS,              \
				      ARCH_TEST_BLOCK_SIZE, 3,                 \
				      ARCH_TEST_REGS_EXTRA);                   \
	}

/* The state's words (SHA-2) or the byte counter's (BLAKE2): u32 or u64. */
#define ARCH_TEST_WORD ARCH_TEST_CAT(u, ARCH_TEST_WORD_BITS)
#define ARCH_TEST_WORD_MAX ((ARCH_TEST_WORD)~0ULL)

#ifdef ARCH_TEST_SHA2
#define ARCH_TEST_GET_LE ARCH_TEST_CAT(get_unaligned_le, ARCH_TEST_WORD_BITS)
#define ARCH_TEST_GET_BE ARCH_TEST_CAT(get_unaligned_be, ARCH_TEST_WORD_BITS)
#define ARCH_TEST_ROUNDS ARRAY_SIZE(ARCH_TEST_REF_K)
/* ref_sha256_block(), ref_sha256_schedule() of tests/sha256-ref.h, ... */
#define ARCH_TEST_REF_BLOCK ARCH_TEST_CAT(ref_, ARCH_TEST_FN(_block))
#define ARCH_TEST_REF_SCHEDULE ARCH_TEST_CAT(ref_, ARCH_TEST_FN(_schedule))
/* --- SHA-2: the library against a plain reference ----------------------- */

#define ARCH_TEST_CTX struct ARCH_TEST_FN(_ctx)
#define ARCH_TEST_BLOCK_STATE struct ARCH_TEST_FN(_block_state)
#define ARCH_TEST_REGS_STATE sizeof(ARCH_TEST_BLOCK_STATE)
#define ARCH_TEST_REGS_STATE_WORDS sizeof(ARCH_TEST_BLOCK_STATE)
#define ARCH_TEST_REGS_EXTRA 0
/* The host build of arch code whose CPU rule the suite knows. */
#if defined(ARCH_TEST_HOST) && defined(ARCH_TEST_INSNS)
#define ARCH_TEST_HOST_PATHS 1
#else
#define ARCH_TEST_HOST_PATHS 0
#endif
#define ARCH_TEST_SHORT_CTX struct ARCH_TEST_CAT(ARCH_TEST_SHORT_ALGO, _ctx)
#define ARCH_TEST_SHORT_FN(suffix) ARCH_TEST_CAT(ARCH_TEST_SHORT_ALGO, suffix)
/* The block functions' name of the path in use; NULL: the generic code. */
#define ARCH_TEST_PATH() ARCH_TEST_FN(_arch_name)()
#define ARCH_TEST_PATH_NAME() (ARCH_TEST_PATH() ? ARCH_TEST_PATH() : "generic")

/*
 * The reference: FIPS 180-4 a byte at a time, with a 128-bit byte count,
 * ARCH_TEST_REF_BLOCK() for each block.
 */
struct arch_test_ref {
	ARCH_TEST_WORD h[8];
	u64 lo, hi;
	u8 buf[ARCH_TEST_BLOCK_SIZE];
};

/* The bytes the bit count takes at the end of the last block: 8 or 16. */
#define ARCH_TEST_LEN_BYTES (2 * sizeof(ARCH_TEST_WORD))
#define ARCH_TEST_PAD_END (ARCH_TEST_BLOCK_SIZE - ARCH_TEST_LEN_BYTES)
/* The longest message whose padding fits in two blocks. */
#define ARCH_TEST_SHORT_LEN (2 * ARCH_TEST_BLOCK_SIZE - 1 - ARCH_TEST_LEN_BYTES)

static void ref_from(struct arch_test_ref *r, const ARCH_TEST_WORD h[8], u64 lo,
		     u64 hi, const u8 *buf)
{
	memcpy(r->h, h, sizeof(r->h));
	r->lo = lo;
	r->hi = hi;
	memcpy(r->buf, buf, sizeof(r->buf));
}

static void ref_init(struct arch_test_ref *r, const ARCH_TEST_WORD iv[8])
{
	memcpy(r->h, iv, sizeof(r->h));
	r->lo = 0;
	r->hi = 0;
}

static void ref_byte(struct arch_test_ref *r, u8 b)
{
	r->buf[r->lo++ % ARCH_TEST_BLOCK_SIZE] = b;
	if (!r->lo)
		r->hi++;
	if (r->lo % ARCH_TEST_BLOCK_SIZE == 0)
		ARCH_TEST_REF_BLOCK(r->h, r->buf);
}

static void ref_update(struct arch_test_ref *r, const u8 *data, size_t len)
{
	while (len--)
		ref_byte(r, *data++);
}

/*
 * FIPS 180-4, sections 5.1.1 and 5.1.2: 0x80, zeros up to the bit count,
 * which fills the last 8 (SHA-256) or 16 (SHA-512) bytes of the block;
 * then the first @out_len bytes of the state, big-endian.
 */
static void ref_final(struct arch_test_ref *r, u8 *out, size_t out_len)
{
	const size_t w = sizeof(ARCH_TEST_WORD);
	u64 bits_hi = r->hi << 3 | r->lo >> 61, bits_lo = r->lo << 3;
	size_t i;

	ref_byte(r, 0x80);
	while (r->lo % ARCH_TEST_BLOCK_SIZE != ARCH_TEST_PAD_END)
		ref_byte(r, 0);
	for (i = 8; i < ARCH_TEST_LEN_BYTES; i++)
		ref_byte(r, (u8)(bits_hi >> (56 - 8 * (i - 8))));
	for (i = 0; i < 8; i++)
		ref_byte(r, (u8)(bits_lo >> (56 - 8 * i)));
	for (i = 0; i < out_len; i++)
		out[i] = (u8)(r->h[i / w] >> (8 * (w - 1 - i % w)));
}

#ifdef ARCH_TEST_PATHS
/* What the CPU needs for @path: the suite's rule, from the manuals. */
static bool arch_test_can_run(const char *path)
{
	return !strcmp(path, "generic") || arch_test_cpu_can_run(path);
}

/* The automatic choice: the first of arch_test_paths[] the CPU can run. */
static const char *arch_test_best(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(arch_test_paths); i++)
		if (arch_test_can_run(arch_test_paths[i]))
			return arch_test_paths[i];
	return "generic";
}
#endif

static u8 *arch_test_buf(struct kunit *test)
{
	return arch_test_alloc(test, ARCH_TEST_BUF + ARCH_TEST_ALIGN);
}

/*
 * A message length: mostly short (around the padding boundaries), some up
 * to 2.5 blocks, a few long enough to span several 4 KiB SIMD sections.
 */
static size_t rng_len(void)
{
	switch (arch_test_rand32() % 8) {
	case 0:
		return arch_test_below(8000);
	case 1:
	case 2:
		return arch_test_below(3 * ARCH_TEST_BLOCK_SIZE);
	case 3:
		return ARCH_TEST_PAD_END + arch_test_below(16) - 8;
	default:
		return arch_test_below(600);
	}
}

/* Feed @data to @ctx in a random number of random-sized update calls. */
static void random_updates(struct ARCH_TEST_CAT(__, ARCH_TEST_FN(_ctx)) * ctx,
			   const u8 *data, size_t len)
{
	int pieces = 1 + (int)arch_test_below(4);

	while (--pieces > 0 && len) {
		size_t n = arch_test_below(len + 1);

		ARCH_TEST_CAT(__, ARCH_TEST_FN(_update))(ctx, data, n);
		data += n;
		len -= n;
	}
	ARCH_TEST_CAT(__, ARCH_TEST_FN(_update))(ctx, data, len);
}

/*
 * @cases random messages, of random lengths, buffer alignments and splits
 * into update calls, hashed by the library (on @path) and by the
 * reference; false (with a failure) at the first difference.
 */
static bool arch_test_differential(struct kunit *test, u8 *buf, int cases,
				   const char *path)
{
	u8 out[ARCH_TEST_DIGEST_SIZE], ref[ARCH_TEST_DIGEST_SIZE];
	ARCH_TEST_SHORT_CTX ctx_short;
	struct arch_test_ref r;
	ARCH_TEST_CTX ctx;
	int i;

	arch_test_fill(buf, ARCH_TEST_BUF + ARCH_TEST_ALIGN);
	for (i = 0; i < cases; i++) {
		size_t len = rng_len();
		const u8 *data = buf + arch_test_below(ARCH_TEST_ALIGN);
		bool is_short = arch_test_below(4) == 0;
		bool oneshot = arch_test_below(4) == 0;
		size_t out_len = is_short ? ARCH_TEST_SHORT_SIZE :
					    ARCH_TEST_DIGEST_SIZE;

		/* New data now and then, so not all messages share bytes. */
		if (i % 64 == 0)
			arch_test_fill(buf, ARCH_TEST_BUF);
		ref_init(&r, is_short ? ref_iv_short : ref_iv);
		ref_update(&r, data, len);
		ref_final(&r, ref, out_len);

		if (is_short && oneshot) {
			ARCH_TEST_SHORT_ALGO(data, len, out);
		} else if (is_short) {
			ARCH_TEST_SHORT_FN(_init)(&ctx_short);
			random_updates(&ctx_short.ctx, data, len);
			ARCH_TEST_SHORT_FN(_final)(&ctx_short, out);
		} else if (oneshot) {
			ARCH_TEST_ALGO(data, len, out);
		} else {
			ARCH_TEST_FN(_init)(&ctx);
			random_updates(&ctx.ctx, data, len);
			ARCH_TEST_FN(_final)(&ctx, out);
		}
		if (memcmp(out, ref, out_len)) {
			KUNIT_FAIL(test,
				   "path %s, case %d: %s of %zu bytes at offset %zu (%s) differs from the reference",
				   path, i,
				   is_short ? "short digest" : "digest", len,
				   (size_t)(data - buf),
				   oneshot ? "one-shot" : "updates");
			return false;
		}
	}
	return true;
}

#define ARCH_TEST_CASES 10000

/* The path in use (whichever block function it is) against the reference. */
static void ARCH_TEST_CASE(differential)(struct kunit *test)
{
	u8 *buf = arch_test_buf(test);

	arch_test_seed(ARCH_TEST_SEED);
	if (arch_test_differential(test, buf, ARCH_TEST_CASES,
				   ARCH_TEST_PATH_NAME()))
		kunit_info(test,
			   "%d random cases agree with the reference (%s)",
			   ARCH_TEST_CASES, ARCH_TEST_PATH_NAME());
}

#ifdef ARCH_TEST_EVERY_PATH
/*
 * Every path the CPU can run, switched to by the glue's test hooks (which
 * run the code that set the static keys at init), against the reference;
 * then back to the path chosen at init.
 */
#define ARCH_TEST_PATH_CASES 2000

static void ARCH_TEST_CASE(every_path)(struct kunit *test)
{
#ifdef ARCH_TEST_HOOKS
	struct kcrypto_arch_test *t = ARCH_TEST_HOOK;
	u8 *buf = arch_test_buf(test);
	int path, ran = 0;
	bool ok = true;

	arch_test_seed(ARCH_TEST_SEED ^ 0xe);
	for (path = 0; ok && path < t->npaths; path++) {
		if (!kcrypto_arch_force_for_test(t, t->names[path]))
			continue;
		KUNIT_EXPECT_STREQ(test, kcrypto_arch_impl(t), t->names[path]);
		ok = arch_test_differential(test, buf, ARCH_TEST_PATH_CASES,
					    t->names[path]);
		ran++;
	}
	KUNIT_EXPECT_TRUE(test, kcrypto_arch_force_for_test(t, NULL));
	KUNIT_EXPECT_GE(test, ran, 1);
	kunit_info(test, "%d of %d paths run, %d cases each", ran, t->npaths,
		   ARCH_TEST_PATH_CASES);
#else
	kunit_skip(test, "no %s arch code or test hooks in this build",
		   ARCH_TEST_NAME);
#endif
}
#endif /* ARCH_TEST_EVERY_PATH */

#if ARCH_TEST_HOST_PATHS || defined(ARCH_TEST_HOOKS)
static unsigned long arch_test_sections(void)
{
#ifdef ARCH_TEST_HOST
	return kcrypto_host_simd_sections;
#else
	return kcrypto_arch_sections(ARCH_TEST_HOOK);
#endif
}

/* Sections opened by hashing 4 blocks, 8 KiB, and (2x) two of 2 and 8. */
struct arch_test_counts {
	unsigned long blocks, chunked, finup, chunked_2x;
};

static void arch_test_count(u8 *buf, struct arch_test_counts *n)
{
	u8 out2[ARCH_TEST_DIGEST_SIZE] __maybe_unused;
	u8 out[ARCH_TEST_DIGEST_SIZE];
	unsigned long before;

	memset(buf, 0x5a, ARCH_TEST_BUF + ARCH_TEST_ALIGN);
	memset(n, 0, sizeof(*n));
	before = arch_test_sections();
	ARCH_TEST_ALGO(buf, 4 * ARCH_TEST_BLOCK_SIZE, out);
	n->blocks = arch_test_sections() - before;
	/* 8 KiB: SIMD sections of at most about 4 KiB. */
	before = arch_test_sections();
	ARCH_TEST_ALGO(buf, ARCH_TEST_BUF, out);
	n->chunked = arch_test_sections() - before;
#ifdef ARCH_TEST_FINUP_2X
	before = arch_test_sections();
	sha256_finup_2x(NULL, buf, buf + 1, 2 * ARCH_TEST_BLOCK_SIZE, out,
			out2);
	n->finup = arch_test_sections() - before;
	/* 2 x 8 KiB: one section per 4 KiB of the two messages, at most. */
	before = arch_test_sections();
	sha256_finup_2x(NULL, buf, buf + 1, ARCH_TEST_BUF, out, out2);
	n->chunked_2x = arch_test_sections() - before;
#endif
}
#endif

/*
 * With arch code on a CPU that has the instructions, hashing (and
 * sha256_finup_2x()) runs in SIMD sections of at most 4 KiB; otherwise no
 * section is opened. On the host the shim also counts the calls of each
 * assembly function: those of the path in use ran, no other's.
 */
static void ARCH_TEST_CASE(path_used)(struct kunit *test)
{
#if ARCH_TEST_HOST_PATHS || defined(ARCH_TEST_HOOKS)
	u8 *buf = arch_test_buf(test);
	struct arch_test_asm asm_calls;
	struct arch_test_counts n;
	unsigned long min_chunked = ARCH_TEST_BUF / 4096UL;

	arch_test_asm_begin(&asm_calls);
	arch_test_count(buf, &n);
	arch_test_asm_check(test, &asm_calls, __stringify(ARCH_TEST_ALGO),
			    ARCH_TEST_PATH());
	/* The host's shim counts more strictly: more than 8 KiB / 4 KiB. */
	if (ARCH_TEST_HOST_PATHS)
		min_chunked++;
	if (!ARCH_TEST_PATH()) {
		const char *why =
			"this CPU lacks the instructions, or impl=generic";

#if ARCH_TEST_HOST_PATHS
		if (kcrypto_host_force_generic())
			why = "KCRYPTO_FORCE_GENERIC is set";
#endif
		KUNIT_ASSERT_EQ_MSG(test,
				    n.blocks + n.chunked + n.finup +
					    n.chunked_2x,
				    0UL, "SIMD sections with the generic code");
#ifdef ARCH_TEST_FINUP_2X
		KUNIT_ASSERT_FALSE(test, sha256_finup_2x_is_optimized());
#endif
		kunit_skip(test,
			   "%s: accelerated path not tested (generic path checked)",
			   why);
	}
	KUNIT_EXPECT_GT_MSG(test, n.blocks, 0UL,
			    "arch block function not used");
	arch_test_short_sections(test, buf, ARCH_TEST_SHORT_LEN,
				 arch_test_sections, arch_test_short,
				 ARRAY_SIZE(arch_test_short));
	KUNIT_EXPECT_GE_MSG(test, n.chunked, min_chunked,
			    "8 KiB hashed in too few SIMD sections");
	kunit_info(test,
		   "%s used: %lu SIMD sections for 4 blocks, %lu for 8 KiB",
		   ARCH_TEST_PATH(), n.blocks, n.chunked);
#ifdef ARCH_TEST_FINUP_2X
#if ARCH_TEST_HOST_PATHS
	KUNIT_EXPECT_EQ(test, sha256_finup_2x_is_optimized(), ARCH_TEST_HAS_2X);
#endif
	if (sha256_finup_2x_is_optimized())
		KUNIT_EXPECT_GT_MSG(test, n.finup, 0UL, "finup_2x not used");
	/*
	 * Each of the two 8 KiB messages has one more block, of padding, and
	 * a section holds at most 4 KiB of the two (of one, without the
	 * two-message code; the kernel's glue may then fill 4 KiB).
	 */
	if (ARCH_TEST_HOST_PATHS || sha256_finup_2x_is_optimized())
		KUNIT_EXPECT_GE_MSG(test, n.chunked_2x,
				    DIV_ROUND_UP(2 * (ARCH_TEST_BUF +
						      ARCH_TEST_BLOCK_SIZE),
						 4096UL),
				    "finup_2x: over 4 KiB in one SIMD section");
	kunit_info(test,
		   "finup_2x: %lu SIMD sections for 2 x 2 blocks, %lu for 2 x 8 KiB",
		   n.finup, n.chunked_2x);
#endif
#else
#ifdef ARCH_TEST_FINUP_2X
	KUNIT_EXPECT_FALSE(test, sha256_finup_2x_is_optimized());
#endif
	kunit_skip(test, "no %s arch code in this build", ARCH_TEST_NAME);
#endif
}

/*
 * The path in use is the one asked for: on the host, KCRYPTO_<ALG>_IMPL
 * (the impl= module parameter) when the CPU can run it, else the best path
 * the CPU has (arch_test_best()), else generic; KCRYPTO_FORCE_GENERIC=1
 * means generic. KCRYPTO_<ALG>_EXPECT names the path a run expects besides
 * (as under qemu-x86_64 -cpu MODEL). A forced path the CPU can't run
 * skips. In a kernel: the path the hooks name.
 */
static void ARCH_TEST_CASE(forced_path)(struct kunit *test)
{
#if defined(ARCH_TEST_HOST) && defined(ARCH_TEST_PATHS)
	const char *impl = getenv(ARCH_TEST_ENV "_IMPL");
	const char *expect = getenv(ARCH_TEST_ENV "_EXPECT");
	const char *name = ARCH_TEST_PATH_NAME();
	const char *want;

	if (kcrypto_host_force_generic())
		want = "generic";
	else if (impl && *impl && arch_test_can_run(impl))
		want = impl;
	else
		want = arch_test_best();
	KUNIT_EXPECT_STREQ(test, name, want);
	if (expect && *expect)
		KUNIT_EXPECT_STREQ_MSG(test, name, expect,
				       ARCH_TEST_ENV "_EXPECT");
	kunit_info(test, "path in use: %s (CPU's best: %s)", name,
		   arch_test_best());
	if (impl && *impl && strcmp(name, impl))
		kunit_skip(test, ARCH_TEST_ENV "_IMPL=%s: not run, %s", impl,
			   arch_test_can_run(impl) ? "the library fell back" :
						     "this CPU can't run it");
#elif defined(ARCH_TEST_HOOKS)
	KUNIT_EXPECT_STREQ(test, kcrypto_arch_impl(ARCH_TEST_HOOK),
			   ARCH_TEST_PATH_NAME());
	kunit_info(test, "path in use: %s", ARCH_TEST_PATH_NAME());
#else
	kunit_skip(test, "no %s arch paths to choose from in this build",
		   ARCH_TEST_NAME);
#endif
}

/*
 * What a block function leaves on the stack. It runs on a private stack
 * (kcrypto_asm_on_stack()) filled with a pattern, over three random blocks
 * (the AVX2 code does a pair, then a last odd block) of one message, or of
 * two for a two-message function; afterwards no schedule word W[t] of any
 * block, nor W[t] + K[t], may be found in that stack, at any byte offset,
 * in either byte order. W comes from the plain reference (ARCH_TEST_REF_SCHEDULE),
 * the digests are checked against it, and the bytes the call changed show
 * that it ran on the private stack.
 */
#define ARCH_TEST_STACK_BLOCKS 3
#define ARCH_TEST_STACK_SIZE 8192
#define ARCH_TEST_STACK_FILL 0xa5

#ifdef ARCH_TEST_STACK
#include <asm/fpu/api.h>
#include <kcrypto-asm-calls.h>
#include <linux/unaligned.h>

/* W[t] and W[t] + K[t] of every block of both messages. */
#define ARCH_TEST_STACK_WORDS                                                  \
	(2 * ARCH_TEST_STACK_BLOCKS * ARCH_TEST_ROUNDS * 2)

/* What runs on the private stack: one call of the block function @sym. */
struct kcrypto_asm_stack_call {
	const char *sym;
	ARCH_TEST_BLOCK_STATE state[2];
	const u8 *data[2];
	size_t nblocks;
};

/*
 * Defined by the suite: calls @c->sym by its name (through a pointer,
 * UBSan's function check would see the host's call-counting wrapper,
 * which takes void * for the state).
 */
static void arch_test_stack_call(struct kcrypto_asm_stack_call *c);

struct arch_test_stack_word {
	ARCH_TEST_WORD value;
	unsigned int msg, block, t;
	bool plus_k;
};

static void arch_test_stack_words(struct arch_test_stack_word *words,
				  const u8 *const data[2], int nmsgs)
{
	ARCH_TEST_WORD w[ARCH_TEST_ROUNDS];
	int m, b, n = 0;
	size_t t;

	for (m = 0; m < nmsgs; m++) {
		for (b = 0; b < ARCH_TEST_STACK_BLOCKS; b++) {
			ARCH_TEST_REF_SCHEDULE(w,
					       data[m] +
						       b * ARCH_TEST_BLOCK_SIZE);
			for (t = 0; t < 2 * ARCH_TEST_ROUNDS; t++, n++) {
				words[n].value = w[t / 2];
				if (t % 2)
					words[n].value +=
						ARCH_TEST_REF_K[t / 2];
				words[n].msg = m;
				words[n].block = b;
				words[n].t = t / 2;
				words[n].plus_k = t % 2;
			}
		}
	}
}

/* The lowest byte of @stack the call changed: how deep its frames went. */
static size_t arch_test_stack_used(const u8 *stack)
{
	size_t off;

	for (off = 0; off < ARCH_TEST_STACK_SIZE; off++)
		if (stack[off] != ARCH_TEST_STACK_FILL)
			return ARCH_TEST_STACK_SIZE - off;
	return 0;
}

/* The first schedule word found in @stack, and how many offsets hold one. */
static size_t arch_test_stack_scan(const u8 *stack,
				   const struct arch_test_stack_word *words,
				   size_t nwords,
				   const struct arch_test_stack_word **first,
				   size_t *first_off)
{
	size_t i, off, found = 0;

	for (off = 0; off + sizeof(ARCH_TEST_WORD) <= ARCH_TEST_STACK_SIZE;
	     off++) {
		ARCH_TEST_WORD le = ARCH_TEST_GET_LE(stack + off);
		ARCH_TEST_WORD be = ARCH_TEST_GET_BE(stack + off);

		for (i = 0; i < nwords; i++) {
			if (words[i].value != le && words[i].value != be)
				continue;
			if (!found++) {
				*first = &words[i];
				*first_off = off;
			}
			break;
		}
	}
	return found;
}

static void arch_test_stack(struct kunit *test, const char *sym,
			    const char *path, const char *insns, int nmsgs)
{
	const struct arch_test_stack_word *first = NULL;
	struct arch_test_stack_word *words;
	struct kcrypto_asm_stack_call *call;
	size_t used, found, first_off = 0;
	const size_t msg_len = ARCH_TEST_STACK_BLOCKS * ARCH_TEST_BLOCK_SIZE;
	ARCH_TEST_WORD ref[2][8];
	const char *why;
	u8 *stack, *msgs;
	int m, b;

	if (!arch_test_can_run(path))
		kunit_skip(test, "%s: this CPU lacks %s%s", sym, insns,
			   kcrypto_host_force_generic() ?
				   " (KCRYPTO_FORCE_GENERIC=1 hides it)" :
				   "");
	stack = arch_test_alloc(test, ARCH_TEST_STACK_SIZE);
	msgs = arch_test_alloc(test, 2 * msg_len);
	words = kunit_kmalloc(test, ARCH_TEST_STACK_WORDS * sizeof(*words),
			      GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, words);

	arch_test_seed(ARCH_TEST_STACK_SEED);
	arch_test_fill(msgs, 2 * msg_len);
	call = kunit_kzalloc(test, sizeof(*call), GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, call);
	call->sym = sym;
	call->nblocks = ARCH_TEST_STACK_BLOCKS;
	for (m = 0; m < 2; m++) {
		call->data[m] = msgs + m * msg_len;
		memcpy(call->state[m].h, ref_iv, sizeof(ref_iv));
		memcpy(ref[m], ref_iv, sizeof(ref_iv));
	}
	memset(stack, ARCH_TEST_STACK_FILL, ARCH_TEST_STACK_SIZE);
	kernel_fpu_begin();
	why = kcrypto_asm_on_stack(stack, ARCH_TEST_STACK_SIZE,
				   arch_test_stack_call, call);
	kernel_fpu_end();
	if (why)
		kunit_skip(test, "%s: %s", sym, why);

	for (m = 0; m < nmsgs; m++) {
		for (b = 0; b < ARCH_TEST_STACK_BLOCKS; b++)
			ARCH_TEST_REF_BLOCK(ref[m],
					    call->data[m] +
						    b * ARCH_TEST_BLOCK_SIZE);
		KUNIT_EXPECT_MEMEQ_MSG(test, call->state[m].h, ref[m],
				       sizeof(ref[m]),
				       "%s: message %d: wrong state", sym, m);
	}
	used = arch_test_stack_used(stack);
	KUNIT_ASSERT_GT_MSG(test, used, (size_t)0,
			    "%s: the call left the private stack untouched",
			    sym);
	KUNIT_ASSERT_LT_MSG(test, used, (size_t)ARCH_TEST_STACK_SIZE,
			    "%s: the call may have used more stack than it had",
			    sym);

	arch_test_stack_words(words, call->data, nmsgs);
	found = arch_test_stack_scan(stack, words,
				     nmsgs * ARCH_TEST_STACK_WORDS / 2, &first,
				     &first_off);
	if (found)
		KUNIT_FAIL(test,
			   "%s: %zu schedule words left on the stack, the first W[%u]%s of message %u block %u (0x%0*llx) %zu bytes below the stack top",
			   sym, found, first->t, first->plus_k ? " + K" : "",
			   first->msg, first->block,
			   (int)(2 * sizeof(ARCH_TEST_WORD)),
			   (unsigned long long)first->value,
			   ARCH_TEST_STACK_SIZE - first_off);
	else
		kunit_info(test,
			   "%s: %zu bytes of stack used, no schedule word left in them",
			   sym, used);
}

#else
static void arch_test_stack(struct kunit *test, const char *sym,
			    const char *path __always_unused,
			    const char *insns __always_unused,
			    int nmsgs __always_unused)
{
	kunit_skip(test,
		   "%s: x86-64 host builds with %s arch code only (they call the block functions on a private stack)",
		   sym, ARCH_TEST_NAME);
}
#endif /* ARCH_TEST_STACK */

/* A stack case: @insns is what the CPU needs for @path. */
#define ARCH_TEST_STACK_CASE(name, sym, path, insns, nmsgs)                    \
	static void name(struct kunit *test)                                   \
	{                                                                      \
		arch_test_stack(test, sym, path, insns, nmsgs);                \
	}

#elif defined(ARCH_TEST_B2)
/* --- BLAKE2: each path against the generic one --------------------------- */

#define ARCH_TEST_B2_CTX struct ARCH_TEST_FN(_ctx)
#define ARCH_TEST_REGS_STATE sizeof(ARCH_TEST_B2_CTX)
#define ARCH_TEST_REGS_STATE_WORDS sizeof_field(ARCH_TEST_B2_CTX, h)
#define ARCH_TEST_REGS_EXTRA ARCH_TEST_BLOCK_SIZE
/* The longest message one compression finishes. */
#define ARCH_TEST_SHORT_LEN ARCH_TEST_BLOCK_SIZE
#define ARCH_TEST_NUM_CASES 10000
#define ARCH_TEST_MAX_ALIGN 16
/* Long enough for several 4 KiB sections in one compression call. */
#define ARCH_TEST_MAX_LEN (3 * 4096 + 3 * ARCH_TEST_BLOCK_SIZE)
/* Blocks per SIMD section, as documented in the glue. */
#define ARCH_TEST_SECTION_BLOCKS (4096 / ARCH_TEST_BLOCK_SIZE)

static void arch_test_require_build(struct kunit *test)
{
	if (!ARCH_TEST_BUILT)
		kunit_skip(test, "no arch-specific %s in this build",
			   ARCH_TEST_NAME);
}

static void arch_test_require_arch(struct kunit *test)
{
	arch_test_require_build(test);
#ifdef ARCH_TEST_REQUIRE_IN_USE
	if (!strcmp(kcrypto_arch_impl(ARCH_TEST_HOOK), "generic"))
		kunit_skip(test,
			   "arch %s not in use: this CPU lacks (or hides) the instructions, or impl=generic",
			   ARCH_TEST_NAME);
#endif
}

/* Switch to @path for the rest of the case, or skip if the CPU can't. */
static void arch_test_require_path(struct kunit *test, const char *path)
{
	arch_test_require_build(test);
	if (!kcrypto_arch_force_for_test(ARCH_TEST_HOOK, path))
		kunit_skip(test, "this CPU can't run the %s %s code", path,
			   ARCH_TEST_NAME);
}

/* Every case ends on the path chosen at init, even when it failed. */
static void arch_test_exit(struct kunit *test __always_unused)
{
	kcrypto_arch_force_for_test(ARCH_TEST_HOOK, NULL);
}

/* One differential case: everything both runs must do the same way. */
struct arch_test_b2_case {
	const u8 *data;
	size_t len;
	const u8 *key;
	size_t keylen;
	size_t outlen;
	bool set_counter;
	ARCH_TEST_WORD t0;
	ARCH_TEST_WORD t1;
	u64 split_seed;
};

/*
 * Hash @c on @path (NULL: the path in use) into @ctx_out (the context just
 * before final) and @out, feeding the data in random pieces drawn from
 * @c->split_seed. Returns the sections entered.
 */
static unsigned long arch_test_b2_hash(const char *path,
				       const struct arch_test_b2_case *c,
				       ARCH_TEST_B2_CTX *ctx_out, u8 *out)
{
	unsigned long before = kcrypto_arch_sections(ARCH_TEST_HOOK);
	u64 saved = arch_test_rng_state;
	ARCH_TEST_B2_CTX ctx;
	size_t pos = 0, n;

	if (path)
		kcrypto_arch_force_for_test(ARCH_TEST_HOOK, path);
	arch_test_seed(c->split_seed);
	ARCH_TEST_FN(_init_key)(&ctx, c->outlen, c->key, c->keylen);
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
			n = arch_test_below(3 * ARCH_TEST_BLOCK_SIZE + 1);
			break;
		default:
			n = ARCH_TEST_BLOCK_SIZE - 1 + arch_test_below(3);
			break;
		}
		n = min(n, c->len - pos);
		ARCH_TEST_FN(_update)(&ctx, c->data + pos, n);
		pos += n;
	}
	memcpy(ctx_out, &ctx, sizeof(ctx));
	ARCH_TEST_FN(_final)(&ctx, out);
	if (path)
		kcrypto_arch_force_for_test(ARCH_TEST_HOOK, NULL);
	arch_test_rng_state = saved;
	return kcrypto_arch_sections(ARCH_TEST_HOOK) - before;
}

/* Contexts agree, up to the bytes of @buf that were never written. */
static bool arch_test_b2_ctx_equal(const ARCH_TEST_B2_CTX *a,
				   const ARCH_TEST_B2_CTX *b)
{
	return !memcmp(a->h, b->h, sizeof(a->h)) &&
	       !memcmp(a->t, b->t, sizeof(a->t)) &&
	       !memcmp(a->f, b->f, sizeof(a->f)) && a->buflen == b->buflen &&
	       a->outlen == b->outlen && !memcmp(a->buf, b->buf, a->buflen);
}

/* A random message length: mostly short, sometimes several sections. */
static size_t arch_test_b2_random_len(void)
{
	size_t r = arch_test_below(100);

	if (r < 50)
		return arch_test_below(2 * ARCH_TEST_BLOCK_SIZE + 1);
	if (r < 80)
		return arch_test_below(8 * ARCH_TEST_BLOCK_SIZE + 1);
	if (r < 95)
		return arch_test_below(4096 + 2 * ARCH_TEST_BLOCK_SIZE + 1);
	return arch_test_below(ARCH_TEST_MAX_LEN + 1);
}

static ARCH_TEST_B2_CTX *arch_test_b2_alloc_ctx(struct kunit *test)
{
	ARCH_TEST_B2_CTX *ctx = kunit_kmalloc(test, sizeof(*ctx), GFP_KERNEL);

	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, ctx);
	return ctx;
}

/*
 * @path (NULL: the path in use) and the generic code agree on 10,000
 * random cases: random lengths (odd ones included), alignments, keys of
 * every length, digest sizes and update splits, and in one case out of
 * eight a byte counter about to carry from t[0] into t[1] (or to wrap
 * around), which real messages never reach.
 */
static void arch_test_vs_generic(struct kunit *test, const char *path)
{
	ARCH_TEST_B2_CTX *ctx_arch, *ctx_gen;
	u8 out_arch[ARCH_TEST_DIGEST_SIZE], out_gen[ARCH_TEST_DIGEST_SIZE];
	const size_t key_size = ARCH_TEST_KEY_SIZE;
	unsigned long sections, arch_sections = 0;
	struct arch_test_b2_case c;
	const char *name;
	u8 *data, *key;
	int i;

	if (path) {
		arch_test_require_path(test, path);
		kcrypto_arch_force_for_test(ARCH_TEST_HOOK, NULL);
	} else {
		arch_test_require_arch(test);
	}
	name = path ? path : kcrypto_arch_impl(ARCH_TEST_HOOK);
	data = arch_test_alloc(test, ARCH_TEST_MAX_LEN + ARCH_TEST_MAX_ALIGN);
	key = arch_test_alloc(test, key_size + ARCH_TEST_MAX_ALIGN);
	ctx_arch = arch_test_b2_alloc_ctx(test);
	ctx_gen = arch_test_b2_alloc_ctx(test);
	arch_test_seed(ARCH_TEST_B2_SEED ^ (path ? path[0] + strlen(path) : 0));
	arch_test_fill(data, ARCH_TEST_MAX_LEN + ARCH_TEST_MAX_ALIGN);
	arch_test_fill(key, key_size + ARCH_TEST_MAX_ALIGN);

	for (i = 0; i < ARCH_TEST_NUM_CASES; i++) {
		c.len = arch_test_b2_random_len();
		c.data = data + arch_test_below(ARCH_TEST_MAX_ALIGN);
		c.keylen = 0;
		if (!arch_test_below(2))
			c.keylen = 1 + arch_test_below(key_size);
		c.key = c.keylen ? key + arch_test_below(ARCH_TEST_MAX_ALIGN) :
				   NULL;
		c.outlen = 1 + arch_test_below(ARCH_TEST_DIGEST_SIZE);
		/*
		 * Not on an empty message: there a counter set by hand
		 * and no pending block is the state init_key() leaves
		 * after a key block, whose final() returns the digest it
		 * kept, which no caller's state can reach otherwise.
		 */
		c.set_counter = arch_test_below(8) == 0 && c.len;
		c.t0 = ARCH_TEST_WORD_MAX - arch_test_below(2 * 4096);
		c.t1 = arch_test_below(2) ? ARCH_TEST_WORD_MAX :
					    (ARCH_TEST_WORD)arch_test_rand64();
		c.split_seed = arch_test_rand64();

		arch_sections +=
			arch_test_b2_hash(path, &c, ctx_arch, out_arch);
		sections = arch_test_b2_hash("generic", &c, ctx_gen, out_gen);
		KUNIT_ASSERT_EQ_MSG(test, sections, 0UL,
				    "case %d: the generic run entered a section",
				    i);

		if (!arch_test_b2_ctx_equal(ctx_arch, ctx_gen) ||
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
	KUNIT_EXPECT_GE(test, arch_sections,
			(unsigned long)ARCH_TEST_NUM_CASES);
}

/* A case that forces @path and checks it against the generic code. */
#define ARCH_TEST_PATH_CASE(name, path)                                        \
	static void name(struct kunit *test)                                   \
	{                                                                      \
		arch_test_vs_generic(test, path);                              \
	}

/*
 * The byte counter carries from t[0] into t[1], and wraps around, the same
 * way on every path this CPU runs, and as the arithmetic says.
 */
static void ARCH_TEST_CASE(counter_carry)(struct kunit *test)
{
	ARCH_TEST_B2_CTX *ctx_arch, *ctx_gen;
	u8 out_arch[ARCH_TEST_DIGEST_SIZE], out_gen[ARCH_TEST_DIGEST_SIZE];
	const size_t len = 40 * ARCH_TEST_BLOCK_SIZE + 1;
	const ARCH_TEST_WORD t0 =
		ARCH_TEST_WORD_MAX - 5 * ARCH_TEST_BLOCK_SIZE + 1;
	struct kcrypto_arch_test *t = ARCH_TEST_HOOK;
	struct arch_test_b2_case c;
	int p, wrap, ran = 0;
	u8 *data;

	arch_test_require_arch(test);
	data = arch_test_alloc(test, len);
	ctx_arch = arch_test_b2_alloc_ctx(test);
	ctx_gen = arch_test_b2_alloc_ctx(test);
	arch_test_seed(0xca221);
	arch_test_fill(data, len);

	for (p = 0; t && p < t->npaths; p++) {
		const char *path = t->names[p];

		if (!strcmp(path, "generic") ||
		    !kcrypto_arch_force_for_test(t, path))
			continue;
		kcrypto_arch_force_for_test(ARCH_TEST_HOOK, NULL);
		ran++;
		for (wrap = 0; wrap < 2; wrap++) {
			memset(&c, 0, sizeof(c));
			c.data = data;
			c.len = len;
			c.outlen = ARCH_TEST_DIGEST_SIZE;
			c.set_counter = true;
			c.t0 = t0;
			c.t1 = wrap ? ARCH_TEST_WORD_MAX : 7;
			c.split_seed = 1;

			KUNIT_EXPECT_GT(test,
					arch_test_b2_hash(path, &c, ctx_arch,
							  out_arch),
					0UL);
			/*
			 * All but the last (kept back) block is compressed:
			 * t0 + len - 1, past the carry.
			 */
			KUNIT_EXPECT_EQ(test, ctx_arch->t[0],
					(ARCH_TEST_WORD)(len - 1) -
						5 * ARCH_TEST_BLOCK_SIZE);
			KUNIT_EXPECT_EQ(test, ctx_arch->t[1],
					(ARCH_TEST_WORD)(wrap ? 0 : 8));
			KUNIT_ASSERT_EQ(test,
					arch_test_b2_hash("generic", &c,
							  ctx_gen, out_gen),
					0UL);
			KUNIT_EXPECT_TRUE_MSG(test,
					      arch_test_b2_ctx_equal(ctx_arch,
								     ctx_gen),
					      "%s, wrap %d", path, wrap);
			KUNIT_EXPECT_MEMEQ(test, out_arch, out_gen,
					   sizeof(out_arch));
		}
	}
#ifdef ARCH_TEST_REQUIRE_IN_USE
	KUNIT_EXPECT_GT(test, ran, 0);
#else
	if (!ran)
		kunit_skip(test, "this CPU runs no arch %s code",
			   ARCH_TEST_NAME);
#endif
}

/* The most blocks one section of @path takes; 0: no limit (scalar code). */
static size_t arch_test_section_blocks(const char *path)
{
	const char *scalar = ARCH_TEST_SCALAR;

	return scalar && !strcmp(path, scalar) ? 0 : ARCH_TEST_SECTION_BLOCKS;
}

static unsigned long arch_test_sections(void)
{
	return kcrypto_arch_sections(ARCH_TEST_HOOK);
}

/*
 * The path chosen at init really runs, a SIMD one in sections of at most
 * 4 KiB: hashing 10 KiB at once compresses every block but the last
 * straight from the input (nothing is buffered first), in sections of
 * @section_blocks (or one call of scalar code), then the final block; the
 * generic path enters none. And an unkeyed one-shot of up to one block
 * compresses once, in one section (or one call).
 */
#ifndef ARCH_TEST_USED
#define ARCH_TEST_USED path_used
#endif
static void ARCH_TEST_CASE(ARCH_TEST_USED)(struct kunit *test)
{
	const size_t len = 10 * 1024;
	const size_t direct = (len - 1) / ARCH_TEST_BLOCK_SIZE;
	u8 out_arch[ARCH_TEST_DIGEST_SIZE], out_gen[ARCH_TEST_DIGEST_SIZE];
	const char *path = kcrypto_arch_impl(ARCH_TEST_HOOK);
	unsigned long before, expected;
	size_t per_section = arch_test_section_blocks(path);
	struct arch_test_asm asm_calls;
	const char *algo = __stringify(ARCH_TEST_ALGO);
	u8 *data;

	arch_test_require_arch(test);
	if (!strcmp(path, "generic"))
		kunit_skip(test,
			   "the generic %s code is in use (CPU without the instructions, or impl=generic)",
			   ARCH_TEST_NAME);
	kunit_info(test, ARCH_TEST_NAME " path in use: %s", path);
	expected = (per_section ? DIV_ROUND_UP(direct, per_section) : 1) + 1;
	data = arch_test_alloc(test, len);
	arch_test_seed(0x5ec);
	arch_test_fill(data, len);

	before = kcrypto_arch_sections(ARCH_TEST_HOOK);
	arch_test_asm_begin(&asm_calls);
	ARCH_TEST_ALGO(NULL, 0, data, len, out_arch, ARCH_TEST_DIGEST_SIZE);
	KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(ARCH_TEST_HOOK) - before,
			expected);
	/* On the host: the functions of @path ran, no other path's. */
	arch_test_asm_check(test, &asm_calls, algo, path);

	KUNIT_ASSERT_TRUE(test, kcrypto_arch_force_for_test(ARCH_TEST_HOOK,
							    "generic"));
	before = kcrypto_arch_sections(ARCH_TEST_HOOK);
	arch_test_asm_begin(&asm_calls);
	ARCH_TEST_ALGO(NULL, 0, data, len, out_gen, ARCH_TEST_DIGEST_SIZE);
	KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(ARCH_TEST_HOOK) - before,
			0UL);
	arch_test_asm_check(test, &asm_calls, algo, "generic");
	kcrypto_arch_force_for_test(ARCH_TEST_HOOK, NULL);
	KUNIT_EXPECT_MEMEQ(test, out_arch, out_gen, sizeof(out_arch));

	arch_test_short_sections(test, data, ARCH_TEST_SHORT_LEN,
				 arch_test_sections, arch_test_short,
				 ARRAY_SIZE(arch_test_short));
}

/*
 * On the host, KCRYPTO_<ALG>_IMPL sets the impl= module parameter: the
 * path it names is the one in use, unless this CPU can't run it. Where
 * KCRYPTO_<ALG>_EXPECT is set (tools/host/arch/x86/qemu-paths, under
 * qemu-x86_64 CPU models), the path in use must be that one: the one
 * forced, or the only one the CPU has. And a three-block message enters
 * two sections (or calls) on an arch path, none on the generic one. (A
 * kernel has no way to show this suite the parameter; there the case
 * skips.)
 */
static void ARCH_TEST_CASE(param)(struct kunit *test)
{
#ifdef __KERNEL__
	kunit_skip(test, "checked on the host, with " ARCH_TEST_ENV "_IMPL");
#else
	const char *want = getenv(ARCH_TEST_ENV "_IMPL");
	const char *expect = getenv(ARCH_TEST_ENV "_EXPECT");
	const char *path = kcrypto_arch_impl(ARCH_TEST_HOOK);
	/* Three blocks: two from @data in one call, then the final. */
	u8 data[3 * ARCH_TEST_BLOCK_SIZE] = {}, out[ARCH_TEST_DIGEST_SIZE];
	unsigned long before;

	arch_test_require_build(test);
	if (expect && *expect) {
		KUNIT_EXPECT_STREQ(test, path, expect);
	} else if (want && *want) {
		if (!kcrypto_arch_force_for_test(ARCH_TEST_HOOK, want))
			kunit_skip(test, "this CPU can't run the %s %s code",
				   want, ARCH_TEST_NAME);
		kcrypto_arch_force_for_test(ARCH_TEST_HOOK, NULL);
		KUNIT_EXPECT_STREQ(test, path, want);
	} else {
		kunit_skip(test, "neither " ARCH_TEST_ENV
				 "_IMPL nor " ARCH_TEST_ENV "_EXPECT is set");
	}

	before = kcrypto_arch_sections(ARCH_TEST_HOOK);
	ARCH_TEST_ALGO(NULL, 0, data, sizeof(data), out, sizeof(out));
	KUNIT_EXPECT_EQ(test, kcrypto_arch_sections(ARCH_TEST_HOOK) - before,
			strcmp(path, "generic") ? 2UL : 0UL);
#endif
}

#endif /* ARCH_TEST_B2 */

/*
 * Each path this CPU runs, in task, softirq and hardirq context at once
 * (tests/arch-test-irq.h), whichever path init chose: four blocks and a
 * partial one, of the full-size digest, and of ARCH_TEST_IRQ_2X (two
 * digests) where the suite defines it. ARCH_TEST_SCALAR names a path
 * of scalar code, which runs in hardirqs too.
 */
static void ARCH_TEST_CASE(irq_every_path)(struct kunit *test)
{
	const size_t len = 4 * ARCH_TEST_BLOCK_SIZE + 7;

	arch_test_irq_every_path(test, ARCH_TEST_HOOK, &arch_test_short[0],
				 ARCH_TEST_DIGEST_SIZE, len, ARCH_TEST_SCALAR);
#ifdef ARCH_TEST_IRQ_2X
	arch_test_irq_every_path(test, ARCH_TEST_HOOK, ARCH_TEST_IRQ_2X,
				 2 * ARCH_TEST_DIGEST_SIZE, len, NULL);
#endif
}

#endif /* _KCRYPTO_ARCH_TEST_TEMPLATE_H */
