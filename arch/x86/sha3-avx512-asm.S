/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Keccak-f[1600] and the SHA-3 absorb loop with AVX-512VL, written from
 * FIPS 202, sections 3.2-3.4, and the Intel SDM descriptions of VPTERNLOGQ
 * and VPROLQ. The layout is that of arch/arm64/sha3-ce-core.S: lane
 * A[x + 5y] lives in the low quadword of %xmm(x + 5y), %xmm0-%xmm24, for
 * the whole call (EVEX encodings reach %xmm16-%xmm31), %xmm25-%xmm31 are
 * scratch. One round:
 *	theta	C[x] in %xmm25-%xmm29 (VPXORQ, then VPTERNLOGQ 0x96, a
 *		three-way XOR, then VPXORQ); each D[x] = C[x-1] ^ (C[x+1] <<< 1)
 *		into %xmm30 and XORed into column x at once, so that one
 *		register holds it
 *	rho, pi	B[y, 2x + 3y] = A[x, y] <<< r[x, y]: one VPROLQ a lane into
 *		the register of its destination, along pi's one 24-lane cycle,
 *		which starts from a copy of A[1] in %xmm25 and leaves B[10]
 *		there
 *	chi	A[x] = B[x] ^ (~B[x+1] & B[x+2]): VPTERNLOGQ 0xd2 in place, the
 *		first two lanes of a row copied to %xmm26, %xmm27 first (the
 *		last two read them)
 *	iota	A[0] ^= RC[i], broadcast from memory
 *
 * void sha3_avx512_absorb_blocks(struct sha3_state *state, const u8 *data,
 *				  size_t nblocks, size_t block_size);
 *	XOR each of @nblocks blocks of @block_size bytes (72, 104, 136, 144
 *	or 168: the rates of FIPS 202, section 6; 0: none) into the state
 *	and permute after each
 * void sha3_avx512_keccakf(struct sha3_state *state);
 *	one permutation
 *
 * Zeroes every vector register before returning, so that no state or
 * message word is left in one (README.md).
 */
#include <linux/linkage.h>

.section .rodata, "a"
.balign 8
/* FIPS 202, section 3.2.5: RC[ir] of iota for rounds 0..23. */
.Lsha3_rc:
	.quad 0x0000000000000001, 0x0000000000008082, 0x800000000000808a
	.quad 0x8000000080008000, 0x000000000000808b, 0x0000000080000001
	.quad 0x8000000080008081, 0x8000000000008009, 0x000000000000008a
	.quad 0x0000000000000088, 0x0000000080008009, 0x000000008000000a
	.quad 0x000000008000808b, 0x800000000000008b, 0x8000000000008089
	.quad 0x8000000000008003, 0x8000000000008002, 0x8000000000000080
	.quad 0x000000000000800a, 0x800000008000000a, 0x8000000080008081
	.quad 0x8000000000008080, 0x0000000080000001, 0x8000000080008008

#define STATE	%rdi
#define DATA	%rsi
#define NBLOCKS	%rdx
#define BSIZE	%rcx
#define RC	%r8
#define ROUND	%r9d

/* XOR lane \i of the block at DATA into %xmm\i. */
.macro ABSORB i
	vmovq		8*\i(DATA), %xmm30
	vpxorq		%xmm30, %xmm\i, %xmm\i
.endm

/* C[x] = A[x] ^ A[x + 5] ^ ... ^ A[x + 20] into %xmm\c. */
.macro COLUMN c, a0, a5, a10, a15, a20
	vpxorq		%xmm\a5, %xmm\a0, %xmm\c
	vpternlogq	$0x96, %xmm\a15, %xmm\a10, %xmm\c
	vpxorq		%xmm\a20, %xmm\c, %xmm\c
.endm

/* D[x] = C[x-1] (%xmm\cm) ^ (C[x+1] (%xmm\cp) <<< 1) into column x. */
.macro THETA cm, cp, a0, a5, a10, a15, a20
	vprolq		$1, %xmm\cp, %xmm30
	vpxorq		%xmm\cm, %xmm30, %xmm30
	.irp a, \a0, \a5, \a10, \a15, \a20
	vpxorq		%xmm30, %xmm\a, %xmm\a
	.endr
.endm

/*
 * chi on the row in %xmm\r0 .. %xmm\r4, B[\r0] in %xmm\b0: \r0 itself,
 * else first moved there, its copy staying in \b0.
 */
.macro CHI r0, r1, r2, r3, r4, b0
	.ifc \b0, \r0
	vmovdqa64	%xmm\r0, %xmm26
	.else
	vmovdqa64	%xmm\b0, %xmm\r0
	.endif
	vmovdqa64	%xmm\r1, %xmm27
	vpternlogq	$0xd2, %xmm\r2, %xmm\r1, %xmm\r0
	vpternlogq	$0xd2, %xmm\r3, %xmm\r2, %xmm\r1
	vpternlogq	$0xd2, %xmm\r4, %xmm\r3, %xmm\r2
	.ifc \b0, \r0
	vpternlogq	$0xd2, %xmm26, %xmm\r4, %xmm\r3
	vpternlogq	$0xd2, %xmm27, %xmm26, %xmm\r4
	.else
	vpternlogq	$0xd2, %xmm\b0, %xmm\r4, %xmm\r3
	vpternlogq	$0xd2, %xmm27, %xmm\b0, %xmm\r4
	.endif
.endm

.text
SYM_FUNC_START(sha3_avx512_keccakf)
	mov		$1, NBLOCKS
	xor		BSIZE, BSIZE
	jmp		sha3_avx512_absorb_blocks
SYM_FUNC_END(sha3_avx512_keccakf)

SYM_FUNC_START(sha3_avx512_absorb_blocks)
	test		NBLOCKS, NBLOCKS
	jz		.Lsha3_done
	.irp i, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, \
		17, 18, 19, 20, 21, 22, 23, 24
	vmovq		8*\i(STATE), %xmm\i
	.endr

.Lsha3_block:
	/* The block: 9, 13, 17, 18 or 21 lanes (none for the permutation). */
	test		BSIZE, BSIZE
	jz		.Lsha3_rounds
	.irp i, 0, 1, 2, 3, 4, 5, 6, 7, 8
	ABSORB		\i
	.endr
	cmp		$104, BSIZE
	jb		.Lsha3_absorbed
	.irp i, 9, 10, 11, 12
	ABSORB		\i
	.endr
	cmp		$136, BSIZE
	jb		.Lsha3_absorbed
	.irp i, 13, 14, 15, 16
	ABSORB		\i
	.endr
	cmp		$144, BSIZE
	jb		.Lsha3_absorbed
	ABSORB		17
	cmp		$168, BSIZE
	jb		.Lsha3_absorbed
	.irp i, 18, 19, 20
	ABSORB		\i
	.endr
.Lsha3_absorbed:
	add		BSIZE, DATA
.Lsha3_rounds:
	lea		.Lsha3_rc(%rip), RC
	mov		$24, ROUND
.Lsha3_round:
	COLUMN		25, 0, 5, 10, 15, 20
	COLUMN		26, 1, 6, 11, 16, 21
	COLUMN		27, 2, 7, 12, 17, 22
	COLUMN		28, 3, 8, 13, 18, 23
	COLUMN		29, 4, 9, 14, 19, 24
	THETA		29, 26, 0, 5, 10, 15, 20
	THETA		25, 27, 1, 6, 11, 16, 21
	THETA		26, 28, 2, 7, 12, 17, 22
	THETA		27, 29, 3, 8, 13, 18, 23
	THETA		28, 25, 4, 9, 14, 19, 24

	/* rho and pi: B[j] = A[i] <<< r[i] for j = pi(i); B[0] = A[0]. */
	vmovdqa64	%xmm1, %xmm25
	vprolq		$44, %xmm6, %xmm1	/* B[1] = A[6] <<< 44 */
	vprolq		$20, %xmm9, %xmm6	/* B[6] = A[9] <<< 20 */
	vprolq		$61, %xmm22, %xmm9	/* B[9] = A[22] <<< 61 */
	vprolq		$39, %xmm14, %xmm22	/* B[22] = A[14] <<< 39 */
	vprolq		$18, %xmm20, %xmm14	/* B[14] = A[20] <<< 18 */
	vprolq		$62, %xmm2, %xmm20	/* B[20] = A[2] <<< 62 */
	vprolq		$43, %xmm12, %xmm2	/* B[2] = A[12] <<< 43 */
	vprolq		$25, %xmm13, %xmm12	/* B[12] = A[13] <<< 25 */
	vprolq		$8, %xmm19, %xmm13	/* B[13] = A[19] <<< 8 */
	vprolq		$56, %xmm23, %xmm19	/* B[19] = A[23] <<< 56 */
	vprolq		$41, %xmm15, %xmm23	/* B[23] = A[15] <<< 41 */
	vprolq		$27, %xmm4, %xmm15	/* B[15] = A[4] <<< 27 */
	vprolq		$14, %xmm24, %xmm4	/* B[4] = A[24] <<< 14 */
	vprolq		$2, %xmm21, %xmm24	/* B[24] = A[21] <<< 2 */
	vprolq		$55, %xmm8, %xmm21	/* B[21] = A[8] <<< 55 */
	vprolq		$45, %xmm16, %xmm8	/* B[8] = A[16] <<< 45 */
	vprolq		$36, %xmm5, %xmm16	/* B[16] = A[5] <<< 36 */
	vprolq		$28, %xmm3, %xmm5	/* B[5] = A[3] <<< 28 */
	vprolq		$21, %xmm18, %xmm3	/* B[3] = A[18] <<< 21 */
	vprolq		$15, %xmm17, %xmm18	/* B[18] = A[17] <<< 15 */
	vprolq		$10, %xmm11, %xmm17	/* B[17] = A[11] <<< 10 */
	vprolq		$6, %xmm7, %xmm11	/* B[11] = A[7] <<< 6 */
	vprolq		$3, %xmm10, %xmm7	/* B[7] = A[10] <<< 3 */
	vprolq		$1, %xmm25, %xmm25	/* B[10] = A[1] <<< 1 */

	/* chi, row by row (row 2 has B[10] in %xmm25), and iota. */
	CHI		0, 1, 2, 3, 4, 0
	CHI		5, 6, 7, 8, 9, 5
	CHI		10, 11, 12, 13, 14, 25
	CHI		15, 16, 17, 18, 19, 15
	CHI		20, 21, 22, 23, 24, 20
	vpxorq		(RC){1to2}, %xmm0, %xmm0
	add		$8, RC
	dec		ROUND
	jnz		.Lsha3_round
	dec		NBLOCKS
	jnz		.Lsha3_block

	.irp i, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, \
		17, 18, 19, 20, 21, 22, 23, 24
	vmovq		%xmm\i, 8*\i(STATE)
	.endr
	/* Leave no state or message word in a register (README.md). */
	.irp i, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31
	vpxord		%xmm\i, %xmm\i, %xmm\i
	.endr
	vzeroall
.Lsha3_done:
	RET
SYM_FUNC_END(sha3_avx512_absorb_blocks)

.section .note.GNU-stack, "", @progbits
