/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-256 block function with the ARMv8 Cryptographic Extension, written
 * from FIPS 180-4 and the Arm ARM descriptions of SHA256H, SHA256H2,
 * SHA256SU0 and SHA256SU1.
 *
 * The state is kept as the instructions want it, which is also its layout
 * in memory: {a, b, c, d} in one register and {e, f, g, h} in another
 * (lane 0 first). Four rounds with WK = W[t..t+3] + K[t..t+3]:
 *	SHA256H   abcd, efgh, WK   gives the new {a, b, c, d}
 *	SHA256H2  efgh, abcd', WK  gives the new {e, f, g, h}, where abcd' is
 *				   {a, b, c, d} before the first instruction
 * Schedule (FIPS 180-4, section 6.2.2, step 1), with W[t-16..t-1] in
 * m0..m3:
 *	SHA256SU0 m0, m1      m0 = W[t-16+i] + ssig0(W[t-15+i])
 *	SHA256SU1 m0, m2, m3  m0 += W[t-7+i] + ssig1(W[t-2+i]), using its own
 *			      results for i = 2, 3
 * gives W[t..t+3] in place of the oldest four words.
 *
 * void sha256_ce_transform(struct sha256_block_state *state,
 *			    const u8 *data, size_t nblocks);
 * void sha256_ce_transform_2x(struct sha256_block_state *state1,
 *			       struct sha256_block_state *state2,
 *			       const u8 *data1, const u8 *data2,
 *			       size_t nblocks);
 *
 * The two-message version hashes nblocks blocks of each message, its
 * instructions for the two interleaved four rounds at a time: the rounds
 * of one message form a single dependency chain (each SHA256H/SHA256H2
 * needs the previous one's result), and the other message's instructions
 * fill the gaps of that chain.
 *
 * sha256_ce_transform() uses only v0-v7 and v16-v31; the two-message
 * version also uses v8-v15, whose low halves (d8-d15) are callee-saved, so
 * it saves them on the stack. Both zero the other registers they used
 * before returning.
 */
#include <linux/linkage.h>

	.arch		armv8-a+crypto

	.text
	.balign		16
/* FIPS 180-4, section 4.2.2, four per register: lane 0 is the first. */
.Lsha256_k:
	.word		0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
	.word		0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
	.word		0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
	.word		0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
	.word		0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
	.word		0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
	.word		0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
	.word		0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
	.word		0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
	.word		0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
	.word		0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
	.word		0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
	.word		0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
	.word		0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
	.word		0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
	.word		0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2

/*
 * v0 = {a, b, c, d}, v1 = {e, f, g, h}, v2 = {a, b, c, d} before the
 * rounds, v3 = WK, v4-v7 = the message window, v16-v31 = K.
 */
.macro ROUNDS4 msg, k
	add		v3.4s, \msg\().4s, \k\().4s
	mov		v2.16b, v0.16b
	sha256h		q0, q1, v3.4s
	sha256h2	q1, q2, v3.4s
.endm

.macro SCHED_ROUNDS4 m0, m1, m2, m3, k
	sha256su0	\m0\().4s, \m1\().4s
	sha256su1	\m0\().4s, \m2\().4s, \m3\().4s
	ROUNDS4		\m0, \k
.endm

SYM_FUNC_START(sha256_ce_transform)
	cbz		x2, 2f
	adr		x8, .Lsha256_k
	ld1		{v16.4s-v19.4s}, [x8], #64
	ld1		{v20.4s-v23.4s}, [x8], #64
	ld1		{v24.4s-v27.4s}, [x8], #64
	ld1		{v28.4s-v31.4s}, [x8]
	ld1		{v0.4s, v1.4s}, [x0]

1:	ld1		{v4.16b-v7.16b}, [x1], #64
	rev32		v4.16b, v4.16b		/* big-endian words */
	rev32		v5.16b, v5.16b
	rev32		v6.16b, v6.16b
	rev32		v7.16b, v7.16b

	ROUNDS4		v4, v16
	ROUNDS4		v5, v17
	ROUNDS4		v6, v18
	ROUNDS4		v7, v19
	SCHED_ROUNDS4	v4, v5, v6, v7, v20
	SCHED_ROUNDS4	v5, v6, v7, v4, v21
	SCHED_ROUNDS4	v6, v7, v4, v5, v22
	SCHED_ROUNDS4	v7, v4, v5, v6, v23
	SCHED_ROUNDS4	v4, v5, v6, v7, v24
	SCHED_ROUNDS4	v5, v6, v7, v4, v25
	SCHED_ROUNDS4	v6, v7, v4, v5, v26
	SCHED_ROUNDS4	v7, v4, v5, v6, v27
	SCHED_ROUNDS4	v4, v5, v6, v7, v28
	SCHED_ROUNDS4	v5, v6, v7, v4, v29
	SCHED_ROUNDS4	v6, v7, v4, v5, v30
	SCHED_ROUNDS4	v7, v4, v5, v6, v31

	/* FIPS 180-4, section 6.2.2, step 4, with the state in memory. */
	ld1		{v2.4s, v3.4s}, [x0]
	add		v0.4s, v0.4s, v2.4s
	add		v1.4s, v1.4s, v3.4s
	st1		{v0.4s, v1.4s}, [x0]
	subs		x2, x2, #1
	b.ne		1b
	/* Leave no message, schedule or state word in a register (README.md). */
	.irp i, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, \
		24, 25, 26, 27, 28, 29, 30, 31
	movi		v\i\().16b, #0
	.endr
2:	ret
SYM_FUNC_END(sha256_ce_transform)

/*
 * The same for two messages: message 1 in v0-v7 as above, message 2 in
 * v8-v15 (v8 = {a, b, c, d}, v9 = {e, f, g, h}, v10 = saved {a, b, c, d},
 * v11 = WK, v12-v15 = the message window), K in v16-v31.
 */
.macro ROUNDS4_2X msg1, msg2, k
	add		v3.4s, \msg1\().4s, \k\().4s
	add		v11.4s, \msg2\().4s, \k\().4s
	mov		v2.16b, v0.16b
	mov		v10.16b, v8.16b
	sha256h		q0, q1, v3.4s
	sha256h		q8, q9, v11.4s
	sha256h2	q1, q2, v3.4s
	sha256h2	q9, q10, v11.4s
.endm

.macro SCHED_ROUNDS4_2X m0, m1, m2, m3, n0, n1, n2, n3, k
	sha256su0	\m0\().4s, \m1\().4s
	sha256su0	\n0\().4s, \n1\().4s
	sha256su1	\m0\().4s, \m2\().4s, \m3\().4s
	sha256su1	\n0\().4s, \n2\().4s, \n3\().4s
	ROUNDS4_2X	\m0, \n0, \k
.endm

/* x0 = state1, x1 = state2, x2 = data1, x3 = data2, x4 = nblocks */
SYM_FUNC_START(sha256_ce_transform_2x)
	cbz		x4, 2f
	stp		d8, d9, [sp, #-64]!
	stp		d10, d11, [sp, #16]
	stp		d12, d13, [sp, #32]
	stp		d14, d15, [sp, #48]
	adr		x8, .Lsha256_k
	ld1		{v16.4s-v19.4s}, [x8], #64
	ld1		{v20.4s-v23.4s}, [x8], #64
	ld1		{v24.4s-v27.4s}, [x8], #64
	ld1		{v28.4s-v31.4s}, [x8]
	ld1		{v0.4s, v1.4s}, [x0]
	ld1		{v8.4s, v9.4s}, [x1]

1:	ld1		{v4.16b-v7.16b}, [x2], #64
	ld1		{v12.16b-v15.16b}, [x3], #64
	rev32		v4.16b, v4.16b		/* big-endian words */
	rev32		v12.16b, v12.16b
	rev32		v5.16b, v5.16b
	rev32		v13.16b, v13.16b
	rev32		v6.16b, v6.16b
	rev32		v14.16b, v14.16b
	rev32		v7.16b, v7.16b
	rev32		v15.16b, v15.16b

	ROUNDS4_2X	v4, v12, v16
	ROUNDS4_2X	v5, v13, v17
	ROUNDS4_2X	v6, v14, v18
	ROUNDS4_2X	v7, v15, v19
	SCHED_ROUNDS4_2X v4, v5, v6, v7, v12, v13, v14, v15, v20
	SCHED_ROUNDS4_2X v5, v6, v7, v4, v13, v14, v15, v12, v21
	SCHED_ROUNDS4_2X v6, v7, v4, v5, v14, v15, v12, v13, v22
	SCHED_ROUNDS4_2X v7, v4, v5, v6, v15, v12, v13, v14, v23
	SCHED_ROUNDS4_2X v4, v5, v6, v7, v12, v13, v14, v15, v24
	SCHED_ROUNDS4_2X v5, v6, v7, v4, v13, v14, v15, v12, v25
	SCHED_ROUNDS4_2X v6, v7, v4, v5, v14, v15, v12, v13, v26
	SCHED_ROUNDS4_2X v7, v4, v5, v6, v15, v12, v13, v14, v27
	SCHED_ROUNDS4_2X v4, v5, v6, v7, v12, v13, v14, v15, v28
	SCHED_ROUNDS4_2X v5, v6, v7, v4, v13, v14, v15, v12, v29
	SCHED_ROUNDS4_2X v6, v7, v4, v5, v14, v15, v12, v13, v30
	SCHED_ROUNDS4_2X v7, v4, v5, v6, v15, v12, v13, v14, v31

	/* FIPS 180-4, section 6.2.2, step 4, with the states in memory. */
	ld1		{v2.4s, v3.4s}, [x0]
	ld1		{v10.4s, v11.4s}, [x1]
	add		v0.4s, v0.4s, v2.4s
	add		v8.4s, v8.4s, v10.4s
	add		v1.4s, v1.4s, v3.4s
	add		v9.4s, v9.4s, v11.4s
	st1		{v0.4s, v1.4s}, [x0]
	st1		{v8.4s, v9.4s}, [x1]
	subs		x4, x4, #1
	b.ne		1b

	/* Nor here (README.md); restoring d8-d15 zeroes v8-v15's upper halves. */
	.irp i, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23, \
		24, 25, 26, 27, 28, 29, 30, 31
	movi		v\i\().16b, #0
	.endr
	ldp		d14, d15, [sp, #48]
	ldp		d12, d13, [sp, #32]
	ldp		d10, d11, [sp, #16]
	ldp		d8, d9, [sp], #64
2:	ret
SYM_FUNC_END(sha256_ce_transform_2x)

/* The stack is not executable (for userspace linkers; harmless in modules). */
	.section	.note.GNU-stack, "", %progbits
