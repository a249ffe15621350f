/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * A deliberately plain SHA-256 block function written from FIPS 180-4: the
 * reference of tests/sha256_arch_kunit.c and of the freestanding
 * tools/qemu-arm/sha256-neon-selftest.c (big-endian ARM, no C library).
 * Needs only u8, u32 and memcpy() from the file that includes it.
 */
#ifndef _KCRYPTO_TESTS_SHA256_REF_H
#define _KCRYPTO_TESTS_SHA256_REF_H

/* FIPS 180-4, section 4.2.2. */
static const u32 ref_k[64] = {
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

static u32 ref_ror(u32 x, unsigned int n)
{
	return (x >> n) | (x << (32 - n));
}

/* The message schedule W[0..63] of the 64-byte block @p: FIPS 180-4, 6.2.2. */
static void ref_sha256_schedule(u32 w[64], const u8 *p)
{
	int t;

	for (t = 0; t < 16; t++)
		w[t] = (u32)p[4 * t] << 24 | (u32)p[4 * t + 1] << 16 |
		       (u32)p[4 * t + 2] << 8 | p[4 * t + 3];
	for (t = 16; t < 64; t++)
		w[t] = (ref_ror(w[t - 2], 17) ^ ref_ror(w[t - 2], 19) ^
			(w[t - 2] >> 10)) +
		       w[t - 7] +
		       (ref_ror(w[t - 15], 7) ^ ref_ror(w[t - 15], 18) ^
			(w[t - 15] >> 3)) +
		       w[t - 16];
}

/*
 * One 64-byte block @p into @h: FIPS 180-4, section 6.2.2, with the 64-word
 * schedule spelled out.
 */
static void ref_sha256_block(u32 h[8], const u8 *p)
{
	u32 w[64], v[8], t1, t2;
	int t;

	ref_sha256_schedule(w, p);
	memcpy(v, h, sizeof(v));
	for (t = 0; t < 64; t++) {
		t1 = v[7] +
		     (ref_ror(v[4], 6) ^ ref_ror(v[4], 11) ^
		      ref_ror(v[4], 25)) +
		     ((v[4] & v[5]) ^ (~v[4] & v[6])) + ref_k[t] + w[t];
		t2 = (ref_ror(v[0], 2) ^ ref_ror(v[0], 13) ^
		      ref_ror(v[0], 22)) +
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
		h[t] += v[t];
}

#endif
