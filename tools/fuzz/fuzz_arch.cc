// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * libFuzzer target: the library as the host builds it (with the arch code
 * of this machine, when there is any) against a second, generic-only copy
 * of the library linked into the same binary. fuzz.mk compiles lib/crypto
 * again without the arch flags and renames every global symbol of that copy
 * with a gen_ prefix (objcopy --redefine-syms), so both run side by side
 * without the process-wide KCRYPTO_FORCE_GENERIC switch. All algorithms,
 * all valid digest and key lengths, random update split points.
 */
#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>

#include "fuzz-common.h"

using namespace kfuzz;

/* The generic copy: same prototypes, gen_-prefixed names. */
#define GEN(fn) extern "C" decltype(::fn) gen_##fn
GEN(kcrypto_blake2b_update);
GEN(kcrypto_blake2b_final);
GEN(kcrypto_blake2b_init_key);
GEN(kcrypto_blake2s_update);
GEN(kcrypto_blake2s_final);
GEN(kcrypto_blake2s_init_key);
GEN(kcrypto___sha256_update);
GEN(kcrypto_sha224_init);
GEN(kcrypto_sha224_final);
GEN(kcrypto_sha224);
GEN(kcrypto_sha256_init);
GEN(kcrypto_sha256_final);
GEN(kcrypto_sha256);
GEN(kcrypto_hmac_sha256_usingrawkey);
GEN(kcrypto_hmac_sha224_usingrawkey);
GEN(kcrypto_hmac_sha256_init_usingrawkey);
GEN(kcrypto_hmac_sha256_final);
GEN(kcrypto_sha256_finup_2x);
GEN(kcrypto___sha512_update);
GEN(kcrypto_sha384_init);
GEN(kcrypto_sha384_final);
GEN(kcrypto_sha384);
GEN(kcrypto_sha512_init);
GEN(kcrypto_sha512_final);
GEN(kcrypto_sha512);
GEN(kcrypto_hmac_sha384_usingrawkey);
GEN(kcrypto_hmac_sha512_usingrawkey);

/*
 * BLAKE2 init and one-shot are inline in the headers, and a keyed init
 * calls the library to compress the key block: the generic copy's init is
 * the inline unkeyed one or its init_key, and its one-shot that init with
 * its update and final. (The inline one-shot, which the arch copy's is,
 * leaves the key block to update or final instead.) Valid lengths only.
 */
static void gen_blake2b_init_key(struct blake2b_ctx *ctx, size_t outlen,
				 const u8 *key, size_t keylen)
{
	if (keylen)
		gen_kcrypto_blake2b_init_key(ctx, outlen, key, keylen);
	else
		blake2b_init(ctx, outlen);
}

static void gen_blake2s_init_key(struct blake2s_ctx *ctx, size_t outlen,
				 const u8 *key, size_t keylen)
{
	if (keylen)
		gen_kcrypto_blake2s_init_key(ctx, outlen, key, keylen);
	else
		blake2s_init(ctx, outlen);
}

static void gen_blake2b(const u8 *key, size_t keylen, const u8 *in,
			size_t inlen, u8 *out, size_t outlen)
{
	struct blake2b_ctx ctx;

	gen_blake2b_init_key(&ctx, outlen, key, keylen);
	gen_kcrypto_blake2b_update(&ctx, in, inlen);
	gen_kcrypto_blake2b_final(&ctx, out);
}

static void gen_blake2s(const u8 *key, size_t keylen, const u8 *in,
			size_t inlen, u8 *out, size_t outlen)
{
	struct blake2s_ctx ctx;

	gen_blake2s_init_key(&ctx, outlen, key, keylen);
	gen_kcrypto_blake2s_update(&ctx, in, inlen);
	gen_kcrypto_blake2s_final(&ctx, out);
}

namespace {

template <typename Ctx, typename Init, typename Upd, typename Fin>
void incremental(Ctx *ctx, const params &p, const std::vector<uint8_t> &msg,
		 Init init, Upd upd, Fin fin, uint8_t *out)
{
	init(ctx);
	feed(msg, p.splits,
	     [&](const uint8_t *d, size_t n) { upd(ctx, d, n); });
	fin(ctx, out);
}

/*
 * One SHA-2 variant, arch against generic: the one-shots, then both
 * incrementally at the fuzz input's split points. The incremental digests
 * are left in @a and @g for the caller to compare.
 */
template <typename Ctx>
void sha2_arch_vs_generic(const char *name, const params &p,
			  const std::vector<uint8_t> &msg, size_t n,
			  void (*oneshot)(const u8 *, size_t, u8 *),
			  void (*gen_oneshot)(const u8 *, size_t, u8 *),
			  void (*init)(Ctx *),
			  void (*upd)(Ctx *, const u8 *, size_t),
			  void (*fin)(Ctx *, u8 *), void (*gen_init)(Ctx *),
			  void (*gen_upd)(Ctx *, const u8 *, size_t),
			  void (*gen_fin)(Ctx *, u8 *), uint8_t *a, uint8_t *g)
{
	Ctx c;

	oneshot(ptr(msg), msg.size(), a);
	gen_oneshot(ptr(msg), msg.size(), g);
	check(name, p, 0, msg.size(), a, g, n);
	incremental(&c, p, msg, init, upd, fin, a);
	incremental(&c, p, msg, gen_init, gen_upd, gen_fin, g);
}

/* The update of each SHA-2 context, in the library and in the copy. */
template <typename Ctx>
void sha256_upd(Ctx *x, const u8 *d, size_t l)
{
	__sha256_update(&x->ctx, d, l);
}

template <typename Ctx>
void gen_sha256_upd(Ctx *x, const u8 *d, size_t l)
{
	gen_kcrypto___sha256_update(&x->ctx, d, l);
}

template <typename Ctx>
void sha512_upd(Ctx *x, const u8 *d, size_t l)
{
	__sha512_update(&x->ctx, d, l);
}

template <typename Ctx>
void gen_sha512_upd(Ctx *x, const u8 *d, size_t l)
{
	gen_kcrypto___sha512_update(&x->ctx, d, l);
}

} /* namespace */

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	reader r(data, size);
	params p = read_params(r);
	uint8_t a[64], g[64];
	size_t n;

	switch (p.alg % 8) {
	case 0:
	case 1: {
		bool is_b = p.alg % 8 == 0;
		size_t outlen = p.outsel % (is_b ? 64 : 32) + 1;
		std::vector<uint8_t> key = r.take(p.keysel % (is_b ? 65 : 33));
		std::vector<uint8_t> msg = r.rest();
		const uint8_t *k = ptr(key), *m = ptr(msg);
		size_t kl = key.size(), ml = msg.size();

		if (is_b) {
			struct blake2b_ctx c;

			blake2b(k, kl, m, ml, a, outlen);
			gen_blake2b(k, kl, m, ml, g, outlen);
			check("BLAKE2b arch/generic", p, kl, ml, a, g, outlen);
			incremental(
				&c, p, msg,
				[&](auto *x) {
					blake2b_init_key(x, outlen, k, kl);
				},
				blake2b_update, blake2b_final, a);
			incremental(
				&c, p, msg,
				[&](auto *x) {
					gen_blake2b_init_key(x, outlen, k, kl);
				},
				gen_kcrypto_blake2b_update,
				gen_kcrypto_blake2b_final, g);
		} else {
			struct blake2s_ctx c;

			blake2s(k, kl, m, ml, a, outlen);
			gen_blake2s(k, kl, m, ml, g, outlen);
			check("BLAKE2s arch/generic", p, kl, ml, a, g, outlen);
			incremental(
				&c, p, msg,
				[&](auto *x) {
					blake2s_init_key(x, outlen, k, kl);
				},
				blake2s_update, blake2s_final, a);
			incremental(
				&c, p, msg,
				[&](auto *x) {
					gen_blake2s_init_key(x, outlen, k, kl);
				},
				gen_kcrypto_blake2s_update,
				gen_kcrypto_blake2s_final, g);
		}
		check("BLAKE2 arch/generic incremental", p, kl, ml, a, g,
		      outlen);
		break;
	}
	case 2:
	case 3: {
		std::vector<uint8_t> msg = r.rest();
		bool is_224 = p.alg % 8 == 2;

		n = is_224 ? SHA224_DIGEST_SIZE : SHA256_DIGEST_SIZE;
		if (is_224) {
			sha2_arch_vs_generic<
				struct sha224_ctx>("SHA-224 arch/generic", p,
						   msg, n, sha224,
						   gen_kcrypto_sha224,
						   sha224_init,
						   sha256_upd<struct sha224_ctx>,
						   sha224_final,
						   gen_kcrypto_sha224_init,
						   gen_sha256_upd<
							   struct sha224_ctx>,
						   gen_kcrypto_sha224_final, a,
						   g);
		} else {
			struct sha256_ctx c;

			/* finup_2x: prefix from the first split point. */
			size_t pre = p.splits.empty() ?
					     0 :
					     p.splits[0] % (msg.size() + 1);
			std::vector<uint8_t> d1(msg.begin() + pre, msg.end());
			std::vector<uint8_t> d2(d1);
			uint8_t a2[32], g2[32];

			for (uint8_t &b : d2)
				b = (uint8_t)~b;
			sha256_init(&c);
			sha256_update(&c, ptr(msg), pre);
			sha256_finup_2x(p.splits.empty() ? nullptr : &c,
					ptr(d1), ptr(d2), d2.size(), a, a2);
			gen_kcrypto_sha256_finup_2x(p.splits.empty() ? nullptr :
								       &c,
						    ptr(d1), ptr(d2), d2.size(),
						    g, g2);
			check("sha256_finup_2x arch/generic", p, 0, msg.size(),
			      a, g, n);
			check("sha256_finup_2x arch/generic 2", p, 0,
			      msg.size(), a2, g2, n);
			sha2_arch_vs_generic<
				struct sha256_ctx>("SHA-256 arch/generic", p,
						   msg, n, sha256,
						   gen_kcrypto_sha256,
						   sha256_init,
						   sha256_upd<struct sha256_ctx>,
						   sha256_final,
						   gen_kcrypto_sha256_init,
						   gen_sha256_upd<
							   struct sha256_ctx>,
						   gen_kcrypto_sha256_final, a,
						   g);
		}
		check("SHA-2 arch/generic incremental", p, 0, msg.size(), a, g,
		      n);
		break;
	}
	case 4:
	case 5: {
		std::vector<uint8_t> key = r.take(p.keysel);
		std::vector<uint8_t> msg = r.rest();
		const uint8_t *k = ptr(key), *m = ptr(msg);
		size_t kl = key.size(), ml = msg.size();

		if (p.alg % 8 == 4) {
			n = SHA224_DIGEST_SIZE;
			hmac_sha224_usingrawkey(k, kl, m, ml, a);
			gen_kcrypto_hmac_sha224_usingrawkey(k, kl, m, ml, g);
			check("HMAC-SHA224 arch/generic", p, kl, ml, a, g, n);
		} else {
			struct hmac_sha256_ctx c;

			n = SHA256_DIGEST_SIZE;
			hmac_sha256_usingrawkey(k, kl, m, ml, a);
			gen_kcrypto_hmac_sha256_usingrawkey(k, kl, m, ml, g);
			check("HMAC-SHA256 arch/generic", p, kl, ml, a, g, n);
			incremental(
				&c, p, msg,
				[&](auto *x) {
					hmac_sha256_init_usingrawkey(x, k, kl);
				},
				[](auto *x, const u8 *d, size_t l) {
					__sha256_update(&x->ctx.sha_ctx, d, l);
				},
				hmac_sha256_final, a);
			incremental(
				&c, p, msg,
				[&](auto *x) {
					gen_kcrypto_hmac_sha256_init_usingrawkey(
						x, k, kl);
				},
				[](auto *x, const u8 *d, size_t l) {
					gen_kcrypto___sha256_update(&x->ctx.sha_ctx,
								    d, l);
				},
				gen_kcrypto_hmac_sha256_final, g);
			check("HMAC-SHA256 arch/generic incremental", p, kl, ml,
			      a, g, n);
		}
		break;
	}
	case 6:
	case 7: {
		/* SHA-384/512 and their HMACs, keys of up to 255 bytes. */
		std::vector<uint8_t> key = r.take(p.keysel);
		std::vector<uint8_t> msg = r.rest();
		const uint8_t *k = ptr(key), *m = ptr(msg);
		size_t kl = key.size(), ml = msg.size();

		if (p.alg % 8 == 6) {
			n = SHA384_DIGEST_SIZE;
			sha2_arch_vs_generic<
				struct sha384_ctx>("SHA-384 arch/generic", p,
						   msg, n, sha384,
						   gen_kcrypto_sha384,
						   sha384_init,
						   sha512_upd<struct sha384_ctx>,
						   sha384_final,
						   gen_kcrypto_sha384_init,
						   gen_sha512_upd<
							   struct sha384_ctx>,
						   gen_kcrypto_sha384_final, a,
						   g);
			check("SHA-384 arch/generic incremental", p, 0, ml, a,
			      g, n);
			hmac_sha384_usingrawkey(k, kl, m, ml, a);
			gen_kcrypto_hmac_sha384_usingrawkey(k, kl, m, ml, g);
			check("HMAC-SHA384 arch/generic", p, kl, ml, a, g, n);
		} else {
			n = SHA512_DIGEST_SIZE;
			sha2_arch_vs_generic<
				struct sha512_ctx>("SHA-512 arch/generic", p,
						   msg, n, sha512,
						   gen_kcrypto_sha512,
						   sha512_init,
						   sha512_upd<struct sha512_ctx>,
						   sha512_final,
						   gen_kcrypto_sha512_init,
						   gen_sha512_upd<
							   struct sha512_ctx>,
						   gen_kcrypto_sha512_final, a,
						   g);
			check("SHA-512 arch/generic incremental", p, 0, ml, a,
			      g, n);
			hmac_sha512_usingrawkey(k, kl, m, ml, a);
			gen_kcrypto_hmac_sha512_usingrawkey(k, kl, m, ml, g);
			check("HMAC-SHA512 arch/generic", p, kl, ml, a, g, n);
		}
		break;
	}
	}
	return 0;
}
