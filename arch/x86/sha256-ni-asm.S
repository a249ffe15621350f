/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 block function with the x86 SHA extensions (SHA-NI), written from
 * FIPS 180-4 and the Intel SDM descriptions of SHA256RNDS2, SHA256MSG1 and
 * SHA256MSG2. Besides SHA-NI it needs SSSE3 (PSHUFB, PALIGNR).
 *
 * SHA256RNDS2 runs two rounds. Its destination holds the working variables
 * {C, D, G, H} (dwords 3..0), its source {A, B, E, F}, and XMM0 the two
 * message words plus round constants of those rounds (dword 0 first); it
 * writes the new {A, B, E, F}. The old {A, B, E, F} is then the new
 * {C, D, G, H}, so four rounds are two instructions with the two state
 * registers swapping roles, and the state ends up where it started.
 *
 * SHA256MSG1 and SHA256MSG2 compute four schedule words at a time
 * (FIPS 180-4, section 6.2.2, step 1): with W[t-16..t-1] in MSG0..MSG3,
 *	MSG0 = msg1(MSG0, MSG1) = W[t-16+i] + ssig0(W[t-15+i])
 *	MSG0 += W[t-7..t-4]     (PALIGNR of MSG3:MSG2 by one dword)
 *	MSG0 = msg2(MSG0, MSG3) adds ssig1(W[t-2+i]), using its own results
 *				for i = 2, 3
 * gives W[t..t+3], which replaces the oldest four words.
 *
 * void sha256_ni_transform(struct sha256_block_state *state,
 *			    const u8 *data, size_t nblocks);
 * void sha256_ni_transform_2x(struct sha256_block_state *state1,
 *			       struct sha256_block_state *state2,
 *			       const u8 *data1, const u8 *data2,
 *			       size_t nblocks);
 *
 * The state is the eight words a..h in memory order (struct
 * sha256_block_state); data need not be aligned. The 2x version hashes two
 * independent messages of the same number of blocks with the instructions
 * of the two interleaved, so that each hides the other's latency.
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
/* PSHUFB control: reverse the bytes of each dword (big-endian words). */
.Lbswap32:
	.byte 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12

.text

#define WK %xmm0 /* the implicit third operand of sha256rnds2 */

/*
 * Memory order a b c d / e f g h (dword 0 first) to the register layout
 * {A, B, E, F} / {C, D, G, H} (dword 3 first, i.e. dwords 0..3 are
 * f e b a and h g d c), and back.
 */
.macro LOAD_STATE ptr, abef, cdgh, tmp
	movq		0(\ptr), \tmp
	movhps		8(\ptr), \tmp		/* a b c d */
	movq		16(\ptr), \cdgh
	movhps		24(\ptr), \cdgh		/* e f g h */
	pshufd		$0xb1, \tmp, \tmp	/* b a d c */
	pshufd		$0xb1, \cdgh, \cdgh	/* f e h g */
	movdqa		\cdgh, \abef
	punpcklqdq	\tmp, \abef		/* f e b a */
	punpckhqdq	\tmp, \cdgh		/* h g d c */
.endm

.macro STORE_STATE ptr, abef, cdgh, tmp
	pshufd		$0xb1, \abef, \abef	/* e f a b */
	pshufd		$0xb1, \cdgh, \cdgh	/* g h c d */
	movdqa		\abef, \tmp
	punpckhqdq	\cdgh, \tmp		/* a b c d */
	punpcklqdq	\cdgh, \abef		/* e f g h */
	movdqu		\tmp, 0(\ptr)
	movdqu		\abef, 16(\ptr)
.endm

/*
 * Four message words W[t..t+3] from big-endian data, loaded 8 bytes at a
 * time (see "Loads" in lib/crypto/kcrypto-pad.h).
 */
.macro LOAD_MSG msg, ptr, off, bswap
	movq		\off(\ptr), \msg
	movhps		\off+8(\ptr), \msg
	pshufb		\bswap, \msg
.endm

/* \m0 = W[t..t+3] from \m0..\m3 = W[t-16..t-1] (see the top comment). */
.macro SCHED m0, m1, m2, m3, tmp
	sha256msg1	\m1, \m0
	movdqa		\m3, \tmp
	palignr		$4, \m2, \tmp
	paddd		\tmp, \m0
	sha256msg2	\m3, \m0
.endm

/* Rounds 4i..4i+3 with \msg = W[4i..4i+3]. */
.macro ROUNDS4 i, msg, abef, cdgh
	movdqa		\msg, WK
	paddd		.Lk256 + 16 * \i(%rip), WK
	sha256rnds2	WK, \abef, \cdgh
	pshufd		$0x0e, WK, WK
	sha256rnds2	WK, \cdgh, \abef
.endm

/* Groups 4..15: the schedule, then four rounds. */
.macro SCHED_ROUNDS4 i, m0, m1, m2, m3, tmp, abef, cdgh
	SCHED		\m0, \m1, \m2, \m3, \tmp
	ROUNDS4		\i, \m0, \abef, \cdgh
.endm

#define STATE %rdi
#define DATA %rsi
#define NBLOCKS %rdx

#define ABEF %xmm1
#define CDGH %xmm2
#define MSG0 %xmm3
#define MSG1 %xmm4
#define MSG2 %xmm5
#define MSG3 %xmm6
#define TMP %xmm7
#define BSWAP %xmm8
#define ABEF_SAVE %xmm9
#define CDGH_SAVE %xmm10

SYM_FUNC_START(sha256_ni_transform)
	test		NBLOCKS, NBLOCKS
	jz		.Ldone
	movdqa		.Lbswap32(%rip), BSWAP
	LOAD_STATE	STATE, ABEF, CDGH, TMP

.Lblock:
	movdqa		ABEF, ABEF_SAVE
	movdqa		CDGH, CDGH_SAVE
	LOAD_MSG	MSG0, DATA, 0, BSWAP
	LOAD_MSG	MSG1, DATA, 16, BSWAP
	LOAD_MSG	MSG2, DATA, 32, BSWAP
	LOAD_MSG	MSG3, DATA, 48, BSWAP

	ROUNDS4		0, MSG0, ABEF, CDGH
	ROUNDS4		1, MSG1, ABEF, CDGH
	ROUNDS4		2, MSG2, ABEF, CDGH
	ROUNDS4		3, MSG3, ABEF, CDGH
	SCHED_ROUNDS4	4, MSG0, MSG1, MSG2, MSG3, TMP, ABEF, CDGH
	SCHED_ROUNDS4	5, MSG1, MSG2, MSG3, MSG0, TMP, ABEF, CDGH
	SCHED_ROUNDS4	6, MSG2, MSG3, MSG0, MSG1, TMP, ABEF, CDGH
	SCHED_ROUNDS4	7, MSG3, MSG0, MSG1, MSG2, TMP, ABEF, CDGH
	SCHED_ROUNDS4	8, MSG0, MSG1, MSG2, MSG3, TMP, ABEF, CDGH
	SCHED_ROUNDS4	9, MSG1, MSG2, MSG3, MSG0, TMP, ABEF, CDGH
	SCHED_ROUNDS4	10, MSG2, MSG3, MSG0, MSG1, TMP, ABEF, CDGH
	SCHED_ROUNDS4	11, MSG3, MSG0, MSG1, MSG2, TMP, ABEF, CDGH
	SCHED_ROUNDS4	12, MSG0, MSG1, MSG2, MSG3, TMP, ABEF, CDGH
	SCHED_ROUNDS4	13, MSG1, MSG2, MSG3, MSG0, TMP, ABEF, CDGH
	SCHED_ROUNDS4	14, MSG2, MSG3, MSG0, MSG1, TMP, ABEF, CDGH
	SCHED_ROUNDS4	15, MSG3, MSG0, MSG1, MSG2, TMP, ABEF, CDGH

	/* FIPS 180-4, section 6.2.2, step 4. */
	paddd		ABEF_SAVE, ABEF
	paddd		CDGH_SAVE, CDGH
	add		$64, DATA
	dec		NBLOCKS
	jnz		.Lblock

	STORE_STATE	STATE, ABEF, CDGH, TMP
	/* Leave no message, schedule or state word in a register (README.md). */
	.irp x, WK, ABEF, CDGH, MSG0, MSG1, MSG2, MSG3, TMP, BSWAP, \
		ABEF_SAVE, CDGH_SAVE
	pxor		\x, \x
	.endr
.Ldone:
	RET
SYM_FUNC_END(sha256_ni_transform)

#undef STATE
#undef DATA
#undef NBLOCKS
#undef ABEF
#undef CDGH
#undef MSG0
#undef MSG1
#undef MSG2
#undef MSG3
#undef TMP
#undef BSWAP
#undef ABEF_SAVE
#undef CDGH_SAVE

/*
 * The two-message version. Sixteen registers hold both states, both
 * schedules, each message's current W + K (T1, T2), the byte-swap mask and
 * XMM0; the rounds touch no memory but the round constants. The stack
 * (accessed unaligned: the kernel only keeps %rsp 8-byte aligned) holds
 * only the states to add at the end of a block.
 *
 * Each message's SHA256RNDS2 depends on its previous one, so one message
 * alone waits out the instruction's full latency; two independent chains
 * fill that wait. XMM0 is written afresh (MOVDQA, PSHUFD: no dependency on
 * its old value) before every SHA256RNDS2, from the W + K kept in T1 or
 * T2, so register renaming lets the two chains' XMM0 values be in flight
 * at once and neither chain waits for the other.
 */
#define STATE1 %rdi
#define STATE2 %rsi
#define DATA1 %rdx
#define DATA2 %rcx
#define NBLOCKS %r8

#define ABEF1 %xmm1
#define CDGH1 %xmm2
#define ABEF2 %xmm3
#define CDGH2 %xmm4
#define MSG1_0 %xmm5
#define MSG1_1 %xmm6
#define MSG1_2 %xmm7
#define MSG1_3 %xmm8
#define MSG2_0 %xmm9
#define MSG2_1 %xmm10
#define MSG2_2 %xmm11
#define MSG2_3 %xmm12
#define T1 %xmm13
#define T2 %xmm14
#define BSWAP %xmm15

/*
 * Rounds 4i..4i+3 of both messages, one SHA256RNDS2 of each in turn; the
 * high half of W + K goes to XMM0 by PSHUFD from T1 or T2.
 */
.macro ROUNDS4_2X i, msg1, msg2
	movdqa		\msg1, T1
	paddd		.Lk256 + 16 * \i(%rip), T1
	movdqa		\msg2, T2
	paddd		.Lk256 + 16 * \i(%rip), T2
	movdqa		T1, WK
	sha256rnds2	WK, ABEF1, CDGH1
	movdqa		T2, WK
	sha256rnds2	WK, ABEF2, CDGH2
	pshufd		$0x0e, T1, WK
	sha256rnds2	WK, CDGH1, ABEF1
	pshufd		$0x0e, T2, WK
	sha256rnds2	WK, CDGH2, ABEF2
.endm

.macro SCHED_ROUNDS4_2X i, a0, a1, a2, a3, b0, b1, b2, b3
	SCHED		\a0, \a1, \a2, \a3, T1
	SCHED		\b0, \b1, \b2, \b3, T2
	ROUNDS4_2X	\i, \a0, \b0
.endm

SYM_FUNC_START(sha256_ni_transform_2x)
	test		NBLOCKS, NBLOCKS
	jz		.Ldone_2x
	sub		$64, %rsp
	movdqa		.Lbswap32(%rip), BSWAP
	LOAD_STATE	STATE1, ABEF1, CDGH1, T1
	LOAD_STATE	STATE2, ABEF2, CDGH2, T2

.Lblock_2x:
	movdqu		ABEF1, 0(%rsp)
	movdqu		CDGH1, 16(%rsp)
	movdqu		ABEF2, 32(%rsp)
	movdqu		CDGH2, 48(%rsp)
	LOAD_MSG	MSG1_0, DATA1, 0, BSWAP
	LOAD_MSG	MSG2_0, DATA2, 0, BSWAP
	LOAD_MSG	MSG1_1, DATA1, 16, BSWAP
	LOAD_MSG	MSG2_1, DATA2, 16, BSWAP
	LOAD_MSG	MSG1_2, DATA1, 32, BSWAP
	LOAD_MSG	MSG2_2, DATA2, 32, BSWAP
	LOAD_MSG	MSG1_3, DATA1, 48, BSWAP
	LOAD_MSG	MSG2_3, DATA2, 48, BSWAP

	ROUNDS4_2X	0, MSG1_0, MSG2_0
	ROUNDS4_2X	1, MSG1_1, MSG2_1
	ROUNDS4_2X	2, MSG1_2, MSG2_2
	ROUNDS4_2X	3, MSG1_3, MSG2_3
	SCHED_ROUNDS4_2X 4, MSG1_0, MSG1_1, MSG1_2, MSG1_3, \
			 MSG2_0, MSG2_1, MSG2_2, MSG2_3
	SCHED_ROUNDS4_2X 5, MSG1_1, MSG1_2, MSG1_3, MSG1_0, \
			 MSG2_1, MSG2_2, MSG2_3, MSG2_0
	SCHED_ROUNDS4_2X 6, MSG1_2, MSG1_3, MSG1_0, MSG1_1, \
			 MSG2_2, MSG2_3, MSG2_0, MSG2_1
	SCHED_ROUNDS4_2X 7, MSG1_3, MSG1_0, MSG1_1, MSG1_2, \
			 MSG2_3, MSG2_0, MSG2_1, MSG2_2
	SCHED_ROUNDS4_2X 8, MSG1_0, MSG1_1, MSG1_2, MSG1_3, \
			 MSG2_0, MSG2_1, MSG2_2, MSG2_3
	SCHED_ROUNDS4_2X 9, MSG1_1, MSG1_2, MSG1_3, MSG1_0, \
			 MSG2_1, MSG2_2, MSG2_3, MSG2_0
	SCHED_ROUNDS4_2X 10, MSG1_2, MSG1_3, MSG1_0, MSG1_1, \
			 MSG2_2, MSG2_3, MSG2_0, MSG2_1
	SCHED_ROUNDS4_2X 11, MSG1_3, MSG1_0, MSG1_1, MSG1_2, \
			 MSG2_3, MSG2_0, MSG2_1, MSG2_2
	SCHED_ROUNDS4_2X 12, MSG1_0, MSG1_1, MSG1_2, MSG1_3, \
			 MSG2_0, MSG2_1, MSG2_2, MSG2_3
	SCHED_ROUNDS4_2X 13, MSG1_1, MSG1_2, MSG1_3, MSG1_0, \
			 MSG2_1, MSG2_2, MSG2_3, MSG2_0
	SCHED_ROUNDS4_2X 14, MSG1_2, MSG1_3, MSG1_0, MSG1_1, \
			 MSG2_2, MSG2_3, MSG2_0, MSG2_1
	SCHED_ROUNDS4_2X 15, MSG1_3, MSG1_0, MSG1_1, MSG1_2, \
			 MSG2_3, MSG2_0, MSG2_1, MSG2_2

	movdqu		0(%rsp), T1
	paddd		T1, ABEF1
	movdqu		16(%rsp), T2
	paddd		T2, CDGH1
	movdqu		32(%rsp), T1
	paddd		T1, ABEF2
	movdqu		48(%rsp), T2
	paddd		T2, CDGH2
	add		$64, DATA1
	add		$64, DATA2
	dec		NBLOCKS
	jnz		.Lblock_2x

	STORE_STATE	STATE1, ABEF1, CDGH1, T1
	STORE_STATE	STATE2, ABEF2, CDGH2, T2
	/* The saved states are those of the last block's input: wipe them. */
	pxor		T1, T1
	movdqu		T1, 0(%rsp)
	movdqu		T1, 16(%rsp)
	movdqu		T1, 32(%rsp)
	movdqu		T1, 48(%rsp)
	/* Nor in a register (README.md): T1 is zero already. */
	.irp x, WK, ABEF1, CDGH1, ABEF2, CDGH2, MSG1_0, MSG1_1, MSG1_2, \
		MSG1_3, MSG2_0, MSG2_1, MSG2_2, MSG2_3, T2, BSWAP
	pxor		\x, \x
	.endr
	add		$64, %rsp
.Ldone_2x:
	RET
SYM_FUNC_END(sha256_ni_transform_2x)

/* The stack is not executable (for userspace linkers; harmless in modules). */
.section .note.GNU-stack, "", @progbits
