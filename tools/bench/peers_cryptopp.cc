// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Crypto++'s SHA-3 and SHAKE as benchmark rows: one object per algorithm,
 * reused by every call; CalculateDigest() (SHA3-*) and
 * CalculateTruncatedDigest() (SHAKE, 32 or 64 bytes) hash and restart it.
 * Its own translation unit: Crypto++ is a C++ library with its own
 * headers and exceptions.
 */
#include <crypto++/sha3.h>
#include <crypto++/shake.h>

#include "bench.h"

namespace {

/* One object per algorithm: a static of each instance. */
template <typename H>
void cp_sha3(const unsigned char *in, size_t len, unsigned char *out)
{
	static H h;

	h.CalculateDigest(out, in, len);
}

template <typename H, size_t N>
void cp_shake(const unsigned char *in, size_t len, unsigned char *out)
{
	static H h;

	h.CalculateTruncatedDigest(out, N, in, len);
}

const bench_impl cp_impls[] = {
	{ "SHA3-224", "cryptopp", cp_sha3<CryptoPP::SHA3_224> },
	{ "SHA3-256", "cryptopp", cp_sha3<CryptoPP::SHA3_256> },
	{ "SHA3-384", "cryptopp", cp_sha3<CryptoPP::SHA3_384> },
	{ "SHA3-512", "cryptopp", cp_sha3<CryptoPP::SHA3_512> },
	{ "SHAKE128-256", "cryptopp", cp_shake<CryptoPP::SHAKE128, 32> },
	{ "SHAKE256-512", "cryptopp", cp_shake<CryptoPP::SHAKE256, 64> },
};

} // namespace

extern "C" const bench_impl *bench_peers_cryptopp(size_t *n)
{
	*n = sizeof(cp_impls) / sizeof(cp_impls[0]);
	return cp_impls;
}
