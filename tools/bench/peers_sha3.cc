// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * SHA-3 and SHAKE peers beside OpenSSL's (peers.cc), as benchmark rows:
 *
 *   libgcrypt  gcry_md_hash_buffer() for SHA3-*, the one-shot a program
 *              calls; SHAKE through a handle opened once and reset per
 *              call (gcry_md_reset, gcry_md_write, gcry_md_extract),
 *              since the one-shot has no output length
 *   nettle     sha3_*_init/update/digest on a context on the stack;
 *              SHAKE256 with sha3_256_shake() (nettle 3.8 has no
 *              SHAKE128)
 *
 * Their own translation unit: nettle's <nettle/sha3.h> names its functions
 * sha3_256_init() and so on (macros for nettle_*), the names our
 * <crypto/sha3.h> declares.
 */
#include <gcrypt.h>
#include <nettle/sha3.h>

#include <cstdio>
#include <cstdlib>

#include "bench.h"

namespace {

[[noreturn]] void die(const char *what)
{
	std::fprintf(stderr, "bench: %s failed\n", what);
	std::exit(2);
}

template <int Algo>
void gc_sha3(const unsigned char *in, size_t len, unsigned char *out)
{
	gcry_md_hash_buffer(Algo, out, in, len);
}

gcry_md_hd_t gc_shake128, gc_shake256;

void gc_shake(gcry_md_hd_t h, int algo, const unsigned char *in, size_t len,
	      unsigned char *out, size_t outlen)
{
	gcry_md_reset(h);
	gcry_md_write(h, in, len);
	if (gcry_md_extract(h, algo, out, outlen))
		die("gcry_md_extract");
}

void gc_shake128_256(const unsigned char *in, size_t len, unsigned char *out)
{
	gc_shake(gc_shake128, GCRY_MD_SHAKE128, in, len, out, 32);
}

void gc_shake256_512(const unsigned char *in, size_t len, unsigned char *out)
{
	gc_shake(gc_shake256, GCRY_MD_SHAKE256, in, len, out, 64);
}

/* Init, update, digest (or SHAKE256's squeeze) of @N bytes, on the stack. */
template <typename Ctx, void (*Init)(Ctx *),
	  void (*Update)(Ctx *, size_t, const uint8_t *),
	  void (*Digest)(Ctx *, size_t, uint8_t *), size_t N>
void ne_sha3(const unsigned char *in, size_t len, unsigned char *out)
{
	Ctx c;

	Init(&c);
	Update(&c, len, in);
	Digest(&c, N, out);
}

const bench_impl sha3_impls[] = {
	{ "SHA3-224", "libgcrypt", gc_sha3<GCRY_MD_SHA3_224> },
	{ "SHA3-256", "libgcrypt", gc_sha3<GCRY_MD_SHA3_256> },
	{ "SHA3-384", "libgcrypt", gc_sha3<GCRY_MD_SHA3_384> },
	{ "SHA3-512", "libgcrypt", gc_sha3<GCRY_MD_SHA3_512> },
	{ "SHAKE128-256", "libgcrypt", gc_shake128_256 },
	{ "SHAKE256-512", "libgcrypt", gc_shake256_512 },
	{ "SHA3-224", "nettle",
	  ne_sha3<sha3_224_ctx, sha3_224_init, sha3_224_update, sha3_224_digest,
		  SHA3_224_DIGEST_SIZE> },
	{ "SHA3-256", "nettle",
	  ne_sha3<sha3_256_ctx, sha3_256_init, sha3_256_update, sha3_256_digest,
		  SHA3_256_DIGEST_SIZE> },
	{ "SHA3-384", "nettle",
	  ne_sha3<sha3_384_ctx, sha3_384_init, sha3_384_update, sha3_384_digest,
		  SHA3_384_DIGEST_SIZE> },
	{ "SHA3-512", "nettle",
	  ne_sha3<sha3_512_ctx, sha3_512_init, sha3_512_update, sha3_512_digest,
		  SHA3_512_DIGEST_SIZE> },
	{ "SHAKE256-512", "nettle",
	  ne_sha3<sha3_256_ctx, sha3_256_init, sha3_256_update, sha3_256_shake,
		  64> },
};

} // namespace

extern "C" const bench_impl *bench_peers_sha3(size_t *n)
{
	if (!gcry_check_version(GCRYPT_VERSION))
		die("gcry_check_version");
	gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
	gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
	if (gcry_md_open(&gc_shake128, GCRY_MD_SHAKE128, 0) ||
	    gcry_md_open(&gc_shake256, GCRY_MD_SHAKE256, 0))
		die("gcry_md_open");
	*n = sizeof(sha3_impls) / sizeof(sha3_impls[0]);
	return sha3_impls;
}
