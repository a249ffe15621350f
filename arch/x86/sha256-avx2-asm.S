/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 block function for x86-64 CPUs with AVX2 and BMI2 but without
 * the SHA extensions, written from FIPS 180-4 and the Intel SDM.
 *
 * The rounds (FIPS 180-4, section 6.2.2, step 3) run in general purpose
 * registers, with RORX for the rotations of Sigma0 and Sigma1, which leaves
 * the flags alone and needs no copy. Ch(e, f, g) is ((f ^ g) & e) ^ g and
 * Maj(a, b, c) is b ^ ((a ^ b) & (b ^ c)): a ^ b of one round is b ^ c of
 * the next, so Maj costs three instructions and one carried register.
 *
 * The message schedule (step 1) is computed for two blocks at once, one in
 * each 128-bit lane of the YMM registers (the method Intel described for
 * multi-block SHA-256 with AVX2): with W[t-16..t-1] in X0..X3,
 *	W[t..t+3] = W[t-16..t-13] + ssig0(W[t-15..t-12]) + W[t-7..t-4]
 *		    + ssig1(W[t-2..t+1])
 * where the last term needs W[t] and W[t+1] for its upper two words, so it
 * is done in two halves. There is no vector rotate: ssig0 uses shifts, and
 * ssig1 shifts 64-bit lanes holding a word twice, whose low halves are
 * then the rotations. The schedule words plus the round constants
 * (W[t] + K[t]) of both blocks go to the stack; the first block's rounds
 * compute the schedule of both blocks as they go, and the second block's
 * rounds only read it. An odd last block is loaded into both lanes and
 * its second copy not hashed. The next pair's message words and its first
 * 16 W + K are loaded while the second block's last 16 rounds run, not
 * just before the pair's first rounds, which would wait for those stores.
 * The area and the vector registers are zeroed before returning.
 *
 * void sha256_transform_avx2(struct sha256_block_state *state,
 *			      const u8 *data, size_t nblocks);
 *
 * The state is the eight words a..h in memory order; data need not be
 * aligned. The caller has done kernel_fpu_begin().
 */
#include <linux/linkage.h>

.section .rodata, "a"
.balign 64
/*
 * FIPS 180-4, section 4.2.2, four per row, each row twice: one copy for
 * each lane (block) of a YMM register.
 */
.Lk256x2:
	.long 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.long 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.long 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.long 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.long 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.long 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.long 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.long 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.long 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.long 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.long 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.long 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.long 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.long 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.long 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.long 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.long 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.long 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.long 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.long 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.long 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.long 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.long 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.long 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.long 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.long 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.long 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.long 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.long 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.long 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.long 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
	.long 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
/* VPSHUFB controls, per 128-bit lane; 0xff makes a zero byte. */
.Lbswap32:	/* reverse the bytes of each dword (big-endian words) */
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Lshuf_lo:	/* dwords 0 and 2 to dwords 0 and 1, zero above */
	.byte 0, 1, 2, 3, 8, 9, 10, 11, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
	.byte 0, 1, 2, 3, 8, 9, 10, 11, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
.Lshuf_hi:	/* dwords 0 and 2 to dwords 2 and 3, zero below */
	.byte 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0, 1, 2, 3, 8, 9, 10, 11
	.byte 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0, 1, 2, 3, 8, 9, 10, 11

.text

/* Working variables a..h are renamed, not moved, from round to round. */
#define Y0 %r12d
#define Y1 %r13d
#define Y2 %r14d
#define KPTR %r14	/* the round constants, between rounds only */
#define MAJ0 %r15d	/* b ^ c on entry to a round, then Maj */
#define MAJ1 %edi	/* a ^ b */
#define STATE %rdi	/* (spilled: %edi is MAJ1) */
#define DATA %rsi	/* (spilled: %rsi is IDX) */
#define NBLOCKS %rdx
#define IDX %rsi	/* byte offset into the W + K area */

#define X0 %ymm4
#define X1 %ymm5
#define X2 %ymm6
#define X3 %ymm7
#define T0 %ymm8
#define T1 %ymm9
#define T2 %ymm10
#define T3 %ymm11
#define T4 %ymm12
#define BSWAP %ymm13
#define SHUF_LO %ymm14
#define SHUF_HI %ymm15

/*
 * Stack frame: W[t] + K[t] of two blocks, 32 bytes per four rounds (the
 * first block's four words, then the second's), the state pointer, the end
 * of the data and the current block. %rbp is not touched: in a kernel with
 * frame pointers it must point to the caller's frame, for an unwinder that
 * interrupts us.
 */
#define FRAME_WK 0
#define FRAME_STATE 512
#define FRAME_END 520
#define FRAME_DATA 528
#define FRAME_SIZE 544

/*
 * One round, FIPS 180-4, section 6.2.2, step 3; \h becomes the new a.
 * Ordered for the two dependency chains: from e, Ch(e, f, g) then
 * Sigma1(e) go into T1 and d + T1 is the next e after five steps; from a,
 * Sigma0(a) + Maj(a, b, c) is added to T1 last, also five steps on.
 */
.macro ROUND a, b, c, d, e, f, g, h, maj, ab, wk
	add		\wk(%rsp, IDX), \h
	mov		\f, Y2
	rorx		$6, \e, Y0
	rorx		$11, \e, Y1
	xor		\g, Y2
	xor		Y1, Y0
	rorx		$25, \e, Y1
	and		\e, Y2
	xor		\g, Y2			/* Ch(e, f, g) */
	add		Y2, \h
	xor		Y1, Y0			/* Sigma1(e) */
	mov		\a, \ab
	rorx		$2, \a, Y1
	add		Y0, \h			/* T1 */
	rorx		$13, \a, Y2
	xor		\b, \ab			/* a ^ b */
	xor		Y2, Y1
	rorx		$22, \a, Y2
	and		\ab, \maj
	add		\h, \d
	xor		Y2, Y1			/* Sigma0(a) */
	xor		\b, \maj		/* Maj(a, b, c) */
	add		Y1, \maj
	add		\maj, \h		/* T1 + T2 */
.endm

/*
 * Four rounds reading W + K at \wk(%rsp, IDX) onwards (four bytes apart);
 * the next four start with the names e, f, g, h, a, b, c, d.
 */
.macro ROUNDS4 a, b, c, d, e, f, g, h, wk
	ROUND	\a, \b, \c, \d, \e, \f, \g, \h, MAJ0, MAJ1, \wk+0
	ROUND	\h, \a, \b, \c, \d, \e, \f, \g, MAJ1, MAJ0, \wk+4
	ROUND	\g, \h, \a, \b, \c, \d, \e, \f, MAJ0, MAJ1, \wk+8
	ROUND	\f, \g, \h, \a, \b, \c, \d, \e, MAJ1, MAJ0, \wk+12
.endm

/* Sixteen rounds from \wk(%rsp, IDX): 0 for the first block, 16 the second. */
.macro ROUNDS16 wk
	ROUNDS4	%eax, %ebx, %ecx, %r8d, %edx, %r9d, %r10d, %r11d, \wk
	ROUNDS4	%edx, %r9d, %r10d, %r11d, %eax, %ebx, %ecx, %r8d, \wk+32
	ROUNDS4	%eax, %ebx, %ecx, %r8d, %edx, %r9d, %r10d, %r11d, \wk+64
	ROUNDS4	%edx, %r9d, %r10d, %r11d, %eax, %ebx, %ecx, %r8d, \wk+96
.endm

/* The four parts of W[t..t+3] (both lanes) into \x0, from \x0..\x3. */
.macro SCHED1 x0, x1, x2, x3
	vpalignr	$4, \x0, \x1, T0	/* W[t-15..t-12] */
	vpalignr	$4, \x2, \x3, T1	/* W[t-7..t-4] */
	vpaddd		\x0, T1, T1		/* + W[t-16..t-13] */
	vpsrld		$7, T0, T2
	vpslld		$25, T0, T3
	vpor		T3, T2, T2		/* ror 7 */
.endm

.macro SCHED2
	vpsrld		$18, T0, T3
	vpslld		$14, T0, T4
	vpor		T4, T3, T3		/* ror 18 */
	vpxor		T3, T2, T2
	vpsrld		$3, T0, T4
	vpxor		T4, T2, T2		/* ssig0 */
	vpaddd		T2, T1, T1
.endm

.macro SCHED3 x0, x1, x2, x3
	vpshufd		$0xfa, \x3, T2		/* W[t-2], W[t-2], W[t-1], W[t-1] */
	vpsrld		$10, T2, T4
	vpsrlq		$17, T2, T3		/* ror 17 in the low dwords */
	vpsrlq		$19, T2, T2		/* ror 19 */
	vpxor		T3, T2, T2
	vpxor		T2, T4, T4		/* ssig1 in dwords 0 and 2 */
	vpshufb		SHUF_LO, T4, T4
	vpaddd		T4, T1, T1		/* W[t], W[t+1] done */
.endm

.macro SCHED4 x0, x1, x2, x3
	vpshufd		$0x50, T1, T2		/* W[t], W[t], W[t+1], W[t+1] */
	vpsrld		$10, T2, T4
	vpsrlq		$17, T2, T3
	vpsrlq		$19, T2, T2
	vpxor		T3, T2, T2
	vpxor		T2, T4, T4
	vpshufb		SHUF_HI, T4, T4
	vpaddd		T4, T1, \x0		/* W[t..t+3] */
.endm

/*
 * Four rounds of the first block from \wk(%rsp, IDX), while computing the
 * schedule 16 words ahead and storing it, plus K, at \wk + 128.
 */
.macro SCHED_ROUNDS4 a, b, c, d, e, f, g, h, x0, x1, x2, x3, wk
	ROUND	\a, \b, \c, \d, \e, \f, \g, \h, MAJ0, MAJ1, \wk+0
	SCHED1	\x0, \x1, \x2, \x3
	ROUND	\h, \a, \b, \c, \d, \e, \f, \g, MAJ1, MAJ0, \wk+4
	SCHED2
	ROUND	\g, \h, \a, \b, \c, \d, \e, \f, MAJ0, MAJ1, \wk+8
	SCHED3	\x0, \x1, \x2, \x3
	ROUND	\f, \g, \h, \a, \b, \c, \d, \e, MAJ1, MAJ0, \wk+12
	SCHED4	\x0, \x1, \x2, \x3
	lea		.Lk256x2(%rip), KPTR
	vpaddd		\wk+128(KPTR, IDX), \x0, T0
	vmovdqu		T0, \wk+128(%rsp, IDX)
.endm

/* The state words from or to memory at STATE. */
.macro ADD_STATE
	mov		FRAME_STATE(%rsp), STATE
	add		0(STATE), %eax
	add		4(STATE), %ebx
	add		8(STATE), %ecx
	add		12(STATE), %r8d
	add		16(STATE), %edx
	add		20(STATE), %r9d
	add		24(STATE), %r10d
	add		28(STATE), %r11d
	mov		%eax, 0(STATE)
	mov		%ebx, 4(STATE)
	mov		%ecx, 8(STATE)
	mov		%r8d, 12(STATE)
	mov		%edx, 16(STATE)
	mov		%r9d, 20(STATE)
	mov		%r10d, 24(STATE)
	mov		%r11d, 28(STATE)
.endm

/* Four message words of each block, byte-swapped, into \x. */
.macro LOAD_MSG x, off, data1, data2
	vmovdqu		\off(\data1), %xmm0
	vinserti128	$1, \off(\data2), %ymm0, %ymm0
	vpshufb		BSWAP, %ymm0, \x
.endm

/*
 * The pair of blocks at \first (the block after it as the second, or
 * \first again if it is the last): its message words into X0..X3, and
 * W + K of its rounds 0..15 into rows 0..3 of the W + K area.
 */
.macro PAIR_LOAD first, second
	lea		64(\first), \second
	cmp		FRAME_END(%rsp), \second
	cmovae		\first, \second
	LOAD_MSG	X0, 0, \first, \second
	LOAD_MSG	X1, 16, \first, \second
	LOAD_MSG	X2, 32, \first, \second
	LOAD_MSG	X3, 48, \first, \second
	vpaddd		.Lk256x2 + 0(%rip), X0, T0
	vmovdqu		T0, FRAME_WK + 0(%rsp)
	vpaddd		.Lk256x2 + 32(%rip), X1, T0
	vmovdqu		T0, FRAME_WK + 32(%rsp)
	vpaddd		.Lk256x2 + 64(%rip), X2, T0
	vmovdqu		T0, FRAME_WK + 64(%rsp)
	vpaddd		.Lk256x2 + 96(%rip), X3, T0
	vmovdqu		T0, FRAME_WK + 96(%rsp)
.endm

/* The block after the current one into %r12; the flags say if it is the end. */
.macro PEEK_BLOCK
	mov		FRAME_DATA(%rsp), %r12
	add		$64, %r12
	cmp		FRAME_END(%rsp), %r12
.endm

/* Step to the next block, as PEEK_BLOCK. */
.macro NEXT_BLOCK
	PEEK_BLOCK
	mov		%r12, FRAME_DATA(%rsp)
.endm

SYM_FUNC_START(sha256_transform_avx2)
	test		NBLOCKS, NBLOCKS
	jz		.Lreturn
	push		%rbx
	push		%r12
	push		%r13
	push		%r14
	push		%r15
	sub		$FRAME_SIZE, %rsp
	shl		$6, NBLOCKS
	add		DATA, NBLOCKS
	mov		NBLOCKS, FRAME_END(%rsp)
	mov		DATA, FRAME_DATA(%rsp)
	mov		STATE, FRAME_STATE(%rsp)
	vmovdqa		.Lbswap32(%rip), BSWAP
	vmovdqa		.Lshuf_lo(%rip), SHUF_LO
	vmovdqa		.Lshuf_hi(%rip), SHUF_HI
	mov		0(STATE), %eax
	mov		4(STATE), %ebx
	mov		8(STATE), %ecx
	mov		12(STATE), %r8d
	mov		16(STATE), %edx
	mov		20(STATE), %r9d
	mov		24(STATE), %r10d
	mov		28(STATE), %r11d

	PAIR_LOAD	DATA, %r12

.Lpair:
	/* The first block: rounds 0..47 with the schedule of 16..63. */
	xor		%esi, %esi
	mov		%ebx, MAJ0
	xor		%ecx, MAJ0
.Lsched:
	SCHED_ROUNDS4	%eax, %ebx, %ecx, %r8d, %edx, %r9d, %r10d, %r11d, \
			X0, X1, X2, X3, FRAME_WK+0
	SCHED_ROUNDS4	%edx, %r9d, %r10d, %r11d, %eax, %ebx, %ecx, %r8d, \
			X1, X2, X3, X0, FRAME_WK+32
	SCHED_ROUNDS4	%eax, %ebx, %ecx, %r8d, %edx, %r9d, %r10d, %r11d, \
			X2, X3, X0, X1, FRAME_WK+64
	SCHED_ROUNDS4	%edx, %r9d, %r10d, %r11d, %eax, %ebx, %ecx, %r8d, \
			X3, X0, X1, X2, FRAME_WK+96
	add		$128, IDX
	cmp		$384, IDX
	jb		.Lsched
	/* Rounds 48..63. */
	ROUNDS16	FRAME_WK+0
	ADD_STATE
	NEXT_BLOCK
	jae		.Lend

	/*
	 * The second block, from the upper halves. Its rounds 0..15 read
	 * rows 0..3; the next pair's go there while its last 16 rounds run,
	 * long before that pair's first rounds read them.
	 */
	xor		%esi, %esi
	mov		%ebx, MAJ0
	xor		%ecx, MAJ0
.Lsecond:
	ROUNDS16	FRAME_WK+16
	add		$128, IDX
	cmp		$384, IDX
	jb		.Lsecond
	PEEK_BLOCK
	jae		.Lsecond_last
	PAIR_LOAD	%r12, %r13
.Lsecond_last:
	ROUNDS16	FRAME_WK+16
	ADD_STATE
	NEXT_BLOCK
	jb		.Lpair

.Lend:
	/*
	 * The W + K area holds the schedule of the last blocks, which are key
	 * material in hmac_sha256_preparekey(): leave none of it behind.
	 */
	vpxor		T0, T0, T0
	.irp off, 0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, \
		  384, 416, 448, 480
	vmovdqu		T0, FRAME_WK + \off(%rsp)
	.endr
	/* Nor in a register (README.md): ymm0-15 are all this code writes. */
	vzeroall
	add		$FRAME_SIZE, %rsp
	pop		%r15
	pop		%r14
	pop		%r13
	pop		%r12
	pop		%rbx
.Lreturn:
	RET
SYM_FUNC_END(sha256_transform_avx2)

.section .note.GNU-stack, "", @progbits
