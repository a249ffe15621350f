// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A freestanding check of sha256_blocks_neon() (arch/arm/sha256-neon-core.S)
 * against a plain C block function written from FIPS 180-4, for targets
 * without a C library: big-endian ARM (armebv7, run with qemu-armeb). Not
 * part of the kernel build; see freestanding.h.
 */

#include <linux/linkage.h>

#define SELFTEST_SUITE "sha256-neon-freestanding"
#define SELFTEST_CASE "neon_vs_reference"
#include "freestanding.h"

/* struct sha256_block_state of <crypto/sha2.h>. */
struct sha256_block_state {
	u32 h[8];
};

asmlinkage void sha256_blocks_neon(struct sha256_block_state *state,
				   const u8 *data, u32 nblocks);

#define NUM_CASES 256
#define MAX_BLOCKS 9
#define MAX_ALIGN 16

/* FIPS 180-4, section 4.2.2. */
static const u32 k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static u32 ror32(u32 x, int n)
{
	return (x >> n) | (x << (32 - n));
}

/* FIPS 180-4, section 6.2.2, one step per round, the schedule spelled out. */
static void blocks_ref(struct sha256_block_state *st, const u8 *data,
		       u32 nblocks)
{
	u32 w[64], v[8], t1, t2;
	int t;

	for (; nblocks; nblocks--, data += 64) {
		for (t = 0; t < 16; t++)
			w[t] = (u32)data[4 * t] << 24 |
			       (u32)data[4 * t + 1] << 16 |
			       (u32)data[4 * t + 2] << 8 | data[4 * t + 3];
		for (t = 16; t < 64; t++)
			w[t] = (ror32(w[t - 2], 17) ^ ror32(w[t - 2], 19) ^
				(w[t - 2] >> 10)) +
			       w[t - 7] +
			       (ror32(w[t - 15], 7) ^ ror32(w[t - 15], 18) ^
				(w[t - 15] >> 3)) +
			       w[t - 16];
		memcpy(v, st->h, sizeof(v));
		for (t = 0; t < 64; t++) {
			t1 = v[7] +
			     (ror32(v[4], 6) ^ ror32(v[4], 11) ^
			      ror32(v[4], 25)) +
			     ((v[4] & v[5]) ^ (~v[4] & v[6])) + k[t] + w[t];
			t2 = (ror32(v[0], 2) ^ ror32(v[0], 13) ^
			      ror32(v[0], 22)) +
			     ((v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]));
			v[7] = v[6];
			v[6] = v[5];
			v[5] = v[4];
			v[4] = v[3] + t1;
			v[3] = v[2];
			v[2] = v[1];
			v[1] = v[0];
			v[0] = t1 + t2;
		}
		for (t = 0; t < 8; t++)
			st->h[t] += v[t];
	}
}

static u8 data[MAX_BLOCKS * 64 + MAX_ALIGN];

/* Random states, lengths and alignments. */
static int run_cases(void)
{
	struct sha256_block_state ref, neon;
	u32 nblocks, align, i;
	int n;

	for (i = 0; i < sizeof(data); i++)
		data[i] = (u8)(rand64() >> 56);
	for (n = 0; n < NUM_CASES; n++) {
		for (i = 0; i < 8; i++)
			ref.h[i] = (u32)(rand64() >> 32);
		nblocks = 1 + (u32)(rand64() >> 32) % MAX_BLOCKS;
		align = (u32)(rand64() >> 32) % MAX_ALIGN;
		memcpy(&neon, &ref, sizeof(ref));

		blocks_ref(&ref, data + align, nblocks);
		sha256_blocks_neon(&neon, data + align, nblocks);
		for (i = 0; i < 8; i++)
			if (ref.h[i] != neon.h[i])
				return n + 1;
	}
	return 0;
}
