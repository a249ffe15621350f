// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * A freestanding check of blake2b_compress_neon() against a plain C
 * compression function written from RFC 7693, for targets without a C
 * library: big-endian ARM (armebv7, run with qemu-armeb), where the shim's
 * KUnit binaries can't be linked. Not part of the kernel build; see
 * freestanding.h.
 */

#include <linux/linkage.h>

#define SELFTEST_SUITE "blake2b-neon-freestanding"
#define SELFTEST_CASE "neon_vs_reference"
#include "freestanding.h"

/* struct blake2b_ctx of <crypto/blake2b.h>, layout included. */
struct blake2b_ctx {
	u64 h[8];
	u64 t[2];
	u64 f[2];
	u8 buf[128];
	unsigned int buflen;
	unsigned int outlen;
};

asmlinkage void blake2b_compress_neon(struct blake2b_ctx *ctx, const u8 *data,
				      u32 nblocks, u32 inc);

#define NUM_CASES 256
#define MAX_BLOCKS 9
#define MAX_ALIGN 16

static const u64 iv[8] = {
	0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
	0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
	0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};

static const u8 sigma[12][16] = {
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
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
};

static u64 ror64(u64 x, int n)
{
	return (x >> n) | (x << (64 - n));
}

static void g(u64 *v, int a, int b, int c, int d, u64 x, u64 y)
{
	v[a] += v[b] + x;
	v[d] = ror64(v[d] ^ v[a], 32);
	v[c] += v[d];
	v[b] = ror64(v[b] ^ v[c], 24);
	v[a] += v[b] + y;
	v[d] = ror64(v[d] ^ v[a], 16);
	v[c] += v[d];
	v[b] = ror64(v[b] ^ v[c], 63);
}

/* RFC 7693, section 3.2, with the counter handling of the kernel's API. */
static void compress_ref(struct blake2b_ctx *ctx, const u8 *data, u32 nblocks,
			 u32 inc)
{
	u64 m[16], v[16];
	int i, j, r;

	for (; nblocks; nblocks--, data += 128) {
		ctx->t[0] += inc;
		ctx->t[1] += ctx->t[0] < inc;
		for (i = 0; i < 16; i++) {
			m[i] = 0;
			for (j = 7; j >= 0; j--)
				m[i] = m[i] << 8 | data[8 * i + j];
		}
		for (i = 0; i < 8; i++) {
			v[i] = ctx->h[i];
			v[i + 8] = iv[i];
		}
		v[12] ^= ctx->t[0];
		v[13] ^= ctx->t[1];
		v[14] ^= ctx->f[0];
		v[15] ^= ctx->f[1];
		for (r = 0; r < 12; r++) {
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

static u8 data[MAX_BLOCKS * 128 + MAX_ALIGN];

/* Random contexts, counters near a carry, lengths, alignments and inc. */
static int run_cases(void)
{
	struct blake2b_ctx ref, neon;
	u32 nblocks, inc, align, i;
	int k;

	for (i = 0; i < sizeof(data); i++)
		data[i] = (u8)(rand64() >> 56);
	for (k = 0; k < NUM_CASES; k++) {
		for (i = 0; i < 8; i++)
			ref.h[i] = rand64();
		ref.t[0] = k & 1 ? ~0ULL - (rand64() >> 54) : rand64() >> 8;
		ref.t[1] = k & 2 ? ~0ULL : rand64() >> 60;
		ref.f[0] = k & 4 ? ~0ULL : 0;
		ref.f[1] = 0;
		nblocks = 1 + (u32)(rand64() >> 32) % MAX_BLOCKS;
		inc = k & 8 ? 128 : 1 + (u32)(rand64() >> 32) % 128;
		align = (u32)(rand64() >> 32) % MAX_ALIGN;
		memcpy(&neon, &ref, sizeof(ref));

		compress_ref(&ref, data + align, nblocks, inc);
		blake2b_compress_neon(&neon, data + align, nblocks, inc);
		for (i = 0; i < 8; i++)
			if (ref.h[i] != neon.h[i])
				return k + 1;
		if (ref.t[0] != neon.t[0] || ref.t[1] != neon.t[1])
			return k + 1;
	}
	return 0;
}
