// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Crypto API drivers for BLAKE2b (RFC 7693) over kcrypto's BLAKE2b library:
 * "blake2b-160", "blake2b-256", "blake2b-384" and "blake2b-512", unkeyed or
 * keyed through setkey() with 0..BLAKE2B_KEY_SIZE bytes.
 *
 * The drivers are named "blake2b-<bits>-kcrypto", with "-<arch>" appended
 * when the library uses arch code on this CPU (blake2b_arch_name(): "avx2"
 * or "avx512" on x86-64, "neon" on 32-bit ARM). Their priorities, and the
 * module parameter priority= that overrides them, are in
 * <crypto/internal/kcrypto-shash.h>.
 *
 * The key lives in the tfm context and is validated by setkey(), so the
 * library never sees an out-of-range length (which it would WARN about). The
 * request context is the library's struct blake2b_ctx, which is also the
 * exported state: an init with a key has already absorbed the key block,
 * and the state holds no byte of the key.
 * Import checks the fields that update() and final() index with.
 */

#include <crypto/blake2b.h>
#include <crypto/internal/hash.h>
#include <crypto/internal/kcrypto-shash.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/string.h>

static int priority;
module_param(priority, int, 0444);
MODULE_PARM_DESC(priority, "driver priority (0: 120, 350 with arch code)");

/**
 * struct blake2b_shash_tfm_ctx - a tfm's BLAKE2b key
 * @key: the key set by setkey(); zeroed when @keylen is 0
 * @keylen: key length in bytes, 0..BLAKE2B_KEY_SIZE; 0 means unkeyed
 */
struct blake2b_shash_tfm_ctx {
	u8 key[BLAKE2B_KEY_SIZE];
	unsigned int keylen;
};

static int blake2b_shash_setkey(struct crypto_shash *tfm, const u8 *key,
				unsigned int keylen)
{
	struct blake2b_shash_tfm_ctx *tctx = crypto_shash_ctx(tfm);

	/* A failed setkey leaves the tfm's previous key in place. */
	if (keylen > BLAKE2B_KEY_SIZE)
		return -EINVAL;

	memzero_explicit(tctx->key, sizeof(tctx->key));
	if (keylen)
		memcpy(tctx->key, key, keylen);
	tctx->keylen = keylen;
	return 0;
}

static int blake2b_shash_init(struct shash_desc *desc)
{
	const struct blake2b_shash_tfm_ctx *tctx = crypto_shash_ctx(desc->tfm);
	struct blake2b_ctx *ctx = shash_desc_ctx(desc);

	if (tctx->keylen)
		blake2b_init_key(ctx, crypto_shash_digestsize(desc->tfm),
				 tctx->key, tctx->keylen);
	else
		blake2b_init(ctx, crypto_shash_digestsize(desc->tfm));
	return 0;
}

static int blake2b_shash_update(struct shash_desc *desc, const u8 *data,
				unsigned int len)
{
	blake2b_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int blake2b_shash_final(struct shash_desc *desc, u8 *out)
{
	blake2b_final(shash_desc_ctx(desc), out);
	return 0;
}

static int blake2b_shash_finup(struct shash_desc *desc, const u8 *data,
			       unsigned int len, u8 *out)
{
	struct blake2b_ctx *ctx = shash_desc_ctx(desc);

	blake2b_update(ctx, data, len);
	blake2b_final(ctx, out);
	return 0;
}

/*
 * The one-shot, not init and finup: with a key, init compresses the key
 * block twice (see blake2b_init_key()), the one-shot once.
 */
static int blake2b_shash_digest(struct shash_desc *desc, const u8 *data,
				unsigned int len, u8 *out)
{
	const struct blake2b_shash_tfm_ctx *tctx = crypto_shash_ctx(desc->tfm);

	blake2b(tctx->keylen ? tctx->key : NULL, tctx->keylen, data, len, out,
		crypto_shash_digestsize(desc->tfm));
	return 0;
}

static int blake2b_shash_export(struct shash_desc *desc, void *out)
{
	memcpy(out, shash_desc_ctx(desc), sizeof(struct blake2b_ctx));
	return 0;
}

static int blake2b_shash_import(struct shash_desc *desc, const void *in)
{
	struct blake2b_ctx *ctx = shash_desc_ctx(desc);

	memcpy(ctx, in, sizeof(*ctx));
	/*
	 * Only an exported state is valid input, but a state that would
	 * make update() index past the buffer or final() write other than
	 * the digest size is refused all the same, and so is one that no
	 * export gives: finalized (f[0]) or rejected by init (f[1]).
	 */
	if (ctx->buflen > BLAKE2B_BLOCK_SIZE ||
	    ctx->outlen != crypto_shash_digestsize(desc->tfm) || ctx->f[0] ||
	    ctx->f[1]) {
		memzero_explicit(ctx, sizeof(*ctx));
		return -EINVAL;
	}
	return 0;
}

static void blake2b_shash_exit_tfm(struct crypto_shash *tfm)
{
	struct blake2b_shash_tfm_ctx *tctx = crypto_shash_ctx(tfm);

	memzero_explicit(tctx, sizeof(*tctx));
}

#define BLAKE2B_SHASH_ALG(bits)                                                \
	{                                                                      \
		.init = blake2b_shash_init,                                  \
		.update = blake2b_shash_update,                              \
		.final = blake2b_shash_final,                                \
		.finup = blake2b_shash_finup,                                \
		.digest = blake2b_shash_digest,                              \
		.export = blake2b_shash_export,                              \
		.import = blake2b_shash_import,                              \
		.setkey = blake2b_shash_setkey,                              \
		.exit_tfm = blake2b_shash_exit_tfm,                          \
		.descsize = sizeof(struct blake2b_ctx),                        \
		.digestsize = BLAKE2B_##bits##_HASH_SIZE,                      \
		.statesize = sizeof(struct blake2b_ctx),                       \
		.base = {                                                      \
			.cra_name = "blake2b-" #bits,                          \
			.cra_driver_name = "blake2b-" #bits "-kcrypto",        \
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,         \
			.cra_flags = CRYPTO_ALG_OPTIONAL_KEY,                  \
			.cra_blocksize = BLAKE2B_BLOCK_SIZE,                   \
			.cra_ctxsize = sizeof(struct blake2b_shash_tfm_ctx), \
			.cra_module = THIS_MODULE,                             \
		},                                                             \
	}

static struct shash_alg blake2b_shash_algs[] = {
	BLAKE2B_SHASH_ALG(160),
	BLAKE2B_SHASH_ALG(256),
	BLAKE2B_SHASH_ALG(384),
	BLAKE2B_SHASH_ALG(512),
};

static int __init blake2b_shash_mod_init(void)
{
	int err;

	/* Name the arch code that the library uses from now on. */
	err = kcrypto_shash_prepare(blake2b_shash_algs,
				    ARRAY_SIZE(blake2b_shash_algs),
				    blake2b_arch_name(), &priority);
	if (err)
		return err;
	return crypto_register_shashes(blake2b_shash_algs,
				       ARRAY_SIZE(blake2b_shash_algs));
}
module_init(blake2b_shash_mod_init);

static void __exit blake2b_shash_mod_exit(void)
{
	crypto_unregister_shashes(blake2b_shash_algs,
				  ARRAY_SIZE(blake2b_shash_algs));
}
module_exit(blake2b_shash_mod_exit);

MODULE_ALIAS_CRYPTO("blake2b-160");
MODULE_ALIAS_CRYPTO("blake2b-256");
MODULE_ALIAS_CRYPTO("blake2b-384");
MODULE_ALIAS_CRYPTO("blake2b-512");
MODULE_ALIAS_CRYPTO("blake2b-160-kcrypto");
MODULE_ALIAS_CRYPTO("blake2b-256-kcrypto");
MODULE_ALIAS_CRYPTO("blake2b-384-kcrypto");
MODULE_ALIAS_CRYPTO("blake2b-512-kcrypto");
/*
 * Every name the arch code can add (blake2b_arch_name()): x86-64, also in
 * UML there (CONFIG_X86_64 without CONFIG_X86), and 32-bit ARM.
 */
#if IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_ARCH) && defined(CONFIG_X86_64)
MODULE_ALIAS_CRYPTO("blake2b-160-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("blake2b-256-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("blake2b-384-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("blake2b-512-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("blake2b-160-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("blake2b-256-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("blake2b-384-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("blake2b-512-kcrypto-avx512");
#endif
#if IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_ARCH) && defined(CONFIG_ARM)
MODULE_ALIAS_CRYPTO("blake2b-160-kcrypto-neon");
MODULE_ALIAS_CRYPTO("blake2b-256-kcrypto-neon");
MODULE_ALIAS_CRYPTO("blake2b-384-kcrypto-neon");
MODULE_ALIAS_CRYPTO("blake2b-512-kcrypto-neon");
#endif
MODULE_DESCRIPTION("BLAKE2b crypto API drivers over kcrypto");
MODULE_LICENSE("Dual MIT/GPL");
