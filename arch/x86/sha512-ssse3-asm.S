/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-384/SHA-512 block function for x86-64 CPUs with SSSE3 (and neither
 * AVX2 nor BMI), written from FIPS 180-4 and the Intel SDM.
 *
 * The rounds (FIPS 180-4, section 6.4.2, step 3) run in general purpose
 * registers. Without RORX each Sigma is one chain of rotations of a copy:
 * Sigma1(e) = ror14(e ^ ror4(e ^ ror23(e))) and Sigma0(a) = ror28(a ^
 * ror6(a ^ ror5(a))). Ch(e, f, g) is ((f ^ g) & e) ^ g and Maj(a, b, c) is
 * b ^ ((a ^ b) & (b ^ c)), whose a ^ b is b ^ c of the next round.
 *
 * The message schedule (step 1) of the block runs in XMM registers, two
 * words per register: X0..X7 hold W[t-16..t-1] and
 *	W[t..t+1] = W[t-16..t-15] + ssig0(W[t-15..t-14]) + W[t-7..t-6]
 *		    + ssig1(W[t-2..t-1]),
 * each rotation two shifts. W[t] + K[t] goes to a 16-byte aligned stack
 * area, 16 words ahead of the rounds, and is zeroed, as are the XMM
 * registers used, before returning.
 *
 * void sha512_transform_ssse3(struct sha512_block_state *state,
 *			       const u8 *data, size_t nblocks);
 *
 * The state is the eight 64-bit words a..h in memory order; data need not
 * be aligned. The caller has done kernel_fpu_begin().
 */
#include <linux/linkage.h>

.section .rodata, "a"
.balign 64
/* FIPS 180-4, section 4.2.3, two per row. */
.Lk512:
	.quad 0x428a2f98d728ae22, 0x7137449123ef65cd
	.quad 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
	.quad 0x3956c25bf348b538, 0x59f111f1b605d019
	.quad 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
	.quad 0xd807aa98a3030242, 0x12835b0145706fbe
	.quad 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
	.quad 0x72be5d74f27b896f, 0x80deb1fe3b1696b1
	.quad 0x9bdc06a725c71235, 0xc19bf174cf692694
	.quad 0xe49b69c19ef14ad2, 0xefbe4786384f25e3
	.quad 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
	.quad 0x2de92c6f592b0275, 0x4a7484aa6ea6e483
	.quad 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
	.quad 0x983e5152ee66dfab, 0xa831c66d2db43210
	.quad 0xb00327c898fb213f, 0xbf597fc7beef0ee4
	.quad 0xc6e00bf33da88fc2, 0xd5a79147930aa725
	.quad 0x06ca6351e003826f, 0x142929670a0e6e70
	.quad 0x27b70a8546d22ffc, 0x2e1b21385c26c926
	.quad 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
	.quad 0x650a73548baf63de, 0x766a0abb3c77b2a8
	.quad 0x81c2c92e47edaee6, 0x92722c851482353b
	.quad 0xa2bfe8a14cf10364, 0xa81a664bbc423001
	.quad 0xc24b8b70d0f89791, 0xc76c51a30654be30
	.quad 0xd192e819d6ef5218, 0xd69906245565a910
	.quad 0xf40e35855771202a, 0x106aa07032bbd1b8
	.quad 0x19a4c116b8d2d0c8, 0x1e376c085141ab53
	.quad 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
	.quad 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb
	.quad 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
	.quad 0x748f82ee5defb2fc, 0x78a5636f43172f60
	.quad 0x84c87814a1f0ab72, 0x8cc702081a6439ec
	.quad 0x90befffa23631e28, 0xa4506cebde82bde9
	.quad 0xbef9a3f7b2c67915, 0xc67178f2e372532b
	.quad 0xca273eceea26619c, 0xd186b8c721c0c207
	.quad 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
	.quad 0x06f067aa72176fba, 0x0a637dc5a2c898a6
	.quad 0x113f9804bef90dae, 0x1b710b35131c471b
	.quad 0x28db77f523047d84, 0x32caab7b40c72493
	.quad 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
	.quad 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a
	.quad 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
/* PSHUFB control: reverse the bytes of each qword. */
.Lbswap64:
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

#define T0 %xmm0
#define T1 %xmm1
#define T2 %xmm2
#define T3 %xmm3
#define X0 %xmm4
#define X1 %xmm5
#define X2 %xmm6
#define X3 %xmm7
#define X4 %xmm8
#define X5 %xmm9
#define X6 %xmm10
#define X7 %xmm11
#define BSWAP %xmm12

/*
 * Stack frame, 16-byte aligned below %rbp: W[t] + K[t], the state pointer,
 * the next block and the end of the data.
 */
#define FRAME_WK 0
#define FRAME_STATE 640
#define FRAME_DATA 648
#define FRAME_END 656
#define FRAME_SIZE 672

/* One round, FIPS 180-4, section 6.4.2, step 3; \h becomes the new a. */
.macro ROUND a, b, c, d, e, f, g, h, maj, ab, wk
	add		\wk(%rsp, IDX), \h
	mov		\e, Y0
	mov		\f, Y2
	ror		$23, Y0
	xor		\g, Y2
	xor		\e, Y0
	and		\e, Y2
	ror		$4, Y0
	xor		\g, Y2			/* Ch(e, f, g) */
	xor		\e, Y0
	add		Y2, \h
	ror		$14, Y0			/* Sigma1(e) */
	mov		\a, Y1
	add		Y0, \h			/* T1 */
	ror		$5, Y1
	mov		\a, \ab
	xor		\a, Y1
	xor		\b, \ab			/* a ^ b */
	ror		$6, Y1
	and		\ab, \maj
	xor		\a, Y1
	add		\h, \d
	ror		$28, Y1			/* Sigma0(a) */
	xor		\b, \maj		/* Maj(a, b, c) */
	add		Y1, \maj
	add		\maj, \h		/* T1 + T2 */
.endm

/* Eight rounds from \wk(%rsp, IDX); the names come back after eight. */
.macro ROUNDS8 wk
	ROUND	%rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, MAJ0, MAJ1, \wk+0
	ROUND	%r11, %rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, MAJ1, MAJ0, \wk+8
	ROUND	%r10, %r11, %rax, %rbx, %rcx, %r8, %rdx, %r9, MAJ0, MAJ1, \wk+16
	ROUND	%r9, %r10, %r11, %rax, %rbx, %rcx, %r8, %rdx, MAJ1, MAJ0, \wk+24
	ROUND	%rdx, %r9, %r10, %r11, %rax, %rbx, %rcx, %r8, MAJ0, MAJ1, \wk+32
	ROUND	%r8, %rdx, %r9, %r10, %r11, %rax, %rbx, %rcx, MAJ1, MAJ0, \wk+40
	ROUND	%rcx, %r8, %rdx, %r9, %r10, %r11, %rax, %rbx, MAJ0, MAJ1, \wk+48
	ROUND	%rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, %rax, MAJ1, MAJ0, \wk+56
.endm

/* \x0 += W[t-7..t-6] + ssig0(W[t-15..t-14]). */
.macro SCHED_LO x0, x1, x4, x5
	movdqa		\x1, T0
	palignr		$8, \x0, T0		/* W[t-15..t-14] */
	movdqa		\x5, T1
	palignr		$8, \x4, T1		/* W[t-7..t-6] */
	paddq		T1, \x0
	movdqa		T0, T2
	psrlq		$1, T2
	movdqa		T0, T3
	psllq		$63, T3
	pxor		T3, T2			/* ror 1 */
	movdqa		T0, T3
	psrlq		$8, T3
	pxor		T3, T2
	movdqa		T0, T3
	psllq		$56, T3
	pxor		T3, T2			/* ^ ror 8 */
	psrlq		$7, T0
	pxor		T0, T2			/* ^ shr 7: ssig0 */
	paddq		T2, \x0
.endm

/*
 * \x0 += ssig1(W[t-2..t-1]): W[t..t+1]; that plus K goes to the stack, 16
 * words ahead of the rounds at \wk(%rsp, IDX).
 */
.macro SCHED_HI x0, x7, wk
	movdqa		\x7, T2
	psrlq		$19, T2
	movdqa		\x7, T3
	psllq		$45, T3
	pxor		T3, T2			/* ror 19 */
	movdqa		\x7, T3
	psrlq		$61, T3
	pxor		T3, T2
	movdqa		\x7, T3
	psllq		$3, T3
	pxor		T3, T2			/* ^ ror 61 */
	movdqa		\x7, T3
	psrlq		$6, T3
	pxor		T3, T2			/* ^ shr 6: ssig1 */
	paddq		T2, \x0			/* W[t..t+1] */
	lea		.Lk512(%rip), KPTR
	movdqa		\x0, T0
	paddq		\wk+128(KPTR, IDX), T0
	movdqa		T0, \wk+128(%rsp, IDX)
.endm

/* Two rounds and one schedule step. */
.macro SCHED_ROUNDS2 a, b, c, d, e, f, g, h, x0, x1, x4, x5, x7, wk
	ROUND		\a, \b, \c, \d, \e, \f, \g, \h, MAJ0, MAJ1, \wk
	SCHED_LO	\x0, \x1, \x4, \x5
	ROUND		\h, \a, \b, \c, \d, \e, \f, \g, MAJ1, MAJ0, \wk+8
	SCHED_HI	\x0, \x7, \wk
.endm

/*
 * Sixteen rounds from IDX, computing W[t+16..t+31]; X0..X7 come back to
 * their roles after eight steps.
 */
.macro SCHED_ROUNDS16
	SCHED_ROUNDS2	%rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, \
			X0, X1, X4, X5, X7, 0
	SCHED_ROUNDS2	%r10, %r11, %rax, %rbx, %rcx, %r8, %rdx, %r9, \
			X1, X2, X5, X6, X0, 16
	SCHED_ROUNDS2	%rdx, %r9, %r10, %r11, %rax, %rbx, %rcx, %r8, \
			X2, X3, X6, X7, X1, 32
	SCHED_ROUNDS2	%rcx, %r8, %rdx, %r9, %r10, %r11, %rax, %rbx, \
			X3, X4, X7, X0, X2, 48
	SCHED_ROUNDS2	%rax, %rbx, %rcx, %r8, %rdx, %r9, %r10, %r11, \
			X4, X5, X0, X1, X3, 64
	SCHED_ROUNDS2	%r10, %r11, %rax, %rbx, %rcx, %r8, %rdx, %r9, \
			X5, X6, X1, X2, X4, 80
	SCHED_ROUNDS2	%rdx, %r9, %r10, %r11, %rax, %rbx, %rcx, %r8, \
			X6, X7, X2, X3, X5, 96
	SCHED_ROUNDS2	%rcx, %r8, %rdx, %r9, %r10, %r11, %rax, %rbx, \
			X7, X0, X3, X4, X6, 112
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

/* Two message words, byte-swapped, into \x, and + K into the frame. */
.macro LOAD_MSG x, off
	movdqu		\off(%r12), \x
	pshufb		BSWAP, \x
	movdqa		\x, T0
	paddq		.Lk512 + \off(%rip), T0
	movdqa		T0, FRAME_WK + \off(%rsp)
.endm

SYM_FUNC_START(sha512_transform_ssse3)
	test		NBLOCKS, NBLOCKS
	jz		.Lreturn
	push		%rbp
	mov		%rsp, %rbp
	push		%rbx
	push		%r12
	push		%r13
	push		%r14
	push		%r15
	sub		$FRAME_SIZE, %rsp
	and		$~15, %rsp
	shl		$7, NBLOCKS
	add		DATA, NBLOCKS
	mov		NBLOCKS, FRAME_END(%rsp)
	mov		DATA, FRAME_DATA(%rsp)
	mov		STATE, FRAME_STATE(%rsp)
	movdqa		.Lbswap64(%rip), BSWAP
	mov		0(STATE), %rax
	mov		8(STATE), %rbx
	mov		16(STATE), %rcx
	mov		24(STATE), %r8
	mov		32(STATE), %rdx
	mov		40(STATE), %r9
	mov		48(STATE), %r10
	mov		56(STATE), %r11
	mov		DATA, %r12

.Lblock:
	LOAD_MSG	X0, 0
	LOAD_MSG	X1, 16
	LOAD_MSG	X2, 32
	LOAD_MSG	X3, 48
	LOAD_MSG	X4, 64
	LOAD_MSG	X5, 80
	LOAD_MSG	X6, 96
	LOAD_MSG	X7, 112

	/* Rounds 0..63 with the schedule of 16..79, then 64..79. */
	xor		%esi, %esi
	mov		%rbx, MAJ0
	xor		%rcx, MAJ0
.Lsched:
	SCHED_ROUNDS16
	add		$128, IDX
	cmp		$512, IDX
	jb		.Lsched
	ROUNDS8		FRAME_WK+0
	ROUNDS8		FRAME_WK+64
	ADD_STATE
	mov		FRAME_DATA(%rsp), %r12
	add		$128, %r12
	mov		%r12, FRAME_DATA(%rsp)
	cmp		FRAME_END(%rsp), %r12
	jb		.Lblock

	/*
	 * The W + K area holds the schedule of the last block, which is key
	 * material in hmac_sha512_preparekey(), as do X0..X7: leave none of
	 * it behind.
	 */
	pxor		T0, T0
	.irp off, 0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, \
		  208, 224, 240, 256, 272, 288, 304, 320, 336, 352, 368, 384, \
		  400, 416, 432, 448, 464, 480, 496, 512, 528, 544, 560, 576, \
		  592, 608, 624
	movdqa		T0, FRAME_WK + \off(%rsp)
	.endr
	.irp x, T1, T2, T3, X0, X1, X2, X3, X4, X5, X6, X7, BSWAP
	pxor		\x, \x
	.endr
	lea		-40(%rbp), %rsp
	pop		%r15
	pop		%r14
	pop		%r13
	pop		%r12
	pop		%rbx
	pop		%rbp
.Lreturn:
	RET
SYM_FUNC_END(sha512_transform_ssse3)

.section .note.GNU-stack, "", @progbits
