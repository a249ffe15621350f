// SPDX-License-Identifier: GPL-2.0-only OR MIT
//
// An outside C++17 program that uses kcrypto's host library through
// pkg-config, the way any userspace program would:
//
//   c++ -std=c++17 prog.cc $(pkg-config --cflags --libs kcrypto)
//
// It reads one job per line on stdin and prints the digest in hex:
//
//   ALG OUTLEN KEYHEX SPLITS DATAHEX
//
// ALG is blake2b, blake2s, sha224, sha256, sha384, sha512, hmac-sha224,
// hmac-sha256, hmac-sha384 or hmac-sha512;
// OUTLEN is the BLAKE2 digest length (ignored otherwise); KEYHEX and DATAHEX
// are hex or "-" for empty; SPLITS is "-" or comma-separated chunk lengths
// for successive update calls (the rest of the data goes in a last call).
// HMAC jobs alternate between a prepared key and the raw-key init.
#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::vector<u8> from_hex(const std::string &s)
{
	std::vector<u8> v;
	if (s == "-")
		return v;
	for (size_t i = 0; i + 1 < s.size(); i += 2)
		v.push_back(static_cast<u8>(
			std::stoi(s.substr(i, 2), nullptr, 16)));
	return v;
}

std::vector<size_t> chunks(const std::string &splits, size_t total)
{
	std::vector<size_t> v;
	size_t used = 0;
	if (splits != "-") {
		std::stringstream ss(splits);
		std::string item;
		while (std::getline(ss, item, ',')) {
			size_t n = std::stoul(item);
			if (used + n > total)
				n = total - used;
			v.push_back(n);
			used += n;
		}
	}
	v.push_back(total - used);
	return v;
}

// Feed @data to @update in the given chunks.
template <typename F>
void feed(const std::vector<u8> &data, const std::vector<size_t> &parts,
	  F update)
{
	size_t off = 0;
	for (size_t n : parts) {
		update(n ? data.data() + off : nullptr, n);
		off += n;
	}
}

// A hash job through the kernel's init/update/final functions of one hash.
template <typename Ctx>
void hash_job(void (*init)(Ctx *), void (*update)(Ctx *, const u8 *, size_t),
	      void (*final)(Ctx *, u8 *), const std::vector<u8> &data,
	      const std::vector<size_t> &parts, u8 *out)
{
	Ctx ctx;
	init(&ctx);
	feed(data, parts, [&](const u8 *p, size_t l) { update(&ctx, p, l); });
	final(&ctx, out);
}

// An HMAC job: a prepared key on odd jobs, the raw-key init on even ones.
template <typename Ctx, typename Key>
void hmac_job(void (*preparekey)(Key *, const u8 *, size_t),
	      void (*init)(Ctx *, const Key *),
	      void (*init_usingrawkey)(Ctx *, const u8 *, size_t),
	      void (*update)(Ctx *, const u8 *, size_t),
	      void (*final)(Ctx *, u8 *), unsigned long job,
	      const std::vector<u8> &key, const std::vector<u8> &data,
	      const std::vector<size_t> &parts, u8 *out)
{
	const u8 *k = key.empty() ? nullptr : key.data();
	Ctx ctx;
	Key pk;
	if (job % 2) {
		preparekey(&pk, k, key.size());
		init(&ctx, &pk);
	} else {
		init_usingrawkey(&ctx, k, key.size());
	}
	feed(data, parts, [&](const u8 *p, size_t l) { update(&ctx, p, l); });
	final(&ctx, out);
}

} // namespace

int main()
{
	std::string line;
	unsigned long job = 0;

	while (std::getline(std::cin, line)) {
		std::istringstream in(line);
		std::string alg, keyhex, splits, datahex;
		size_t outlen;
		if (!(in >> alg >> outlen >> keyhex >> splits >> datahex))
			continue;
		const std::vector<u8> key = from_hex(keyhex);
		const std::vector<u8> data = from_hex(datahex);
		const std::vector<size_t> parts = chunks(splits, data.size());
		const u8 *k = key.empty() ? nullptr : key.data();
		u8 out[64];
		size_t n = 0;

		if (alg == "blake2b") {
			blake2b_ctx ctx;
			blake2b_init_key(&ctx, outlen, k, key.size());
			feed(data, parts, [&](const u8 *p, size_t l) {
				blake2b_update(&ctx, p, l);
			});
			blake2b_final(&ctx, out);
			n = outlen;
		} else if (alg == "blake2s") {
			blake2s_ctx ctx;
			blake2s_init_key(&ctx, outlen, k, key.size());
			feed(data, parts, [&](const u8 *p, size_t l) {
				blake2s_update(&ctx, p, l);
			});
			blake2s_final(&ctx, out);
			n = outlen;
		} else if (alg == "sha224") {
			sha224_ctx ctx;
			sha224_init(&ctx);
			feed(data, parts, [&](const u8 *p, size_t l) {
				sha224_update(&ctx, p, l);
			});
			sha224_final(&ctx, out);
			n = SHA224_DIGEST_SIZE;
		} else if (alg == "sha256") {
			sha256_ctx ctx;
			sha256_init(&ctx);
			feed(data, parts, [&](const u8 *p, size_t l) {
				sha256_update(&ctx, p, l);
			});
			sha256_final(&ctx, out);
			n = SHA256_DIGEST_SIZE;
		} else if (alg == "hmac-sha224") {
			hmac_sha224_ctx ctx;
			hmac_sha224_key pk;
			if (job % 2) {
				hmac_sha224_preparekey(&pk, k, key.size());
				hmac_sha224_init(&ctx, &pk);
			} else {
				hmac_sha224_init_usingrawkey(&ctx, k,
							     key.size());
			}
			feed(data, parts, [&](const u8 *p, size_t l) {
				hmac_sha224_update(&ctx, p, l);
			});
			hmac_sha224_final(&ctx, out);
			n = SHA224_DIGEST_SIZE;
		} else if (alg == "hmac-sha256") {
			hmac_sha256_ctx ctx;
			hmac_sha256_key pk;
			if (job % 2) {
				hmac_sha256_preparekey(&pk, k, key.size());
				hmac_sha256_init(&ctx, &pk);
			} else {
				hmac_sha256_init_usingrawkey(&ctx, k,
							     key.size());
			}
			feed(data, parts, [&](const u8 *p, size_t l) {
				hmac_sha256_update(&ctx, p, l);
			});
			hmac_sha256_final(&ctx, out);
			n = SHA256_DIGEST_SIZE;
		} else if (alg == "sha384") {
			hash_job(sha384_init, sha384_update, sha384_final, data,
				 parts, out);
			n = SHA384_DIGEST_SIZE;
		} else if (alg == "sha512") {
			hash_job(sha512_init, sha512_update, sha512_final, data,
				 parts, out);
			n = SHA512_DIGEST_SIZE;
		} else if (alg == "hmac-sha384") {
			hmac_job(hmac_sha384_preparekey, hmac_sha384_init,
				 hmac_sha384_init_usingrawkey,
				 hmac_sha384_update, hmac_sha384_final, job,
				 key, data, parts, out);
			n = SHA384_DIGEST_SIZE;
		} else if (alg == "hmac-sha512") {
			hmac_job(hmac_sha512_preparekey, hmac_sha512_init,
				 hmac_sha512_init_usingrawkey,
				 hmac_sha512_update, hmac_sha512_final, job,
				 key, data, parts, out);
			n = SHA512_DIGEST_SIZE;
		} else {
			std::cerr << "unknown algorithm " << alg << "\n";
			return 2;
		}
		for (size_t i = 0; i < n; i++)
			std::printf("%02x", out[i]);
		std::printf("\n");
		job++;
	}
	return 0;
}
