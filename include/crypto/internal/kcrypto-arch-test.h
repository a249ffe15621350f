/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Test hooks of the arch glue, for the KUnit suites (tests/) and the
 * host's test tools only; not an API, and not installed.
 *
 * When the arch code of an algorithm and its KUnit suite are both
 * configured (KCRYPTO_BLAKE2B_ARCH_HOOKS, ..._BLAKE2S_..., ..._SHA256_...,
 * ..._SHA512_..., ..._SHA3_...),
 * its glue exports a struct kcrypto_arch_test (KCRYPTO_BLAKE2B_ARCH_TEST,
 * ...; NULL without hooks), and the suites ask it
 *   kcrypto_arch_impl(t)            the name of the path in use ("generic",
 *                                   "ssse3", "neon", ...)
 *   kcrypto_arch_sections(t)        SIMD sections entered so far (scalar
 *                                   arch code, KCRYPTO_BLAKE2S_ARCH_SCALAR:
 *                                   calls)
 *   kcrypto_arch_force_for_test(t, name)
 *                                   switch every thread to the path @name,
 *                                   by the code that set the static keys at
 *                                   init; NULL: back to the choice made at
 *                                   init. False, changing nothing, if this
 *                                   CPU can't run it. Process context
 *                                   only: static_branch_enable() sleeps.
 * They only observe and steer the dispatch: the static-key code they
 * switch is the code that runs without them. Without hooks, t is NULL and
 * they say "generic", count nothing and refuse every other path. The glue
 * skeleton, <crypto/internal/kcrypto-glue.h>, defines the struct.
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_ARCH_TEST_H
#define _CRYPTO_INTERNAL_KCRYPTO_ARCH_TEST_H

#include <linux/atomic.h>
#include <linux/kconfig.h>
#include <linux/string.h>
#include <linux/types.h>

struct kcrypto_arch_test {
	const char *const *names;
	int npaths;
	bool (*usable)(int path);
	void (*set)(int path);
	const int *path;
	atomic_long_t *sections;
	int chosen; /* the path chosen at init, kept at the first switch */
};

#if IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_ARCH) &&                                 \
	IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST)
#define KCRYPTO_BLAKE2B_ARCH_HOOKS 1
extern struct kcrypto_arch_test kcrypto_blake2b_arch_test;
#define KCRYPTO_BLAKE2B_ARCH_TEST (&kcrypto_blake2b_arch_test)
#else
#define KCRYPTO_BLAKE2B_ARCH_TEST NULL
#endif

#if IS_ENABLED(CONFIG_KCRYPTO_BLAKE2S_ARCH) &&                                 \
	IS_ENABLED(CONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST)
#define KCRYPTO_BLAKE2S_ARCH_HOOKS 1
extern struct kcrypto_arch_test kcrypto_blake2s_arch_test;
#define KCRYPTO_BLAKE2S_ARCH_TEST (&kcrypto_blake2s_arch_test)
#else
#define KCRYPTO_BLAKE2S_ARCH_TEST NULL
#endif

#if IS_ENABLED(CONFIG_KCRYPTO_SHA256_ARCH) &&                                  \
	IS_ENABLED(CONFIG_KCRYPTO_SHA256_KUNIT_TEST)
#define KCRYPTO_SHA256_ARCH_HOOKS 1
extern struct kcrypto_arch_test kcrypto_sha256_arch_test;
#define KCRYPTO_SHA256_ARCH_TEST (&kcrypto_sha256_arch_test)
#else
#define KCRYPTO_SHA256_ARCH_TEST NULL
#endif

#if IS_ENABLED(CONFIG_KCRYPTO_SHA512_ARCH) &&                                  \
	IS_ENABLED(CONFIG_KCRYPTO_SHA512_KUNIT_TEST)
#define KCRYPTO_SHA512_ARCH_HOOKS 1
extern struct kcrypto_arch_test kcrypto_sha512_arch_test;
#define KCRYPTO_SHA512_ARCH_TEST (&kcrypto_sha512_arch_test)
#else
#define KCRYPTO_SHA512_ARCH_TEST NULL
#endif

#if IS_ENABLED(CONFIG_KCRYPTO_SHA3_ARCH) &&                                    \
	IS_ENABLED(CONFIG_KCRYPTO_SHA3_KUNIT_TEST)
#define KCRYPTO_SHA3_ARCH_HOOKS 1
extern struct kcrypto_arch_test kcrypto_sha3_arch_test;
#define KCRYPTO_SHA3_ARCH_TEST (&kcrypto_sha3_arch_test)
#else
#define KCRYPTO_SHA3_ARCH_TEST NULL
#endif

/* 32-bit ARM's BLAKE2s code is scalar: it runs in hardirqs too. */
#ifdef CONFIG_ARM
#define KCRYPTO_BLAKE2S_ARCH_SCALAR 1
#endif

static inline const char *kcrypto_arch_impl(const struct kcrypto_arch_test *t)
{
	return t ? t->names[*t->path] : "generic";
}

static inline unsigned long
kcrypto_arch_sections(const struct kcrypto_arch_test *t)
{
	return t ? atomic_long_read(t->sections) : 0;
}

static inline bool kcrypto_arch_force_for_test(struct kcrypto_arch_test *t,
					       const char *name)
{
	int path;

	if (!t)
		return !name || !strcmp(name, "generic");
	if (t->chosen < 0)
		t->chosen = *t->path;
	path = name ? match_string(t->names, t->npaths, name) : t->chosen;
	if (path < 0 || !t->usable(path))
		return false;
	if (path != *t->path)
		t->set(path);
	return true;
}

#endif /* _CRYPTO_INTERNAL_KCRYPTO_ARCH_TEST_H */
