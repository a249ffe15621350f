/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 block function (FIPS 180-4, section 6.4.2) for ARMv7
 * with NEON.
 *
 * void sha512_blocks_neon(struct sha512_block_state *state, const u8 *data,
 *			   size_t nblocks);
 *
 * Hashes nblocks >= 1 blocks of 128 bytes at data (any alignment) into
 * state->h[0..7], eight native 64-bit words at offset 0.
 *
 * Design. SHA-512's words are 64 bits wide, which the integer unit of a
 * 32-bit core handles as register pairs (a rotation is four instructions
 * and more); NEON has 64-bit lanes, so everything runs there:
 *
 *  - a..h live in d16-d23. The roles of these registers rotate from round
 *    to round (macro arguments), so a round moves no register: its h
 *    becomes the new a, its d the new e.
 *  - A rotation is a vshr.u64 followed by a vsli.64 of the same source
 *    into the same register. Sigma0, Sigma1 (section 4.1.3) are three
 *    rotations and two veor; Ch(e, f, g) is vbsl with e as the selector,
 *    Maj(a, b, c) is vbsl with a ^ b as the selector (where a and b
 *    differ the majority is c, elsewhere it is b).
 *  - The last 16 message words W[t..t+15] stay in q0-q7, two words each,
 *    W[t] in the low half. Rounds t..t+15 read them, adding K[t] two at a
 *    time (vld1.64 of the table, vadd.i64); then the schedule (section
 *    6.4.2, step 1) replaces them by W[t+16..t+31], two words at a time:
 *        W[t..t+1] = sigma1(W[t-2..t-1]) + W[t-7..t-6]
 *                    + sigma0(W[t-15..t-14]) + W[t-16..t-15]
 *    where the two odd-aligned pairs are a vext.64 of neighbouring
 *    registers. Both new words depend only on older ones, so one q
 *    register op computes both. 80 rounds are five passes of 16 rounds
 *    with four schedule passes between them.
 *
 * The message is loaded with vld1.8 (memory order) and byte-swapped within
 * each 64-bit lane by vrev64.8: the big-endian words of FIPS 180-4 on a
 * little- or big-endian CPU alike. The state and K are read with vld1.64,
 * in the CPU's byte order. d8-d15 are callee-saved in the AAPCS: pushed
 * and popped. The other NEON registers used (q0-q3, q8-q15) are cleared
 * before returning; nothing goes to the stack but the saved d8-d15.
 * Assembles as ARM or Thumb-2.
 */

#include <linux/linkage.h>

	.syntax		unified
	.arch		armv7-a
	.fpu		neon
	.text

/*
 * One round with a..h in the given d registers and W[t] + K[t] in kw.
 * h becomes the new a, d the new e; d26-d29 are scratch.
 */
	.macro		rnd, a, b, c, d, e, f, g, h, kw
	vshr.u64	d26, \e, #14
	vshr.u64	d27, \e, #18
	vshr.u64	d28, \e, #41
	vsli.64		d26, \e, #50
	vsli.64		d27, \e, #46
	vsli.64		d28, \e, #23
	vadd.i64	\h, \h, \kw
	veor		d26, d26, d27
	vmov		d29, \e
	veor		d26, d26, d28		/* Sigma1(e) */
	vbsl		d29, \f, \g		/* Ch(e, f, g) */
	vadd.i64	\h, \h, d26
	vshr.u64	d26, \a, #28
	vadd.i64	\h, \h, d29		/* T1 */
	vshr.u64	d27, \a, #34
	vshr.u64	d28, \a, #39
	vsli.64		d26, \a, #36
	vsli.64		d27, \a, #30
	vsli.64		d28, \a, #25
	veor		d29, \a, \b
	veor		d26, d26, d27
	vbsl		d29, \c, \b		/* Maj(a, b, c) */
	veor		d26, d26, d28		/* Sigma0(a) */
	vadd.i64	\d, \d, \h		/* e = d + T1 */
	vadd.i64	d29, d29, d26		/* T2 */
	vadd.i64	\h, \h, d29		/* a = T1 + T2 */
	.endm

/* Eight rounds, W[t..t+7] in w0-w3; a..h in d16-d23 before and after. */
	.macro		rounds8, w0, w1, w2, w3
	vld1.64		{d24-d25}, [r3]!
	vadd.i64	q12, q12, \w0
	rnd		d16, d17, d18, d19, d20, d21, d22, d23, d24
	rnd		d23, d16, d17, d18, d19, d20, d21, d22, d25
	vld1.64		{d24-d25}, [r3]!
	vadd.i64	q12, q12, \w1
	rnd		d22, d23, d16, d17, d18, d19, d20, d21, d24
	rnd		d21, d22, d23, d16, d17, d18, d19, d20, d25
	vld1.64		{d24-d25}, [r3]!
	vadd.i64	q12, q12, \w2
	rnd		d20, d21, d22, d23, d16, d17, d18, d19, d24
	rnd		d19, d20, d21, d22, d23, d16, d17, d18, d25
	vld1.64		{d24-d25}, [r3]!
	vadd.i64	q12, q12, \w3
	rnd		d18, d19, d20, d21, d22, d23, d16, d17, d24
	rnd		d17, d18, d19, d20, d21, d22, d23, d16, d25
	.endm

/*
 * Two new words into x0, which holds W[t-16..t-15]; x1 holds W[t-14..t-13],
 * x4 and x5 W[t-8..t-5], x7 W[t-2..t-1]. q12-q15 are scratch.
 */
	.macro		sched, x0, x1, x4, x5, x7
	vext.64		q12, \x0, \x1, #1	/* W[t-15..t-14] */
	vext.64		q13, \x4, \x5, #1	/* W[t-7..t-6] */
	vadd.i64	\x0, \x0, q13
	vshr.u64	q14, q12, #1
	vshr.u64	q15, q12, #8
	vsli.64		q14, q12, #63
	vsli.64		q15, q12, #56
	veor		q14, q14, q15
	vshr.u64	q15, q12, #7
	veor		q14, q14, q15		/* sigma0(W[t-15..t-14]) */
	vadd.i64	\x0, \x0, q14
	vshr.u64	q14, \x7, #19
	vshr.u64	q15, \x7, #61
	vsli.64		q14, \x7, #45
	vsli.64		q15, \x7, #3
	veor		q14, q14, q15
	vshr.u64	q15, \x7, #6
	veor		q14, q14, q15		/* sigma1(W[t-2..t-1]) */
	vadd.i64	\x0, \x0, q14
	.endm

	.balign		16
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
 * r0: state, r1: data, r2: blocks left, r3: K[t] for the next rounds,
 * r12: schedule passes left.
 */
SYM_FUNC_START(sha512_blocks_neon)
	vpush		{d8-d15}
	vld1.64		{d16-d19}, [r0]!
	vld1.64		{d20-d23}, [r0]
	sub		r0, r0, #32

.Lnext_block:
	/* W[0..15] in q0-q7 */
	vld1.8		{d0-d3}, [r1]!
	vld1.8		{d4-d7}, [r1]!
	vld1.8		{d8-d11}, [r1]!
	vld1.8		{d12-d15}, [r1]!
	vrev64.8	q0, q0
	vrev64.8	q1, q1
	vrev64.8	q2, q2
	vrev64.8	q3, q3
	vrev64.8	q4, q4
	vrev64.8	q5, q5
	vrev64.8	q6, q6
	vrev64.8	q7, q7
	adr		r3, .Lsha512_k
	mov		r12, #4

.Lnext_16:
	rounds8		q0, q1, q2, q3
	rounds8		q4, q5, q6, q7
	subs		r12, r12, #1
	blt		.Lrounds_done
	sched		q0, q1, q4, q5, q7
	sched		q1, q2, q5, q6, q0
	sched		q2, q3, q6, q7, q1
	sched		q3, q4, q7, q0, q2
	sched		q4, q5, q0, q1, q3
	sched		q5, q6, q1, q2, q4
	sched		q6, q7, q2, q3, q5
	sched		q7, q0, q3, q4, q6
	b		.Lnext_16

.Lrounds_done:
	/* h[0..7] += a..h, which stay in d16-d23 for the next block */
	vld1.64		{d24-d27}, [r0]!
	vld1.64		{d28-d31}, [r0]
	sub		r0, r0, #32
	vadd.i64	q8, q8, q12
	vadd.i64	q9, q9, q13
	vadd.i64	q10, q10, q14
	vadd.i64	q11, q11, q15
	vst1.64		{d16-d19}, [r0]!
	vst1.64		{d20-d23}, [r0]
	sub		r0, r0, #32
	subs		r2, r2, #1
	bne		.Lnext_block

	/* Leave no message words or state behind (q4-q7: vpop). */
	vmov.i8		q0, #0
	vmov.i8		q1, #0
	vmov.i8		q2, #0
	vmov.i8		q3, #0
	vmov.i8		q8, #0
	vmov.i8		q9, #0
	vmov.i8		q10, #0
	vmov.i8		q11, #0
	vmov.i8		q12, #0
	vmov.i8		q13, #0
	vmov.i8		q14, #0
	vmov.i8		q15, #0
	vpop		{d8-d15}
	bx		lr
SYM_FUNC_END(sha512_blocks_neon)
