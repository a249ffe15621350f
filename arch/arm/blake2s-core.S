/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2s compression function (RFC 7693, section 3.2) in scalar ARM code,
 * ARMv6 and later, assembled as A32 or as Thumb-2, little- or big-endian.
 *
 * void blake2s_compress_arm(struct blake2s_ctx *ctx, const u8 *data,
 *			     size_t nblocks, u32 inc);
 *
 * Compresses nblocks >= 1 blocks of 64 bytes at data (any alignment) into
 * ctx->h, adding inc to the 64-bit byte counter ctx->t before each block;
 * ctx->f is the finalization flags. struct blake2s_ctx (<crypto/blake2s.h>)
 * has h at offset 0, t at 32 and f at 40, native 32-bit words.
 *
 * The point of scalar code here is the barrel shifter: the second operand
 * of an ARM data-processing instruction can be rotated for free. G's
 * rotations (by 16, 12, 8 and 7) are never done on their own: b and d are
 * kept as B and D with b = B >>> rb and d = D >>> rd, and each use folds
 * the pending rotation into the instruction that reads them:
 *
 *	d = (d ^ a) >>> 16	becomes  D ^= a >>> (32 - rd), rd += 16
 *	c += d			becomes  c += D >>> rd
 *
 * and likewise for b. rb and rd are the same for the four words of a row
 * and change by the same amounts in every G, so they are assembly-time
 * constants of the fully unrolled rounds: G is 10 instructions, two of
 * them message loads. After the 10 rounds rb = 28 and rd = 0.
 *
 * Registers: the rows a = v[0..3] in r0-r3, B = v[4..7] in r4-r7 and
 * D = v[12..15] in r8-r11; one word of the row c = v[8..11] in r12, the
 * other three on the stack (the G functions are ordered so that only six
 * of them per round need another word of c); lr loads the message words.
 * The message block is copied to the stack first, with single loads (any
 * alignment: ARMv6 and later load unaligned words) and, on big-endian
 * CPUs, rev (the message words are little-endian); the copy is cleared
 * before returning, since the first block of a keyed hash is the key.
 */

#include <linux/linkage.h>

	.syntax		unified
	.text

/* Offsets in struct blake2s_ctx. */
#define CTX_T0		32
#define CTX_T1		36
#define CTX_F0		40
#define CTX_F1		44

/*
 * The stack frame, from sp up: the message block, the row c, a pad word
 * (sp stays 8-byte aligned), the four arguments (pushed from r0-r3), the
 * saved r4-r11 and lr.
 */
#define FRAME_M		0
#define FRAME_C		64
#define FRAME_LOCALS	84
#define FRAME_CTX	(FRAME_LOCALS + 0)
#define FRAME_DATA	(FRAME_LOCALS + 4)
#define FRAME_NBLOCKS	(FRAME_LOCALS + 8)
#define FRAME_INC	(FRAME_LOCALS + 12)

	/* The state: rows a, B, D and the word of c in use; the scratch. */
	VA0		.req	r0
	VA1		.req	r1
	VA2		.req	r2
	VA3		.req	r3
	VB0		.req	r4
	VB1		.req	r5
	VB2		.req	r6
	VB3		.req	r7
	VD0		.req	r8
	VD1		.req	r9
	VD2		.req	r10
	VD3		.req	r11
	VC		.req	r12
	VM		.req	lr

/* dst = src op (reg >>> rot), for a rotation known when assembling. */
	.macro		addror, dst, src, reg, rot
	.if		((\rot) & 31) == 0
	add		\dst, \src, \reg
	.else
	add		\dst, \src, \reg, ror #((\rot) & 31)
	.endif
	.endm

	.macro		eorror, dst, src, reg, rot
	.if		((\rot) & 31) == 0
	eor		\dst, \src, \reg
	.else
	eor		\dst, \src, \reg, ror #((\rot) & 31)
	.endif
	.endm

/*
 * Bring the word @i of the row c into VC: the one there goes back to its
 * stack slot first. cur_c (assembly time) says which word VC holds.
 */
	.macro		use_c, i
	.if		cur_c != \i
	str		VC, [sp, #FRAME_C + 4 * cur_c]
	ldr		VC, [sp, #FRAME_C + 4 * \i]
	.set		cur_c, \i
	.endif
	.endm

/*
 * G (RFC 7693, section 3.1) on a, b = B >>> rb, c (word @ci), d = D >>> rd
 * with the message words m[@x] and m[@y]; leaves b = B >>> (rb + 19) and
 * d = D >>> (rd + 24) (mod 32). The caller advances rb and rd after the
 * four G functions of a column or diagonal step.
 */
	.macro		g, a, b, ci, d, x, y
	use_c		\ci
	ldr		VM, [sp, #FRAME_M + 4 * \x]
	/* a += b + x; d = (d ^ a) >>> 16 */
	addror		\a, \a, \b, rb
	add		\a, \a, VM
	eorror		\d, \d, \a, 32 - rd
	/* c += d; b = (b ^ c) >>> 12 */
	addror		VC, VC, \d, rd + 16
	eorror		\b, \b, VC, 32 - rb
	ldr		VM, [sp, #FRAME_M + 4 * \y]
	/* a += b + y; d = (d ^ a) >>> 8 */
	addror		\a, \a, \b, rb + 12
	add		\a, \a, VM
	eorror		\d, \d, \a, 16 - rd
	/* c += d; b = (b ^ c) >>> 7 */
	addror		VC, VC, \d, rd + 24
	eorror		\b, \b, VC, 20 - rb
	.endm

	.macro		next_step
	.set		rb, (rb + 19) & 31
	.set		rd, (rd + 24) & 31
	.endm

/*
 * One round with the message permutation s0..s15 (RFC 7693, section 2.7).
 * The diagonal step runs its G functions in the order that leaves c[0] in
 * VC, which the next round's first G wants.
 */
	.macro		round, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, \
			s10, s11, s12, s13, s14, s15
	g		VA0, VB0, 0, VD0, \s0, \s1
	g		VA1, VB1, 1, VD1, \s2, \s3
	g		VA2, VB2, 2, VD2, \s4, \s5
	g		VA3, VB3, 3, VD3, \s6, \s7
	next_step
	g		VA1, VB2, 3, VD0, \s10, \s11
	g		VA0, VB1, 2, VD3, \s8, \s9
	g		VA3, VB0, 1, VD2, \s14, \s15
	g		VA2, VB3, 0, VD1, \s12, \s13
	next_step
	.endm

/* Load the message word at byte @off of [@base] into @reg, as a number. */
	.macro		ldr_le, reg, base, off
	ldr		\reg, [\base, #\off]
#ifdef __ARMEB__
	rev		\reg, \reg
#endif
	.endm

/* RFC 7693, section 2.6: the SHA-256 initial hash value. */
	.align		2
.Lblake2s_iv:
	.word		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
	.word		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19

ENTRY(blake2s_compress_arm)
	push		{r0-r11, lr}
	sub		sp, sp, #FRAME_LOCALS

.Lnext_block:
	/* Copy the block to the stack as 16 numbers; data += 64. */
	ldr		lr, [sp, #FRAME_DATA]
	ldr_le		r0, lr, 0
	ldr_le		r1, lr, 4
	ldr_le		r2, lr, 8
	ldr_le		r3, lr, 12
	ldr_le		r4, lr, 16
	ldr_le		r5, lr, 20
	ldr_le		r6, lr, 24
	ldr_le		r7, lr, 28
	stm		sp, {r0-r7}
	ldr_le		r0, lr, 32
	ldr_le		r1, lr, 36
	ldr_le		r2, lr, 40
	ldr_le		r3, lr, 44
	ldr_le		r4, lr, 48
	ldr_le		r5, lr, 52
	ldr_le		r6, lr, 56
	ldr_le		r7, lr, 60
	add		r12, sp, #FRAME_M + 32
	stm		r12, {r0-r7}
	add		lr, lr, #64
	str		lr, [sp, #FRAME_DATA]

	/* t += inc, with carry into t[1]. */
	ldr		lr, [sp, #FRAME_CTX]
	ldr		r0, [lr, #CTX_T0]
	ldr		r1, [lr, #CTX_T1]
	ldr		r2, [sp, #FRAME_INC]
	ldr		r3, [lr, #CTX_F0]
	adds		r0, r0, r2
	adc		r1, r1, #0
	str		r0, [lr, #CTX_T0]
	str		r1, [lr, #CTX_T1]
	ldr		r2, [lr, #CTX_F1]

	/* c = IV[0..3]; d = IV[4..7] ^ (t[0], t[1], f[0], f[1]). */
	adr		r12, .Lblake2s_iv
	ldm		r12, {r4-r11}
	eor		VD0, r8, r0
	eor		VD1, r9, r1
	eor		VD2, r10, r3
	eor		VD3, r11, r2
	add		r12, sp, #FRAME_C
	stm		r12, {r4-r7}
	mov		VC, r4
	.set		cur_c, 0

	/* a = h[0..3], b = h[4..7]. */
	ldm		lr, {r0-r7}
	.set		rb, 0
	.set		rd, 0

	round		0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	round		14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3
	round		11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4
	round		7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8
	round		9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13
	round		2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9
	round		12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11
	round		13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10
	round		6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5
	round		10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0

	.if		cur_c != 0 || rb != 28 || rd != 0
	.error		"unexpected state after the rounds"
	.endif

	/* h[0..3] ^= a ^ c; h[4..7] ^= b ^ d. */
	str		VC, [sp, #FRAME_C]
	eorror		r4, VD0, r4, rb
	eorror		r5, VD1, r5, rb
	eorror		r6, VD2, r6, rb
	eorror		r7, VD3, r7, rb
	add		lr, sp, #FRAME_C
	ldm		lr, {r8-r11}
	eor		r0, r0, r8
	eor		r1, r1, r9
	eor		r2, r2, r10
	eor		r3, r3, r11
	ldr		lr, [sp, #FRAME_CTX]
	ldm		lr, {r8-r11}
	eor		r0, r0, r8
	eor		r1, r1, r9
	eor		r2, r2, r10
	eor		r3, r3, r11
	add		r12, lr, #16
	ldm		r12, {r8-r11}
	eor		r4, r4, r8
	eor		r5, r5, r9
	eor		r6, r6, r10
	eor		r7, r7, r11
	stm		lr, {r0-r7}

	ldr		r0, [sp, #FRAME_NBLOCKS]
	subs		r0, r0, #1
	str		r0, [sp, #FRAME_NBLOCKS]
	bne		.Lnext_block

	/* Clear the message copy and the row c. */
	mov		r0, #0
	mov		r1, #0
	mov		r2, #0
	mov		r3, #0
	mov		r4, #0
	mov		r5, #0
	mov		r6, #0
	mov		r7, #0
	stm		sp, {r0-r7}
	add		r12, sp, #FRAME_M + 32
	stm		r12, {r0-r7}
	add		r12, sp, #FRAME_C
	stm		r12, {r0-r3}

	add		sp, sp, #FRAME_LOCALS + 16
	pop		{r4-r11, pc}
ENDPROC(blake2s_compress_arm)
