// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the SHA-256 arch code (x86-64 SHA-NI, AVX2 and SSSE3,
 * arm64 SHA2, 32-bit ARM NEON) and for sha256_finup_2x(), run by every
 * build: with arch code, without it, and on the host with
 * KCRYPTO_FORCE_GENERIC=1 or each path forced (tools/host/paths.mk).
 *
 *  - A differential test: the library (whichever block function it picked)
 *    against a deliberately plain byte-at-a-time SHA-224/SHA-256 written
 *    here from FIPS 180-4, over 10,000 random lengths, buffer alignments
 *    and splits into update calls.
 *  - Proof that the accelerated path ran: on the host, the shim counts
 *    kernel-mode SIMD sections (kcrypto_host_simd_sections), and in a
 *    kernel (x86-64, UML on x86-64, arm64, 32-bit ARM) the glue does
 *    (kcrypto_arch_sections(KCRYPTO_SHA256_ARCH_TEST), with the KUnit suites configured);
 *    hashing must open some when the arch code is in use, and none
 *    otherwise. Without it (a CPU without the instructions,
 *    KCRYPTO_FORCE_GENERIC=1, kcrypto_sha256.impl=generic) that case skips, saying
 *    why.
 *  - The path in use is the one forced (impl=, KCRYPTO_SHA256_IMPL on the
 *    host), or the best the CPU has; a path forced but not run skips, so
 *    tools/host/paths.mk can require it.
 *  - sha256_finup_2x(): random lengths, with and without a context, and
 *    contexts whose byte count is above 2^29 (a bit count above 2^32).
 *  - Stack hygiene, on the x86-64 host: each block function, run on a
 *    private stack filled with a pattern, leaves no word of any block's
 *    message schedule there (during hmac_sha256_preparekey() those words
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
#include "sha256-ref.h"

/* The x86-64 block functions, for the stack hygiene cases. */
enum sha256_stack_test_fn {
	SHA256_STACK_SSSE3,
	SHA256_STACK_AVX2,
	SHA256_STACK_NI,
	SHA256_STACK_NI_2X,
};

/* The host shim (tools/host/) can show which path ran; a kernel can't. */
#ifndef __KERNEL__
#include <kcrypto-host.h>
#define SHA256_ARCH_TEST_HOST 1
#endif

#if defined(SHA256_ARCH_TEST_HOST) && IS_ENABLED(CONFIG_KCRYPTO_SHA256_ARCH)
#if defined(__x86_64__)
#include <asm/cpufeature.h>
#include <asm/fpu/api.h>
#include <stdlib.h>
#define SHA256_ARCH_INSNS "SSSE3"
/* Only the SHA-NI path hashes two messages at once. */
#define SHA256_ARCH_HAS_2X sha256_arch_test_path_is("ni")
/* ... and not switched off: KCRYPTO_SHA256_IMPL=generic */
#define SHA256_ARCH_OFF " or the arch code is switched off"
#define SHA256_ARCH_TEST_PATHS 1

static bool sha256_arch_test_path_is(const char *path)
{
	return sha256_arch_name() && !strcmp(sha256_arch_name(), path);
}

static bool sha256_arch_test_cpu_ok(void)
{
	return boot_cpu_has(X86_FEATURE_SSSE3) && sha256_arch_name();
}

/* What arch/x86/sha256.h needs of the CPU for each path, from the SDM. */
static bool sha256_arch_test_can_run(const char *path)
{
	if (!strcmp(path, "ni"))
		return boot_cpu_has(X86_FEATURE_SHA_NI) &&
		       boot_cpu_has(X86_FEATURE_SSSE3);
	if (!strcmp(path, "avx2"))
		return boot_cpu_has(X86_FEATURE_AVX2) &&
		       boot_cpu_has(X86_FEATURE_BMI2) &&
		       cpu_has_xfeatures(XFEATURE_MASK_SSE | XFEATURE_MASK_YMM,
					 NULL);
	if (!strcmp(path, "ssse3"))
		return boot_cpu_has(X86_FEATURE_SSSE3);
	return !strcmp(path, "generic");
}

/* The automatic choice: the first path of this list the CPU can run. */
static const char *sha256_arch_test_best(void)
{
	static const char *const paths[] = { "ni", "avx2", "ssse3" };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(paths); i++)
		if (sha256_arch_test_can_run(paths[i]))
			return paths[i];
	return "generic";
}

#ifdef KCRYPTO_HOST_ASM_CALLS
#include <kcrypto-asm-calls.h>
#include <linux/linkage.h>
#include <linux/unaligned.h>
#define SHA256_ARCH_TEST_STACK 1

/* As declared by arch/x86/sha256.h. */
asmlinkage void sha256_ni_transform(struct sha256_block_state *state,
				    const u8 *data, size_t nblocks);
asmlinkage void sha256_ni_transform_2x(struct sha256_block_state *state1,
				       struct sha256_block_state *state2,
				       const u8 *data1, const u8 *data2,
				       size_t nblocks);
asmlinkage void sha256_transform_avx2(struct sha256_block_state *state,
				      const u8 *data, size_t nblocks);
asmlinkage void sha256_transform_ssse3(struct sha256_block_state *state,
				       const u8 *data, size_t nblocks);

/* What runs on the private stack: one call of a block function. */
struct kcrypto_asm_stack_call {
	enum sha256_stack_test_fn fn;
	struct sha256_block_state state[2];
	const u8 *data[2];
	size_t nblocks;
};

static void sha256_stack_test_call(struct kcrypto_asm_stack_call *c)
{
	switch (c->fn) {
	case SHA256_STACK_SSSE3:
		sha256_transform_ssse3(&c->state[0], c->data[0], c->nblocks);
		break;
	case SHA256_STACK_AVX2:
		sha256_transform_avx2(&c->state[0], c->data[0], c->nblocks);
		break;
	case SHA256_STACK_NI:
		sha256_ni_transform(&c->state[0], c->data[0], c->nblocks);
		break;
	case SHA256_STACK_NI_2X:
		sha256_ni_transform_2x(&c->state[0], &c->state[1], c->data[0],
				       c->data[1], c->nblocks);
		break;
	}
}
#endif
#elif defined(__aarch64__)
#include <asm/cpufeature.h>
#include <stdlib.h>
#define SHA256_ARCH_INSNS "the ARMv8 SHA2 extension"
#define SHA256_ARCH_HAS_2X true
/* ... and not switched off: KCRYPTO_SHA256_IMPL=generic */
#define SHA256_ARCH_OFF " or the CE code is switched off"
#define SHA256_ARCH_TEST_PATHS 1

static bool sha256_arch_test_cpu_ok(void)
{
	return cpu_have_named_feature(SHA2) && sha256_arch_name();
}

/* arch/arm64/sha256.h has one path: "ce", which needs HWCAP_SHA2. */
static bool sha256_arch_test_can_run(const char *path)
{
	if (!strcmp(path, "ce"))
		return cpu_have_named_feature(SHA2);
	return !strcmp(path, "generic");
}

/* The automatic choice. */
static const char *sha256_arch_test_best(void)
{
	return sha256_arch_test_can_run("ce") ? "ce" : "generic";
}
#elif defined(__arm__)
#include <asm/hwcap.h>
#include <stdlib.h>
#define SHA256_ARCH_INSNS "NEON"
#define SHA256_ARCH_HAS_2X false
/* ... and not switched off: KCRYPTO_SHA256_IMPL=generic */
#define SHA256_ARCH_OFF " or the NEON code is switched off"
#define SHA256_ARCH_TEST_PATHS 1

static bool sha256_arch_test_cpu_ok(void)
{
	return (elf_hwcap & HWCAP_NEON) && sha256_arch_name();
}

/* arch/arm/sha256.h has one path: "neon", which needs HWCAP_NEON. */
static bool sha256_arch_test_can_run(const char *path)
{
	if (!strcmp(path, "neon"))
		return elf_hwcap & HWCAP_NEON;
	return !strcmp(path, "generic");
}

static const char *sha256_arch_test_best(void)
{
	return sha256_arch_test_can_run("neon") ? "neon" : "generic";
}
#endif
#ifndef SHA256_ARCH_OFF
#define SHA256_ARCH_OFF ""
#endif
#endif

/* --- a plain reference SHA-224/SHA-256 (FIPS 180-4) ---------------------- */

static const u32 ref_iv224[8] = {
	0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
	0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
};

static const u32 ref_iv256[8] = {
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

struct ref_sha256 {
	u32 h[8];
	u64 count; /* bytes so far */
	u8 buf[64];
};

static void ref_init(struct ref_sha256 *r, const u32 iv[8])
{
	memcpy(r->h, iv, sizeof(r->h));
	r->count = 0;
}

static void ref_byte(struct ref_sha256 *r, u8 b)
{
	r->buf[r->count++ % 64] = b;
	if (r->count % 64 == 0)
		ref_sha256_block(r->h, r->buf);
}

static void ref_update(struct ref_sha256 *r, const u8 *data, size_t len)
{
	while (len--)
		ref_byte(r, *data++);
}

/* FIPS 180-4, section 5.1.1: 0x80, zeros to 56 mod 64, the bit count. */
static void ref_final(struct ref_sha256 *r, u8 *out, size_t out_len)
{
	u64 bits = r->count << 3;
	size_t i;

	ref_byte(r, 0x80);
	while (r->count % 64 != 56)
		ref_byte(r, 0);
	for (i = 0; i < 8; i++)
		ref_byte(r, (u8)(bits >> (56 - 8 * i)));
	for (i = 0; i < out_len; i++)
		out[i] = (u8)(r->h[i / 4] >> (24 - 8 * (i % 4)));
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
		return arch_test_below(3 * SHA256_BLOCK_SIZE);
	case 3:
		return 56 + arch_test_below(16) - 8;
	default:
		return arch_test_below(600);
	}
}

#define SHA256_ARCH_TEST_BUF 8192
/*
 * sha256_finup_2x() of two SHA256_ARCH_TEST_BUF-byte messages: each has one
 * more block, of padding, and a SIMD section holds at most 4 KiB of the two
 * together, so at least this many sections open.
 */
#define SHA256_ARCH_TEST_2X_SECTIONS                                           \
	DIV_ROUND_UP(2 * (SHA256_ARCH_TEST_BUF + SHA256_BLOCK_SIZE), 4096UL)
#define SHA256_ARCH_TEST_ALIGN 64

static u8 *sha256_arch_test_buf(struct kunit *test)
{
	u8 *buf = kunit_kmalloc(test,
				SHA256_ARCH_TEST_BUF + SHA256_ARCH_TEST_ALIGN,
				GFP_KERNEL);

	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, buf);
	return buf;
}

/* Feed @data to @ctx in a random number of random-sized update calls. */
static void random_updates(struct __sha256_ctx *ctx, const u8 *data, size_t len)
{
	int pieces = 1 + (int)arch_test_below(4);

	while (--pieces > 0 && len) {
		size_t n = arch_test_below(len + 1);

		__sha256_update(ctx, data, n);
		data += n;
		len -= n;
	}
	__sha256_update(ctx, data, len);
}

#define SHA256_ARCH_TEST_CASES 10000

static void test_sha256_arch_differential(struct kunit *test)
{
	u8 *buf = sha256_arch_test_buf(test);
	u8 out[SHA256_DIGEST_SIZE], ref[SHA256_DIGEST_SIZE];
	struct sha256_ctx ctx256;
	struct sha224_ctx ctx224;
	struct ref_sha256 r;
	int i;

	arch_test_seed(0x5ea256);
	arch_test_fill(buf, SHA256_ARCH_TEST_BUF + SHA256_ARCH_TEST_ALIGN);
	for (i = 0; i < SHA256_ARCH_TEST_CASES; i++) {
		size_t len = rng_len();
		const u8 *data = buf + arch_test_below(SHA256_ARCH_TEST_ALIGN);
		bool is224 = arch_test_below(4) == 0;
		bool oneshot = arch_test_below(4) == 0;
		size_t out_len = is224 ? SHA224_DIGEST_SIZE :
					 SHA256_DIGEST_SIZE;

		/* New data now and then, so not all messages share bytes. */
		if (i % 64 == 0)
			arch_test_fill(buf, SHA256_ARCH_TEST_BUF);
		ref_init(&r, is224 ? ref_iv224 : ref_iv256);
		ref_update(&r, data, len);
		ref_final(&r, ref, out_len);

		if (is224 && oneshot) {
			sha224(data, len, out);
		} else if (is224) {
			sha224_init(&ctx224);
			random_updates(&ctx224.ctx, data, len);
			sha224_final(&ctx224, out);
		} else if (oneshot) {
			sha256(data, len, out);
		} else {
			sha256_init(&ctx256);
			random_updates(&ctx256.ctx, data, len);
			sha256_final(&ctx256, out);
		}
		if (memcmp(out, ref, out_len)) {
			KUNIT_FAIL(test,
				   "case %d: SHA-%d of %zu bytes at offset %zu (%s) differs from the reference",
				   i, is224 ? 224 : 256, len,
				   (size_t)(data - buf),
				   oneshot ? "one-shot" : "updates");
			return;
		}
	}
	kunit_info(test, "%d random cases agree with the reference",
		   SHA256_ARCH_TEST_CASES);
}

#if (defined(SHA256_ARCH_TEST_HOST) && defined(SHA256_ARCH_INSNS)) ||          \
	defined(KCRYPTO_SHA256_ARCH_HOOKS)
static unsigned long sha256_arch_test_sections(void)
{
#ifdef SHA256_ARCH_TEST_HOST
	return kcrypto_host_simd_sections;
#else
	return kcrypto_arch_sections(KCRYPTO_SHA256_ARCH_TEST);
#endif
}

static void sha256_arch_test_short(struct kunit *test, const u8 *buf)
{
	static const struct arch_test_short_hash hashes[] = {
		{ .name = "SHA-256", .hash = sha256 },
		{ .name = "SHA-224", .hash = sha224 },
	};

	arch_test_short_sections(test, buf, 2 * SHA256_BLOCK_SIZE - 9,
				 sha256_arch_test_sections, hashes,
				 ARRAY_SIZE(hashes));
}
#endif

/*
 * With arch code on a CPU that has the instructions, hashing and
 * sha256_finup_2x() run in SIMD sections; otherwise no section is opened.
 */
static void test_sha256_arch_path_used(struct kunit *test)
{
#if defined(SHA256_ARCH_TEST_HOST) && defined(SHA256_ARCH_INSNS)
	u8 *buf = sha256_arch_test_buf(test);
	u8 out1[SHA256_DIGEST_SIZE], out2[SHA256_DIGEST_SIZE];
	unsigned long before, blocks, finup, chunked, chunked_2x;
	struct arch_test_asm asm_calls;

	memset(buf, 0x5a, SHA256_ARCH_TEST_BUF + SHA256_ARCH_TEST_ALIGN);
	arch_test_asm_begin(&asm_calls);
	before = kcrypto_host_simd_sections;
	sha256(buf, 4 * SHA256_BLOCK_SIZE, out1);
	blocks = kcrypto_host_simd_sections - before;
	before = kcrypto_host_simd_sections;
	sha256_finup_2x(NULL, buf, buf + 1, 2 * SHA256_BLOCK_SIZE, out1, out2);
	finup = kcrypto_host_simd_sections - before;
	/* 8 KiB, then 2 x 8 KiB: SIMD sections of at most about 4 KiB. */
	before = kcrypto_host_simd_sections;
	sha256(buf, SHA256_ARCH_TEST_BUF, out1);
	chunked = kcrypto_host_simd_sections - before;
	before = kcrypto_host_simd_sections;
	sha256_finup_2x(NULL, buf, buf + 1, SHA256_ARCH_TEST_BUF, out1, out2);
	chunked_2x = kcrypto_host_simd_sections - before;
	/* The functions of the path in use ran (both, on a 2x path), no other's. */
	arch_test_asm_check(test, &asm_calls, "sha256", sha256_arch_name());

	if (!sha256_arch_test_cpu_ok()) {
		KUNIT_ASSERT_EQ_MSG(test, blocks, 0UL,
				    "SIMD sections without " SHA256_ARCH_INSNS);
		KUNIT_ASSERT_EQ_MSG(test, chunked + chunked_2x, 0UL,
				    "SIMD sections without " SHA256_ARCH_INSNS);
		KUNIT_ASSERT_EQ_MSG(test, finup, 0UL,
				    "finup_2x sections without " SHA256_ARCH_INSNS);
		KUNIT_ASSERT_FALSE(test, sha256_finup_2x_is_optimized());
		kunit_skip(test,
			   "%s: accelerated path not tested (generic path checked)",
			   kcrypto_host_force_generic() ?
				   "KCRYPTO_FORCE_GENERIC is set" :
				   "this CPU lacks " SHA256_ARCH_INSNS
					   SHA256_ARCH_OFF);
	}
	KUNIT_EXPECT_GT_MSG(test, blocks, 0UL,
			    SHA256_ARCH_INSNS " block function not used");
	sha256_arch_test_short(test, buf);
	KUNIT_EXPECT_EQ(test, sha256_finup_2x_is_optimized(),
			SHA256_ARCH_HAS_2X);
	if (SHA256_ARCH_HAS_2X)
		KUNIT_EXPECT_GT_MSG(test, finup, 0UL,
				    SHA256_ARCH_INSNS " finup_2x not used");
	KUNIT_EXPECT_GE_MSG(test, chunked, SHA256_ARCH_TEST_BUF / 4096UL + 1,
			    "8 KiB hashed in too few SIMD sections");
	KUNIT_EXPECT_GE_MSG(test, chunked_2x, SHA256_ARCH_TEST_2X_SECTIONS,
			    "finup_2x: over 4 KiB in one SIMD section");
	kunit_info(test,
		   "%s used: %lu SIMD sections for sha256(), %lu for sha256_finup_2x()",
		   SHA256_ARCH_INSNS, blocks, finup);
#elif defined(KCRYPTO_SHA256_ARCH_HOOKS)
	/* In a kernel: the arch glue counts its SIMD sections. */
	u8 *buf = sha256_arch_test_buf(test);
	u8 out[SHA256_DIGEST_SIZE], out2[SHA256_DIGEST_SIZE];
	unsigned long before, blocks, chunked, finup;

	memset(buf, 0x5a, SHA256_ARCH_TEST_BUF + SHA256_ARCH_TEST_ALIGN);
	before = kcrypto_arch_sections(KCRYPTO_SHA256_ARCH_TEST);
	sha256(buf, 4 * SHA256_BLOCK_SIZE, out);
	blocks = kcrypto_arch_sections(KCRYPTO_SHA256_ARCH_TEST) - before;
	before = kcrypto_arch_sections(KCRYPTO_SHA256_ARCH_TEST);
	sha256(buf, SHA256_ARCH_TEST_BUF, out);
	chunked = kcrypto_arch_sections(KCRYPTO_SHA256_ARCH_TEST) - before;
	/* 2 x 8 KiB: one section per 4 KiB of the two messages, at most. */
	before = kcrypto_arch_sections(KCRYPTO_SHA256_ARCH_TEST);
	sha256_finup_2x(NULL, buf, buf + 1, SHA256_ARCH_TEST_BUF, out, out2);
	finup = kcrypto_arch_sections(KCRYPTO_SHA256_ARCH_TEST) - before;
	if (!strcmp(kcrypto_arch_impl(KCRYPTO_SHA256_ARCH_TEST), "generic")) {
		KUNIT_ASSERT_EQ_MSG(test, blocks + chunked + finup, 0UL,
				    "SIMD sections with the arch code off");
		KUNIT_ASSERT_FALSE(test, sha256_finup_2x_is_optimized());
		kunit_skip(test,
			   "arch SHA-256 not in use: the CPU lacks the instructions, or kcrypto_sha256.impl=generic");
	}
	KUNIT_EXPECT_GT_MSG(test, blocks, 0UL, "arch block function not used");
	sha256_arch_test_short(test, buf);
	KUNIT_EXPECT_GE_MSG(test, chunked, SHA256_ARCH_TEST_BUF / 4096UL,
			    "8 KiB hashed in too few SIMD sections");
	if (sha256_finup_2x_is_optimized())
		KUNIT_EXPECT_GE_MSG(test, finup, SHA256_ARCH_TEST_2X_SECTIONS,
				    "finup_2x: over 4 KiB in one SIMD section");
	kunit_info(test,
		   "%s used: %lu SIMD sections for 256 bytes, %lu for 8 KiB, %lu for finup_2x of 2 x 8 KiB",
		   sha256_arch_name(), blocks, chunked, finup);
#else
	KUNIT_EXPECT_FALSE(test, sha256_finup_2x_is_optimized());
	kunit_skip(test, "no SHA-256 arch code in this build");
#endif
}

/*
 * The path in use is the one asked for: on the host, KCRYPTO_SHA256_IMPL
 * (the impl= module parameter) when the CPU can run it, else the best path
 * the CPU has (the first of ni, avx2, ssse3 on x86-64; ce on arm64; neon
 * on 32-bit ARM), else generic; KCRYPTO_FORCE_GENERIC=1 means generic.
 * KCRYPTO_SHA256_EXPECT names the path a run expects besides (as under
 * qemu-x86_64 -cpu MODEL). A forced path the CPU can't run skips.
 */
static void test_sha256_arch_forced_path(struct kunit *test)
{
#if defined(SHA256_ARCH_TEST_HOST) && defined(SHA256_ARCH_TEST_PATHS)
	const char *impl = getenv("KCRYPTO_SHA256_IMPL");
	const char *expect = getenv("KCRYPTO_SHA256_EXPECT");
	const char *name = sha256_arch_name() ? sha256_arch_name() : "generic";
	const char *want;

	if (kcrypto_host_force_generic())
		want = "generic";
	else if (impl && *impl && sha256_arch_test_can_run(impl))
		want = impl;
	else
		want = sha256_arch_test_best();
	KUNIT_EXPECT_STREQ(test, name, want);
	if (expect && *expect)
		KUNIT_EXPECT_STREQ_MSG(test, name, expect,
				       "KCRYPTO_SHA256_EXPECT");
	kunit_info(test, "path in use: %s (CPU's best: %s)", name,
		   sha256_arch_test_best());
	if (impl && *impl && strcmp(name, impl))
		kunit_skip(test, "KCRYPTO_SHA256_IMPL=%s: not run, %s", impl,
			   sha256_arch_test_can_run(impl) ?
				   "the library fell back" :
				   "this CPU can't run it");
#elif defined(KCRYPTO_SHA256_ARCH_HOOKS)
	const char *name = sha256_arch_name() ? sha256_arch_name() : "generic";

	KUNIT_EXPECT_STREQ(test, kcrypto_arch_impl(KCRYPTO_SHA256_ARCH_TEST),
			   name);
	kunit_info(test, "path in use: %s", name);
#else
	kunit_skip(test, "no SHA-256 arch paths to choose from in this build");
#endif
}

/*
 * Both digests of sha256_finup_2x(@ctx, ...) against the reference, which
 * starts from @ctx's state, byte count and pending bytes (or the IV), and
 * against finishing two copies of @ctx. @ctx must not change.
 */
static bool check_finup_2x(struct kunit *test, const struct sha256_ctx *ctx,
			   const u8 *data1, const u8 *data2, size_t len,
			   const char *what)
{
	u8 out1[SHA256_DIGEST_SIZE], out2[SHA256_DIGEST_SIZE];
	u8 ref1[SHA256_DIGEST_SIZE], ref2[SHA256_DIGEST_SIZE];
	struct sha256_ctx copy;
	struct ref_sha256 r;

	if (ctx) {
		memcpy(r.h, ctx->ctx.state.h, sizeof(r.h));
		r.count = ctx->ctx.bytecount;
		memcpy(r.buf, ctx->ctx.buf, sizeof(r.buf));
		copy = *ctx;
	} else {
		ref_init(&r, ref_iv256);
	}
	ref_update(&r, data1, len);
	ref_final(&r, ref1, SHA256_DIGEST_SIZE);
	if (ctx) {
		memcpy(r.h, ctx->ctx.state.h, sizeof(r.h));
		r.count = ctx->ctx.bytecount;
		memcpy(r.buf, ctx->ctx.buf, sizeof(r.buf));
	} else {
		ref_init(&r, ref_iv256);
	}
	ref_update(&r, data2, len);
	ref_final(&r, ref2, SHA256_DIGEST_SIZE);

	sha256_finup_2x(ctx, data1, data2, len, out1, out2);
	if (memcmp(out1, ref1, sizeof(ref1)) ||
	    memcmp(out2, ref2, sizeof(ref2))) {
		KUNIT_FAIL(test,
			   "%s: finup_2x of %zu bytes differs from the reference",
			   what, len);
		return false;
	}
	if (ctx && memcmp(&copy, ctx, sizeof(copy))) {
		KUNIT_FAIL(test, "%s: finup_2x changed the context", what);
		return false;
	}
	/* The same as two ordinary finishes of copies of the context. */
	if (ctx) {
		sha256_update(&copy, data1, len);
		sha256_final(&copy, out1);
	} else {
		sha256(data1, len, out1);
	}
	if (memcmp(out1, ref1, sizeof(ref1))) {
		KUNIT_FAIL(test,
			   "%s: update+final of %zu bytes differs from the reference",
			   what, len);
		return false;
	}
	return true;
}

#define SHA256_FINUP_2X_CASES 2000

static void test_sha256_finup_2x_random(struct kunit *test)
{
	u8 *buf1 = sha256_arch_test_buf(test);
	u8 *buf2 = sha256_arch_test_buf(test);
	struct sha256_ctx ctx;
	int i;

	arch_test_seed(0xf1202);
	/*
	 * check_finup_2x() compares the whole context, also the bytes of
	 * buf[] past the pending ones that init leaves as they were.
	 */
	memset(&ctx, 0, sizeof(ctx));
	arch_test_fill(buf1, SHA256_ARCH_TEST_BUF + SHA256_ARCH_TEST_ALIGN);
	arch_test_fill(buf2, SHA256_ARCH_TEST_BUF + SHA256_ARCH_TEST_ALIGN);
	for (i = 0; i < SHA256_FINUP_2X_CASES; i++) {
		size_t len = rng_len();
		const u8 *d1 = buf1 + arch_test_below(SHA256_ARCH_TEST_ALIGN);
		const u8 *d2 =
			arch_test_below(8) == 0 ?
				d1 :
				buf2 + arch_test_below(SHA256_ARCH_TEST_ALIGN);
		bool with_ctx = arch_test_below(2);

		if (with_ctx) {
			sha256_init(&ctx);
			random_updates(&ctx.ctx, buf2 + 100, rng_len() % 300);
		}
		if (!check_finup_2x(test, with_ctx ? &ctx : NULL, d1, d2, len,
				    with_ctx ? "with ctx" : "ctx NULL")) {
			kunit_info(test, "case %d", i);
			return;
		}
	}
	/* Every length around the block and padding boundaries. */
	for (i = 0; i <= 3 * SHA256_BLOCK_SIZE; i++) {
		if (!check_finup_2x(test, NULL, buf1, buf2, i, "ctx NULL"))
			return;
		sha256_init(&ctx);
		sha256_update(&ctx, buf2 + 1, (size_t)i % 71);
		if (!check_finup_2x(test, &ctx, buf1 + 3, buf2, i, "with ctx"))
			return;
	}
}

/*
 * A context that has (nominally) absorbed more than 2^29 bytes, so that
 * the bit count in the padding has bits above 2^32, up to 2^64 - 8. The
 * state comes from real hashing; only the byte count is moved forward by a
 * multiple of the block size, which keeps the pending bytes consistent.
 * The reference finishes from the same state and count.
 */
static void test_sha256_finup_2x_long_count(struct kunit *test)
{
	static const u64 skips[] = {
		1ULL << 29,
		(1ULL << 29) + 7 * SHA256_BLOCK_SIZE,
		1ULL << 32,
		(1ULL << 35) - SHA256_BLOCK_SIZE,
		0x1234567890ULL * SHA256_BLOCK_SIZE,
		(1ULL << 61) - 2 * SHA256_BLOCK_SIZE,
	};
	u8 *buf1 = sha256_arch_test_buf(test);
	u8 *buf2 = sha256_arch_test_buf(test);
	struct sha256_ctx ctx;
	size_t i, j;

	arch_test_seed(0x2932);
	/*
	 * check_finup_2x() compares the whole context, also the bytes of
	 * buf[] past the pending ones that init leaves as they were.
	 */
	memset(&ctx, 0, sizeof(ctx));
	arch_test_fill(buf1, SHA256_ARCH_TEST_BUF);
	arch_test_fill(buf2, SHA256_ARCH_TEST_BUF);
	for (i = 0; i < ARRAY_SIZE(skips); i++) {
		for (j = 0; j < 24; j++) {
			size_t prefix = arch_test_below(3 * SHA256_BLOCK_SIZE);
			size_t len =
				j < 16 ?
					arch_test_below(2 * SHA256_BLOCK_SIZE) :
					rng_len();

			sha256_init(&ctx);
			sha256_update(&ctx, buf2 + 200, prefix);
			ctx.ctx.bytecount += skips[i];
			if (!check_finup_2x(test, &ctx, buf1, buf2, len,
					    "long count")) {
				kunit_info(test, "byte count %llu",
					   (unsigned long long)
						   ctx.ctx.bytecount);
				return;
			}
		}
	}
}

/*
 * What a block function leaves on the stack. It runs on a private stack
 * (kcrypto_asm_on_stack()) filled with a pattern, over a few random blocks
 * (three: the AVX2 code does a pair, then a last odd block); afterwards no
 * schedule word W[t] of any block, nor W[t] + K[t], may be found in that
 * stack, at any byte offset, in either byte order. W comes from the plain
 * reference (tests/sha256-ref.h), the digests are checked against it, and
 * the bytes the call changed show that it ran on the private stack.
 */
#define SHA256_STACK_TEST_BLOCKS 3
#define SHA256_STACK_TEST_SIZE 8192
#define SHA256_STACK_TEST_FILL 0xa5
/* W[t] and W[t] + K[t] of every block of both messages. */
#define SHA256_STACK_TEST_WORDS (2 * SHA256_STACK_TEST_BLOCKS * 64 * 2)

#ifdef SHA256_ARCH_TEST_STACK
struct sha256_stack_test_word {
	u32 value;
	unsigned int msg, block, t;
	bool plus_k;
};

static void sha256_stack_test_words(struct sha256_stack_test_word *words,
				    const u8 *data[2], int nmsgs)
{
	u32 w[64];
	int m, b, t, n = 0;

	for (m = 0; m < nmsgs; m++) {
		for (b = 0; b < SHA256_STACK_TEST_BLOCKS; b++) {
			ref_sha256_schedule(w, data[m] + b * SHA256_BLOCK_SIZE);
			for (t = 0; t < 128; t++, n++) {
				words[n].value = w[t / 2];
				if (t % 2)
					words[n].value += ref_k[t / 2];
				words[n].msg = m;
				words[n].block = b;
				words[n].t = t / 2;
				words[n].plus_k = t % 2;
			}
		}
	}
}
#endif

static void sha256_arch_test_stack(struct kunit *test,
				   enum sha256_stack_test_fn fn __maybe_unused,
				   const char *sym,
				   const char *path __maybe_unused,
				   const char *insns __maybe_unused)
{
#ifdef SHA256_ARCH_TEST_STACK
	struct sha256_stack_test_word *words, *first = NULL;
	struct kcrypto_asm_stack_call call;
	int nmsgs = fn == SHA256_STACK_NI_2X ? 2 : 1;
	size_t i, off, used = 0, found = 0, first_off = 0;
	u32 ref[2][8];
	const char *why;
	u8 *stack, *msgs;
	int m, b;

	if (!sha256_arch_test_can_run(path))
		kunit_skip(test, "%s: this CPU lacks %s%s", sym, insns,
			   kcrypto_host_force_generic() ?
				   " (KCRYPTO_FORCE_GENERIC=1 hides it)" :
				   "");
	stack = kunit_kmalloc(test, SHA256_STACK_TEST_SIZE, GFP_KERNEL);
	msgs = kunit_kmalloc(test,
			     2 * SHA256_STACK_TEST_BLOCKS * SHA256_BLOCK_SIZE,
			     GFP_KERNEL);
	words = kunit_kmalloc(test, SHA256_STACK_TEST_WORDS * sizeof(*words),
			      GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, stack);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, msgs);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, words);

	arch_test_seed(0x57ac);
	arch_test_fill(msgs, 2 * SHA256_STACK_TEST_BLOCKS * SHA256_BLOCK_SIZE);
	memset(&call, 0, sizeof(call));
	call.fn = fn;
	call.nblocks = SHA256_STACK_TEST_BLOCKS;
	for (m = 0; m < 2; m++) {
		call.data[m] =
			msgs + m * SHA256_STACK_TEST_BLOCKS * SHA256_BLOCK_SIZE;
		memcpy(call.state[m].h, ref_iv256, sizeof(ref_iv256));
		memcpy(ref[m], ref_iv256, sizeof(ref_iv256));
	}
	memset(stack, SHA256_STACK_TEST_FILL, SHA256_STACK_TEST_SIZE);
	kernel_fpu_begin();
	why = kcrypto_asm_on_stack(stack, SHA256_STACK_TEST_SIZE,
				   sha256_stack_test_call, &call);
	kernel_fpu_end();
	if (why)
		kunit_skip(test, "%s: %s", sym, why);

	for (m = 0; m < nmsgs; m++) {
		for (b = 0; b < SHA256_STACK_TEST_BLOCKS; b++)
			ref_sha256_block(ref[m],
					 call.data[m] + b * SHA256_BLOCK_SIZE);
		KUNIT_EXPECT_MEMEQ_MSG(test, call.state[m].h, ref[m],
				       sizeof(ref[m]),
				       "%s: message %d: wrong state", sym, m);
	}
	/* How deep the call's frames reached: the lowest byte it changed. */
	for (off = 0; off < SHA256_STACK_TEST_SIZE; off++) {
		if (stack[off] != SHA256_STACK_TEST_FILL) {
			used = SHA256_STACK_TEST_SIZE - off;
			break;
		}
	}
	KUNIT_ASSERT_GT_MSG(test, used, (size_t)0,
			    "%s: the call left the private stack untouched",
			    sym);
	KUNIT_ASSERT_LT_MSG(test, used, (size_t)SHA256_STACK_TEST_SIZE,
			    "%s: the call may have used more stack than it had",
			    sym);

	sha256_stack_test_words(words, call.data, nmsgs);
	for (off = 0; off + 4 <= SHA256_STACK_TEST_SIZE; off++) {
		u32 le = get_unaligned_le32(stack + off);
		u32 be = get_unaligned_be32(stack + off);

		for (i = 0; i < (size_t)nmsgs * SHA256_STACK_TEST_WORDS / 2;
		     i++) {
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
			   "%s: %zu schedule words left on the stack, the first W[%u]%s of message %u block %u (0x%08x) %zu bytes below the stack top",
			   sym, found, first->t, first->plus_k ? " + K" : "",
			   first->msg, first->block, first->value,
			   SHA256_STACK_TEST_SIZE - first_off);
	else
		kunit_info(test,
			   "%s: %zu bytes of stack used, no schedule word left in them",
			   sym, used);
#else
	kunit_skip(test,
		   "%s: x86-64 host builds only (they call the block functions on a private stack)",
		   sym);
#endif
}

static void test_sha256_arch_stack_ssse3(struct kunit *test)
{
	sha256_arch_test_stack(test, SHA256_STACK_SSSE3,
			       "sha256_transform_ssse3", "ssse3", "SSSE3");
}

static void test_sha256_arch_stack_avx2(struct kunit *test)
{
	sha256_arch_test_stack(test, SHA256_STACK_AVX2, "sha256_transform_avx2",
			       "avx2", "AVX2 and BMI2 (or the OS's YMM state)");
}

static void test_sha256_arch_stack_ni(struct kunit *test)
{
	sha256_arch_test_stack(test, SHA256_STACK_NI, "sha256_ni_transform",
			       "ni", "SHA-NI and SSSE3");
}

static void test_sha256_arch_stack_ni_2x(struct kunit *test)
{
	sha256_arch_test_stack(test, SHA256_STACK_NI_2X,
			       "sha256_ni_transform_2x", "ni",
			       "SHA-NI and SSSE3");
}

/*
 * What a block function leaves in the vector registers: three random
 * blocks (the AVX2 code does a pair, then a last odd block) into a random
 * state; for the 2x function two messages from the IV
 * (tests/arch-test-regs.h).
 */
static void sha256_arch_test_regs(struct kunit *test, const char *sym,
				  const char *path, bool two)
{
	const size_t len = SHA256_STACK_TEST_BLOCKS * SHA256_BLOCK_SIZE;
	struct sha256_block_state *state, in[2];
	struct arch_test_regs_words words;
	unsigned long args[5];
	u8 *msgs;

	if (!two) {
		arch_test_regs_blocks(test, KCRYPTO_SHA256_ARCH_TEST, path, sym,
				      sizeof(*state), sizeof(*state),
				      SHA256_BLOCK_SIZE,
				      SHA256_STACK_TEST_BLOCKS, 0);
		return;
	}
	state = kunit_kmalloc(test, sizeof(in), GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, state);
	memcpy(state[0].h, ref_iv256, sizeof(ref_iv256));
	memcpy(state[1].h, ref_iv256, sizeof(ref_iv256));
	msgs = kunit_kmalloc(test, 2 * len, GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, msgs);
	arch_test_fill(msgs, 2 * len);
	memcpy(in, state, sizeof(in));
	args[0] = (unsigned long)&state[0];
	args[1] = (unsigned long)&state[1];
	args[2] = (unsigned long)msgs;
	args[3] = (unsigned long)(msgs + len);
	args[4] = SHA256_STACK_TEST_BLOCKS;
	words.msg = msgs;
	words.msg_len = 2 * len;
	words.in = (const u8 *)in;
	words.out = (const u8 *)state;
	words.state_len = sizeof(in);
	arch_test_regs(test, KCRYPTO_SHA256_ARCH_TEST, path, sym, args, &words);
}

static void test_sha256_arch_regs_ssse3(struct kunit *test)
{
	sha256_arch_test_regs(test, "sha256_transform_ssse3", "ssse3", false);
}

static void test_sha256_arch_regs_avx2(struct kunit *test)
{
	sha256_arch_test_regs(test, "sha256_transform_avx2", "avx2", false);
}

static void test_sha256_arch_regs_ni(struct kunit *test)
{
	sha256_arch_test_regs(test, "sha256_ni_transform", "ni", false);
}

static void test_sha256_arch_regs_ni_2x(struct kunit *test)
{
	sha256_arch_test_regs(test, "sha256_ni_transform_2x", "ni", true);
}

static void test_sha256_arch_regs_ce(struct kunit *test)
{
	sha256_arch_test_regs(test, "sha256_ce_transform", "ce", false);
}

static void test_sha256_arch_regs_ce_2x(struct kunit *test)
{
	sha256_arch_test_regs(test, "sha256_ce_transform_2x", "ce", true);
}

static void test_sha256_arch_regs_neon(struct kunit *test)
{
	sha256_arch_test_regs(test, "sha256_blocks_neon", "neon", false);
}

/*
 * sha256_finup_2x() for the interrupt-context case: a 5-byte prefix in a
 * context, then @len - 69 bytes from two places of @data, a block apart;
 * @out gets both digests.
 */
static void sha256_arch_irq_2x(const u8 *data, size_t len, u8 *out)
{
	struct sha256_ctx ctx;

	sha256_init(&ctx);
	sha256_update(&ctx, data, 5);
	sha256_finup_2x(&ctx, data + 5, data + 5 + SHA256_BLOCK_SIZE,
			len - 5 - SHA256_BLOCK_SIZE, out,
			out + SHA256_DIGEST_SIZE);
}

/*
 * Each path this CPU runs, in task, softirq and hardirq context at once
 * (tests/arch-test-irq.h): sha256() of four blocks and a partial one, and
 * sha256_finup_2x() of two messages of three and a partial one (the
 * two-message code where the path has it, else two single ones).
 */
static void test_sha256_arch_irq_every_path(struct kunit *test)
{
	static const struct arch_test_short_hash h = { .name = "SHA-256",
						       .hash = sha256 };
	static const struct arch_test_short_hash h2x = {
		.name = "SHA-256 finup_2x", .hash = sha256_arch_irq_2x
	};
	const size_t len = 4 * SHA256_BLOCK_SIZE + 7;

	arch_test_irq_every_path(test, KCRYPTO_SHA256_ARCH_TEST, &h,
				 SHA256_DIGEST_SIZE, len, NULL);
	arch_test_irq_every_path(test, KCRYPTO_SHA256_ARCH_TEST, &h2x,
				 2 * SHA256_DIGEST_SIZE, len, NULL);
}

static struct kunit_case sha256_arch_test_cases[] = {
	KUNIT_CASE(test_sha256_arch_differential),
	KUNIT_CASE(test_sha256_arch_path_used),
	KUNIT_CASE(test_sha256_arch_forced_path),
	KUNIT_CASE(test_sha256_arch_irq_every_path),
	KUNIT_CASE(test_sha256_finup_2x_random),
	KUNIT_CASE(test_sha256_finup_2x_long_count),
	KUNIT_CASE(test_sha256_arch_stack_ssse3),
	KUNIT_CASE(test_sha256_arch_stack_avx2),
	KUNIT_CASE(test_sha256_arch_stack_ni),
	KUNIT_CASE(test_sha256_arch_stack_ni_2x),
	KUNIT_CASE(test_sha256_arch_regs_ssse3),
	KUNIT_CASE(test_sha256_arch_regs_avx2),
	KUNIT_CASE(test_sha256_arch_regs_ni),
	KUNIT_CASE(test_sha256_arch_regs_ni_2x),
	KUNIT_CASE(test_sha256_arch_regs_ce),
	KUNIT_CASE(test_sha256_arch_regs_ce_2x),
	KUNIT_CASE(test_sha256_arch_regs_neon),
	{},
};

static struct kunit_suite sha256_arch_test_suite = {
	.name = "sha256_arch",
	.test_cases = sha256_arch_test_cases,
};

kunit_test_suite(sha256_arch_test_suite);

MODULE_DESCRIPTION("KUnit tests for SHA-256 arch code and finup_2x");
MODULE_LICENSE("Dual MIT/GPL");
