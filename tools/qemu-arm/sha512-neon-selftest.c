// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A freestanding check of sha512_blocks_neon() (arch/arm/sha512-neon-core.S)
 * against the plain block function of tests/sha512-ref.h, for targets
 * without a C library: big-endian ARM (armebv7, run with qemu-armeb). Not
 * part of the kernel build; see freestanding.h.
 */

#include <linux/linkage.h>

#define SELFTEST_SUITE "sha512-neon-freestanding"
#define SELFTEST_CASE "neon_vs_reference"
#include "freestanding.h"

/* struct sha512_block_state of <crypto/sha2.h>. */
struct sha512_block_state {
	u64 h[8];
};

asmlinkage void sha512_blocks_neon(struct sha512_block_state *state,
				   const u8 *data, u32 nblocks);

#define NUM_CASES 256
#define MAX_BLOCKS 9
#define MAX_ALIGN 16

#include "../../tests/sha512-ref.h"

static void blocks_ref(struct sha512_block_state *st, const u8 *data,
		       u32 nblocks)
{
	for (; nblocks; nblocks--, data += 128)
		ref_sha512_block(st->h, data);
}

static u8 data[MAX_BLOCKS * 128 + MAX_ALIGN];

/* Random states, lengths and alignments. */
static int run_cases(void)
{
	struct sha512_block_state ref, neon;
	u32 nblocks, align, i;
	int n;

	for (i = 0; i < sizeof(data); i++)
		data[i] = (u8)(rand64() >> 56);
	for (n = 0; n < NUM_CASES; n++) {
		for (i = 0; i < 8; i++)
			ref.h[i] = rand64();
		nblocks = 1 + (u32)(rand64() >> 32) % MAX_BLOCKS;
		align = (u32)(rand64() >> 32) % MAX_ALIGN;
		memcpy(&neon, &ref, sizeof(ref));

		blocks_ref(&ref, data + align, nblocks);
		sha512_blocks_neon(&neon, data + align, nblocks);
		for (i = 0; i < 8; i++)
			if (ref.h[i] != neon.h[i])
				return n + 1;
	}
	return 0;
}
