/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * The C library the freestanding ARM self-tests need, for targets without
 * one: big-endian ARM (armebv7, run with qemu-armeb), where the shim's KUnit
 * binaries can't be linked. Included once per test program
 * (the tools/qemu-arm/ self-tests), which defines
 *
 *	static int run_cases(void);	0, or the number of the failed case
 *
 * and SELFTEST_SUITE and SELFTEST_CASE, the KTAP names of its one suite
 * and case. main() prints KTAP and, given --counts=FILE, writes "passed
 * failed skipped" there for tools/host/run-kunit.sh. Built with
 * -ffreestanding -nostdlib -static; Linux EABI system calls only.
 */
#ifndef _KCRYPTO_QEMU_ARM_FREESTANDING_H
#define _KCRYPTO_QEMU_ARM_FREESTANDING_H

typedef unsigned char u8;
typedef unsigned int u32;
typedef unsigned long long u64;

void *memcpy(void *dst, const void *src, u32 len);
void *memset(void *dst, int c, u32 len);
void selftest_main(int argc, char **argv);

void *memcpy(void *dst, const void *src, u32 len)
{
	u8 *d = (u8 *)dst;
	const u8 *s = (const u8 *)src;

	while (len--)
		*d++ = *s++;
	return dst;
}

void *memset(void *dst, int c, u32 len)
{
	u8 *d = (u8 *)dst;

	while (len--)
		*d++ = (u8)c;
	return dst;
}

static long syscall3(long nr, long a, long b, long c)
{
	register long r0 __asm__("r0") = a;
	register long r1 __asm__("r1") = b;
	register long r2 __asm__("r2") = c;
	register long r7 __asm__("r7") = nr;

	__asm__ __volatile__("svc #0"
			     : "+r"(r0)
			     : "r"(r1), "r"(r2), "r"(r7)
			     : "memory");
	return r0;
}

#define SYS_EXIT 1
#define SYS_WRITE 4
#define SYS_OPEN 5
#define SYS_CLOSE 6
#define O_WRONLY_CREAT_TRUNC 01101

static u32 length(const char *s)
{
	u32 n = 0;

	while (s[n])
		n++;
	return n;
}

static void put(int fd, const char *s)
{
	syscall3(SYS_WRITE, fd, (long)s, length(s));
}

static u64 rng_state = 0x5eed;

static u64 rand64(void)
{
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return rng_state;
}

static int run_cases(void);

static void write_counts(const char *file, int failed)
{
	long fd = syscall3(SYS_OPEN, (long)file, O_WRONLY_CREAT_TRUNC, 0644);

	if (fd < 0)
		return;
	put((int)fd, failed ? "0 1 0\n" : "1 0 0\n");
	syscall3(SYS_CLOSE, fd, 0, 0);
}

/* Called from _start below. */
void selftest_main(int argc, char **argv)
{
	static const char counts_opt[] = "--counts=";
	int failed = run_cases();
	int i;

	put(1, "KTAP version 1\n1..1\n    KTAP version 1\n");
	put(1, "    # Subtest: " SELFTEST_SUITE "\n    1..1\n");
#ifdef __ARMEB__
	put(1, "    # big-endian\n");
#else
	put(1, "    # little-endian\n");
#endif
	if (failed)
		put(1, "    # the code under test and the reference differ\n");
	put(1, failed ? "    not ok 1 " SELFTEST_CASE "\n" :
			"    ok 1 " SELFTEST_CASE "\n");
	put(1, failed ? "not ok 1 " SELFTEST_SUITE "\n" :
			"ok 1 " SELFTEST_SUITE "\n");

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		u32 n = 0;

		while (n < sizeof(counts_opt) - 1 && a[n] == counts_opt[n])
			n++;
		if (n == sizeof(counts_opt) - 1)
			write_counts(a + n, failed);
	}
	syscall3(SYS_EXIT, failed ? 1 : 0, 0, 0);
}

/* The process entry: argc at [sp], argv after it. */
__asm__(".text\n"
	".globl _start\n"
	".type _start, %function\n"
	"_start:\n"
	"	ldr r0, [sp]\n"
	"	add r1, sp, #4\n"
	"	bl selftest_main\n");

#endif
