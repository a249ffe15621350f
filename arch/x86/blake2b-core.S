/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b compression functions for x86-64 with AVX2 and with AVX-512VL,
 * written from RFC 7693 (sections 3.1 and 3.2) and the Intel SDM.
 *
 * The 4x4 working matrix v[0..15] lives in four ymm registers, one row of
 * four 64-bit words each: A = v[0..3], B = v[4..7], C = v[8..11] and
 * D = v[12..15], so one pass of the mixing function G over the rows runs
 * the four column G of a round at once. For the four diagonal G, rows A,
 * C and D are rotated across the lanes (VPERMQ) so that lane j holds
 * v[(j + 3) % 4], v[4 + j], v[8 + (j + 1) % 4], v[12 + (j + 2) % 4]: the
 * G of v[4 + j]. B, the row the diagonal step needs first, stays put, and
 * the lanes of its message words follow it (G 7, 4, 5, 6 in lanes 0..3).
 *
 * The rotations of G: by 32 with VPSHUFD, by 24 and 16 with VPSHUFB, by
 * 63 as a shift right by 63 OR'ed with an add to itself (AVX2); the
 * AVX-512VL code rotates by 24, 16 and 63 with VPRORQ and keeps VPSHUFD
 * for 32, which takes one cycle where VPRORQ takes two (AMD Zen 4). Both
 * gather each round's message words with VPBROADCASTQ from memory and
 * VPBLENDD, and both use ymm registers only: gathering from the block in
 * two zmm registers with VPERMI2Q was 5% slower on Zen 4, which splits
 * 512-bit operations in two.
 *
 * One message is one dependency chain: each G step waits for the one
 * before, so the speed is the latency of the chain (six vector operations
 * per half G, seven with the AVX2 rotation by 63), not the number of
 * instructions. The diagonal permutes and the message gathers are off
 * that chain; keeping row B in place puts the permutes of A, C and D
 * where they overlap the end of the column step.
 *
 * void blake2b_compress_avx2(struct blake2b_ctx *ctx, const u8 *data,
 *			      size_t nblocks, u32 inc);
 * void blake2b_compress_avx512(struct blake2b_ctx *ctx, const u8 *data,
 *				size_t nblocks, u32 inc);
 *
 * As blake2b_compress_generic(): for each of @nblocks 128-byte blocks at
 * @data (no alignment needed), add @inc to the 128-bit counter t, then
 * compress. The context holds h[8] at offset 0, t[2] at 64, f[2] at 80.
 */
#include <linux/linkage.h>

/* RFC 7693, section 2.6: the IV, as rows C and D start. */
.section .rodata, "a"
.balign 32
.Liv:
	.quad 0x6a09e667f3bcc908, 0xbb67ae8584caa73b
	.quad 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1
	.quad 0x510e527fade682d1, 0x9b05688c2b3e6c1f
	.quad 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179
/* VPSHUFB controls: rotate each 64-bit word right by 24 and by 16 bits. */
.Lror24:
	.byte 3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
	.byte 3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10
.Lror16:
	.byte 2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9
	.byte 2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9

.text

#define CTX	%rdi
#define DATA	%rsi
#define NBLOCKS	%rdx
#define INC	%rcx
#define T0	%r8
#define T1	%r9

#define A	%ymm0
#define B	%ymm1
#define C	%ymm2
#define D	%ymm3
#define M0	%ymm4
#define M1	%ymm5
#define M2	%ymm6
#define M3	%ymm7
#define TMP	%ymm8
#define XTMP	%xmm8
#define TMP2	%ymm9
#define ROR24	%ymm10
#define ROR16	%ymm11
#define XF	%xmm12		/* f[0], f[1] */
#define H0	%ymm14		/* h[0..3] */
#define H1	%ymm15		/* h[4..7] */

/* The AVX2 rotations of G. */
.macro ROR32_AVX2 x
	vpshufd		$0xb1, \x, \x
.endm
.macro ROR24_AVX2 x
	vpshufb		ROR24, \x, \x
.endm
.macro ROR16_AVX2 x
	vpshufb		ROR16, \x, \x
.endm
.macro ROR63_AVX2 x
	vpsrlq		$63, \x, TMP
	vpaddq		\x, \x, \x
	vpor		TMP, \x, \x
.endm

/* The AVX-512VL rotations of G. */
.macro ROR32_AVX512 x
	vpshufd		$0xb1, \x, \x
.endm
.macro ROR24_AVX512 x
	vprorq		$24, \x, \x
.endm
.macro ROR16_AVX512 x
	vprorq		$16, \x, \x
.endm
.macro ROR63_AVX512 x
	vprorq		$63, \x, \x
.endm

/*
 * G on the four lanes of the rows, with message words @mx and @my
 * (RFC 7693, section 3.1); @isa is AVX2 or AVX512.
 */
.macro G4 isa, mx, my
	vpaddq		\mx, A, A
	vpaddq		B, A, A
	vpxor		A, D, D
	ROR32_\isa	D
	vpaddq		D, C, C
	vpxor		C, B, B
	ROR24_\isa	B
	vpaddq		\my, A, A
	vpaddq		B, A, A
	vpxor		A, D, D
	ROR16_\isa	D
	vpaddq		D, C, C
	vpxor		C, B, B
	ROR63_\isa	B
.endm

/* Rows A, C, D to the diagonal lanes, and back. */
.macro DIAGONALIZE
	vpermq		$0x93, A, A
	vpermq		$0x4e, D, D
	vpermq		$0x39, C, C
.endm
.macro UNDIAGONALIZE
	vpermq		$0x39, A, A
	vpermq		$0x4e, D, D
	vpermq		$0x93, C, C
.endm

/*
 * Words @w0..@w3 of the block into the lanes of @y: each word broadcast
 * from memory (a load, no shuffle) and blended into its lane, which
 * leaves the shuffle units to the rotations and the diagonal permutes.
 */
.macro GATHER4 y, w0, w1, w2, w3
	vpbroadcastq	(8 * \w0)(DATA), \y
	vpbroadcastq	(8 * \w1)(DATA), TMP2
	vpblendd	$0x0c, TMP2, \y, \y
	vpbroadcastq	(8 * \w2)(DATA), TMP2
	vpblendd	$0x30, TMP2, \y, \y
	vpbroadcastq	(8 * \w3)(DATA), TMP2
	vpblendd	$0xc0, TMP2, \y, \y
.endm

/*
 * One round with message permutation s0..s15 (RFC 7693, 2.7); @isa is
 * AVX2 or AVX512.
 */
.macro ROUND isa, s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15
	GATHER4		M0, \s0, \s2, \s4, \s6
	GATHER4		M1, \s1, \s3, \s5, \s7
	G4		\isa, M0, M1
	GATHER4		M2, \s14, \s8, \s10, \s12
	GATHER4		M3, \s15, \s9, \s11, \s13
	DIAGONALIZE
	G4		\isa, M2, M3
	UNDIAGONALIZE
.endm

/* The twelve rounds of a block (RFC 7693, 2.7: 10 and 11 repeat 0 and 1). */
.macro ROUNDS12 isa
	ROUND \isa, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	ROUND \isa, 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3
	ROUND \isa, 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4
	ROUND \isa, 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8
	ROUND \isa, 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13
	ROUND \isa, 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9
	ROUND \isa, 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11
	ROUND \isa, 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10
	ROUND \isa, 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5
	ROUND \isa, 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0
	ROUND \isa, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	ROUND \isa, 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3
.endm

/*
 * Block setup: t += inc (with carry into t[1]), rows A, B from h, C from
 * the IV, D from the IV xor (t[0], t[1], f[0], f[1]).
 */
.macro BLOCK_START
	add		INC, T0
	adc		$0, T1
	vmovq		T0, XTMP
	vpinsrq		$1, T1, XTMP, XTMP
	vinserti128	$1, XF, TMP, TMP
	vmovdqa		H0, A
	vmovdqa		H1, B
	vmovdqa		.Liv(%rip), C
	vpxor		.Liv+32(%rip), TMP, D
.endm

/* h ^= (A ^ C, B ^ D); on to the next block. */
.macro BLOCK_END
	vpxor		C, A, A
	vpxor		A, H0, H0
	vpxor		D, B, B
	vpxor		B, H1, H1
	add		$128, DATA
	dec		NBLOCKS
.endm

.macro LOAD_CTX
	vmovdqu		(CTX), H0
	vmovdqu		32(CTX), H1
	mov		64(CTX), T0
	mov		72(CTX), T1
	vmovdqu		80(CTX), XF
	mov		%ecx, %ecx	/* inc is a u32: clear bits 63..32 */
.endm

.macro STORE_CTX
	vmovdqu		H0, (CTX)
	vmovdqu		H1, 32(CTX)
	mov		T0, 64(CTX)
	mov		T1, 72(CTX)
.endm

SYM_FUNC_START(blake2b_compress_avx2)
	test		NBLOCKS, NBLOCKS
	jz		.Lavx2_done
	LOAD_CTX
	vmovdqa		.Lror24(%rip), ROR24
	vmovdqa		.Lror16(%rip), ROR16
.Lavx2_block:
	BLOCK_START
	ROUNDS12	AVX2
	BLOCK_END
	jnz		.Lavx2_block
	STORE_CTX
	/* Leave no message or state word in a register (README.md). */
	vzeroall
.Lavx2_done:
	RET
SYM_FUNC_END(blake2b_compress_avx2)

SYM_FUNC_START(blake2b_compress_avx512)
	test		NBLOCKS, NBLOCKS
	jz		.Lavx512_done
	LOAD_CTX
.Lavx512_block:
	BLOCK_START
	ROUNDS12	AVX512
	BLOCK_END
	jnz		.Lavx512_block
	STORE_CTX
	/* Leave no message or state word in a register (README.md). */
	vzeroall
.Lavx512_done:
	RET
SYM_FUNC_END(blake2b_compress_avx512)
