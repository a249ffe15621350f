/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * How an arch glue chooses its code path at init; not an API. The glue
 * skeleton (<crypto/internal/kcrypto-glue.h>) calls kcrypto_arch_choose()
 * with the module parameter impl (charp, 0444):
 *   empty or unset   the automatic choice: "MODULE: using PATH"
 *   a path this CPU can run
 *                    that path: "MODULE: using PATH (forced by impl=)"
 *   anything else    the warning "MODULE: impl=X is not available here,
 *                    choosing automatically", then the automatic choice
 * A glue whose SIMD code wins only on some CPUs of those that can run it
 * makes its automatic choice with kcrypto_arch_choose_timed().
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_ARCH_H
#define _CRYPTO_INTERNAL_KCRYPTO_ARCH_H

#include <linux/bug.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/math64.h>
#include <linux/printk.h>
#include <linux/string.h>
#include <linux/types.h>

/**
 * kcrypto_arch_choose() - the code path of an arch glue, from impl=
 * @module: the module's name, for the log ("kcrypto_sha256")
 * @impl: the impl= parameter; NULL or "" asks for the automatic choice
 * @names: the name of each path; path 0 is the generic code
 * @npaths: the number of entries in @names
 * @usable: whether this CPU can run a path
 * @automatic: the automatic choice, or NULL for the highest-numbered path
 *	that @usable accepts
 *
 * Context: module init.
 * Return: the path, which the log names.
 */
static inline int __init
kcrypto_arch_choose(const char *module, const char *impl,
		    const char *const names[], int npaths,
		    bool (*usable)(int path), int (*automatic)(void))
{
	int path = -1;

	if (impl && *impl) {
		path = match_string(names, npaths, impl);
		if (path >= 0 && usable(path)) {
			pr_info("%s: using %s (forced by impl=)\n", module,
				names[path]);
			return path;
		}
		pr_warn("%s: impl=%s is not available here, choosing automatically\n",
			module, impl);
	}
	if (automatic) {
		path = automatic();
	} else {
		path = npaths - 1;
		while (path > 0 && !usable(path))
			path--;
	}
	pr_info("%s: using %s\n", module, names[path]);
	return path;
}

/* Rounds of kcrypto_arch_choose_timed(): each path's best of this many. */
#define KCRYPTO_ARCH_TIME_RUNS 8

/* The most paths, path 0 included, that kcrypto_arch_choose_timed() times. */
#define KCRYPTO_ARCH_TIME_MAX_PATHS 4

/**
 * kcrypto_arch_pick_timed() - the rule by which a timed choice is made
 * @best_ns: each path's best time in nanoseconds; 0 for a path not timed
 *	(one this CPU can't run); path 0, the generic code, is always timed
 * @npaths: the number of entries in @best_ns
 *
 * The SIMD path with the newest instructions, the highest-numbered timed
 * one, is not always the fastest (AVX-512 against AVX2 on AMD Zen 4): a
 * lower-numbered one that is faster by 1/16 takes its place. The SIMD path
 * chosen so is kept only when it is faster than path 0 by 1/8. The margins
 * keep timer noise from flipping the choice on a CPU where two paths are
 * close.
 *
 * Return: the path chosen.
 */
static inline int kcrypto_arch_pick_timed(const u64 best_ns[], int npaths)
{
	int simd = npaths - 1, p;

	while (simd > 0 && !best_ns[simd])
		simd--;
	if (!simd)
		return 0;
	for (p = simd - 1; p > 0; p--)
		if (best_ns[p] && best_ns[p] + best_ns[p] / 16 < best_ns[simd])
			simd = p;
	return best_ns[simd] + best_ns[simd] / 8 < best_ns[0] ? simd : 0;
}

/**
 * kcrypto_arch_choose_timed() - the fastest SIMD path, if it beats path 0
 * @module: the module's name, for the log ("kcrypto_blake2s")
 * @names: the name of each path; path 0 is the generic code
 * @npaths: the number of entries in @names, at most
 *	KCRYPTO_ARCH_TIME_MAX_PATHS
 * @usable: whether this CPU can run a path
 * @time_path: runs a path once over @bytes bytes, with preemption off, and
 *	returns the nanoseconds it took (at least 1)
 * @bytes: the bytes that one call of @time_path hashes
 *
 * Times every path that @usable accepts: each once to warm up, then
 * KCRYPTO_ARCH_TIME_RUNS rounds of one run of each, keeping each path's
 * best. Logs them all in MB/s, and chooses by kcrypto_arch_pick_timed().
 *
 * Context: module init.
 * Return: the path chosen; 0 without timing if no SIMD path is usable.
 */
static inline int __init
kcrypto_arch_choose_timed(const char *module, const char *const names[],
			  int npaths, bool (*usable)(int path),
			  u64 (*time_path)(int path), size_t bytes)
{
	u64 best_ns[KCRYPTO_ARCH_TIME_MAX_PATHS] = {}, ns;
	bool ok[KCRYPTO_ARCH_TIME_MAX_PATHS] = {}, simd = false;
	int len = 0, run, p;
	char log[128];

	if (WARN_ON(npaths > KCRYPTO_ARCH_TIME_MAX_PATHS))
		npaths = KCRYPTO_ARCH_TIME_MAX_PATHS;
	for (p = 1; p < npaths; p++) {
		ok[p] = usable(p);
		simd |= ok[p];
	}
	if (!simd)
		return 0;
	ok[0] = true;

	for (p = 0; p < npaths; p++)
		if (ok[p])
			time_path(p);
	for (run = 0; run < KCRYPTO_ARCH_TIME_RUNS; run++) {
		for (p = 0; p < npaths; p++) {
			if (!ok[p])
				continue;
			ns = time_path(p);
			if (!run || ns < best_ns[p])
				best_ns[p] = ns;
		}
	}

	for (p = 0; p < npaths; p++) {
		if (!ok[p])
			continue;
		/* Bytes per nanosecond * 1000 = MB/s. */
		len += scnprintf(log + len, sizeof(log) - len, "%s%s %llu",
				 p ? ", " : "", names[p],
				 div64_u64((u64)bytes * 1000, best_ns[p]));
	}
	pr_info("%s: MB/s: %s\n", module, log);
	return kcrypto_arch_pick_timed(best_ns, npaths);
}

#endif
