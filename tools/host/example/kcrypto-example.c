// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * The same host library from plain C: print the one-shot digests of "abc",
 * which check-example.sh compares with Python's hashlib and hmac.
 */
#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>
#include <stdio.h>

static void print_hex(const char *name, const u8 *p, size_t n)
{
	size_t i;

	printf("%s ", name);
	for (i = 0; i < n; i++)
		printf("%02x", p[i]);
	printf("\n");
}

int main(void)
{
	static const u8 abc[3] = { 'a', 'b', 'c' };
	static const u8 key[4] = { 'k', 'e', 'y', '!' };
	u8 out[64];

	blake2b(NULL, 0, abc, sizeof(abc), out, BLAKE2B_HASH_SIZE);
	print_hex("blake2b", out, BLAKE2B_HASH_SIZE);
	blake2s(NULL, 0, abc, sizeof(abc), out, BLAKE2S_HASH_SIZE);
	print_hex("blake2s", out, BLAKE2S_HASH_SIZE);
	sha224(abc, sizeof(abc), out);
	print_hex("sha224", out, SHA224_DIGEST_SIZE);
	sha256(abc, sizeof(abc), out);
	print_hex("sha256", out, SHA256_DIGEST_SIZE);
	hmac_sha256_usingrawkey(key, sizeof(key), abc, sizeof(abc), out);
	print_hex("hmac-sha256", out, SHA256_DIGEST_SIZE);
	sha384(abc, sizeof(abc), out);
	print_hex("sha384", out, SHA384_DIGEST_SIZE);
	sha512(abc, sizeof(abc), out);
	print_hex("sha512", out, SHA512_DIGEST_SIZE);
	hmac_sha512_usingrawkey(key, sizeof(key), abc, sizeof(abc), out);
	print_hex("hmac-sha512", out, SHA512_DIGEST_SIZE);
	return 0;
}
