// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * libFuzzer target: kcrypto against OpenSSL 3 for SHA-224, SHA-256,
 * SHA-384, SHA-512, HMAC-SHA224/256/384/512 (any key length, below and above
 * the 64- and 128-byte blocks), BLAKE2b-512 and BLAKE2s-256,
 * and keyed BLAKE2b/BLAKE2s with any digest length through OpenSSL's
 * BLAKE2BMAC/BLAKE2SMAC. Every kcrypto API path (one-shot, init + split
 * updates + final, prepared and raw HMAC keys) must give the reference
 * digest. See fuzz-common.h for the input layout.
 */
#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/params.h>

#include "fuzz-common.h"

using namespace kfuzz;

namespace {

void ref_digest(const EVP_MD *md, const std::vector<uint8_t> &msg, uint8_t *out)
{
	unsigned int n = 0;

	if (!EVP_Digest(msg.data(), msg.size(), out, &n, md, nullptr))
		abort();
}

void ref_hmac(const EVP_MD *md, const std::vector<uint8_t> &key,
	      const std::vector<uint8_t> &msg, uint8_t *out)
{
	static const uint8_t empty[1] = { 0 };
	unsigned int n = 0;

	if (!HMAC(md, key.empty() ? empty : key.data(), (int)key.size(),
		  msg.empty() ? empty : msg.data(), msg.size(), out, &n))
		abort();
}

/* Keyed BLAKE2 with digest length @outlen through EVP_MAC (key >= 1). */
void ref_blake2_mac(const char *name, const std::vector<uint8_t> &key,
		    const std::vector<uint8_t> &msg, uint8_t *out,
		    size_t outlen)
{
	static EVP_MAC *mac_b = EVP_MAC_fetch(nullptr, "BLAKE2BMAC", nullptr);
	static EVP_MAC *mac_s = EVP_MAC_fetch(nullptr, "BLAKE2SMAC", nullptr);
	EVP_MAC *mac = name[6] == 'B' ? mac_b : mac_s;
	size_t n = 0;

	if (!mac)
		abort();
	EVP_MAC_CTX *ctx = EVP_MAC_CTX_new(mac);
	OSSL_PARAM prm[] = {
		OSSL_PARAM_construct_size_t(OSSL_MAC_PARAM_SIZE, &outlen),
		OSSL_PARAM_construct_end(),
	};
	if (!ctx || !EVP_MAC_init(ctx, key.data(), key.size(), prm) ||
	    !EVP_MAC_update(ctx, msg.data(), msg.size()) ||
	    !EVP_MAC_final(ctx, out, &n, outlen) || n != outlen)
		abort();
	EVP_MAC_CTX_free(ctx);
}

template <typename Ctx, size_t N>
void sha_paths(const char *name, const params &p,
	       const std::vector<uint8_t> &msg, const uint8_t *want,
	       void (*oneshot)(const u8 *, size_t, u8 *), void (*init)(Ctx *),
	       void (*update)(Ctx *, const u8 *, size_t),
	       void (*final)(Ctx *, u8 *))
{
	uint8_t got[N + slack];
	Ctx ctx;

	oneshot(ptr(msg), msg.size(), got);
	check(name, p, 0, msg.size(), got, want, N);

	memset(got, canary, sizeof(got));
	init(&ctx);
	feed(msg, p.splits,
	     [&](const uint8_t *d, size_t n) { update(&ctx, d, n); });
	final(&ctx, got);
	check(name, p, 0, msg.size(), got, want, N);
	if (!untouched(got, N, sizeof(got)))
		mismatch("wrote past the digest", p, 0, msg.size(), got, want,
			 N);
}

template <typename Key, typename Ctx, size_t N>
void hmac_paths(const char *name, const params &p,
		const std::vector<uint8_t> &key,
		const std::vector<uint8_t> &msg, const uint8_t *want,
		void (*prep)(Key *, const u8 *, size_t),
		void (*mac)(const Key *, const u8 *, size_t, u8 *),
		void (*raw)(const u8 *, size_t, const u8 *, size_t, u8 *),
		void (*init)(Ctx *, const Key *),
		void (*init_raw)(Ctx *, const u8 *, size_t),
		void (*update)(Ctx *, const u8 *, size_t),
		void (*final)(Ctx *, u8 *))
{
	uint8_t got[N];
	Key k;
	Ctx ctx;

	raw(ptr(key), key.size(), ptr(msg), msg.size(), got);
	check(name, p, key.size(), msg.size(), got, want, N);

	prep(&k, ptr(key), key.size());
	mac(&k, ptr(msg), msg.size(), got);
	check(name, p, key.size(), msg.size(), got, want, N);

	init(&ctx, &k);
	feed(msg, p.splits,
	     [&](const uint8_t *d, size_t n) { update(&ctx, d, n); });
	final(&ctx, got);
	check(name, p, key.size(), msg.size(), got, want, N);

	init_raw(&ctx, ptr(key), key.size());
	feed(msg, p.splits,
	     [&](const uint8_t *d, size_t n) { update(&ctx, d, n); });
	final(&ctx, got);
	check(name, p, key.size(), msg.size(), got, want, N);
}

/*
 * sha256_finup_2x(): a common prefix (the first split point's length,
 * absorbed into a context, or none with a NULL context when there are no
 * split points) and two equal-length tails, the message's rest and that
 * rest with every byte flipped.
 */
void finup_2x(const params &p, const std::vector<uint8_t> &msg)
{
	size_t pre = p.splits.empty() ? 0 : p.splits[0] % (msg.size() + 1);
	std::vector<uint8_t> d1(msg.begin() + pre, msg.end());
	std::vector<uint8_t> d2(d1);
	std::vector<uint8_t> m1(msg.begin(), msg.begin() + pre), m2;
	uint8_t o1[32], o2[32], w1[32], w2[32];
	struct sha256_ctx ctx;

	for (uint8_t &b : d2)
		b ^= 0xff;
	m2 = m1;
	m1.insert(m1.end(), d1.begin(), d1.end());
	m2.insert(m2.end(), d2.begin(), d2.end());
	ref_digest(EVP_sha256(), m1, w1);
	ref_digest(EVP_sha256(), m2, w2);
	sha256_init(&ctx);
	sha256_update(&ctx, ptr(msg), pre);
	sha256_finup_2x(p.splits.empty() ? nullptr : &ctx, ptr(d1), ptr(d2),
			d1.size(), o1, o2);
	check("sha256_finup_2x first", p, 0, msg.size(), o1, w1, 32);
	check("sha256_finup_2x second", p, 0, msg.size(), o2, w2, 32);
}

} /* namespace */

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	reader r(data, size);
	params p = read_params(r);
	uint8_t want[64], got[64 + slack];

	switch (p.alg % 12) {
	case 0: {
		std::vector<uint8_t> msg = r.rest();

		ref_digest(EVP_sha224(), msg, want);
		sha_paths<struct sha224_ctx, SHA224_DIGEST_SIZE>("SHA-224", p,
								 msg, want,
								 sha224,
								 sha224_init,
								 sha224_update,
								 sha224_final);
		break;
	}
	case 1: {
		std::vector<uint8_t> msg = r.rest();

		ref_digest(EVP_sha256(), msg, want);
		sha_paths<struct sha256_ctx, SHA256_DIGEST_SIZE>("SHA-256", p,
								 msg, want,
								 sha256,
								 sha256_init,
								 sha256_update,
								 sha256_final);
		finup_2x(p, msg);
		break;
	}
	case 2:
	case 3: {
		/* Any key length 0..255: longer than a block is hashed. */
		std::vector<uint8_t> key = r.take(p.keysel);
		std::vector<uint8_t> msg = r.rest();

		if (p.alg % 12 == 2) {
			ref_hmac(EVP_sha224(), key, msg, want);
			hmac_paths<
				struct hmac_sha224_key, struct hmac_sha224_ctx,
				SHA224_DIGEST_SIZE>("HMAC-SHA224", p, key, msg,
						    want,
						    hmac_sha224_preparekey,
						    hmac_sha224,
						    hmac_sha224_usingrawkey,
						    hmac_sha224_init,
						    hmac_sha224_init_usingrawkey,
						    hmac_sha224_update,
						    hmac_sha224_final);
		} else {
			ref_hmac(EVP_sha256(), key, msg, want);
			hmac_paths<
				struct hmac_sha256_key, struct hmac_sha256_ctx,
				SHA256_DIGEST_SIZE>("HMAC-SHA256", p, key, msg,
						    want,
						    hmac_sha256_preparekey,
						    hmac_sha256,
						    hmac_sha256_usingrawkey,
						    hmac_sha256_init,
						    hmac_sha256_init_usingrawkey,
						    hmac_sha256_update,
						    hmac_sha256_final);
		}
		break;
	}
	case 4: {
		std::vector<uint8_t> msg = r.rest();
		struct blake2b_ctx ctx;

		ref_digest(EVP_blake2b512(), msg, want);
		blake2b(nullptr, 0, ptr(msg), msg.size(), got, 64);
		check("BLAKE2b-512", p, 0, msg.size(), got, want, 64);
		blake2b_init(&ctx, 64);
		feed(msg, p.splits, [&](const uint8_t *d, size_t n) {
			blake2b_update(&ctx, d, n);
		});
		blake2b_final(&ctx, got);
		check("BLAKE2b-512 incremental", p, 0, msg.size(), got, want,
		      64);
		break;
	}
	case 5: {
		std::vector<uint8_t> msg = r.rest();
		struct blake2s_ctx ctx;

		ref_digest(EVP_blake2s256(), msg, want);
		blake2s(nullptr, 0, ptr(msg), msg.size(), got, 32);
		check("BLAKE2s-256", p, 0, msg.size(), got, want, 32);
		blake2s_init(&ctx, 32);
		feed(msg, p.splits, [&](const uint8_t *d, size_t n) {
			blake2s_update(&ctx, d, n);
		});
		blake2s_final(&ctx, got);
		check("BLAKE2s-256 incremental", p, 0, msg.size(), got, want,
		      32);
		break;
	}
	case 6: {
		size_t outlen = p.outsel % 64 + 1;
		std::vector<uint8_t> key = r.take(p.keysel % 64 + 1);
		std::vector<uint8_t> msg = r.rest();
		struct blake2b_ctx ctx;

		if (key.empty())
			break;
		ref_blake2_mac("BLAKE2BMAC", key, msg, want, outlen);
		memset(got, canary, sizeof(got));
		blake2b(key.data(), key.size(), ptr(msg), msg.size(), got,
			outlen);
		check("keyed BLAKE2b", p, key.size(), msg.size(), got, want,
		      outlen);
		memset(got, canary, sizeof(got));
		blake2b_init_key(&ctx, outlen, key.data(), key.size());
		feed(msg, p.splits, [&](const uint8_t *d, size_t n) {
			blake2b_update(&ctx, d, n);
		});
		blake2b_final(&ctx, got);
		check("keyed BLAKE2b incremental", p, key.size(), msg.size(),
		      got, want, outlen);
		if (!untouched(got, outlen, sizeof(got)))
			mismatch("wrote past the digest", p, key.size(),
				 msg.size(), got, want, outlen);
		break;
	}
	case 7: {
		size_t outlen = p.outsel % 32 + 1;
		std::vector<uint8_t> key = r.take(p.keysel % 32 + 1);
		std::vector<uint8_t> msg = r.rest();
		struct blake2s_ctx ctx;

		if (key.empty())
			break;
		ref_blake2_mac("BLAKE2SMAC", key, msg, want, outlen);
		memset(got, canary, sizeof(got));
		blake2s(key.data(), key.size(), ptr(msg), msg.size(), got,
			outlen);
		check("keyed BLAKE2s", p, key.size(), msg.size(), got, want,
		      outlen);
		memset(got, canary, sizeof(got));
		blake2s_init_key(&ctx, outlen, key.data(), key.size());
		feed(msg, p.splits, [&](const uint8_t *d, size_t n) {
			blake2s_update(&ctx, d, n);
		});
		blake2s_final(&ctx, got);
		check("keyed BLAKE2s incremental", p, key.size(), msg.size(),
		      got, want, outlen);
		if (!untouched(got, outlen, sizeof(got)))
			mismatch("wrote past the digest", p, key.size(),
				 msg.size(), got, want, outlen);
		break;
	}
	case 8: {
		std::vector<uint8_t> msg = r.rest();

		ref_digest(EVP_sha384(), msg, want);
		sha_paths<struct sha384_ctx, SHA384_DIGEST_SIZE>("SHA-384", p,
								 msg, want,
								 sha384,
								 sha384_init,
								 sha384_update,
								 sha384_final);
		break;
	}
	case 9: {
		std::vector<uint8_t> msg = r.rest();

		ref_digest(EVP_sha512(), msg, want);
		sha_paths<struct sha512_ctx, SHA512_DIGEST_SIZE>("SHA-512", p,
								 msg, want,
								 sha512,
								 sha512_init,
								 sha512_update,
								 sha512_final);
		break;
	}
	case 10: {
		std::vector<uint8_t> key = r.take(p.keysel);
		std::vector<uint8_t> msg = r.rest();

		ref_hmac(EVP_sha384(), key, msg, want);
		hmac_paths<struct hmac_sha384_key, struct hmac_sha384_ctx,
			   SHA384_DIGEST_SIZE>("HMAC-SHA384", p, key, msg, want,
					       hmac_sha384_preparekey,
					       hmac_sha384,
					       hmac_sha384_usingrawkey,
					       hmac_sha384_init,
					       hmac_sha384_init_usingrawkey,
					       hmac_sha384_update,
					       hmac_sha384_final);
		break;
	}
	case 11: {
		std::vector<uint8_t> key = r.take(p.keysel);
		std::vector<uint8_t> msg = r.rest();

		ref_hmac(EVP_sha512(), key, msg, want);
		hmac_paths<struct hmac_sha512_key, struct hmac_sha512_ctx,
			   SHA512_DIGEST_SIZE>("HMAC-SHA512", p, key, msg, want,
					       hmac_sha512_preparekey,
					       hmac_sha512,
					       hmac_sha512_usingrawkey,
					       hmac_sha512_init,
					       hmac_sha512_init_usingrawkey,
					       hmac_sha512_update,
					       hmac_sha512_final);
		break;
	}
	}
	return 0;
}
