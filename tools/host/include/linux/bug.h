/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: WARN_ON() and friends evaluate to their condition, as in the
 * kernel, and print a warning to stderr. WARN_ON_ONCE() prints once per
 * call site. kcrypto_host_warnings counts every warning that fired (also the
 * silent repeats of WARN_ON_ONCE), so host tests can assert on it.
 */
#ifndef _KCRYPTO_SHIM_LINUX_BUG_H
#define _KCRYPTO_SHIM_LINUX_BUG_H

#include <stdio.h>
#include <stdlib.h>
#include <linux/build_bug.h>
#include <linux/compiler.h>
#include <linux/overflow.h>
#include <linux/panic.h>
#include <linux/printk.h>
#include <linux/types.h>

#ifdef __cplusplus
extern "C" {
#endif
extern unsigned long kcrypto_host_warnings;
#ifdef __cplusplus
}
#endif

static inline int __kc_warn(int cond, bool *once, const char *what,
			    const char *file, int line)
{
	if (unlikely(cond)) {
		__atomic_fetch_add(&kcrypto_host_warnings, 1, __ATOMIC_RELAXED);
		if (!once || !__atomic_exchange_n(once, true, __ATOMIC_RELAXED))
			fprintf(stderr, "WARNING: %s:%d: %s\n", file, line,
				what);
	}
	return cond;
}

#define WARN_ON(cond) __kc_warn(!!(cond), NULL, #cond, __FILE__, __LINE__)

#define WARN_ON_ONCE(cond)                                                     \
	({                                                                     \
		static bool __kc_warned;                                       \
		__kc_warn(!!(cond), &__kc_warned, #cond, __FILE__, __LINE__);  \
	})

#define WARN(cond, fmt...) WARN_ON(cond)
#define WARN_ONCE(cond, fmt...) WARN_ON_ONCE(cond)

#define BUG()                                                                  \
	do {                                                                   \
		fprintf(stderr, "BUG at %s:%d\n", __FILE__, __LINE__);         \
		abort();                                                       \
	} while (0)
#define BUG_ON(cond)                                                           \
	do {                                                                   \
		if (unlikely(cond))                                            \
			BUG();                                                 \
	} while (0)

#endif
