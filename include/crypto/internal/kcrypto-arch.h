/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * What every arch glue (arch/ARCH/ALG.h) does the same way; not an API.
 *
 * A glue numbers its code paths from 0, the generic C code, names them in
 * a table, and defines the module parameter impl (charp, 0444). At init,
 * kcrypto_arch_choose() reads it:
 *   empty or unset   the automatic choice: "MODULE: using PATH"
 *   a path this CPU can run
 *                    that path: "MODULE: using PATH (forced by impl=)"
 *   anything else    the warning "MODULE: impl=X is not available here,
 *                    choosing automatically", then the automatic choice
 * The glue then sets its static keys for the path, with code that the
 * test hooks of <crypto/internal/kcrypto-arch-test.h> run again to switch
 * paths (kcrypto_static_branch_set() switches a key either way). A glue
 * whose SIMD code wins only on some CPUs of those that can run it makes
 * its automatic choice with kcrypto_arch_choose_timed().
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_ARCH_H
#define _CRYPTO_INTERNAL_KCRYPTO_ARCH_H

#include <linux/init.h>
#include <linux/jump_label.h>
#include <linux/math64.h>
#include <linux/printk.h>
#include <linux/string.h>
#include <linux/types.h>

static inline void kcrypto_static_branch_set(struct static_key_false *key,
					     bool on)
{
	if (on)
		static_branch_enable(key);
	else
		static_branch_disable(key);
}

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
static int __init kcrypto_arch_choose(const char *module, const char *impl,
				      const char *const names[], int npaths,
				      bool (*usable)(int path),
				      int (*automatic)(void))
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

/**
 * kcrypto_arch_choose_timed() - the best SIMD path, if it beats path 0
 * @module: the module's name, for the log ("kcrypto_blake2s")
 * @names: the name of each path; path 0 is the generic code
 * @npaths: the number of entries in @names
 * @usable: whether this CPU can run a path
 * @time_path: runs a path once over @bytes bytes, with preemption off, and
 *	returns the nanoseconds it took (at least 1)
 * @bytes: the bytes that one call of @time_path hashes
 *
 * Times the highest-numbered path that @usable accepts against path 0:
 * each once to warm up, then KCRYPTO_ARCH_TIME_RUNS rounds of one run
 * each, keeping each path's best. Logs both in MB/s, and keeps the SIMD
 * path only when it is faster by 1/8, so that timer noise can't flip the
 * choice on a CPU where they are close.
 *
 * Context: module init.
 * Return: the path chosen.
 */
static inline int __init
kcrypto_arch_choose_timed(const char *module, const char *const names[],
			  int npaths, bool (*usable)(int path),
			  u64 (*time_path)(int path), size_t bytes)
{
	int simd = npaths - 1, run, p;
	u64 best_ns[2] = {}, ns; /* path 0, simd */

	while (simd > 0 && !usable(simd))
		simd--;
	if (!simd)
		return 0;

	time_path(0);
	time_path(simd);
	for (run = 0; run < KCRYPTO_ARCH_TIME_RUNS; run++) {
		for (p = 0; p < 2; p++) {
			ns = time_path(p ? simd : 0);
			if (!run || ns < best_ns[p])
				best_ns[p] = ns;
		}
	}

	/* Bytes per nanosecond * 1000 = MB/s. */
	pr_info("%s: MB/s: %s %llu, %s %llu\n", module, names[0],
		div64_u64((u64)bytes * 1000, best_ns[0]), names[simd],
		div64_u64((u64)bytes * 1000, best_ns[1]));
	return best_ns[1] + best_ns[1] / 8 < best_ns[0] ? simd : 0;
}

#endif
