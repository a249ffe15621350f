/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-512 block function with the ARMv8.2 SHA-512 instructions, written
 * from FIPS 180-4 and the Arm ARM descriptions of SHA512H, SHA512H2,
 * SHA512SU0 and SHA512SU1 (FEAT_SHA512).
 *
 * The state is kept in four registers of two words, as it lies in memory:
 * P0 = {a, b}, P1 = {c, d}, P2 = {e, f}, P3 = {g, h} (lane 0 first). Two
 * rounds t, t+1 with KW = {K[t] + W[t], K[t+1] + W[t+1]}:
 *	T = {g, h} + {KW[t+1], KW[t]}
 *	SHA512H   T, {f, g}, {d, e}	T = {T1[t+1], T1[t]}, the two rounds'
 *					T1 without the d they add to e
 *	new P2 = P1 + T			{e, f} after two rounds: c + T1[t+1],
 *					d + T1[t]
 *	SHA512H2  T, P1, P0		T = {a, b} after two rounds
 * and the new P1, P3 are the old P0, P2. So five registers take turns: the
 * new (P0, P1, P2, P3, T) are the old (T, P0, P3, P2, P1), and the macro
 * below is given the register numbers for each pair of rounds.
 *
 * Schedule (FIPS 180-4, section 6.4.2, step 1), with W[t-16..t-1] in
 * eight registers of two words, m0 holding the oldest:
 *	SHA512SU0 m0, m1		m0 = W[t-16+i] + ssig0(W[t-15+i])
 *	SHA512SU1 m0, m7, {m4.hi, m5.lo} m0 += ssig1(W[t-2+i]) + W[t-7+i]
 * gives W[t], W[t+1] in place of the oldest two words.
 *
 * void sha512_ce_transform(struct sha512_block_state *state,
 *			    const u8 *data, size_t nblocks);
 *
 * Uses v0-v7 and v16-v29 only, none of the callee-saved d8-d15, and zeroes
 * them before returning.
 */
#include <linux/linkage.h>

	.arch		armv8.2-a+sha3

	.text
	.balign		16
/* FIPS 180-4, section 4.2.3, two per register: lane 0 is the first. */
.Lsha512_k:
	.quad		0x428a2f98d728ae22, 0x7137449123ef65cd
	.quad		0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad		0x3956c25bf348b538, 0x59f111f1b605d019
	.quad		0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad		0xd807aa98a3030242, 0x12835b0145706fbe
	.quad		0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad		0x72be5d74f27b896f, 0x80deb1fe3b1696b1
	.quad		0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad		0xe49b69c19ef14ad2, 0xefbe4786384f25e3
	.quad		0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad		0x2de92c6f592b0275, 0x4a7484aa6ea6e483
	.quad		0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad		0x983e5152ee66dfab, 0xa831c66d2db43210
	.quad		0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad		0xc6e00bf33da88fc2, 0xd5a79147930aa725
	.quad		0x06ca6351e003826f, 0x142929670a0e6e70
	.quad		0x27b70a8546d22ffc, 0x2e1b21385c26c926
	.quad		0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad		0x650a73548baf63de, 0x766a0abb3c77b2a8
	.quad		0x81c2c92e47edaee6, 0x92722c851482353b
	.quad		0xa2bfe8a14cf10364, 0xa81a664bbc423001
	.quad		0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad		0xd192e819d6ef5218, 0xd69906245565a910
	.quad		0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad		0x19a4c116b8d2d0c8, 0x1e376c085141ab53
	.quad		0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad		0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb
	.quad		0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad		0x748f82ee5defb2fc, 0x78a5636f43172f60
	.quad		0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad		0x90befffa23631e28, 0xa4506cebde82bde9
	.quad		0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad		0xca273eceea26619c, 0xd186b8c721c0c207
	.quad		0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad		0x06f067aa72176fba, 0x0a637dc5a2c898a6
	.quad		0x113f9804bef90dae, 0x1b710b35131c471b
	.quad		0x28db77f523047d84, 0x32caab7b40c72493
	.quad		0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad		0x4cc5d4becb3e42b6, 0x597f299cfc657e2a
	.quad		0x5fcb6fab3ad6faec, 0x6c44198c4a475817

/*
 * Two rounds: \p0-\p3 = the numbers of the registers that hold P0-P3, \t
 * that of the free one, \m = the message pair. v5-v7 and v24 are scratch;
 * x8 walks the K table.
 */
.macro ROUNDS2 p0, p1, p2, p3, t, m
	ld1		{v24.2d}, [x8], #16
	add		v5.2d, \m\().2d, v24.2d
	ext		v5.16b, v5.16b, v5.16b, #8	/* {KW[t+1], KW[t]} */
	ext		v6.16b, v\p2\().16b, v\p3\().16b, #8	/* {f, g} */
	ext		v7.16b, v\p1\().16b, v\p2\().16b, #8	/* {d, e} */
	add		v\t\().2d, v5.2d, v\p3\().2d
	sha512h		q\t, q6, v7.2d
	add		v\p3\().2d, v\p1\().2d, v\t\().2d
	sha512h2	q\t, q\p1, v\p0\().2d
.endm

/* W[t], W[t+1] into \m0, from the window \m0 (oldest) ... \m7. */
.macro SCHED m0, m1, m4, m5, m7
	sha512su0	\m0\().2d, \m1\().2d
	ext		v25.16b, \m4\().16b, \m5\().16b, #8
	sha512su1	\m0\().2d, \m7\().2d, v25.2d
.endm

SYM_FUNC_START(sha512_ce_transform)
	cbz		x2, 2f
	ld1		{v0.2d-v3.2d}, [x0]

1:	adr		x8, .Lsha512_k
	ld1		{v16.16b-v19.16b}, [x1], #64
	ld1		{v20.16b-v23.16b}, [x1], #64
	rev64		v16.16b, v16.16b		/* big-endian words */
	rev64		v17.16b, v17.16b
	rev64		v18.16b, v18.16b
	rev64		v19.16b, v19.16b
	rev64		v20.16b, v20.16b
	rev64		v21.16b, v21.16b
	rev64		v22.16b, v22.16b
	rev64		v23.16b, v23.16b

	ROUNDS2		0, 1, 2, 3, 4, v16
	ROUNDS2		4, 0, 3, 2, 1, v17
	ROUNDS2		1, 4, 2, 3, 0, v18
	ROUNDS2		0, 1, 3, 2, 4, v19
	ROUNDS2		4, 0, 2, 3, 1, v20
	ROUNDS2		1, 4, 3, 2, 0, v21
	ROUNDS2		0, 1, 2, 3, 4, v22
	ROUNDS2		4, 0, 3, 2, 1, v23
	SCHED		v16, v17, v20, v21, v23
	ROUNDS2		1, 4, 2, 3, 0, v16
	SCHED		v17, v18, v21, v22, v16
	ROUNDS2		0, 1, 3, 2, 4, v17
	SCHED		v18, v19, v22, v23, v17
	ROUNDS2		4, 0, 2, 3, 1, v18
	SCHED		v19, v20, v23, v16, v18
	ROUNDS2		1, 4, 3, 2, 0, v19
	SCHED		v20, v21, v16, v17, v19
	ROUNDS2		0, 1, 2, 3, 4, v20
	SCHED		v21, v22, v17, v18, v20
	ROUNDS2		4, 0, 3, 2, 1, v21
	SCHED		v22, v23, v18, v19, v21
	ROUNDS2		1, 4, 2, 3, 0, v22
	SCHED		v23, v16, v19, v20, v22
	ROUNDS2		0, 1, 3, 2, 4, v23
	SCHED		v16, v17, v20, v21, v23
	ROUNDS2		4, 0, 2, 3, 1, v16
	SCHED		v17, v18, v21, v22, v16
	ROUNDS2		1, 4, 3, 2, 0, v17
	SCHED		v18, v19, v22, v23, v17
	ROUNDS2		0, 1, 2, 3, 4, v18
	SCHED		v19, v20, v23, v16, v18
	ROUNDS2		4, 0, 3, 2, 1, v19
	SCHED		v20, v21, v16, v17, v19
	ROUNDS2		1, 4, 2, 3, 0, v20
	SCHED		v21, v22, v17, v18, v20
	ROUNDS2		0, 1, 3, 2, 4, v21
	SCHED		v22, v23, v18, v19, v21
	ROUNDS2		4, 0, 2, 3, 1, v22
	SCHED		v23, v16, v19, v20, v22
	ROUNDS2		1, 4, 3, 2, 0, v23
	SCHED		v16, v17, v20, v21, v23
	ROUNDS2		0, 1, 2, 3, 4, v16
	SCHED		v17, v18, v21, v22, v16
	ROUNDS2		4, 0, 3, 2, 1, v17
	SCHED		v18, v19, v22, v23, v17
	ROUNDS2		1, 4, 2, 3, 0, v18
	SCHED		v19, v20, v23, v16, v18
	ROUNDS2		0, 1, 3, 2, 4, v19
	SCHED		v20, v21, v16, v17, v19
	ROUNDS2		4, 0, 2, 3, 1, v20
	SCHED		v21, v22, v17, v18, v20
	ROUNDS2		1, 4, 3, 2, 0, v21
	SCHED		v22, v23, v18, v19, v21
	ROUNDS2		0, 1, 2, 3, 4, v22
	SCHED		v23, v16, v19, v20, v22
	ROUNDS2		4, 0, 3, 2, 1, v23
	SCHED		v16, v17, v20, v21, v23
	ROUNDS2		1, 4, 2, 3, 0, v16
	SCHED		v17, v18, v21, v22, v16
	ROUNDS2		0, 1, 3, 2, 4, v17
	SCHED		v18, v19, v22, v23, v17
	ROUNDS2		4, 0, 2, 3, 1, v18
	SCHED		v19, v20, v23, v16, v18
	ROUNDS2		1, 4, 3, 2, 0, v19
	SCHED		v20, v21, v16, v17, v19
	ROUNDS2		0, 1, 2, 3, 4, v20
	SCHED		v21, v22, v17, v18, v20
	ROUNDS2		4, 0, 3, 2, 1, v21
	SCHED		v22, v23, v18, v19, v21
	ROUNDS2		1, 4, 2, 3, 0, v22
	SCHED		v23, v16, v19, v20, v22
	ROUNDS2		0, 1, 3, 2, 4, v23

	/*
	 * FIPS 180-4, section 6.4.2, step 4, with the state in memory: after
	 * 40 pairs of rounds P0-P3 are in v4, v0, v2, v3.
	 */
	ld1		{v26.2d-v29.2d}, [x0]
	add		v1.2d, v0.2d, v27.2d
	add		v0.2d, v4.2d, v26.2d
	add		v2.2d, v2.2d, v28.2d
	add		v3.2d, v3.2d, v29.2d
	st1		{v0.2d-v3.2d}, [x0]
	subs		x2, x2, #1
	b.ne		1b
	/* Leave no message, schedule or state word in a register (README.md). */
	.irp i, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, \
		24, 25, 26, 27, 28, 29
	movi		v\i\().16b, #0
	.endr
2:	ret
SYM_FUNC_END(sha512_ce_transform)
