// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * BLAKE2s, the 32-bit BLAKE2 variant, as specified by RFC 7693.
 *
 * The compression function runs 10 rounds of G over the columns and then the
 * diagonals of the 4x4 working matrix (RFC 7693, section 3.2). Its state is
 * small enough for 32-bit registers, so the round loop is always unrolled.
 */

#include <crypto/blake2s.h>
#include <linux/bitops.h>
#include <linux/bug.h>
#include <linux/compiler.h>
#include <linux/export.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>
#include <linux/unroll.h>

/* RFC 7693, section 2.6: the SHA-256 initial hash value. */
static const u32 blake2s_iv[8] = {
	0x6a09e667UL, 0xbb67ae85UL, 0x3c6ef372UL, 0xa54ff53aUL,
	0x510e527fUL, 0x9b05688cUL, 0x1f83d9abUL, 0x5be0cd19UL,
};

/* RFC 7693, section 2.7: message word permutations, one row per round. */
static const u8 blake2s_sigma[10][16] = {
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
	{ 11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4 },
	{ 7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8 },
	{ 9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13 },
	{ 2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9 },
	{ 12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11 },
	{ 13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10 },
	{ 6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5 },
	{ 10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0 },
};

/* The 64-bit byte counter t = t[1]:t[0] grows by @inc, with carry. */
static inline void blake2s_increment_counter(struct blake2s_ctx *ctx, u32 inc)
{
	ctx->t[0] += inc;
	ctx->t[1] += (ctx->t[0] < inc);
}

/*
 * The mixing function G (RFC 7693, section 3.1); BLAKE2s rotates by 16, 12,
 * 8 and 7. Always inlined: with constant indices, v[] lives in registers.
 */
static __always_inline void blake2s_g(u32 v[16], const u32 m[16], const u8 *s,
				      int i, int a, int b, int c, int d)
{
	v[a] += v[b] + m[s[2 * i]];
	v[d] = ror32(v[d] ^ v[a], 16);
	v[c] += v[d];
	v[b] = ror32(v[b] ^ v[c], 12);
	v[a] += v[b] + m[s[2 * i + 1]];
	v[d] = ror32(v[d] ^ v[a], 8);
	v[c] += v[d];
	v[b] = ror32(v[b] ^ v[c], 7);
}

/*
 * Compress @nblocks blocks at @data into the state, adding @inc to the byte
 * counter before each one (BLAKE2S_BLOCK_SIZE, or the message bytes in the
 * final block).
 */
static noinline void __maybe_unused
blake2s_compress_generic(struct blake2s_ctx *ctx, const u8 *data,
			 size_t nblocks, u32 inc)
{
	u32 m[16];
	u32 v[16];
	int i, r;

	for (; nblocks; nblocks--) {
		blake2s_increment_counter(ctx, inc);
		for (i = 0; i < 16; i++)
			m[i] = get_unaligned_le32(data + i * sizeof(m[i]));
		/*
		 * Keep m[] an array in memory, so that G takes each message
		 * word as a memory operand instead of the compiler copying
		 * all 16 to spill slots of their own first: smaller code
		 * and frame everywhere, and faster on 32-bit machines and
		 * with clang. 64-bit gcc schedules better without it
		 * (Documentation/benchmark.md, Decisions).
		 */
#if (!defined(CONFIG_64BIT) && __SIZEOF_LONG__ < 8) || defined(__clang__)
		barrier_data(m);
#endif
		/*
		 * The two loops on v[] and the state are unrolled with the
		 * rounds, which is faster with gcc for about as many
		 * instructions; clang unrolls them anyway.
		 */
		unrolled_full
		for (i = 0; i < 8; i++) {
			v[i] = ctx->h[i];
			v[i + 8] = blake2s_iv[i];
		}
		v[12] ^= ctx->t[0];
		v[13] ^= ctx->t[1];
		v[14] ^= ctx->f[0];
		v[15] ^= ctx->f[1];

		unrolled_full
		for (r = 0; r < 10; r++) {
			const u8 *s = blake2s_sigma[r];

			blake2s_g(v, m, s, 0, 0, 4, 8, 12);
			blake2s_g(v, m, s, 1, 1, 5, 9, 13);
			blake2s_g(v, m, s, 2, 2, 6, 10, 14);
			blake2s_g(v, m, s, 3, 3, 7, 11, 15);
			blake2s_g(v, m, s, 4, 0, 5, 10, 15);
			blake2s_g(v, m, s, 5, 1, 6, 11, 12);
			blake2s_g(v, m, s, 6, 2, 7, 8, 13);
			blake2s_g(v, m, s, 7, 3, 4, 9, 14);
		}

		unrolled_full
		for (i = 0; i < 8; i++)
			ctx->h[i] ^= v[i] ^ v[i + 8];
		data += BLAKE2S_BLOCK_SIZE;
	}

	/* m holds the key while the first block of a keyed hash is done. */
	memzero_explicit(m, sizeof(m));
	memzero_explicit(v, sizeof(v));
}

#ifdef CONFIG_KCRYPTO_BLAKE2S_ARCH
#include "blake2s.h" /* arch glue: defines blake2s_compress() */
#else
#define blake2s_compress blake2s_compress_generic
#endif

/*
 * RFC 7693 makes the zero-padded key the first block, and the last one when
 * no data follows, which only final knows. Both are compressed now, so that
 * the context keeps no byte of the key: the state after the key block in
 * @h and @t, and the digest of the empty message in @buf with @buflen 0,
 * a pair that no other context has (update always keeps data back).
 */
void kcrypto_blake2s_init_key(struct blake2s_ctx *ctx, size_t outlen,
			      const u8 *key, size_t keylen)
{
	u8 block[BLAKE2S_BLOCK_SIZE];
	int i;

	memcpy(block, key, keylen);
	memset(&block[keylen], 0, BLAKE2S_BLOCK_SIZE - keylen);

	__blake2s_init(ctx, outlen, keylen);
	ctx->f[0] = ~0U;
	blake2s_compress(ctx, block, 1, BLAKE2S_BLOCK_SIZE);
	for (i = 0; i < 8; i++)
		put_unaligned_le32(ctx->h[i], ctx->buf + 4 * i);
	memset(ctx->buf + outlen, 0, BLAKE2S_BLOCK_SIZE - outlen);

	__blake2s_init(ctx, outlen, keylen);
	blake2s_compress(ctx, block, 1, BLAKE2S_BLOCK_SIZE);
	memzero_explicit(block, sizeof(block));
}
EXPORT_SYMBOL_GPL(kcrypto_blake2s_init_key);

void kcrypto_blake2s_update(struct blake2s_ctx *ctx, const u8 *in, size_t inlen)
{
	const size_t fill = BLAKE2S_BLOCK_SIZE - ctx->buflen;
	size_t nblocks;

	if (unlikely(!inlen))
		return;

	/* Data after a key block: the empty message's digest is obsolete. */
	if (!ctx->buflen && (ctx->t[0] | ctx->t[1]))
		memset(ctx->buf, 0, ctx->outlen);

	/*
	 * The last block must go through final with the finalization flag,
	 * so a block is compressed only once more input follows it.
	 */
	if (inlen > fill) {
		/* Nothing pending: the blocks come straight from @in. */
		if (ctx->buflen) {
			memcpy(ctx->buf + ctx->buflen, in, fill);
			blake2s_compress(ctx, ctx->buf, 1, BLAKE2S_BLOCK_SIZE);
			ctx->buflen = 0;
			in += fill;
			inlen -= fill;
		}

		/* All whole blocks but the last, straight from @in. */
		nblocks = (inlen - 1) / BLAKE2S_BLOCK_SIZE;
		if (nblocks) {
			blake2s_compress(ctx, in, nblocks, BLAKE2S_BLOCK_SIZE);
			in += nblocks * BLAKE2S_BLOCK_SIZE;
			inlen -= nblocks * BLAKE2S_BLOCK_SIZE;
		}
	}
	memcpy(ctx->buf + ctx->buflen, in, inlen);
	ctx->buflen += inlen;
}
EXPORT_SYMBOL_GPL(kcrypto_blake2s_update);

/*
 * Zeroize @ctx field by field: each memzero_explicit() of at most 64
 * bytes is a few plain stores, where one of the whole context is a "rep
 * stos", whose start-up cost is a good part of a short hash's on some
 * CPUs.
 */
static void blake2s_zeroize(struct blake2s_ctx *ctx)
{
	BUILD_BUG_ON(sizeof(*ctx) != sizeof(ctx->h) + sizeof(ctx->t) +
					     sizeof(ctx->f) + sizeof(ctx->buf) +
					     sizeof(ctx->buflen) +
					     sizeof(ctx->outlen));
	memzero_explicit(ctx->h, sizeof(ctx->h));
	memzero_explicit(ctx->t, sizeof(ctx->t));
	memzero_explicit(ctx->f, sizeof(ctx->f));
	memzero_explicit(ctx->buf, sizeof(ctx->buf));
	memzero_explicit(&ctx->buflen, sizeof(ctx->buflen));
	memzero_explicit(&ctx->outlen, sizeof(ctx->outlen));
}

void kcrypto_blake2s_final(struct blake2s_ctx *ctx, u8 *out)
{
	unsigned int i;

	if (unlikely(ctx->f[1])) {
		/* Rejected by blake2s_init_key(): no digest, no stale bytes. */
		memset(out, 0, ctx->outlen);
	} else if (!ctx->buflen && (ctx->t[0] | ctx->t[1])) {
		/* A key and no data: init_key left the digest in @buf. */
		memcpy(out, ctx->buf, ctx->outlen);
	} else {
		ctx->f[0] = ~0U;
		memset(ctx->buf + ctx->buflen, 0,
		       BLAKE2S_BLOCK_SIZE - ctx->buflen);
		blake2s_compress(ctx, ctx->buf, 1, ctx->buflen);
		/*
		 * Little-endian, the whole words straight into @out; a part
		 * word through the now unused buffer.
		 */
		for (i = 0; i < ctx->outlen / 4; i++)
			put_unaligned_le32(ctx->h[i], out + 4 * i);
		if (ctx->outlen % 4) {
			put_unaligned_le32(ctx->h[i], ctx->buf);
			memcpy(out + 4 * i, ctx->buf, ctx->outlen % 4);
		}
	}
	blake2s_zeroize(ctx);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2s_final);

MODULE_DESCRIPTION("BLAKE2s hash function (RFC 7693)");
MODULE_LICENSE("Dual MIT/GPL");
