/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * What kcrypto's crypto API drivers (crypto/blake2b.c, crypto/sha256.c)
 * share: their default priorities and the naming of the arch code that the
 * library uses. For those drivers and tests/shash_kunit.c; not an API.
 *
 * The priorities give one winner for each algorithm name on every kernel we
 * load into, never a tie (a tie leaves the choice to registration order):
 *
 *  - generic code, 120: above the kernel's generic drivers (100), below
 *    its arch drivers (150..250 on 6.1 and 6.12) and below the library
 *    drivers of 6.17 and later (sha224-lib, sha256-lib, hmac-sha256-lib,
 *    blake2b-*-lib at 300), which carry the kernel's own arch code;
 *  - arch code, 350: above every software driver of the kernel for the same
 *    algorithm, those 6.17+ library drivers included.
 *
 * The module parameter priority= gives every driver of the module another
 * one (0, the default, means these).
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_SHASH_H
#define _CRYPTO_INTERNAL_KCRYPTO_SHASH_H

#include <crypto/internal/hash.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/printk.h>
#include <linux/string.h>

#define KCRYPTO_SHASH_PRIO_GENERIC 120
#define KCRYPTO_SHASH_PRIO_ARCH 350

/**
 * kcrypto_shash_prepare() - name and rank drivers before they register
 * @algs: the drivers, named "<alg>-kcrypto"
 * @n: number of drivers
 * @arch: the arch code the library uses (its *_arch_name()), or NULL
 * @priority: (in/out) the module parameter priority=: 0 for the default,
 *	      which is written back, so that sysfs shows what the drivers got
 *
 * With @arch, "-<arch>" is appended to each driver name, so that the name
 * says which code answers.
 *
 * Context: Module init.
 * Return: 0, or -EINVAL when @priority is negative.
 */
static inline int kcrypto_shash_prepare(struct shash_alg *algs, unsigned int n,
					const char *arch, int *priority)
{
	unsigned int i;
	size_t len;

	if (*priority < 0) {
		pr_err("%s: priority=%d: must be 0 (the default) or more\n",
		       KBUILD_MODNAME, *priority);
		return -EINVAL;
	}
	if (!*priority)
		*priority = arch ? KCRYPTO_SHASH_PRIO_ARCH :
				   KCRYPTO_SHASH_PRIO_GENERIC;
	for (i = 0; i < n; i++) {
		struct crypto_alg *base = &algs[i].base;

		if (arch) {
			len = strlen(base->cra_driver_name);
			snprintf(base->cra_driver_name + len,
				 sizeof(base->cra_driver_name) - len, "-%s",
				 arch);
		}
		base->cra_priority = *priority;
	}
	return 0;
}

#endif
