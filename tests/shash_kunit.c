// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * KUnit tests for kcrypto's crypto API drivers (crypto/blake2b.c,
 * crypto/sha256.c, crypto/sha512.c and crypto/sha3.c). Each driver is allocated by its
 * driver name, so that the kernel's own implementation of the same
 * algorithm can't stand in for it, and compared with the library it wraps:
 * digests of several lengths and keys through digest, init/update/final
 * and finup; known answers from Python's hashlib/hmac for the SHA-384/512
 * and SHA-3 drivers (independent of the library); export and import
 * in the middle of a message; an HMAC state exported under one key and
 * imported into a tfm with another (it goes on under the importer's key);
 * no raw key byte in the exported state of a keyed request;
 * imported states that no export gives (-EINVAL); on 6.16+ the SHA-2 state
 * layout of the kernel's drivers that leave partial blocks to the crypto
 * API, and full exports moved between the kernel's *-lib drivers and ours
 * both ways; the SHA-3 state in the kernel's layout of each version, with
 * the partial block in the state (ours) or apart (the kernel's drivers
 * before 7.3), and the kernel's hmac template over the SHA-3 drivers
 * (export_core/import_core on 6.16+); BLAKE2b keys that are too
 * long (-EINVAL, the previous key stays); HMAC keys of 0 and 1000 bytes
 * (valid, RFC 2104) and HMAC without a key (-ENOKEY); the module reference a
 * tfm holds; and which driver the algorithm's plain name gets, which must
 * never be a tie.
 *
 * Needs the kernel's crypto API: the host shim has none (tools/host/host.mk
 * leaves this file out), and Kbuild builds it only with the drivers.
 * Requires: CONFIG_CRYPTO_HASH
 */
#include <crypto/blake2b.h>
#include <crypto/hash.h>
#include <crypto/internal/kcrypto-arch-test.h>
#include <crypto/internal/kcrypto-shash.h>
#include <crypto/sha2.h>
#include <crypto/sha3.h>
#include <kunit/test.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "key-scan.h"
#include "shash-kat.h"

/*
 * The exported SHA-224/256 state, also of HMAC (its inner hash only):
 * chained state, 64-bit count and one block, the kernel's struct
 * sha256_state; from 6.16 (compat/kcrypto-compat.h) one byte more, the
 * partial block's length, as in <crypto/hash.h>'s HASH_STATE_AND_BLOCK().
 * SHA-384/512: the same with a 128-bit count (struct sha512_state).
 */
#define SHASH_TEST_SHA256_CORE_SIZE (SHA256_DIGEST_SIZE + sizeof(u64))
#define SHASH_TEST_SHA512_CORE_SIZE (SHA512_DIGEST_SIZE + 2 * sizeof(u64))
#if KCRYPTO_SHASH_EXPORT_CORE
#define SHASH_TEST_LEN_BYTE 1
#else
#define SHASH_TEST_LEN_BYTE 0
#endif
#define SHASH_TEST_SHA256_STATE_SIZE                                           \
	(SHASH_TEST_SHA256_CORE_SIZE + SHA256_BLOCK_SIZE + SHASH_TEST_LEN_BYTE)
#define SHASH_TEST_SHA512_STATE_SIZE                                           \
	(SHASH_TEST_SHA512_CORE_SIZE + SHA512_BLOCK_SIZE + SHASH_TEST_LEN_BYTE)

/*
 * The exported SHA-3 state: before 6.16 the kernel's struct sha3_state of
 * 6.1 and 6.12 (lanes in CPU order, rate in bytes and in lanes, partial
 * length, a buffer of the largest rate), from 6.16 the library's struct
 * sha3_ctx, as 7.3's sha3-*-lib drivers export it.
 */
struct shash_test_sha3_kstate {
	u64 st[SHA3_STATE_SIZE / 8];
	unsigned int rsiz;
	unsigned int rsizw;
	unsigned int partial;
	u8 buf[SHA3_224_BLOCK_SIZE];
};

#define SHASH_TEST_SHA3_STATE_SIZE                                             \
	(KCRYPTO_SHASH_EXPORT_CORE ? sizeof(struct sha3_ctx) :                 \
				     sizeof(struct shash_test_sha3_kstate))
#define SHASH_TEST_MAX_LEN 4097
#define SHASH_TEST_MAX_KEY 1000
#define SHASH_TEST_CANARY 0xa5
#define SHASH_TEST_NO_SETKEY (-1)

/**
 * enum shash_test_keying - how a driver takes a key
 * @SHASH_TEST_UNKEYED: no setkey (SHA-224, SHA-256)
 * @SHASH_TEST_OPTIONAL_KEY: setkey with 0..64 bytes, unkeyed without (BLAKE2b)
 * @SHASH_TEST_NEEDS_KEY: setkey with any length before use (HMAC)
 */
enum shash_test_keying {
	SHASH_TEST_UNKEYED,
	SHASH_TEST_OPTIONAL_KEY,
	SHASH_TEST_NEEDS_KEY,
};

/**
 * struct shash_test_alg - one of our drivers and the library it wraps
 * @name: the algorithm's name (cra_name)
 * @stem: the driver name without the arch suffix
 * @arch_name: the library's arch query, whose answer is the suffix
 * @module: the driver's module
 * @digest_size: digest size in bytes
 * @state_size: the exported state's size: the library's context (BLAKE2b),
 *	        the kernel's layout of the (inner) hash state (SHA-2)
 * @keying: how the driver takes a key
 * @ref: the library's one-shot digest or MAC; @key is NULL for none
 */
struct shash_test_alg {
	const char *name;
	const char *stem;
	const char *(*arch_name)(void);
	const char *module;
	unsigned int digest_size;
	unsigned int state_size;
	enum shash_test_keying keying;
	void (*ref)(const u8 *key, size_t keylen, const u8 *data, size_t len,
		    u8 *out);
};

#define SHASH_TEST_BLAKE2B_REF(bits)                                           \
	static void ref_blake2b_##bits(const u8 *key, size_t keylen,           \
				       const u8 *data, size_t len, u8 *out)    \
	{                                                                      \
		blake2b(key, keylen, data, len, out,                           \
			BLAKE2B_##bits##_HASH_SIZE);                           \
	}

SHASH_TEST_BLAKE2B_REF(160)
SHASH_TEST_BLAKE2B_REF(256)
SHASH_TEST_BLAKE2B_REF(384)
SHASH_TEST_BLAKE2B_REF(512)

#define SHASH_TEST_SHA2_REFS(bits)                                             \
	static void ref_sha##bits(const u8 *key, size_t keylen,                \
				  const u8 *data, size_t len, u8 *out)         \
	{                                                                      \
		sha##bits(data, len, out);                                     \
	}                                                                      \
	static void ref_hmac_sha##bits(const u8 *key, size_t keylen,           \
				       const u8 *data, size_t len, u8 *out)    \
	{                                                                      \
		hmac_sha##bits##_usingrawkey(key, keylen, data, len, out);     \
	}

SHASH_TEST_SHA2_REFS(224)
SHASH_TEST_SHA2_REFS(256)
SHASH_TEST_SHA2_REFS(384)
SHASH_TEST_SHA2_REFS(512)

#define SHASH_TEST_SHA3_REF(bits)                                              \
	static void ref_sha3_##bits(const u8 *key, size_t keylen,              \
				    const u8 *data, size_t len, u8 *out)       \
	{                                                                      \
		sha3_##bits(data, len, out);                                   \
	}

SHASH_TEST_SHA3_REF(224)
SHASH_TEST_SHA3_REF(256)
SHASH_TEST_SHA3_REF(384)
SHASH_TEST_SHA3_REF(512)

#define SHASH_TEST_BLAKE2B(bits)                                               \
	{                                                                      \
		.name = "blake2b-" #bits,                                      \
		.stem = "blake2b-" #bits "-kcrypto",                           \
		.arch_name = blake2b_arch_name,                                \
		.module = "kcrypto_blake2b_shash",                             \
		.digest_size = BLAKE2B_##bits##_HASH_SIZE,                     \
		.state_size = sizeof(struct blake2b_ctx),                      \
		.keying = SHASH_TEST_OPTIONAL_KEY,                             \
		.ref = ref_blake2b_##bits,                                     \
	}

/* SHA-2 of @bits over the library @lib (sha256 or sha512, @LIB in caps). */
#define SHASH_TEST_SHA2(bits, lib, LIB)                                        \
	{                                                                      \
		.name = "sha" #bits,                                           \
		.stem = "sha" #bits "-kcrypto",                                \
		.arch_name = lib##_arch_name,                                  \
		.module = "kcrypto_" #lib "_shash",                            \
		.digest_size = SHA##bits##_DIGEST_SIZE,                        \
		.state_size = SHASH_TEST_##LIB##_STATE_SIZE,                   \
		.keying = SHASH_TEST_UNKEYED,                                  \
		.ref = ref_sha##bits,                                          \
	}

#define SHASH_TEST_HMAC_SHA2(bits, lib, LIB)                                   \
	{                                                                      \
		.name = "hmac(sha" #bits ")",                                  \
		.stem = "hmac-sha" #bits "-kcrypto",                           \
		.arch_name = lib##_arch_name,                                  \
		.module = "kcrypto_" #lib "_shash",                            \
		.digest_size = SHA##bits##_DIGEST_SIZE,                        \
		.state_size = SHASH_TEST_##LIB##_STATE_SIZE,                   \
		.keying = SHASH_TEST_NEEDS_KEY,                                \
		.ref = ref_hmac_sha##bits,                                     \
	}

#define SHASH_TEST_SHA3(bits)                                                  \
	{                                                                      \
		.name = "sha3-" #bits,                                         \
		.stem = "sha3-" #bits "-kcrypto",                              \
		.arch_name = sha3_arch_name,                                   \
		.module = "kcrypto_sha3_shash",                                \
		.digest_size = SHA3_##bits##_DIGEST_SIZE,                      \
		.state_size = SHASH_TEST_SHA3_STATE_SIZE,                      \
		.keying = SHASH_TEST_UNKEYED,                                  \
		.ref = ref_sha3_##bits,                                        \
	}

static const struct shash_test_alg shash_test_algs[] = {
	SHASH_TEST_BLAKE2B(160),
	SHASH_TEST_BLAKE2B(256),
	SHASH_TEST_BLAKE2B(384),
	SHASH_TEST_BLAKE2B(512),
	SHASH_TEST_SHA2(224, sha256, SHA256),
	SHASH_TEST_SHA2(256, sha256, SHA256),
	SHASH_TEST_HMAC_SHA2(224, sha256, SHA256),
	SHASH_TEST_HMAC_SHA2(256, sha256, SHA256),
	SHASH_TEST_SHA2(384, sha512, SHA512),
	SHASH_TEST_SHA2(512, sha512, SHA512),
	SHASH_TEST_HMAC_SHA2(384, sha512, SHA512),
	SHASH_TEST_HMAC_SHA2(512, sha512, SHA512),
	SHASH_TEST_SHA3(224),
	SHASH_TEST_SHA3(256),
	SHASH_TEST_SHA3(384),
	SHASH_TEST_SHA3(512),
};

/* Block edges of SHA-256, SHA-512 and the four SHA-3 rates (72..144). */
static const unsigned int shash_test_lens[] = {
	0,   1,	  63,	64,   65,
	71,  72,  73,	103,  104,
	111, 112, 127,	128,  129,
	135, 136, 137,	143,  144,
	145, 255, 1000, 4096, SHASH_TEST_MAX_LEN,
};

/* Key lengths per keying; SHASH_TEST_NO_SETKEY: a fresh tfm, no setkey. */
static const int shash_test_optional_keys[] = {
	SHASH_TEST_NO_SETKEY, 0, 1, 32, BLAKE2B_KEY_SIZE,
};

static const int shash_test_needed_keys[] = {
	0, 1, 32, 64, 65, 128, 129, SHASH_TEST_MAX_KEY,
};

static const int shash_test_no_keys[] = { SHASH_TEST_NO_SETKEY };

/* Message and key bytes: a pattern that differs between the two. */
static u8 *shash_test_pattern(struct kunit *test, size_t len, u8 seed)
{
	u8 *buf = kunit_kmalloc(test, len, GFP_KERNEL);
	size_t i;

	KUNIT_ASSERT_NOT_NULL(test, buf);
	for (i = 0; i < len; i++)
		buf[i] = (u8)(i * 29 + seed + (i >> 8));
	return buf;
}

static void shash_test_free_tfm(void *tfm)
{
	crypto_free_shash(tfm);
}

static void shash_test_driver_name(const struct shash_test_alg *alg,
				   char name[CRYPTO_MAX_ALG_NAME])
{
	const char *arch = alg->arch_name();

	snprintf(name, CRYPTO_MAX_ALG_NAME, "%s%s%s", alg->stem,
		 arch ? "-" : "", arch ? arch : "");
}

static bool shash_test_is_sha3(const struct shash_test_alg *alg)
{
	return !strncmp(alg->name, "sha3-", 5);
}

/* The entry of shash_test_algs[] for @name, which must be there. */
static const struct shash_test_alg *shash_test_find(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++)
		if (!strcmp(shash_test_algs[i].name, name))
			return &shash_test_algs[i];
	return NULL;
}

/* Our driver by its driver name, freed when the test ends. */
static struct crypto_shash *shash_test_alloc(struct kunit *test,
					     const struct shash_test_alg *alg)
{
	char name[CRYPTO_MAX_ALG_NAME];
	struct crypto_shash *tfm;

	shash_test_driver_name(alg, name);
	tfm = crypto_alloc_shash(name, 0, 0);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR(tfm), "%s: allocation failed: %ld",
			       name, PTR_ERR(tfm));
	KUNIT_ASSERT_EQ(test, 0,
			kunit_add_action_or_reset(test, shash_test_free_tfm,
						  tfm));
	return tfm;
}

static struct shash_desc *shash_test_desc(struct kunit *test,
					  struct crypto_shash *tfm)
{
	struct shash_desc *desc;

	desc = kunit_kzalloc(test, sizeof(*desc) + crypto_shash_descsize(tfm),
			     GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, desc);
	desc->tfm = tfm;
	return desc;
}

static const int *shash_test_keys(const struct shash_test_alg *alg, size_t *n)
{
	switch (alg->keying) {
	case SHASH_TEST_OPTIONAL_KEY:
		*n = ARRAY_SIZE(shash_test_optional_keys);
		return shash_test_optional_keys;
	case SHASH_TEST_NEEDS_KEY:
		*n = ARRAY_SIZE(shash_test_needed_keys);
		return shash_test_needed_keys;
	default:
		*n = ARRAY_SIZE(shash_test_no_keys);
		return shash_test_no_keys;
	}
}

/* Names, sizes, priority, and the reference the tfm holds on the module. */
static void test_shash_properties(struct kunit *test)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		char name[CRYPTO_MAX_ALG_NAME];
		struct crypto_shash *tfm;
		struct crypto_alg *base;

		shash_test_driver_name(alg, name);
		tfm = shash_test_alloc(test, alg);
		base = crypto_shash_tfm(tfm)->__crt_alg;
		KUNIT_EXPECT_STREQ(test, crypto_shash_driver_name(tfm), name);
		KUNIT_EXPECT_STREQ(test, crypto_shash_alg_name(tfm), alg->name);
		KUNIT_EXPECT_EQ_MSG(test, crypto_shash_digestsize(tfm),
				    alg->digest_size, "%s", name);
		KUNIT_EXPECT_EQ_MSG(test, crypto_shash_statesize(tfm),
				    alg->state_size, "%s", name);
		KUNIT_EXPECT_EQ_MSG(test, base->cra_priority,
				    alg->arch_name() ?
					    KCRYPTO_SHASH_PRIO_ARCH :
					    KCRYPTO_SHASH_PRIO_GENERIC,
				    "%s", name);
		KUNIT_ASSERT_NOT_NULL(test, base->cra_module);
		KUNIT_EXPECT_STREQ(test, module_name(base->cra_module),
				   alg->module);
#ifdef CONFIG_MODULE_UNLOAD
		/* rmmod of the driver is refused while the tfm exists. */
		KUNIT_EXPECT_GT_MSG(test, module_refcount(base->cra_module), 0,
				    "%s", name);
#endif
		kunit_info(test, "%s: %s, priority %d", alg->name, name,
			   base->cra_priority);
	}
}

/*
 * For each key: a fresh tfm, and for each length the digest through
 * crypto_shash_tfm_digest(), init + three updates + final, and init +
 * update + finup, against the library.
 */
static void test_shash_digests(struct kunit *test)
{
	u8 *data = shash_test_pattern(test, SHASH_TEST_MAX_LEN, 1);
	u8 *key = shash_test_pattern(test, SHASH_TEST_MAX_KEY, 77);
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	size_t i, k, l, nkeys;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		const int *keys = shash_test_keys(alg, &nkeys);

		for (k = 0; k < nkeys; k++) {
			struct crypto_shash *tfm = shash_test_alloc(test, alg);
			struct shash_desc *desc = shash_test_desc(test, tfm);
			size_t keylen = keys[k] < 0 ? 0 : keys[k];

			if (keys[k] >= 0)
				KUNIT_ASSERT_EQ_MSG(test, 0,
						    crypto_shash_setkey(tfm,
									key,
									keylen),
						    "%s: key of %zu bytes",
						    alg->name, keylen);
			for (l = 0; l < ARRAY_SIZE(shash_test_lens); l++) {
				unsigned int len = shash_test_lens[l];
				unsigned int a = len / 3, b = len / 2;

				alg->ref(keylen ? key : NULL, keylen, data, len,
					 want);

				memset(got, 0, sizeof(got));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_tfm_digest(tfm,
									data,
									len,
									got));
				KUNIT_EXPECT_MEMEQ_MSG(test, got, want,
						       alg->digest_size,
						       "%s: digest, key %d, len %u",
						       alg->name, keys[k], len);

				memset(got, 0, sizeof(got));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_init(desc));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_update(desc, data,
								    a));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_update(desc,
								    data + a,
								    b - a));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_update(desc,
								    data + b,
								    len - b));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_final(desc, got));
				KUNIT_EXPECT_MEMEQ_MSG(test, got, want,
						       alg->digest_size,
						       "%s: update, key %d, len %u",
						       alg->name, keys[k], len);

				memset(got, 0, sizeof(got));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_init(desc));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_update(desc, data,
								    a));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_finup(desc,
								   data + a,
								   len - a,
								   got));
				KUNIT_EXPECT_MEMEQ_MSG(test, got, want,
						       alg->digest_size,
						       "%s: finup, key %d, len %u",
						       alg->name, keys[k], len);
			}
		}
	}
}

/*
 * Known answers (tests/shash-kat.h, from Python's hashlib and hmac) through
 * crypto_shash_tfm_digest() and through init, an update of one byte, one
 * of the rest and final: the SHA-384/512 drivers are right on their own,
 * not only equal to the library.
 */
static void test_shash_kats(struct kunit *test)
{
	u8 *data = shash_test_pattern(test, SHASH_TEST_MAX_LEN,
				      SHASH_TEST_KAT_DATA_SEED);
	u8 *key = shash_test_pattern(test, SHASH_TEST_MAX_KEY,
				     SHASH_TEST_KAT_KEY_SEED);
	u8 got[HASH_MAX_DIGESTSIZE];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(shash_test_kats); i++) {
		const struct shash_test_alg *alg;
		struct crypto_shash *tfm;
		struct shash_desc *desc;
		unsigned int len = shash_test_kats[i].len;
		int keylen = shash_test_kats[i].keylen;

		alg = shash_test_find(shash_test_kats[i].name);
		KUNIT_ASSERT_NOT_NULL(test, alg);
		KUNIT_ASSERT_GE(test, len, 1U);
		tfm = shash_test_alloc(test, alg);
		desc = shash_test_desc(test, tfm);
		if (keylen != SHASH_TEST_KAT_UNKEYED)
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_setkey(tfm, key, keylen));

		memset(got, 0, sizeof(got));
		KUNIT_ASSERT_EQ(test, 0,
				crypto_shash_tfm_digest(tfm, data, len, got));
		KUNIT_EXPECT_MEMEQ_MSG(test, got, shash_test_kats[i].digest,
				       alg->digest_size,
				       "%s: key %d, len %u: digest", alg->name,
				       keylen, len);

		memset(got, 0, sizeof(got));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_update(desc, data, 1));
		KUNIT_ASSERT_EQ(test, 0,
				crypto_shash_update(desc, data + 1, len - 1));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_final(desc, got));
		KUNIT_EXPECT_MEMEQ_MSG(test, got, shash_test_kats[i].digest,
				       alg->digest_size,
				       "%s: key %d, len %u: update", alg->name,
				       keylen, len);
	}
}

/*
 * Export in the middle of a message, import into another request of the
 * same tfm (what AF_ALG's accept() does), finish there: the digest is the
 * library's, export writes exactly statesize bytes and import reads no more
 * (it reads from a copy in an allocation of that size: KASAN reports an
 * overread).
 */
static void test_shash_export_import(struct kunit *test)
{
	static const unsigned int splits[] = { 0,   1,	 64,  72,  100,
					       128, 129, 136, 144, 1000 };
	const unsigned int len = 1500;
	u8 *data = shash_test_pattern(test, len, 3);
	u8 *key = shash_test_pattern(test, SHASH_TEST_MAX_KEY, 91);
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	size_t i, s;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		struct crypto_shash *tfm = shash_test_alloc(test, alg);
		struct shash_desc *desc1 = shash_test_desc(test, tfm);
		struct shash_desc *desc2 = shash_test_desc(test, tfm);
		unsigned int ssize = crypto_shash_statesize(tfm);
		size_t keylen = alg->keying == SHASH_TEST_UNKEYED ? 0 : 37;
		u8 *state, *exact;

		state = kunit_kmalloc(test, ssize + 16, GFP_KERNEL);
		exact = kunit_kmalloc(test, ssize, GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, state);
		KUNIT_ASSERT_NOT_NULL(test, exact);
		if (keylen)
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_setkey(tfm, key, keylen));
		alg->ref(keylen ? key : NULL, keylen, data, len, want);

		for (s = 0; s < ARRAY_SIZE(splits); s++) {
			unsigned int at = splits[s];

			memset(state, SHASH_TEST_CANARY, ssize + 16);
			KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc1));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_update(desc1, data, at));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_export(desc1, state));
			KUNIT_EXPECT_NULL_MSG(test,
					      memchr_inv(state + ssize,
							 SHASH_TEST_CANARY, 16),
					      "%s: export wrote past statesize",
					      alg->name);
			memcpy(exact, state, ssize);
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_import(desc2, exact));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_finup(desc2, data + at,
							   len - at, got));
			KUNIT_EXPECT_MEMEQ_MSG(test, got, want,
					       alg->digest_size,
					       "%s: import at %u", alg->name,
					       at);
			/* The exported request goes on as it was. */
			memset(got, 0, sizeof(got));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_finup(desc1, data + at,
							   len - at, got));
			KUNIT_EXPECT_MEMEQ_MSG(test, got, want,
					       alg->digest_size,
					       "%s: exported at %u", alg->name,
					       at);
		}
	}
}

/* SHA-224, SHA-256, SHA-384 or SHA-512 (by digest size @ds) of @a, @b. */
static void shash_test_sha2(unsigned int ds, const u8 *a, size_t alen,
			    const u8 *b, size_t blen, u8 *out)
{
	union {
		struct sha224_ctx s224;
		struct sha256_ctx s256;
		struct sha384_ctx s384;
		struct sha512_ctx s512;
	} c;

	switch (ds) {
	case SHA224_DIGEST_SIZE:
		sha224_init(&c.s224);
		sha224_update(&c.s224, a, alen);
		sha224_update(&c.s224, b, blen);
		sha224_final(&c.s224, out);
		break;
	case SHA256_DIGEST_SIZE:
		sha256_init(&c.s256);
		sha256_update(&c.s256, a, alen);
		sha256_update(&c.s256, b, blen);
		sha256_final(&c.s256, out);
		break;
	case SHA384_DIGEST_SIZE:
		sha384_init(&c.s384);
		sha384_update(&c.s384, a, alen);
		sha384_update(&c.s384, b, blen);
		sha384_final(&c.s384, out);
		break;
	default:
		sha512_init(&c.s512);
		sha512_update(&c.s512, a, alen);
		sha512_update(&c.s512, b, blen);
		sha512_final(&c.s512, out);
		break;
	}
}

/* The block size of the SHA-2 hash with digest size @ds. */
static size_t shash_test_sha2_block(unsigned int ds)
{
	return ds > SHA256_DIGEST_SIZE ? SHA512_BLOCK_SIZE : SHA256_BLOCK_SIZE;
}

/* RFC 2104's K0 XOR @x (ipad 0x36, opad 0x5c), one block. */
static void shash_test_hmac_pad(unsigned int ds, const u8 *key, size_t keylen,
				u8 x, u8 pad[SHA512_BLOCK_SIZE])
{
	size_t i, bs = shash_test_sha2_block(ds);

	memset(pad, 0, bs);
	if (keylen > bs)
		shash_test_sha2(ds, key, keylen, NULL, 0, pad);
	else
		memcpy(pad, key, keylen);
	for (i = 0; i < bs; i++)
		pad[i] ^= x;
}

/*
 * RFC 2104 with the inner hash keyed by @ki and the outer one by @ko:
 * H((K0(ko) ^ opad) || H((K0(ki) ^ ipad) || data)). With one key for both
 * it is HMAC, which the test checks against the library first.
 */
static void shash_test_hmac_two_keys(unsigned int ds, const u8 *ki,
				     size_t kilen, const u8 *ko, size_t kolen,
				     const u8 *data, size_t len, u8 *out)
{
	u8 pad[SHA512_BLOCK_SIZE], inner[SHA512_DIGEST_SIZE];
	size_t bs = shash_test_sha2_block(ds);

	shash_test_hmac_pad(ds, ki, kilen, 0x36, pad);
	shash_test_sha2(ds, pad, bs, data, len, inner);
	shash_test_hmac_pad(ds, ko, kolen, 0x5c, pad);
	shash_test_sha2(ds, pad, bs, inner, ds, out);
}

/*
 * HMAC: a state exported from a tfm keyed with A, in the middle of a
 * message, and imported into a tfm keyed with B finishes with B's outer
 * state over A's inner hash, H((K_B ^ opad) || H((K_A ^ ipad) || m))
 * (computed here from RFC 2104 with the library's SHA-2): the export holds
 * the inner hash only, the outer state is the importer's. A driver whose
 * export carried A's outer state too would finish with HMAC under A.
 * Back into a tfm keyed with A, the same state finishes under A.
 */
static void test_shash_hmac_import_rekeyed(struct kunit *test)
{
	static const unsigned int splits[] = { 0, 1, 64, 100, 1000 };
	const unsigned int len = 1500;
	u8 *data = shash_test_pattern(test, len, 21);
	u8 *key_a = shash_test_pattern(test, 37, 22);
	u8 *key_b = shash_test_pattern(test, 80, 23);
	u8 want_a[HASH_MAX_DIGESTSIZE], want_b[HASH_MAX_DIGESTSIZE];
	u8 want_ab[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	size_t i, s;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		struct crypto_shash *tfm_a, *tfm_b;
		struct shash_desc *desc_a, *desc_b, *desc_a2;
		u8 *state;

		if (alg->keying != SHASH_TEST_NEEDS_KEY)
			continue;
		tfm_a = shash_test_alloc(test, alg);
		tfm_b = shash_test_alloc(test, alg);
		desc_a = shash_test_desc(test, tfm_a);
		desc_a2 = shash_test_desc(test, tfm_a);
		desc_b = shash_test_desc(test, tfm_b);
		state = kunit_kmalloc(test, crypto_shash_statesize(tfm_a),
				      GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, state);
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_setkey(tfm_a, key_a, 37));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_setkey(tfm_b, key_b, 80));
		alg->ref(key_a, 37, data, len, want_a);
		alg->ref(key_b, 80, data, len, want_b);
		/* The two-key reference is HMAC when both keys are one. */
		shash_test_hmac_two_keys(alg->digest_size, key_b, 80, key_b, 80,
					 data, len, got);
		KUNIT_ASSERT_MEMEQ(test, got, want_b, alg->digest_size);
		shash_test_hmac_two_keys(alg->digest_size, key_a, 37, key_b, 80,
					 data, len, want_ab);
		KUNIT_ASSERT_MEMNEQ(test, want_ab, want_a, alg->digest_size);
		KUNIT_ASSERT_MEMNEQ(test, want_ab, want_b, alg->digest_size);

		for (s = 0; s < ARRAY_SIZE(splits); s++) {
			unsigned int at = splits[s];

			KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc_a));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_update(desc_a, data, at));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_export(desc_a, state));

			memset(got, 0, sizeof(got));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_import(desc_b, state));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_finup(desc_b, data + at,
							   len - at, got));
			KUNIT_EXPECT_MEMEQ_MSG(test, got, want_ab,
					       alg->digest_size,
					       "%s: A's state at %u, B's key",
					       alg->name, at);

			memset(got, 0, sizeof(got));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_import(desc_a2, state));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_finup(desc_a2, data + at,
							   len - at, got));
			KUNIT_EXPECT_MEMEQ_MSG(test, got, want_a,
					       alg->digest_size,
					       "%s: key A's state at %u under A",
					       alg->name, at);
		}
	}
}

/*
 * Export a request of @desc's tfm, keyed with @key_len bytes of @key, after
 * @len bytes of @data: the state holds no run of KEY_SCAN_RUN key bytes.
 */
static void shash_test_no_key(struct kunit *test, const char *name,
			      struct shash_desc *desc, const u8 *key,
			      unsigned int key_len, const u8 *data,
			      unsigned int len)
{
	unsigned int ssize = crypto_shash_statesize(desc->tfm);
	u8 *state = kunit_kmalloc(test, ssize, GFP_KERNEL);
	long at;

	KUNIT_ASSERT_NOT_NULL(test, state);
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_update(desc, data, len));
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_export(desc, state));
	at = key_scan(state, ssize, key, key_len);
	KUNIT_EXPECT_EQ_MSG(test, at, -1L,
			    "%s: key bytes at %ld, key %u, len %u", name, at,
			    key_len, len);
	kunit_kfree(test, state);
}

/*
 * The exported state of a keyed request holds no byte of the raw key: right
 * after init, after one byte and after a block. BLAKE2b's state is the
 * library's context, whose init_key compresses the key block; HMAC's is
 * the inner hash, past the block K0 ^ ipad. Keys up to the block size,
 * which HMAC does not hash first. That such a state imports and finishes
 * right is test_shash_export_import's.
 */
static void test_shash_export_holds_no_key(struct kunit *test)
{
	static const unsigned int key_lens[] = { KEY_SCAN_RUN, 32,
						 BLAKE2B_KEY_SIZE };
	static const unsigned int lens[] = { 0, 1, 128 };
	u8 *data = shash_test_pattern(test, 128, 31);
	u8 key[BLAKE2B_KEY_SIZE];
	size_t i, k, l;

	key_scan_fill(key, sizeof(key));
	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		struct crypto_shash *tfm;
		struct shash_desc *desc;

		if (alg->keying == SHASH_TEST_UNKEYED)
			continue;
		tfm = shash_test_alloc(test, alg);
		desc = shash_test_desc(test, tfm);
		for (k = 0; k < ARRAY_SIZE(key_lens); k++) {
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_setkey(tfm, key,
							    key_lens[k]));
			for (l = 0; l < ARRAY_SIZE(lens); l++)
				shash_test_no_key(test, alg->name, desc, key,
						  key_lens[k], data, lens[l]);
		}
	}
}

/* Import @len bytes from an allocation of exactly that size: -EINVAL. */
static void shash_test_refused(struct kunit *test, struct shash_desc *desc,
			       const void *blob, size_t len, const char *what)
{
	u8 *exact = kunit_kmalloc(test, len, GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, exact);
	memcpy(exact, blob, len);
	KUNIT_EXPECT_EQ_MSG(test, crypto_shash_import(desc, exact), -EINVAL,
			    "%s: import of %s",
			    crypto_shash_alg_name(desc->tfm), what);
	kunit_kfree(test, exact);
}

/*
 * HMAC states that no export gives: the state of the plain hash of the same
 * layout (SHA-256 or SHA-512) after 10 bytes and after one byte short of a
 * block, and an all-zero state, are refused. For SHA-384/512, a state whose
 * 128-bit count has its high word set has absorbed more than a block: it
 * imports (the driver checks both words, not the low one alone).
 */
static void shash_test_hmac_bad_states(struct kunit *test,
				       const struct shash_test_alg *alg,
				       struct shash_desc *desc, const u8 *data)
{
	bool wide = alg->state_size == SHASH_TEST_SHA512_STATE_SIZE;
	const unsigned int lens[] = {
		10,
		wide ? SHA512_BLOCK_SIZE - 1 : SHA256_BLOCK_SIZE - 1,
	};
	const struct shash_test_alg *sha_alg;
	struct crypto_shash *sha;
	struct shash_desc *sdesc;
	unsigned int ssize;
	char what[48];
	u8 *blob;
	size_t l;

	sha_alg = shash_test_find(wide ? "sha512" : "sha256");
	KUNIT_ASSERT_NOT_NULL(test, sha_alg);
	sha = shash_test_alloc(test, sha_alg);
	sdesc = shash_test_desc(test, sha);
	ssize = crypto_shash_statesize(sha);
	blob = kunit_kzalloc(test, ssize, GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, blob);
	for (l = 0; l < ARRAY_SIZE(lens); l++) {
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(sdesc));
		KUNIT_ASSERT_EQ(test, 0,
				crypto_shash_update(sdesc, data, lens[l]));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_export(sdesc, blob));
		snprintf(what, sizeof(what), "a %s state of %u bytes",
			 sha_alg->name, lens[l]);
		shash_test_refused(test, desc, blob, ssize, what);
	}
	if (wide) {
		/* The high count word, in both layouts. */
		const u64 hi = 1;

		KUNIT_ASSERT_EQ(test, ssize, SHASH_TEST_SHA512_STATE_SIZE);
		memcpy(blob + SHA512_DIGEST_SIZE + sizeof(u64), &hi,
		       sizeof(hi));
		KUNIT_EXPECT_EQ_MSG(test, crypto_shash_import(desc, blob), 0,
				    "%s: import of a state of 2^64 + %u bytes",
				    alg->name, lens[ARRAY_SIZE(lens) - 1]);
	}
	memset(blob, 0, ssize);
	shash_test_refused(test, desc, blob, ssize, "an all-zero state");
}

/*
 * SHA-3 states that no export of @alg gives: the state of another SHA-3
 * digest (another rate), an absorb offset of a block or more (from 6.16,
 * the library's context), also with squeezing begun, or a lane count that
 * does not match the rate (before 6.16), and an all-zero state.
 */
static void shash_test_sha3_bad_states(struct kunit *test,
				       const struct shash_test_alg *alg,
				       struct shash_desc *desc, const u8 *data)
{
	unsigned int bs = crypto_shash_blocksize(desc->tfm);
	unsigned int ssize = crypto_shash_statesize(desc->tfm);
	u8 *good = kunit_kzalloc(test, ssize, GFP_KERNEL);
	u8 *bad = kunit_kzalloc(test, ssize, GFP_KERNEL);
#if KCRYPTO_SHASH_EXPORT_CORE
	struct sha3_ctx *c;
#else
	struct shash_test_sha3_kstate *k;
#endif
	const struct shash_test_alg *other;
	struct crypto_shash *otfm;
	struct shash_desc *odesc;

	KUNIT_ASSERT_NOT_NULL(test, good);
	KUNIT_ASSERT_NOT_NULL(test, bad);
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_update(desc, data, 10));
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_export(desc, good));
	other = shash_test_find(bs == SHA3_512_BLOCK_SIZE ? "sha3-224" :
							    "sha3-512");
	KUNIT_ASSERT_NOT_NULL(test, other);
	otfm = shash_test_alloc(test, other);
	odesc = shash_test_desc(test, otfm);
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(odesc));
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_update(odesc, data, 10));
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_export(odesc, bad));
	shash_test_refused(test, desc, bad, ssize, "another digest's state");
#if KCRYPTO_SHASH_EXPORT_CORE
	KUNIT_ASSERT_EQ(test, ssize, sizeof(*c));
	c = (struct sha3_ctx *)bad;
	memcpy(bad, good, ssize);
	c->ctx.absorb_offset = bs;
	shash_test_refused(test, desc, bad, ssize, "an absorb offset of bs");
	memcpy(bad, good, ssize);
	c->ctx.absorb_offset = 0xff;
	shash_test_refused(test, desc, bad, ssize, "an absorb offset of 255");
	memcpy(bad, good, ssize);
	c->ctx.squeeze_offset = 1;
	shash_test_refused(test, desc, bad, ssize, "a squeezing state");
#else
	KUNIT_ASSERT_EQ(test, ssize, sizeof(*k));
	k = (struct shash_test_sha3_kstate *)bad;
	memcpy(bad, good, ssize);
	k->rsizw++;
	shash_test_refused(test, desc, bad, ssize, "a wrong lane count");
	memcpy(bad, good, ssize);
	k->partial = bs;
	shash_test_refused(test, desc, bad, ssize, "a partial length of bs");
#endif
	memset(bad, 0, ssize);
	shash_test_refused(test, desc, bad, ssize, "an all-zero state");
}

/*
 * Imported states that no export of that driver gives, refused with
 * -EINVAL. The crypto API passes import() a pointer, not a size, so the
 * driver checks the fields it indexes with:
 *  - HMAC: an inner hash that has not absorbed the key block (byte count
 *    below the block size): see shash_test_hmac_bad_states();
 *  - BLAKE2b: buffered byte count (buflen) over a block, a digest length
 *    (outlen) other than the tfm's, as in the state of another BLAKE2b
 *    length, and the finalization flags set;
 *  - SHA-3: see shash_test_sha3_bad_states().
 * After each, an exported state still imports and finishes right.
 */
static void test_shash_import_bad_state(struct kunit *test)
{
	u8 *data = shash_test_pattern(test, SHA512_BLOCK_SIZE, 31);
	u8 *key = shash_test_pattern(test, 32, 32);
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		struct crypto_shash *tfm = shash_test_alloc(test, alg);
		struct shash_desc *desc = shash_test_desc(test, tfm);
		unsigned int ssize = crypto_shash_statesize(tfm);
		u8 *good = kunit_kzalloc(test, ssize, GFP_KERNEL);

		KUNIT_ASSERT_NOT_NULL(test, good);
		if (alg->keying == SHASH_TEST_UNKEYED &&
		    !shash_test_is_sha3(alg))
			continue;
		if (alg->keying != SHASH_TEST_UNKEYED)
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_setkey(tfm, key, 32));

		if (alg->keying == SHASH_TEST_NEEDS_KEY) {
			shash_test_hmac_bad_states(test, alg, desc, data);
		} else if (shash_test_is_sha3(alg)) {
			shash_test_sha3_bad_states(test, alg, desc, data);
		} else {
			struct blake2b_ctx bad;
			const unsigned int outlens[] = {
				0,
				alg->digest_size - 1,
				alg->digest_size + 1,
				alg->digest_size == BLAKE2B_512_HASH_SIZE ?
					BLAKE2B_256_HASH_SIZE :
					BLAKE2B_512_HASH_SIZE,
			};
			size_t o;

			KUNIT_ASSERT_EQ(test, sizeof(bad), ssize);
			KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_export(desc, good));
			memcpy(&bad, good, sizeof(bad));
			bad.buflen = BLAKE2B_BLOCK_SIZE + 1;
			shash_test_refused(test, desc, &bad, sizeof(bad),
					   "buflen 129");
			bad.buflen = UINT_MAX;
			shash_test_refused(test, desc, &bad, sizeof(bad),
					   "buflen UINT_MAX");
			for (o = 0; o < ARRAY_SIZE(outlens); o++) {
				memcpy(&bad, good, sizeof(bad));
				bad.outlen = outlens[o];
				shash_test_refused(test, desc, &bad,
						   sizeof(bad),
						   "another outlen");
			}
			memcpy(&bad, good, sizeof(bad));
			bad.f[0] = ~0ULL;
			shash_test_refused(test, desc, &bad, sizeof(bad),
					   "a finalized state");
			memcpy(&bad, good, sizeof(bad));
			bad.f[1] = ~0ULL;
			shash_test_refused(test, desc, &bad, sizeof(bad),
					   "a state init rejected");
		}

		/* A real export still goes through, after the refusals. */
		alg->ref(key, 32, data, 100, want);
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_update(desc, data, 30));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_export(desc, good));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_import(desc, good));
		memset(got, 0, sizeof(got));
		KUNIT_ASSERT_EQ(test, 0,
				crypto_shash_finup(desc, data + 30, 70, got));
		KUNIT_EXPECT_MEMEQ_MSG(test, got, want, alg->digest_size,
				       "%s: import after refusals", alg->name);
	}
}

#if KCRYPTO_SHASH_EXPORT_CORE
/* A fresh request of @tfm after @len bytes of @data, exported to @state. */
static void shash_test_export_at(struct kunit *test, struct crypto_shash *tfm,
				 const u8 *data, unsigned int len, u8 *state)
{
	struct shash_desc *desc = shash_test_desc(test, tfm);

	KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_update(desc, data, len));
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_export(desc, state));
	kunit_kfree(test, desc);
}

/*
 * @state, a full export of @from after some bytes of a message, imported
 * into a request of @to, which finishes with the @len bytes at @rest: the
 * digest is @want.
 */
static void shash_test_import_finish(struct kunit *test,
				     struct crypto_shash *from,
				     struct crypto_shash *to, const u8 *state,
				     const u8 *rest, unsigned int len,
				     const u8 *want)
{
	struct shash_desc *desc = shash_test_desc(test, to);
	const char *src = crypto_shash_driver_name(from);
	const char *dst = crypto_shash_driver_name(to);
	u8 got[HASH_MAX_DIGESTSIZE] = {};

	KUNIT_ASSERT_EQ_MSG(test, 0, crypto_shash_import(desc, state),
			    "%s -> %s: import, %u bytes left", src, dst, len);
	KUNIT_ASSERT_EQ(test, 0, crypto_shash_finup(desc, rest, len, got));
	KUNIT_EXPECT_MEMEQ_MSG(test, got, want, crypto_shash_digestsize(to),
			       "%s -> %s: digest, %u bytes left", src, dst,
			       len);
	kunit_kfree(test, desc);
}
#endif

/*
 * 6.16+: the SHA-2 drivers' full export is the kernel's block-only layout
 * (<crypto/hash.h>: HASH_STATE_AND_BLOCK()): the core state, which is what
 * crypto_shash_export_core() gives (chained state, whole blocks' byte
 * count), then a block whose first bytes are the partial block (the rest
 * zero: no stale bytes), then the partial block's length. HMAC's is its
 * inner hash's, which has absorbed a block more. Import refuses a length
 * byte of a block or more and a core count that is not a multiple of the
 * block size.
 */
static void test_shash_export_block_layout(struct kunit *test)
{
#if KCRYPTO_SHASH_EXPORT_CORE
	u8 *data = shash_test_pattern(test, 2 * SHA512_BLOCK_SIZE, 41);
	u8 *key = shash_test_pattern(test, 32, 42);
	size_t i;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		bool keyed = alg->keying == SHASH_TEST_NEEDS_KEY;
		struct crypto_shash *tfm;
		struct shash_desc *desc;
		unsigned int bs, ssize, core, cnt, partial, len, b;
		u8 *state, *bad, *core_state;
		u64 count, want_count;

		if (alg->keying == SHASH_TEST_OPTIONAL_KEY ||
		    shash_test_is_sha3(alg))
			continue;
		tfm = shash_test_alloc(test, alg);
		desc = shash_test_desc(test, tfm);
		if (keyed)
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_setkey(tfm, key, 32));
		bs = crypto_shash_blocksize(tfm);
		ssize = crypto_shash_statesize(tfm);
		core = ssize - bs - 1;
		cnt = bs == SHA256_BLOCK_SIZE ? SHA256_DIGEST_SIZE :
						SHA512_DIGEST_SIZE;
		KUNIT_ASSERT_EQ_MSG(test, core,
				    bs == SHA256_BLOCK_SIZE ?
					    SHASH_TEST_SHA256_CORE_SIZE :
					    SHASH_TEST_SHA512_CORE_SIZE,
				    "%s: core state size", alg->name);
		/* A block and a half plus 3: both parts non-empty. */
		len = bs + bs / 2 + 3;
		partial = len % bs;
		state = kunit_kzalloc(test, ssize, GFP_KERNEL);
		bad = kunit_kzalloc(test, ssize, GFP_KERNEL);
		core_state =
			kunit_kzalloc(test, HASH_MAX_STATESIZE, GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, state);
		KUNIT_ASSERT_NOT_NULL(test, bad);
		KUNIT_ASSERT_NOT_NULL(test, core_state);

		KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_update(desc, data, len));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_export(desc, state));
		KUNIT_ASSERT_EQ(test, 0,
				crypto_shash_export_core(desc, core_state));
		KUNIT_EXPECT_MEMEQ_MSG(test, state, core_state, core,
				       "%s: core state of the full export",
				       alg->name);
		memcpy(&count, state + cnt, sizeof(count));
		want_count = len - partial + (keyed ? bs : 0);
		KUNIT_EXPECT_EQ_MSG(test, count, want_count,
				    "%s: count of the full export", alg->name);
		KUNIT_EXPECT_EQ_MSG(test, state[ssize - 1], partial,
				    "%s: length byte", alg->name);
		KUNIT_EXPECT_MEMEQ_MSG(test, state + core, data + len - partial,
				       partial, "%s: partial block", alg->name);
		KUNIT_EXPECT_NULL_MSG(test,
				      memchr_inv(state + core + partial, 0,
						 bs - partial),
				      "%s: block area past the partial block",
				      alg->name);

		/* What no export gives: lengths bs, bs + 1 and 255. */
		for (b = 0; b < 3; b++) {
			memcpy(bad, state, ssize);
			bad[ssize - 1] = b < 2 ? bs + b : 0xff;
			shash_test_refused(test, desc, bad, ssize,
					   "a length byte of a block or more");
		}
		memcpy(bad, state, ssize);
		count = want_count + partial;
		memcpy(bad + cnt, &count, sizeof(count));
		bad[ssize - 1] = 0;
		shash_test_refused(test, desc, bad, ssize,
				   "a core count past a block boundary");
		kunit_kfree(test, core_state);
		kunit_kfree(test, bad);
		kunit_kfree(test, state);
	}
#else
	kunit_skip(test, "the state before 6.16 has no length byte");
#endif
}

/*
 * 6.16+: a full export moves between the kernel's own driver of the same
 * algorithm ("<alg>-lib", 6.17+, where the kernel has it) and ours, both
 * ways, in the middle of a message: the statesize is the same, the bytes
 * that carry the state (core state, partial block, length byte) are the
 * same, and the importer finishes with the right digest.
 */
static void test_shash_export_kernel_lib(struct kunit *test)
{
#if KCRYPTO_SHASH_EXPORT_CORE
	static const unsigned int splits[] = {
		0, 1, 63, 64, 100, 128, 129, 1000
	};
	const unsigned int len = 1500;
	u8 *data = shash_test_pattern(test, len, 43);
	u8 *key = shash_test_pattern(test, 37, 44);
	u8 want[HASH_MAX_DIGESTSIZE];
	unsigned int found = 0;
	size_t i, s;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		bool keyed = alg->keying == SHASH_TEST_NEEDS_KEY;
		struct crypto_shash *tfm[2];
		char name[CRYPTO_MAX_ALG_NAME];
		unsigned int ssize, bs, core, k;
		u8 *state[2];

		if (alg->keying == SHASH_TEST_OPTIONAL_KEY)
			continue;
		snprintf(name, sizeof(name), "%.*s-lib",
			 (int)(strlen(alg->stem) - strlen("-kcrypto")),
			 alg->stem);
		tfm[1] = crypto_alloc_shash(name, 0, 0);
		if (IS_ERR(tfm[1])) {
			kunit_info(test, "%s: no %s here: %ld", alg->name, name,
				   PTR_ERR(tfm[1]));
			continue;
		}
		KUNIT_ASSERT_EQ(test, 0,
				kunit_add_action_or_reset(test,
							  shash_test_free_tfm,
							  tfm[1]));
		found++;
		tfm[0] = shash_test_alloc(test, alg);
		ssize = crypto_shash_statesize(tfm[0]);
		KUNIT_EXPECT_EQ_MSG(test, ssize, crypto_shash_statesize(tfm[1]),
				    "%s: statesize of ours and of %s",
				    alg->name, name);
		if (ssize != crypto_shash_statesize(tfm[1]))
			continue;
		bs = crypto_shash_blocksize(tfm[0]);
		core = ssize - bs - 1;
		for (k = 0; k < 2; k++) {
			if (keyed)
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_setkey(tfm[k], key,
								    37));
			state[k] = kunit_kzalloc(test, ssize, GFP_KERNEL);
			KUNIT_ASSERT_NOT_NULL(test, state[k]);
		}
		alg->ref(keyed ? key : NULL, keyed ? 37 : 0, data, len, want);

		for (s = 0; s < ARRAY_SIZE(splits); s++) {
			unsigned int at = splits[s], partial = at % bs;

			for (k = 0; k < 2; k++)
				shash_test_export_at(test, tfm[k], data, at,
						     state[k]);
			KUNIT_EXPECT_MEMEQ_MSG(test, state[0], state[1],
					       core + partial,
					       "%s: export at %u: ours, %s",
					       alg->name, at, name);
			KUNIT_EXPECT_EQ_MSG(test, state[0][ssize - 1],
					    state[1][ssize - 1],
					    "%s: length byte at %u: ours, %s",
					    alg->name, at, name);
			/* Each export into the other driver. */
			for (k = 0; k < 2; k++)
				shash_test_import_finish(test, tfm[k], tfm[!k],
							 state[k], data + at,
							 len - at, want);
		}
		kunit_info(test, "%s: full exports moved both ways with %s",
			   alg->name, name);
	}
	if (!found)
		kunit_skip(test, "the kernel has no SHA-2 *-lib driver");
#else
	kunit_skip(test, "the kernel's SHA-2 state before 6.16 differs");
#endif
}

/* A SHA-3 library context for the digest of @ds bytes. */
static void shash_test_sha3_init(struct sha3_ctx *ctx, unsigned int ds)
{
	switch (ds) {
	case SHA3_224_DIGEST_SIZE:
		sha3_224_init(ctx);
		break;
	case SHA3_256_DIGEST_SIZE:
		sha3_256_init(ctx);
		break;
	case SHA3_384_DIGEST_SIZE:
		sha3_384_init(ctx);
		break;
	default:
		sha3_512_init(ctx);
		break;
	}
}

#if !KCRYPTO_SHASH_EXPORT_CORE
/*
 * @state, a full export at a block boundary, given the @partial bytes at
 * @p as the kernel's drivers of 6.1 and 6.12 keep them: apart from the
 * state, in the buffer, with their count.
 */
static void shash_test_sha3_put_partial(u8 *state, const u8 *p,
					unsigned int partial)
{
	struct shash_test_sha3_kstate *k = (void *)state;

	memcpy(k->buf, p, partial);
	k->partial = partial;
}
#endif

/*
 * The SHA-3 drivers' full export after a block and a half plus 3 bytes is
 * the library's state in the kernel's layout: from 6.16 the library's
 * context (whose 200 state bytes crypto_shash_export_core() gives), as
 * 7.3's drivers export theirs; before, the lanes in CPU order, the rate in
 * bytes and lanes, the partial length and a zero buffer (the partial bytes
 * are XORed into the state). Before 6.16 a state with the partial block
 * kept apart, as the kernel's drivers of 6.1 and 6.12 export it, imports
 * and finishes right; on 6.16+ so does a core state through
 * import_core().
 */
static void test_shash_sha3_state_layout(struct kunit *test)
{
	u8 *data = shash_test_pattern(test, 1000, 45);
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		struct crypto_shash *tfm;
		struct shash_desc *desc;
		struct sha3_ctx lib;
		unsigned int bs, ssize, len, partial, whole;
		u8 *state;

		if (!shash_test_is_sha3(alg))
			continue;
		tfm = shash_test_alloc(test, alg);
		desc = shash_test_desc(test, tfm);
		bs = crypto_shash_blocksize(tfm);
		ssize = crypto_shash_statesize(tfm);
		len = bs + bs / 2 + 3;
		partial = len % bs;
		whole = len - partial;
		state = kunit_kzalloc(test, ssize, GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, state);
		alg->ref(NULL, 0, data, 1000, want);
		shash_test_sha3_init(&lib, alg->digest_size);
		sha3_update(&lib, data, len);

		KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_update(desc, data, len));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_export(desc, state));
#if KCRYPTO_SHASH_EXPORT_CORE
		{
			u8 *core = kunit_kzalloc(test, HASH_MAX_STATESIZE,
						 GFP_KERNEL);

			KUNIT_ASSERT_NOT_NULL(test, core);
			KUNIT_EXPECT_EQ_MSG(test, ssize, sizeof(lib),
					    "%s: statesize", alg->name);
			KUNIT_EXPECT_MEMEQ_MSG(test, state, &lib,
					       sizeof(struct __sha3_ctx),
					       "%s: the library's context",
					       alg->name);
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_export_core(desc, core));
			KUNIT_EXPECT_MEMEQ_MSG(test, core, state,
					       SHA3_STATE_SIZE,
					       "%s: core state", alg->name);

			/* A core state at a block boundary, import_core(). */
			KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_update(desc, data, whole));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_export_core(desc, core));
			memset(shash_desc_ctx(desc), 0xff,
			       crypto_shash_descsize(tfm));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_import_core(desc, core));
			memset(got, 0, sizeof(got));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_finup(desc, data + whole,
							   1000 - whole, got));
			KUNIT_EXPECT_MEMEQ_MSG(test, got, want,
					       alg->digest_size,
					       "%s: import_core at %u",
					       alg->name, whole);
			kunit_kfree(test, core);
		}
#else
		{
			const struct shash_test_sha3_kstate *k = (void *)state;
			size_t w;

			KUNIT_EXPECT_EQ_MSG(test, ssize, sizeof(*k),
					    "%s: statesize", alg->name);
			for (w = 0; w < ARRAY_SIZE(k->st); w++) {
				const __le64 *lane = &lib.ctx.state.words[w];

				KUNIT_EXPECT_EQ_MSG(test, k->st[w],
						    le64_to_cpu(*lane),
						    "%s: lane %zu", alg->name,
						    w);
			}
			KUNIT_EXPECT_EQ_MSG(test, k->rsiz, bs, "%s: rsiz",
					    alg->name);
			KUNIT_EXPECT_EQ_MSG(test, k->rsizw, bs / 8, "%s: rsizw",
					    alg->name);
			KUNIT_EXPECT_EQ_MSG(test, k->partial, partial,
					    "%s: partial", alg->name);
			KUNIT_EXPECT_NULL_MSG(test,
					      memchr_inv(k->buf, 0,
							 sizeof(k->buf)),
					      "%s: buffer", alg->name);
		}
#endif
		sha3_zeroize_ctx(&lib);

#if !KCRYPTO_SHASH_EXPORT_CORE
		/* The partial block apart from the state. */
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
		KUNIT_ASSERT_EQ(test, 0,
				crypto_shash_update(desc, data, whole));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_export(desc, state));
		shash_test_sha3_put_partial(state, data + whole, partial);
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_init(desc));
		KUNIT_ASSERT_EQ(test, 0, crypto_shash_import(desc, state));
		memset(got, 0, sizeof(got));
		KUNIT_ASSERT_EQ(test, 0,
				crypto_shash_finup(desc, data + len, 1000 - len,
						   got));
		KUNIT_EXPECT_MEMEQ_MSG(test, got, want, alg->digest_size,
				       "%s: partial block apart, %u + %u",
				       alg->name, whole, partial);
#endif
		kunit_kfree(test, state);
	}
}

/*
 * HMAC (RFC 2104) over the SHA-3 digests, FIPS 202 rate as the block:
 * H((K0 ^ opad) || H((K0 ^ ipad) || m)), K0 the key zero-padded to the
 * rate, or its digest when longer.
 */
static void shash_test_hmac_sha3(unsigned int ds, unsigned int bs,
				 const u8 *key, size_t keylen, const u8 *data,
				 size_t len, u8 *out)
{
	u8 k0[SHA3_224_BLOCK_SIZE] = {}, pad[SHA3_224_BLOCK_SIZE];
	u8 inner[SHA3_512_DIGEST_SIZE];
	struct sha3_ctx ctx;
	size_t i;

	if (keylen > bs) {
		shash_test_sha3_init(&ctx, ds);
		sha3_update(&ctx, key, keylen);
		sha3_final(&ctx, k0);
	} else if (keylen) {
		memcpy(k0, key, keylen);
	}
	for (i = 0; i < bs; i++)
		pad[i] = k0[i] ^ 0x36;
	shash_test_sha3_init(&ctx, ds);
	sha3_update(&ctx, pad, bs);
	sha3_update(&ctx, data, len);
	sha3_final(&ctx, inner);
	for (i = 0; i < bs; i++)
		pad[i] = k0[i] ^ 0x5c;
	shash_test_sha3_init(&ctx, ds);
	sha3_update(&ctx, pad, bs);
	sha3_update(&ctx, inner, ds);
	sha3_final(&ctx, out);
}

/*
 * The hmac template's instance over our driver @drv, by the name that
 * reaches it. Before 6.16 the instance's driver name is "hmac(<drv>)", and
 * asking for that creates it. From 6.16 (7.3 here) the template names its
 * shash instance "hmac-shash(<drv>)": asking for "hmac(<drv>)" creates it
 * but fails with -EEXIST, which matches neither its name
 * ("hmac(sha3-224)") nor its driver name, again on every later request; the
 * kernel's own sha3-224-lib and sha256-lib get the same -EEXIST for
 * "hmac(sha3-224-lib)" and "hmac(sha256-lib)" (seen in UML 7.3), so no name
 * of ours collides. Asserted as the documented outcome, after which the
 * instance answers to its driver name. The failed request's module
 * references are gone once the instance is allocated: the module still
 * unloads (Documentation/kernel.md).
 */
static struct crypto_shash *shash_test_hmac_instance(struct kunit *test,
						     const char *drv)
{
	char name[CRYPTO_MAX_ALG_NAME], inst[CRYPTO_MAX_ALG_NAME];
	struct crypto_shash *tfm;

	KUNIT_ASSERT_LT(test, snprintf(name, sizeof(name), "hmac(%s)", drv),
			CRYPTO_MAX_ALG_NAME);
	KUNIT_ASSERT_LT(test,
			snprintf(inst, sizeof(inst), "%s(%s)",
				 KCRYPTO_SHASH_EXPORT_CORE ? "hmac-shash" :
							     "hmac",
				 drv),
			CRYPTO_MAX_ALG_NAME);
	tfm = crypto_alloc_shash(name, 0, 0);
	if (KCRYPTO_SHASH_EXPORT_CORE) {
		KUNIT_ASSERT_EQ_MSG(test, PTR_ERR_OR_ZERO(tfm), -EEXIST,
				    "%s: 6.16+ answers -EEXIST", name);
		tfm = crypto_alloc_shash(inst, 0, 0);
	}
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR(tfm), "%s: %ld", inst,
			       PTR_ERR(tfm));
	KUNIT_ASSERT_EQ(test, 0,
			kunit_add_action_or_reset(test, shash_test_free_tfm,
						  tfm));
	/* The instance over our driver, not over another one. */
	KUNIT_EXPECT_STREQ(test, crypto_shash_driver_name(tfm), inst);
	return tfm;
}

/*
 * The kernel's hmac template over our SHA-3 drivers (its instance
 * "hmac(sha3-256-kcrypto)", "hmac-shash(...)" from 6.16): it keeps its
 * padded keys as our states, through export_core()/import_core() on 6.16+
 * and export()/import() before, and must give RFC 2104's MAC for keys
 * shorter than, equal to and longer than the rate.
 */
static void test_shash_sha3_hmac_template(struct kunit *test)
{
	static const unsigned int lens[] = { 0, 1, 136, 1000 };
	u8 *key = shash_test_pattern(test, 200, 46);
	u8 *data = shash_test_pattern(test, 1000, 47);
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	size_t i, k, l;

	if (!IS_ENABLED(CONFIG_CRYPTO_HMAC))
		kunit_skip(test, "no hmac template (CONFIG_CRYPTO_HMAC)");
	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		char drv[CRYPTO_MAX_ALG_NAME];
		struct crypto_shash *tfm;
		const char *name;
		unsigned int bs, keylens[3];

		if (!shash_test_is_sha3(alg))
			continue;
		shash_test_driver_name(alg, drv);
		tfm = shash_test_hmac_instance(test, drv);
		name = crypto_shash_driver_name(tfm);
		bs = crypto_shash_blocksize(tfm);
		keylens[0] = 20;
		keylens[1] = bs;
		keylens[2] = bs + 1;
		for (k = 0; k < ARRAY_SIZE(keylens); k++) {
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_setkey(tfm, key,
							    keylens[k]));
			for (l = 0; l < ARRAY_SIZE(lens); l++) {
				shash_test_hmac_sha3(alg->digest_size, bs, key,
						     keylens[k], data, lens[l],
						     want);
				memset(got, 0, sizeof(got));
				KUNIT_ASSERT_EQ(test, 0,
						crypto_shash_tfm_digest(tfm,
									data,
									lens[l],
									got));
				KUNIT_EXPECT_MEMEQ_MSG(test, got, want,
						       alg->digest_size,
						       "%s: key %u, len %u",
						       name, keylens[k],
						       lens[l]);
			}
		}
		kunit_info(test, "%s: %s", alg->name, name);
	}
}

/*
 * A BLAKE2b key longer than 64 bytes: setkey fails with -EINVAL (no WARN:
 * the driver checks before the library sees it) and the tfm keeps the key
 * it had, here a 32-byte key.
 */
static void test_shash_blake2b_bad_key(struct kunit *test)
{
	static const unsigned int bad[] = { BLAKE2B_KEY_SIZE + 1, 128, 1000 };
	u8 *key = shash_test_pattern(test, SHASH_TEST_MAX_KEY, 5);
	u8 *data = shash_test_pattern(test, 100, 6);
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	size_t i, b;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		struct crypto_shash *tfm;

		if (alg->keying != SHASH_TEST_OPTIONAL_KEY)
			continue;
		tfm = shash_test_alloc(test, alg);

		/* Before any key: it stays unkeyed. */
		KUNIT_EXPECT_EQ(test, crypto_shash_setkey(tfm, key, bad[0]),
				-EINVAL);
		alg->ref(NULL, 0, data, 100, want);
		KUNIT_ASSERT_EQ(test, 0,
				crypto_shash_tfm_digest(tfm, data, 100, got));
		KUNIT_EXPECT_MEMEQ_MSG(test, got, want, alg->digest_size,
				       "%s: unkeyed after a bad setkey",
				       alg->name);

		KUNIT_ASSERT_EQ(test, 0, crypto_shash_setkey(tfm, key, 32));
		alg->ref(key, 32, data, 100, want);
		for (b = 0; b < ARRAY_SIZE(bad); b++) {
			KUNIT_EXPECT_EQ_MSG(test,
					    crypto_shash_setkey(tfm, key,
								bad[b]),
					    -EINVAL, "%s: key of %u bytes",
					    alg->name, bad[b]);
			memset(got, 0, sizeof(got));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_tfm_digest(tfm, data, 100,
								got));
			KUNIT_EXPECT_MEMEQ_MSG(test, got, want,
					       alg->digest_size,
					       "%s: key after a bad setkey",
					       alg->name);
		}
	}
}

/*
 * HMAC: without setkey the crypto API refuses the tfm (-ENOKEY); a 0-byte
 * key and a 1000-byte key (hashed first, RFC 2104) are valid and give the
 * library's MAC.
 */
static void test_shash_hmac_keys(struct kunit *test)
{
	static const unsigned int keylens[] = { 0, SHASH_TEST_MAX_KEY };
	u8 *key = shash_test_pattern(test, SHASH_TEST_MAX_KEY, 11);
	u8 *data = shash_test_pattern(test, 200, 12);
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	size_t i, k;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		struct crypto_shash *tfm;
		struct shash_desc *desc;

		if (alg->keying != SHASH_TEST_NEEDS_KEY)
			continue;
		tfm = shash_test_alloc(test, alg);
		desc = shash_test_desc(test, tfm);
		KUNIT_EXPECT_EQ_MSG(test,
				    crypto_shash_tfm_digest(tfm, data, 200,
							    got),
				    -ENOKEY, "%s without a key", alg->name);
		KUNIT_EXPECT_EQ_MSG(test, crypto_shash_init(desc), -ENOKEY,
				    "%s without a key", alg->name);
		for (k = 0; k < ARRAY_SIZE(keylens); k++) {
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_setkey(tfm, key,
							    keylens[k]));
			alg->ref(keylens[k] ? key : NULL, keylens[k], data, 200,
				 want);
			memset(got, 0, sizeof(got));
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_tfm_digest(tfm, data, 200,
								got));
			KUNIT_EXPECT_MEMEQ_MSG(test, got, want,
					       alg->digest_size,
					       "%s: key of %u bytes", alg->name,
					       keylens[k]);
		}
	}
}

/*
 * The plain algorithm name gets our driver, unless another one ranks
 * higher (then it is named, and must really rank higher: at the same
 * priority, which one wins would depend on the order of registration).
 */
static void test_shash_wins_by_name(struct kunit *test)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(shash_test_algs); i++) {
		const struct shash_test_alg *alg = &shash_test_algs[i];
		struct crypto_shash *ours = shash_test_alloc(test, alg);
		struct crypto_shash *tfm;
		int prio, our_prio;

		tfm = crypto_alloc_shash(alg->name, 0, 0);
		KUNIT_ASSERT_FALSE_MSG(test, IS_ERR(tfm), "%s: %ld", alg->name,
				       PTR_ERR(tfm));
		prio = crypto_shash_tfm(tfm)->__crt_alg->cra_priority;
		our_prio = crypto_shash_tfm(ours)->__crt_alg->cra_priority;
		if (strcmp(crypto_shash_driver_name(tfm),
			   crypto_shash_driver_name(ours))) {
			kunit_info(test, "%s: %s (priority %d) ranks above %s",
				   alg->name, crypto_shash_driver_name(tfm),
				   prio, crypto_shash_driver_name(ours));
			KUNIT_EXPECT_GT_MSG(test, prio, our_prio,
					    "%s: %s won at %d, ours: %d (no tie)",
					    alg->name,
					    crypto_shash_driver_name(tfm), prio,
					    our_prio);
		}
		crypto_free_shash(tfm);
	}
}

#if defined(KCRYPTO_SHA256_ARCH_HOOKS) || defined(KCRYPTO_SHA512_ARCH_HOOKS)
/*
 * 12 KiB through each driver of @names opens at least three of @arch's SIMD
 * sections (the glue's are at most 4 KiB each); @path is its path in use,
 * and the case skips when that is the generic code.
 */
static void shash_test_arch_sections(struct kunit *test,
				     const struct kcrypto_arch_test *arch,
				     const char *path,
				     const char *const names[4])
{
	const size_t len = 3 * 4096;
	u8 *data, *key, out[SHA512_DIGEST_SIZE];
	unsigned long before, opened;
	size_t i;

	if (!strcmp(kcrypto_arch_impl(arch), "generic"))
		kunit_skip(test, "the %s library uses no arch code here",
			   names[1]);
	data = shash_test_pattern(test, len, 3);
	key = shash_test_pattern(test, 32, 4);
	for (i = 0; i < 4; i++) {
		const struct shash_test_alg *alg = shash_test_find(names[i]);
		struct crypto_shash *tfm;

		KUNIT_ASSERT_NOT_NULL(test, alg);
		tfm = shash_test_alloc(test, alg);
		if (alg->keying == SHASH_TEST_NEEDS_KEY)
			KUNIT_ASSERT_EQ(test, 0,
					crypto_shash_setkey(tfm, key, 32));
		before = kcrypto_arch_sections(arch);
		KUNIT_ASSERT_EQ(test, 0,
				crypto_shash_tfm_digest(tfm, data, len, out));
		opened = kcrypto_arch_sections(arch) - before;
		KUNIT_EXPECT_GE_MSG(test, opened, 3UL,
				    "%s: 12 KiB through %s opened %lu SIMD sections",
				    names[i], crypto_shash_driver_name(tfm),
				    opened);
		kunit_info(test, "%s: %lu %s sections for 12 KiB", names[i],
			   opened, path);
	}
}
#endif

/*
 * The SHA-256 drivers reach the library's arch code: hashing through them
 * opens the glue's SIMD sections (x86-64 SHA-NI, AVX2 or SSSE3, also in
 * UML; arm64 CE; ARM NEON).
 */
static void test_shash_sha256_arch_sections(struct kunit *test)
{
#ifdef KCRYPTO_SHA256_ARCH_HOOKS
	static const char *const names[] = { "sha224", "sha256", "hmac(sha224)",
					     "hmac(sha256)" };

	shash_test_arch_sections(test, KCRYPTO_SHA256_ARCH_TEST,
				 sha256_arch_name(), names);
#else
	kunit_skip(test, "no SHA-256 arch code in this build");
#endif
}

/* The same for the SHA-384/512 drivers and the SHA-512 arch code. */
static void test_shash_sha512_arch_sections(struct kunit *test)
{
#ifdef KCRYPTO_SHA512_ARCH_HOOKS
	static const char *const names[] = { "sha384", "sha512", "hmac(sha384)",
					     "hmac(sha512)" };

	shash_test_arch_sections(test, KCRYPTO_SHA512_ARCH_TEST,
				 sha512_arch_name(), names);
#else
	kunit_skip(test, "no SHA-512 arch code in this build");
#endif
}

static struct kunit_case shash_test_cases[] = {
	KUNIT_CASE(test_shash_properties),
	KUNIT_CASE(test_shash_digests),
	KUNIT_CASE(test_shash_kats),
	KUNIT_CASE(test_shash_export_import),
	KUNIT_CASE(test_shash_hmac_import_rekeyed),
	KUNIT_CASE(test_shash_export_holds_no_key),
	KUNIT_CASE(test_shash_import_bad_state),
	KUNIT_CASE(test_shash_export_block_layout),
	KUNIT_CASE(test_shash_export_kernel_lib),
	KUNIT_CASE(test_shash_sha3_state_layout),
	KUNIT_CASE(test_shash_sha3_hmac_template),
	KUNIT_CASE(test_shash_blake2b_bad_key),
	KUNIT_CASE(test_shash_hmac_keys),
	KUNIT_CASE(test_shash_wins_by_name),
	KUNIT_CASE(test_shash_sha256_arch_sections),
	KUNIT_CASE(test_shash_sha512_arch_sections),
	{},
};

static struct kunit_suite shash_test_suite = {
	.name = "kcrypto_shash",
	.test_cases = shash_test_cases,
};

kunit_test_suite(shash_test_suite);

MODULE_DESCRIPTION("KUnit tests of kcrypto's crypto API drivers");
MODULE_LICENSE("Dual MIT/GPL");
