// SPDX-License-Identifier: GPL-2.0-only OR MIT
/* libb2, the BLAKE2 authors' library, as benchmark rows. */
#include <blake2.h>

#include "bench.h"

namespace {

void b2_blake2b_512(const unsigned char *in, size_t len, unsigned char *out)
{
	blake2b(out, in, nullptr, 64, len, 0);
}

void b2_blake2b_256(const unsigned char *in, size_t len, unsigned char *out)
{
	blake2b(out, in, nullptr, 32, len, 0);
}

void b2_blake2s_256(const unsigned char *in, size_t len, unsigned char *out)
{
	blake2s(out, in, nullptr, 32, len, 0);
}

const bench_impl b2_impls[] = {
	{ "BLAKE2b-512", "libb2", b2_blake2b_512 },
	{ "BLAKE2b-256", "libb2", b2_blake2b_256 },
	{ "BLAKE2s-256", "libb2", b2_blake2s_256 },
};

} // namespace

extern "C" const bench_impl *bench_peers_b2(size_t *n)
{
	*n = sizeof(b2_impls) / sizeof(b2_impls[0]);
	return b2_impls;
}
