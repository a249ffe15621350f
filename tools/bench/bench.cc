// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * kcrypto-bench: kcrypto's hashes side by side with OpenSSL, libsodium and
 * libb2 (SHA-3: OpenSSL, libgcrypt, nettle and Crypto++), in cycles per
 * one-shot call and in MB/s.
 *
 *   kcrypto-bench [--quick] [--check] [--out DIR] [--suffix S] [--alg A]...
 *
 * --alg limits the run to the algorithms whose names start with A.
 *
 * Method. Every implementation is a one-shot call "hash len bytes".
 * A sample is the time of a batch of back-to-back calls, divided by the
 * batch size; the batch is sized once so that it lasts a set number of
 * timestamp-counter ticks. For each length, every implementation is warmed
 * up, then the samples are taken round-robin (one batch of each
 * implementation in turn, repeated), so that a slow phase of a shared
 * machine hits all of them alike. We report the median sample and, as the
 * noise figure, the relative median absolute deviation (MAD / median).
 *
 * Clock. On x86 the samples are rdtsc ticks: reference cycles at the
 * constant TSC rate, not core cycles. The TSC rate is measured against
 * CLOCK_MONOTONIC_RAW, and the core clock against the TSC with a chain of
 * dependent adds (one core cycle each), which gives "core ~ ref x ratio"
 * without performance counters (which VMs often lack).
 *
 * Why not Google Benchmark: the cycle sweep is ~2000 cells; Google
 * Benchmark runs each benchmark to completion, one after the other, with
 * its own iteration-count search per benchmark and per repetition, which
 * alone costs more than the 30 s budget of --quick and cannot interleave
 * implementations; nor does it exist for the static i386 build (Debian has
 * no i386 libbenchmark without multiarch). One small harness measures both
 * metrics the same way on both ABIs.
 *
 * --check hashes a set of lengths with every implementation and fails
 * unless all implementations of an algorithm agree; it also prints one
 * fingerprint per algorithm, so that two builds can be compared.
 */
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <map>
#include <string>
#include <vector>

#if defined(__x86_64__) || defined(__i386__)
#define BENCH_RDTSC 1
#endif

#include "bench.h"

namespace {

struct alg_info {
	const char *name;
	size_t digest_size;
	size_t block_size;
	size_t percall_to = 0; /* the per-call sweep's end; 0: two blocks */
};

const alg_info algs[] = {
	{ "BLAKE2b-512", 64, 128 },
	{ "BLAKE2b-256", 32, 128 },
	{ "BLAKE2s-256", 32, 64 },
	{ "SHA-256", 32, 64 },
	{ "HMAC-SHA256", 32, 64 },
	{ "SHA-256x2-calls", 64, 64 },
	{ "SHA-256x2-finup", 64, 64 },
	{ "SHA-384", 48, 128 },
	{ "SHA-512", 64, 128 },
	{ "HMAC-SHA384", 48, 128 },
	{ "HMAC-SHA512", 64, 128 },
	/*
	 * SHA-3's block is its rate; its per-call sweep goes to 200 bytes,
	 * past every variant's step from one permutation to two (72 to
	 * 168 bytes). SHAKE outputs twice the security strength.
	 */
	{ "SHA3-224", 28, 144, 200 },
	{ "SHA3-256", 32, 136, 200 },
	{ "SHA3-384", 48, 104, 200 },
	{ "SHA3-512", 64, 72, 200 },
	{ "SHAKE128-256", 32, 168, 200 },
	{ "SHAKE256-512", 64, 136, 200 },
};

const size_t mbps_lens[] = { 1,	  16,  64,   127,  128,	 200,  256,
			     511, 512, 1024, 3173, 4096, 16384 };

struct options {
	bool quick = false;
	bool check_only = false;
	std::string out;
	std::string suffix;
	std::vector<std::string> algs;
};

/* --- clocks ------------------------------------------------------------- */

#ifdef BENCH_RDTSC
const char clock_name[] = "rdtsc reference cycles";

/*
 * lfence keeps the timed calls from moving across the reads; written out
 * because the intrinsics want SSE2 at compile time, which i686 lacks.
 */
inline uint64_t clock_start()
{
	uint32_t lo, hi;

	asm volatile("lfence\n\trdtsc\n\tlfence"
		     : "=a"(lo), "=d"(hi)::"memory");
	return uint64_t(hi) << 32 | lo;
}

inline uint64_t clock_stop()
{
	uint32_t lo, hi;

	asm volatile("rdtscp\n\tlfence" : "=a"(lo), "=d"(hi)::"ecx", "memory");
	return uint64_t(hi) << 32 | lo;
}
#else
const char clock_name[] = "nanoseconds";

inline uint64_t clock_start()
{
	timespec ts;
	clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
	return uint64_t(ts.tv_sec) * 1000000000u + uint64_t(ts.tv_nsec);
}

inline uint64_t clock_stop()
{
	return clock_start();
}
#endif

double now_seconds()
{
	timespec ts;
	clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
	return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

double median(std::vector<double> v)
{
	std::sort(v.begin(), v.end());
	size_t n = v.size();
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Relative median absolute deviation of the samples. */
double rel_mad(const std::vector<double> &v)
{
	double m = median(v);
	std::vector<double> dev;
	for (double x : v)
		dev.push_back(std::fabs(x - m));
	return m > 0 ? median(dev) / m : 0;
}

/* Clock ticks per second, against CLOCK_MONOTONIC_RAW. */
double measure_tick_hz()
{
#ifdef BENCH_RDTSC
	std::vector<double> hz;
	for (int i = 0; i < 5; i++) {
		double s0 = now_seconds();
		uint64_t t0 = clock_start();
		while (now_seconds() - s0 < 0.01)
			;
		uint64_t t1 = clock_stop();
		double s1 = now_seconds();
		hz.push_back(double(t1 - t0) / (s1 - s0));
	}
	return median(hz);
#else
	return 1e9;
#endif
}

/*
 * Core cycles per tick: 100 dependent register adds per loop trip take
 * 100 core cycles (the loop counter runs beside them). Register, not
 * immediate, operands: newer cores fold chains of immediate adds.
 */
double measure_core_per_tick()
{
#ifdef BENCH_RDTSC
	std::vector<double> r;
	for (int i = 0; i < 31; i++) {
		unsigned long x = 0, n = 20000, one = 1;
		uint64_t t0 = clock_start();
		asm volatile("1:\n\t"
			     ".rept 100\n\t"
			     "add %2, %0\n\t"
			     ".endr\n\t"
			     "dec %1\n\t"
			     "jnz 1b"
			     : "+r"(x), "+r"(n)
			     : "r"(one));
		uint64_t t1 = clock_stop();
		r.push_back(100.0 * 20000 / double(t1 - t0));
	}
	/* A preempted run only looks slower: take the fastest. */
	return *std::max_element(r.begin(), r.end());
#else
	return 0;
#endif
}

/* --- measuring ------------------------------------------------------------ */

struct row {
	const bench_impl *impl;
	bool kcrypto;
	bool kernel; /* the kernel's own code: neither ours nor a peer */
};

bool is_peer(const row &r)
{
	return !r.kcrypto && !r.kernel;
}

/*
 * The kernel row that kcrypto row @r is measured against: the same job
 * done by the kernel's lib/crypto, with the path each picks on this CPU
 * ("kcrypto-auto..." against "kernel...") or with the C alone ("kcrypto",
 * "kcrypto-generic" against "kernel-generic"; "-iuf" and "-2calls" rows
 * keep their suffix). Empty for rows with no such partner (a forced
 * path, the rolled BLAKE2b).
 */
std::string kernel_partner(const row &r)
{
	std::string n = r.impl->impl;
	const std::string kc = "kcrypto";

	if (!r.kcrypto || n.compare(0, kc.size(), kc))
		return "";
	n = n.substr(kc.size());
	if (!n.compare(0, 5, "-auto"))
		return "kernel" + n.substr(5);
	if (n == "-generic")
		n = "";
	if (n.empty() || n == "-iuf" || n == "-2calls")
		return "kernel-generic" + n;
	return "";
}

struct cell {
	double value; /* median ticks per call */
	double noise; /* relative MAD */
	double xpeer; /* kcrypto rows: paired ratio to the best peer */
	double xunrl; /* kcrypto-rolled: paired ratio to kcrypto */
	double x2cal; /* a row R with a row R-2calls: paired ratio to it */
	double xkern; /* kcrypto rows: paired ratio to the kernel's row */
};

/*
 * The ratio of two rows as the median, over the rounds, of their samples'
 * ratio in the same round: the two batches ran back to back, so a slow
 * phase of the machine that hit one mostly hit the other too. Above 1
 * means row @r is faster than row @p.
 */
double paired_ratio(const std::vector<double> &r, const std::vector<double> &p)
{
	std::vector<double> x;
	for (size_t k = 0; k < r.size(); k++)
		x.push_back(p[k] / r[k]);
	return median(x);
}

/*
 * Row @p is row @r's reference "-2calls" row: the same library copy doing
 * with two single calls what @r does with one two-message call (the
 * SHA-256x2-finup table), so that their ratio comes from samples taken
 * back to back.
 */
bool two_calls_of(const row &r, const row &p)
{
	return std::string(p.impl->impl) ==
	       std::string(r.impl->impl) + "-2calls";
}

bool has_two_calls(const row &r, const std::vector<row> &rows)
{
	return std::any_of(rows.begin(), rows.end(),
			   [&](const row &p) { return two_calls_of(r, p); });
}

struct bench {
	const options &opt;
	unsigned char *in;
	unsigned char out[64];

	explicit bench(const options &o) : opt(o)
	{
		in = static_cast<unsigned char *>(aligned_alloc(64, 65536));
		for (size_t i = 0; i < 65536; i++)
			in[i] = (unsigned char)(i * 131 + (i >> 8));
	}

	double batch(const bench_impl *impl, size_t len, unsigned long calls)
	{
		auto fn = impl->fn;
		uint64_t t0 = clock_start();
		for (unsigned long i = 0; i < calls; i++)
			fn(in, len, out);
		uint64_t t1 = clock_stop();
		return double(t1 - t0);
	}

	/*
	 * Median ticks per call of each row at @len: warm up and size the
	 * batches to @target ticks, then @reps samples round-robin.
	 */
	std::vector<cell> measure(const std::vector<row> &rows, size_t len,
				  double target, int reps)
	{
		std::vector<unsigned long> calls(rows.size());
		std::vector<std::vector<double>> samples(rows.size());

		for (size_t r = 0; r < rows.size(); r++) {
			unsigned long n = 1;

			/*
			 * Doubling up to the target is the warm-up. Each size
			 * is timed by the fastest of three batches: at an
			 * algorithm's first length the first calls are cold
			 * (the algorithm before pushed their code and data
			 * out), and one slow batch stopped the doubling short,
			 * so that the cell's samples were small batches that
			 * the clock's overhead and the cold start still
			 * weighed on (SHA-256 with SHA-NI: 168 ticks at 0
			 * bytes against 113 at 1; the same code in another
			 * row, 110).
			 */
			while (n < (1ul << 24) &&
			       std::min({ batch(rows[r].impl, len, n),
					  batch(rows[r].impl, len, n),
					  batch(rows[r].impl, len, n) }) <
				       target)
				n *= 2;
			batch(rows[r].impl, len, n);
			calls[r] = n;
		}
		for (int k = 0; k < reps; k++)
			for (size_t r = 0; r < rows.size(); r++)
				samples[r].push_back(
					batch(rows[r].impl, len, calls[r]) /
					double(calls[r]));
		std::vector<cell> cells;
		for (auto &s : samples)
			cells.push_back({ median(s), rel_mad(s), 0, 0, 0, 0 });
		for (size_t r = 0; r < rows.size(); r++) {
			if (!rows[r].kcrypto)
				continue;
			std::string kern = kernel_partner(rows[r]);
			for (size_t p = 0; p < rows.size(); p++) {
				if (rows[p].kernel &&
				    kern == rows[p].impl->impl)
					cells[r].xkern =
						paired_ratio(samples[r],
							     samples[p]);
				if (two_calls_of(rows[r], rows[p]))
					cells[r].x2cal =
						paired_ratio(samples[r],
							     samples[p]);
				if (is_peer(rows[p])) {
					/* the best peer is the lowest ratio */
					double x = paired_ratio(samples[r],
								samples[p]);
					if (cells[r].xpeer == 0 ||
					    x < cells[r].xpeer)
						cells[r].xpeer = x;
				} else if (!std::strcmp(rows[r].impl->impl,
							"kcrypto-rolled") &&
					   !std::strcmp(rows[p].impl->impl,
							"kcrypto")) {
					cells[r].xunrl =
						paired_ratio(samples[r],
							     samples[p]);
				}
			}
		}
		return cells;
	}
};

/* --- digests agree -------------------------------------------------------- */

uint64_t fnv1a(uint64_t h, const unsigned char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		h = (h ^ p[i]) * 0x100000001b3ull;
	return h;
}

bool check_digests(bench &b, const alg_info &alg, const std::vector<row> &rows)
{
	/* Every length 0..129 (each per-call cell), then longer ones. */
	static const size_t more[] = { 200, 511, 512, 1000, 3173, 4096, 16384 };
	std::vector<size_t> lens;
	bool ok = true;
	uint64_t fp = 0xcbf29ce484222325ull;

	for (size_t len = 0; len <= 129; len++)
		lens.push_back(len);
	lens.insert(lens.end(), std::begin(more), std::end(more));
	for (size_t len : lens) {
		unsigned char ref[64];

		for (size_t r = 0; r < rows.size(); r++) {
			unsigned char d[64];

			std::memset(d, 0xa5, sizeof(d));
			rows[r].impl->fn(b.in, len, d);
			if (r == 0) {
				std::memcpy(ref, d, sizeof(ref));
				fp = fnv1a(fp, d, alg.digest_size);
			} else if (std::memcmp(ref, d, alg.digest_size)) {
				std::printf("digest MISMATCH %s len %zu: %s "
					    "differs from %s\n",
					    alg.name, len, rows[r].impl->impl,
					    rows[0].impl->impl);
				ok = false;
			}
		}
	}
	std::printf("digest %-12s %s  %zu implementations  fingerprint "
		    "%016llx\n",
		    alg.name, ok ? "agree" : "DIFFER", rows.size(),
		    (unsigned long long)fp);
	/* For run.sh --check: which rows this CPU got (tools/cpu's rule). */
	std::printf("impls %s:", alg.name);
	for (const row &r : rows)
		std::printf(" %s", r.impl->impl);
	std::printf("\n");
	return ok;
}

/* --- output ------------------------------------------------------------- */

struct result {
	std::string alg, impl, metric;
	size_t len;
	double value, noise;
	double core; /* core cycles estimate, cycles only */
	double xpeer, xunrl, x2cal, xkern; /* paired, kcrypto rows only */
	std::string kernel_row; /* the row xkern compares with */
};

std::string impl_name(const row &r, const options &opt)
{
	return std::string(r.impl->impl) + opt.suffix;
}

bool has_kernel_partner(const row &r, const std::vector<row> &rows)
{
	std::string k = kernel_partner(r);

	return !k.empty() &&
	       std::any_of(rows.begin(), rows.end(), [&](const row &p) {
		       return p.kernel && k == p.impl->impl;
	       });
}

/*
 * One table: a line per length, a column per implementation; after each
 * kcrypto column its paired ratio to the best peer (above 1: kcrypto is
 * faster) and, where the kernel's code does the same job, to the kernel's
 * (xkern); after the rolled BLAKE2b its ratio to our unrolled one. The
 * last column is the largest noise in the line.
 */
void print_table(const char *title, const std::vector<row> &rows,
		 const std::vector<size_t> &lens,
		 const std::vector<std::vector<cell>> &cells,
		 const options &opt)
{
	bool peers = false;
	for (auto &r : rows)
		peers |= is_peer(r);

	std::printf("\n%s\n%7s", title, "len");
	for (auto &r : rows) {
		std::string name = impl_name(r, opt);
		std::printf(" %*s", int(std::max<size_t>(name.size(), 9)),
			    name.c_str());
		if (r.kcrypto && peers)
			std::printf(" %6s", "xpeer");
		if (has_kernel_partner(r, rows))
			std::printf(" %6s", "xkern");
		if (!std::strcmp(r.impl->impl, "kcrypto-rolled"))
			std::printf(" %6s", "xunrl");
		if (has_two_calls(r, rows))
			std::printf(" %6s", "x2cal");
	}
	std::printf(" %6s\n", "noise");

	for (size_t l = 0; l < lens.size(); l++) {
		const auto &c = cells[l];
		double noise = 0;

		for (size_t r = 0; r < rows.size(); r++)
			noise = std::max(noise, c[r].noise);
		std::printf("%7zu", lens[l]);
		for (size_t r = 0; r < rows.size(); r++) {
			double v = c[r].value;
			int w = int(
				std::max<size_t>(impl_name(rows[r], opt).size(),
						 9));

			std::printf(" %*.*f", w, v < 100 ? 1 : 0, v);
			if (rows[r].kcrypto && peers)
				std::printf(" %6.2f", c[r].xpeer);
			if (has_kernel_partner(rows[r], rows))
				std::printf(" %6.2f", c[r].xkern);
			if (!std::strcmp(rows[r].impl->impl, "kcrypto-rolled"))
				std::printf(" %6.2f", c[r].xunrl);
			if (has_two_calls(rows[r], rows))
				std::printf(" %6.2f", c[r].x2cal);
		}
		std::printf(" %5.1f%%\n", noise * 100);
	}
}

void write_tsv(const std::string &path, const std::vector<row> &rows,
	       const std::vector<size_t> &lens,
	       const std::vector<std::vector<cell>> &cells, double scale,
	       const options &opt)
{
	FILE *f = std::fopen(path.c_str(), "w");
	if (!f) {
		std::perror(path.c_str());
		std::exit(2);
	}
	std::fprintf(f, "len");
	for (auto &r : rows)
		std::fprintf(f, "\t%s", impl_name(r, opt).c_str());
	std::fprintf(f, "\n");
	for (size_t l = 0; l < lens.size(); l++) {
		std::fprintf(f, "%zu", lens[l]);
		for (auto &c : cells[l])
			std::fprintf(f, "\t%.4g", c.value * scale);
		std::fprintf(f, "\n");
	}
	std::fclose(f);
}

void write_json(const std::string &path, const std::vector<result> &res)
{
	FILE *f = std::fopen(path.c_str(), "w");
	if (!f) {
		std::perror(path.c_str());
		std::exit(2);
	}
	std::fprintf(f, "[\n");
	for (size_t i = 0; i < res.size(); i++) {
		const result &r = res[i];
		std::fprintf(f,
			     "  {\"alg\": \"%s\", \"impl\": \"%s\", "
			     "\"len\": %zu, \"%s\": %.6g",
			     r.alg.c_str(), r.impl.c_str(), r.len,
			     r.metric.c_str(), r.value);
		if (r.metric == "cycles" && r.core > 0)
			std::fprintf(f, ", \"core_cycles\": %.6g", r.core);
		if (r.xpeer > 0)
			std::fprintf(f, ", \"x_best_peer\": %.4f", r.xpeer);
		if (r.xunrl > 0)
			std::fprintf(f, ", \"x_unrolled\": %.4f", r.xunrl);
		if (r.x2cal > 0)
			std::fprintf(f, ", \"x_two_calls\": %.4f", r.x2cal);
		if (r.xkern > 0)
			std::fprintf(f,
				     ", \"x_kernel\": %.4f, \"kernel_row\": "
				     "\"%s\"",
				     r.xkern, r.kernel_row.c_str());
		std::fprintf(f, ", \"noise\": %.4f}%s\n", r.noise,
			     i + 1 < res.size() ? "," : "");
	}
	std::fprintf(f, "]\n");
	std::fclose(f);
}

/* The second OpenSSL (peers_noshani.cc) must not run its exit handlers. */
[[noreturn]] void bench_exit(int status)
{
#ifdef BENCH_HAVE_PEERS
	bench_peers_exit(status);
#endif
	std::fflush(nullptr);
	std::exit(status);
}

void usage()
{
	std::fprintf(stderr, "usage: kcrypto-bench [--quick] [--check] "
			     "[--out DIR] [--suffix S] [--alg A]...\n");
	std::exit(2);
}

/*
 * The copies with one path forced (bench.mk): each copy's glue is module
 * kcrypto_bench_ALG_PATH, and the shim reads its impl= parameter from
 * KCRYPTO_BENCH_ALG_PATH_IMPL in a constructor of priority 102, before
 * any module init (<linux/moduleparam.h>); this one runs first.
 */
__attribute__((constructor(101))) void bench_force_paths()
{
	static const struct {
		const char *alg;
		std::vector<const char *> paths;
	} copies[] = {
#ifdef BENCH_HAVE_SHA256_PATHS
		{ "SHA256", { "ni", "avx2", "ssse3", "generic" } },
#endif
#ifdef BENCH_HAVE_SHA512_PATHS
		{ "SHA512", { "avx512", "avx2", "ssse3", "generic" } },
#endif
#ifdef BENCH_HAVE_BLAKE2S_PATHS
		{ "BLAKE2S", { "ssse3", "avx512", "generic" } },
#endif
#ifdef BENCH_HAVE_BLAKE2B_PATHS
		{ "BLAKE2B", { "avx2", "avx512", "generic" } },
#endif
		{ nullptr, {} },
	};

	for (const auto &c : copies) {
		for (const char *path : c.paths) {
			std::string env = std::string("KCRYPTO_BENCH_") +
					  c.alg + "_" + path + "_IMPL";

			for (auto &ch : env)
				ch = char(std::toupper((unsigned char)ch));
			setenv(env.c_str(), path, 1);
		}
	}
}

} // namespace

int main(int argc, char **argv)
{
	options opt;

	for (int i = 1; i < argc; i++) {
		std::string a = argv[i];
		if (a == "--quick")
			opt.quick = true;
		else if (a == "--check")
			opt.check_only = true;
		else if (a == "--out" && i + 1 < argc)
			opt.out = argv[++i];
		else if (a == "--suffix" && i + 1 < argc)
			opt.suffix = argv[++i];
		else if (a == "--alg" && i + 1 < argc)
			opt.algs.push_back(argv[++i]);
		else
			usage();
	}

	/* Rows: our copies first, then the peers. */
	std::vector<row> all;
	auto add = [&](const bench_impl *v, size_t n, bool kc, const char *only,
		       bool kernel = false) {
		for (size_t i = 0; i < n; i++)
			if (!only ||
			    !std::strncmp(v[i].alg, only, std::strlen(only)))
				all.push_back({ &v[i], kc, kernel });
	};
	size_t n;
	const bench_impl *v = bench_kcrypto_unrolled(&n);
	add(v, n, true, nullptr);
	/* Without CONFIG_64BIT only BLAKE2b's code differs. */
	v = bench_kcrypto_rolled(&n);
	add(v, n, true, "BLAKE2b");
#ifdef BENCH_HAVE_ARCH
	v = bench_kcrypto_arch(&n);
	add(v, n, true, nullptr);
#endif
#ifdef BENCH_HAVE_SHA256_PATHS
	/* Each SHA-256 path forced; none for a path this CPU lacks. */
	for (auto path :
	     { bench_kcrypto_sha256_ni, bench_kcrypto_sha256_avx2,
	       bench_kcrypto_sha256_ssse3, bench_kcrypto_sha256_generic }) {
		v = path(&n);
		add(v, n, true, nullptr);
	}
#endif
#ifdef BENCH_HAVE_SHA512_PATHS
	for (auto path :
	     { bench_kcrypto_sha512_avx512, bench_kcrypto_sha512_avx2,
	       bench_kcrypto_sha512_ssse3, bench_kcrypto_sha512_generic }) {
		v = path(&n);
		add(v, n, true, nullptr);
	}
#endif
#ifdef BENCH_HAVE_BLAKE2S_PATHS
	for (auto path :
	     { bench_kcrypto_blake2s_ssse3, bench_kcrypto_blake2s_avx512,
	       bench_kcrypto_blake2s_generic }) {
		v = path(&n);
		add(v, n, true, nullptr);
	}
#endif
#ifdef BENCH_HAVE_BLAKE2B_PATHS
	for (auto path :
	     { bench_kcrypto_blake2b_avx2, bench_kcrypto_blake2b_avx512,
	       bench_kcrypto_blake2b_generic }) {
		v = path(&n);
		add(v, n, true, nullptr);
	}
#endif
	/* The kernel's own lib/crypto: its arch code, then its C. */
#ifdef BENCH_HAVE_KERNEL_ARCH
	v = bench_kernel_arch(&n);
	add(v, n, false, nullptr, true);
#endif
#ifdef BENCH_HAVE_KERNEL_GENERIC
	v = bench_kernel_generic(&n);
	add(v, n, false, nullptr, true);
#endif
#ifdef BENCH_HAVE_PEERS
	v = bench_peers(&n);
	add(v, n, false, nullptr);
	v = bench_peers_noshani(&n);
	add(v, n, false, nullptr);
	v = bench_peers_b2(&n);
	add(v, n, false, nullptr);
	v = bench_peers_sha3(&n);
	add(v, n, false, nullptr);
	v = bench_peers_cryptopp(&n);
	add(v, n, false, nullptr);
#endif

	bench b(opt);
	std::map<std::string, std::vector<row>> rows_of;
	for (auto &r : all)
		rows_of[r.impl->alg].push_back(r);

	bool ok = true;
	for (auto &alg : algs)
		ok &= check_digests(b, alg, rows_of[alg.name]);
	if (!ok || opt.check_only)
		bench_exit(ok ? 0 : 1);

	int reps = opt.quick ? 7 : 201;
	double t_begin = now_seconds();
	double hz = measure_tick_hz();
	double core = measure_core_per_tick();
	std::printf("\nclock: %s, %.3f GHz", clock_name, hz * 1e-9);
	if (core > 0)
		std::printf("; core/ref cycle ratio %.3f (dependent-add "
			    "chain), core clock ~%.2f GHz",
			    core, hz * core * 1e-9);
	std::printf("\n%s run: medians of %d samples; noise = largest "
		    "relative MAD in the line\n",
		    opt.quick ? "quick" : "full", reps);

	/*
	 * The per-call sweep (percall.py's table): every length up to 64
	 * bytes, then every 8 bytes up to two of the algorithm's blocks
	 * (128 bytes, or 256 for SHA-384/512 and BLAKE2b; SHA-3: 200),
	 * where a short one-shot's fixed costs and its steps from one block
	 * to two and three show; then two long ones.
	 */
	auto cyc_lens_of = [](const alg_info &alg) {
		std::vector<size_t> lens;
		size_t to = alg.percall_to ? alg.percall_to :
					     2 * alg.block_size;

		for (size_t l = 0; l <= to; l += l < 64 ? 1 : 8)
			lens.push_back(l);
		lens.insert(lens.end(), { 1024, 4096 });
		return lens;
	};
	std::vector<size_t> tp_lens(std::begin(mbps_lens), std::end(mbps_lens));

	/*
	 * Short batches: on a shared machine a batch that gets preempted is
	 * an outlier the median drops, and short ones are rarely hit. The
	 * full run takes more samples, not longer ones.
	 */
	double cyc_target = 10000;
	double tp_target = hz * 0.0002;
	std::vector<result> res;

	for (auto &alg : algs) {
		const auto &rows = rows_of[alg.name];
		const auto cyc_lens = cyc_lens_of(alg);
		std::vector<std::vector<cell>> cyc, tp;

		if (!opt.algs.empty() &&
		    std::none_of(opt.algs.begin(), opt.algs.end(),
				 [&](const std::string &a) {
					 return !a.compare(0, a.size(),
							   alg.name, a.size());
				 }))
			continue;

		for (size_t len : cyc_lens)
			cyc.push_back(b.measure(rows, len, cyc_target, reps));
		for (size_t len : tp_lens) {
			auto c = b.measure(rows, len, tp_target, reps);
			for (auto &x : c)
				x.value = double(len) * hz / x.value * 1e-6;
			tp.push_back(c);
		}

		std::string title = std::string(alg.name) +
				    ": cycles per call (" + clock_name + ")";
		print_table(title.c_str(), rows, cyc_lens, cyc, opt);
		title = std::string(alg.name) + ": MB/s";
		print_table(title.c_str(), rows, tp_lens, tp, opt);

		for (size_t l = 0; l < cyc_lens.size(); l++)
			for (size_t r = 0; r < rows.size(); r++)
				res.push_back(
					{ alg.name, impl_name(rows[r], opt),
					  "cycles", cyc_lens[l],
					  cyc[l][r].value, cyc[l][r].noise,
					  cyc[l][r].value * core,
					  cyc[l][r].xpeer, cyc[l][r].xunrl,
					  cyc[l][r].x2cal, cyc[l][r].xkern,
					  kernel_partner(rows[r]) });
		for (size_t l = 0; l < tp_lens.size(); l++)
			for (size_t r = 0; r < rows.size(); r++)
				res.push_back({ alg.name,
						impl_name(rows[r], opt), "mbps",
						tp_lens[l], tp[l][r].value,
						tp[l][r].noise, 0,
						tp[l][r].xpeer, tp[l][r].xunrl,
						tp[l][r].x2cal, tp[l][r].xkern,
						kernel_partner(rows[r]) });
		if (!opt.out.empty()) {
			std::string base =
				opt.out + "/" + alg.name + opt.suffix;
			write_tsv(base + ".cycles.tsv", rows, cyc_lens, cyc, 1,
				  opt);
			write_tsv(base + ".mbps.tsv", rows, tp_lens, tp, 1,
				  opt);
		}
	}
	if (!opt.out.empty())
		write_json(opt.out + "/results" + opt.suffix + ".json", res);
	std::printf("\nmeasured in %.1f s\n", now_seconds() - t_begin);
	bench_exit(0);
}
