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
 *
 * Only v0-v7 and v16-v31 are used: the low halves of v8-v15 are
 * callee-saved.
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
2:	ret
SYM_FUNC_END(sha256_ce_transform)

/* The stack is not executable (for userspace linkers; harmless in modules). */
	.section	.note.GNU-stack, "", %progbits
