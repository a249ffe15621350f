// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * For the kernel tree whose SHA-2, SHA-3 and BLAKE2 library is kcrypto's
 * (tools/uml/in-place.sh): each crypto API hash that the kernel's own
 * drivers build over that library was self-tested by testmgr, passed, and
 * gives the known digest of "abc". HMAC-SHA3 has no driver of its own: the
 * hmac template's instance over the kernel's sha3-256-lib answers it.
 *
 * The digests were computed with Python's hashlib and hmac (the HMACs and
 * the keyed BLAKE2b with the key "key").
 */
#include <crypto/hash.h>
#include <kunit/test.h>
#include <linux/crypto.h>
#include <linux/hex.h>
#include <linux/string.h>

struct in_place_case {
	const char *alg;
	const char *key;
	const char *digest;
};

static const struct in_place_case in_place_cases[] = {
	{ "sha224", NULL,
	  "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7" },
	{ "sha256", NULL,
	  "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" },
	{ "sha384", NULL,
	  "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed"
	  "8086072ba1e7cc2358baeca134c825a7" },
	{ "sha512", NULL,
	  "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
	  "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f" },
	{ "hmac(sha224)", "key",
	  "f524670b7e34f31467de0aa96593861cf65117d414fb2d86158d760e" },
	{ "hmac(sha256)", "key",
	  "9c196e32dc0175f86f4b1cb89289d6619de6bee699e4c378e68309ed97a1a6ab" },
	{ "hmac(sha384)", "key",
	  "30ddb9c8f347cffbfb44e519d814f074cf4047a55d6f563324f1c6a33920e5ed"
	  "fb2a34bac60bdc96cd33a95623d7d638" },
	{ "hmac(sha512)", "key",
	  "3926a207c8c42b0c41792cbd3e1a1aaaf5f7a25704f62dfc939c4987dd7ce060"
	  "009c5bb1c2447355b3216f10b537e9afa7b64a4e5391b0d631172d07939e087a" },
	{ "sha3-224", NULL,
	  "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf" },
	{ "sha3-256", NULL,
	  "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532" },
	{ "sha3-384", NULL,
	  "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b2"
	  "98d88cea927ac7f539f1edf228376d25" },
	{ "sha3-512", NULL,
	  "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
	  "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0" },
	{ "hmac(sha3-256)", "key",
	  "09b6dbab8d11795ca7c8d82f1cf91682013c7cb980abbb25473be4ae7f7b5683" },
	{ "blake2b-160", NULL, "384264f676f39536840523f284921cdc68b6846b" },
	{ "blake2b-256", "key",
	  "0330531d097355a3f72e80d55c1245ccf79f1704431c6e3887938320442c23c0" },
	{ "blake2b-384", NULL,
	  "6f56a82c8e7ef526dfe182eb5212f7db9df1317e57815dbda46083fc30f54ee6"
	  "c66ba83be64b302d7cba6ce15bb556f4" },
	{ "blake2b-512", NULL,
	  "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1"
	  "7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923" },
};

static void in_place_case_desc(const struct in_place_case *c, char *desc)
{
	strscpy(desc, c->alg, KUNIT_PARAM_DESC_SIZE);
}

KUNIT_ARRAY_PARAM(in_place, in_place_cases, in_place_case_desc);

/* @driver ends in @suffix. */
static bool in_place_ends_with(const char *driver, const char *suffix)
{
	size_t n = strlen(driver), k = strlen(suffix);

	return n > k && !strcmp(driver + n - k, suffix);
}

/*
 * crypto_alloc_shash() hands out only an algorithm that passed its
 * self-test; CRYPTO_ALG_TESTED says testmgr ran it. The answering driver
 * must be the kernel's own, over the library: "*-lib", or the hmac
 * template's instance over one, "hmac...(*-lib)".
 */
static void test_in_place_shash(struct kunit *test)
{
	const struct in_place_case *c = test->param_value;
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	size_t len = strlen(c->digest) / 2;
	struct crypto_shash *tfm;
	const char *driver;

	KUNIT_ASSERT_LE(test, len, sizeof(want));
	KUNIT_ASSERT_EQ(test, hex2bin(want, c->digest, len), 0);
	tfm = crypto_alloc_shash(c->alg, 0, 0);
	KUNIT_ASSERT_FALSE_MSG(test, IS_ERR(tfm), "%s: error %ld", c->alg,
			       PTR_ERR(tfm));
	driver = crypto_shash_driver_name(tfm);
	kunit_info(test, "%s answered by %s", c->alg, driver);
	KUNIT_EXPECT_TRUE(test, crypto_shash_alg(tfm)->base.cra_flags &
					CRYPTO_ALG_TESTED);
	KUNIT_EXPECT_TRUE_MSG(test,
			      in_place_ends_with(driver, "-lib") ||
				      in_place_ends_with(driver, "-lib)"),
			      "%s: driver %s", c->alg, driver);
	KUNIT_EXPECT_EQ(test, crypto_shash_digestsize(tfm), len);
	if (c->key)
		KUNIT_ASSERT_EQ(test,
				crypto_shash_setkey(tfm, (const u8 *)c->key,
						    strlen(c->key)),
				0);
	KUNIT_ASSERT_EQ(test,
			crypto_shash_tfm_digest(tfm, (const u8 *)"abc", 3, got),
			0);
	KUNIT_EXPECT_MEMEQ(test, got, want, len);
	crypto_free_shash(tfm);
}

static struct kunit_case in_place_test_cases[] = {
	KUNIT_CASE_PARAM(test_in_place_shash, in_place_gen_params),
	{},
};

static struct kunit_suite in_place_test_suite = {
	.name = "kcrypto-in-place",
	.test_cases = in_place_test_cases,
};
kunit_test_suite(in_place_test_suite);

MODULE_DESCRIPTION("The kernel's hash drivers over kcrypto's library");
MODULE_LICENSE("Dual MIT/GPL");
