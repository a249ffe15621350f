// SPDX-License-Identifier: GPL-2.0-only OR MIT
//
// Print the CPU flags that tools/cpu/arch-paths names, one line, in the
// names Linux gives them in /proc/cpuinfo, as this process sees the CPU:
// from CPUID and XCR0 on x86 (the host shim's boot_cpu_has() reads the
// same), from AT_HWCAP on ARM and arm64. Run natively it describes the
// host; run under "qemu-x86_64 -cpu MODEL" (or qemu-arm, qemu-aarch64) it
// describes that model. Like the kernel, it reports AVX, AVX2 and AVX-512
// only where the OS has enabled their register state in XCR0.
//
//   cpuflags            e.g. "ssse3 avx avx2 bmi1 bmi2 sha_ni"
#include <cstdint>
#include <cstdio>
#include <string>

// Append @name to the space-separated @out when the CPU @have it.
[[maybe_unused]] static void add_flag(std::string &out, bool have,
				      const char *name)
{
	if (!have)
		return;
	if (!out.empty())
		out += ' ';
	out += name;
}

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

static std::string cpu_flags()
{
	unsigned int a, b, c, d;
	unsigned int c1 = 0, b7 = 0;
	std::uint64_t xcr0 = 0;
	std::string out;

	if (__get_cpuid(1, &a, &b, &c, &d))
		c1 = c;
	if (__get_cpuid_count(7, 0, &a, &b, &c, &d))
		b7 = b;
	if (c1 & (1u << 27)) { // OSXSAVE: XGETBV reads XCR0
		unsigned int lo, hi;

		__asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
		xcr0 = lo | (std::uint64_t)hi << 32;
	}
	const bool ymm = (xcr0 & 0x6) == 0x6; // SSE, YMM
	const bool zmm = ymm && (xcr0 & 0xe0) == 0xe0; // opmask, ZMM

	auto add = [&out](bool have, const char *name) {
		add_flag(out, have, name);
	};
	add(c1 & (1u << 9), "ssse3");
	add(c1 & (1u << 19), "sse4_1");
	add(ymm && (c1 & (1u << 28)), "avx");
	add(ymm && (b7 & (1u << 5)), "avx2");
	add(b7 & (1u << 3), "bmi1");
	add(b7 & (1u << 8), "bmi2");
	add(b7 & (1u << 29), "sha_ni");
	add(zmm && (b7 & (1u << 16)), "avx512f");
	add(zmm && (b7 & (1u << 31)), "avx512vl");
	return out;
}
#elif defined(__arm__) || defined(__aarch64__)
#include <sys/auxv.h>

static std::string cpu_flags()
{
	const unsigned long hwcap = getauxval(AT_HWCAP);
	std::string out;

	auto add = [&out](bool have, const char *name) {
		add_flag(out, have, name);
	};
#ifdef __arm__
	add(hwcap & (1ul << 12), "neon"); // HWCAP_NEON
	add(getauxval(AT_HWCAP2) & (1ul << 3), "sha2"); // HWCAP2_SHA2
#else
	add(hwcap & (1ul << 1), "asimd"); // HWCAP_ASIMD
	add(hwcap & (1ul << 6), "sha2"); // HWCAP_SHA2
	add(hwcap & (1ul << 17), "sha3"); // HWCAP_SHA3
	add(hwcap & (1ul << 21), "sha512"); // HWCAP_SHA512
#endif
	return out;
}
#else
static std::string cpu_flags()
{
	return "";
}
#endif

int main()
{
	std::printf("%s\n", cpu_flags().c_str());
	return 0;
}
