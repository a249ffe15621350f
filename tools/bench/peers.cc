// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * The peers a user would otherwise call, as benchmark rows:
 *
 *   openssl      low-level one-shots: SHA256(), SHA384(), SHA512(), HMAC()
 *   openssl-iuf  the low-level SHA256_Init/Update/Final (SHA512_...) with a
 *                context
 *   openssl-evp  EVP with a context and a fetched algorithm reused across
 *                calls (the way a program that hashes often uses OpenSSL 3);
 *                SHA3-* and SHAKE (EVP_DigestFinalXOF) only this way: the
 *                low-level API has no SHA-3
 *   libsodium    crypto_generichash (BLAKE2b), crypto_hash_sha256,
 *                crypto_auth_hmacsha256, crypto_hash_sha512,
 *                crypto_auth_hmacsha512 (it has no SHA-384)
 *
 * libb2 lives in peers_b2.cc: its <blake2.h> declares blake2b() and
 * blake2s(), names our headers map to kcrypto_*, so they never meet in
 * one translation unit.
 */
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/params.h>
#include <openssl/sha.h>
#include <sodium.h>

#include <cstdio>
#include <cstdlib>

#include "bench.h"

namespace {

[[noreturn]] void die(const char *what)
{
	std::fprintf(stderr, "bench: %s failed\n", what);
	std::exit(2);
}

/* One EVP context per digest, reused by every call. */
struct evp_digest {
	EVP_MD *md = nullptr;
	EVP_MD_CTX *ctx = nullptr;

	explicit evp_digest(const char *name)
	{
		md = EVP_MD_fetch(nullptr, name, nullptr);
		ctx = EVP_MD_CTX_new();
		if (!md || !ctx)
			die(name);
	}
	void run(const unsigned char *in, size_t len, unsigned char *out)
	{
		if (!EVP_DigestInit_ex2(ctx, md, nullptr) ||
		    !EVP_DigestUpdate(ctx, in, len) ||
		    !EVP_DigestFinal_ex(ctx, out, nullptr))
			die("EVP digest");
	}
	void run_xof(const unsigned char *in, size_t len, unsigned char *out,
		     size_t outlen)
	{
		if (!EVP_DigestInit_ex2(ctx, md, nullptr) ||
		    !EVP_DigestUpdate(ctx, in, len) ||
		    !EVP_DigestFinalXOF(ctx, out, outlen))
			die("EVP XOF");
	}
};

evp_digest *evp_blake2b512, *evp_blake2s256, *evp_sha256, *evp_sha384,
	*evp_sha512, *evp_sha3_224, *evp_sha3_256, *evp_sha3_384, *evp_sha3_512,
	*evp_shake128, *evp_shake256;

/* HMAC through EVP_MAC: the context is reused, the raw key set per call. */
EVP_MAC_CTX *evp_hmac;

void ossl_blake2b_512(const unsigned char *in, size_t len, unsigned char *out)
{
	evp_blake2b512->run(in, len, out);
}

void ossl_blake2s_256(const unsigned char *in, size_t len, unsigned char *out)
{
	evp_blake2s256->run(in, len, out);
}

void ossl_evp_sha256(const unsigned char *in, size_t len, unsigned char *out)
{
	evp_sha256->run(in, len, out);
}

void ossl_evp_sha384(const unsigned char *in, size_t len, unsigned char *out)
{
	evp_sha384->run(in, len, out);
}

void ossl_evp_sha512(const unsigned char *in, size_t len, unsigned char *out)
{
	evp_sha512->run(in, len, out);
}

/* SHA-3 and SHAKE (@N bytes of output; 0: a digest) through EVP. */
template <evp_digest **D, size_t N = 0>
void ossl_evp_sha3(const unsigned char *in, size_t len, unsigned char *out)
{
	if (N)
		(*D)->run_xof(in, len, out, N);
	else
		(*D)->run(in, len, out);
}

void ossl_sha384(const unsigned char *in, size_t len, unsigned char *out)
{
	SHA384(in, len, out);
}

void ossl_sha512(const unsigned char *in, size_t len, unsigned char *out)
{
	SHA512(in, len, out);
}

void ossl_sha512_iuf(const unsigned char *in, size_t len, unsigned char *out)
{
	SHA512_CTX c;

	if (!SHA512_Init(&c) || !SHA512_Update(&c, in, len) ||
	    !SHA512_Final(out, &c))
		die("SHA512_Init/Update/Final");
}

void ossl_hmac_sha384(const unsigned char *in, size_t len, unsigned char *out)
{
	if (!HMAC(EVP_sha384(), bench_hmac_key, BENCH_HMAC_KEYLEN, in, len, out,
		  nullptr))
		die("HMAC");
}

void ossl_hmac_sha512(const unsigned char *in, size_t len, unsigned char *out)
{
	if (!HMAC(EVP_sha512(), bench_hmac_key, BENCH_HMAC_KEYLEN, in, len, out,
		  nullptr))
		die("HMAC");
}

void ossl_sha256_iuf(const unsigned char *in, size_t len, unsigned char *out)
{
	SHA256_CTX c;

	if (!SHA256_Init(&c) || !SHA256_Update(&c, in, len) ||
	    !SHA256_Final(out, &c))
		die("SHA256_Init/Update/Final");
}

void ossl_sha256(const unsigned char *in, size_t len, unsigned char *out)
{
	SHA256(in, len, out);
}

// Two messages, the halves of the input: see kcrypto_impls.c.
void ossl_sha256_x2(const unsigned char *in, size_t len, unsigned char *out)
{
	SHA256(in, len / 2, out);
	SHA256(in + len / 2, len / 2, out + 32);
}

void ossl_hmac_sha256(const unsigned char *in, size_t len, unsigned char *out)
{
	if (!HMAC(EVP_sha256(), bench_hmac_key, BENCH_HMAC_KEYLEN, in, len, out,
		  nullptr))
		die("HMAC");
}

void ossl_evp_hmac_sha256(const unsigned char *in, size_t len,
			  unsigned char *out)
{
	size_t outlen;

	if (!EVP_MAC_init(evp_hmac, bench_hmac_key, BENCH_HMAC_KEYLEN,
			  nullptr) ||
	    !EVP_MAC_update(evp_hmac, in, len) ||
	    !EVP_MAC_final(evp_hmac, out, &outlen, 32))
		die("EVP_MAC");
}

void na_blake2b_512(const unsigned char *in, size_t len, unsigned char *out)
{
	crypto_generichash(out, 64, in, len, nullptr, 0);
}

void na_blake2b_256(const unsigned char *in, size_t len, unsigned char *out)
{
	crypto_generichash(out, 32, in, len, nullptr, 0);
}

void na_sha256(const unsigned char *in, size_t len, unsigned char *out)
{
	crypto_hash_sha256(out, in, len);
}

void na_hmac_sha256(const unsigned char *in, size_t len, unsigned char *out)
{
	crypto_auth_hmacsha256(out, in, len, bench_hmac_key);
}

void na_sha512(const unsigned char *in, size_t len, unsigned char *out)
{
	crypto_hash_sha512(out, in, len);
}

void na_hmac_sha512(const unsigned char *in, size_t len, unsigned char *out)
{
	crypto_auth_hmacsha512(out, in, len, bench_hmac_key);
}

const bench_impl peer_impls[] = {
	{ "BLAKE2b-512", "openssl-evp", ossl_blake2b_512 },
	{ "BLAKE2b-512", "libsodium", na_blake2b_512 },
	{ "BLAKE2b-256", "libsodium", na_blake2b_256 },
	{ "BLAKE2s-256", "openssl-evp", ossl_blake2s_256 },
	{ "SHA-256", "openssl", ossl_sha256 },
	{ "SHA-256", "openssl-iuf", ossl_sha256_iuf },
	{ "SHA-256", "openssl-evp", ossl_evp_sha256 },
	{ "SHA-256", "libsodium", na_sha256 },
	{ "SHA-256x2-calls", "openssl", ossl_sha256_x2 },
	{ "SHA-256x2-finup", "openssl", ossl_sha256_x2 },
	{ "HMAC-SHA256", "openssl", ossl_hmac_sha256 },
	{ "HMAC-SHA256", "openssl-evp", ossl_evp_hmac_sha256 },
	{ "HMAC-SHA256", "libsodium", na_hmac_sha256 },
	{ "SHA-384", "openssl", ossl_sha384 },
	{ "SHA-384", "openssl-evp", ossl_evp_sha384 },
	{ "SHA-512", "openssl", ossl_sha512 },
	{ "SHA-512", "openssl-iuf", ossl_sha512_iuf },
	{ "SHA-512", "openssl-evp", ossl_evp_sha512 },
	{ "SHA-512", "libsodium", na_sha512 },
	{ "HMAC-SHA384", "openssl", ossl_hmac_sha384 },
	{ "HMAC-SHA512", "openssl", ossl_hmac_sha512 },
	{ "HMAC-SHA512", "libsodium", na_hmac_sha512 },
	{ "SHA3-224", "openssl-evp", ossl_evp_sha3<&evp_sha3_224> },
	{ "SHA3-256", "openssl-evp", ossl_evp_sha3<&evp_sha3_256> },
	{ "SHA3-384", "openssl-evp", ossl_evp_sha3<&evp_sha3_384> },
	{ "SHA3-512", "openssl-evp", ossl_evp_sha3<&evp_sha3_512> },
	{ "SHAKE128-256", "openssl-evp", ossl_evp_sha3<&evp_shake128, 32> },
	{ "SHAKE256-512", "openssl-evp", ossl_evp_sha3<&evp_shake256, 64> },
};

} // namespace

extern "C" const bench_impl *bench_peers(size_t *n)
{
	static_assert(crypto_auth_hmacsha256_KEYBYTES == BENCH_HMAC_KEYLEN);
	static_assert(crypto_auth_hmacsha512_KEYBYTES == BENCH_HMAC_KEYLEN);

	if (sodium_init() < 0)
		die("sodium_init");
	evp_blake2b512 = new evp_digest("BLAKE2B-512");
	evp_blake2s256 = new evp_digest("BLAKE2S-256");
	evp_sha256 = new evp_digest("SHA256");
	evp_sha384 = new evp_digest("SHA384");
	evp_sha512 = new evp_digest("SHA512");
	evp_sha3_224 = new evp_digest("SHA3-224");
	evp_sha3_256 = new evp_digest("SHA3-256");
	evp_sha3_384 = new evp_digest("SHA3-384");
	evp_sha3_512 = new evp_digest("SHA3-512");
	evp_shake128 = new evp_digest("SHAKE128");
	evp_shake256 = new evp_digest("SHAKE256");

	EVP_MAC *mac = EVP_MAC_fetch(nullptr, "HMAC", nullptr);
	char digest[] = "SHA256";
	OSSL_PARAM params[] = {
		OSSL_PARAM_construct_utf8_string("digest", digest, 0),
		OSSL_PARAM_construct_end(),
	};

	evp_hmac = mac ? EVP_MAC_CTX_new(mac) : nullptr;
	if (!evp_hmac || !EVP_MAC_CTX_set_params(evp_hmac, params))
		die("EVP_MAC_CTX");

	*n = sizeof(peer_impls) / sizeof(peer_impls[0]);
	return peer_impls;
}
