// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the architecture-specific BLAKE2b code (x86-64 AVX2 and
 * AVX-512VL, also in UML on x86-64; ARM NEON), from
 * tests/arch-test-template.h: the path in use, and each path forced in
 * turn, against the generic code on the same random inputs, the 128-bit
 * counter's carry on each path, the path chosen at init (or by impl=,
 * KCRYPTO_BLAKE2B_IMPL on the host) really running, in sections of at most
 * 4 KiB, each path in interrupts, and the register hygiene of each
 * compression function. Without arch code in the build, or on a CPU
 * without the instructions, the cases skip and say why. The other BLAKE2b
 * suite checks the vectors on whichever path is in use.
 *
 * A second suite, kcrypto-arch-choice, checks the rule by which the x86
 * glue picks a path from its timing at init; it needs no arch code.
 */
#include <crypto/blake2b.h>
#include <crypto/internal/kcrypto-arch.h>

#include "arch-test-short.h"

#define ARCH_TEST_ALGO blake2b
#define ARCH_TEST_NAME "BLAKE2b"
#define ARCH_TEST_HOOK KCRYPTO_BLAKE2B_ARCH_TEST
#define ARCH_TEST_BUILT IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_ARCH)
#define ARCH_TEST_ENV "KCRYPTO_BLAKE2B"
#define ARCH_TEST_BLOCK_SIZE BLAKE2B_BLOCK_SIZE
#define ARCH_TEST_DIGEST_SIZE BLAKE2B_HASH_SIZE
#define ARCH_TEST_KEY_SIZE BLAKE2B_KEY_SIZE
#define ARCH_TEST_B2 1
#define ARCH_TEST_WORD_BITS 64
#define ARCH_TEST_B2_SEED 0x0b1a4e2b
#define ARCH_TEST_REQUIRE_IN_USE 1
#define ARCH_TEST_USED used

/* The digests of the short-message and interrupt cases, full size first. */
static const struct arch_test_short_hash arch_test_short[] = {
	{ .name = "BLAKE2b-512",
	  .blake2 = blake2b,
	  .outlen = BLAKE2B_HASH_SIZE },
	{ .name = "BLAKE2b-256", .blake2 = blake2b, .outlen = 32 },
};

#include "arch-test-template.h"

ARCH_TEST_PATH_CASE(test_blake2b_arch_vs_generic, NULL)
ARCH_TEST_PATH_CASE(test_blake2b_arch_avx2, "avx2")
ARCH_TEST_PATH_CASE(test_blake2b_arch_avx512, "avx512")

ARCH_TEST_REGS_CASE(test_blake2b_arch_regs_avx2, "avx2",
		    "blake2b_compress_avx2")
ARCH_TEST_REGS_CASE(test_blake2b_arch_regs_avx512, "avx512",
		    "blake2b_compress_avx512")
ARCH_TEST_REGS_CASE(test_blake2b_arch_regs_neon, "neon",
		    "blake2b_compress_neon")

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
	.exit = arch_test_exit,
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
