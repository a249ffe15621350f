// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A freestanding check of blake2s_compress_arm() (arch/arm/blake2s-core.S)
 * against a plain C compression function written from RFC 7693, for
 * targets without a C library: big-endian ARM (armebv7, run with
 * qemu-armeb). Not part of the kernel build; see freestanding.h.
 */

#include <linux/linkage.h>

#define SELFTEST_SUITE "blake2s-arm-freestanding"
#define SELFTEST_CASE "arm_vs_reference"
#include "freestanding.h"

/* struct blake2s_ctx of <crypto/blake2s.h>, layout included. */
struct blake2s_ctx {
	u32 h[8];
	u32 t[2];
	u32 f[2];
	u8 buf[64];
	unsigned int buflen;
	unsigned int outlen;
};

asmlinkage void blake2s_compress_arm(struct blake2s_ctx *ctx, const u8 *data,
				     u32 nblocks, u32 inc);

#define NUM_CASES 256
#define MAX_BLOCKS 9
#define MAX_ALIGN 16

static const u32 iv[8] = {
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

static const u8 sigma[10][16] = {
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
	{ 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4 },
	{ 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8 },
	{ 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13 },
	{ 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9 },
	{ 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11 },
	{ 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10 },
	{ 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5 },
	{ 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0 },
};

static u32 ror32(u32 x, int n)
{
	return (x >> n) | (x << (32 - n));
}

static void g(u32 *v, int a, int b, int c, int d, u32 x, u32 y)
{
	v[a] += v[b] + x;
	v[d] = ror32(v[d] ^ v[a], 16);
	v[c] += v[d];
	v[b] = ror32(v[b] ^ v[c], 12);
	v[a] += v[b] + y;
	v[d] = ror32(v[d] ^ v[a], 8);
	v[c] += v[d];
	v[b] = ror32(v[b] ^ v[c], 7);
}

/* RFC 7693, section 3.2, with the counter handling of the kernel's API. */
static void compress_ref(struct blake2s_ctx *ctx, const u8 *data, u32 nblocks,
			 u32 inc)
{
	u32 m[16], v[16];
	int i, r;

	for (; nblocks; nblocks--, data += 64) {
		ctx->t[0] += inc;
		ctx->t[1] += ctx->t[0] < inc;
		for (i = 0; i < 16; i++)
			m[i] = data[4 * i] | (u32)data[4 * i + 1] << 8 |
			       (u32)data[4 * i + 2] << 16 |
			       (u32)data[4 * i + 3] << 24;
		for (i = 0; i < 8; i++) {
			v[i] = ctx->h[i];
			v[i + 8] = iv[i];
		}
		v[12] ^= ctx->t[0];
		v[13] ^= ctx->t[1];
		v[14] ^= ctx->f[0];
		v[15] ^= ctx->f[1];
		for (r = 0; r < 10; r++) {
			const u8 *s = sigma[r];

			g(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
			g(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
			g(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
			g(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
			g(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
			g(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
			g(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
			g(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
		}
		for (i = 0; i < 8; i++)
			ctx->h[i] ^= v[i] ^ v[i + 8];
	}
}

static u8 data[MAX_BLOCKS * 64 + MAX_ALIGN];

/* Random contexts, counters near a carry, flags, lengths, alignments, inc. */
static int run_cases(void)
{
	struct blake2s_ctx ref, arm;
	u32 nblocks, inc, align, i;
	int k;

	for (i = 0; i < sizeof(data); i++)
		data[i] = (u8)(rand64() >> 56);
	for (k = 0; k < NUM_CASES; k++) {
		for (i = 0; i < 8; i++)
			ref.h[i] = (u32)(rand64() >> 32);
		ref.t[0] = k & 1 ? ~0U - (u32)(rand64() >> 54) :
				   (u32)(rand64() >> 40);
		ref.t[1] = k & 2 ? ~0U : (u32)(rand64() >> 60);
		ref.f[0] = k & 4 ? ~0U : 0;
		ref.f[1] = k & 16 ? ~0U : 0;
		nblocks = 1 + (u32)(rand64() >> 32) % MAX_BLOCKS;
		inc = k & 8 ? 64 : 1 + (u32)(rand64() >> 32) % 64;
		align = (u32)(rand64() >> 32) % MAX_ALIGN;
		memcpy(&arm, &ref, sizeof(ref));

		compress_ref(&ref, data + align, nblocks, inc);
		blake2s_compress_arm(&arm, data + align, nblocks, inc);
		for (i = 0; i < 8; i++)
			if (ref.h[i] != arm.h[i])
				return k + 1;
		if (ref.t[0] != arm.t[0] || ref.t[1] != arm.t[1] ||
		    ref.f[0] != arm.f[0] || ref.f[1] != arm.f[1])
			return k + 1;
	}
	return 0;
}
