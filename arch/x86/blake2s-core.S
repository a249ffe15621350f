/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2s compression functions for x86-64, written from RFC 7693 and the
 * Intel SDM: one for SSSE3 (PSHUFB rotates by 16 and 8 bits) and one for
 * AVX-512VL (VPRORD rotates by any count; VPERMI2D gathers the message).
 *
 * The 4x4 working matrix is held as four rows of four words, one xmm
 * register each: a = v[0..3], b = v[4..7], c = v[8..11], d = v[12..15].
 * The column step (RFC 7693, section 3.2: G0..G3) then is G on the four
 * lanes at once. For the diagonal step (G4..G7) rows a, c and d are
 * rotated so that lane j holds the diagonal through b[j]:
 *
 *	lane j:  a[j - 1]  b[j]  c[j + 1]  d[j + 2]   (indices mod 4)
 *
 * which puts G7, G4, G5, G6 in lanes 0..3. Row b is the one left alone
 * because it is the last one G writes: rotating a, c and d happens while
 * b's final rotation is still being computed, so the shuffles add no
 * latency to the chain a -> d -> c -> b that bounds every round.
 *
 * The message words of a round go in four vectors, in the lane order of
 * the G functions they feed: for sigma = SIGMA[r],
 *	m1 = m[s0, s2, s4, s6]		m2 = m[s1, s3, s5, s7]
 *	m3 = m[s14, s8, s10, s12]	m4 = m[s15, s9, s11, s13]
 *
 * void blake2s_compress_ssse3(struct blake2s_ctx *ctx, const u8 *data,
 *			       size_t nblocks, u32 inc);
 * void blake2s_compress_avx512(struct blake2s_ctx *ctx, const u8 *data,
 *				size_t nblocks, u32 inc);
 *
 * As blake2s_compress_generic(): for each of @nblocks 64-byte blocks at
 * @data (any alignment), add @inc to the 64-bit byte counter t and
 * compress the block into h. The context holds h at offset 0, t at 32 and
 * f at 40 (struct blake2s_ctx). @nblocks may be 0.
 */
#include <linux/linkage.h>

.section .rodata, "a"
.balign 64
/* RFC 7693, section 2.6: IV[0..3], then IV[4..7]. */
.Liv:
	.long 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a
	.long 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
/* PSHUFB controls: rotate each dword right by 16 and by 8 bits. */
.Lror16:
	.byte 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lror8:
	.byte 1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12

/*
 * VPERMI2D indices for the AVX-512 code, two rows of eight per round:
 * m1 then m2, and m3 then m4, in the lane orders above. An index is the
 * message word number: 0..7 select from the first table (m[0..7]),
 * 8..15 from the second (m[8..15]).
 */
.macro PERM_ROW s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15
	.long \s0, \s2, \s4, \s6, \s1, \s3, \s5, \s7
	.long \s14, \s8, \s10, \s12, \s15, \s9, \s11, \s13
.endm

.balign 64
.Lperm:
	/* RFC 7693, section 2.7: SIGMA[0..9]. */
	PERM_ROW  0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15
	PERM_ROW 14, 10,  4,  8,  9, 15, 13,  6,  1, 12,  0,  2, 11,  7,  5,  3
	PERM_ROW 11,  8, 12,  0,  5,  2, 15, 13, 10, 14,  3,  6,  7,  1,  9,  4
	PERM_ROW  7,  9,  3,  1, 13, 12, 11, 14,  2,  6,  5, 10,  4,  0, 15,  8
	PERM_ROW  9,  0,  5,  7,  2,  4, 10, 15, 14,  1, 11, 12,  6,  8,  3, 13
	PERM_ROW  2, 12,  6, 10,  0, 11,  8,  3,  4, 13,  7,  5, 15, 14,  1,  9
	PERM_ROW 12,  5,  1, 15, 14, 13,  4, 10,  0,  7,  6,  3,  9,  2,  8, 11
	PERM_ROW 13, 11,  7, 14, 12,  1,  3,  9,  5,  0, 15,  4,  8,  6,  2, 10
	PERM_ROW  6, 15, 14,  9, 11,  3,  0,  8, 12,  2, 13,  7,  1,  4, 10,  5
	PERM_ROW 10,  2,  8,  4,  7,  6,  1,  5, 15, 11,  9, 14,  3, 12, 13,  0

.text

#define CTX	%rdi
#define DATA	%rsi
#define NBLOCKS	%rdx
#define INC	%rcx	/* u32 @inc, zero-extended below */
#define COUNT	%r8	/* t[1]:t[0] */

#define A	%xmm0
#define B	%xmm1
#define C	%xmm2
#define D	%xmm3
#define M	%xmm4	/* the message vector being added */
#define HA	%xmm8	/* h[0..3] */
#define HB	%xmm9	/* h[4..7] */
#define T	%xmm10
#define F	%xmm11	/* f[0], f[1] in the low half */

/* ---- SSSE3 ------------------------------------------------------------- */

#define ROR16	%xmm12
#define ROR8	%xmm13
#define IV_LO	%xmm14
#define IV_HI	%xmm15

/* M = m[i0, i1, i2, i3] (dword 0 first), with %xmm5..7 as scratch. */
.macro SSSE3_GATHER i0, i1, i2, i3
	movd		4*\i0(DATA), M
	movd		4*\i1(DATA), %xmm5
	movd		4*\i2(DATA), %xmm6
	movd		4*\i3(DATA), %xmm7
	punpckldq	%xmm5, M
	punpckldq	%xmm7, %xmm6
	punpcklqdq	%xmm6, M
.endm

/* b = (b >>> n) with 32 - n as the left shift. */
.macro SSSE3_ROR n, reg
	movdqa		\reg, T
	psrld		$\n, \reg
	pslld		$(32 - \n), T
	por		T, \reg
.endm

/* Half of G on all four lanes: the part with the rotations 16 and 12. */
.macro SSSE3_G1
	paddd		M, A
	paddd		B, A
	pxor		A, D
	pshufb		ROR16, D
	paddd		D, C
	pxor		C, B
	SSSE3_ROR	12, B
.endm

/* The other half: rotations 8 and 7. */
.macro SSSE3_G2
	paddd		M, A
	paddd		B, A
	pxor		A, D
	pshufb		ROR8, D
	paddd		D, C
	pxor		C, B
	SSSE3_ROR	7, B
.endm

.macro SSSE3_ROUND s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15
	SSSE3_GATHER	\s0, \s2, \s4, \s6
	SSSE3_G1
	SSSE3_GATHER	\s1, \s3, \s5, \s7
	SSSE3_G2
	/* Diagonalize: lane j gets a[j - 1], c[j + 1], d[j + 2]. */
	pshufd		$0x93, A, A
	pshufd		$0x4e, D, D
	pshufd		$0x39, C, C
	SSSE3_GATHER	\s14, \s8, \s10, \s12
	SSSE3_G1
	SSSE3_GATHER	\s15, \s9, \s11, \s13
	SSSE3_G2
	/* And back to the columns. */
	pshufd		$0x39, A, A
	pshufd		$0x4e, D, D
	pshufd		$0x93, C, C
.endm

SYM_FUNC_START(blake2s_compress_ssse3)
	test		NBLOCKS, NBLOCKS
	jz		.Lssse3_done
	mov		%ecx, %ecx
	movdqu		0(CTX), HA
	movdqu		16(CTX), HB
	mov		32(CTX), COUNT
	movq		40(CTX), F
	movdqa		.Lror16(%rip), ROR16
	movdqa		.Lror8(%rip), ROR8
	movdqa		.Liv(%rip), IV_LO
	movdqa		.Liv+16(%rip), IV_HI

.Lssse3_block:
	/* t += inc; d = IV[4..7] ^ (t[0], t[1], f[0], f[1]). */
	add		INC, COUNT
	movq		COUNT, D
	punpcklqdq	F, D
	pxor		IV_HI, D
	movdqa		HA, A
	movdqa		HB, B
	movdqa		IV_LO, C

	SSSE3_ROUND	 0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15
	SSSE3_ROUND	14, 10,  4,  8,  9, 15, 13,  6,  1, 12,  0,  2, 11,  7,  5,  3
	SSSE3_ROUND	11,  8, 12,  0,  5,  2, 15, 13, 10, 14,  3,  6,  7,  1,  9,  4
	SSSE3_ROUND	 7,  9,  3,  1, 13, 12, 11, 14,  2,  6,  5, 10,  4,  0, 15,  8
	SSSE3_ROUND	 9,  0,  5,  7,  2,  4, 10, 15, 14,  1, 11, 12,  6,  8,  3, 13
	SSSE3_ROUND	 2, 12,  6, 10,  0, 11,  8,  3,  4, 13,  7,  5, 15, 14,  1,  9
	SSSE3_ROUND	12,  5,  1, 15, 14, 13,  4, 10,  0,  7,  6,  3,  9,  2,  8, 11
	SSSE3_ROUND	13, 11,  7, 14, 12,  1,  3,  9,  5,  0, 15,  4,  8,  6,  2, 10
	SSSE3_ROUND	 6, 15, 14,  9, 11,  3,  0,  8, 12,  2, 13,  7,  1,  4, 10,  5
	SSSE3_ROUND	10,  2,  8,  4,  7,  6,  1,  5, 15, 11,  9, 14,  3, 12, 13,  0

	/* h[0..7] ^= v[0..7] ^ v[8..15] (RFC 7693, section 3.2). */
	pxor		C, A
	pxor		D, B
	pxor		A, HA
	pxor		B, HB
	add		$64, DATA
	dec		NBLOCKS
	jnz		.Lssse3_block

	movdqu		HA, 0(CTX)
	movdqu		HB, 16(CTX)
	mov		COUNT, 32(CTX)
	/* Leave no message or state word in a register (README.md). */
	.irp x, A, B, C, D, M, %xmm5, %xmm6, %xmm7, HA, HB, T, F, ROR16, \
		ROR8, IV_LO, IV_HI
	pxor		\x, \x
	.endr
.Lssse3_done:
	RET
SYM_FUNC_END(blake2s_compress_ssse3)

/* ---- AVX-512VL ---------------------------------------------------------- */

#define MLO	%ymm16	/* m[0..7] */
#define MHI	%ymm17	/* m[8..15] */
#define M12	%ymm18	/* m1 (low half), m2 (high half) */
#define M34	%ymm19	/* m3, m4 */
#define M1	%xmm18
#define M2	%xmm20
#define M3	%xmm19
#define M4	%xmm21

/* Half of G with rotations \r1 and \r2, adding message vector \m. */
.macro AVX512_G m, r1, r2
	vpaddd		\m, A, A
	vpaddd		B, A, A
	vpxor		A, D, D
	vprord		$\r1, D, D
	vpaddd		D, C, C
	vpxor		C, B, B
	vprord		$\r2, B, B
.endm

/* Round \r, with its message vectors gathered from MLO:MHI. */
.macro AVX512_ROUND r
	vmovdqa32	.Lperm + 64 * \r(%rip), M12
	vmovdqa32	.Lperm + 64 * \r + 32(%rip), M34
	vpermi2d	MHI, MLO, M12
	vpermi2d	MHI, MLO, M34
	vextracti32x4	$1, M12, M2
	vextracti32x4	$1, M34, M4
	AVX512_G	M1, 16, 12
	AVX512_G	M2, 8, 7
	vpshufd		$0x93, A, A
	vpshufd		$0x4e, D, D
	vpshufd		$0x39, C, C
	AVX512_G	M3, 16, 12
	AVX512_G	M4, 8, 7
	vpshufd		$0x39, A, A
	vpshufd		$0x4e, D, D
	vpshufd		$0x93, C, C
.endm

SYM_FUNC_START(blake2s_compress_avx512)
	test		NBLOCKS, NBLOCKS
	jz		.Lavx512_done
	mov		%ecx, %ecx
	vmovdqu		0(CTX), HA
	vmovdqu		16(CTX), HB
	mov		32(CTX), COUNT
	vmovq		40(CTX), F

.Lavx512_block:
	add		INC, COUNT
	vmovq		COUNT, D
	vpunpcklqdq	F, D, D
	vpxor		.Liv+16(%rip), D, D
	vmovdqa		HA, A
	vmovdqa		HB, B
	vmovdqa		.Liv(%rip), C
	vmovdqu32	0(DATA), MLO
	vmovdqu32	32(DATA), MHI

	AVX512_ROUND	0
	AVX512_ROUND	1
	AVX512_ROUND	2
	AVX512_ROUND	3
	AVX512_ROUND	4
	AVX512_ROUND	5
	AVX512_ROUND	6
	AVX512_ROUND	7
	AVX512_ROUND	8
	AVX512_ROUND	9

	/* h ^= v[0..7] ^ v[8..15]: three-way XOR, truth table 0x96. */
	vpternlogd	$0x96, C, A, HA
	vpternlogd	$0x96, D, B, HB
	add		$64, DATA
	dec		NBLOCKS
	jnz		.Lavx512_block

	vmovdqu		HA, 0(CTX)
	vmovdqu		HB, 16(CTX)
	mov		COUNT, 32(CTX)
	/* Leave no message or state word in a register (README.md). */
	.irp n, 16, 17, 18, 19, 20, 21
	vpxord		%xmm\n, %xmm\n, %xmm\n
	.endr
	vzeroall
.Lavx512_done:
	RET
SYM_FUNC_END(blake2s_compress_avx512)

.section .note.GNU-stack, "", @progbits
