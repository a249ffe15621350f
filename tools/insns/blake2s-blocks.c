// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * The workload of tools/insns/check-arm-blocks.sh for BLAKE2s: one blake2s()
 * of a 4 KiB message (64 compressed blocks, the last one in final) between
 * two calls of insns_mark(), so that the instruction count of a qemu-user
 * trace can be cut at the marks:
 *
 *   insns_mark(1)  blake2s(NULL, 0, msg, 4096, out, 32)
 *   insns_mark(2)
 *
 * The hash runs once before the marks (lazy symbol binding, first-touch
 * paths). Prints the BLAKE2s code in use (KCRYPTO_BLAKE2S_IMPL picks it)
 * and the digest, which every path must agree on. Built with the shim and
 * the arch code by tools/insns/insns.mk.
 */
#include <crypto/blake2s.h>
#include <crypto/internal/kcrypto-arch-test.h>
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
	u8 out[BLAKE2S_HASH_SIZE];
	size_t i;

	for (i = 0; i < INSNS_LEN; i++)
		msg[i] = (unsigned char)(i * 7 + 1);
	blake2s(NULL, 0, msg, INSNS_LEN, out, sizeof(out));

	insns_mark(1);
	blake2s(NULL, 0, msg, INSNS_LEN, out, sizeof(out));
	insns_mark(2);

	printf("blake2s code: %s\ndigest: ",
	       kcrypto_arch_impl(KCRYPTO_BLAKE2S_ARCH_TEST));
	for (i = 0; i < sizeof(out); i++)
		printf("%02x", out[i]);
	printf("\n");
	return 0;
}
