/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 block function (FIPS 180-4, section 6.2.2) for ARMv7 with NEON.
 *
 * void sha256_blocks_neon(struct sha256_block_state *state, const u8 *data,
 *			   size_t nblocks);
 *
 * Hashes nblocks >= 1 blocks of 64 bytes at data (any alignment) into
 * state->h[0..7], eight native 32-bit words at offset 0.
 *
 * Design. The work is split between the two units:
 *
 *  - NEON computes the message schedule, four words at a time. The last 16
 *    words W[t-16..t-1] stay in q0-q3 (four words each); for W[t..t+3]:
 *        W[t-16..t-13] + W[t-7..t-4] + sigma0(W[t-15..t-12])
 *    (the middle terms by vext.32 of two neighbouring registers), then
 *    sigma1 of W[t-2..t-1] for the first two new words and of the two just
 *    made for the last two. The rotations are a vshr.u32 followed by a
 *    vsli.32 into the same register. NEON adds K[t..t+3] too, and stores
 *    W+K to a 256-byte area on the stack (one word per round).
 *  - The 64 rounds run in scalar ARM code, a..h in r4-r11, with the
 *    rotations as shifter operands: Sigma1(e) = ror(e ^ ror(e, 5) ^
 *    ror(e, 19), 6) and Sigma0(a) = ror(a ^ ror(a, 11) ^ ror(a, 20), 2);
 *    Ch(e, f, g) = ((f ^ g) & e) ^ g, Maj(a, b, c) = ((a ^ b) & (b ^ c)) ^
 *    b, where a ^ b of one round is b ^ c of the next (kept in r2/r3). Each
 *    round reads its W[t] + K[t] with one ldr. The roles of r4-r11 rotate
 *    from round to round (macro arguments), so no register moves.
 *
 * The schedule of W[t+16..t+19] is interleaved with rounds t..t+3, so that
 * a core with separate NEON and integer pipelines can overlap them; rounds
 * 48-63 have no schedule work. The NEON registers used are q0-q3 and
 * q8-q13 (d8-d15, callee-saved in the AAPCS, are not touched); they and the
 * stack area are cleared before returning.
 *
 * The message is loaded with vld1.8 (memory order) and byte-swapped within
 * each word by vrev32.8: the big-endian words of FIPS 180-4 on a little-
 * or big-endian CPU alike. W+K is stored by vst1.32 and read back by ldr,
 * both in the CPU's byte order; K is read by vld1.32, the state by ldm.
 * Assembles as ARM or Thumb-2.
 */

#include <linux/linkage.h>

	.syntax		unified
	.arch		armv7-a
	.fpu		neon
	.text

/* The stack frame below the saved registers. */
#define WK_AREA		0	/* W[t] + K[t], t = 0..63 */
#define SAVE_STATE	256
#define SAVE_DATA	260
#define SAVE_NBLOCKS	264
#define FRAME		268	/* with the 36 bytes pushed: 8-byte aligned */

/*
 * One round t with a..h in the given registers; bc holds b ^ c and gets
 * Maj(a, b, c) (then is free), ab gets a ^ b (the next round's b ^ c).
 * h becomes the new a, d the new e. r0 and r1 are scratch.
 */
	.macro		rnd, a, b, c, d, e, f, g, h, t, bc, ab
	ldr		r0, [sp, #WK_AREA + 4 * (\t)]
	eor		r1, \f, \g
	add		\h, \h, r0
	eor		r0, \e, \e, ror #5
	and		r1, r1, \e
	eor		r0, r0, \e, ror #19
	eor		r1, r1, \g
	add		\h, \h, r0, ror #6
	eor		r0, \a, \a, ror #11
	add		\h, \h, r1
	eor		\ab, \a, \b
	eor		r0, r0, \a, ror #20
	add		\d, \d, \h
	and		\bc, \bc, \ab
	add		\h, \h, r0, ror #2
	eor		\bc, \bc, \b
	add		\h, \h, \bc
	.endm

/*
 * The schedule of four new words into x0 (which holds the oldest four),
 * given as q register and its low and high halves; x1, x2, x3 the next
 * ones, x3h the high half of x3. Four parts, to go between rounds; the last
 * adds K (from r12) and stores W+K (at lr).
 */
	.macro		sched1, x0, x1, x2, x3
	vext.32		q8, \x0, \x1, #1	/* W[t-15..t-12] */
	vext.32		q9, \x2, \x3, #1	/* W[t-7..t-4] */
	vshr.u32	q10, q8, #7
	vadd.i32	\x0, \x0, q9
	vsli.32		q10, q8, #25
	vshr.u32	q11, q8, #18
	.endm

	.macro		sched2, x0
	vsli.32		q11, q8, #14
	veor		q10, q10, q11
	vshr.u32	q11, q8, #3
	veor		q10, q10, q11		/* sigma0(W[t-15..t-12]) */
	vadd.i32	\x0, \x0, q10
	.endm

	/* sigma1 of two words in src, into d24 (d25 scratch) */
	.macro		sigma1, src
	vshr.u32	d24, \src, #17
	vsli.32		d24, \src, #15
	vshr.u32	d25, \src, #19
	vsli.32		d25, \src, #13
	veor		d24, d24, d25
	vshr.u32	d25, \src, #10
	veor		d24, d24, d25
	.endm

	.macro		sched3, x0l, x3h
	sigma1		\x3h			/* of W[t-2], W[t-1] */
	vadd.i32	\x0l, \x0l, d24		/* W[t], W[t+1] */
	.endm

	.macro		sched4, x0, x0l, x0h
	sigma1		\x0l			/* of W[t], W[t+1] */
	vld1.32		{d26-d27}, [r12]!
	vadd.i32	\x0h, \x0h, d24		/* W[t+2], W[t+3] */
	vadd.i32	q13, q13, \x0
	vst1.32		{d26-d27}, [lr]!
	.endm

/*
 * Rounds t..t+3, with a..h in r4-r11 (t % 8 == 0) or rotated by four
 * (t % 8 == 4); with the schedule of W[t+16..t+19] when x0 is given.
 */
	.macro		rounds4, t, x0, x0l, x0h, x1, x2, x3, x3h
	.if		\t % 8 == 0
	rnd		r4, r5, r6, r7, r8, r9, r10, r11, \t, r2, r3
	.else
	rnd		r8, r9, r10, r11, r4, r5, r6, r7, \t, r2, r3
	.endif
	.ifnb		\x0
	sched1		\x0, \x1, \x2, \x3
	.endif
	.if		\t % 8 == 0
	rnd		r11, r4, r5, r6, r7, r8, r9, r10, \t + 1, r3, r2
	.else
	rnd		r7, r8, r9, r10, r11, r4, r5, r6, \t + 1, r3, r2
	.endif
	.ifnb		\x0
	sched2		\x0
	.endif
	.if		\t % 8 == 0
	rnd		r10, r11, r4, r5, r6, r7, r8, r9, \t + 2, r2, r3
	.else
	rnd		r6, r7, r8, r9, r10, r11, r4, r5, \t + 2, r2, r3
	.endif
	.ifnb		\x0
	sched3		\x0l, \x3h
	.endif
	.if		\t % 8 == 0
	rnd		r9, r10, r11, r4, r5, r6, r7, r8, \t + 3, r3, r2
	.else
	rnd		r5, r6, r7, r8, r9, r10, r11, r4, \t + 3, r3, r2
	.endif
	.ifnb		\x0
	sched4		\x0, \x0l, \x0h
	.endif
	.endm

	.balign		16
.Lsha256_k:
	.word		0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.word		0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.word		0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.word		0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.word		0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.word		0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.word		0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.word		0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.word		0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.word		0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.word		0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.word		0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.word		0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.word		0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.word		0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.word		0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2

/*
 * r0, r1: scratch, r2/r3: b ^ c and a ^ b, r4-r11: a..h, r12: K[t] for
 * the next schedule, lr: where its W+K goes. state, data and nblocks wait
 * on the stack.
 */
SYM_FUNC_START(sha256_blocks_neon)
	adr		r12, .Lsha256_k
	push		{r4-r11, lr}
	sub		sp, sp, #FRAME
	str		r0, [sp, #SAVE_STATE]
	str		r2, [sp, #SAVE_NBLOCKS]

.Lnext_block:
	/* W[0..15] in q0-q3; W+K of them to the stack. */
	vld1.8		{d0-d3}, [r1]!
	vld1.8		{d4-d7}, [r1]!
	str		r1, [sp, #SAVE_DATA]
	vrev32.8	q0, q0
	vld1.32		{d16-d19}, [r12]!
	vrev32.8	q1, q1
	vld1.32		{d20-d23}, [r12]!
	vrev32.8	q2, q2
	vrev32.8	q3, q3
	vadd.i32	q8, q8, q0
	vadd.i32	q9, q9, q1
	vadd.i32	q10, q10, q2
	vadd.i32	q11, q11, q3
	mov		lr, sp
	vst1.32		{d16-d19}, [lr]!
	vst1.32		{d20-d23}, [lr]!

	ldr		r0, [sp, #SAVE_STATE]
	ldm		r0, {r4-r11}
	eor		r2, r5, r6		/* b ^ c */

	rounds4		 0, q0, d0, d1, q1, q2, q3, d7
	rounds4		 4, q1, d2, d3, q2, q3, q0, d1
	rounds4		 8, q2, d4, d5, q3, q0, q1, d3
	rounds4		12, q3, d6, d7, q0, q1, q2, d5
	rounds4		16, q0, d0, d1, q1, q2, q3, d7
	rounds4		20, q1, d2, d3, q2, q3, q0, d1
	rounds4		24, q2, d4, d5, q3, q0, q1, d3
	rounds4		28, q3, d6, d7, q0, q1, q2, d5
	rounds4		32, q0, d0, d1, q1, q2, q3, d7
	rounds4		36, q1, d2, d3, q2, q3, q0, d1
	rounds4		40, q2, d4, d5, q3, q0, q1, d3
	rounds4		44, q3, d6, d7, q0, q1, q2, d5
	rounds4		48
	rounds4		52
	rounds4		56
	rounds4		60

	/* h[0..7] += a..h */
	ldr		lr, [sp, #SAVE_STATE]
	ldm		lr, {r0-r3}
	add		r4, r4, r0
	add		r5, r5, r1
	add		r6, r6, r2
	add		r7, r7, r3
	stm		lr!, {r4-r7}
	ldm		lr, {r0-r3}
	add		r8, r8, r0
	add		r9, r9, r1
	add		r10, r10, r2
	add		r11, r11, r3
	stm		lr, {r8-r11}

	sub		r12, r12, #256		/* back to K[0] */
	ldr		r1, [sp, #SAVE_DATA]
	ldr		r2, [sp, #SAVE_NBLOCKS]
	subs		r2, r2, #1
	str		r2, [sp, #SAVE_NBLOCKS]
	bne		.Lnext_block

	/* Leave no message words behind, in registers or on the stack. */
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
	mov		lr, sp
	.rept		8
	vst1.32		{d16-d19}, [lr]!
	.endr
	add		sp, sp, #FRAME
	pop		{r4-r11, pc}
SYM_FUNC_END(sha256_blocks_neon)
