// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Crypto API drivers for SHA-224 and SHA-256 (FIPS 180-4) and for
 * HMAC-SHA224 and HMAC-SHA256 (RFC 2104) over kcrypto's SHA-256 library:
 * "sha224", "sha256", "hmac(sha224)" and "hmac(sha256)". The HMAC drivers
 * are keyed shash algorithms of their own over the library's HMAC, not
 * instances of the kernel's hmac template.
 *
 * The drivers are named "sha224-kcrypto", "sha256-kcrypto",
 * "hmac-sha224-kcrypto" and "hmac-sha256-kcrypto", with "-<arch>" appended
 * when the library uses arch code on this CPU (sha256_arch_name(): "ni",
 * "avx2" or "ssse3" on x86-64 and in UML there, "ce" on arm64, "neon" on
 * 32-bit ARM). Their priorities, and the module parameter priority= that
 * overrides them, are in <crypto/internal/kcrypto-shash.h>.
 *
 * The request context is the library's context. The exported state is the
 * (inner) hash's in the kernel's layout: before 6.16 its struct
 * sha256_state (chained state, byte count, buffered bytes; 104 bytes),
 * from 6.16 that of its drivers that leave partial blocks to the crypto
 * API (core state, block, length byte; 105 bytes). An HMAC tfm holds
 * the prepared key (the inner and outer chained states, never the raw key);
 * until setkey() the crypto API refuses to use it with -ENOKEY. Any key
 * length is valid (RFC 2104): a 0-byte key is the all-zero block, a key
 * longer than the block size is hashed first.
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

static int sha224_shash_init(struct shash_desc *desc)
{
	sha224_init(shash_desc_ctx(desc));
	return 0;
}

static int sha224_shash_update(struct shash_desc *desc, const u8 *data,
			       unsigned int len)
{
	sha224_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int sha224_shash_final(struct shash_desc *desc, u8 *out)
{
	sha224_final(shash_desc_ctx(desc), out);
	return 0;
}

static int sha224_shash_digest(struct shash_desc *desc, const u8 *data,
			       unsigned int len, u8 *out)
{
	sha224(data, len, out);
	return 0;
}

static int sha256_shash_init(struct shash_desc *desc)
{
	sha256_init(shash_desc_ctx(desc));
	return 0;
}

static int sha256_shash_update(struct shash_desc *desc, const u8 *data,
			       unsigned int len)
{
	sha256_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int sha256_shash_final(struct shash_desc *desc, u8 *out)
{
	sha256_final(shash_desc_ctx(desc), out);
	return 0;
}

static int sha256_shash_digest(struct shash_desc *desc, const u8 *data,
			       unsigned int len, u8 *out)
{
	sha256(data, len, out);
	return 0;
}

static int hmac_sha224_shash_setkey(struct crypto_shash *tfm, const u8 *key,
				    unsigned int keylen)
{
	hmac_sha224_preparekey(crypto_shash_ctx(tfm), key, keylen);
	return 0;
}

static int hmac_sha224_shash_init(struct shash_desc *desc)
{
	hmac_sha224_init(shash_desc_ctx(desc), crypto_shash_ctx(desc->tfm));
	return 0;
}

static int hmac_sha224_shash_update(struct shash_desc *desc, const u8 *data,
				    unsigned int len)
{
	hmac_sha224_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int hmac_sha224_shash_final(struct shash_desc *desc, u8 *out)
{
	hmac_sha224_final(shash_desc_ctx(desc), out);
	return 0;
}

static int hmac_sha224_shash_digest(struct shash_desc *desc, const u8 *data,
				    unsigned int len, u8 *out)
{
	hmac_sha224(crypto_shash_ctx(desc->tfm), data, len, out);
	return 0;
}

static int hmac_sha256_shash_setkey(struct crypto_shash *tfm, const u8 *key,
				    unsigned int keylen)
{
	hmac_sha256_preparekey(crypto_shash_ctx(tfm), key, keylen);
	return 0;
}

static int hmac_sha256_shash_init(struct shash_desc *desc)
{
	hmac_sha256_init(shash_desc_ctx(desc), crypto_shash_ctx(desc->tfm));
	return 0;
}

static int hmac_sha256_shash_update(struct shash_desc *desc, const u8 *data,
				    unsigned int len)
{
	hmac_sha256_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int hmac_sha256_shash_final(struct shash_desc *desc, u8 *out)
{
	hmac_sha256_final(shash_desc_ctx(desc), out);
	return 0;
}

static int hmac_sha256_shash_digest(struct shash_desc *desc, const u8 *data,
				    unsigned int len, u8 *out)
{
	hmac_sha256(crypto_shash_ctx(desc->tfm), data, len, out);
	return 0;
}

/*
 * SHA-224 and SHA-256: the request context is a struct __sha256_ctx, and
 * so is an HMAC request's inner hash, each at offset 0. Its first
 * SHA256_SHASH_CORE bytes are the chained state and the byte count, the
 * kernel's struct crypto_sha256_state; the buffer follows.
 */
#define SHA256_SHASH_CORE offsetof(struct __sha256_ctx, buf)
#define SHA256_SHASH_COUNT offsetof(struct __sha256_ctx, bytecount)
static_assert(SHA256_SHASH_COUNT == SHA256_DIGEST_SIZE);
static_assert(offsetof(struct __sha256_ctx, buf) == SHA256_DIGEST_SIZE + 8);
static_assert(sizeof(struct __sha256_ctx) ==
	      SHA256_SHASH_CORE + SHA256_BLOCK_SIZE);
static_assert(offsetof(struct sha224_ctx, ctx) == 0);
static_assert(offsetof(struct sha256_ctx, ctx) == 0);
static_assert(offsetof(struct hmac_sha224_ctx, ctx.sha_ctx) == 0);
static_assert(offsetof(struct hmac_sha256_ctx, ctx.sha_ctx) == 0);

#if KCRYPTO_SHASH_EXPORT_CORE
/*
 * 6.16+: the layout of the kernel's drivers that leave partial blocks to
 * the crypto API (sha256-lib, hmac-sha256-lib), so that a state moves
 * between theirs and ours. Import refuses what no export gives.
 */
#define SHA256_SHASH_STATESIZE                                                 \
	KCRYPTO_SHASH_STATESIZE(SHA256_SHASH_CORE, SHA256_BLOCK_SIZE)

static void __sha256_shash_export(const struct __sha256_ctx *ctx, void *out)
{
	kcrypto_shash_export_block(out, ctx, SHA256_SHASH_CORE,
				   SHA256_SHASH_COUNT, SHA256_BLOCK_SIZE);
}

static int __sha256_shash_import(struct __sha256_ctx *ctx, const void *in)
{
	return kcrypto_shash_import_block(ctx, in, SHA256_SHASH_CORE,
					  SHA256_SHASH_COUNT,
					  SHA256_BLOCK_SIZE);
}
#else
/*
 * Before 6.16: the struct __sha256_ctx as it is, the kernel's struct
 * sha256_state. Any bytes are a state that update() and final() can run
 * on: the buffered byte count is bytecount % 64.
 */
#define SHA256_SHASH_STATESIZE sizeof(struct __sha256_ctx)

static void __sha256_shash_export(const struct __sha256_ctx *ctx, void *out)
{
	memcpy(out, ctx, sizeof(*ctx));
}

static int __sha256_shash_import(struct __sha256_ctx *ctx, const void *in)
{
	memcpy(ctx, in, sizeof(*ctx));
	return 0;
}
#endif

static int sha256_shash_export(struct shash_desc *desc, void *out)
{
	__sha256_shash_export(shash_desc_ctx(desc), out);
	return 0;
}

static int sha256_shash_import(struct shash_desc *desc, const void *in)
{
	return __sha256_shash_import(shash_desc_ctx(desc), in);
}

/*
 * HMAC: only the inner hash is exported. The outer state comes from the
 * key of the tfm that imports, as in the kernel's own HMAC drivers, so a
 * state exported under key A and imported into a tfm keyed with B goes on
 * under B (and the exported state holds no more of the key than the inner
 * hash). An inner hash has absorbed the block K0 ^ ipad: a state with fewer
 * bytes did not come from an HMAC export and is refused.
 */
static int __hmac_sha256_shash_export(const struct __hmac_sha256_ctx *ctx,
				      void *out)
{
	__sha256_shash_export(&ctx->sha_ctx, out);
	return 0;
}

static int __hmac_sha256_shash_import(struct __hmac_sha256_ctx *ctx,
				      const void *in)
{
	if (__sha256_shash_import(&ctx->sha_ctx, in) ||
	    ctx->sha_ctx.bytecount < SHA256_BLOCK_SIZE) {
		memzero_explicit(ctx, sizeof(*ctx));
		return -EINVAL;
	}
	return 0;
}

static int hmac_sha224_shash_export(struct shash_desc *desc, void *out)
{
	struct hmac_sha224_ctx *ctx = shash_desc_ctx(desc);

	return __hmac_sha256_shash_export(&ctx->ctx, out);
}

static int hmac_sha224_shash_import(struct shash_desc *desc, const void *in)
{
	struct hmac_sha224_ctx *ctx = shash_desc_ctx(desc);

	/* The outer state of this tfm's key; the inner hash is replaced. */
	hmac_sha224_init(ctx, crypto_shash_ctx(desc->tfm));
	return __hmac_sha256_shash_import(&ctx->ctx, in);
}

static int hmac_sha256_shash_export(struct shash_desc *desc, void *out)
{
	struct hmac_sha256_ctx *ctx = shash_desc_ctx(desc);

	return __hmac_sha256_shash_export(&ctx->ctx, out);
}

static int hmac_sha256_shash_import(struct shash_desc *desc, const void *in)
{
	struct hmac_sha256_ctx *ctx = shash_desc_ctx(desc);

	hmac_sha256_init(ctx, crypto_shash_ctx(desc->tfm));
	return __hmac_sha256_shash_import(&ctx->ctx, in);
}

#if KCRYPTO_SHASH_EXPORT_CORE
/*
 * The core state (6.16+, <crypto/internal/kcrypto-shash.h>): chained state
 * and the whole blocks' byte count, the layout of the kernel's struct
 * crypto_sha256_state. An HMAC request's is its inner hash's, which leads
 * its context as the plain hash's does; import_core() takes the outer
 * state from the tfm's key, as import() does, and refuses an inner hash
 * that has not absorbed the key block.
 */
static int sha256_shash_export_core(struct shash_desc *desc, void *out)
{
	kcrypto_shash_export_core(out, shash_desc_ctx(desc), SHA256_SHASH_CORE,
				  SHA256_SHASH_COUNT, SHA256_BLOCK_SIZE);
	return 0;
}

static int sha256_shash_import_core(struct shash_desc *desc, const void *in)
{
	return kcrypto_shash_import_core(shash_desc_ctx(desc), in,
					 SHA256_SHASH_CORE, SHA256_SHASH_COUNT,
					 SHA256_BLOCK_SIZE);
}

static int __hmac_sha256_shash_import_core(struct __hmac_sha256_ctx *ctx,
					   const void *in)
{
	int err = kcrypto_shash_import_core(&ctx->sha_ctx, in,
					    SHA256_SHASH_CORE,
					    SHA256_SHASH_COUNT,
					    SHA256_BLOCK_SIZE);

	if (!err && ctx->sha_ctx.bytecount < SHA256_BLOCK_SIZE) {
		memzero_explicit(ctx, sizeof(*ctx));
		err = -EINVAL;
	}
	return err;
}

static int hmac_sha224_shash_import_core(struct shash_desc *desc,
					 const void *in)
{
	struct hmac_sha224_ctx *ctx = shash_desc_ctx(desc);

	hmac_sha224_init(ctx, crypto_shash_ctx(desc->tfm));
	return __hmac_sha256_shash_import_core(&ctx->ctx, in);
}

static int hmac_sha256_shash_import_core(struct shash_desc *desc,
					 const void *in)
{
	struct hmac_sha256_ctx *ctx = shash_desc_ctx(desc);

	hmac_sha256_init(ctx, crypto_shash_ctx(desc->tfm));
	return __hmac_sha256_shash_import_core(&ctx->ctx, in);
}
#endif

/* The prepared HMAC key is as secret as the raw key. */
static void hmac_sha224_shash_exit_tfm(struct crypto_shash *tfm)
{
	memzero_explicit(crypto_shash_ctx(tfm), sizeof(struct hmac_sha224_key));
}

static void hmac_sha256_shash_exit_tfm(struct crypto_shash *tfm)
{
	memzero_explicit(crypto_shash_ctx(tfm), sizeof(struct hmac_sha256_key));
}

static struct shash_alg sha256_shash_algs[] = {
	{
		.init = sha224_shash_init,
		.update = sha224_shash_update,
		.final = sha224_shash_final,
		.digest = sha224_shash_digest,
		.export = sha256_shash_export,
		.import = sha256_shash_import,
#if KCRYPTO_SHASH_EXPORT_CORE
		.export_core = sha256_shash_export_core,
		.import_core = sha256_shash_import_core,
#endif
		.descsize = sizeof(struct sha224_ctx),
		.digestsize = SHA224_DIGEST_SIZE,
		.statesize = SHA256_SHASH_STATESIZE,
		.base = {
			.cra_name = "sha224",
			.cra_driver_name = "sha224-kcrypto",
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,
			.cra_blocksize = SHA224_BLOCK_SIZE,
			.cra_module = THIS_MODULE,
		},
	},
	{
		.init = sha256_shash_init,
		.update = sha256_shash_update,
		.final = sha256_shash_final,
		.digest = sha256_shash_digest,
		.export = sha256_shash_export,
		.import = sha256_shash_import,
#if KCRYPTO_SHASH_EXPORT_CORE
		.export_core = sha256_shash_export_core,
		.import_core = sha256_shash_import_core,
#endif
		.descsize = sizeof(struct sha256_ctx),
		.digestsize = SHA256_DIGEST_SIZE,
		.statesize = SHA256_SHASH_STATESIZE,
		.base = {
			.cra_name = "sha256",
			.cra_driver_name = "sha256-kcrypto",
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,
			.cra_blocksize = SHA256_BLOCK_SIZE,
			.cra_module = THIS_MODULE,
		},
	},
	{
		.init = hmac_sha224_shash_init,
		.update = hmac_sha224_shash_update,
		.final = hmac_sha224_shash_final,
		.digest = hmac_sha224_shash_digest,
		.export = hmac_sha224_shash_export,
		.import = hmac_sha224_shash_import,
#if KCRYPTO_SHASH_EXPORT_CORE
		.export_core = sha256_shash_export_core,
		.import_core = hmac_sha224_shash_import_core,
#endif
		.setkey = hmac_sha224_shash_setkey,
		.exit_tfm = hmac_sha224_shash_exit_tfm,
		.descsize = sizeof(struct hmac_sha224_ctx),
		.digestsize = SHA224_DIGEST_SIZE,
		.statesize = SHA256_SHASH_STATESIZE,
		.base = {
			.cra_name = "hmac(sha224)",
			.cra_driver_name = "hmac-sha224-kcrypto",
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,
			.cra_blocksize = SHA224_BLOCK_SIZE,
			.cra_ctxsize = sizeof(struct hmac_sha224_key),
			.cra_module = THIS_MODULE,
		},
	},
	{
		.init = hmac_sha256_shash_init,
		.update = hmac_sha256_shash_update,
		.final = hmac_sha256_shash_final,
		.digest = hmac_sha256_shash_digest,
		.export = hmac_sha256_shash_export,
		.import = hmac_sha256_shash_import,
#if KCRYPTO_SHASH_EXPORT_CORE
		.export_core = sha256_shash_export_core,
		.import_core = hmac_sha256_shash_import_core,
#endif
		.setkey = hmac_sha256_shash_setkey,
		.exit_tfm = hmac_sha256_shash_exit_tfm,
		.descsize = sizeof(struct hmac_sha256_ctx),
		.digestsize = SHA256_DIGEST_SIZE,
		.statesize = SHA256_SHASH_STATESIZE,
		.base = {
			.cra_name = "hmac(sha256)",
			.cra_driver_name = "hmac-sha256-kcrypto",
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,
			.cra_blocksize = SHA256_BLOCK_SIZE,
			.cra_ctxsize = sizeof(struct hmac_sha256_key),
			.cra_module = THIS_MODULE,
		},
	},
};

static int __init sha256_shash_mod_init(void)
{
	int err;

	/* Name the arch code that the library uses from now on. */
	err = kcrypto_shash_prepare(sha256_shash_algs,
				    ARRAY_SIZE(sha256_shash_algs),
				    sha256_arch_name(), &priority);
	if (err)
		return err;
	return crypto_register_shashes(sha256_shash_algs,
				       ARRAY_SIZE(sha256_shash_algs));
}
module_init(sha256_shash_mod_init);

static void __exit sha256_shash_mod_exit(void)
{
	crypto_unregister_shashes(sha256_shash_algs,
				  ARRAY_SIZE(sha256_shash_algs));
}
module_exit(sha256_shash_mod_exit);

MODULE_ALIAS_CRYPTO("sha224");
MODULE_ALIAS_CRYPTO("sha256");
MODULE_ALIAS_CRYPTO("hmac(sha224)");
MODULE_ALIAS_CRYPTO("hmac(sha256)");
MODULE_ALIAS_CRYPTO("sha224-kcrypto");
MODULE_ALIAS_CRYPTO("sha256-kcrypto");
MODULE_ALIAS_CRYPTO("hmac-sha224-kcrypto");
MODULE_ALIAS_CRYPTO("hmac-sha256-kcrypto");
/*
 * Every name the arch code can add (sha256_arch_name()): x86-64, also in
 * UML there (CONFIG_X86_64 without CONFIG_X86), arm64, 32-bit ARM.
 * tools/module/check.sh checks the x86-64 ones with modinfo.
 */
#if IS_ENABLED(CONFIG_KCRYPTO_SHA256_ARCH) && defined(CONFIG_X86_64)
MODULE_ALIAS_CRYPTO("sha224-kcrypto-ni");
MODULE_ALIAS_CRYPTO("sha256-kcrypto-ni");
MODULE_ALIAS_CRYPTO("hmac-sha224-kcrypto-ni");
MODULE_ALIAS_CRYPTO("hmac-sha256-kcrypto-ni");
MODULE_ALIAS_CRYPTO("sha224-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("sha256-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("hmac-sha224-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("hmac-sha256-kcrypto-avx2");
MODULE_ALIAS_CRYPTO("sha224-kcrypto-ssse3");
MODULE_ALIAS_CRYPTO("sha256-kcrypto-ssse3");
MODULE_ALIAS_CRYPTO("hmac-sha224-kcrypto-ssse3");
MODULE_ALIAS_CRYPTO("hmac-sha256-kcrypto-ssse3");
#endif
#if IS_ENABLED(CONFIG_KCRYPTO_SHA256_ARCH) && defined(CONFIG_ARM64)
MODULE_ALIAS_CRYPTO("sha224-kcrypto-ce");
MODULE_ALIAS_CRYPTO("sha256-kcrypto-ce");
MODULE_ALIAS_CRYPTO("hmac-sha224-kcrypto-ce");
MODULE_ALIAS_CRYPTO("hmac-sha256-kcrypto-ce");
#endif
#if IS_ENABLED(CONFIG_KCRYPTO_SHA256_ARCH) && defined(CONFIG_ARM)
MODULE_ALIAS_CRYPTO("sha224-kcrypto-neon");
MODULE_ALIAS_CRYPTO("sha256-kcrypto-neon");
MODULE_ALIAS_CRYPTO("hmac-sha224-kcrypto-neon");
MODULE_ALIAS_CRYPTO("hmac-sha256-kcrypto-neon");
#endif
MODULE_DESCRIPTION("SHA-224/256 and HMAC crypto API drivers over kcrypto");
MODULE_LICENSE("Dual MIT/GPL");
