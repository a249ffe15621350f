// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * libFuzzer target: SHA-512 and HMAC-SHA512 (any key length) against
 * libsodium's crypto_hash_sha512 and crypto_auth_hmacsha512 (whose
 * init/update/final API takes keys of any length), with the context zeroized
 * by final; and BLAKE2b and BLAKE2s with every digest length and key
 * length, in range or not. In range, kcrypto must match libsodium's
 * crypto_generichash (BLAKE2b, digest 1..64, key 0..64) and libb2 (BLAKE2b
 * and BLAKE2s, independent of libsodium). Out of range (digest length 0 or
 * above the maximum, key above the maximum), final must zero-fill
 * min(digest length, maximum) bytes and write nothing more: the rest of the
 * output buffer keeps its canary bytes. (The warning comes from the inline
 * blake2b_init_key() of the installed headers, which only print it; the
 * bad-input KUnit suite counts it.) ASan checks that no
 * path reads or writes outside the caller's exactly sized buffers.
 */
#include <blake2.h>

/* libb2's functions, named before <crypto/blake2?.h> renames blake2b/s. */
static int (*const libb2_blake2b)(uint8_t *, const void *, const void *, size_t,
				  size_t, size_t) = blake2b;
static int (*const libb2_blake2s)(uint8_t *, const void *, const void *, size_t,
				  size_t, size_t) = blake2s;

#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>
#include <sodium.h>

#include "fuzz-common.h"

using namespace kfuzz;

namespace {

struct b2b {
	using ctx_t = struct blake2b_ctx;
	static constexpr size_t hash_max = BLAKE2B_HASH_SIZE;
	static constexpr size_t key_max = BLAKE2B_KEY_SIZE;
	static constexpr const char *name = "BLAKE2b";

	static void oneshot(const u8 *k, size_t kl, const u8 *in, size_t il,
			    u8 *out, size_t ol)
	{
		blake2b(k, kl, in, il, out, ol);
	}
	static void init_key(ctx_t *c, size_t ol, const u8 *k, size_t kl)
	{
		blake2b_init_key(c, ol, k, kl);
	}
	static void update(ctx_t *c, const u8 *in, size_t il)
	{
		blake2b_update(c, in, il);
	}
	static void final(ctx_t *c, u8 *out)
	{
		blake2b_final(c, out);
	}
	static void ref_b2(u8 *out, const std::vector<uint8_t> &msg,
			   const std::vector<uint8_t> &key, size_t ol)
	{
		if (libb2_blake2b(out, msg.data(), key.data(), ol, msg.size(),
				  key.size()) != 0)
			abort();
	}
};

struct b2s {
	using ctx_t = struct blake2s_ctx;
	static constexpr size_t hash_max = BLAKE2S_HASH_SIZE;
	static constexpr size_t key_max = BLAKE2S_KEY_SIZE;
	static constexpr const char *name = "BLAKE2s";

	static void oneshot(const u8 *k, size_t kl, const u8 *in, size_t il,
			    u8 *out, size_t ol)
	{
		blake2s(k, kl, in, il, out, ol);
	}
	static void init_key(ctx_t *c, size_t ol, const u8 *k, size_t kl)
	{
		blake2s_init_key(c, ol, k, kl);
	}
	static void update(ctx_t *c, const u8 *in, size_t il)
	{
		blake2s_update(c, in, il);
	}
	static void final(ctx_t *c, u8 *out)
	{
		blake2s_final(c, out);
	}
	static void ref_b2(u8 *out, const std::vector<uint8_t> &msg,
			   const std::vector<uint8_t> &key, size_t ol)
	{
		if (libb2_blake2s(out, msg.data(), key.data(), ol, msg.size(),
				  key.size()) != 0)
			abort();
	}
};

bool zeroed(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

template <typename Ctx>
bool ctx_zeroed(const Ctx &ctx)
{
	return zeroed(reinterpret_cast<const uint8_t *>(&ctx), sizeof(ctx));
}

/* SHA-512: one-shot and split updates against crypto_hash_sha512(). */
void run_sha512(const params &p, reader &r)
{
	std::vector<uint8_t> msg = r.rest();
	uint8_t want[SHA512_DIGEST_SIZE], got[SHA512_DIGEST_SIZE + slack];
	struct sha512_ctx ctx;

	if (crypto_hash_sha512(want, ptr(msg), msg.size()) != 0)
		abort();
	sha512(ptr(msg), msg.size(), got);
	check("SHA-512 vs libsodium", p, 0, msg.size(), got, want,
	      sizeof(want));
	memset(got, canary, sizeof(got));
	sha512_init(&ctx);
	feed(msg, p.splits,
	     [&](const uint8_t *d, size_t n) { sha512_update(&ctx, d, n); });
	sha512_final(&ctx, got);
	check("SHA-512 incremental vs libsodium", p, 0, msg.size(), got, want,
	      sizeof(want));
	if (!untouched(got, sizeof(want), sizeof(got)))
		mismatch("SHA-512 wrote past the digest", p, 0, msg.size(), got,
			 want, sizeof(want));
	if (!ctx_zeroed(ctx))
		mismatch("SHA-512 context not zeroized by final", p, 0,
			 msg.size(), got, want, 0);
}

/*
 * HMAC-SHA512 with a key of 0..255 bytes (longer than the 128-byte block:
 * hashed first) against crypto_auth_hmacsha512_init/update/final: the raw
 * key and prepared key one-shots, and split updates from both inits.
 */
void run_hmac_sha512(const params &p, reader &r)
{
	std::vector<uint8_t> key = r.take(p.keysel);
	std::vector<uint8_t> msg = r.rest();
	uint8_t want[SHA512_DIGEST_SIZE], got[SHA512_DIGEST_SIZE];
	crypto_auth_hmacsha512_state st;
	struct hmac_sha512_key k;
	struct hmac_sha512_ctx ctx;
	size_t kl = key.size();

	/* libsodium's init wants a key pointer even for 0 bytes. */
	static const uint8_t no_key[1] = { 0 };

	if (crypto_auth_hmacsha512_init(&st, kl ? key.data() : no_key, kl) !=
		    0 ||
	    crypto_auth_hmacsha512_update(&st, ptr(msg), msg.size()) != 0 ||
	    crypto_auth_hmacsha512_final(&st, want) != 0)
		abort();
	hmac_sha512_usingrawkey(ptr(key), kl, ptr(msg), msg.size(), got);
	check("HMAC-SHA512 vs libsodium", p, kl, msg.size(), got, want,
	      sizeof(want));
	hmac_sha512_preparekey(&k, ptr(key), kl);
	hmac_sha512(&k, ptr(msg), msg.size(), got);
	check("HMAC-SHA512 prepared key vs libsodium", p, kl, msg.size(), got,
	      want, sizeof(want));
	hmac_sha512_init(&ctx, &k);
	feed(msg, p.splits, [&](const uint8_t *d, size_t n) {
		hmac_sha512_update(&ctx, d, n);
	});
	hmac_sha512_final(&ctx, got);
	check("HMAC-SHA512 incremental vs libsodium", p, kl, msg.size(), got,
	      want, sizeof(want));
	if (!ctx_zeroed(ctx))
		mismatch("HMAC-SHA512 context not zeroized by final", p, kl,
			 msg.size(), got, want, 0);
	hmac_sha512_init_usingrawkey(&ctx, ptr(key), kl);
	feed(msg, p.splits, [&](const uint8_t *d, size_t n) {
		hmac_sha512_update(&ctx, d, n);
	});
	hmac_sha512_final(&ctx, got);
	check("HMAC-SHA512 raw-key incremental vs libsodium", p, kl, msg.size(),
	      got, want, sizeof(want));
}

template <typename A>
void run(const params &p, reader &r)
{
	/* Lengths up to max + 8, so both sides of each bound are hit. */
	size_t outlen = p.outsel % (A::hash_max + 9);
	size_t keylen = p.keysel % (A::key_max + 9);
	std::vector<uint8_t> key = r.take(keylen);
	std::vector<uint8_t> msg = r.rest();
	bool valid = outlen >= 1 && outlen <= A::hash_max &&
		     key.size() <= A::key_max;
	std::vector<uint8_t> got(A::hash_max + slack + 8, canary);
	uint8_t want[64];
	typename A::ctx_t ctx;

	/* Out of range, final zero-fills min(outlen, max) bytes, no more. */
	size_t zeros = outlen < A::hash_max ? outlen : A::hash_max;

	keylen = key.size();
	A::oneshot(ptr(key), keylen, ptr(msg), msg.size(), got.data(), outlen);
	if (!valid) {
		if (!zeroed(got.data(), zeros) ||
		    !untouched(got.data(), zeros, got.size()))
			mismatch("bad length: output not zero-filled", p,
				 keylen, msg.size(), got.data(), want, 0);
	}
	std::vector<uint8_t> got2(A::hash_max + slack + 8, canary);
	A::init_key(&ctx, outlen, ptr(key), keylen);
	feed(msg, p.splits,
	     [&](const uint8_t *d, size_t n) { A::update(&ctx, d, n); });
	A::final(&ctx, got2.data());
	for (size_t i = 0; i < sizeof(ctx); i++)
		if (reinterpret_cast<const uint8_t *>(&ctx)[i])
			mismatch("context not zeroized by final", p, keylen,
				 msg.size(), got2.data(), want, 0);
	if (!valid) {
		if (!zeroed(got2.data(), zeros) ||
		    !untouched(got2.data(), zeros, got2.size()))
			mismatch("bad length: final not zero-filled", p, keylen,
				 msg.size(), got2.data(), want, 0);
		return;
	}
	A::ref_b2(want, msg, key, outlen);
	if (!untouched(got.data(), outlen, got.size()) ||
	    !untouched(got2.data(), outlen, got2.size()))
		mismatch("wrote past the digest", p, keylen, msg.size(),
			 got.data(), want, outlen);
	check(A::name, p, keylen, msg.size(), got.data(), want, outlen);
	check(A::name, p, keylen, msg.size(), got2.data(), want, outlen);

	if constexpr (A::hash_max == 64) {
		uint8_t sod[64];

		if (crypto_generichash(sod, outlen, ptr(msg), msg.size(),
				       ptr(key), keylen) != 0)
			abort();
		check("BLAKE2b vs libsodium", p, keylen, msg.size(), got.data(),
		      sod, outlen);
	}
}

} /* namespace */

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
	if (sodium_init() < 0)
		abort();
	return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	reader r(data, size);
	params p = read_params(r);

	switch (p.alg % 4) {
	case 0:
		run<b2b>(p, r);
		break;
	case 1:
		run<b2s>(p, r);
		break;
	case 2:
		run_sha512(p, r);
		break;
	default:
		run_hmac_sha512(p, r);
		break;
	}
	return 0;
}
