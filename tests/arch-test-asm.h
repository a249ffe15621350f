/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Which assembly functions the path in use really called, for the arch
 * suites' path cases (tests/NAME_arch_kunit.c). The section counters show
 * that some SIMD code ran, and the digests that it was right; neither tells
 * the AVX2 function from the SSSE3 one. The host and cross KUnit programs
 * are compiled with -DKCRYPTO_HOST_ASM_CALLS and count the calls of every
 * assembly entry point (tools/host/asm-calls.c, <kcrypto-asm-calls.h>,
 * which also says which algorithm and glue path each belongs to):
 *
 *	struct arch_test_asm asm_calls;
 *
 *	arch_test_asm_begin(&asm_calls);
 *	... hash ...
 *	arch_test_asm_check(test, &asm_calls, "sha256", path);
 *
 * expects calls of every function of @path (of algorithm @alg) since
 * arch_test_asm_begin(), and none of the other paths' functions; "generic"
 * (or NULL) expects no assembly at all. Elsewhere (kernels, other test
 * programs) both do nothing.
 */
#ifndef _KCRYPTO_ARCH_TEST_ASM_H
#define _KCRYPTO_ARCH_TEST_ASM_H

#include <kunit/test.h>
#include <linux/compiler.h>
#include <linux/string.h>

#ifdef KCRYPTO_HOST_ASM_CALLS
#include <kcrypto-asm-calls.h>

struct arch_test_asm {
	unsigned long calls[KCRYPTO_ASM_MAX_FNS];
};

static inline void arch_test_asm_begin(struct arch_test_asm *snap)
{
	const struct kcrypto_asm_fn *fn;
	unsigned int i;

	for (i = 0; (fn = kcrypto_asm_fn(i)); i++)
		snap->calls[i] = kcrypto_asm_calls(fn->sym);
}

static inline void arch_test_asm_check(struct kunit *test,
				       const struct arch_test_asm *snap,
				       const char *alg, const char *path)
{
	const struct kcrypto_asm_fn *fn;
	unsigned int i, own = 0, bad = 0;
	unsigned long calls;

	if (!path)
		path = "generic";
	for (i = 0; (fn = kcrypto_asm_fn(i)); i++) {
		if (strcmp(fn->alg, alg))
			continue;
		calls = kcrypto_asm_calls(fn->sym) - snap->calls[i];
		if (!strcmp(fn->path, path)) {
			own++;
			if (!calls)
				bad++;
			KUNIT_EXPECT_GT_MSG(test, calls, 0UL,
					    "%s path %s: %s() not called", alg,
					    path, fn->sym);
		} else {
			if (calls)
				bad++;
			KUNIT_EXPECT_EQ_MSG(test, calls, 0UL,
					    "%s path %s: %s() of path %s called",
					    alg, path, fn->sym, fn->path);
		}
	}
	if (strcmp(path, "generic") && !own)
		KUNIT_FAIL(test,
			   "%s path %s: none of its assembly functions is counted (tools/host/asm-calls.c)",
			   alg, path);
	else if (!bad && !own)
		kunit_info(test, "%s path %s: no assembly function called", alg,
			   path);
	else if (!bad)
		kunit_info(test,
			   "%s path %s: %u assembly function(s) of it called, none of other paths",
			   alg, path, own);
}
#else
struct arch_test_asm {
	int unused;
};

static inline void
arch_test_asm_begin(struct arch_test_asm *snap __always_unused)
{
}

static inline void
arch_test_asm_check(struct kunit *test __always_unused,
		    const struct arch_test_asm *snap __always_unused,
		    const char *alg __always_unused,
		    const char *path __always_unused)
{
}
#endif

#endif /* _KCRYPTO_ARCH_TEST_ASM_H */
