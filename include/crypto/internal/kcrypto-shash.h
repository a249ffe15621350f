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

#include "../../../compat/kcrypto-compat.h"

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

#if KCRYPTO_SHASH_EXPORT_CORE
/**
 * kcrypto_shash_export_core() - the core state of a SHA-2 context
 * @out: (output) the first @core bytes of @ctx, the byte count rounded down
 *	 to a whole block
 * @ctx: the library's context: chained state, byte count, then the buffer
 * @core: bytes before the buffer (the kernel's struct crypto_sha256_state,
 *	  or SHA512_STATE_SIZE: the same layout)
 * @count: offset of the byte count's low 64-bit word
 * @block: the block size, a power of 2
 *
 * The core state is what the chained state has absorbed: the bytes
 * buffered past the last whole block are not in it (the crypto API keeps
 * those apart when it handles partial blocks), so the count is the number
 * of whole blocks' bytes, as in the kernel's own drivers.
 *
 * Context: Any context.
 */
static inline void kcrypto_shash_export_core(void *out, const void *ctx,
					     size_t core, size_t count,
					     unsigned int block)
{
	u8 *p = out;
	u64 n;

	memcpy(p, ctx, core);
	memcpy(&n, p + count, sizeof(n));
	n &= ~(u64)(block - 1);
	memcpy(p + count, &n, sizeof(n));
}

/**
 * kcrypto_shash_import_core() - a SHA-2 context from a core state
 * @ctx: (output) the library's context; its buffer is left as it was
 * @in: a state that kcrypto_shash_export_core() gives
 * @core: as for kcrypto_shash_export_core()
 * @count: as for kcrypto_shash_export_core()
 * @block: as for kcrypto_shash_export_core()
 *
 * Context: Any context.
 * Return: 0, or -EINVAL (and @ctx zeroed) for a count that is not a
 * multiple of the block size, which no export_core() gives.
 */
static inline int kcrypto_shash_import_core(void *ctx, const void *in,
					    size_t core, size_t count,
					    unsigned int block)
{
	u8 *p = ctx;
	u64 n;

	memcpy(p, in, core);
	memcpy(&n, p + count, sizeof(n));
	if (n & (block - 1)) {
		memzero_explicit(p, core);
		return -EINVAL;
	}
	return 0;
}

/*
 * The full state in the kernel's layout for drivers that leave partial
 * blocks to the crypto API (<crypto/hash.h>: HASH_STATE_AND_BLOCK()): the
 * core state, a block-sized area whose first bytes are the partial block,
 * then one byte, the partial block's length. crypto_shash_coresize() is
 * statesize - blocksize - 1: where the length byte sits.
 */
#define KCRYPTO_SHASH_STATESIZE(core, block) ((core) + (block) + 1)

/**
 * kcrypto_shash_export_block() - the full state of a SHA-2 context
 * @out: (output) KCRYPTO_SHASH_STATESIZE(@core, @block) bytes: the core
 *	 state, the buffered bytes (the rest of the block area zeroed) and
 *	 their count
 * @ctx: as for kcrypto_shash_export_core(); its buffer follows the core
 *	 state and holds the bytes past the last whole block first
 * @core: as for kcrypto_shash_export_core()
 * @count: as for kcrypto_shash_export_core()
 * @block: as for kcrypto_shash_export_core()
 *
 * Context: Any context.
 */
static inline void kcrypto_shash_export_block(void *out, const void *ctx,
					      size_t core, size_t count,
					      unsigned int block)
{
	const u8 *c = ctx;
	u8 *p = out;
	unsigned int partial;
	u64 n;

	kcrypto_shash_export_core(p, c, core, count, block);
	memcpy(&n, c + count, sizeof(n));
	partial = n & (block - 1);
	memcpy(p + core, c + core, partial);
	memset(p + core + partial, 0, block - partial);
	p[core + block] = partial;
}

/**
 * kcrypto_shash_import_block() - a SHA-2 context from a full state
 * @ctx: (output) the library's context, core state and buffer
 * @in: a state that kcrypto_shash_export_block() gives
 * @core: as for kcrypto_shash_export_core()
 * @count: as for kcrypto_shash_export_core()
 * @block: as for kcrypto_shash_export_core()
 *
 * Context: Any context.
 * Return: 0, or -EINVAL (and @ctx zeroed, buffer included) for a state no
 * export gives: a core count that is not a multiple of the block size, or
 * a partial block of @block bytes or more.
 */
static inline int kcrypto_shash_import_block(void *ctx, const void *in,
					     size_t core, size_t count,
					     unsigned int block)
{
	const u8 *p = in;
	unsigned int partial = p[core + block];
	u8 *c = ctx;
	u64 n;

	if (partial >= block ||
	    kcrypto_shash_import_core(c, p, core, count, block)) {
		memzero_explicit(c, core + block);
		return -EINVAL;
	}
	memcpy(c + core, p + core, partial);
	memcpy(&n, c + count, sizeof(n));
	n += partial;
	memcpy(c + count, &n, sizeof(n));
	return 0;
}
#endif

#endif
