// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * kernel-paths: which of the kernel's own assembly functions its rows call.
 *
 *   kernel-paths
 *
 * Linked with the benchmark's copy of the kernel's lib/crypto
 * (build/bench/kernel/arch.o, tools/bench/kernel-peer.sh) and with
 * kernel-paths-wrap.S, which bench.mk generates: one counting wrapper per
 * global function of the kernel's lib/crypto/x86 assembly (ld --wrap),
 * which bumps its counter and jumps to the function, its arguments
 * untouched. Each "kernel" row of SHA-256, HMAC-SHA256, SHA-256x2-finup,
 * SHA-512 and BLAKE2s-256 hashes a few lengths; the line printed per row
 * names the functions that ran, or says "no assembly", which is what the
 * kernel's glue would run on a CPU it finds no SIMD code for:
 *
 *   kernel SHA-256: sha256_ni_transform
 *
 * run.sh --check (make check-bench) then fails a row that ran no assembly
 * on a CPU with SSSE3, the least any of the kernel's x86-64 paths needs.
 */
#include <cstdio>
#include <cstring>
#include <string>

#include "bench.h"

struct kernel_paths_sym {
	const char *name;
	unsigned long *calls;
};

/* kernel-paths-wrap.S: the wrapped functions, then { NULL, NULL }. */
extern "C" const kernel_paths_sym kernel_paths_syms[];

int main()
{
	static const char *const algs[] = { "SHA-256", "HMAC-SHA256",
					    "SHA-256x2-finup", "SHA-512",
					    "BLAKE2s-256" };
	static unsigned char in[8192], out[64];
	size_t n;
	const bench_impl *rows = bench_kernel_arch(&n);

	for (size_t i = 0; i < sizeof(in); i++)
		in[i] = (unsigned char)(i * 131 + (i >> 8));
	for (const char *alg : algs) {
		unsigned long before[64] = {};
		std::string ran;
		const bench_impl *row = nullptr;

		for (size_t i = 0; i < n; i++)
			if (!std::strcmp(rows[i].alg, alg) &&
			    !std::strcmp(rows[i].impl, "kernel"))
				row = &rows[i];
		if (!row) {
			std::printf("kernel %s: no row\n", alg);
			continue;
		}
		for (size_t s = 0; kernel_paths_syms[s].name && s < 64; s++)
			before[s] = *kernel_paths_syms[s].calls;
		for (size_t len : { 0, 64, 1000, 4096 })
			row->fn(in, len, out);
		for (size_t s = 0; kernel_paths_syms[s].name && s < 64; s++)
			if (*kernel_paths_syms[s].calls != before[s])
				ran += std::string(" ") +
				       kernel_paths_syms[s].name;
		std::printf("kernel %s:%s\n", alg,
			    ran.empty() ? " no assembly" : ran.c_str());
	}
	return 0;
}
