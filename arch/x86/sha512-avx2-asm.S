/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 block functions for x86-64 CPUs with AVX2, BMI1 and BMI2,
 * and with AVX-512VL too, written from FIPS 180-4 and the Intel SDM.
 *
 * The rounds (FIPS 180-4, section 6.4.2, step 3) run in general purpose
 * registers, with RORX for the rotations of Sigma0 and Sigma1, which leaves
 * the flags alone and needs no copy. Ch(e, f, g) is (e & f) + (~e & g)
 * (ANDN): the two have no bit in common, so each is added to h on its own,
 * one step after e is known. Maj(a, b, c) is b ^ ((a ^ b) & (b ^ c)):
 * a ^ b of one round is b ^ c of the next, so Maj costs three instructions
 * and one carried register.
 *
 * The message schedule (step 1) is computed for two blocks at once, one in
 * each 128-bit lane of the YMM registers: X0..X7 hold W[t-16..t-1] of both
 * blocks, two words of each per register, and
 *	W[t..t+1] = W[t-16..t-15] + ssig0(W[t-15..t-14]) + W[t-7..t-6]
 *		    + ssig1(W[t-2..t-1])
 * needs no word of its own pair, so each step makes two words of each
 * block. AVX2 has no vector rotate: each rotation is two shifts. The second
 * function is the same code with AVX-512VL's VPRORQ for the rotations and
 * VPTERNLOGQ for the three-way xors of ssig0 and ssig1 (on 256-bit
 * registers, ymm0-ymm15 only, so VZEROALL still clears them all), which
 * takes the schedule from 25 to 15 vector instructions per step. The
 * schedule words plus the round constants (W[t] + K[t]) of both blocks go
 * to the stack; the first block's rounds compute the schedule of both
 * blocks as they go, and the second block's rounds only read it. An odd
 * last block is loaded into both lanes and its second copy not hashed.
 * The next pair's message words and its first 16 W + K are loaded while
 * the second block's last 16 rounds run, not just before the pair's first
 * rounds, which would wait for those stores.
 * The area is zeroed as it is read for the last time, while the rounds
 * leave the stores idle (the second block of a pair zeroes each row after
 * its two rounds; a last block alone zeroes the rows it is done with
 * before its last 16 rounds and the rest as it reads them), and the vector
 * registers are cleared before returning.
 *
 * void sha512_transform_rorx(struct sha512_block_state *state,
 *			      const u8 *data, size_t nblocks);
 * void sha512_transform_avx512(struct sha512_block_state *state,
 *				const u8 *data, size_t nblocks);
 *
 * The state is the eight 64-bit words a..h in memory order; data need not
 * be aligned. The caller has done kernel_fpu_begin().
 */
#include <linux/linkage.h>

.section .rodata, "a"
.balign 64
/*
 * FIPS 180-4, section 4.2.3, two per row, each row twice: one copy for
 * each lane (block) of a YMM register.
 */
.Lk512x2:
	.quad 0x428a2f98d728ae22, 0x7137449123ef65cd
	.quad 0x428a2f98d728ae22, 0x7137449123ef65cd
	.quad 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad 0x3956c25bf348b538, 0x59f111f1b605d019
	.quad 0x3956c25bf348b538, 0x59f111f1b605d019
	.quad 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad 0xd807aa98a3030242, 0x12835b0145706fbe
	.quad 0xd807aa98a3030242, 0x12835b0145706fbe
	.quad 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad 0x72be5d74f27b896f, 0x80deb1fe3b1696b1
	.quad 0x72be5d74f27b896f, 0x80deb1fe3b1696b1
	.quad 0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad 0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad 0xe49b69c19ef14ad2, 0xefbe4786384f25e3
	.quad 0xe49b69c19ef14ad2, 0xefbe4786384f25e3
	.quad 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad 0x2de92c6f592b0275, 0x4a7484aa6ea6e483
	.quad 0x2de92c6f592b0275, 0x4a7484aa6ea6e483
	.quad 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad 0x983e5152ee66dfab, 0xa831c66d2db43210
	.quad 0x983e5152ee66dfab, 0xa831c66d2db43210
	.quad 0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad 0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad 0xc6e00bf33da88fc2, 0xd5a79147930aa725
	.quad 0xc6e00bf33da88fc2, 0xd5a79147930aa725
	.quad 0x06ca6351e003826f, 0x142929670a0e6e70
	.quad 0x06ca6351e003826f, 0x142929670a0e6e70
	.quad 0x27b70a8546d22ffc, 0x2e1b21385c26c926
	.quad 0x27b70a8546d22ffc, 0x2e1b21385c26c926
	.quad 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad 0x650a73548baf63de, 0x766a0abb3c77b2a8
	.quad 0x650a73548baf63de, 0x766a0abb3c77b2a8
	.quad 0x81c2c92e47edaee6, 0x92722c851482353b
	.quad 0x81c2c92e47edaee6, 0x92722c851482353b
	.quad 0xa2bfe8a14cf10364, 0xa81a664bbc423001
	.quad 0xa2bfe8a14cf10364, 0xa81a664bbc423001
	.quad 0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad 0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad 0xd192e819d6ef5218, 0xd69906245565a910
	.quad 0xd192e819d6ef5218, 0xd69906245565a910
	.quad 0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad 0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad 0x19a4c116b8d2d0c8, 0x1e376c085141ab53
	.quad 0x19a4c116b8d2d0c8, 0x1e376c085141ab53
	.quad 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb
	.quad 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb
	.quad 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad 0x748f82ee5defb2fc, 0x78a5636f43172f60
	.quad 0x748f82ee5defb2fc, 0x78a5636f43172f60
	.quad 0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad 0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad 0x90befffa23631e28, 0xa4506cebde82bde9
	.quad 0x90befffa23631e28, 0xa4506cebde82bde9
	.quad 0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad 0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad 0xca273eceea26619c, 0xd186b8c721c0c207
	.quad 0xca273eceea26619c, 0xd186b8c721c0c207
	.quad 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad 0x06f067aa72176fba, 0x0a637dc5a2c898a6
	.quad 0x06f067aa72176fba, 0x0a637dc5a2c898a6
	.quad 0x113f9804bef90dae, 0x1b710b35131c471b
	.quad 0x113f9804bef90dae, 0x1b710b35131c471b
	.quad 0x28db77f523047d84, 0x32caab7b40c72493
	.quad 0x28db77f523047d84, 0x32caab7b40c72493
	.quad 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a
	.quad 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a
	.quad 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
	.quad 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
/* VPSHUFB control, per 128-bit lane: reverse the bytes of each qword. */
.Lbswap64:
	.byte 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
	.byte 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8

.text

/* Working variables a..h are renamed, not moved, from round to round. */
#define Y0 %r12
#define Y1 %r13
#define Y2 %r14
#define KPTR %r14	/* the round constants, between rounds only */
#define MAJ0 %r15	/* b ^ c on entry to a round, then Maj */
#define MAJ1 %rdi	/* a ^ b */
#define IDX %rsi	/* byte offset into the W + K area */
#define STATE %rdi	/* (spilled: %rdi is MAJ1) */
#define DATA %rsi	/* (spilled: %rsi is IDX) */
#define NBLOCKS %rdx

#define T0 %ymm0
#define T1 %ymm1
#define T2 %ymm2
#define T3 %ymm3
#define X0 %ymm4
#define X1 %ymm5
#define X2 %ymm6
#define X3 %ymm7
#define X4 %ymm8
#define X5 %ymm9
#define X6 %ymm10
#define X7 %ymm11
#define BSWAP %ymm12
#define ZERO %ymm13	/* zeros, for the wipe of the W + K area */

/*
 * Stack frame, 32-byte aligned below %rbp: W[t] + K[t] of two blocks, 32
 * bytes per two rounds (the first block's two words, then the second's),
 * the state pointer, the next block and the end of the data.
 */
#define FRAME_WK 0
#define FRAME_STATE 1280
#define FRAME_DATA 1288
#define FRAME_END 1296
#define FRAME_SIZE 1312

/*
 * One round, FIPS 180-4, section 6.4.2, step 3; \h becomes the new a.
 * Ordered for the two dependency chains: from e, the halves of Ch(e, f, g)
 * then Sigma1(e) go into T1 and d + T1 is the next e; from a, Sigma0(a) +
 * Maj(a, b, c) is added to T1 last.
 */
.macro ROUND a, b, c, d, e, f, g, h, maj, ab, wk
	add		\wk(%rsp, IDX), \h
	andn		\g, \e, Y2
	rorx		$14, \e, Y0
	rorx		$18, \e, Y1
	add		Y2, \h
	mov		\f, Y2
	xor		Y1, Y0
	rorx		$41, \e, Y1
	and		\e, Y2
	add		Y2, \h			/* + Ch(e, f, g) */
	xor		Y1, Y0			/* Sigma1(e) */
	mov		\a, \ab
	rorx		$28, \a, Y1
	add		Y0, \h			/* T1 */
	rorx		$34, \a, Y2
	xor		\b, \ab			/* a ^ b */
	xor		Y2, Y1
	rorx		$39, \a, Y2
	and		\ab, \maj
	add		\h, \d
	xor		Y2, Y1			/* Sigma0(a) */
	xor		\b, \maj		/* Maj(a, b, c) */
	add		Y1, \maj
	add		\maj, \h		/* T1 + T2 */
.endm

/* With \row given, zero the W + K row at \row + \off: its rounds are done. */
.macro WIPE_ROW row, off
	.ifnb \row
	vmovdqa		ZERO, \row+\off(%rsp, IDX)
	.endif
.endm

/*
 * Eight rounds reading W + K at \wk(%rsp, IDX) onwards, two rounds per 32
 * bytes; the names come back to a..h after eight.
 */
.macro ROUNDS8 a, b, c, d, e, f, g, h, wk, row
	ROUND	\a, \b, \c, \d, \e, \f, \g, \h, MAJ0, MAJ1, \wk+0
	ROUND	\h, \a, \b, \c, \d, \e, \f, \g, MAJ1, MAJ0, \wk+8
	WIPE_ROW	\row, 0
	ROUND	\g, \h, \a, \b, \c, \d, \e, \f, MAJ0, MAJ1, \wk+32
	ROUND	\f, \g, \h, \a, \b, \c, \d, \e, MAJ1, MAJ0, \wk+40
	WIPE_ROW	\row, 32
	ROUND	\e, \f, \g, \h, \a, \b, \c, \d, MAJ0, MAJ1, \wk+64
	ROUND	\d, \e, \f, \g, \h, \a, \b, \c, MAJ1, MAJ0, \wk+72
	WIPE_ROW	\row, 64
	ROUND	\c, \d, \e, \f, \g, \h, \a, \b, MAJ0, MAJ1, \wk+96
	ROUND	\b, \c, \d, \e, \f, \g, \h, \a, MAJ1, MAJ0, \wk+104
	WIPE_ROW	\row, 96
.endm

/* Sixteen rounds from \wk(%rsp, IDX): 0 for the first block, 16 the second. */
.macro ROUNDS16 wk
	ROUNDS8	%rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, \wk
	ROUNDS8	%rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, \wk+128
.endm

/*
 * ROUNDS16 that zeroes each 32-byte W + K row (\row onwards) once its two
 * rounds have read it: the last reader of a row wipes it.
 */
.macro ROUNDS16_WIPE wk, row
	ROUNDS8	%rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, \wk, \row
	ROUNDS8	%rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, \wk+128, \row+128
.endm

/*
 * W[t-16..t-15] + ssig0(W[t-15..t-14]) + W[t-7..t-6] into T1. With AVX-512VL
 * (\vpror) VPRORQ rotates and VPTERNLOGQ makes the xor of three in one; with
 * AVX2 alone each rotation is two shifts.
 */
.macro SCHED_LO x0, x1, x4, x5, vpror
	vpalignr	$8, \x0, \x1, T0	/* W[t-15..t-14] */
	vpalignr	$8, \x4, \x5, T1	/* W[t-7..t-6] */
	vpaddq		\x0, T1, T1		/* + W[t-16..t-15] */
.if \vpror
	vprorq		$1, T0, T2
	vprorq		$8, T0, T3
	vpsrlq		$7, T0, T0
	vpternlogq	$0x96, T3, T0, T2	/* ssig0 */
.else
	vpsrlq		$1, T0, T2
	vpsllq		$63, T0, T3
	vpxor		T3, T2, T2		/* ror 1 */
	vpsrlq		$8, T0, T3
	vpxor		T3, T2, T2
	vpsllq		$56, T0, T3
	vpxor		T3, T2, T2		/* ^ ror 8 */
	vpsrlq		$7, T0, T3
	vpxor		T3, T2, T2		/* ^ shr 7: ssig0 */
.endif
	vpaddq		T2, T1, T1
.endm

/*
 * + ssig1(W[t-2..t-1]) gives W[t..t+1] in \x0; that plus K goes to the
 * stack, 16 words ahead of the rounds at \wk(%rsp, IDX).
 */
.macro SCHED_HI x0, x7, wk, vpror
.if \vpror
	vprorq		$19, \x7, T2
	vprorq		$61, \x7, T3
	vpsrlq		$6, \x7, T0
	vpternlogq	$0x96, T3, T0, T2	/* ssig1 */
.else
	vpsrlq		$19, \x7, T2
	vpsllq		$45, \x7, T3
	vpxor		T3, T2, T2		/* ror 19 */
	vpsrlq		$61, \x7, T3
	vpxor		T3, T2, T2
	vpsllq		$3, \x7, T3
	vpxor		T3, T2, T2		/* ^ ror 61 */
	vpsrlq		$6, \x7, T3
	vpxor		T3, T2, T2		/* ^ shr 6: ssig1 */
.endif
	vpaddq		T2, T1, \x0		/* W[t..t+1] */
	lea		.Lk512x2(%rip), KPTR
	vpaddq		\wk+256(KPTR, IDX), \x0, T0
	vmovdqa		T0, \wk+256(%rsp, IDX)
.endm

/* Two rounds of the first block and one schedule step. */
.macro SCHED_ROUNDS2 a, b, c, d, e, f, g, h, maj, ab, x0, x1, x4, x5, x7, wk, \
		     vpror
	ROUND		\a, \b, \c, \d, \e, \f, \g, \h, \maj, \ab, \wk
	SCHED_LO	\x0, \x1, \x4, \x5, \vpror
	ROUND		\h, \a, \b, \c, \d, \e, \f, \g, \ab, \maj, \wk+8
	SCHED_HI	\x0, \x7, \wk, \vpror
.endm

/*
 * Sixteen rounds of the first block from IDX, computing W[t+16..t+31] of
 * both blocks; X0..X7 come back to their roles after eight steps.
 */
.macro SCHED_ROUNDS16 vpror
	SCHED_ROUNDS2	%rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, MAJ0, \
			MAJ1, X0, X1, X4, X5, X7, 0, \vpror
	SCHED_ROUNDS2	%r10, %r11, %rax, %rbx, %rcx, %r8, %rdx, %r9, MAJ0, \
			MAJ1, X1, X2, X5, X6, X0, 32, \vpror
	SCHED_ROUNDS2	%rdx, %r9, %r10, %r11, %rax, %rbx, %rcx, %r8, MAJ0, \
			MAJ1, X2, X3, X6, X7, X1, 64, \vpror
	SCHED_ROUNDS2	%rcx, %r8, %rdx, %r9, %r10, %r11, %rax, %rbx, MAJ0, \
			MAJ1, X3, X4, X7, X0, X2, 96, \vpror
	SCHED_ROUNDS2	%rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, MAJ0, \
			MAJ1, X4, X5, X0, X1, X3, 128, \vpror
	SCHED_ROUNDS2	%r10, %r11, %rax, %rbx, %rcx, %r8, %rdx, %r9, MAJ0, \
			MAJ1, X5, X6, X1, X2, X4, 160, \vpror
	SCHED_ROUNDS2	%rdx, %r9, %r10, %r11, %rax, %rbx, %rcx, %r8, MAJ0, \
			MAJ1, X6, X7, X2, X3, X5, 192, \vpror
	SCHED_ROUNDS2	%rcx, %r8, %rdx, %r9, %r10, %r11, %rax, %rbx, MAJ0, \
			MAJ1, X7, X0, X3, X4, X6, 224, \vpror
.endm

/* The state words from or to memory. */
.macro ADD_STATE
	mov		FRAME_STATE(%rsp), STATE
	add		0(STATE), %rax
	add		8(STATE), %rbx
	add		16(STATE), %rcx
	add		24(STATE), %r8
	add		32(STATE), %rdx
	add		40(STATE), %r9
	add		48(STATE), %r10
	add		56(STATE), %r11
	mov		%rax, 0(STATE)
	mov		%rbx, 8(STATE)
	mov		%rcx, 16(STATE)
	mov		%r8, 24(STATE)
	mov		%rdx, 32(STATE)
	mov		%r9, 40(STATE)
	mov		%r10, 48(STATE)
	mov		%r11, 56(STATE)
.endm

/* Two message words of each block, byte-swapped, into \x; and + K. */
.macro LOAD_MSG x, off
	vmovdqu		\off(%r12), %xmm0
	vinserti128	$1, \off(%r13), T0, T0
	vpshufb		BSWAP, T0, \x
	vpaddq		.Lk512x2 + 2 * \off(%rip), \x, T1
	vmovdqa		T1, FRAME_WK + 2 * \off(%rsp)
.endm

/*
 * The pair of blocks at %r12 (the block after it as the second, in %r13, or
 * the first again if it is the last): its message words into X0..X7, and
 * W + K of its rounds 0..15 into rows 0..7 of the W + K area.
 */
.macro PAIR_LOAD
	lea		128(%r12), %r13
	cmp		FRAME_END(%rsp), %r13
	cmovae		%r12, %r13
	LOAD_MSG	X0, 0
	LOAD_MSG	X1, 16
	LOAD_MSG	X2, 32
	LOAD_MSG	X3, 48
	LOAD_MSG	X4, 64
	LOAD_MSG	X5, 80
	LOAD_MSG	X6, 96
	LOAD_MSG	X7, 112
.endm

/* The next block is in the frame; b ^ c for the first round's Maj. */
.macro BLOCK_START
	xor		%esi, %esi
	mov		%rbx, MAJ0
	xor		%rcx, MAJ0
.endm

/* The block after the current one into %r12; the flags say if it is the end. */
.macro PEEK_BLOCK
	mov		FRAME_DATA(%rsp), %r12
	add		$128, %r12
	cmp		FRAME_END(%rsp), %r12
.endm

/* Step to the next block, as PEEK_BLOCK. */
.macro NEXT_BLOCK
	PEEK_BLOCK
	mov		%r12, FRAME_DATA(%rsp)
.endm

/*
 * The function, with \vpror 1 for the AVX-512VL schedule; \@ keeps the
 * labels of the two copies apart.
 */
.macro SHA512_TRANSFORM vpror
	test		NBLOCKS, NBLOCKS
	jz		.Lreturn\@
	push		%rbp
	mov		%rsp, %rbp
	push		%rbx
	push		%r12
	push		%r13
	push		%r14
	push		%r15
	sub		$FRAME_SIZE, %rsp
	and		$~31, %rsp
	shl		$7, NBLOCKS
	add		DATA, NBLOCKS
	mov		NBLOCKS, FRAME_END(%rsp)
	mov		DATA, FRAME_DATA(%rsp)
	mov		STATE, FRAME_STATE(%rsp)
	vmovdqa		.Lbswap64(%rip), BSWAP
	mov		0(STATE), %rax
	mov		8(STATE), %rbx
	mov		16(STATE), %rcx
	mov		24(STATE), %r8
	mov		32(STATE), %rdx
	mov		40(STATE), %r9
	mov		48(STATE), %r10
	mov		56(STATE), %r11
	mov		DATA, %r12
	PAIR_LOAD

.Lpair\@:
	/* The first block: rounds 0..63 with the schedule of 16..79. */
	BLOCK_START
.Lsched\@:
	SCHED_ROUNDS16	\vpror
	add		$256, IDX
	cmp		$1024, IDX
	jb		.Lsched\@
	/* Rounds 64..79; a block with no second beside it is the last. */
	vpxor		ZERO, ZERO, ZERO
	PEEK_BLOCK
	jae		.Llast\@
	ROUNDS16	FRAME_WK+0
	ADD_STATE
	NEXT_BLOCK

	/*
	 * The second block, from the upper halves, wiping as it reads. Its
	 * rounds 0..15 read rows 0..7; the next pair's go there while its
	 * last 16 rounds run, long before that pair's first rounds read them
	 * (sooner, at its round 16, it cost an odd last block more than it
	 * saved).
	 */
	BLOCK_START
.Lsecond\@:
	ROUNDS16_WIPE	FRAME_WK+16, FRAME_WK
	add		$256, IDX
	cmp		$1024, IDX
	jb		.Lsecond\@
	PEEK_BLOCK
	jae		.Lsecond_last\@
	PAIR_LOAD
.Lsecond_last\@:
	ROUNDS16_WIPE	FRAME_WK+16, FRAME_WK
	ADD_STATE
	NEXT_BLOCK
	jb		.Lpair\@
	jmp		.Lend\@

.Llast\@:
	/* Rows 0..31 have been read; rows 32..39 are zeroed as they are. */
	.irp off, 0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, \
		  384, 416, 448, 480, 512, 544, 576, 608, 640, 672, 704, 736, \
		  768, 800, 832, 864, 896, 928, 960, 992
	vmovdqa		ZERO, FRAME_WK + \off(%rsp)
	.endr
	ROUNDS16_WIPE	FRAME_WK+0, FRAME_WK
	ADD_STATE

.Lend\@:
	/*
	 * The W + K area held the schedule of the last blocks, which are key
	 * material in hmac_sha512_preparekey(), as do X0..X7: the area is
	 * zero by now, and the registers are cleared here.
	 */
	vzeroall
	lea		-40(%rbp), %rsp
	pop		%r15
	pop		%r14
	pop		%r13
	pop		%r12
	pop		%rbx
	pop		%rbp
.Lreturn\@:
	RET
.endm

SYM_FUNC_START(sha512_transform_rorx)
	SHA512_TRANSFORM 0
SYM_FUNC_END(sha512_transform_rorx)

SYM_FUNC_START(sha512_transform_avx512)
	SHA512_TRANSFORM 1
SYM_FUNC_END(sha512_transform_avx512)

.section .note.GNU-stack, "", @progbits
