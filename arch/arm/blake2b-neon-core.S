/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b compression function (RFC 7693, section 3.2) for ARMv7 NEON.
 *
 * void blake2b_compress_neon(struct blake2b_ctx *ctx, const u8 *data,
 *			      size_t nblocks, u32 inc);
 *
 * Compresses nblocks >= 1 blocks of 128 bytes at data (any alignment) into
 * ctx->h, adding inc to the 128-bit byte counter ctx->t before each block;
 * ctx->f is the finalization flags. struct blake2b_ctx (<crypto/blake2b.h>)
 * has h at offset 0, t at 64 and f at 80.
 *
 * Register use. The 4x4 working matrix v[0..15] of 64-bit words lives in
 * q0-q7 by rows: the row a = v[0..3] in q0-q1 (d0-d3), b = v[4..7] in
 * q2-q3 (d4-d7), c = v[8..11] in q4-q5 (d8-d11), d = v[12..15] in q6-q7
 * (d12-d15). The four G functions of a column step then run side by side,
 * one per 64-bit lane. For the diagonal step, the rows b, c and d are
 * rotated left by one, two and three words (vswp of D registers), so that
 * the diagonals line up as columns, and rotated back afterwards.
 *
 * The message words m[0..13] stay in d16-d29 for the whole block; they are
 * added to row a one D register at a time, so no permutation of the message
 * is ever needed. m[14] and m[15] wait in r8:r9 and r10:r11, which frees
 * q15 as the scratch register of the rotation by 63 bits. Rotations by 32
 * use vrev64.32, by 24 and 16 a byte rotation of each D register (vext.8).
 *
 * The message is loaded with vld1.8 (bytes in memory order: the little-
 * endian words BLAKE2b defines, at any alignment); h, f and the IV, native
 * 64-bit values, with vld1.64. The counter is kept in r4-r7 and written back
 * at the end. d8-d15 are callee-saved in the AAPCS and are preserved; the
 * other NEON registers, which end up holding message and state words, are
 * cleared before returning.
 */

#include <linux/linkage.h>

	.syntax		unified
	.arch		armv7-a
	.fpu		neon
	.text

/* Byte offsets of the 32-bit halves of ctx->t[0] and ctx->t[1]. */
#ifdef __ARMEB__
#define T0_LO		68
#define T0_HI		64
#define T1_LO		76
#define T1_HI		72
#else
#define T0_LO		64
#define T0_HI		68
#define T1_LO		72
#define T1_HI		76
#endif
#define CTX_F		80

	/* The message words that stay in NEON registers. */
	M0		.req	d16
	M1		.req	d17
	M2		.req	d18
	M3		.req	d19
	M4		.req	d20
	M5		.req	d21
	M6		.req	d22
	M7		.req	d23
	M8		.req	d24
	M9		.req	d25
	M10		.req	d26
	M11		.req	d27
	M12		.req	d28
	M13		.req	d29

/* dst += m[w], for one 64-bit lane dst of row a. */
	.macro		addm, dst, w
	.if		\w == 14
	vmov		d30, r8, r9
	vadd.i64	\dst, \dst, d30
	.elseif		\w == 15
	vmov		d31, r10, r11
	vadd.i64	\dst, \dst, d31
	.else
	vadd.i64	\dst, \dst, M\w
	.endif
	.endm

/*
 * Four G functions at once (RFC 7693, section 3.1), one per lane: lane i
 * takes the message words x_i and y_i.
 */
	.macro		g4, x0, y0, x1, y1, x2, y2, x3, y3
	/* a += b + x; d = (d ^ a) >>> 32 */
	addm		d0, \x0
	addm		d1, \x1
	addm		d2, \x2
	addm		d3, \x3
	vadd.i64	q0, q0, q2
	vadd.i64	q1, q1, q3
	veor		q6, q6, q0
	veor		q7, q7, q1
	vrev64.32	q6, q6
	vrev64.32	q7, q7
	/* c += d; b = (b ^ c) >>> 24 */
	vadd.i64	q4, q4, q6
	vadd.i64	q5, q5, q7
	veor		q2, q2, q4
	veor		q3, q3, q5
	vext.8		d4, d4, d4, #3
	vext.8		d5, d5, d5, #3
	vext.8		d6, d6, d6, #3
	vext.8		d7, d7, d7, #3
	/* a += b + y; d = (d ^ a) >>> 16 */
	addm		d0, \y0
	addm		d1, \y1
	addm		d2, \y2
	addm		d3, \y3
	vadd.i64	q0, q0, q2
	vadd.i64	q1, q1, q3
	veor		q6, q6, q0
	veor		q7, q7, q1
	vext.8		d12, d12, d12, #2
	vext.8		d13, d13, d13, #2
	vext.8		d14, d14, d14, #2
	vext.8		d15, d15, d15, #2
	/* c += d; b = (b ^ c) >>> 63, that is b <<< 1 */
	vadd.i64	q4, q4, q6
	vadd.i64	q5, q5, q7
	veor		q2, q2, q4
	veor		q3, q3, q5
	vshr.u64	q15, q2, #63
	vadd.i64	q2, q2, q2
	vorr		q2, q2, q15
	vshr.u64	q15, q3, #63
	vadd.i64	q3, q3, q3
	vorr		q3, q3, q15
	.endm

/*
 * Line the diagonals up as columns: b = (v5, v6, v7, v4),
 * c = (v10, v11, v8, v9), d = (v15, v12, v13, v14).
 */
	.macro		diagonalize
	vswp		d4, d5
	vswp		d5, d6
	vswp		d6, d7
	vswp		q4, q5
	vswp		d14, d15
	vswp		d13, d14
	vswp		d12, d13
	.endm

	.macro		undiagonalize
	vswp		d6, d7
	vswp		d5, d6
	vswp		d4, d5
	vswp		q4, q5
	vswp		d12, d13
	vswp		d13, d14
	vswp		d14, d15
	.endm

/* One round; s0..s15 is its row of the message schedule sigma. */
	.macro		round, s0, s1, s2, s3, s4, s5, s6, s7, \
			s8, s9, s10, s11, s12, s13, s14, s15
	g4		\s0, \s1, \s2, \s3, \s4, \s5, \s6, \s7
	diagonalize
	g4		\s8, \s9, \s10, \s11, \s12, \s13, \s14, \s15
	undiagonalize
	.endm

	/* RFC 7693, section 2.6: the initialization vector. */
	.balign		16
.Lblake2b_iv:
	.quad		0x6a09e667f3bcc908, 0xbb67ae8584caa73b
	.quad		0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
	.quad		0x510e527fade682d1, 0x9b05688c2b3e6c1f
	.quad		0x1f83d9abfb41bd6b, 0x5be0cd19137e2179

/*
 * r0: ctx, r1: data, r2: nblocks, r3: inc, r4-r7: the counter t,
 * r8-r11: m[14] and m[15], r12: scratch, lr: &ctx->h[4].
 */
SYM_FUNC_START(blake2b_compress_neon)
	push		{r4-r11, lr}
	vpush		{d8-d15}
	ldr		r4, [r0, #T0_LO]
	ldr		r5, [r0, #T0_HI]
	ldr		r6, [r0, #T1_LO]
	ldr		r7, [r0, #T1_HI]
	add		lr, r0, #32

.Lnext_block:
	/* t += inc, with carry through all 128 bits. */
	adds		r4, r4, r3
	adcs		r5, r5, #0
	adcs		r6, r6, #0
	adc		r7, r7, #0

	/* m[0..15]; m[14] and m[15] move out to r8-r11. */
	vld1.8		{d16-d19}, [r1]!
	vld1.8		{d20-d23}, [r1]!
	vld1.8		{d24-d27}, [r1]!
	vld1.8		{d28-d31}, [r1]!
	vmov		r8, r9, d30
	vmov		r10, r11, d31

	/* v[0..7] = h, v[8..15] = IV ^ (0, 0, 0, 0, t0, t1, f0, f1) */
	vld1.64		{d0-d3}, [r0]
	vld1.64		{d4-d7}, [lr]
	adr		r12, .Lblake2b_iv
	vld1.64		{d8-d11}, [r12:128]!
	vld1.64		{d12-d15}, [r12:128]
	vmov		d30, r4, r5
	vmov		d31, r6, r7
	veor		q6, q6, q15
	add		r12, r0, #CTX_F
	vld1.64		{d30-d31}, [r12]
	veor		q7, q7, q15

	/* RFC 7693, section 2.7: sigma; rounds 10 and 11 reuse rows 0 and 1. */
	round		 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15
	round		14, 10,  4,  8,  9, 15, 13,  6,  1, 12,  0,  2, 11,  7,  5,  3
	round		11,  8, 12,  0,  5,  2, 15, 13, 10, 14,  3,  6,  7,  1,  9,  4
	round		 7,  9,  3,  1, 13, 12, 11, 14,  2,  6,  5, 10,  4,  0, 15,  8
	round		 9,  0,  5,  7,  2,  4, 10, 15, 14,  1, 11, 12,  6,  8,  3, 13
	round		 2, 12,  6, 10,  0, 11,  8,  3,  4, 13,  7,  5, 15, 14,  1,  9
	round		12,  5,  1, 15, 14, 13,  4, 10,  0,  7,  6,  3,  9,  2,  8, 11
	round		13, 11,  7, 14, 12,  1,  3,  9,  5,  0, 15,  4,  8,  6,  2, 10
	round		 6, 15, 14,  9, 11,  3,  0,  8, 12,  2, 13,  7,  1,  4, 10,  5
	round		10,  2,  8,  4,  7,  6,  1,  5, 15, 11,  9, 14,  3, 12, 13,  0
	round		 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15
	round		14, 10,  4,  8,  9, 15, 13,  6,  1, 12,  0,  2, 11,  7,  5,  3

	/* h ^= v[0..7] ^ v[8..15] */
	veor		q0, q0, q4
	veor		q1, q1, q5
	veor		q2, q2, q6
	veor		q3, q3, q7
	vld1.64		{d16-d19}, [r0]
	vld1.64		{d20-d23}, [lr]
	veor		q0, q0, q8
	veor		q1, q1, q9
	veor		q2, q2, q10
	veor		q3, q3, q11
	vst1.64		{d0-d3}, [r0]
	vst1.64		{d4-d7}, [lr]

	subs		r2, r2, #1
	bne		.Lnext_block

	str		r4, [r0, #T0_LO]
	str		r5, [r0, #T0_HI]
	str		r6, [r0, #T1_LO]
	str		r7, [r0, #T1_HI]

	/* Leave no message or state words behind (q4-q7 are restored). */
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
	pop		{r4-r11, pc}
SYM_FUNC_END(blake2b_compress_neon)
