// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the SHA-384/SHA-512 arch code (x86-64 AVX-512VL, AVX2, SSSE3,
 * arm64 SHA-512 instructions, 32-bit ARM NEON), run by every build: with
 * arch code, without it, and on the host with KCRYPTO_FORCE_GENERIC=1 or
 * each path forced (tools/host/paths.mk).
 *
 *  - A differential test: the library (whichever block function it picked)
 *    against a deliberately plain byte-at-a-time SHA-384/SHA-512 written
 *    here from FIPS 180-4, over 10,000 random lengths, buffer alignments
 *    and splits into update calls; and the same again on every path this
 *    CPU can run, switched to through the glue's test hooks.
 *  - Proof that the accelerated path ran: on the host the shim counts
 *    kernel-mode SIMD sections (kcrypto_host_simd_sections) and the calls
 *    of each assembly function, in a kernel the glue counts its sections
 *    (kcrypto_arch_sections(KCRYPTO_SHA512_ARCH_TEST)); hashing must open
 *    some, of at most 4 KiB each, when the arch code is in use, and none
 *    otherwise.
 *  - The path in use is the one forced (impl=, KCRYPTO_SHA512_IMPL on the
 *    host), or the best the CPU has; a path forced but not run skips, so
 *    tools/host/paths.mk can require it.
 *  - The 128-bit byte count: contexts moved on to counts near and past
 *    2^64 bytes (the low half carries into the high one) finish as the
 *    reference does from the same state and count.
 *  - Stack hygiene, on the x86-64 host: each block function, run on a
 *    private stack filled with a pattern, leaves no word of any block's
 *    message schedule there (during hmac_sha512_preparekey() those words
 *    come from the key).
 *  - Register hygiene, in the x86-64, arm64 and ARM host builds: each
 *    block function leaves every vector register it wrote zero
 *    (tests/arch-test-regs.h).
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <crypto/sha2.h>
#include <kunit/test.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include "arch-test-asm.h"
#include "arch-test-irq.h"
#include "arch-test-regs.h"
#include "arch-test-rng.h"
#include "arch-test-short.h"
#include "sha512-ref.h"

/* The host shim (tools/host/) can show which path ran; a kernel can't. */
#ifndef __KERNEL__
#include <kcrypto-host.h>
#define SHA512_ARCH_TEST_HOST 1
#endif

#if defined(SHA512_ARCH_TEST_HOST) && IS_ENABLED(CONFIG_KCRYPTO_SHA512_ARCH)
#if defined(__x86_64__)
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <stdlib.h>
#define SHA512_ARCH_INSNS "SSSE3"
#define SHA512_ARCH_TEST_PATHS 1

/* What arch/x86/sha512.h needs of the CPU for each path, from the SDM. */
static bool sha512_arch_test_can_run(const char *path)
{
	if (!strcmp(path, "avx512"))
		return sha512_arch_test_can_run("avx2") &&
		       boot_cpu_has(X86_FEATURE_AVX512F) &&
		       boot_cpu_has(X86_FEATURE_AVX512VL) &&
		       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM |
						 XFEATURE_MASK_AVX512,
					 NULL);
	if (!strcmp(path, "avx2"))
		return boot_cpu_has(X86_FEATURE_AVX2) &&
		       boot_cpu_has(X86_FEATURE_BMI1) &&
		       boot_cpu_has(X86_FEATURE_BMI2) &&
		       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM,
					 NULL);
	if (!strcmp(path, "ssse3"))
		return boot_cpu_has(X86_FEATURE_SSSE3);
	return !strcmp(path, "generic");
}

/* The automatic choice: the first path of this list the CPU can run. */
static const char *sha512_arch_test_best(void)
{
	static const char *const paths[] = { "avx512", "avx2", "ssse3" };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(paths); i++)
		if (sha512_arch_test_can_run(paths[i]))
			return paths[i];
	return "generic";
}

#ifdef KCRYPTO_HOST_ASM_CALLS
#include <kcrypto-asm-calls.h>
#include <linux/linkage.h>
#include <linux/unaligned.h>
#define SHA512_ARCH_TEST_STACK 1

/* As declared by arch/x86/sha512.h. */
asmlinkage void sha512_transform_avx512(struct sha512_block_state *state,
					const u8 *data, size_t nblocks);
asmlinkage void sha512_transform_rorx(struct sha512_block_state *state,
				      const u8 *data, size_t nblocks);
asmlinkage void sha512_transform_ssse3(struct sha512_block_state *state,
				       const u8 *data, size_t nblocks);

/*
 * What runs on the private stack: one call of a block function, called by
 * its name (through a pointer, UBSan's function check would see the
 * host's call-counting wrapper, which takes void * for the state).
 */
struct kcrypto_asm_stack_call {
	const char *path;
	struct sha512_block_state state;
	const u8 *data;
	size_t nblocks;
};

static void sha512_stack_test_call(struct kcrypto_asm_stack_call *c)
{
	if (!strcmp(c->path, "avx512"))
		sha512_transform_avx512(&c->state, c->data, c->nblocks);
	else if (!strcmp(c->path, "avx2"))
		sha512_transform_rorx(&c->state, c->data, c->nblocks);
	else
		sha512_transform_ssse3(&c->state, c->data, c->nblocks);
}
#endif
#elif defined(__aarch64__)
#include <asm/cpufeature.h>
#include <stdlib.h>
#define SHA512_ARCH_INSNS "the ARMv8.2 SHA-512 instructions"
#define SHA512_ARCH_TEST_PATHS 1

/* arch/arm64/sha512.h has one path: "ce", which needs HWCAP_SHA512. */
static bool sha512_arch_test_can_run(const char *path)
{
	if (!strcmp(path, "ce"))
		return cpu_have_named_feature(SHA512);
	return !strcmp(path, "generic");
}

static const char *sha512_arch_test_best(void)
{
	return sha512_arch_test_can_run("ce") ? "ce" : "generic";
}
#elif defined(__arm__)
#include <asm/hwcap.h>
#include <stdlib.h>
#define SHA512_ARCH_INSNS "NEON"
#define SHA512_ARCH_TEST_PATHS 1

/* arch/arm/sha512.h has one path: "neon", which needs HWCAP_NEON. */
static bool sha512_arch_test_can_run(const char *path)
{
	if (!strcmp(path, "neon"))
		return elf_hwcap & HWCAP_NEON;
	return !strcmp(path, "generic");
}

static const char *sha512_arch_test_best(void)
{
	return sha512_arch_test_can_run("neon") ? "neon" : "generic";
}
#endif
#endif

/* --- a plain reference SHA-384/SHA-512 (FIPS 180-4) ---------------------- */

/* FIPS 180-4, sections 5.3.4 and 5.3.5. */
static const u64 ref_iv384[8] = {
	0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL,
	0x152fecd8f70e5939ULL, 0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL,
	0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL,
};

static const u64 ref_iv512[8] = {
	0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
	0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
	0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};

struct ref_sha512 {
	u64 h[8];
	u64 lo, hi; /* the 128-bit count of bytes so far */
	u8 buf[128];
};

static void ref_init(struct ref_sha512 *r, const u64 iv[8])
{
	memcpy(r->h, iv, sizeof(r->h));
	r->lo = 0;
	r->hi = 0;
}

static void ref_byte(struct ref_sha512 *r, u8 b)
{
	r->buf[r->lo++ % 128] = b;
	if (!r->lo)
		r->hi++;
	if (r->lo % 128 == 0)
		ref_sha512_block(r->h, r->buf);
}

static void ref_update(struct ref_sha512 *r, const u8 *data, size_t len)
{
	while (len--)
		ref_byte(r, *data++);
}

/* FIPS 180-4, section 5.1.2: 0x80, zeros to 112 mod 128, the bit count. */
static void ref_final(struct ref_sha512 *r, u8 *out, size_t out_len)
{
	u64 bits_hi = r->hi << 3 | r->lo >> 61, bits_lo = r->lo << 3;
	size_t i;

	ref_byte(r, 0x80);
	while (r->lo % 128 != 112)
		ref_byte(r, 0);
	for (i = 0; i < 8; i++)
		ref_byte(r, (u8)(bits_hi >> (56 - 8 * i)));
	for (i = 0; i < 8; i++)
		ref_byte(r, (u8)(bits_lo >> (56 - 8 * i)));
	for (i = 0; i < out_len; i++)
		out[i] = (u8)(r->h[i / 8] >> (56 - 8 * (i % 8)));
}

/* The reference from where @ctx is: its state, byte count and buf. */
static void ref_from_ctx(struct ref_sha512 *r, const struct __sha512_ctx *ctx)
{
	memcpy(r->h, ctx->state.h, sizeof(r->h));
	r->lo = ctx->bytecount_lo;
	r->hi = ctx->bytecount_hi;
	memcpy(r->buf, ctx->buf, sizeof(r->buf));
}

/* --- random message lengths ---------------------------------------------- */

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
		return arch_test_below(3 * SHA512_BLOCK_SIZE);
	case 3:
		return 112 + arch_test_below(16) - 8;
	default:
		return arch_test_below(600);
	}
}

#define SHA512_ARCH_TEST_BUF 8192
#define SHA512_ARCH_TEST_ALIGN 64

static u8 *sha512_arch_test_buf(struct kunit *test)
{
	u8 *buf = kunit_kmalloc(test,
				SHA512_ARCH_TEST_BUF + SHA512_ARCH_TEST_ALIGN,
				GFP_KERNEL);

	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, buf);
	return buf;
}

/* Feed @data to @ctx in a random number of random-sized update calls. */
static void random_updates(struct __sha512_ctx *ctx, const u8 *data, size_t len)
{
	int pieces = 1 + (int)arch_test_below(4);

	while (--pieces > 0 && len) {
		size_t n = arch_test_below(len + 1);

		__sha512_update(ctx, data, n);
		data += n;
		len -= n;
	}
	__sha512_update(ctx, data, len);
}

/*
 * @cases random messages hashed by the library and by the reference; false
 * (with a failure) at the first difference.
 */
static bool sha512_differential(struct kunit *test, u8 *buf, int cases,
				const char *path)
{
	u8 out[SHA512_DIGEST_SIZE], ref[SHA512_DIGEST_SIZE];
	struct sha512_ctx ctx512;
	struct sha384_ctx ctx384;
	struct ref_sha512 r;
	int i;

	arch_test_fill(buf, SHA512_ARCH_TEST_BUF + SHA512_ARCH_TEST_ALIGN);
	for (i = 0; i < cases; i++) {
		size_t len = rng_len();
		const u8 *data = buf + arch_test_below(SHA512_ARCH_TEST_ALIGN);
		bool is384 = arch_test_below(4) == 0;
		bool oneshot = arch_test_below(4) == 0;
		size_t out_len = is384 ? SHA384_DIGEST_SIZE :
					 SHA512_DIGEST_SIZE;

		/* New data now and then, so not all messages share bytes. */
		if (i % 64 == 0)
			arch_test_fill(buf, SHA512_ARCH_TEST_BUF);
		ref_init(&r, is384 ? ref_iv384 : ref_iv512);
		ref_update(&r, data, len);
		ref_final(&r, ref, out_len);

		if (is384 && oneshot) {
			sha384(data, len, out);
		} else if (is384) {
			sha384_init(&ctx384);
			random_updates(&ctx384.ctx, data, len);
			sha384_final(&ctx384, out);
		} else if (oneshot) {
			sha512(data, len, out);
		} else {
			sha512_init(&ctx512);
			random_updates(&ctx512.ctx, data, len);
			sha512_final(&ctx512, out);
		}
		if (memcmp(out, ref, out_len)) {
			KUNIT_FAIL(test,
				   "path %s, case %d: SHA-%d of %zu bytes at offset %zu (%s) differs from the reference",
				   path, i, is384 ? 384 : 512, len,
				   (size_t)(data - buf),
				   oneshot ? "one-shot" : "updates");
			return false;
		}
	}
	return true;
}

#define SHA512_ARCH_TEST_CASES 10000

static void test_sha512_arch_differential(struct kunit *test)
{
	u8 *buf = sha512_arch_test_buf(test);
	const char *name = sha512_arch_name() ? sha512_arch_name() : "generic";

	arch_test_seed(0x5ea512);
	if (sha512_differential(test, buf, SHA512_ARCH_TEST_CASES, name))
		kunit_info(test,
			   "%d random cases agree with the reference (%s)",
			   SHA512_ARCH_TEST_CASES, name);
}

/*
 * Every path the CPU can run, switched to by the glue's test hooks (which
 * run the code that set the static keys at init), against the reference;
 * then back to the path chosen at init.
 */
#define SHA512_ARCH_TEST_PATH_CASES 2000

static void test_sha512_arch_every_path(struct kunit *test)
{
#ifdef KCRYPTO_SHA512_ARCH_HOOKS
	struct kcrypto_arch_test *t = KCRYPTO_SHA512_ARCH_TEST;
	u8 *buf = sha512_arch_test_buf(test);
	int path, ran = 0;
	bool ok = true;

	arch_test_seed(0xe512);
	for (path = 0; ok && path < t->npaths; path++) {
		if (!kcrypto_arch_force_for_test(t, t->names[path]))
			continue;
		KUNIT_EXPECT_STREQ(test, kcrypto_arch_impl(t), t->names[path]);
		ok = sha512_differential(test, buf, SHA512_ARCH_TEST_PATH_CASES,
					 t->names[path]);
		ran++;
	}
	KUNIT_EXPECT_TRUE(test, kcrypto_arch_force_for_test(t, NULL));
	KUNIT_EXPECT_GE(test, ran, 1);
	kunit_info(test, "%d of %d paths run, %d cases each", ran, t->npaths,
		   SHA512_ARCH_TEST_PATH_CASES);
#else
	kunit_skip(test, "no SHA-512 arch code or test hooks in this build");
#endif
}

#if (defined(SHA512_ARCH_TEST_HOST) && defined(SHA512_ARCH_INSNS)) ||          \
	defined(KCRYPTO_SHA512_ARCH_HOOKS)
static unsigned long sha512_arch_test_sections(void)
{
#ifdef SHA512_ARCH_TEST_HOST
	return kcrypto_host_simd_sections;
#else
	return kcrypto_arch_sections(KCRYPTO_SHA512_ARCH_TEST);
#endif
}

static void sha512_arch_test_short(struct kunit *test, const u8 *buf)
{
	static const struct arch_test_short_hash hashes[] = {
		{ .name = "SHA-512", .hash = sha512 },
		{ .name = "SHA-384", .hash = sha384 },
	};

	arch_test_short_sections(test, buf, 2 * SHA512_BLOCK_SIZE - 17,
				 sha512_arch_test_sections, hashes,
				 ARRAY_SIZE(hashes));
}
#endif

/*
 * With arch code on a CPU that has the instructions, hashing runs in SIMD
 * sections of at most 4 KiB; otherwise no section is opened.
 */
static void test_sha512_arch_path_used(struct kunit *test)
{
#if defined(SHA512_ARCH_TEST_HOST) && defined(SHA512_ARCH_INSNS)
	u8 *buf = sha512_arch_test_buf(test);
	u8 out[SHA512_DIGEST_SIZE];
	unsigned long before, blocks, chunked;
	struct arch_test_asm asm_calls;

	memset(buf, 0x5a, SHA512_ARCH_TEST_BUF + SHA512_ARCH_TEST_ALIGN);
	arch_test_asm_begin(&asm_calls);
	before = kcrypto_host_simd_sections;
	sha512(buf, 4 * SHA512_BLOCK_SIZE, out);
	blocks = kcrypto_host_simd_sections - before;
	/* 8 KiB: SIMD sections of at most 4 KiB. */
	before = kcrypto_host_simd_sections;
	sha512(buf, SHA512_ARCH_TEST_BUF, out);
	chunked = kcrypto_host_simd_sections - before;
	/* The functions of the path in use ran, no other's. */
	arch_test_asm_check(test, &asm_calls, "sha512", sha512_arch_name());

	if (!sha512_arch_name()) {
		KUNIT_ASSERT_EQ_MSG(test, blocks + chunked, 0UL,
				    "SIMD sections with the generic code");
		kunit_skip(test,
			   "%s: accelerated path not tested (generic path checked)",
			   kcrypto_host_force_generic() ?
				   "KCRYPTO_FORCE_GENERIC is set" :
				   "this CPU lacks " SHA512_ARCH_INSNS
				   " or the arch code is switched off");
	}
	KUNIT_EXPECT_GT_MSG(test, blocks, 0UL,
			    SHA512_ARCH_INSNS " block function not used");
	sha512_arch_test_short(test, buf);
	KUNIT_EXPECT_GE_MSG(test, chunked, SHA512_ARCH_TEST_BUF / 4096UL + 1,
			    "8 KiB hashed in too few SIMD sections");
	kunit_info(test,
		   "%s used: %lu SIMD sections for 512 bytes, %lu for 8 KiB",
		   sha512_arch_name(), blocks, chunked);
#elif defined(KCRYPTO_SHA512_ARCH_HOOKS)
	/* In a kernel: the arch glue counts its SIMD sections. */
	u8 *buf = sha512_arch_test_buf(test);
	u8 out[SHA512_DIGEST_SIZE];
	unsigned long before, blocks, chunked;

	memset(buf, 0x5a, SHA512_ARCH_TEST_BUF + SHA512_ARCH_TEST_ALIGN);
	before = kcrypto_arch_sections(KCRYPTO_SHA512_ARCH_TEST);
	sha512(buf, 4 * SHA512_BLOCK_SIZE, out);
	blocks = kcrypto_arch_sections(KCRYPTO_SHA512_ARCH_TEST) - before;
	before = kcrypto_arch_sections(KCRYPTO_SHA512_ARCH_TEST);
	sha512(buf, SHA512_ARCH_TEST_BUF, out);
	chunked = kcrypto_arch_sections(KCRYPTO_SHA512_ARCH_TEST) - before;
	if (!strcmp(kcrypto_arch_impl(KCRYPTO_SHA512_ARCH_TEST), "generic")) {
		KUNIT_ASSERT_EQ_MSG(test, blocks + chunked, 0UL,
				    "SIMD sections with the arch code off");
		kunit_skip(test,
			   "arch SHA-512 not in use: the CPU lacks the instructions, or kcrypto_sha512.impl=generic");
	}
	KUNIT_EXPECT_GT_MSG(test, blocks, 0UL, "arch block function not used");
	sha512_arch_test_short(test, buf);
	KUNIT_EXPECT_GE_MSG(test, chunked, SHA512_ARCH_TEST_BUF / 4096UL,
			    "8 KiB hashed in too few SIMD sections");
	kunit_info(test,
		   "%s used: %lu SIMD sections for 512 bytes, %lu for 8 KiB",
		   sha512_arch_name(), blocks, chunked);
#else
	kunit_skip(test, "no SHA-512 arch code in this build");
#endif
}

/*
 * The path in use is the one asked for: on the host, KCRYPTO_SHA512_IMPL
 * (the impl= module parameter) when the CPU can run it, else the best path
 * the CPU has, else generic; KCRYPTO_FORCE_GENERIC=1 means generic.
 * KCRYPTO_SHA512_EXPECT names the path a run expects besides (as under
 * qemu-x86_64 -cpu MODEL). A forced path the CPU can't run skips.
 */
static void test_sha512_arch_forced_path(struct kunit *test)
{
#if defined(SHA512_ARCH_TEST_HOST) && defined(SHA512_ARCH_TEST_PATHS)
	const char *impl = getenv("KCRYPTO_SHA512_IMPL");
	const char *expect = getenv("KCRYPTO_SHA512_EXPECT");
	const char *name = sha512_arch_name() ? sha512_arch_name() : "generic";
	const char *want;

	if (kcrypto_host_force_generic())
		want = "generic";
	else if (impl && *impl && sha512_arch_test_can_run(impl))
		want = impl;
	else
		want = sha512_arch_test_best();
	KUNIT_EXPECT_STREQ(test, name, want);
	if (expect && *expect)
		KUNIT_EXPECT_STREQ_MSG(test, name, expect,
				       "KCRYPTO_SHA512_EXPECT");
	kunit_info(test, "path in use: %s (CPU's best: %s)", name,
		   sha512_arch_test_best());
	if (impl && *impl && strcmp(name, impl))
		kunit_skip(test, "KCRYPTO_SHA512_IMPL=%s: not run, %s", impl,
			   sha512_arch_test_can_run(impl) ?
				   "the library fell back" :
				   "this CPU can't run it");
#elif defined(KCRYPTO_SHA512_ARCH_HOOKS)
	const char *name = sha512_arch_name() ? sha512_arch_name() : "generic";

	KUNIT_EXPECT_STREQ(test, kcrypto_arch_impl(KCRYPTO_SHA512_ARCH_TEST),
			   name);
	kunit_info(test, "path in use: %s", name);
#else
	kunit_skip(test, "no SHA-512 arch paths to choose from in this build");
#endif
}

/*
 * Contexts moved on to a 128-bit byte count: a real prefix is hashed, then
 * the count is raised by a multiple of the block size (which keeps the
 * pending bytes consistent), to just below 2^64 bytes (so that the update
 * carries into the high half), to above it, and near the top of the range.
 * Each finishes as the reference does from the same state and count.
 */
static void test_sha512_arch_long_count(struct kunit *test)
{
	static const struct {
		u64 lo, hi;
	} skips[] = {
		{ 1ULL << 61, 0 },
		{ -(8ULL * SHA512_BLOCK_SIZE), 0 },
		{ -(1ULL * SHA512_BLOCK_SIZE), 0 },
		{ 0, 1 },
		{ 0x1234567890ULL * SHA512_BLOCK_SIZE, 0x2345 },
		{ -(2ULL * SHA512_BLOCK_SIZE), (1ULL << 61) - 1 },
	};
	u8 out[SHA512_DIGEST_SIZE], ref[SHA512_DIGEST_SIZE];
	u8 *buf = sha512_arch_test_buf(test);
	struct sha512_ctx ctx;
	struct ref_sha512 r;
	size_t i, j;

	arch_test_seed(0x128b);
	arch_test_fill(buf, SHA512_ARCH_TEST_BUF);
	for (i = 0; i < ARRAY_SIZE(skips); i++) {
		for (j = 0; j < 24; j++) {
			size_t prefix = arch_test_below(3 * SHA512_BLOCK_SIZE);
			size_t len =
				j < 16 ?
					arch_test_below(2 * SHA512_BLOCK_SIZE) :
					rng_len();
			u64 lo;

			sha512_init(&ctx);
			sha512_update(&ctx, buf + 4000, prefix);
			lo = ctx.ctx.bytecount_lo + skips[i].lo;
			ctx.ctx.bytecount_hi +=
				skips[i].hi + (lo < ctx.ctx.bytecount_lo);
			ctx.ctx.bytecount_lo = lo;
			ref_from_ctx(&r, &ctx.ctx);
			ref_update(&r, buf, len);
			ref_final(&r, ref, SHA512_DIGEST_SIZE);
			sha512_update(&ctx, buf, len);
			sha512_final(&ctx, out);
			if (memcmp(out, ref, sizeof(ref))) {
				KUNIT_FAIL(test,
					   "byte count 0x%016llx%016llx + %zu: digest differs from the reference",
					   (unsigned long long)skips[i].hi,
					   (unsigned long long)lo, len);
				return;
			}
		}
	}
}

/*
 * What a block function leaves on the stack. It runs on a private stack
 * (kcrypto_asm_on_stack()) filled with a pattern, over three random blocks
 * (the AVX2 code does a pair, then a last odd block); afterwards no
 * schedule word W[t] of any block, nor W[t] + K[t], may be found in that
 * stack, at any byte offset, in either byte order. W comes from the plain
 * reference (tests/sha512-ref.h), the digest is checked against it, and
 * the bytes the call changed show that it ran on the private stack.
 */
#define SHA512_STACK_TEST_BLOCKS 3
#define SHA512_STACK_TEST_SIZE 8192
#define SHA512_STACK_TEST_FILL 0xa5
/* W[t] and W[t] + K[t] of every block. */
#define SHA512_STACK_TEST_WORDS (SHA512_STACK_TEST_BLOCKS * 80 * 2)

#ifdef SHA512_ARCH_TEST_STACK
struct sha512_stack_test_word {
	u64 value;
	unsigned int block, t;
	bool plus_k;
};

static void sha512_stack_test_words(struct sha512_stack_test_word *words,
				    const u8 *data)
{
	u64 w[80];
	int b, t, n = 0;

	for (b = 0; b < SHA512_STACK_TEST_BLOCKS; b++) {
		ref_sha512_schedule(w, data + b * SHA512_BLOCK_SIZE);
		for (t = 0; t < 160; t++, n++) {
			words[n].value = w[t / 2];
			if (t % 2)
				words[n].value += ref_k512[t / 2];
			words[n].block = b;
			words[n].t = t / 2;
			words[n].plus_k = t % 2;
		}
	}
}
#endif

static void sha512_arch_test_stack(struct kunit *test, const char *sym,
				   const char *path __maybe_unused,
				   const char *insns __maybe_unused)
{
#ifdef SHA512_ARCH_TEST_STACK
	struct sha512_stack_test_word *words, *first = NULL;
	struct kcrypto_asm_stack_call call;
	size_t i, off, used = 0, found = 0, first_off = 0;
	const char *why;
	u64 ref[8];
	u8 *stack, *msg;
	int b;

	if (!sha512_arch_test_can_run(path))
		kunit_skip(test, "%s: this CPU lacks %s%s", sym, insns,
			   kcrypto_host_force_generic() ?
				   " (KCRYPTO_FORCE_GENERIC=1 hides it)" :
				   "");
	stack = kunit_kmalloc(test, SHA512_STACK_TEST_SIZE, GFP_KERNEL);
	msg = kunit_kmalloc(test, SHA512_STACK_TEST_BLOCKS * SHA512_BLOCK_SIZE,
			    GFP_KERNEL);
	words = kunit_kmalloc(test, SHA512_STACK_TEST_WORDS * sizeof(*words),
			      GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, stack);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, msg);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, words);

	arch_test_seed(0x57ac512);
	arch_test_fill(msg, SHA512_STACK_TEST_BLOCKS * SHA512_BLOCK_SIZE);
	memset(&call, 0, sizeof(call));
	call.path = path;
	call.data = msg;
	call.nblocks = SHA512_STACK_TEST_BLOCKS;
	memcpy(call.state.h, ref_iv512, sizeof(ref_iv512));
	memcpy(ref, ref_iv512, sizeof(ref_iv512));
	memset(stack, SHA512_STACK_TEST_FILL, SHA512_STACK_TEST_SIZE);
	kernel_fpu_begin();
	why = kcrypto_asm_on_stack(stack, SHA512_STACK_TEST_SIZE,
				   sha512_stack_test_call, &call);
	kernel_fpu_end();
	if (why)
		kunit_skip(test, "%s: %s", sym, why);

	for (b = 0; b < SHA512_STACK_TEST_BLOCKS; b++)
		ref_sha512_block(ref, msg + b * SHA512_BLOCK_SIZE);
	KUNIT_EXPECT_MEMEQ_MSG(test, call.state.h, ref, sizeof(ref),
			       "%s: wrong state", sym);
	/* How deep the call's frames reached: the lowest byte it changed. */
	for (off = 0; off < SHA512_STACK_TEST_SIZE; off++) {
		if (stack[off] != SHA512_STACK_TEST_FILL) {
			used = SHA512_STACK_TEST_SIZE - off;
			break;
		}
	}
	KUNIT_ASSERT_GT_MSG(test, used, (size_t)0,
			    "%s: the call left the private stack untouched",
			    sym);
	KUNIT_ASSERT_LT_MSG(test, used, (size_t)SHA512_STACK_TEST_SIZE,
			    "%s: the call may have used more stack than it had",
			    sym);

	sha512_stack_test_words(words, msg);
	for (off = 0; off + 8 <= SHA512_STACK_TEST_SIZE; off++) {
		u64 le = get_unaligned_le64(stack + off);
		u64 be = get_unaligned_be64(stack + off);

		for (i = 0; i < SHA512_STACK_TEST_WORDS; i++) {
			if (words[i].value != le && words[i].value != be)
				continue;
			if (!found++) {
				first = &words[i];
				first_off = off;
			}
			break;
		}
	}
	if (found)
		KUNIT_FAIL(test,
			   "%s: %zu schedule words left on the stack, the first W[%u]%s of block %u (0x%016llx) %zu bytes below the stack top",
			   sym, found, first->t, first->plus_k ? " + K" : "",
			   first->block, (unsigned long long)first->value,
			   SHA512_STACK_TEST_SIZE - first_off);
	else
		kunit_info(test,
			   "%s: %zu bytes of stack used, no schedule word left in them",
			   sym, used);
#else
	kunit_skip(test,
		   "%s: x86-64 host builds with SHA-512 arch code only (they call the block functions on a private stack)",
		   sym);
#endif
}

static void test_sha512_arch_stack_avx2(struct kunit *test)
{
	sha512_arch_test_stack(test, "sha512_transform_rorx", "avx2",
			       "AVX2, BMI1 and BMI2 (or the OS's YMM state)");
}

static void test_sha512_arch_stack_avx512(struct kunit *test)
{
	sha512_arch_test_stack(test, "sha512_transform_avx512", "avx512",
			       "AVX-512, AVX2, BMI1 and BMI2");
}

static void test_sha512_arch_stack_ssse3(struct kunit *test)
{
	sha512_arch_test_stack(test, "sha512_transform_ssse3", "ssse3",
			       "SSSE3");
}

/*
 * What a block function leaves in the vector registers: three random
 * blocks (a pair and a last odd block for the AVX2 code) into a random
 * state (tests/arch-test-regs.h).
 */
static void sha512_arch_test_regs(struct kunit *test, const char *sym,
				  const char *path)
{
	arch_test_regs_blocks(test, KCRYPTO_SHA512_ARCH_TEST, path, sym,
			      sizeof(struct sha512_block_state),
			      sizeof(struct sha512_block_state),
			      SHA512_BLOCK_SIZE, SHA512_STACK_TEST_BLOCKS, 0);
}

static void test_sha512_arch_regs_avx512(struct kunit *test)
{
	sha512_arch_test_regs(test, "sha512_transform_avx512", "avx512");
}

static void test_sha512_arch_regs_avx2(struct kunit *test)
{
	sha512_arch_test_regs(test, "sha512_transform_rorx", "avx2");
}

static void test_sha512_arch_regs_ssse3(struct kunit *test)
{
	sha512_arch_test_regs(test, "sha512_transform_ssse3", "ssse3");
}

static void test_sha512_arch_regs_ce(struct kunit *test)
{
	sha512_arch_test_regs(test, "sha512_ce_transform", "ce");
}

static void test_sha512_arch_regs_neon(struct kunit *test)
{
	sha512_arch_test_regs(test, "sha512_blocks_neon", "neon");
}

/*
 * Each path this CPU runs, in task, softirq and hardirq context at once
 * (tests/arch-test-irq.h): four blocks and a partial one.
 */
static void test_sha512_arch_irq_every_path(struct kunit *test)
{
	static const struct arch_test_short_hash h = { .name = "SHA-512",
						       .hash = sha512 };

	arch_test_irq_every_path(test, KCRYPTO_SHA512_ARCH_TEST, &h,
				 SHA512_DIGEST_SIZE, 4 * SHA512_BLOCK_SIZE + 7,
				 NULL);
}

static struct kunit_case sha512_arch_test_cases[] = {
	KUNIT_CASE(test_sha512_arch_differential),
	KUNIT_CASE(test_sha512_arch_every_path),
	KUNIT_CASE(test_sha512_arch_path_used),
	KUNIT_CASE(test_sha512_arch_forced_path),
	KUNIT_CASE(test_sha512_arch_irq_every_path),
	KUNIT_CASE(test_sha512_arch_long_count),
	KUNIT_CASE(test_sha512_arch_stack_avx512),
	KUNIT_CASE(test_sha512_arch_stack_avx2),
	KUNIT_CASE(test_sha512_arch_stack_ssse3),
	KUNIT_CASE(test_sha512_arch_regs_avx512),
	KUNIT_CASE(test_sha512_arch_regs_avx2),
	KUNIT_CASE(test_sha512_arch_regs_ssse3),
	KUNIT_CASE(test_sha512_arch_regs_ce),
	KUNIT_CASE(test_sha512_arch_regs_neon),
	{},
};

static struct kunit_suite sha512_arch_test_suite = {
	.name = "sha512_arch",
	.test_cases = sha512_arch_test_cases,
};

kunit_test_suite(sha512_arch_test_suite);

MODULE_DESCRIPTION("KUnit tests for SHA-384/SHA-512 arch code");
MODULE_LICENSE("Dual MIT/GPL");
