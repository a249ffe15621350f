// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * The workload of tools/insns/check-arm-blocks.sh for SHA-3 on arm64: one
 * sha3_256() of a 4 KiB message (31 permutations: 30 blocks of 136 bytes
 * from the absorb loop, one for the last 16 bytes and the padding) between
 * two calls of insns_mark(), so that the instruction count of a qemu-user
 * trace can be cut at the marks:
 *
 *   insns_mark(1)  sha3_256(msg, 4096, out)
 *   insns_mark(2)
 *
 * The hash runs once before the marks (lazy symbol binding, first-touch
 * paths). Prints the SHA-3 code in use (KCRYPTO_SHA3_IMPL picks it) and the
 * digest, which every path must agree on. Built with the shim and the arch
 * code by tools/insns/insns.mk.
 */
#include <crypto/sha3.h>
#include <linux/compiler.h>
#include <stdio.h>

#define INSNS_LEN 4096

static unsigned char msg[INSNS_LEN];

/* Not inlined, and it can't be merged with anything: a TB of its own. */
noinline void insns_mark(int n)
{
	__asm__ volatile("" : : "r"(n) : "memory");
}

int main(void)
{
	const char *name = sha3_arch_name();
	u8 out[SHA3_256_DIGEST_SIZE];
	size_t i;

	for (i = 0; i < INSNS_LEN; i++)
		msg[i] = (unsigned char)(i * 7 + 1);
	sha3_256(msg, INSNS_LEN, out);

	insns_mark(1);
	sha3_256(msg, INSNS_LEN, out);
	insns_mark(2);

	printf("sha3 code: %s\ndigest: ", name ? name : "generic");
	for (i = 0; i < sizeof(out); i++)
		printf("%02x", out[i]);
	printf("\n");
	return 0;
}
