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
 * paths (kcrypto_static_branch_set() switches a key either way).
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_ARCH_H
#define _CRYPTO_INTERNAL_KCRYPTO_ARCH_H

#include <linux/init.h>
#include <linux/jump_label.h>
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

#endif
