// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A main() for a libFuzzer target where there is no libFuzzer runtime (the
 * armhf and arm64 cross builds, run under qemu-user; see check-fuzz-cross
 * in tools/fuzz/fuzz.mk). It calls the target's LLVMFuzzerTestOneInput()
 * with every file of the given corpus directories, in name order, then with
 * N inputs from a fixed-seed generator, prints how many inputs ran and the
 * calls of each wrapped assembly function (tools/host/asm-calls.c), and
 * exits 0. A target that finds a mismatch aborts, so the program dies of
 * SIGABRT and its exit status is not 0.
 *
 *   fuzz_arch-standalone [-n N] [-s SEED] [DIR_OR_FILE...]
 *
 * The generated inputs follow the layout of fuzz-common.h: the algorithm
 * cycles through all twelve of fuzz_arch.cc, key and digest length
 * selectors are random, up to 7 update split points, and the message
 * length is biased to the block edges (0 to 3 blocks, each +-1: 64 and
 * 128 bytes, for SHA-3 and SHAKE their rates 72, 104, 136, 144 and 168)
 * or else random up to 16 KiB.
 */
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "../host/include/kcrypto-asm-calls.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

/* splitmix64: small, fixed, the same sequence on every architecture. */
class rng {
public:
	explicit rng(uint64_t seed) : s_(seed)
	{
	}

	uint64_t next()
	{
		uint64_t z = (s_ += 0x9e3779b97f4a7c15ULL);

		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
		z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
		return z ^ (z >> 31);
	}

	size_t below(size_t n)
	{
		return n ? (size_t)(next() % n) : 0;
	}

private:
	uint64_t s_;
};

/* fuzz_arch.cc's algorithms: 8 and up are SHA-3 and SHAKE. */
constexpr unsigned int n_algs = 12;

/* A message length near a block edge, or any length up to 16 KiB. */
size_t pick_len(rng &r, unsigned int alg)
{
	static const size_t blocks[] = { 64, 128 };
	static const size_t rates[] = { 72, 104, 136, 144, 168 };

	if (r.below(4) != 0) {
		size_t len = alg < 8 ? blocks[r.below(2)] : rates[r.below(5)];
		len *= r.below(4);
		size_t d = r.below(3);

		if (d == 0 && len > 0)
			return len - 1;
		return len + (d == 2);
	}
	return r.below(16 * 1024 + 1);
}

/* The key bytes fuzz_arch.cc takes for algorithm @alg and selector @ks. */
size_t key_len(unsigned int alg, unsigned int ks)
{
	switch (alg % n_algs) {
	case 0:
		return ks % 65;
	case 1:
		return ks % 33;
	case 4:
	case 5:
	case 6:
	case 7:
		return ks;
	case 10:
	case 11:
		return ks % 8; /* SHAKE's squeeze chunks */
	default:
		return 0;
	}
}

std::vector<uint8_t> generate(rng &r, uint64_t i)
{
	std::vector<uint8_t> in;
	unsigned int alg = i % n_algs;
	unsigned int ks = r.below(256);
	unsigned int nsplit = r.below(8);
	size_t msglen = pick_len(r, alg);

	in.push_back(alg);
	in.push_back(r.below(256));
	in.push_back(ks);
	in.push_back(nsplit);
	for (unsigned int s = 0; s < nsplit; s++) {
		/* Half of the split points on a block edge +-1. */
		size_t v = r.below(2) ? pick_len(r, alg) % 1024 : r.below(1024);

		in.push_back(v & 0xff);
		in.push_back(v >> 8);
	}
	for (size_t k = key_len(alg, ks) + msglen; k; k--)
		in.push_back(r.next());
	return in;
}

unsigned long run_file(const std::filesystem::path &p)
{
	std::ifstream f(p, std::ios::binary);
	std::vector<uint8_t> buf((std::istreambuf_iterator<char>(f)),
				 std::istreambuf_iterator<char>());

	if (!f.good() && !f.eof()) {
		fprintf(stderr, "%s: cannot read\n", p.c_str());
		exit(2);
	}
	LLVMFuzzerTestOneInput(buf.data(), buf.size());
	return 1;
}

} /* namespace */

int main(int argc, char **argv)
{
	unsigned long n = 1000, files = 0, bytes = 0;
	uint64_t seed = 1;
	int i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-n") && i + 1 < argc) {
			n = strtoul(argv[++i], nullptr, 0);
		} else if (!strcmp(argv[i], "-s") && i + 1 < argc) {
			seed = strtoull(argv[++i], nullptr, 0);
		} else if (std::filesystem::is_directory(argv[i])) {
			std::vector<std::filesystem::path> paths;

			for (const auto &e :
			     std::filesystem::directory_iterator(argv[i]))
				if (e.is_regular_file())
					paths.push_back(e.path());
			std::sort(paths.begin(), paths.end());
			for (const auto &p : paths)
				files += run_file(p);
		} else if (std::filesystem::is_regular_file(argv[i])) {
			files += run_file(argv[i]);
		} else {
			fprintf(stderr, "%s: not a file or directory\n",
				argv[i]);
			return 2;
		}
	}

	rng r(seed);

	for (unsigned long k = 0; k < n; k++) {
		std::vector<uint8_t> in = generate(r, k);

		LLVMFuzzerTestOneInput(in.data(), in.size());
		bytes += in.size();
	}
	printf("standalone: %lu inputs ran (%lu corpus files, %lu generated: %lu bytes, seed %llu)\n",
	       files + n, files, n, bytes, (unsigned long long)seed);
	for (unsigned int k = 0; kcrypto_asm_fn(k); k++) {
		const struct kcrypto_asm_fn *fn = kcrypto_asm_fn(k);

		printf("asm-calls: %s %s %s %lu\n", fn->alg, fn->path, fn->sym,
		       kcrypto_asm_calls(fn->sym));
	}
	return 0;
}
