/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 block function for x86-64 CPUs with SSSE3 but neither AVX2 nor
 * the SHA extensions, written from FIPS 180-4 and the Intel SDM.
 *
 * The rounds (FIPS 180-4, section 6.2.2, step 3) run in general purpose
 * registers. Sigma1(e) is ror 6 ^ ror 11 ^ ror 25, computed as
 * ror(ror(ror(e, 14) ^ e, 5) ^ e, 6), and Sigma0(a) likewise as
 * ror(ror(ror(a, 9) ^ a, 11) ^ a, 2), so each needs one copy. Ch(e, f, g)
 * is ((f ^ g) & e) ^ g and Maj(a, b, c) is b ^ ((a ^ b) & (b ^ c)): a ^ b
 * of one round is b ^ c of the next.
 *
 * The message schedule (step 1) is computed four words at a time in XMM
 * registers, as in sha256-avx2-asm.S but for one block: with W[t-16..t-1]
 * in X0..X3,
 *	W[t..t+3] = W[t-16..t-13] + ssig0(W[t-15..t-12]) + W[t-7..t-4]
 *		    + ssig1(W[t-2..t+1])
 * with the last term in two halves, ssig0 from shifts, and ssig1 from
 * 64-bit shifts of lanes holding a word twice. PALIGNR and PSHUFB are the
 * SSSE3 instructions. W[t] + K[t] goes to the stack, 16 words ahead of the
 * round that reads it; that area and the XMM registers used are zeroed
 * before returning.
 *
 * void sha256_transform_ssse3(struct sha256_block_state *state,
 *			       const u8 *data, size_t nblocks);
 *
 * The state is the eight words a..h in memory order; data need not be
 * aligned. The caller has done kernel_fpu_begin().
 */
#include <linux/linkage.h>

.section .rodata, "a"
.balign 64
/* FIPS 180-4, section 4.2.2, four per row: dword 0 is the first round's. */
.Lk256:
	.long 0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.long 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.long 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.long 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.long 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.long 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.long 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.long 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.long 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.long 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.long 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.long 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.long 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.long 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.long 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.long 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
/* PSHUFB controls; 0xff makes a zero byte. */
.Lbswap32:	/* reverse the bytes of each dword (big-endian words) */
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
.Lshuf_lo:	/* dwords 0 and 2 to dwords 0 and 1, zero above */
	.byte 0, 1, 2, 3, 8, 9, 10, 11, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff
.Lshuf_hi:	/* dwords 0 and 2 to dwords 2 and 3, zero below */
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
#define MSG %r12	/* the block, between blocks only (%r12d is Y0) */

#define X0 %xmm4
#define X1 %xmm5
#define X2 %xmm6
#define X3 %xmm7
#define T0 %xmm8
#define T1 %xmm9
#define T2 %xmm10
#define T3 %xmm11
#define T4 %xmm12
#define BSWAP %xmm13
#define SHUF_LO %xmm14
#define SHUF_HI %xmm15

/*
 * Stack frame: W[t] + K[t], the state pointer, the end of the data and the
 * current block. %rbp is not touched: in a kernel with frame pointers it
 * must point to the caller's frame, for an unwinder that interrupts us.
 */
#define FRAME_WK 0
#define FRAME_STATE 256
#define FRAME_END 264
#define FRAME_DATA 272
#define FRAME_SIZE 288

/* One round, FIPS 180-4, section 6.2.2, step 3; \h becomes the new a. */
.macro ROUND a, b, c, d, e, f, g, h, maj, ab, wk
	mov		\e, Y0
	ror		$14, Y0
	mov		\a, Y1
	ror		$9, Y1
	xor		\e, Y0
	add		\wk(%rsp, IDX), \h
	ror		$5, Y0
	xor		\a, Y1
	xor		\e, Y0
	ror		$11, Y1
	ror		$6, Y0			/* Sigma1(e) */
	xor		\a, Y1
	add		Y0, \h
	mov		\f, Y2
	xor		\g, Y2
	and		\e, Y2
	xor		\g, Y2			/* Ch(e, f, g) */
	ror		$2, Y1			/* Sigma0(a) */
	add		Y2, \h			/* T1 */
	add		\h, \d
	mov		\a, \ab
	xor		\b, \ab			/* a ^ b */
	and		\ab, \maj
	xor		\b, \maj		/* Maj(a, b, c) */
	add		Y1, \h
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

/* The four parts of W[t..t+3] into \x0, from \x0..\x3. */
.macro SCHED1 x0, x1, x2, x3
	movdqa		\x1, T0
	palignr		$4, \x0, T0		/* W[t-15..t-12] */
	movdqa		\x3, T1
	palignr		$4, \x2, T1		/* W[t-7..t-4] */
	paddd		\x0, T1			/* + W[t-16..t-13] */
	movdqa		T0, T2
	psrld		$7, T2
	movdqa		T0, T3
	pslld		$25, T3
	por		T3, T2			/* ror 7 */
.endm

.macro SCHED2
	movdqa		T0, T3
	psrld		$18, T3
	movdqa		T0, T4
	pslld		$14, T4
	por		T4, T3			/* ror 18 */
	pxor		T3, T2
	psrld		$3, T0
	pxor		T0, T2			/* ssig0 */
	paddd		T2, T1
.endm

.macro SCHED3 x0, x1, x2, x3
	pshufd		$0xfa, \x3, T2		/* W[t-2], W[t-2], W[t-1], W[t-1] */
	movdqa		T2, T4
	psrld		$10, T4
	movdqa		T2, T3
	psrlq		$17, T3			/* ror 17 in the low dwords */
	psrlq		$19, T2			/* ror 19 */
	pxor		T3, T2
	pxor		T2, T4			/* ssig1 in dwords 0 and 2 */
	pshufb		SHUF_LO, T4
	paddd		T4, T1			/* W[t], W[t+1] done */
.endm

.macro SCHED4 x0, x1, x2, x3
	pshufd		$0x50, T1, T2		/* W[t], W[t], W[t+1], W[t+1] */
	movdqa		T2, T4
	psrld		$10, T4
	movdqa		T2, T3
	psrlq		$17, T3
	psrlq		$19, T2
	pxor		T3, T2
	pxor		T2, T4
	pshufb		SHUF_HI, T4
	paddd		T4, T1
	movdqa		T1, \x0			/* W[t..t+3] */
.endm

/*
 * Four rounds from \wk(%rsp, IDX), while computing the schedule 16 words
 * ahead and storing it, plus K, at \wk + 64.
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
	lea		.Lk256(%rip), KPTR
	movdqa		\wk+64(KPTR, IDX), T0
	paddd		\x0, T0
	movdqu		T0, \wk+64(%rsp, IDX)
.endm

/*
 * Four message words, byte-swapped, into \x, and W + K to the stack; the
 * words are loaded 8 bytes at a time (see lib/crypto/kcrypto-pad.h).
 */
.macro LOAD_MSG x, off
	movq		\off(MSG), \x
	movhps		\off+8(MSG), \x
	pshufb		BSWAP, \x
	movdqa		.Lk256+\off(%rip), T0
	paddd		\x, T0
	movdqu		T0, FRAME_WK+\off(%rsp)
.endm

SYM_FUNC_START(sha256_transform_ssse3)
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
	movdqa		.Lbswap32(%rip), BSWAP
	movdqa		.Lshuf_lo(%rip), SHUF_LO
	movdqa		.Lshuf_hi(%rip), SHUF_HI
	mov		0(STATE), %eax
	mov		4(STATE), %ebx
	mov		8(STATE), %ecx
	mov		12(STATE), %r8d
	mov		16(STATE), %edx
	mov		20(STATE), %r9d
	mov		24(STATE), %r10d
	mov		28(STATE), %r11d
	mov		DATA, MSG

.Lblock:
	LOAD_MSG	X0, 0
	LOAD_MSG	X1, 16
	LOAD_MSG	X2, 32
	LOAD_MSG	X3, 48

	/* Rounds 0..47 with the schedule of 16..63. */
	xor		%esi, %esi
	mov		%ebx, MAJ0
	xor		%ecx, MAJ0
.Lsched:
	SCHED_ROUNDS4	%eax, %ebx, %ecx, %r8d, %edx, %r9d, %r10d, %r11d, \
			X0, X1, X2, X3, FRAME_WK+0
	SCHED_ROUNDS4	%edx, %r9d, %r10d, %r11d, %eax, %ebx, %ecx, %r8d, \
			X1, X2, X3, X0, FRAME_WK+16
	SCHED_ROUNDS4	%eax, %ebx, %ecx, %r8d, %edx, %r9d, %r10d, %r11d, \
			X2, X3, X0, X1, FRAME_WK+32
	SCHED_ROUNDS4	%edx, %r9d, %r10d, %r11d, %eax, %ebx, %ecx, %r8d, \
			X3, X0, X1, X2, FRAME_WK+48
	add		$64, IDX
	cmp		$192, IDX
	jb		.Lsched
	/* Rounds 48..63. */
	ROUNDS4		%eax, %ebx, %ecx, %r8d, %edx, %r9d, %r10d, %r11d, \
			FRAME_WK+0
	ROUNDS4		%edx, %r9d, %r10d, %r11d, %eax, %ebx, %ecx, %r8d, \
			FRAME_WK+16
	ROUNDS4		%eax, %ebx, %ecx, %r8d, %edx, %r9d, %r10d, %r11d, \
			FRAME_WK+32
	ROUNDS4		%edx, %r9d, %r10d, %r11d, %eax, %ebx, %ecx, %r8d, \
			FRAME_WK+48

	/* FIPS 180-4, section 6.2.2, step 4. */
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
	mov		FRAME_DATA(%rsp), MSG
	add		$64, MSG
	mov		MSG, FRAME_DATA(%rsp)
	cmp		FRAME_END(%rsp), MSG
	jb		.Lblock

	/*
	 * The W + K area holds the last block's schedule, which is key
	 * material in hmac_sha256_preparekey(): leave none of it behind.
	 */
	pxor		T0, T0
	.irp off, 0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, \
		  208, 224, 240
	movdqu		T0, FRAME_WK + \off(%rsp)
	.endr
	/* Nor in a register (README.md): T0 is zero already. */
	.irp x, T1, T2, T3, T4, X0, X1, X2, X3, BSWAP, SHUF_LO, SHUF_HI
	pxor		\x, \x
	.endr
	add		$FRAME_SIZE, %rsp
	pop		%r15
	pop		%r14
	pop		%r13
	pop		%r12
	pop		%rbx
.Lreturn:
	RET
SYM_FUNC_END(sha256_transform_ssse3)

.section .note.GNU-stack, "", @progbits
