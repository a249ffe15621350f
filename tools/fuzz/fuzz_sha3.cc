// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * libFuzzer target: kcrypto's SHA3-224/256/384/512 and SHAKE128/256
 * against OpenSSL 3's EVP. Every API path must give OpenSSL's output: the
 * one-shots, and init + split updates + final (SHA-3) or + split squeezes
 * (SHAKE, output lengths 0..1023, so up to seven blocks of squeezing).
 * No byte is written past the output, and sha3_final() leaves the context
 * zeroized.
 *
 * Input (fuzz-common.h): byte 0 picks the function (mod 6); for SHAKE,
 * bytes 1 and 2 give the output length (mod 1024) and byte 2 the number of
 * squeeze chunks (mod 8), whose lengths (0..255 each) are the next bytes,
 * taken where the key is in the other targets; update split points as
 * everywhere; the rest is the message.
 */
#include <crypto/sha3.h>
#include <openssl/evp.h>

#include "fuzz-common.h"

using namespace kfuzz;

namespace {

const EVP_MD *ref_md(const char *name)
{
	const EVP_MD *md = EVP_get_digestbyname(name);

	if (!md)
		abort();
	return md;
}

/* OpenSSL's digest, or its first @outlen bytes of XOF output. */
void ref(const char *name, const std::vector<uint8_t> &msg, uint8_t *out,
	 size_t outlen, bool xof)
{
	EVP_MD_CTX *ctx = EVP_MD_CTX_new();

	if (!ctx || !EVP_DigestInit_ex(ctx, ref_md(name), nullptr) ||
	    !EVP_DigestUpdate(ctx, ptr(msg), msg.size()))
		abort();
	if (xof ? outlen && !EVP_DigestFinalXOF(ctx, out, outlen) :
		  !EVP_DigestFinal_ex(ctx, out, nullptr))
		abort();
	EVP_MD_CTX_free(ctx);
}

struct sha3_fn {
	const char *name;
	size_t size;
	void (*oneshot)(const u8 *, size_t, u8 *);
	void (*init)(struct sha3_ctx *);
};

/* The kernel's one-shots take u8 out[at_least N]: wrappers of one type. */
void k224(const u8 *in, size_t len, u8 *out)
{
	sha3_224(in, len, out);
}

void k256(const u8 *in, size_t len, u8 *out)
{
	sha3_256(in, len, out);
}

void k384(const u8 *in, size_t len, u8 *out)
{
	sha3_384(in, len, out);
}

void k512(const u8 *in, size_t len, u8 *out)
{
	sha3_512(in, len, out);
}

const sha3_fn sha3_fns[] = {
	{ "SHA3-224", SHA3_224_DIGEST_SIZE, k224, sha3_224_init },
	{ "SHA3-256", SHA3_256_DIGEST_SIZE, k256, sha3_256_init },
	{ "SHA3-384", SHA3_384_DIGEST_SIZE, k384, sha3_384_init },
	{ "SHA3-512", SHA3_512_DIGEST_SIZE, k512, sha3_512_init },
};

bool all_zero(const void *p, size_t n)
{
	const uint8_t *b = static_cast<const uint8_t *>(p);

	for (size_t i = 0; i < n; i++)
		if (b[i])
			return false;
	return true;
}

void sha3_paths(const sha3_fn &f, const params &p,
		const std::vector<uint8_t> &msg)
{
	uint8_t want[SHA3_512_DIGEST_SIZE], got[SHA3_512_DIGEST_SIZE + slack];
	struct sha3_ctx ctx;

	ref(f.name, msg, want, f.size, false);
	memset(got, canary, sizeof(got));
	f.oneshot(ptr(msg), msg.size(), got);
	check(f.name, p, 0, msg.size(), got, want, f.size);
	if (!untouched(got, f.size, sizeof(got)))
		mismatch("wrote past the digest", p, 0, msg.size(), got, want,
			 f.size);

	memset(got, canary, sizeof(got));
	f.init(&ctx);
	feed(msg, p.splits,
	     [&](const uint8_t *d, size_t n) { sha3_update(&ctx, d, n); });
	sha3_final(&ctx, got);
	check(f.name, p, 0, msg.size(), got, want, f.size);
	if (!untouched(got, f.size, sizeof(got)))
		mismatch("wrote past the digest", p, 0, msg.size(), got, want,
			 f.size);
	if (!all_zero(&ctx, sizeof(ctx)))
		mismatch("sha3_final() left the context", p, 0, msg.size(), got,
			 want, 0);
}

void shake_paths(bool s256, const params &p, const std::vector<uint8_t> &chunks,
		 const std::vector<uint8_t> &msg)
{
	const char *name = s256 ? "SHAKE256" : "SHAKE128";
	size_t outlen = (p.outsel | p.keysel << 8) % 1024;
	std::vector<uint8_t> want(outlen + 1); /* never empty: no NULL */
	std::vector<uint8_t> got(outlen + slack, canary);
	struct shake_ctx ctx;

	ref(name, msg, want.data(), outlen, true);
	(s256 ? shake256 : shake128)(ptr(msg), msg.size(), got.data(), outlen);
	check(name, p, 0, msg.size(), got.data(), want.data(), outlen);
	if (!untouched(got.data(), outlen, got.size()))
		mismatch("wrote past the output", p, 0, msg.size(), got.data(),
			 want.data(), outlen);

	/* Split squeezes, zero-length ones too. */
	std::fill(got.begin(), got.end(), canary);
	(s256 ? shake256_init : shake128_init)(&ctx);
	feed(msg, p.splits,
	     [&](const uint8_t *d, size_t n) { shake_update(&ctx, d, n); });
	squeeze(chunks, got.data(), outlen,
		[&](uint8_t *o, size_t n) { shake_squeeze(&ctx, o, n); });
	shake_zeroize_ctx(&ctx);
	check(s256 ? "SHAKE256 split squeezes" : "SHAKE128 split squeezes", p,
	      0, msg.size(), got.data(), want.data(), outlen);
}

} /* namespace */

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	reader r(data, size);
	params p = read_params(r);
	unsigned int fn = p.alg % 6;

	if (fn < 4) {
		std::vector<uint8_t> msg = r.rest();

		sha3_paths(sha3_fns[fn], p, msg);
	} else {
		std::vector<uint8_t> chunks = r.take(p.keysel % 8);
		std::vector<uint8_t> msg = r.rest();

		shake_paths(fn == 5, p, chunks, msg);
	}
	return 0;
}
