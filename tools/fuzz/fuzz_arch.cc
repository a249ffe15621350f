// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * libFuzzer target: the library as the host builds it (with the arch code
 * of this machine, when there is any) against a second, generic-only copy
 * of the library linked into the same binary. fuzz.mk compiles lib/crypto
 * again without the arch flags and renames every global symbol of that copy
 * with a gen_ prefix (objcopy --redefine-syms), so both run side by side
 * without the process-wide KCRYPTO_FORCE_GENERIC switch. All algorithms,
 * all valid digest and key lengths, random update split points; SHAKE
 * with output lengths 0..1023 and split squeezes.
 *
 * Byte 0 picks the algorithm, mod 12: 0 BLAKE2b, 1 BLAKE2s, 2 SHA-224,
 * 3 SHA-256, 4 HMAC-SHA224, 5 HMAC-SHA256, 6 SHA-384, 7 SHA-512, 8 and 9
 * SHA3-224/256/384/512 (byte 1 mod 4), 10 SHAKE128, 11 SHAKE256. SHAKE
 * takes its output length and squeeze chunks as fuzz_sha3.cc does.
 */
#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>
#include <crypto/sha3.h>

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
GEN(kcrypto___sha3_update);
GEN(kcrypto_sha3_final);
GEN(kcrypto_sha3_224);
GEN(kcrypto_sha3_256);
GEN(kcrypto_sha3_384);
GEN(kcrypto_sha3_512);
GEN(kcrypto_shake_squeeze);
GEN(kcrypto_shake128);
GEN(kcrypto_shake256);

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
 * One SHA-2 or SHA-3 variant, arch against generic: the one-shots, then
 * both incrementally at the fuzz input's split points. The incremental
 * digests are left in @a and @g for the caller to compare.
 */
template <typename Ctx>
void digest_arch_vs_generic(
	const char *name, const params &p, const std::vector<uint8_t> &msg,
	size_t n, void (*oneshot)(const u8 *, size_t, u8 *),
	void (*gen_oneshot)(const u8 *, size_t, u8 *), void (*init)(Ctx *),
	void (*upd)(Ctx *, const u8 *, size_t), void (*fin)(Ctx *, u8 *),
	void (*gen_init)(Ctx *), void (*gen_upd)(Ctx *, const u8 *, size_t),
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

void sha3_upd(struct sha3_ctx *x, const u8 *d, size_t l)
{
	sha3_update(x, d, l);
}

void gen_sha3_upd(struct sha3_ctx *x, const u8 *d, size_t l)
{
	gen_kcrypto___sha3_update(&x->ctx, d, l);
}

/* SHA3-224/256/384/512: the init is inline, the same for both copies. */
const struct {
	const char *name;
	size_t size;
	void (*oneshot)(const u8 *, size_t, u8 *);
	void (*gen_oneshot)(const u8 *, size_t, u8 *);
	void (*init)(struct sha3_ctx *);
} sha3_fns[] = {
	{ "SHA3-224 arch/generic", SHA3_224_DIGEST_SIZE, sha3_224,
	  gen_kcrypto_sha3_224, sha3_224_init },
	{ "SHA3-256 arch/generic", SHA3_256_DIGEST_SIZE, sha3_256,
	  gen_kcrypto_sha3_256, sha3_256_init },
	{ "SHA3-384 arch/generic", SHA3_384_DIGEST_SIZE, sha3_384,
	  gen_kcrypto_sha3_384, sha3_384_init },
	{ "SHA3-512 arch/generic", SHA3_512_DIGEST_SIZE, sha3_512,
	  gen_kcrypto_sha3_512, sha3_512_init },
};

/*
 * SHAKE128 or SHAKE256, arch against generic: the one-shots, then both
 * absorbing at the split points and squeezing in the input's chunks.
 */
void shake_arch_vs_generic(bool s256, const params &p,
			   const std::vector<uint8_t> &chunks,
			   const std::vector<uint8_t> &msg)
{
	size_t outlen = (p.outsel | p.keysel << 8) % 1024;
	std::vector<uint8_t> a(outlen + 1), g(outlen + 1); /* no NULL */
	struct shake_ctx c;

	(s256 ? shake256 : shake128)(ptr(msg), msg.size(), a.data(), outlen);
	(s256 ? gen_kcrypto_shake256 :
		gen_kcrypto_shake128)(ptr(msg), msg.size(), g.data(), outlen);
	check(s256 ? "SHAKE256 arch/generic" : "SHAKE128 arch/generic", p, 0,
	      msg.size(), a.data(), g.data(), outlen);
	(s256 ? shake256_init : shake128_init)(&c);
	feed(msg, p.splits,
	     [&](const uint8_t *d, size_t n) { shake_update(&c, d, n); });
	squeeze(chunks, a.data(), outlen,
		[&](uint8_t *o, size_t n) { shake_squeeze(&c, o, n); });
	(s256 ? shake256_init : shake128_init)(&c);
	feed(msg, p.splits, [&](const uint8_t *d, size_t n) {
		gen_kcrypto___sha3_update(&c.ctx, d, n);
	});
	squeeze(chunks, g.data(), outlen, [&](uint8_t *o, size_t n) {
		gen_kcrypto_shake_squeeze(&c, o, n);
	});
	shake_zeroize_ctx(&c);
	check(s256 ? "SHAKE256 arch/generic split squeezes" :
		     "SHAKE128 arch/generic split squeezes",
	      p, 0, msg.size(), a.data(), g.data(), outlen);
}

} /* namespace */

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	reader r(data, size);
	params p = read_params(r);
	uint8_t a[64], g[64];
	size_t n;

	switch (p.alg % 12) {
	case 0:
	case 1: {
		bool is_b = p.alg % 12 == 0;
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
		bool is_224 = p.alg % 12 == 2;

		n = is_224 ? SHA224_DIGEST_SIZE : SHA256_DIGEST_SIZE;
		if (is_224) {
			digest_arch_vs_generic<
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
			digest_arch_vs_generic<
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

		if (p.alg % 12 == 4) {
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

		if (p.alg % 12 == 6) {
			n = SHA384_DIGEST_SIZE;
			digest_arch_vs_generic<
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
			digest_arch_vs_generic<
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
	case 8:
	case 9: {
		const auto &f = sha3_fns[p.outsel % 4];
		std::vector<uint8_t> msg = r.rest();

		digest_arch_vs_generic<struct sha3_ctx>(f.name, p, msg, f.size,
							f.oneshot,
							f.gen_oneshot, f.init,
							sha3_upd, sha3_final,
							f.init, gen_sha3_upd,
							gen_kcrypto_sha3_final,
							a, g);
		check("SHA-3 arch/generic incremental", p, 0, msg.size(), a, g,
		      f.size);
		break;
	}
	case 10:
	case 11: {
		std::vector<uint8_t> chunks = r.take(p.keysel % 8);
		std::vector<uint8_t> msg = r.rest();

		shake_arch_vs_generic(p.alg % 12 == 11, p, chunks, msg);
		break;
	}
	}
	return 0;
}
