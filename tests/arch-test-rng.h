/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * The random cases of the arch-code KUnit suites (tests/NAME_arch_kunit.c):
 * xorshift64* (Marsaglia's xorshift with Vigna's multiplier) from fixed
 * seeds, so that a failing case comes back on every run and every machine.
 * Not for anything but tests.
 *
 * One generator per suite file: the state is static here, so include this
 * header from the suite's .c only. A suite that needs a second stream (say,
 * random split points inside one case) saves arch_test_rng_state, seeds,
 * and restores it afterwards.
 *
 * 32-bit arithmetic where it divides: 32-bit kernels have no 64-bit
 * division.
 */
#ifndef _KCRYPTO_ARCH_TEST_RNG_H
#define _KCRYPTO_ARCH_TEST_RNG_H

#include <linux/types.h>

static u64 arch_test_rng_state;

/* Start the sequence over from @seed (any value; zero is made nonzero). */
static inline void arch_test_seed(u64 seed)
{
	arch_test_rng_state = seed | 1;
}

static inline u64 arch_test_rand64(void)
{
	arch_test_rng_state ^= arch_test_rng_state >> 12;
	arch_test_rng_state ^= arch_test_rng_state << 25;
	arch_test_rng_state ^= arch_test_rng_state >> 27;
	return arch_test_rng_state * 0x2545f4914f6cdd1dULL;
}

/* The high half: the better bits of xorshift64*. */
static inline u32 arch_test_rand32(void)
{
	return (u32)(arch_test_rand64() >> 32);
}

/* A number in 0..@n - 1, 0 < @n < 2^32 (the slight bias is harmless). */
static inline size_t arch_test_below(size_t n)
{
	return arch_test_rand32() % (u32)n;
}

/* Fill @buf with @len random bytes. */
static inline void arch_test_fill(u8 *buf, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		buf[i] = (u8)(arch_test_rand64() >> 56);
}

#endif /* _KCRYPTO_ARCH_TEST_RNG_H */
