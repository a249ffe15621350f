// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * The workload of tools/insns/check-arm-blocks.sh for SHA-512 on arm64 and
 * 32-bit ARM: one sha512() of a 4 KiB message (33 blocks: 32 of data, one
 * of padding) between two calls of insns_mark(), so that the instruction
 * count of a qemu-user trace can be cut at the marks:
 *
 *   insns_mark(1)  sha512(msg, 4096, out)
 *   insns_mark(2)
 *
 * The hash runs once before the marks (lazy symbol binding, first-touch
 * paths). Prints the SHA-512 code in use (KCRYPTO_SHA512_IMPL picks it)
 * and the digest, which every path must agree on. Built with the shim and
 * the arch code by tools/insns/insns.mk.
 */
#include <crypto/sha2.h>
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
	const char *name = sha512_arch_name();
	u8 out[SHA512_DIGEST_SIZE];
	size_t i;

	for (i = 0; i < INSNS_LEN; i++)
		msg[i] = (unsigned char)(i * 7 + 1);
	sha512(msg, INSNS_LEN, out);

	insns_mark(1);
	sha512(msg, INSNS_LEN, out);
	insns_mark(2);

	printf("sha512 code: %s\ndigest: ", name ? name : "generic");
	for (i = 0; i < sizeof(out); i++)
		printf("%02x", out[i]);
	printf("\n");
	return 0;
}
