// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * OpenSSL with the SHA extensions masked, as a benchmark row beside the
 * normal ones ("openssl-noshani", the low-level SHA256_Init/Update/Final
 * like "openssl-iuf"): what a CPU without SHA-NI gets from OpenSSL (its
 * AVX2 or SSSE3 code), measured on this one.
 *
 * OpenSSL reads OPENSSL_ia32cap once, when libcrypto loads; ":~0x20000000"
 * clears bit 29 of the second word, CPUID.(EAX=7,ECX=0):EBX, the SHA
 * extensions (see OPENSSL_ia32cap(3)). To have both in one process, and so
 * in the same round-robin samples, a second libcrypto is loaded with
 * dlmopen() into a new link namespace while the variable is set. Only the
 * low-level calls work there: anything that fetches an EVP algorithm
 * (SHA256() does) crashes in that namespace, as do its exit handlers, so
 * bench_peers_exit() flushes the output and leaves with _Exit().
 */
#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "bench.h"

namespace {

/* Room for OpenSSL's SHA256_CTX (112 bytes on 64-bit), opaque here. */
struct sha256_ctx_space {
	alignas(16) unsigned char bytes[256];
};

int (*sha256_init)(void *c);
int (*sha256_update)(void *c, const void *in, size_t len);
int (*sha256_final)(unsigned char *out, void *c);
bool loaded;

void ossl_noshani_sha256(const unsigned char *in, size_t len,
			 unsigned char *out)
{
	sha256_ctx_space c;

	if (!sha256_init(&c) || !sha256_update(&c, in, len) ||
	    !sha256_final(out, &c)) {
		std::fprintf(stderr, "bench: openssl-noshani failed\n");
		std::exit(2);
	}
}

const bench_impl noshani_impls[] = {
	{ "SHA-256", "openssl-noshani", ossl_noshani_sha256 },
};

} // namespace

extern "C" const bench_impl *bench_peers_noshani(size_t *n)
{
	const char *old = std::getenv("OPENSSL_ia32cap");
	std::string saved = old ? old : "";
	void *h;

	*n = 0;
	setenv("OPENSSL_ia32cap", ":~0x20000000", 1);
	h = dlmopen(LM_ID_NEWLM, "libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
	if (old)
		setenv("OPENSSL_ia32cap", saved.c_str(), 1);
	else
		unsetenv("OPENSSL_ia32cap");
	if (!h) {
		std::fprintf(stderr, "bench: no openssl-noshani row: %s\n",
			     dlerror());
		return noshani_impls;
	}
	loaded = true;
	sha256_init = reinterpret_cast<decltype(sha256_init)>(
		dlsym(h, "SHA256_Init"));
	sha256_update = reinterpret_cast<decltype(sha256_update)>(
		dlsym(h, "SHA256_Update"));
	sha256_final = reinterpret_cast<decltype(sha256_final)>(
		dlsym(h, "SHA256_Final"));
	if (!sha256_init || !sha256_update || !sha256_final) {
		std::fprintf(stderr, "bench: no SHA256_Init/Update/Final in "
				     "the second libcrypto\n");
		return noshani_impls;
	}
	*n = sizeof(noshani_impls) / sizeof(noshani_impls[0]);
	return noshani_impls;
}

extern "C" void bench_peers_exit(int status)
{
	std::fflush(nullptr);
	if (loaded)
		std::_Exit(status);
	std::exit(status);
}
