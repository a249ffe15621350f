/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * The benchmark's view of an implementation: one-shot "hash @len bytes at
 * @in into @out" calls, one per algorithm. Shared by the C++ harness, the
 * peer wrappers and the C glue compiled with each copy of the library.
 */
#ifndef _KCRYPTO_BENCH_H
#define _KCRYPTO_BENCH_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct bench_impl {
	const char *alg; /* "BLAKE2b-512", "SHA-256", ... */
	const char *impl; /* "kcrypto", "openssl", "libsodium", ... */
	void (*fn)(const unsigned char *in, size_t len, unsigned char *out);
};

/* Every HMAC row uses this key: 32 bytes, the size libsodium's API takes. */
#define BENCH_HMAC_KEYLEN 32
static const unsigned char bench_hmac_key[BENCH_HMAC_KEYLEN] = {
	0x0b, 0x1c, 0x2d, 0x3e, 0x4f, 0x50, 0x61, 0x72, 0x83, 0x94, 0xa5,
	0xb6, 0xc7, 0xd8, 0xe9, 0xfa, 0x0b, 0x1c, 0x2d, 0x3e, 0x4f, 0x50,
	0x61, 0x72, 0x83, 0x94, 0xa5, 0xb6, 0xc7, 0xd8, 0xe9, 0xfa,
};

/* The rows of one copy of kcrypto, or of the peers; *n gets the count. */
const struct bench_impl *bench_kcrypto_unrolled(size_t *n);
const struct bench_impl *bench_kcrypto_rolled(size_t *n);
const struct bench_impl *bench_kcrypto_arch(size_t *n);
/* x86-64: one copy per SHA-256 path, forced (BENCH_HAVE_SHA256_PATHS). */
const struct bench_impl *bench_kcrypto_sha256_ni(size_t *n);
const struct bench_impl *bench_kcrypto_sha256_avx2(size_t *n);
const struct bench_impl *bench_kcrypto_sha256_ssse3(size_t *n);
const struct bench_impl *bench_kcrypto_sha256_generic(size_t *n);
/* x86-64: one copy per SHA-512 path, forced (BENCH_HAVE_SHA512_PATHS). */
const struct bench_impl *bench_kcrypto_sha512_avx512(size_t *n);
const struct bench_impl *bench_kcrypto_sha512_avx2(size_t *n);
const struct bench_impl *bench_kcrypto_sha512_ssse3(size_t *n);
const struct bench_impl *bench_kcrypto_sha512_generic(size_t *n);
/* x86-64: one copy per BLAKE2s path, forced (BENCH_HAVE_BLAKE2S_PATHS). */
const struct bench_impl *bench_kcrypto_blake2s_ssse3(size_t *n);
const struct bench_impl *bench_kcrypto_blake2s_avx512(size_t *n);
const struct bench_impl *bench_kcrypto_blake2s_generic(size_t *n);
/* x86-64: one copy per BLAKE2b path, forced (BENCH_HAVE_BLAKE2B_PATHS). */
const struct bench_impl *bench_kcrypto_blake2b_avx2(size_t *n);
const struct bench_impl *bench_kcrypto_blake2b_avx512(size_t *n);
const struct bench_impl *bench_kcrypto_blake2b_generic(size_t *n);
/*
 * The kernel's own 7.3 lib/crypto (tools/bench/kernel-peer.sh): its arch
 * code on x86-64 (BENCH_HAVE_KERNEL_ARCH), its C alone
 * (BENCH_HAVE_KERNEL_GENERIC).
 */
const struct bench_impl *bench_kernel_arch(size_t *n);
const struct bench_impl *bench_kernel_generic(size_t *n);
const struct bench_impl *bench_peers(size_t *n);
/*
 * More OpenSSLs with CPU features masked (OPENSSL_ia32cap), each in its own
 * link namespace: SHA-NI for SHA-256, the SIMD paths for SHA-384/512;
 * bench_peers_exit() ends the program without running those copies' exit
 * handlers.
 */
const struct bench_impl *bench_peers_noshani(size_t *n);
void bench_peers_exit(int status);
const struct bench_impl *bench_peers_b2(size_t *n);
/* SHA-3 and SHAKE: libgcrypt and nettle, and Crypto++. */
const struct bench_impl *bench_peers_sha3(size_t *n);
const struct bench_impl *bench_peers_cryptopp(size_t *n);

#ifdef __cplusplus
}
#endif

#endif
