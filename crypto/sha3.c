// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Crypto API drivers for SHA3-224, SHA3-256, SHA3-384 and SHA3-512
 * (FIPS 202) over kcrypto's SHA-3 library: "sha3-224", "sha3-256",
 * "sha3-384" and "sha3-512".
 *
 * The drivers are named "sha3-224-kcrypto" ... "sha3-512-kcrypto", with
 * "-<arch>" appended when the library uses arch code on this CPU
 * (sha3_arch_name(): "avx512" on x86-64, "ce" on arm64). Their
 * priorities, and the module parameter priority= that overrides them, are in
 * <crypto/internal/kcrypto-shash.h>, as for the SHA-2 drivers
 * (crypto/sha256.c), whose shape these follow.
 *
 * The request context is the library's struct sha3_ctx. The exported
 * state is in the layout of the kernel's own SHA-3 drivers: before 6.16
 * 6.1's and 6.12's struct sha3_state (the 25 lanes in CPU order, rate in
 * bytes and in lanes, partial length, a 144-byte buffer; 360 bytes), from
 * 6.16 7.3's (its sha3-*-lib drivers export the library's context, which
 * ours is too; 208 bytes). The library XORs the bytes of a partial block
 * into the state as they come (as 7.3's does), so it holds no copy of
 * them apart: the old layout's buffer is zero in our export, and import
 * XORs its bytes in (a no-op for ours, the partial block of the 6.1/6.12
 * drivers, which keep it apart). Import refuses what no export of the
 * same algorithm gives.
 */

#include <crypto/internal/hash.h>
#include <crypto/internal/kcrypto-shash.h>
#include <crypto/sha3.h>
#include <linux/errno.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/string.h>

static int priority;
module_param(priority, int, 0444);
MODULE_PARM_DESC(priority, "driver priority (0: 120, 350 with arch code)");

static int sha3_224_shash_init(struct shash_desc *desc)
{
	sha3_224_init(shash_desc_ctx(desc));
	return 0;
}

static int sha3_224_shash_digest(struct shash_desc *desc, const u8 *data,
				 unsigned int len, u8 *out)
{
	sha3_224(data, len, out);
	return 0;
}

static int sha3_256_shash_init(struct shash_desc *desc)
{
	sha3_256_init(shash_desc_ctx(desc));
	return 0;
}

static int sha3_256_shash_digest(struct shash_desc *desc, const u8 *data,
				 unsigned int len, u8 *out)
{
	sha3_256(data, len, out);
	return 0;
}

static int sha3_384_shash_init(struct shash_desc *desc)
{
	sha3_384_init(shash_desc_ctx(desc));
	return 0;
}

static int sha3_384_shash_digest(struct shash_desc *desc, const u8 *data,
				 unsigned int len, u8 *out)
{
	sha3_384(data, len, out);
	return 0;
}

static int sha3_512_shash_init(struct shash_desc *desc)
{
	sha3_512_init(shash_desc_ctx(desc));
	return 0;
}

static int sha3_512_shash_digest(struct shash_desc *desc, const u8 *data,
				 unsigned int len, u8 *out)
{
	sha3_512(data, len, out);
	return 0;
}

/* The four digests share a context type: the tfm's init says which. */
static int sha3_shash_update(struct shash_desc *desc, const u8 *data,
			     unsigned int len)
{
	sha3_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int sha3_shash_final(struct shash_desc *desc, u8 *out)
{
	sha3_final(shash_desc_ctx(desc), out);
	return 0;
}

/*
 * A request's context, initialized for its tfm's digest (import replaces
 * a context whatever it held), and the rate of that digest.
 */
static struct __sha3_ctx *sha3_shash_fresh_ctx(struct shash_desc *desc)
{
	struct sha3_ctx *ctx = shash_desc_ctx(desc);

	crypto_shash_alg(desc->tfm)->init(desc);
	return &ctx->ctx;
}

#if KCRYPTO_SHASH_EXPORT_CORE
/*
 * 6.16+: the layout of 7.3's own sha3-*-lib drivers, which export the
 * library's context as it is (statesize 208, what UML 7.3 reports): ours
 * is the same struct sha3_ctx, field for field, so a state moves between
 * theirs and ours. Import refuses a context of another digest (its digest
 * size or rate), one past its padding (absorb offset of a block or more)
 * or one that has begun squeezing.
 */
#define SHA3_SHASH_STATESIZE sizeof(struct sha3_ctx)

static int sha3_shash_export(struct shash_desc *desc, void *out)
{
	memcpy(out, shash_desc_ctx(desc), sizeof(struct sha3_ctx));
	return 0;
}

static int sha3_shash_import(struct shash_desc *desc, const void *in)
{
	struct __sha3_ctx *ctx = sha3_shash_fresh_ctx(desc);
	const struct sha3_ctx *s = in;

	if (s->ctx.digest_size != ctx->digest_size ||
	    s->ctx.block_size != ctx->block_size ||
	    s->ctx.absorb_offset >= ctx->block_size || s->ctx.squeeze_offset) {
		memzero_explicit(ctx, sizeof(*ctx));
		return -EINVAL;
	}
	memcpy(ctx, &s->ctx, sizeof(*ctx));
	return 0;
}

/*
 * The core state: the 200 state bytes, which the hmac template keeps of
 * its padded keys (whole blocks). Any 200 bytes are a state; import_core()
 * goes on from a block boundary. A request in the middle of a block
 * exports its partial bytes XORed into the state, as the full export.
 */
static int sha3_shash_export_core(struct shash_desc *desc, void *out)
{
	const struct sha3_ctx *ctx = shash_desc_ctx(desc);

	memcpy(out, ctx->ctx.state.bytes, SHA3_STATE_SIZE);
	return 0;
}

static int sha3_shash_import_core(struct shash_desc *desc, const void *in)
{
	struct __sha3_ctx *ctx = sha3_shash_fresh_ctx(desc);

	memcpy(ctx->state.bytes, in, SHA3_STATE_SIZE);
	return 0;
}
#else
/*
 * The partial block (@len bytes at @buf, below the rate) of an imported
 * state into @ctx, whose state holds the whole blocks: XOR, as the library
 * absorbs it. @ctx then goes on after the partial block.
 */
static void sha3_shash_absorb_partial(struct __sha3_ctx *ctx, const u8 *buf,
				      unsigned int len)
{
	unsigned int i;

	for (i = 0; i < len; i++)
		ctx->state.bytes[i] ^= buf[i];
	ctx->absorb_offset = len;
}

/*
 * The kernel's struct sha3_state of 6.1 and 6.12 (<crypto/sha3.h>), the
 * descriptor context of its sha3-*-generic drivers, which their export
 * copies as it is: our exported state before 6.16.
 */
struct sha3_shash_state {
	u64 st[SHA3_STATE_SIZE / 8];
	unsigned int rsiz;
	unsigned int rsizw;
	unsigned int partial;
	u8 buf[SHA3_224_BLOCK_SIZE];
};

#define SHA3_SHASH_STATESIZE sizeof(struct sha3_shash_state)

/*
 * Before 6.16: struct sha3_shash_state. Import refuses a rate other than
 * the tfm's (the state of another SHA-3 digest, or no state), a lane count
 * that does not match it, and a partial length of a block or more.
 */
static int sha3_shash_export(struct shash_desc *desc, void *out)
{
	const struct sha3_ctx *ctx = shash_desc_ctx(desc);
	struct sha3_shash_state *s = out;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(s->st); i++)
		s->st[i] = le64_to_cpu(ctx->ctx.state.words[i]);
	s->rsiz = ctx->ctx.block_size;
	s->rsizw = ctx->ctx.block_size / 8;
	s->partial = ctx->ctx.absorb_offset;
	memset(s->buf, 0, sizeof(s->buf));
	return 0;
}

static int sha3_shash_import(struct shash_desc *desc, const void *in)
{
	struct __sha3_ctx *ctx = sha3_shash_fresh_ctx(desc);
	const struct sha3_shash_state *s = in;
	size_t i;

	if (s->rsiz != ctx->block_size || s->rsizw != s->rsiz / 8 ||
	    s->partial >= s->rsiz) {
		memzero_explicit(ctx, sizeof(*ctx));
		return -EINVAL;
	}
	for (i = 0; i < ARRAY_SIZE(s->st); i++)
		ctx->state.words[i] = cpu_to_le64(s->st[i]);
	sha3_shash_absorb_partial(ctx, s->buf, s->partial);
	return 0;
}
#endif

#if KCRYPTO_SHASH_EXPORT_CORE
#define SHA3_SHASH_CORE_OPS                                                    \
	.export_core = sha3_shash_export_core,                                 \
	.import_core = sha3_shash_import_core,
#else
#define SHA3_SHASH_CORE_OPS
#endif

#define SHA3_SHASH_ALG(bits)                                                   \
	{                                                                      \
		.init = sha3_##bits##_shash_init,                              \
		.update = sha3_shash_update,                                   \
		.final = sha3_shash_final,                                     \
		.digest = sha3_##bits##_shash_digest,                          \
		.export = sha3_shash_export,                                   \
		.import = sha3_shash_import,                                   \
		SHA3_SHASH_CORE_OPS                                            \
		.descsize = sizeof(struct sha3_ctx),                           \
		.digestsize = SHA3_##bits##_DIGEST_SIZE,                       \
		.statesize = SHA3_SHASH_STATESIZE,                       \
		.base = {                                                      \
			.cra_name = "sha3-" #bits,                             \
			.cra_driver_name = "sha3-" #bits "-kcrypto",           \
			.cra_priority = KCRYPTO_SHASH_PRIO_GENERIC,            \
			.cra_blocksize = SHA3_##bits##_BLOCK_SIZE,             \
			.cra_module = THIS_MODULE,                             \
		},                                                             \
	}

static struct shash_alg sha3_shash_algs[] = {
	SHA3_SHASH_ALG(224),
	SHA3_SHASH_ALG(256),
	SHA3_SHASH_ALG(384),
	SHA3_SHASH_ALG(512),
};

static int __init sha3_shash_mod_init(void)
{
	int err;

	err = kcrypto_shash_prepare(sha3_shash_algs,
				    ARRAY_SIZE(sha3_shash_algs),
				    sha3_arch_name(), &priority);
	if (err)
		return err;
	return crypto_register_shashes(sha3_shash_algs,
				       ARRAY_SIZE(sha3_shash_algs));
}
module_init(sha3_shash_mod_init);

static void __exit sha3_shash_mod_exit(void)
{
	crypto_unregister_shashes(sha3_shash_algs, ARRAY_SIZE(sha3_shash_algs));
}
module_exit(sha3_shash_mod_exit);

MODULE_ALIAS_CRYPTO("sha3-224");
MODULE_ALIAS_CRYPTO("sha3-256");
MODULE_ALIAS_CRYPTO("sha3-384");
MODULE_ALIAS_CRYPTO("sha3-512");
MODULE_ALIAS_CRYPTO("sha3-224-kcrypto");
MODULE_ALIAS_CRYPTO("sha3-256-kcrypto");
MODULE_ALIAS_CRYPTO("sha3-384-kcrypto");
MODULE_ALIAS_CRYPTO("sha3-512-kcrypto");
/*
 * Every name the arch code can add (sha3_arch_name()): x86-64, also in UML
 * there (CONFIG_X86_64 without CONFIG_X86), and arm64.
 * tools/module/check.sh checks them with modinfo.
 */
#if IS_ENABLED(CONFIG_KCRYPTO_SHA3_ARCH) && defined(CONFIG_X86_64)
MODULE_ALIAS_CRYPTO("sha3-224-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("sha3-256-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("sha3-384-kcrypto-avx512");
MODULE_ALIAS_CRYPTO("sha3-512-kcrypto-avx512");
#endif
#if IS_ENABLED(CONFIG_KCRYPTO_SHA3_ARCH) && defined(CONFIG_ARM64)
MODULE_ALIAS_CRYPTO("sha3-224-kcrypto-ce");
MODULE_ALIAS_CRYPTO("sha3-256-kcrypto-ce");
MODULE_ALIAS_CRYPTO("sha3-384-kcrypto-ce");
MODULE_ALIAS_CRYPTO("sha3-512-kcrypto-ce");
#endif
MODULE_DESCRIPTION("SHA3-224/256/384/512 crypto API drivers over kcrypto");
MODULE_LICENSE("Dual MIT/GPL");
