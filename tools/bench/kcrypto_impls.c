// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * kcrypto's one-shot calls as benchmark rows. This file is linked into each
 * copy of the library that the benchmark carries (CONFIG_64BIT with the
 * BLAKE2b rounds unrolled, without it rolled, with the arch code), and each
 * copy's symbols get a prefix, so BENCH_VARIANT names the entry point and
 * BENCH_IMPL the rows. Compiled against the kernel's own headers
 * (BENCH_KERNEL), it gives the same rows for the kernel's lib/crypto
 * (tools/bench/kernel-peer.sh): the API is the same.
 */
#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>
#include <crypto/sha3.h>
#include <linux/kconfig.h>
#include <linux/kernel.h>
#include <linux/string.h>

#include "bench.h"

/* The kernel's copy (tools/bench/kernel-peer.sh): bench_kernel_arch, ... */
#ifdef BENCH_KERNEL
#define __bench_entry(v) bench_##v
#else
#define __bench_entry(v) bench_kcrypto_##v
#endif
#define bench_entry(v) __bench_entry(v)

static void kc_blake2b_512(const u8 *in, size_t len, u8 *out)
{
	blake2b(NULL, 0, in, len, out, BLAKE2B_512_HASH_SIZE);
}

static void kc_blake2b_256(const u8 *in, size_t len, u8 *out)
{
	blake2b(NULL, 0, in, len, out, BLAKE2B_256_HASH_SIZE);
}

static void kc_blake2s_256(const u8 *in, size_t len, u8 *out)
{
	blake2s(NULL, 0, in, len, out, BLAKE2S_256_HASH_SIZE);
}

static void kc_sha256(const u8 *in, size_t len, u8 *out)
{
	sha256(in, len, out);
}

static void kc_hmac_sha256(const u8 *in, size_t len, u8 *out)
{
	hmac_sha256_usingrawkey(bench_hmac_key, BENCH_HMAC_KEYLEN, in, len,
				out);
}

/* The same MAC in three calls: init with the raw key, update, final. */
static void kc_hmac_sha256_iuf(const u8 *in, size_t len, u8 *out)
{
	struct hmac_sha256_ctx ctx;

	hmac_sha256_init_usingrawkey(&ctx, bench_hmac_key, BENCH_HMAC_KEYLEN);
	hmac_sha256_update(&ctx, in, len);
	hmac_sha256_final(&ctx, out);
}

static void kc_sha384(const u8 *in, size_t len, u8 *out)
{
	sha384(in, len, out);
}

static void kc_sha512(const u8 *in, size_t len, u8 *out)
{
	sha512(in, len, out);
}

static void kc_hmac_sha384(const u8 *in, size_t len, u8 *out)
{
	hmac_sha384_usingrawkey(bench_hmac_key, BENCH_HMAC_KEYLEN, in, len,
				out);
}

static void kc_hmac_sha512(const u8 *in, size_t len, u8 *out)
{
	hmac_sha512_usingrawkey(bench_hmac_key, BENCH_HMAC_KEYLEN, in, len,
				out);
}

static void kc_hmac_sha512_iuf(const u8 *in, size_t len, u8 *out)
{
	struct hmac_sha512_ctx ctx;

	hmac_sha512_init_usingrawkey(&ctx, bench_hmac_key, BENCH_HMAC_KEYLEN);
	hmac_sha512_update(&ctx, in, len);
	hmac_sha512_final(&ctx, out);
}

static void kc_sha3_224(const u8 *in, size_t len, u8 *out)
{
	sha3_224(in, len, out);
}

static void kc_sha3_256(const u8 *in, size_t len, u8 *out)
{
	sha3_256(in, len, out);
}

static void kc_sha3_384(const u8 *in, size_t len, u8 *out)
{
	sha3_384(in, len, out);
}

static void kc_sha3_512(const u8 *in, size_t len, u8 *out)
{
	sha3_512(in, len, out);
}

/* SHAKE at twice its security strength in bits: 32 and 64 bytes. */
static void kc_shake128_256(const u8 *in, size_t len, u8 *out)
{
	shake128(in, len, out, 32);
}

static void kc_shake256_512(const u8 *in, size_t len, u8 *out)
{
	shake256(in, len, out, 64);
}

/*
 * sha256_finup_2x() against two single calls: both hash the two halves of
 * the input as two messages of len / 2 bytes, so MB/s counts the same bytes
 * as the SHA-256 rows (one byte is left out when len is odd).
 */
static void kc_sha256_x2_calls(const u8 *in, size_t len, u8 *out)
{
	sha256(in, len / 2, out);
	sha256(in + len / 2, len / 2, out + SHA256_DIGEST_SIZE);
}

static void kc_sha256_x2_finup(const u8 *in, size_t len, u8 *out)
{
	sha256_finup_2x(NULL, in, in + len / 2, len / 2, out,
			out + SHA256_DIGEST_SIZE);
}

/*
 * The arch copy (BENCH_ARCH_ONLY) has rows only for the algorithms that
 * have arch code; the others would repeat the generic rows. A copy with
 * one SHA-256 path forced (BENCH_SHA256_PATH; BENCH_PATH names the path,
 * which bench.cc has the copy's impl= parameter force) has just its
 * SHA-256 row, one with a
 * SHA-512 path forced (BENCH_SHA512_PATH) its SHA-512 row, one with a
 * BLAKE2s path forced (BENCH_BLAKE2S_PATH) its BLAKE2s row, and one with a
 * BLAKE2b path forced (BENCH_BLAKE2B_PATH) its two BLAKE2b rows.
 */
#if defined(BENCH_SHA256_PATH)
#define BENCH_WANT(alg) false
#define BENCH_WANT_SHA256_ROW true
#elif defined(BENCH_SHA512_PATH)
#define BENCH_WANT(alg) false
#define BENCH_WANT_SHA512_ROW true
#elif defined(BENCH_BLAKE2S_PATH)
#define BENCH_WANT(alg) false
#define BENCH_WANT_BLAKE2S_ROW true
#elif defined(BENCH_BLAKE2B_PATH)
#define BENCH_WANT(alg) false
#define BENCH_WANT_BLAKE2B_ROW true
#elif defined(BENCH_ARCH_ONLY)
#define BENCH_WANT(alg) IS_ENABLED(CONFIG_KCRYPTO_##alg##_ARCH)
#else
#define BENCH_WANT(alg) true
#endif
#ifndef BENCH_WANT_BLAKE2B_ROW
#define BENCH_WANT_BLAKE2B_ROW BENCH_WANT(BLAKE2B)
#endif
#ifndef BENCH_WANT_BLAKE2S_ROW
#define BENCH_WANT_BLAKE2S_ROW BENCH_WANT(BLAKE2S)
#endif
#ifndef BENCH_WANT_SHA256_ROW
#define BENCH_WANT_SHA256_ROW BENCH_WANT(SHA256)
#endif
#ifndef BENCH_WANT_SHA512_ROW
#define BENCH_WANT_SHA512_ROW BENCH_WANT(SHA512)
#endif

static const struct {
	struct bench_impl impl;
	bool want;
} kc_impls[] = {
	{ { "BLAKE2b-512", BENCH_IMPL, kc_blake2b_512 },
	  BENCH_WANT_BLAKE2B_ROW },
	{ { "BLAKE2b-256", BENCH_IMPL, kc_blake2b_256 },
	  BENCH_WANT_BLAKE2B_ROW },
	{ { "BLAKE2s-256", BENCH_IMPL, kc_blake2s_256 },
	  BENCH_WANT_BLAKE2S_ROW },
	{ { "SHA-256", BENCH_IMPL, kc_sha256 }, BENCH_WANT_SHA256_ROW },
	{ { "HMAC-SHA256", BENCH_IMPL, kc_hmac_sha256 }, BENCH_WANT(SHA256) },
	{ { "HMAC-SHA256", BENCH_IMPL "-iuf", kc_hmac_sha256_iuf },
	  BENCH_WANT(SHA256) },
	{ { "SHA-256x2-calls", BENCH_IMPL, kc_sha256_x2_calls },
	  BENCH_WANT(SHA256) },
	{ { "SHA-256x2-finup", BENCH_IMPL, kc_sha256_x2_finup },
	  BENCH_WANT(SHA256) },
	/* Its reference, sampled in the same rounds (bench.cc: x2cal). */
	{ { "SHA-256x2-finup", BENCH_IMPL "-2calls", kc_sha256_x2_calls },
	  BENCH_WANT(SHA256) },
	{ { "SHA-384", BENCH_IMPL, kc_sha384 }, BENCH_WANT(SHA512) },
	{ { "SHA-512", BENCH_IMPL, kc_sha512 }, BENCH_WANT_SHA512_ROW },
	{ { "HMAC-SHA384", BENCH_IMPL, kc_hmac_sha384 }, BENCH_WANT(SHA512) },
	{ { "HMAC-SHA512", BENCH_IMPL, kc_hmac_sha512 }, BENCH_WANT(SHA512) },
	{ { "HMAC-SHA512", BENCH_IMPL "-iuf", kc_hmac_sha512_iuf },
	  BENCH_WANT(SHA512) },
	{ { "SHA3-224", BENCH_IMPL, kc_sha3_224 }, BENCH_WANT(SHA3) },
	{ { "SHA3-256", BENCH_IMPL, kc_sha3_256 }, BENCH_WANT(SHA3) },
	{ { "SHA3-384", BENCH_IMPL, kc_sha3_384 }, BENCH_WANT(SHA3) },
	{ { "SHA3-512", BENCH_IMPL, kc_sha3_512 }, BENCH_WANT(SHA3) },
	{ { "SHAKE128-256", BENCH_IMPL, kc_shake128_256 }, BENCH_WANT(SHA3) },
	{ { "SHAKE256-512", BENCH_IMPL, kc_shake256_512 }, BENCH_WANT(SHA3) },
};

static struct bench_impl kc_rows[ARRAY_SIZE(kc_impls)];

const struct bench_impl *bench_entry(BENCH_VARIANT)(size_t *n)
{
	size_t i;

	*n = 0;
#ifdef BENCH_SHA256_PATH
	/* No row for a forced path the CPU can't run (the glue fell back). */
	if (strcmp(sha256_arch_name() ? sha256_arch_name() : "generic",
		   BENCH_PATH))
		return kc_rows;
#endif
#ifdef BENCH_SHA512_PATH
	/* The same for a SHA-512 path. */
	if (strcmp(sha512_arch_name() ? sha512_arch_name() : "generic",
		   BENCH_PATH))
		return kc_rows;
#endif
#ifdef BENCH_BLAKE2B_PATH
	/* The same for a BLAKE2b path. */
	if (strcmp(blake2b_arch_name() ? blake2b_arch_name() : "generic",
		   BENCH_PATH))
		return kc_rows;
#endif
#ifdef BENCH_BLAKE2S_PATH
	/* The same (the glue has no public name of its path). */
	if (!strcmp(BENCH_PATH, "avx512") &&
	    !(__builtin_cpu_supports("avx512f") &&
	      __builtin_cpu_supports("avx512vl")))
		return kc_rows;
	if (!strcmp(BENCH_PATH, "ssse3") && !__builtin_cpu_supports("ssse3"))
		return kc_rows;
#endif
	for (i = 0; i < ARRAY_SIZE(kc_impls); i++)
		if (kc_impls[i].want)
			kc_rows[(*n)++] = kc_impls[i].impl;
	return kc_rows;
}
