// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * The workload of tools/insns/count-insns.py: one sha256_finup_2x() of two
 * 4 KiB messages, then the same two messages through two sha256() calls,
 * each between calls of insns_mark(), so that the instruction count of a
 * qemu-user trace can be cut at the marks:
 *
 *   insns_mark(1)  sha256_finup_2x(NULL, m1, m2, 4096, ...)
 *   insns_mark(2)  sha256(m1, 4096, ...); sha256(m2, 4096, ...)
 *   insns_mark(3)
 *
 * Both are run once before the marks (lazy symbol binding, first-touch
 * paths), and the digests must agree. Built with the shim and the arm64
 * arch code by tools/insns/insns.mk; exits 1 if a digest differs, and
 * prints the name of the SHA-256 code in use.
 */
#include <crypto/sha2.h>
#include <linux/compiler.h>
#include <stdio.h>
#include <string.h>

#define INSNS_LEN 4096

static unsigned char m1[INSNS_LEN], m2[INSNS_LEN];

/* Not inlined, and it can't be merged with anything: a TB of its own. */
noinline void insns_mark(int n)
{
	__asm__ volatile("" : : "r"(n) : "memory");
}

static void run_2x(u8 *o1, u8 *o2)
{
	sha256_finup_2x(NULL, m1, m2, INSNS_LEN, o1, o2);
}

static void run_single(u8 *o1, u8 *o2)
{
	sha256(m1, INSNS_LEN, o1);
	sha256(m2, INSNS_LEN, o2);
}

int main(void)
{
	u8 a1[SHA256_DIGEST_SIZE], a2[SHA256_DIGEST_SIZE];
	u8 b1[SHA256_DIGEST_SIZE], b2[SHA256_DIGEST_SIZE];
	const char *name = sha256_arch_name();
	size_t i;

	for (i = 0; i < INSNS_LEN; i++) {
		m1[i] = (unsigned char)(i * 7 + 1);
		m2[i] = (unsigned char)(i * 13 + 5);
	}
	run_2x(a1, a2);
	run_single(b1, b2);

	insns_mark(1);
	run_2x(a1, a2);
	insns_mark(2);
	run_single(b1, b2);
	insns_mark(3);

	printf("sha256 code: %s, finup_2x optimized: %s\n",
	       name ? name : "generic",
	       sha256_finup_2x_is_optimized() ? "yes" : "no");
	if (memcmp(a1, b1, sizeof(a1)) || memcmp(a2, b2, sizeof(a2))) {
		printf("sha256_finup_2x() and sha256() disagree\n");
		return 1;
	}
	return 0;
}
