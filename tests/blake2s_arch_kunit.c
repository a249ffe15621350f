// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for the architecture-specific BLAKE2s code (x86-64 SSSE3 and
 * AVX-512VL, also in UML on x86-64; 32-bit ARM scalar assembly), from
 * tests/arch-test-template.h: each path against the generic code on the
 * same random inputs, the 64-bit counter's carry on each path, the path
 * chosen at init (or by impl=, KCRYPTO_BLAKE2S_IMPL on the host) really
 * running, the SIMD ones in sections of at most 4 KiB (ARM's scalar code:
 * one call a compression), each path in interrupts, and the register
 * hygiene of each SIMD compression function. Without arch code in the
 * build, or on a CPU without the instructions, the cases skip and say
 * why. The other BLAKE2s suite checks the vectors on whichever path is in
 * use.
 */
#include <crypto/blake2s.h>

#include "arch-test-short.h"

#define ARCH_TEST_ALGO blake2s
#define ARCH_TEST_NAME "BLAKE2s"
#define ARCH_TEST_HOOK KCRYPTO_BLAKE2S_ARCH_TEST
#define ARCH_TEST_BUILT IS_ENABLED(CONFIG_KCRYPTO_BLAKE2S_ARCH)
#define ARCH_TEST_ENV "KCRYPTO_BLAKE2S"
#define ARCH_TEST_BLOCK_SIZE BLAKE2S_BLOCK_SIZE
#define ARCH_TEST_DIGEST_SIZE BLAKE2S_HASH_SIZE
#define ARCH_TEST_KEY_SIZE BLAKE2S_KEY_SIZE
#define ARCH_TEST_B2 1
#define ARCH_TEST_WORD_BITS 32
#define ARCH_TEST_B2_SEED 0xb2a5
/* 32-bit ARM's scalar code ("arm") runs in hardirqs too. */
#define ARCH_TEST_SCALAR "arm"

/* The digests of the short-message and interrupt cases, full size first. */
static const struct arch_test_short_hash arch_test_short[] = {
	{ .name = "BLAKE2s-256",
	  .blake2 = blake2s,
	  .outlen = BLAKE2S_HASH_SIZE },
	{ .name = "BLAKE2s-128", .blake2 = blake2s, .outlen = 16 },
};

#include "arch-test-template.h"

ARCH_TEST_PATH_CASE(test_blake2s_arch_ssse3, "ssse3")
ARCH_TEST_PATH_CASE(test_blake2s_arch_avx512, "avx512")
ARCH_TEST_PATH_CASE(test_blake2s_arch_arm, "arm")

ARCH_TEST_REGS_CASE(test_blake2s_arch_regs_ssse3, "ssse3",
		    "blake2s_compress_ssse3")
ARCH_TEST_REGS_CASE(test_blake2s_arch_regs_avx512, "avx512",
		    "blake2s_compress_avx512")

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
	.exit = arch_test_exit,
	.test_cases = blake2s_arch_test_cases,
};

kunit_test_suite(blake2s_arch_test_suite);

MODULE_DESCRIPTION("KUnit tests for the arch-specific BLAKE2s code");
MODULE_LICENSE("Dual MIT/GPL");
