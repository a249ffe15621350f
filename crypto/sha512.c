// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Crypto API drivers for SHA-384 and SHA-512 (FIPS 180-4) and for
 * HMAC-SHA384 and HMAC-SHA512 (RFC 2104, RFC 4231) over kcrypto's SHA-512
 * library: "sha384", "sha512", "hmac(sha384)" and "hmac(sha512)". The HMAC
 * drivers are keyed shash algorithms of their own over the library's HMAC,
 * not instances of the kernel's hmac template.
 *
 * The drivers are named "sha384-kcrypto", "sha512-kcrypto",
 * "hmac-sha384-kcrypto" and "hmac-sha512-kcrypto", with "-<arch>" appended
 * when the library uses arch code on this CPU (sha512_arch_name()). Their
 * priorities, and the module parameter priority= that overrides them, are
 * in <crypto/internal/kcrypto-shash.h>, as for the SHA-256 drivers
 * (crypto/sha256.c), whose shape these follow.
 *
 * The request context is the library's context. The exported state is the
 * (inner) hash's in the kernel's layout: before 6.16 its struct
 * sha512_state (chained state, 128-bit byte count with the low word first,
 * buffered bytes; 208 bytes), from 6.16 that of its drivers that leave
 * partial blocks to the crypto API (core state, block, length byte; 209
 * bytes). An HMAC tfm holds the prepared key (the inner and outer
 * chained states, never the raw key); until setkey() the crypto API
 * refuses to use it with -ENOKEY. Any key length is valid (RFC 2104): a
 * 0-byte key is the all-zero block, a key longer than the block size is
 * hashed first.
 */

#include <crypto/internal/hash.h>
#include <crypto/internal/kcrypto-shash.h>
#include <crypto/sha2.h>
#include <linux/build_bug.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/stddef.h>
#include <linux/string.h>

static int priority;
module_param(priority, int, 0444);
MODULE_PARM_DESC(priority, "driver priority (0: 120, 350 with arch code)");

static int sha384_shash_init(struct shash_desc *desc)
{
	sha384_init(shash_desc_ctx(desc));
	return 0;
}

static int sha384_shash_update(struct shash_desc *desc, const u8 *data,
			       unsigned int len)
{
	sha384_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int sha384_shash_final(struct shash_desc *desc, u8 *out)
{
	sha384_final(shash_desc_ctx(desc), out);
	return 0;
}

static int sha384_shash_digest(struct shash_desc *desc, const u8 *data,
			       unsigned int len, u8 *out)
{
	sha384(data, len, out);
	return 0;
}

static int sha512_shash_init(struct shash_desc *desc)
{
	sha512_init(shash_desc_ctx(desc));
	return 0;
}

static int sha512_shash_update(struct shash_desc *desc, const u8 *data,
			       unsigned int len)
{
	sha512_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int sha512_shash_final(struct shash_desc *desc, u8 *out)
{
	sha512_final(shash_desc_ctx(desc), out);
	return 0;
}

static int sha512_shash_digest(struct shash_desc *desc, const u8 *data,
			       unsigned int len, u8 *out)
{
	sha512(data, len, out);
	return 0;
}

static int hmac_sha384_shash_setkey(struct crypto_shash *tfm, const u8 *key,
				    unsigned int keylen)
{
	hmac_sha384_preparekey(crypto_shash_ctx(tfm), key, keylen);
	return 0;
}

static int hmac_sha384_shash_init(struct shash_desc *desc)
{
	hmac_sha384_init(shash_desc_ctx(desc), crypto_shash_ctx(desc->tfm));
	return 0;
}

static int hmac_sha384_shash_update(struct shash_desc *desc, const u8 *data,
				    unsigned int len)
{
	hmac_sha384_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int hmac_sha384_shash_final(struct shash_desc *desc, u8 *out)
{
	hmac_sha384_final(shash_desc_ctx(desc), out);
	return 0;
}

static int hmac_sha384_shash_digest(struct shash_desc *desc, const u8 *data,
				    unsigned int len, u8 *out)
{
	hmac_sha384(crypto_shash_ctx(desc->tfm), data, len, out);
	return 0;
}

static int hmac_sha512_shash_setkey(struct crypto_shash *tfm, const u8 *key,
				    unsigned int keylen)
{
	hmac_sha512_preparekey(crypto_shash_ctx(tfm), key, keylen);
	return 0;
}

static int hmac_sha512_shash_init(struct shash_desc *desc)
{
	hmac_sha512_init(shash_desc_ctx(desc), crypto_shash_ctx(desc->tfm));
	return 0;
}

static int hmac_sha512_shash_update(struct shash_desc *desc, const u8 *data,
				    unsigned int len)
{
	hmac_sha512_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int hmac_sha512_shash_final(struct shash_desc *desc, u8 *out)
{
	hmac_sha512_final(shash_desc_ctx(desc), out);
	return 0;
}

static int hmac_sha512_shash_digest(struct shash_desc *desc, const u8 *data,
				    unsigned int len, u8 *out)
{
	hmac_sha512(crypto_shash_ctx(desc->tfm), data, len, out);
	return 0;
}

/*
 * SHA-384 and SHA-512: the request context is a struct __sha512_ctx, and
 * so is an HMAC request's inner hash, each at offset 0. Its first
 * SHA512_SHASH_CORE bytes are the chained state and the 128-bit byte
 * count, SHA512_STATE_SIZE bytes in the kernel's layout; the buffer
 * follows.
 */
#define SHA512_SHASH_CORE offsetof(struct __sha512_ctx, buf)
#define SHA512_SHASH_COUNT offsetof(struct __sha512_ctx, bytecount_lo)
static_assert(SHA512_SHASH_COUNT == SHA512_DIGEST_SIZE);
static_assert(offsetof(struct __sha512_ctx, bytecount_hi) ==
	      SHA512_DIGEST_SIZE + 8);
static_assert(offsetof(struct __sha512_ctx, buf) == SHA512_DIGEST_SIZE + 16);
static_assert(sizeof(struct __sha512_ctx) ==
	      SHA512_SHASH_CORE + SHA512_BLOCK_SIZE);
static_assert(offsetof(struct sha384_ctx, ctx) == 0);
static_assert(offsetof(struct sha512_ctx, ctx) == 0);
static_assert(offsetof(struct hmac_sha384_ctx, ctx.sha_ctx) == 0);
static_assert(offsetof(struct hmac_sha512_ctx, ctx.sha_ctx) == 0);

#if KCRYPTO_SHASH_EXPORT_CORE
/*
 * 6.16+: the layout of the kernel's drivers that leave partial blocks to
 * the crypto API (sha512-lib, hmac-sha512-lib), so that a state moves
 * between theirs and ours. Import refuses what no export gives. The low
 * count word is a multiple of 128 in the core state: adding the partial
 * block's length carries into no high word.
 */
#define SHA512_SHASH_STATESIZE                                                 \
	KCRYPTO_SHASH_STATESIZE(SHA512_SHASH_CORE, SHA512_BLOCK_SIZE)

static void __sha512_shash_export(const struct __sha512_ctx *ctx, void *out)
{
	kcrypto_shash_export_block(out, ctx, SHA512_SHASH_CORE,
				   SHA512_SHASH_COUNT, SHA512_BLOCK_SIZE);
}

static int __sha512_shash_import(struct __sha512_ctx *ctx, const void *in)
{
	return kcrypto_shash_import_block(ctx, in, SHA512_SHASH_CORE,
					  SHA512_SHASH_COUNT,
					  SHA512_BLOCK_SIZE);
}
#else
/*
 * Before 6.16: the struct __sha512_ctx as it is, the kernel's struct
 * sha512_state. Any bytes are a state that update() and final() can run
 * on: the buffered byte count is the low count word % 128.
 */
#define SHA512_SHASH_STATESIZE sizeof(struct __sha512_ctx)

static void __sha512_shash_export(const struct __sha512_ctx *ctx, void *out)
{
	memcpy(out, ctx, sizeof(*ctx));
}

static int __sha512_shash_import(struct __sha512_ctx *ctx, const void *in)
{
	memcpy(ctx, in, sizeof(*ctx));
	return 0;
}
#endif

static int sha512_shash_export(struct shash_desc *desc, void *out)
{
	__sha512_shash_export(shash_desc_ctx(desc), out);
	return 0;
}

static int sha512_shash_import(struct shash_desc *desc, const void *in)
{
	return __sha512_shash_import(shash_desc_ctx(desc), in);
}

/*
 * HMAC: only the inner hash is exported. The outer state comes from the
 * key of the tfm that imports, as in the kernel's own HMAC drivers, so a
 * state exported under key A and imported into a tfm keyed with B goes on
 * under B (and the exported state holds no more of the key than the inner
 * hash). An inner hash has absorbed the block K0 ^ ipad: a state with fewer
 * bytes (a 128-bit count below 128) did not come from an HMAC export and is
 * refused.
 */
static int __hmac_sha512_shash_export(const struct __hmac_sha512_ctx *ctx,
				      void *out)
{
	__sha512_shash_export(&ctx->sha_ctx, out);
	return 0;
}

static int __hmac_sha512_shash_import(struct __hmac_sha512_ctx *ctx,
				      const void *in)
{
	if (__sha512_shash_import(&ctx->sha_ctx, in) ||
	    (!ctx->sha_ctx.bytecount_hi &&
	     ctx->sha_ctx.bytecount_lo < SHA512_BLOCK_SIZE)) {
		memzero_explicit(ctx, sizeof(*ctx));
		return -EINVAL;
	}
	return 0;
}

static int hmac_sha384_shash_export(struct shash_desc *desc, void *out)
{
	struct hmac_sha384_ctx *ctx = shash_desc_ctx(desc);

	return __hmac_sha512_shash_export(&ctx->ctx, out);
}

static int hmac_sha384_shash_import(struct shash_desc *desc, const void *in)
{
	struct hmac_sha384_ctx *ctx = shash_desc_ctx(desc);

	/* The outer state of this tfm's key; the inner hash is replaced. */
	hmac_sha384_init(ctx, crypto_shash_ctx(desc->tfm));
	return __hmac_sha512_shash_import(&ctx->ctx, in);
}

static int hmac_sha512_shash_export(struct shash_desc *desc, void *out)
{
	struct hmac_sha512_ctx *ctx = shash_desc_ctx(desc);

	return __hmac_sha512_shash_export(&ctx->ctx, out);
}

static int hmac_sha512_shash_import(struct shash_desc *desc, const void *in)
{
	struct hmac_sha512_ctx *ctx = shash_desc_ctx(desc);

	hmac_sha512_init(ctx, crypto_shash_ctx(desc->tfm));
	return __hmac_sha512_shash_import(&ctx->ctx, in);
}

#if KCRYPTO_SHASH_EXPORT_CORE
/*
 * The core state (6.16+, <crypto/internal/kcrypto-shash.h>): chained state
 * and the whole blocks' 128-bit byte count, SHA512_STATE_SIZE bytes in the
 * kernel's layout. An HMAC request's is its inner hash's, which leads its
 * context as the plain hash's does; import_core() takes the outer state
 * from the tfm's key, as import() does, and refuses an inner hash that has
 * not absorbed the key block.
 */
static int sha512_shash_export_core(struct shash_desc *desc, void *out)
{
	kcrypto_shash_export_core(out, shash_desc_ctx(desc), SHA512_SHASH_CORE,
				  SHA512_SHASH_COUNT, SHA512_BLOCK_SIZE);
	return 0;
}

static int sha512_shash_import_core(struct shash_desc *desc, const void *in)
{
	return kcrypto_shash_import_core(shash_desc_ctx(desc), in,
					 SHA512_SHASH_CORE, SHA512_SHASH_COUNT,
					 SHA512_BLOCK_SIZE);
}

static int __hmac_sha512_shash_import_core(struct __hmac_sha512_ctx *ctx,
					   const void *in)
{
	int err = kcrypto_shash_import_core(&ctx->sha_ctx, in,
					    SHA512_SHASH_CORE,
					    SHA512_SHASH_COUNT,
					    SHA512_BLOCK_SIZE);

	if (!err && !ctx->sha_ctx.bytecount_hi &&
	    ctx->sha_ctx.bytecount_lo < SHA512_BLOCK_SIZE) {
		memzero_explicit(ctx, sizeof(*ctx));
		err = -EINVAL;
	}
	return err;
}

static int hmac_sha384_shash_import_core(struct shash_desc *desc,
					 const void *in)
{
	struct hmac_sha384_ctx *ctx = shash_desc_ctx(desc);

	hmac_sha384_init(ctx, crypto_shash_ctx(desc->tfm));
	return __hmac_sha512_shash_import_core(&ctx->ctx, in);
}

static int hmac_sha512_shash_import_core(struct shash_desc *desc,
					 const void *in)
{
	struct hmac_sha512_ctx *ctx = shash_desc_ctx(desc);

	hmac_sha512_init(ctx, crypto_shash_ctx(desc->tfm));
	return __hmac_sha512_shash_import_core(&ctx->ctx, in);
}
#endif

/* The prepared HMAC key is as secret as the raw key. */
static void hmac_sha384_shash_exit_tfm(struct crypto_shash *tfm)
{
	memzero_explicit(crypto_shash_ctx(tfm), sizeof(struct hmac_sha384_key));
}

static void hmac_sha512_shash_exit_tfm(struct crypto_shash *tfm)
{
	memzero_explicit(crypto_shash_ctx(tfm), sizeof(struct hmac_sha512_key));
}

static struct shash_alg sha512_shash_algs[] = {
	{
		.init = sha384_shash_init,
		.update = sha384_shash_update,
		.final = sha384_shash_final,
		.digest = sha384_shash_digest,
		.export = sha512_shash_export,
		.import = sha512_shash_import,
#if KCRYPTO_SHASH_EXPORT_CORE
		.export_core = sha512_shash_export_core,
		.import_core = sha512_shash_import_core,
#endif
		.descsize = sizeof(struct sha384_ctx),
		.digestsize = SHA384_DIGEST_SIZE,
		.statesize = SHA512_SHASH_STATESIZE,
		.base = {
			.cra_name = "sha384",
			.cra_driver_name = "sha384-kcrypto",
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,
			.cra_blocksize = SHA384_BLOCK_SIZE,
			.cra_module = THIS_MODULE,
		},
	},
	{
		.init = sha512_shash_init,
		.update = sha512_shash_update,
		.final = sha512_shash_final,
		.digest = sha512_shash_digest,
		.export = sha512_shash_export,
		.import = sha512_shash_import,
#if KCRYPTO_SHASH_EXPORT_CORE
		.export_core = sha512_shash_export_core,
		.import_core = sha512_shash_import_core,
#endif
		.descsize = sizeof(struct sha512_ctx),
		.digestsize = SHA512_DIGEST_SIZE,
		.statesize = SHA512_SHASH_STATESIZE,
		.base = {
			.cra_name = "sha512",
			.cra_driver_name = "sha512-kcrypto",
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,
			.cra_blocksize = SHA512_BLOCK_SIZE,
			.cra_module = THIS_MODULE,
		},
	},
	{
		.init = hmac_sha384_shash_init,
		.update = hmac_sha384_shash_update,
		.final = hmac_sha384_shash_final,
		.digest = hmac_sha384_shash_digest,
		.export = hmac_sha384_shash_export,
		.import = hmac_sha384_shash_import,
#if KCRYPTO_SHASH_EXPORT_CORE
		.export_core = sha512_shash_export_core,
		.import_core = hmac_sha384_shash_import_core,
#endif
		.setkey = hmac_sha384_shash_setkey,
		.exit_tfm = hmac_sha384_shash_exit_tfm,
		.descsize = sizeof(struct hmac_sha384_ctx),
		.digestsize = SHA384_DIGEST_SIZE,
		.statesize = SHA512_SHASH_STATESIZE,
		.base = {
			.cra_name = "hmac(sha384)",
			.cra_driver_name = "hmac-sha384-kcrypto",
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,
			.cra_blocksize = SHA384_BLOCK_SIZE,
			.cra_ctxsize = sizeof(struct hmac_sha384_key),
			.cra_module = THIS_MODULE,
		},
	},
	{
		.init = hmac_sha512_shash_init,
		.update = hmac_sha512_shash_update,
		.final = hmac_sha512_shash_final,
		.digest = hmac_sha512_shash_digest,
		.export = hmac_sha512_shash_export,
		.import = hmac_sha512_shash_import,
#if KCRYPTO_SHASH_EXPORT_CORE
		.export_core = sha512_shash_export_core,
		.import_core = hmac_sha512_shash_import_core,
#endif
		.setkey = hmac_sha512_shash_setkey,
		.exit_tfm = hmac_sha512_shash_exit_tfm,
		.descsize = sizeof(struct hmac_sha512_ctx),
		.digestsize = SHA512_DIGEST_SIZE,
		.statesize = SHA512_SHASH_STATESIZE,
		.base = {
			.cra_name = "hmac(sha512)",
			.cra_driver_name = "hmac-sha512-kcrypto",
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,
			.cra_blocksize = SHA512_BLOCK_SIZE,
			.cra_ctxsize = sizeof(struct hmac_sha512_key),
			.cra_module = THIS_MODULE,
		},
	},
};

static int __init sha512_shash_mod_init(void)
{
	int err;

	/* Name the arch code that the library uses from now on. */
	err = kcrypto_shash_prepare(sha512_shash_algs,
				    ARRAY_SIZE(sha512_shash_algs),
				    sha512_arch_name(), &priority);
	if (err)
		return err;
	return crypto_register_shashes(sha512_shash_algs,
				       ARRAY_SIZE(sha512_shash_algs));
}
module_init(sha512_shash_mod_init);

static void __exit sha512_shash_mod_exit(void)
{
	crypto_unregister_shashes(sha512_shash_algs,
				  ARRAY_SIZE(sha512_shash_algs));
}
module_exit(sha512_shash_mod_exit);

MODULE_ALIAS_CRYPTO("sha384");
MODULE_ALIAS_CRYPTO("sha512");
MODULE_ALIAS_CRYPTO("hmac(sha384)");
MODULE_ALIAS_CRYPTO("hmac(sha512)");
MODULE_ALIAS_CRYPTO("sha384-kcrypto");
MODULE_ALIAS_CRYPTO("sha512-kcrypto");
MODULE_ALIAS_CRYPTO("hmac-sha384-kcrypto");
MODULE_ALIAS_CRYPTO("hmac-sha512-kcrypto");
/*
 * Every name the arch code can add (sha512_arch_name()): x86-64, also in
 * UML there (CONFIG_X86_64 without CONFIG_X86), arm64, 32-bit ARM.
 * tools/module/check.sh checks them with modinfo.
 */
#if IS_ENABLED(CONFIG_KCRYPTO_SHA512_ARCH) && defined(CONFIG_X86_64)
MODULE_ALIAS_CRYPTO("sha384-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("sha512-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("hmac-sha384-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("hmac-sha512-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("sha384-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("sha512-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("hmac-sha384-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("hmac-sha512-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("sha384-kcrypto-ssse3");
MODULE_ALIAS_CRYPTO("sha512-kcrypto-ssse3");
MODULE_ALIAS_CRYPTO("hmac-sha384-kcrypto-ssse3");
MODULE_ALIAS_CRYPTO("hmac-sha512-kcrypto-ssse3");
#endif
#if IS_ENABLED(CONFIG_KCRYPTO_SHA512_ARCH) && defined(CONFIG_ARM64)
MODULE_ALIAS_CRYPTO("sha384-kcrypto-ce");
MODULE_ALIAS_CRYPTO("sha512-kcrypto-ce");
MODULE_ALIAS_CRYPTO("hmac-sha384-kcrypto-ce");
MODULE_ALIAS_CRYPTO("hmac-sha512-kcrypto-ce");
#endif
#if IS_ENABLED(CONFIG_KCRYPTO_SHA512_ARCH) && defined(CONFIG_ARM)
MODULE_ALIAS_CRYPTO("sha384-kcrypto-neon");
MODULE_ALIAS_CRYPTO("sha512-kcrypto-neon");
MODULE_ALIAS_CRYPTO("hmac-sha384-kcrypto-neon");
MODULE_ALIAS_CRYPTO("hmac-sha512-kcrypto-neon");
#endif
MODULE_DESCRIPTION("SHA-384/512 and HMAC crypto API drivers over kcrypto");
MODULE_LICENSE("Dual MIT/GPL");
