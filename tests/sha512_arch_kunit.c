// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the SHA-384/SHA-512 arch code (x86-64 AVX-512VL, AVX2,
 * SSSE3, arm64 SHA-512 instructions, 32-bit ARM NEON), run by every build:
 * with arch code, without it, and on the host with KCRYPTO_FORCE_GENERIC=1
 * or each path forced (tools/host/paths.mk).
 *
 * The cases of every arch suite come from tests/arch-test-template.h: the
 * differential against a plain FIPS 180-4 SHA-384/SHA-512 over 10,000
 * random cases, and again on each path this CPU can run, the path in use
 * (the one forced, or the best this CPU has by the rule below) and its
 * SIMD sections, each path in interrupts, and the stack and register
 * hygiene of each block function. This file adds the CPU rule and the
 * 128-bit byte count: contexts moved on to counts near and past 2^64 bytes
 * (the low half carries into the high one) finish as the reference does
 * from the same state and count.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <crypto/sha2.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include "sha512-ref.h"

#if !defined(__KERNEL__) && IS_ENABLED(CONFIG_KCRYPTO_SHA512_ARCH)
#if defined(__x86_64__)
#include <asm/cpufeature.h>
#define ARCH_TEST_INSNS "SSSE3"
#define ARCH_TEST_PATHS 1

/* What arch/x86/sha512.h needs of the CPU for each path, from the SDM. */
static bool arch_test_cpu_can_run(const char *path)
{
	if (!strcmp(path, "avx512"))
		return arch_test_cpu_can_run("avx2") &&
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
	return false;
}

/* The automatic choice: the first of these the CPU can run. */
static const char *const arch_test_paths[] = { "avx512", "avx2", "ssse3" };

#ifdef KCRYPTO_HOST_ASM_CALLS
#include <linux/linkage.h>
#define ARCH_TEST_STACK 1

/* As declared by arch/x86/sha512.h. */
asmlinkage void sha512_transform_avx512(struct sha512_block_state *state,
					const u8 *data, size_t nblocks);
asmlinkage void sha512_transform_rorx(struct sha512_block_state *state,
				      const u8 *data, size_t nblocks);
asmlinkage void sha512_transform_ssse3(struct sha512_block_state *state,
				       const u8 *data, size_t nblocks);
#endif
#elif defined(__aarch64__)
#include <asm/cpufeature.h>
#define ARCH_TEST_INSNS "the ARMv8.2 SHA-512 instructions"
#define ARCH_TEST_PATHS 1

/* arch/arm64/sha512.h has one path: "ce", which needs HWCAP_SHA512. */
static bool arch_test_cpu_can_run(const char *path)
{
	return !strcmp(path, "ce") && cpu_have_named_feature(SHA512);
}

static const char *const arch_test_paths[] = { "ce" };
#elif defined(__arm__)
#include <asm/hwcap.h>
#define ARCH_TEST_INSNS "NEON"
#define ARCH_TEST_PATHS 1

/* arch/arm/sha512.h has one path: "neon", which needs HWCAP_NEON. */
static bool arch_test_cpu_can_run(const char *path)
{
	return !strcmp(path, "neon") && (elf_hwcap & HWCAP_NEON);
}

static const char *const arch_test_paths[] = { "neon" };
#endif
#endif

/* --- a plain reference SHA-384/SHA-512 (FIPS 180-4) ---------------------- */

/* FIPS 180-4, sections 5.3.4 and 5.3.5. */
static const u64 ref_iv_short[8] = {
	0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL, 0x9159015a3070dd17ULL,
	0x152fecd8f70e5939ULL, 0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL,
	0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL,
};

static const u64 ref_iv[8] = {
	0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
	0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
	0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};

#include "arch-test-short.h"

#define ARCH_TEST_ALGO sha512
#define ARCH_TEST_NAME "SHA-512"
#define ARCH_TEST_HOOK KCRYPTO_SHA512_ARCH_TEST
#define ARCH_TEST_ENV "KCRYPTO_SHA512"
#define ARCH_TEST_BLOCK_SIZE SHA512_BLOCK_SIZE
#define ARCH_TEST_DIGEST_SIZE SHA512_DIGEST_SIZE
#define ARCH_TEST_SHA2 1
#define ARCH_TEST_SHORT_ALGO sha384
#define ARCH_TEST_SHORT_SIZE SHA384_DIGEST_SIZE
#define ARCH_TEST_SEED 0x5ea512
#define ARCH_TEST_EVERY_PATH 1
#define ARCH_TEST_WORD_BITS 64
#define ARCH_TEST_REF_K ref_k512
#define ARCH_TEST_STACK_SEED 0x57ac512
#ifdef KCRYPTO_SHA512_ARCH_HOOKS
#define ARCH_TEST_HOOKS 1
#endif

/* The digests of the short-message and interrupt cases, full size first. */
static const struct arch_test_short_hash arch_test_short[] = {
	{ .name = "SHA-512", .hash = sha512 },
	{ .name = "SHA-384", .hash = sha384 },
};

#include "arch-test-template.h"

#ifdef ARCH_TEST_STACK
static void arch_test_stack_call(struct kcrypto_asm_stack_call *c)
{
	if (!strcmp(c->sym, "sha512_transform_avx512"))
		sha512_transform_avx512(&c->state[0], c->data[0], c->nblocks);
	else if (!strcmp(c->sym, "sha512_transform_rorx"))
		sha512_transform_rorx(&c->state[0], c->data[0], c->nblocks);
	else
		sha512_transform_ssse3(&c->state[0], c->data[0], c->nblocks);
}
#endif

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
	u8 *buf = arch_test_buf(test);
	struct sha512_ctx ctx;
	struct arch_test_ref r;
	size_t i, j;

	arch_test_seed(0x128b);
	arch_test_fill(buf, ARCH_TEST_BUF);
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
			ref_from(&r, ctx.ctx.state.h, ctx.ctx.bytecount_lo,
				 ctx.ctx.bytecount_hi, ctx.ctx.buf);
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

ARCH_TEST_STACK_CASE(test_sha512_arch_stack_avx512, "sha512_transform_avx512",
		     "avx512", "AVX-512, AVX2, BMI1 and BMI2", 1)
ARCH_TEST_STACK_CASE(test_sha512_arch_stack_avx2, "sha512_transform_rorx",
		     "avx2", "AVX2, BMI1 and BMI2 (or the OS's YMM state)", 1)
ARCH_TEST_STACK_CASE(test_sha512_arch_stack_ssse3, "sha512_transform_ssse3",
		     "ssse3", "SSSE3", 1)

ARCH_TEST_REGS_CASE(test_sha512_arch_regs_avx512, "avx512",
		    "sha512_transform_avx512")
ARCH_TEST_REGS_CASE(test_sha512_arch_regs_avx2, "avx2", "sha512_transform_rorx")
ARCH_TEST_REGS_CASE(test_sha512_arch_regs_ssse3, "ssse3",
		    "sha512_transform_ssse3")
ARCH_TEST_REGS_CASE(test_sha512_arch_regs_ce, "ce", "sha512_ce_transform")
ARCH_TEST_REGS_CASE(test_sha512_arch_regs_neon, "neon", "sha512_blocks_neon")

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
