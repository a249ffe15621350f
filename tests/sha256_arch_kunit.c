// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the SHA-256 arch code (x86-64 SHA-NI, AVX2 and SSSE3,
 * arm64 SHA2, 32-bit ARM NEON) and for sha256_finup_2x(), run by every
 * build: with arch code, without it, and on the host with
 * KCRYPTO_FORCE_GENERIC=1 or each path forced (tools/host/paths.mk).
 *
 * The cases of every arch suite come from tests/arch-test-template.h: the
 * differential against a plain FIPS 180-4 SHA-224/SHA-256 over 10,000
 * random cases, the path in use (the one forced, or the best this CPU has
 * by the rule below) and its SIMD sections, each path in interrupts, and
 * the stack and register hygiene of each block function. This file adds
 * the CPU rule and what only SHA-256 has: sha256_finup_2x() on random
 * lengths, with and without a context, and on contexts whose byte count
 * is above 2^29 (a bit count above 2^32); and the register hygiene of the
 * two-message block functions.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <crypto/sha2.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include "arch-test-short.h"
#include "sha256-ref.h"

#if !defined(__KERNEL__) && IS_ENABLED(CONFIG_KCRYPTO_SHA256_ARCH)
#if defined(__x86_64__)
#include <asm/cpufeature.h>
#define ARCH_TEST_INSNS "SSSE3"
/* Only the SHA-NI path hashes two messages at once. */
#define ARCH_TEST_HAS_2X sha256_arch_test_path_is("ni")
#define ARCH_TEST_PATHS 1

static bool sha256_arch_test_path_is(const char *path)
{
	return sha256_arch_name() && !strcmp(sha256_arch_name(), path);
}

/* What arch/x86/sha256.h needs of the CPU for each path, from the SDM. */
static bool arch_test_cpu_can_run(const char *path)
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
	return false;
}

/* The automatic choice: the first of these the CPU can run. */
static const char *const arch_test_paths[] = { "ni", "avx2", "ssse3" };

#ifdef KCRYPTO_HOST_ASM_CALLS
#include <linux/linkage.h>
#define ARCH_TEST_STACK 1

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
#endif
#elif defined(__aarch64__)
#include <asm/cpufeature.h>
#define ARCH_TEST_INSNS "the ARMv8 SHA2 extension"
#define ARCH_TEST_HAS_2X true
#define ARCH_TEST_PATHS 1

/* arch/arm64/sha256.h has one path: "ce", which needs HWCAP_SHA2. */
static bool arch_test_cpu_can_run(const char *path)
{
	return !strcmp(path, "ce") && cpu_have_named_feature(SHA2);
}

static const char *const arch_test_paths[] = { "ce" };
#elif defined(__arm__)
#include <asm/hwcap.h>
#define ARCH_TEST_INSNS "NEON"
#define ARCH_TEST_HAS_2X false
#define ARCH_TEST_PATHS 1

/* arch/arm/sha256.h has one path: "neon", which needs HWCAP_NEON. */
static bool arch_test_cpu_can_run(const char *path)
{
	return !strcmp(path, "neon") && (elf_hwcap & HWCAP_NEON);
}

static const char *const arch_test_paths[] = { "neon" };
#endif
#endif

/* --- a plain reference SHA-224/SHA-256 (FIPS 180-4) ---------------------- */

static const u32 ref_iv_short[8] = {
	0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
	0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
};

static const u32 ref_iv[8] = {
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

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

static const struct arch_test_short_hash sha256_arch_irq_2x_hash = {
	.name = "SHA-256 finup_2x", .hash = sha256_arch_irq_2x
};

#define ARCH_TEST_ALGO sha256
#define ARCH_TEST_NAME "SHA-256"
#define ARCH_TEST_HOOK KCRYPTO_SHA256_ARCH_TEST
#define ARCH_TEST_ENV "KCRYPTO_SHA256"
#define ARCH_TEST_BLOCK_SIZE SHA256_BLOCK_SIZE
#define ARCH_TEST_DIGEST_SIZE SHA256_DIGEST_SIZE
#define ARCH_TEST_SHA2 1
#define ARCH_TEST_SHORT_ALGO sha224
#define ARCH_TEST_SHORT_SIZE SHA224_DIGEST_SIZE
#define ARCH_TEST_SEED 0x5ea256
#define ARCH_TEST_FINUP_2X 1
#define ARCH_TEST_IRQ_2X (&sha256_arch_irq_2x_hash)
#define ARCH_TEST_WORD_BITS 32
#define ARCH_TEST_REF_K ref_k
#define ARCH_TEST_STACK_SEED 0x57ac
#ifdef KCRYPTO_SHA256_ARCH_HOOKS
#define ARCH_TEST_HOOKS 1
#endif
/* The digests of the short-message and interrupt cases, full size first. */
static const struct arch_test_short_hash arch_test_short[] = {
	{ .name = "SHA-256", .hash = sha256 },
	{ .name = "SHA-224", .hash = sha224 },
};

#include "arch-test-template.h"

#ifdef ARCH_TEST_STACK
static void arch_test_stack_call(struct kcrypto_asm_stack_call *c)
{
	if (!strcmp(c->sym, "sha256_transform_ssse3"))
		sha256_transform_ssse3(&c->state[0], c->data[0], c->nblocks);
	else if (!strcmp(c->sym, "sha256_transform_avx2"))
		sha256_transform_avx2(&c->state[0], c->data[0], c->nblocks);
	else if (!strcmp(c->sym, "sha256_ni_transform"))
		sha256_ni_transform(&c->state[0], c->data[0], c->nblocks);
	else
		sha256_ni_transform_2x(&c->state[0], &c->state[1], c->data[0],
				       c->data[1], c->nblocks);
}
#endif

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
	struct arch_test_ref r;
	int m;

	if (ctx)
		copy = *ctx;
	for (m = 0; m < 2; m++) {
		if (ctx)
			ref_from(&r, ctx->ctx.state.h, ctx->ctx.bytecount, 0,
				 ctx->ctx.buf);
		else
			ref_init(&r, ref_iv);
		ref_update(&r, m ? data2 : data1, len);
		ref_final(&r, m ? ref2 : ref1, SHA256_DIGEST_SIZE);
	}

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
	u8 *buf1 = arch_test_buf(test);
	u8 *buf2 = arch_test_buf(test);
	struct sha256_ctx ctx;
	int i;

	arch_test_seed(0xf1202);
	/*
	 * check_finup_2x() compares the whole context, also the bytes of
	 * buf[] past the pending ones that init leaves as they were.
	 */
	memset(&ctx, 0, sizeof(ctx));
	arch_test_fill(buf1, ARCH_TEST_BUF + ARCH_TEST_ALIGN);
	arch_test_fill(buf2, ARCH_TEST_BUF + ARCH_TEST_ALIGN);
	for (i = 0; i < SHA256_FINUP_2X_CASES; i++) {
		size_t len = rng_len();
		const u8 *d1 = buf1 + arch_test_below(ARCH_TEST_ALIGN);
		const u8 *d2 = arch_test_below(8) == 0 ?
				       d1 :
				       buf2 + arch_test_below(ARCH_TEST_ALIGN);
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
	u8 *buf1 = arch_test_buf(test);
	u8 *buf2 = arch_test_buf(test);
	struct sha256_ctx ctx;
	size_t i, j;

	arch_test_seed(0x2932);
	/*
	 * check_finup_2x() compares the whole context, also the bytes of
	 * buf[] past the pending ones that init leaves as they were.
	 */
	memset(&ctx, 0, sizeof(ctx));
	arch_test_fill(buf1, ARCH_TEST_BUF);
	arch_test_fill(buf2, ARCH_TEST_BUF);
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

ARCH_TEST_STACK_CASE(test_sha256_arch_stack_ssse3, "sha256_transform_ssse3",
		     "ssse3", "SSSE3", 1)
ARCH_TEST_STACK_CASE(test_sha256_arch_stack_avx2, "sha256_transform_avx2",
		     "avx2", "AVX2 and BMI2 (or the OS's YMM state)", 1)
ARCH_TEST_STACK_CASE(test_sha256_arch_stack_ni, "sha256_ni_transform", "ni",
		     "SHA-NI and SSSE3", 1)
ARCH_TEST_STACK_CASE(test_sha256_arch_stack_ni_2x, "sha256_ni_transform_2x",
		     "ni", "SHA-NI and SSSE3", 2)

ARCH_TEST_REGS_CASE(test_sha256_arch_regs_ssse3, "ssse3",
		    "sha256_transform_ssse3")
ARCH_TEST_REGS_CASE(test_sha256_arch_regs_avx2, "avx2", "sha256_transform_avx2")
ARCH_TEST_REGS_CASE(test_sha256_arch_regs_ni, "ni", "sha256_ni_transform")
ARCH_TEST_REGS_CASE(test_sha256_arch_regs_ce, "ce", "sha256_ce_transform")
ARCH_TEST_REGS_CASE(test_sha256_arch_regs_neon, "neon", "sha256_blocks_neon")

/*
 * What a two-message block function leaves in the vector registers: two
 * messages of three random blocks from the IV (tests/arch-test-regs.h).
 */
static void sha256_arch_test_regs_2x(struct kunit *test, const char *sym,
				     const char *path)
{
	const size_t len = 3 * SHA256_BLOCK_SIZE;
	struct sha256_block_state *state, in[2];
	struct arch_test_regs_words words;
	unsigned long args[5];
	u8 *msgs;

	state = kunit_kmalloc(test, sizeof(in), GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, state);
	memcpy(state[0].h, ref_iv, sizeof(ref_iv));
	memcpy(state[1].h, ref_iv, sizeof(ref_iv));
	msgs = kunit_kmalloc(test, 2 * len, GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, msgs);
	arch_test_fill(msgs, 2 * len);
	memcpy(in, state, sizeof(in));
	args[0] = (unsigned long)&state[0];
	args[1] = (unsigned long)&state[1];
	args[2] = (unsigned long)msgs;
	args[3] = (unsigned long)(msgs + len);
	args[4] = 3;
	words.msg = msgs;
	words.msg_len = 2 * len;
	words.in = (const u8 *)in;
	words.out = (const u8 *)state;
	words.state_len = sizeof(in);
	arch_test_regs(test, KCRYPTO_SHA256_ARCH_TEST, path, sym, args, &words);
}

static void test_sha256_arch_regs_ni_2x(struct kunit *test)
{
	sha256_arch_test_regs_2x(test, "sha256_ni_transform_2x", "ni");
}

static void test_sha256_arch_regs_ce_2x(struct kunit *test)
{
	sha256_arch_test_regs_2x(test, "sha256_ce_transform_2x", "ce");
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
