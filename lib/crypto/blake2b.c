// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * BLAKE2b, the 64-bit BLAKE2 variant, as specified by RFC 7693.
 *
 * The compression function runs 12 rounds; each round applies the mixing
 * function G to the four columns and then the four diagonals of the 4x4
 * working matrix (RFC 7693, section 3.2). With CONFIG_64BIT the round loop
 * is unrolled completely; 32-bit machines keep it rolled, where the fully
 * unrolled form is several times larger and spills registers.
 */

#include <crypto/blake2b.h>
#include <linux/bitops.h>
#include <linux/bug.h>
#include <linux/compiler.h>
#include <linux/export.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>
#include <linux/unroll.h>

/* RFC 7693, section 2.6: the SHA-512 initial hash value. */
static const u64 blake2b_iv[8] = {
	0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL,
	0xa54ff53a5f1d36f1ULL, 0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
	0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};

/*
 * RFC 7693, section 2.7: message word permutations. BLAKE2b rounds 10 and 11
 * reuse rows 0 and 1; they are stored again so that the round loop indexes
 * the table directly instead of computing r % 10.
 */
static const u8 blake2b_sigma[12][16] = {
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
	{ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
	{ 14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3 },
};

/*
 * Message word @i of the block: with CONFIG_64BIT from its @copy in CPU
 * byte order (see blake2b_compress_generic()), else read in place at @data.
 */
static __always_inline u64 blake2b_mword(const u8 *data, const u64 *copy,
					 unsigned int i)
{
	if (IS_ENABLED(CONFIG_64BIT))
		return copy[i];
	return get_unaligned_le64(data + 8 * i);
}

/* The 128-bit byte counter t = t[1]:t[0] grows by @inc, with carry. */
static inline void blake2b_increment_counter(struct blake2b_ctx *ctx, u32 inc)
{
	ctx->t[0] += inc;
	ctx->t[1] += (ctx->t[0] < inc);
}

/*
 * The mixing function G (RFC 7693, section 3.1) on words a, b, c, d of the
 * working vector @v, with the two message words of the block (@data,
 * @copy) that sigma row @s selects for the i-th G of a round. BLAKE2b
 * rotates by 32, 24, 16 and 63. Always inlined: with constant indices, v[]
 * lives in registers.
 *
 * A 32-bit machine has room for only a few of the 32 halves of v[], and
 * left alone the compiler shuffles them between registers and two sets of
 * stack slots, which doubles the code of the rolled loop. There, G loads
 * its four words, mixes them in registers and stores them back, and
 * barrier_data() keeps v[] in memory between two G: smaller code and
 * frame, and faster, on i386. The test is on the size of a long, not on
 * CONFIG_64BIT: a 64-bit machine keeps v[] in registers also when the
 * loop is rolled.
 */
static __always_inline void blake2b_g(u64 v[16], const u8 *data,
				      const u64 *copy, const u8 *s, int i,
				      int a, int b, int c, int d)
{
	u64 va = v[a], vb = v[b], vc = v[c], vd = v[d];

	va += vb + blake2b_mword(data, copy, s[2 * i]);
	vd = ror64(vd ^ va, 32);
	vc += vd;
	vb = ror64(vb ^ vc, 24);
	va += vb + blake2b_mword(data, copy, s[2 * i + 1]);
	vd = ror64(vd ^ va, 16);
	vc += vd;
	vb = ror64(vb ^ vc, 63);
	v[a] = va;
	v[b] = vb;
	v[c] = vc;
	v[d] = vd;
	if (__SIZEOF_LONG__ < 8)
		barrier_data(v);
}

/* One round: G on the four columns, then on the four diagonals. */
static __always_inline void blake2b_round(u64 v[16], const u8 *data,
					  const u64 *copy, const u8 *s)
{
	blake2b_g(v, data, copy, s, 0, 0, 4, 8, 12);
	blake2b_g(v, data, copy, s, 1, 1, 5, 9, 13);
	blake2b_g(v, data, copy, s, 2, 2, 6, 10, 14);
	blake2b_g(v, data, copy, s, 3, 3, 7, 11, 15);
	blake2b_g(v, data, copy, s, 4, 0, 5, 10, 15);
	blake2b_g(v, data, copy, s, 5, 1, 6, 11, 12);
	blake2b_g(v, data, copy, s, 6, 2, 7, 8, 13);
	blake2b_g(v, data, copy, s, 7, 3, 4, 9, 14);
}

/*
 * Compress @nblocks blocks at @data into the state, adding @inc to the byte
 * counter before each one. @inc is BLAKE2B_BLOCK_SIZE except for the final
 * block, whose counter counts only the message bytes in it.
 *
 * With CONFIG_64BIT, where the rounds are unrolled, the block is first
 * copied to the stack, and G takes each message word from there as a
 * memory operand at a constant offset from the stack pointer. Reading them
 * in place costs a register for @data, and x86-64 has none to spare beside
 * the 16 words of v[]: with the copy, long messages hash faster. The copy
 * holds the key while the first block of a keyed hash is done, so it is
 * wiped with v[].
 *
 * The loops that set up v[] and fold it back into the state are unrolled
 * with the rounds, which is faster for about as many instructions, and the
 * copy's is not: unrolled, it adds instructions (the message words then
 * go to registers) and no speed (Documentation/benchmark.md, Decisions).
 *
 * The rolled loop reads the block in place. On 32-bit, v[] lives in memory
 * between two G anyway, so the copy has no registers to free; it only adds
 * its loop, its wipe and 128 bytes of frame, which pushed i386 and arm over
 * their size budgets (tools/size/size-report.py). On a 64-bit machine
 * without CONFIG_64BIT the copy made the rolled loop slower too.
 */
static noinline void __maybe_unused
blake2b_compress_generic(struct blake2b_ctx *ctx, const u8 *data,
			 size_t nblocks, u32 inc)
{
	u64 copy[16];
	u64 v[16];
	int i, r;

	for (; nblocks; nblocks--) {
		blake2b_increment_counter(ctx, inc);
		if (IS_ENABLED(CONFIG_64BIT))
			for (i = 0; i < 16; i++)
				copy[i] = get_unaligned_le64(data + 8 * i);
#ifdef CONFIG_64BIT
		unrolled_full
#endif
		for (i = 0; i < 8; i++) {
			v[i] = ctx->h[i];
			v[i + 8] = blake2b_iv[i];
		}
		v[12] ^= ctx->t[0];
		v[13] ^= ctx->t[1];
		v[14] ^= ctx->f[0];
		v[15] ^= ctx->f[1];

#ifdef CONFIG_64BIT
		unrolled_full
#endif
		for (r = 0; r < 12; r++)
			blake2b_round(v, data, copy, blake2b_sigma[r]);

#ifdef CONFIG_64BIT
		unrolled_full
#endif
		for (i = 0; i < 8; i++)
			ctx->h[i] ^= v[i] ^ v[i + 8];
		data += BLAKE2B_BLOCK_SIZE;
	}

	/*
	 * With CONFIG_64BIT in halves: compilers store a constant 64 bytes
	 * with plain stores, but make a 128-byte memset() a "rep stos",
	 * whose start-up cost is a good part of a block's on some CPUs. The
	 * rolled code keeps one call, for its size.
	 */
	if (IS_ENABLED(CONFIG_64BIT)) {
		memzero_explicit(copy, sizeof(copy) / 2);
		memzero_explicit(&copy[8], sizeof(copy) / 2);
		memzero_explicit(v, sizeof(v) / 2);
		memzero_explicit(&v[8], sizeof(v) / 2);
	} else {
		memzero_explicit(v, sizeof(v));
	}
}

#ifdef CONFIG_KCRYPTO_BLAKE2B_ARCH
#include "blake2b.h" /* arch glue: defines blake2b_compress() */
#else
#define blake2b_compress blake2b_compress_generic
#endif

/*
 * RFC 7693 makes the zero-padded key the first block, and the last one when
 * no data follows, which only final knows. Both are compressed now, so that
 * the context keeps no byte of the key: the state after the key block in
 * @h and @t, and the digest of the empty message in @buf with @buflen 0,
 * a pair that no other context has (update always keeps data back).
 */
void kcrypto_blake2b_init_key(struct blake2b_ctx *ctx, size_t outlen,
			      const u8 *key, size_t keylen)
{
	u8 block[BLAKE2B_BLOCK_SIZE];
	int i;

	memcpy(block, key, keylen);
	memset(&block[keylen], 0, BLAKE2B_BLOCK_SIZE - keylen);

	__blake2b_init(ctx, outlen, keylen);
	ctx->f[0] = ~0ULL;
	blake2b_compress(ctx, block, 1, BLAKE2B_BLOCK_SIZE);
	for (i = 0; i < 8; i++)
		put_unaligned_le64(ctx->h[i], ctx->buf + 8 * i);
	memset(ctx->buf + outlen, 0, BLAKE2B_BLOCK_SIZE - outlen);

	__blake2b_init(ctx, outlen, keylen);
	blake2b_compress(ctx, block, 1, BLAKE2B_BLOCK_SIZE);
	memzero_explicit(block, sizeof(block));
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_init_key);

void kcrypto_blake2b_update(struct blake2b_ctx *ctx, const u8 *in, size_t inlen)
{
	const size_t fill = BLAKE2B_BLOCK_SIZE - ctx->buflen;
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
			blake2b_compress(ctx, ctx->buf, 1, BLAKE2B_BLOCK_SIZE);
			ctx->buflen = 0;
			in += fill;
			inlen -= fill;
		}

		/* All whole blocks but the last, straight from @in. */
		nblocks = (inlen - 1) / BLAKE2B_BLOCK_SIZE;
		if (nblocks) {
			blake2b_compress(ctx, in, nblocks, BLAKE2B_BLOCK_SIZE);
			in += nblocks * BLAKE2B_BLOCK_SIZE;
			inlen -= nblocks * BLAKE2B_BLOCK_SIZE;
		}
	}
	memcpy(ctx->buf + ctx->buflen, in, inlen);
	ctx->buflen += inlen;
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_update);

/*
 * Zeroize @ctx field by field: each memzero_explicit() of at most 64
 * bytes is a few plain stores, where one of the whole context is a "rep
 * stos" (see blake2b_compress_generic()).
 */
static void blake2b_zeroize(struct blake2b_ctx *ctx)
{
	BUILD_BUG_ON(sizeof(*ctx) != sizeof(ctx->h) + sizeof(ctx->t) +
					     sizeof(ctx->f) + sizeof(ctx->buf) +
					     sizeof(ctx->buflen) +
					     sizeof(ctx->outlen));
	memzero_explicit(ctx->h, sizeof(ctx->h));
	memzero_explicit(ctx->t, sizeof(ctx->t));
	memzero_explicit(ctx->f, sizeof(ctx->f));
	memzero_explicit(ctx->buf, sizeof(ctx->buf) / 2);
	memzero_explicit(&ctx->buf[sizeof(ctx->buf) / 2], sizeof(ctx->buf) / 2);
	memzero_explicit(&ctx->buflen, sizeof(ctx->buflen));
	memzero_explicit(&ctx->outlen, sizeof(ctx->outlen));
}

void kcrypto_blake2b_final(struct blake2b_ctx *ctx, u8 *out)
{
	int i;

	if (unlikely(ctx->f[1])) {
		/* Rejected by blake2b_init_key(): no digest, no stale bytes. */
		memset(out, 0, ctx->outlen);
	} else if (!ctx->buflen && (ctx->t[0] | ctx->t[1])) {
		/* A key and no data: init_key left the digest in @buf. */
		memcpy(out, ctx->buf, ctx->outlen);
	} else {
		ctx->f[0] = ~0ULL;
		memset(ctx->buf + ctx->buflen, 0,
		       BLAKE2B_BLOCK_SIZE - ctx->buflen);
		blake2b_compress(ctx, ctx->buf, 1, ctx->buflen);
		/* Serialize little-endian into the now unused buffer. */
		for (i = 0; i < 8; i++)
			put_unaligned_le64(ctx->h[i], ctx->buf + 8 * i);
		memcpy(out, ctx->buf, ctx->outlen);
	}
	blake2b_zeroize(ctx);
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_final);

const char *kcrypto_blake2b_arch_name(void)
{
#ifdef CONFIG_KCRYPTO_BLAKE2B_ARCH
	return kcrypto_glue_name();
#else
	return NULL;
#endif
}
EXPORT_SYMBOL_GPL(kcrypto_blake2b_arch_name);

MODULE_DESCRIPTION("BLAKE2b hash function (RFC 7693)");
MODULE_LICENSE("Dual MIT/GPL");
