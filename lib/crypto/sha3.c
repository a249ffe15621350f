// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * SHA-3 and SHAKE (FIPS 202): the Keccak-f[1600] permutation and the sponge
 * over it.
 *
 * All six functions share one context and permutation; they differ in the
 * rate (the block size), the domain bits appended to the message (01 for
 * SHA3-*, 1111 for SHAKE*) and how much output is taken.
 */

#include <crypto/sha3.h>
#include <linux/bitops.h>
#include <linux/bug.h>
#include <linux/export.h>
#include <linux/kernel.h>
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#define SHA3_ROUNDS 24

/*
 * FIPS 202, section 3.2.5: the round constants RC[ir] of iota, computed
 * there by the LFSR rc(t).
 */
static const u64 sha3_rc[SHA3_ROUNDS] = {
	0x0000000000000001ULL, 0x0000000000008082ULL, 0x800000000000808aULL,
	0x8000000080008000ULL, 0x000000000000808bULL, 0x0000000080000001ULL,
	0x8000000080008081ULL, 0x8000000000008009ULL, 0x000000000000008aULL,
	0x0000000000000088ULL, 0x0000000080008009ULL, 0x000000008000000aULL,
	0x000000008000808bULL, 0x800000000000008bULL, 0x8000000000008089ULL,
	0x8000000000008003ULL, 0x8000000000008002ULL, 0x8000000000000080ULL,
	0x000000000000800aULL, 0x800000008000000aULL, 0x8000000080008081ULL,
	0x8000000000008080ULL, 0x0000000080000001ULL, 0x8000000080008008ULL,
};

/*
 * FIPS 202, section 3.2.2, Table 2: the rotation of rho for lane (x, y), in
 * row y, column x.
 */
static const u8 sha3_rho[5][5] = {
	{ 0, 1, 62, 28, 27 },  { 36, 44, 6, 55, 20 }, { 3, 10, 43, 25, 39 },
	{ 41, 45, 15, 21, 8 }, { 18, 2, 61, 56, 14 },
};

/*
 * The lanes live in local variables, s_a<x><y> or s_e<x><y> for lane (x, y)
 * (FIPS 202, section 3.1.2), word x + 5y of the state.
 *
 * rho and pi (FIPS 202, sections 3.2.2 and 3.2.3) for one output row y:
 * pi puts in A'[x, y] the lane A[(x + 3y) mod 5, x], which rho rotates by
 * its offset of Table 2 and theta has XORed with the column term
 * d<column>; @x0 to @x4 are the columns (x + 3y) mod 5, for x = 0 to 4, of
 * the five lanes read from s<A> (@A is _a or _e), one from each row.
 */
#define SHA3_RHO_PI(A, x0, x1, x2, x3, x4)                                     \
	const u64 b0 = rol64(s##A##x0##0 ^ d##x0, sha3_rho[0][x0]);            \
	const u64 b1 = rol64(s##A##x1##1 ^ d##x1, sha3_rho[1][x1]);            \
	const u64 b2 = rol64(s##A##x2##2 ^ d##x2, sha3_rho[2][x2]);            \
	const u64 b3 = rol64(s##A##x3##3 ^ d##x3, sha3_rho[3][x3]);            \
	const u64 b4 = rol64(s##A##x4##4 ^ d##x4, sha3_rho[4][x4])

/* The column parity C[x] of theta (FIPS 202, section 3.2.1). */
#define SHA3_PARITY(A, x)                                                      \
	(s##A##x##0 ^ s##A##x##1 ^ s##A##x##2 ^ s##A##x##3 ^ s##A##x##4)

/*
 * One round Rnd(A, ir) = iota(chi(pi(rho(theta(A)))), ir) of FIPS 202,
 * section 3.3, from the lanes s_<A><x><y> into s_<E><x><y>. theta's column
 * parities are computed once, and its XOR goes into rho's operands, so
 * every lane is read once and written once.
 *
 * chi, A'[x, y] = b[x] ^ (~b[x + 1] & b[x + 2]), costs a NOT per lane as
 * written. Six lanes, (1, 0), (2, 0), (3, 1), (2, 2), (2, 3) and (0, 4),
 * are kept complemented throughout the rounds instead (from the load to
 * the store in sha3_keccakf_generic()), which complements d0 and d3 as
 * well, so the b[] of each row come in a known mix of true and
 * complemented values; by De Morgan, ~u & v = ~(u | ~v), each row's chi
 * then needs one NOT at most, with every output lane again in the form
 * the next round expects:
 *
 *   row y   complemented b[]   NOT of
 *   0       b0, b2, b3         b2
 *   1       b0, b2             b4
 *   2       b0, b2             b3
 *   3       b1, b3, b4         b3
 *   4       b0, b3             b1
 */
#define SHA3_ROUND(E, A, rc)                                                   \
	do {                                                                   \
		const u64 c0 = SHA3_PARITY(_##A, 0);                           \
		const u64 c1 = SHA3_PARITY(_##A, 1);                           \
		const u64 c2 = SHA3_PARITY(_##A, 2);                           \
		const u64 c3 = SHA3_PARITY(_##A, 3);                           \
		const u64 c4 = SHA3_PARITY(_##A, 4);                           \
		const u64 d0 = c4 ^ rol64(c1, 1), d1 = c0 ^ rol64(c2, 1);      \
		const u64 d2 = c1 ^ rol64(c3, 1), d3 = c2 ^ rol64(c4, 1);      \
		const u64 d4 = c3 ^ rol64(c0, 1);                              \
		{                                                              \
			SHA3_RHO_PI(_##A, 0, 1, 2, 3, 4);                      \
			s_##E##00 = b0 ^ (b1 | b2) ^ (rc); /* iota */          \
			s_##E##10 = b1 ^ (~b2 | b3);                           \
			s_##E##20 = b2 ^ (b3 & b4);                            \
			s_##E##30 = b3 ^ (b4 | b0);                            \
			s_##E##40 = b4 ^ (b0 & b1);                            \
		}                                                              \
		{                                                              \
			SHA3_RHO_PI(_##A, 3, 4, 0, 1, 2);                      \
			s_##E##01 = b0 ^ (b1 | b2);                            \
			s_##E##11 = b1 ^ (b2 & b3);                            \
			s_##E##21 = b2 ^ (b3 | ~b4);                           \
			s_##E##31 = b3 ^ (b4 | b0);                            \
			s_##E##41 = b4 ^ (b0 & b1);                            \
		}                                                              \
		{                                                              \
			SHA3_RHO_PI(_##A, 1, 2, 3, 4, 0);                      \
			s_##E##02 = b0 ^ (b1 | b2);                            \
			s_##E##12 = b1 ^ (b2 & b3);                            \
			s_##E##22 = b2 ^ (~b3 & b4);                           \
			s_##E##32 = ~b3 ^ (b4 | b0);                           \
			s_##E##42 = b4 ^ (b0 & b1);                            \
		}                                                              \
		{                                                              \
			SHA3_RHO_PI(_##A, 4, 0, 1, 2, 3);                      \
			s_##E##03 = b0 ^ (b1 & b2);                            \
			s_##E##13 = b1 ^ (b2 | b3);                            \
			s_##E##23 = b2 ^ (~b3 | b4);                           \
			s_##E##33 = ~b3 ^ (b4 & b0);                           \
			s_##E##43 = b4 ^ (b0 | b1);                            \
		}                                                              \
		{                                                              \
			SHA3_RHO_PI(_##A, 2, 3, 4, 0, 1);                      \
			s_##E##04 = b0 ^ (~b1 & b2);                           \
			s_##E##14 = ~b1 ^ (b2 | b3);                           \
			s_##E##24 = b2 ^ (b3 & b4);                            \
			s_##E##34 = b3 ^ (b4 | b0);                            \
			s_##E##44 = b4 ^ (b0 & b1);                            \
		}                                                              \
	} while (0)

/*
 * Keccak-f[1600] (FIPS 202, section 3.4): 24 rounds on the state.
 *
 * The lanes are loaded once into local variables, go through the rounds
 * two at a time, from s_a<x><y> into s_e<x><y> and back, so that no lane
 * is copied between rounds, and are stored once at the end. Most of them
 * stay in registers on 64-bit machines; what the compiler spills to the
 * stack is no more of the state than the copy the rounds made of it when
 * they worked on the state's words.
 *
 * The round loop is a real loop and stays rolled on every machine, 64-bit
 * included. Unrolled fully, the function is 8 to 20 times larger (about
 * 27 KB on x86-64, 92 KB on i386), spends its time fetching code, and was
 * slower on x86-64 with gcc and clang; on 32-bit machines, where each
 * 64-bit operation takes two instructions and the lanes live on the stack,
 * it also saves no instructions worth the size. The commits that added
 * this file and this version have the figures.
 */
static noinline void __maybe_unused
sha3_keccakf_generic(struct sha3_state *state)
{
	const __le64 *w = state->words;
	u64 s_a00 = le64_to_cpu(w[0]), s_a10 = ~le64_to_cpu(w[1]);
	u64 s_a20 = ~le64_to_cpu(w[2]), s_a30 = le64_to_cpu(w[3]);
	u64 s_a40 = le64_to_cpu(w[4]), s_a01 = le64_to_cpu(w[5]);
	u64 s_a11 = le64_to_cpu(w[6]), s_a21 = le64_to_cpu(w[7]);
	u64 s_a31 = ~le64_to_cpu(w[8]), s_a41 = le64_to_cpu(w[9]);
	u64 s_a02 = le64_to_cpu(w[10]), s_a12 = le64_to_cpu(w[11]);
	u64 s_a22 = ~le64_to_cpu(w[12]), s_a32 = le64_to_cpu(w[13]);
	u64 s_a42 = le64_to_cpu(w[14]), s_a03 = le64_to_cpu(w[15]);
	u64 s_a13 = le64_to_cpu(w[16]), s_a23 = ~le64_to_cpu(w[17]);
	u64 s_a33 = le64_to_cpu(w[18]), s_a43 = le64_to_cpu(w[19]);
	u64 s_a04 = ~le64_to_cpu(w[20]), s_a14 = le64_to_cpu(w[21]);
	u64 s_a24 = le64_to_cpu(w[22]), s_a34 = le64_to_cpu(w[23]);
	u64 s_a44 = le64_to_cpu(w[24]);
	u64 s_e00, s_e10, s_e20, s_e30, s_e40, s_e01, s_e11, s_e21, s_e31,
		s_e41, s_e02, s_e12, s_e22, s_e32, s_e42, s_e03, s_e13, s_e23,
		s_e33, s_e43, s_e04, s_e14, s_e24, s_e34, s_e44;
	int i;

	for (i = 0; i < SHA3_ROUNDS; i += 2) {
		SHA3_ROUND(e, a, sha3_rc[i]);
		SHA3_ROUND(a, e, sha3_rc[i + 1]);
	}

	state->words[0] = cpu_to_le64(s_a00);
	state->words[1] = cpu_to_le64(~s_a10);
	state->words[2] = cpu_to_le64(~s_a20);
	state->words[3] = cpu_to_le64(s_a30);
	state->words[4] = cpu_to_le64(s_a40);
	state->words[5] = cpu_to_le64(s_a01);
	state->words[6] = cpu_to_le64(s_a11);
	state->words[7] = cpu_to_le64(s_a21);
	state->words[8] = cpu_to_le64(~s_a31);
	state->words[9] = cpu_to_le64(s_a41);
	state->words[10] = cpu_to_le64(s_a02);
	state->words[11] = cpu_to_le64(s_a12);
	state->words[12] = cpu_to_le64(~s_a22);
	state->words[13] = cpu_to_le64(s_a32);
	state->words[14] = cpu_to_le64(s_a42);
	state->words[15] = cpu_to_le64(s_a03);
	state->words[16] = cpu_to_le64(s_a13);
	state->words[17] = cpu_to_le64(~s_a23);
	state->words[18] = cpu_to_le64(s_a33);
	state->words[19] = cpu_to_le64(s_a43);
	state->words[20] = cpu_to_le64(~s_a04);
	state->words[21] = cpu_to_le64(s_a14);
	state->words[22] = cpu_to_le64(s_a24);
	state->words[23] = cpu_to_le64(s_a34);
	state->words[24] = cpu_to_le64(s_a44);
}

/*
 * Absorb @nblocks whole blocks of @block_size bytes (the rate, a multiple
 * of 8) from @data: XOR each into the first lanes of the state
 * (FIPS 202, section 4, step 6) and permute.
 */
static void __maybe_unused sha3_absorb_blocks_generic(struct sha3_state *state,
						      const u8 *data,
						      size_t nblocks,
						      size_t block_size)
{
	size_t i;

	for (; nblocks; nblocks--) {
		for (i = 0; i < block_size / 8; i++)
			state->words[i] ^=
				cpu_to_le64(get_unaligned_le64(&data[8 * i]));
		sha3_keccakf_generic(state);
		data += block_size;
	}
}

/*
 * Arch code defines sha3_absorb_blocks(), with the arguments of
 * sha3_absorb_blocks_generic(), and sha3_keccakf(), with those of
 * sha3_keccakf_generic(), falling back to the generic ones where its
 * instructions can't be used, and for a block size that
 * sha3_fips_rate() rejects (its assembly absorbs whole lanes of the six
 * functions' rates only).
 */
static inline bool __maybe_unused sha3_fips_rate(size_t block_size)
{
	return block_size == SHA3_512_BLOCK_SIZE ||
	       block_size == SHA3_384_BLOCK_SIZE ||
	       block_size == SHA3_256_BLOCK_SIZE ||
	       block_size == SHA3_224_BLOCK_SIZE ||
	       block_size == SHAKE128_BLOCK_SIZE;
}

#ifdef CONFIG_KCRYPTO_SHA3_ARCH
#include "sha3.h" /* arch glue: defines sha3_absorb_blocks(), sha3_keccakf() */
#else
#define sha3_absorb_blocks sha3_absorb_blocks_generic
#define sha3_keccakf sha3_keccakf_generic
#endif

/*
 * XOR @len bytes from @in into the state from byte @offset on: bytes up to
 * a lane boundary, whole lanes, then the bytes left, so that a message
 * shorter than a block costs a load and an XOR per lane, not per byte.
 */
static void sha3_xor_bytes(struct sha3_state *state, size_t offset,
			   const u8 *in, size_t len)
{
	for (; len && offset % 8; len--)
		state->bytes[offset++] ^= *in++;
	for (; len >= 8; len -= 8, offset += 8, in += 8)
		state->words[offset / 8] ^= cpu_to_le64(get_unaligned_le64(in));
	for (; len; len--)
		state->bytes[offset++] ^= *in++;
}

/* Whether @ctx holds a rate of one of the six functions; else warn once. */
static bool sha3_ctx_valid(const struct __sha3_ctx *ctx)
{
	size_t bs = ctx->block_size;

	return !WARN_ON_ONCE(!bs || bs > SHAKE128_BLOCK_SIZE || bs % 8 ||
			     ctx->digest_size > bs);
}

void kcrypto___sha3_update(struct __sha3_ctx *ctx, const u8 *in, size_t in_len)
{
	size_t block_size = ctx->block_size;
	size_t offset = ctx->absorb_offset;
	size_t nblocks;

	/*
	 * After the padding (or in a zeroized context, whose block size is
	 * 0) the input is final: ignore more, without touching the state.
	 */
	if (WARN_ON_ONCE(offset >= block_size) || !sha3_ctx_valid(ctx))
		return;

	/* Written so that no sum can overflow, whatever @in_len is. */
	if (in_len >= block_size - offset) {
		if (offset) {
			size_t fill = block_size - offset;

			sha3_xor_bytes(&ctx->state, offset, in, fill);
			sha3_keccakf(&ctx->state);
			in += fill;
			in_len -= fill;
			offset = 0;
		}
		nblocks = in_len / block_size;
		if (nblocks) {
			sha3_absorb_blocks(&ctx->state, in, nblocks,
					   block_size);
			in += nblocks * block_size;
			in_len %= block_size;
		}
	}
	sha3_xor_bytes(&ctx->state, offset, in, in_len);
	ctx->absorb_offset = offset + in_len;
}
EXPORT_SYMBOL_GPL(kcrypto___sha3_update);

/*
 * FIPS 202, sections 5.1 and 6: append the domain bits @suffix (with the
 * first bit of pad10*1 above them) and the last bit of pad10*1, and
 * permute. A full block was permuted when it filled, so the offset is
 * below the block size and the two bytes may be the same one.
 */
static void sha3_pad(struct __sha3_ctx *ctx, u8 suffix)
{
	ctx->state.bytes[ctx->absorb_offset] ^= suffix;
	ctx->state.bytes[ctx->block_size - 1] ^= 0x80;
	sha3_keccakf(&ctx->state);
	ctx->absorb_offset = ctx->block_size;
	ctx->squeeze_offset = 0;
}

/* SHA3-*: the bits 01, then pad10*1's first 1: 0b110 in the byte's order. */
#define SHA3_SUFFIX 0x06
/* SHAKE*: the bits 1111, then pad10*1's first 1: 0b11111. */
#define SHAKE_SUFFIX 0x1f

void kcrypto_sha3_final(struct sha3_ctx *ctx, u8 *out)
{
	struct __sha3_ctx *c = &ctx->ctx;

	if (c->digest_size && sha3_ctx_valid(c) &&
	    !WARN_ON_ONCE(c->absorb_offset >= c->block_size)) {
		sha3_pad(c, SHA3_SUFFIX);
		memcpy(out, c->state.bytes, c->digest_size);
	}
	memzero_explicit(ctx, sizeof(*ctx));
}
EXPORT_SYMBOL_GPL(kcrypto_sha3_final);

void kcrypto_shake_squeeze(struct shake_ctx *ctx, u8 *out, size_t out_len)
{
	struct __sha3_ctx *c = &ctx->ctx;
	size_t n;

	if (!sha3_ctx_valid(c)) {
		memset(out, 0, out_len);
		return;
	}
	if (c->absorb_offset < c->block_size)
		sha3_pad(c, SHAKE_SUFFIX);
	while (out_len) {
		if (c->squeeze_offset >= c->block_size) {
			sha3_keccakf(&c->state);
			c->squeeze_offset = 0;
		}
		n = min_t(size_t, out_len, c->block_size - c->squeeze_offset);
		memcpy(out, &c->state.bytes[c->squeeze_offset], n);
		c->squeeze_offset += n;
		out += n;
		out_len -= n;
	}
}
EXPORT_SYMBOL_GPL(kcrypto_shake_squeeze);

static void sha3_oneshot(u8 digest_size, u8 block_size, const u8 *in,
			 size_t in_len, u8 *out)
{
	struct sha3_ctx ctx;

	__sha3_init(&ctx.ctx, digest_size, block_size);
	__sha3_update(&ctx.ctx, in, in_len);
	kcrypto_sha3_final(&ctx, out);
}

void kcrypto_sha3_224(const u8 *in, size_t in_len,
		      u8 out[at_least SHA3_224_DIGEST_SIZE])
{
	sha3_oneshot(SHA3_224_DIGEST_SIZE, SHA3_224_BLOCK_SIZE, in, in_len,
		     out);
}
EXPORT_SYMBOL_GPL(kcrypto_sha3_224);

void kcrypto_sha3_256(const u8 *in, size_t in_len,
		      u8 out[at_least SHA3_256_DIGEST_SIZE])
{
	sha3_oneshot(SHA3_256_DIGEST_SIZE, SHA3_256_BLOCK_SIZE, in, in_len,
		     out);
}
EXPORT_SYMBOL_GPL(kcrypto_sha3_256);

void kcrypto_sha3_384(const u8 *in, size_t in_len,
		      u8 out[at_least SHA3_384_DIGEST_SIZE])
{
	sha3_oneshot(SHA3_384_DIGEST_SIZE, SHA3_384_BLOCK_SIZE, in, in_len,
		     out);
}
EXPORT_SYMBOL_GPL(kcrypto_sha3_384);

void kcrypto_sha3_512(const u8 *in, size_t in_len,
		      u8 out[at_least SHA3_512_DIGEST_SIZE])
{
	sha3_oneshot(SHA3_512_DIGEST_SIZE, SHA3_512_BLOCK_SIZE, in, in_len,
		     out);
}
EXPORT_SYMBOL_GPL(kcrypto_sha3_512);

static void shake_oneshot(u8 block_size, const u8 *in, size_t in_len, u8 *out,
			  size_t out_len)
{
	struct shake_ctx ctx;

	__sha3_init(&ctx.ctx, 0, block_size);
	__sha3_update(&ctx.ctx, in, in_len);
	kcrypto_shake_squeeze(&ctx, out, out_len);
	shake_zeroize_ctx(&ctx);
}

void kcrypto_shake128(const u8 *in, size_t in_len, u8 *out, size_t out_len)
{
	shake_oneshot(SHAKE128_BLOCK_SIZE, in, in_len, out, out_len);
}
EXPORT_SYMBOL_GPL(kcrypto_shake128);

void kcrypto_shake256(const u8 *in, size_t in_len, u8 *out, size_t out_len)
{
	shake_oneshot(SHAKE256_BLOCK_SIZE, in, in_len, out, out_len);
}
EXPORT_SYMBOL_GPL(kcrypto_shake256);

const char *kcrypto_sha3_arch_name(void)
{
#ifdef CONFIG_KCRYPTO_SHA3_ARCH
	return kcrypto_glue_name();
#else
	return NULL;
#endif
}
EXPORT_SYMBOL_GPL(kcrypto_sha3_arch_name);

MODULE_DESCRIPTION("SHA3-224/256/384/512, SHAKE128 and SHAKE256");
MODULE_LICENSE("Dual MIT/GPL");
