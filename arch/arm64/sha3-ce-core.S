/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Keccak-f[1600] and the SHA-3 absorb loop with the ARMv8.2 SHA-3
 * instructions (FEAT_SHA3), written from FIPS 202, sections 3.2-3.4, and
 * the Arm ARM descriptions of the four instructions, each on 64-bit lanes:
 *	EOR3 d, n, m, a		d = n ^ m ^ a
 *	RAX1 d, n, m		d = n ^ (m <<< 1)
 *	XAR  d, n, m, #i	d = (n ^ m) >>> i
 *	BCAX d, n, m, a		d = n ^ (m & ~a)
 *
 * Lane A[x + 5y] lives in the low half of v(x + 5y), v0-v24, for the whole
 * call; the high halves start at zero and stay zero (every step maps a
 * zero state to zero, and the round constant is loaded into the low half
 * only). One round:
 *	theta	C[x] in v25-v29 (two EOR3 each), D[x] = C[x-1] ^ (C[x+1] <<< 1)
 *		(RAX1) into v30, v31, v26, v27, v28 for x = 0..4
 *	rho, pi	B[y, 2x + 3y] = (A[x, y] ^ D[x]) <<< r[x, y]: one XAR a lane,
 *		in place along pi's one 24-lane cycle, which starts from a copy
 *		of A[1] in v25 and leaves B[10] there
 *	chi	A[x] = B[x] ^ (~B[x+1] & B[x+2]) in each row: one BCAX a lane,
 *		the first two of a row into v26, v27 (still read by the last
 *		two) and moved back
 *	iota	A[0] ^= RC[i] (v29), folded into the move of row 0
 *
 * The state is loaded and stored a byte at a time (ld1/st1 .8b), so lanes
 * are the little-endian words of FIPS 202, Appendix B.1, on either byte
 * order.
 *
 * void sha3_ce_absorb_blocks(struct sha3_state *state, const u8 *data,
 *			      size_t nblocks, size_t block_size);
 *	XOR each of @nblocks blocks of @block_size bytes (72, 104, 136, 144
 *	or 168: the rates of FIPS 202, section 6) into the state and permute
 * void sha3_ce_keccakf(struct sha3_state *state);
 *	one permutation
 *
 * Uses every vector register: d8-d15, callee-saved, are kept on the stack,
 * and the others are zeroed before returning, so that no state or message
 * word is left in one (README.md).
 */
#include <linux/linkage.h>

	.arch		armv8.2-a+sha3

	.text
	.balign		8
/* FIPS 202, section 3.2.5: RC[ir] of iota for rounds 0..23. */
.Lsha3_rc:
	.quad		0x0000000000000001, 0x0000000000008082
	.quad		0x800000000000808a, 0x8000000080008000
	.quad		0x000000000000808b, 0x0000000080000001
	.quad		0x8000000080008081, 0x8000000000008009
	.quad		0x000000000000008a, 0x0000000000000088
	.quad		0x0000000080008009, 0x000000008000000a
	.quad		0x000000008000808b, 0x800000000000008b
	.quad		0x8000000000008089, 0x8000000000008003
	.quad		0x8000000000008002, 0x8000000000000080
	.quad		0x000000000000800a, 0x800000008000000a
	.quad		0x8000000080008081, 0x8000000000008080
	.quad		0x0000000080000001, 0x8000000080008008

/* Load (ld1) or store (st1) the 25 lanes at \ptr, advancing it. */
.macro STATE op, ptr
	\op		{v0.8b-v3.8b}, [\ptr], #32
	\op		{v4.8b-v7.8b}, [\ptr], #32
	\op		{v8.8b-v11.8b}, [\ptr], #32
	\op		{v12.8b-v15.8b}, [\ptr], #32
	\op		{v16.8b-v19.8b}, [\ptr], #32
	\op		{v20.8b-v23.8b}, [\ptr], #32
	\op		{v24.8b}, [\ptr]
.endm

/* chi on the row \r0..\r4 in place (B[x] in v\rx), v26 and v27 scratch. */
.macro CHI r0, r1, r2, r3, r4
	bcax		v26.16b, v\r0\().16b, v\r2\().16b, v\r1\().16b
	bcax		v27.16b, v\r1\().16b, v\r3\().16b, v\r2\().16b
	bcax		v\r2\().16b, v\r2\().16b, v\r4\().16b, v\r3\().16b
	bcax		v\r3\().16b, v\r3\().16b, v\r0\().16b, v\r4\().16b
	bcax		v\r4\().16b, v\r4\().16b, v\r1\().16b, v\r0\().16b
	mov		v\r1\().16b, v27.16b
.endm

/* XOR the next lane of the block at x1 into v\lane. */
.macro ABSORB1 lane
	ld1		{v25.8b}, [x1], #8
	eor		v\lane\().8b, v\lane\().8b, v25.8b
.endm

/* XOR the next four lanes into v\l0 .. v\l0 + 3. */
.macro ABSORB4 l0, l1, l2, l3
	ld1		{v25.8b-v28.8b}, [x1], #32
	eor		v\l0\().8b, v\l0\().8b, v25.8b
	eor		v\l1\().8b, v\l1\().8b, v26.8b
	eor		v\l2\().8b, v\l2\().8b, v27.8b
	eor		v\l3\().8b, v\l3\().8b, v28.8b
.endm

SYM_FUNC_START(sha3_ce_keccakf)
	mov		x2, #1
	mov		x3, #0
	b		.Lsha3_ce_start
SYM_FUNC_END(sha3_ce_keccakf)

SYM_FUNC_START(sha3_ce_absorb_blocks)
	cbz		x2, .Lsha3_ce_out
.Lsha3_ce_start:
	stp		d8, d9, [sp, #-64]!
	stp		d10, d11, [sp, #16]
	stp		d12, d13, [sp, #32]
	stp		d14, d15, [sp, #48]
	mov		x5, x0
	STATE		ld1, x5

.Lsha3_ce_block:
	/* The block: 9, 13, 17, 18 or 21 lanes (none for sha3_ce_keccakf). */
	cbz		x3, 2f
	ABSORB4		0, 1, 2, 3
	ABSORB4		4, 5, 6, 7
	ABSORB1		8
	cmp		x3, #104
	b.lo		2f
	ABSORB4		9, 10, 11, 12
	cmp		x3, #136
	b.lo		2f
	ABSORB4		13, 14, 15, 16
	cmp		x3, #144
	b.lo		2f
	ABSORB1		17
	cmp		x3, #168
	b.lo		2f
	ABSORB1		18
	ABSORB1		19
	ABSORB1		20

2:	adr		x9, .Lsha3_rc
	mov		x10, #24
3:	/* theta: the column parities C[x], then D[x]. */
	eor3		v25.16b, v0.16b, v5.16b, v10.16b
	eor3		v26.16b, v1.16b, v6.16b, v11.16b
	eor3		v27.16b, v2.16b, v7.16b, v12.16b
	eor3		v28.16b, v3.16b, v8.16b, v13.16b
	eor3		v29.16b, v4.16b, v9.16b, v14.16b
	eor3		v25.16b, v25.16b, v15.16b, v20.16b
	eor3		v26.16b, v26.16b, v16.16b, v21.16b
	eor3		v27.16b, v27.16b, v17.16b, v22.16b
	eor3		v28.16b, v28.16b, v18.16b, v23.16b
	eor3		v29.16b, v29.16b, v19.16b, v24.16b
	rax1		v30.2d, v29.2d, v26.2d		/* D[0] */
	rax1		v31.2d, v25.2d, v27.2d		/* D[1] */
	rax1		v26.2d, v26.2d, v28.2d		/* D[2] */
	rax1		v27.2d, v27.2d, v29.2d		/* D[3] */
	rax1		v28.2d, v28.2d, v25.2d		/* D[4] */

	/*
	 * rho and pi, with theta's XOR of D: B[j] = (A[i] ^ D[i mod 5]) <<< r[i]
	 * for j = pi(i), XAR rotating right by 64 - r[i]; B[0] = A[0] ^ D[0].
	 */
	ldr		d29, [x9], #8			/* RC[ir] */
	mov		v25.16b, v1.16b
	eor		v0.16b, v0.16b, v30.16b
	xar		v1.2d, v6.2d, v31.2d, #20	/* B[1] = A[6] <<< 44 */
	xar		v6.2d, v9.2d, v28.2d, #44	/* B[6] = A[9] <<< 20 */
	xar		v9.2d, v22.2d, v26.2d, #3	/* B[9] = A[22] <<< 61 */
	xar		v22.2d, v14.2d, v28.2d, #25	/* B[22] = A[14] <<< 39 */
	xar		v14.2d, v20.2d, v30.2d, #46	/* B[14] = A[20] <<< 18 */
	xar		v20.2d, v2.2d, v26.2d, #2	/* B[20] = A[2] <<< 62 */
	xar		v2.2d, v12.2d, v26.2d, #21	/* B[2] = A[12] <<< 43 */
	xar		v12.2d, v13.2d, v27.2d, #39	/* B[12] = A[13] <<< 25 */
	xar		v13.2d, v19.2d, v28.2d, #56	/* B[13] = A[19] <<< 8 */
	xar		v19.2d, v23.2d, v27.2d, #8	/* B[19] = A[23] <<< 56 */
	xar		v23.2d, v15.2d, v30.2d, #23	/* B[23] = A[15] <<< 41 */
	xar		v15.2d, v4.2d, v28.2d, #37	/* B[15] = A[4] <<< 27 */
	xar		v4.2d, v24.2d, v28.2d, #50	/* B[4] = A[24] <<< 14 */
	xar		v24.2d, v21.2d, v31.2d, #62	/* B[24] = A[21] <<< 2 */
	xar		v21.2d, v8.2d, v27.2d, #9	/* B[21] = A[8] <<< 55 */
	xar		v8.2d, v16.2d, v31.2d, #19	/* B[8] = A[16] <<< 45 */
	xar		v16.2d, v5.2d, v30.2d, #28	/* B[16] = A[5] <<< 36 */
	xar		v5.2d, v3.2d, v27.2d, #36	/* B[5] = A[3] <<< 28 */
	xar		v3.2d, v18.2d, v27.2d, #43	/* B[3] = A[18] <<< 21 */
	xar		v18.2d, v17.2d, v26.2d, #49	/* B[18] = A[17] <<< 15 */
	xar		v17.2d, v11.2d, v31.2d, #54	/* B[17] = A[11] <<< 10 */
	xar		v11.2d, v7.2d, v26.2d, #58	/* B[11] = A[7] <<< 6 */
	xar		v7.2d, v10.2d, v30.2d, #61	/* B[7] = A[10] <<< 3 */
	xar		v25.2d, v25.2d, v31.2d, #63	/* B[10] = A[1] <<< 1 */

	/* chi, row by row; iota on A[0]. Row 2 has B[10] in v25. */
	CHI		0, 1, 2, 3, 4
	eor		v0.16b, v26.16b, v29.16b
	CHI		5, 6, 7, 8, 9
	mov		v5.16b, v26.16b
	bcax		v10.16b, v25.16b, v12.16b, v11.16b
	bcax		v26.16b, v11.16b, v13.16b, v12.16b
	bcax		v12.16b, v12.16b, v14.16b, v13.16b
	bcax		v13.16b, v13.16b, v25.16b, v14.16b
	bcax		v14.16b, v14.16b, v11.16b, v25.16b
	mov		v11.16b, v26.16b
	CHI		15, 16, 17, 18, 19
	mov		v15.16b, v26.16b
	CHI		20, 21, 22, 23, 24
	mov		v20.16b, v26.16b

	subs		x10, x10, #1
	b.ne		3b
	subs		x2, x2, #1
	b.ne		.Lsha3_ce_block

	STATE		st1, x0
	/* Leave no state or message word in a register (README.md). */
	ldp		d10, d11, [sp, #16]
	ldp		d12, d13, [sp, #32]
	ldp		d14, d15, [sp, #48]
	ldp		d8, d9, [sp], #64
	.irp i, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, \
		24, 25, 26, 27, 28, 29, 30, 31
	movi		v\i\().16b, #0
	.endr
.Lsha3_ce_out:
	ret
SYM_FUNC_END(sha3_ce_absorb_blocks)
