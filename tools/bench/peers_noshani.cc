// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * OpenSSL with CPU features masked, as benchmark rows beside the normal
 * ones (the low-level *_Init/Update/Final calls, like "openssl-iuf"):
 *
 *   openssl-noshani  SHA-256 with the SHA extensions masked: what a CPU
 *                    without SHA-NI gets from OpenSSL (its AVX2 or SSSE3
 *                    code), measured on this one
 *   openssl-nosimd   SHA-384 and SHA-512 with AVX2, AVX, SSSE3 and XOP
 *                    masked: OpenSSL's scalar (integer) x86-64 code, the
 *                    peer of our portable C
 *
 * OpenSSL reads OPENSSL_ia32cap once, when libcrypto loads (see
 * OPENSSL_ia32cap(3)). ":~0x20000000" clears bit 29 of the second word,
 * CPUID.(EAX=7,ECX=0):EBX, the SHA extensions. "~0x10000a0000000000:~0x20"
 * clears, in the first word (CPUID.1:EDX in the low half, ECX in the high
 * one), ECX bits 28 (AVX), 11 (where OpenSSL keeps AMD's XOP) and 9
 * (SSSE3), and in the second word EBX bit 5 (AVX2): every path of
 * OpenSSL's sha512-x86_64 but the integer one. To have them all in one
 * process, and so in the same round-robin samples, each masked libcrypto
 * is loaded with dlmopen() into a new link namespace while the variable is
 * set. Only the low-level calls work there: anything that fetches an EVP
 * algorithm (SHA256() does) crashes in such a namespace, as do its exit
 * handlers, so bench_peers_exit() flushes the output and leaves with
 * _Exit().
 */
#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "bench.h"

namespace {

/*
 * Room for OpenSSL's SHA256_CTX (112 bytes on 64-bit) and SHA512_CTX (216
 * bytes), opaque here.
 */
struct sha_ctx_space {
	alignas(16) unsigned char bytes[256];
};

/* One hash's low-level calls in a masked libcrypto. */
struct iuf {
	int (*init)(void *c);
	int (*update)(void *c, const void *in, size_t len);
	int (*final)(unsigned char *out, void *c);

	void run(const unsigned char *in, size_t len, unsigned char *out)
	{
		sha_ctx_space c;

		if (!init(&c) || !update(&c, in, len) || !final(out, &c)) {
			std::fprintf(stderr, "bench: masked openssl failed\n");
			std::exit(2);
		}
	}
};

iuf noshani_sha256, nosimd_sha384, nosimd_sha512;
bool loaded;

void ossl_noshani_sha256(const unsigned char *in, size_t len,
			 unsigned char *out)
{
	noshani_sha256.run(in, len, out);
}

void ossl_nosimd_sha384(const unsigned char *in, size_t len, unsigned char *out)
{
	nosimd_sha384.run(in, len, out);
}

void ossl_nosimd_sha512(const unsigned char *in, size_t len, unsigned char *out)
{
	nosimd_sha512.run(in, len, out);
}

const bench_impl noshani_impls[] = {
	{ "SHA-256", "openssl-noshani", ossl_noshani_sha256 },
	{ "SHA-384", "openssl-nosimd", ossl_nosimd_sha384 },
	{ "SHA-512", "openssl-nosimd", ossl_nosimd_sha512 },
};

/* libcrypto in a new link namespace, loaded with OPENSSL_ia32cap=@mask. */
void *load_masked(const char *mask)
{
	const char *old = std::getenv("OPENSSL_ia32cap");
	std::string saved = old ? old : "";
	void *h;

	setenv("OPENSSL_ia32cap", mask, 1);
	h = dlmopen(LM_ID_NEWLM, "libcrypto.so.3", RTLD_NOW | RTLD_LOCAL);
	if (old)
		setenv("OPENSSL_ia32cap", saved.c_str(), 1);
	else
		unsetenv("OPENSSL_ia32cap");
	if (!h) {
		std::fprintf(stderr, "bench: no libcrypto with %s: %s\n", mask,
			     dlerror());
		return nullptr;
	}
	loaded = true;
	return h;
}

/* @alg's Init/Update/Final ("SHA256") from @h; false if any is missing. */
bool get_iuf(void *h, const std::string &alg, iuf &f)
{
	f.init = reinterpret_cast<decltype(f.init)>(
		dlsym(h, (alg + "_Init").c_str()));
	f.update = reinterpret_cast<decltype(f.update)>(
		dlsym(h, (alg + "_Update").c_str()));
	f.final = reinterpret_cast<decltype(f.final)>(
		dlsym(h, (alg + "_Final").c_str()));
	if (f.init && f.update && f.final)
		return true;
	std::fprintf(stderr,
		     "bench: no %s_Init/Update/Final in a masked "
		     "libcrypto\n",
		     alg.c_str());
	return false;
}

bench_impl rows[sizeof(noshani_impls) / sizeof(noshani_impls[0])];

} // namespace

extern "C" const bench_impl *bench_peers_noshani(size_t *n)
{
	void *h;

	*n = 0;
	h = load_masked(":~0x20000000");
	if (h && get_iuf(h, "SHA256", noshani_sha256))
		rows[(*n)++] = noshani_impls[0];
	h = load_masked("~0x10000a0000000000:~0x20");
	if (h && get_iuf(h, "SHA384", nosimd_sha384) &&
	    get_iuf(h, "SHA512", nosimd_sha512)) {
		rows[(*n)++] = noshani_impls[1];
		rows[(*n)++] = noshani_impls[2];
	}
	return rows;
}

extern "C" void bench_peers_exit(int status)
{
	std::fflush(nullptr);
	if (loaded)
		std::_Exit(status);
	std::exit(status);
}
