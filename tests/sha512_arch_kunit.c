// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the SHA-384/SHA-512 arch code (arm64 SHA-512
 * instructions; x86-64 AVX2 and SSSE3), run by every build: with arch code,
 * without it, and on the host with KCRYPTO_FORCE_GENERIC=1 or each path
 * forced (tools/host/paths.mk).
 *
 *  - A differential test: the library (whichever block function it picked)
 *    against a deliberately plain byte-at-a-time SHA-384/SHA-512 written
 *    here from FIPS 180-4, over 10,000 random lengths, buffer alignments
 *    and splits into update calls.
 *  - The 128-bit message length: contexts whose byte count is just below
 *    2^64, so that hashing carries into the high word, and contexts with
 *    a high word already set, against the reference, which keeps its own
 *    128-bit count.
 *  - Proof that the accelerated path ran: on the host, the shim counts
 *    kernel-mode SIMD sections and the calls of each assembly function;
 *    in a kernel the glue counts its sections (with the KUnit suites
 *    configured). Without the instructions (or with the arch code off)
 *    that case skips, saying why.
 *  - The path in use is the one forced (impl=, KCRYPTO_SHA512_IMPL on the
 *    host), or the best the CPU has; a path forced but not run skips, so
 *    that tools/host/paths.mk can require it.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <crypto/sha2.h>
#include <kunit/test.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>

#include "arch-test-asm.h"
#include "arch-test-rng.h"

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
static const char *sha512_arch_test_best(void)
{
	static const char *const paths[] = { "avx2", "ssse3" };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(paths); i++)
		if (sha512_arch_test_can_run(paths[i]))
			return paths[i];
	return "generic";
}
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
#endif
#endif

/* --- a plain reference SHA-384/SHA-512 (FIPS 180-4) ---------------------- */

/* FIPS 180-4, section 4.2.3. */
static const u64 ref_k[80] = {
	0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL,
	0xe9b5dba58189dbbcULL, 0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
	0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL, 0xd807aa98a3030242ULL,
	0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
	0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL,
	0xc19bf174cf692694ULL, 0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
	0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL, 0x2de92c6f592b0275ULL,
	0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
	0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL,
	0xbf597fc7beef0ee4ULL, 0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
	0x06ca6351e003826fULL, 0x142929670a0e6e70ULL, 0x27b70a8546d22ffcULL,
	0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
	0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL,
	0x92722c851482353bULL, 0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
	0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL, 0xd192e819d6ef5218ULL,
	0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
	0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL,
	0x34b0bcb5e19b48a8ULL, 0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
	0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL, 0x748f82ee5defb2fcULL,
	0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
	0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL,
	0xc67178f2e372532bULL, 0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
	0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL, 0x06f067aa72176fbaULL,
	0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
	0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL,
	0x431d67c49c100d4cULL, 0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
	0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

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

static u64 ref_ror(u64 x, unsigned int n)
{
	return (x >> n) | (x << (64 - n));
}

/* FIPS 180-4, section 6.4.2, one block, written out plainly. */
static void ref_sha512_block(u64 h[8], const u8 block[128])
{
	u64 w[80], v[8], t1, t2;
	int t, i;

	for (t = 0; t < 16; t++) {
		w[t] = 0;
		for (i = 0; i < 8; i++)
			w[t] = (w[t] << 8) | block[8 * t + i];
	}
	for (t = 16; t < 80; t++)
		w[t] = (ref_ror(w[t - 2], 19) ^ ref_ror(w[t - 2], 61) ^
			(w[t - 2] >> 6)) +
		       w[t - 7] +
		       (ref_ror(w[t - 15], 1) ^ ref_ror(w[t - 15], 8) ^
			(w[t - 15] >> 7)) +
		       w[t - 16];
	memcpy(v, h, sizeof(v));
	for (t = 0; t < 80; t++) {
		t1 = v[7] +
		     (ref_ror(v[4], 14) ^ ref_ror(v[4], 18) ^
		      ref_ror(v[4], 41)) +
		     ((v[4] & v[5]) ^ (~v[4] & v[6])) + ref_k[t] + w[t];
		t2 = (ref_ror(v[0], 28) ^ ref_ror(v[0], 34) ^
		      ref_ror(v[0], 39)) +
		     ((v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]));
		memmove(&v[1], &v[0], 7 * sizeof(v[0]));
		v[4] += t1;
		v[0] = t1 + t2;
	}
	for (i = 0; i < 8; i++)
		h[i] += v[i];
}

struct ref_sha512 {
	u64 h[8];
	u64 count_lo, count_hi; /* bytes so far, 128 bits */
	u8 buf[128];
};

static void ref_init(struct ref_sha512 *r, const u64 iv[8])
{
	memcpy(r->h, iv, sizeof(r->h));
	r->count_lo = 0;
	r->count_hi = 0;
}

static void ref_byte(struct ref_sha512 *r, u8 b)
{
	r->buf[r->count_lo % 128] = b;
	if (++r->count_lo == 0)
		r->count_hi++;
	if (r->count_lo % 128 == 0)
		ref_sha512_block(r->h, r->buf);
}

static void ref_update(struct ref_sha512 *r, const u8 *data, size_t len)
{
	while (len--)
		ref_byte(r, *data++);
}

/*
 * FIPS 180-4, section 5.1.2: 0x80, zeros to 112 mod 128, the 128-bit bit
 * count, which is the byte count shifted left by three.
 */
static void ref_final(struct ref_sha512 *r, u8 *out, size_t out_len)
{
	u64 bits_hi = (r->count_hi << 3) | (r->count_lo >> 61);
	u64 bits_lo = r->count_lo << 3;
	size_t i;

	ref_byte(r, 0x80);
	while (r->count_lo % 128 != 112)
		ref_byte(r, 0);
	for (i = 0; i < 8; i++)
		ref_byte(r, (u8)(bits_hi >> (56 - 8 * i)));
	for (i = 0; i < 8; i++)
		ref_byte(r, (u8)(bits_lo >> (56 - 8 * i)));
	for (i = 0; i < out_len; i++)
		out[i] = (u8)(r->h[i / 8] >> (56 - 8 * (i % 8)));
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
		return arch_test_below(9000);
	case 1:
	case 2:
		return arch_test_below(3 * SHA512_BLOCK_SIZE);
	case 3:
		return 112 + arch_test_below(32) - 16;
	default:
		return arch_test_below(1200);
	}
}

#define SHA512_ARCH_TEST_BUF 9216
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

#define SHA512_ARCH_TEST_CASES 10000

static void test_sha512_arch_differential(struct kunit *test)
{
	u8 *buf = sha512_arch_test_buf(test);
	u8 out[SHA512_DIGEST_SIZE], ref[SHA512_DIGEST_SIZE];
	struct sha512_ctx ctx512;
	struct sha384_ctx ctx384;
	struct ref_sha512 r;
	int i;

	arch_test_seed(0x5ea512);
	arch_test_fill(buf, SHA512_ARCH_TEST_BUF + SHA512_ARCH_TEST_ALIGN);
	for (i = 0; i < SHA512_ARCH_TEST_CASES; i++) {
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
				   "case %d: SHA-%d of %zu bytes at offset %zu (%s) differs from the reference",
				   i, is384 ? 384 : 512, len,
				   (size_t)(data - buf),
				   oneshot ? "one-shot" : "updates");
			return;
		}
	}
	kunit_info(test, "%d random cases agree with the reference",
		   SHA512_ARCH_TEST_CASES);
}

/*
 * The 128-bit byte count. The state comes from real hashing; only the byte
 * count is moved forward by a multiple of the block size (which keeps the
 * pending bytes where they are), to just below 2^64 so that the rest of
 * the message carries into the high word, or with the high word set. The
 * reference finishes from the same state and count.
 */
static void test_sha512_arch_long_count(struct kunit *test)
{
	static const struct {
		u64 lo, hi;
	} skips[] = {
		{ 0ULL - 4 * SHA512_BLOCK_SIZE, 0 },
		{ 0ULL - 32 * SHA512_BLOCK_SIZE, 0 },
		{ 1ULL << 61, 0 },
		{ 0, 1 },
		{ 0ULL - 2 * SHA512_BLOCK_SIZE, 0x1fffffffffffffffULL - 1 },
		{ 0x123456789abcdef0ULL & ~127ULL, 0x0fedcba987654321ULL },
	};
	u8 *buf = sha512_arch_test_buf(test);
	u8 out[SHA512_DIGEST_SIZE], ref[SHA512_DIGEST_SIZE];
	struct sha512_ctx ctx;
	struct ref_sha512 r;
	size_t i, j;

	arch_test_seed(0x128b);
	arch_test_fill(buf, SHA512_ARCH_TEST_BUF);
	for (i = 0; i < ARRAY_SIZE(skips); i++) {
		for (j = 0; j < 24; j++) {
			size_t prefix = arch_test_below(3 * SHA512_BLOCK_SIZE);
			size_t len = rng_len();

			if (j < 16)
				len = arch_test_below(10 * SHA512_BLOCK_SIZE);

			sha512_init(&ctx);
			sha512_update(&ctx, buf + 300, prefix);
			ctx.ctx.bytecount_lo += skips[i].lo;
			if (ctx.ctx.bytecount_lo < skips[i].lo)
				ctx.ctx.bytecount_hi++;
			ctx.ctx.bytecount_hi += skips[i].hi;

			memcpy(r.h, ctx.ctx.state.h, sizeof(r.h));
			r.count_lo = ctx.ctx.bytecount_lo;
			r.count_hi = ctx.ctx.bytecount_hi;
			memcpy(r.buf, ctx.ctx.buf, sizeof(r.buf));
			ref_update(&r, buf, len);
			ref_final(&r, ref, SHA512_DIGEST_SIZE);

			random_updates(&ctx.ctx, buf, len);
			sha512_final(&ctx, out);
			if (memcmp(out, ref, sizeof(out))) {
				KUNIT_FAIL(test,
					   "count %#llx:%016llx + %zu bytes: digest differs from the reference",
					   (unsigned long long)skips[i].hi,
					   (unsigned long long)skips[i].lo,
					   prefix + len);
				return;
			}
		}
	}
}

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
	sha512(buf, 8192, out);
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
	KUNIT_EXPECT_GT_MSG(test, blocks, 0UL, "arch block function not used");
	KUNIT_EXPECT_GE_MSG(test, chunked, 8192 / 4096UL + 1,
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
	sha512(buf, 8192, out);
	chunked = kcrypto_arch_sections(KCRYPTO_SHA512_ARCH_TEST) - before;
	if (!strcmp(kcrypto_arch_impl(KCRYPTO_SHA512_ARCH_TEST), "generic")) {
		KUNIT_ASSERT_EQ_MSG(test, blocks + chunked, 0UL,
				    "SIMD sections with the arch code off");
		kunit_skip(test,
			   "arch SHA-512 not in use: the CPU lacks the instructions, or kcrypto_sha512.impl=generic");
	}
	KUNIT_EXPECT_GT_MSG(test, blocks, 0UL, "arch block function not used");
	KUNIT_EXPECT_GE_MSG(test, chunked, 8192 / 4096UL,
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
 * KCRYPTO_SHA512_EXPECT names the path a run expects besides (as under a
 * qemu CPU model). A forced path the CPU can't run skips.
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

static struct kunit_case sha512_arch_test_cases[] = {
	KUNIT_CASE(test_sha512_arch_differential),
	KUNIT_CASE(test_sha512_arch_long_count),
	KUNIT_CASE(test_sha512_arch_path_used),
	KUNIT_CASE(test_sha512_arch_forced_path),
	{},
};

static struct kunit_suite sha512_arch_test_suite = {
	.name = "sha512_arch",
	.test_cases = sha512_arch_test_cases,
};

kunit_test_suite(sha512_arch_test_suite);

MODULE_DESCRIPTION("KUnit tests for the SHA-384/SHA-512 arch code");
MODULE_LICENSE("Dual MIT/GPL");
