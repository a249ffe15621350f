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
#include <linux/unroll.h>

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
 * One round Rnd(A, ir) = iota(chi(pi(rho(theta(A)))), ir) of FIPS 202,
 * section 3.3, on the lanes @a[x + 5y]. The five steps follow sections
 * 3.2.1 to 3.2.5; rho and pi go in one pass into @b.
 *
 * Always inlined and its loops unrolled, so that every index is a constant
 * and the lanes can live in registers.
 */
static __always_inline void sha3_round(u64 a[25], u64 rc)
{
	u64 b[25], c[5], d[5];
	int x, y;

	/* theta: each lane ^= the parities of two neighbouring columns. */
	unrolled_full
	for (x = 0; x < 5; x++)
		c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
	unrolled_full
	for (x = 0; x < 5; x++)
		d[x] = c[(x + 4) % 5] ^ rol64(c[(x + 1) % 5], 1);
	unrolled_full
	for (x = 0; x < 25; x++)
		a[x] ^= d[x % 5];

	/*
	 * rho rotates lane (x, y); pi moves it to (y, 2x + 3y mod 5), which
	 * is A'[x, y] = A[(x + 3y) mod 5, x] read the other way round.
	 */
	unrolled_full
	for (y = 0; y < 5; y++) {
		unrolled_full
		for (x = 0; x < 5; x++)
			b[y + 5 * ((2 * x + 3 * y) % 5)] =
				rol64(a[x + 5 * y], sha3_rho[y][x]);
	}

	/* chi: each lane ^= (NOT the next in its row) AND the one after. */
	unrolled_full
	for (y = 0; y < 25; y += 5) {
		unrolled_full
		for (x = 0; x < 5; x++)
			a[y + x] = b[y + x] ^
				   (~b[y + (x + 1) % 5] & b[y + (x + 2) % 5]);
	}

	/* iota */
	a[0] ^= rc;
}

/*
 * Keccak-f[1600] (FIPS 202, section 3.4): 24 rounds on the state.
 *
 * In place, on the state's own words: a copy of the lanes on the stack
 * would be one more copy of the state to wipe after every permutation,
 * and wiping it cost more than the copy saved. A big-endian CPU converts
 * the lanes to its order and back around the rounds (the compiler's byte
 * order macro: the kernel's __BIG_ENDIAN is defined on every CPU in a
 * userspace build, where glibc's <endian.h> has it as a number).
 *
 * The round loop is a real loop and stays rolled on every machine, 64-bit
 * included. Unrolled fully, the function is 8 to 20 times larger (about
 * 27 KB on x86-64, 92 KB on i386), spends its time fetching code, and was
 * slower on x86-64 with gcc and clang; on 32-bit machines, where each
 * 64-bit operation takes two instructions and the lanes live on the stack,
 * it also saves no instructions worth the size. The commit that added this
 * file has the figures.
 */
static noinline void __maybe_unused
sha3_keccakf_generic(struct sha3_state *state)
{
	u64 *a = state->native_words;
	int i;

#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	for (i = 0; i < 25; i++)
		a[i] = le64_to_cpu(state->words[i]);
#endif
	for (i = 0; i < SHA3_ROUNDS; i++)
		sha3_round(a, sha3_rc[i]);
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	for (i = 0; i < 25; i++)
		state->words[i] = cpu_to_le64(a[i]);
#endif
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

static void sha3_xor_bytes(struct sha3_state *state, size_t offset,
			   const u8 *in, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		state->bytes[offset + i] ^= in[i];
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
