// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A KUnit file from outside the tree, built by check-install.sh against the
 * installed kcrypto-kunit.pc alone: the digests of "abc" (FIPS 180-4,
 * appendix B.1; RFC 7693, appendix A) through the kernel's API.
 */
#include <crypto/blake2b.h>
#include <crypto/sha2.h>
#include <kunit/test.h>
#include <linux/module.h>

static const u8 install_abc[3] = { 'a', 'b', 'c' };

static void test_install_sha256_abc(struct kunit *test)
{
	static const u8 want[SHA256_DIGEST_SIZE] = {
		0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea,
		0x41, 0x41, 0x40, 0xde, 0x5d, 0xae, 0x22, 0x23,
		0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17, 0x7a, 0x9c,
		0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad,
	};
	u8 out[SHA256_DIGEST_SIZE];

	sha256(install_abc, sizeof(install_abc), out);
	KUNIT_EXPECT_MEMEQ(test, out, want, sizeof(want));
}

static void test_install_blake2b_abc(struct kunit *test)
{
	static const u8 want[8] = { 0xba, 0x80, 0xa5, 0x3f,
				    0x98, 0x1c, 0x4d, 0x0d };
	struct blake2b_ctx ctx;
	u8 out[BLAKE2B_HASH_SIZE];

	blake2b_init(&ctx, BLAKE2B_HASH_SIZE);
	blake2b_update(&ctx, install_abc, sizeof(install_abc));
	blake2b_final(&ctx, out);
	KUNIT_EXPECT_MEMEQ(test, out, want, sizeof(want));
}

static struct kunit_case install_test_cases[] = {
	KUNIT_CASE(test_install_sha256_abc),
	KUNIT_CASE(test_install_blake2b_abc),
	{},
};

static struct kunit_suite install_test_suite = {
	.name = "kcrypto_install",
	.test_cases = install_test_cases,
};

kunit_test_suite(install_test_suite);

MODULE_DESCRIPTION("KUnit test built against the installed kcrypto-kunit.pc");
MODULE_LICENSE("Dual MIT/GPL");
