// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * SHA-224 and SHA-256 (FIPS 180-4), and HMAC-SHA224/HMAC-SHA256 (RFC 2104).
 *
 * Both hashes share one context and block function; they differ only in the
 * initial hash value and in how much of the final state is output.
 */

#include <crypto/sha2.h>
#include <linux/bitops.h>
#include <linux/bug.h>
#include <linux/export.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/unaligned.h>
#include <linux/unroll.h>

#include "kcrypto-pad.h"
#include "kcrypto-sha2.h"

/* FIPS 180-4, section 4.2.2: the SHA-224 and SHA-256 round constants. */
static const u32 sha256_k[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

/* FIPS 180-4, section 5.3.2: the SHA-224 initial hash value. */
static const struct sha256_block_state sha224_iv = {
	.h = { SHA224_H0, SHA224_H1, SHA224_H2, SHA224_H3, SHA224_H4, SHA224_H5,
	       SHA224_H6, SHA224_H7 },
};

/* FIPS 180-4, section 5.3.3: the SHA-256 initial hash value. */
static const struct sha256_block_state sha256_iv = {
	.h = { SHA256_H0, SHA256_H1, SHA256_H2, SHA256_H3, SHA256_H4, SHA256_H5,
	       SHA256_H6, SHA256_H7 },
};

/*
 * The SHA-224 and SHA-256 digests of the empty message (see <crypto/sha2.h>).
 * Built as a kernel's own lib/crypto (no CONFIG_KCRYPTO_SHA256: see
 * tools/uml/in-place.sh), the library leaves them to the kernel's
 * crypto/sha256.c, which defines them since 6.19.
 */
#if IS_ENABLED(CONFIG_KCRYPTO_SHA256)
const u8 kcrypto_sha224_zero_message_hash[SHA224_DIGEST_SIZE] = {
	0xd1, 0x4a, 0x02, 0x8c, 0x2a, 0x3a, 0x2b, 0xc9, 0x47, 0x61,
	0x02, 0xbb, 0x28, 0x82, 0x34, 0xc4, 0x15, 0xa2, 0xb0, 0x1f,
	0x82, 0x8e, 0xa6, 0x2a, 0xc5, 0xb3, 0xe4, 0x2f,
};
EXPORT_SYMBOL_GPL(kcrypto_sha224_zero_message_hash);

const u8 kcrypto_sha256_zero_message_hash[SHA256_DIGEST_SIZE] = {
	0xe3, 0xb0, 0xc4, 0x42, 0x98, 0xfc, 0x1c, 0x14, 0x9a, 0xfb, 0xf4,
	0xc8, 0x99, 0x6f, 0xb9, 0x24, 0x27, 0xae, 0x41, 0xe4, 0x64, 0x9b,
	0x93, 0x4c, 0xa4, 0x95, 0x99, 0x1b, 0x78, 0x52, 0xb8, 0x55,
};
EXPORT_SYMBOL_GPL(kcrypto_sha256_zero_message_hash);
#endif

/* FIPS 180-4, section 4.1.2: the six logical functions. */
static inline u32 sha256_ch(u32 x, u32 y, u32 z)
{
	return z ^ (x & (y ^ z));
}

/*
 * Maj(x, y, z) as ((x ^ y) & (y ^ z)) ^ y: in the next round y ^ z is this
 * round's x ^ y, which the compiler reuses, so Maj costs three operations
 * instead of four.
 */
static inline u32 sha256_maj(u32 x, u32 y, u32 z)
{
	return ((x ^ y) & (y ^ z)) ^ y;
}

static inline u32 sha256_bsig0(u32 x)
{
	return ror32(x, 2) ^ ror32(x, 13) ^ ror32(x, 22);
}

static inline u32 sha256_bsig1(u32 x)
{
	return ror32(x, 6) ^ ror32(x, 11) ^ ror32(x, 25);
}

static inline u32 sha256_ssig0(u32 x)
{
	return ror32(x, 7) ^ ror32(x, 18) ^ (x >> 3);
}

static inline u32 sha256_ssig1(u32 x)
{
	return ror32(x, 17) ^ ror32(x, 19) ^ (x >> 10);
}

/*
 * One round (FIPS 180-4, section 6.2.2, step 3) on the renamed working
 * variables, with the message schedule kept as a 16-word window w[]: up to
 * round 47, round t replaces the word W[t] it used with W[t+16] =
 * ssig1(W[t+14]) + W[t+9] + ssig0(W[t+1]) + W[t] (step 1), whose operands
 * are all in the window by then. Extending the schedule round by round
 * rather than 16 words at a time gives the processor independent work beside
 * each round's dependency chain.
 */
static __always_inline void sha256_round(u32 *s, u32 *w, int j, const u32 *k,
					 bool extend)
{
	u32 t1 = SH(j) + sha256_bsig1(SE(j)) + sha256_ch(SE(j), SF(j), SG(j)) +
		 k[j] + w[j];

	if (extend)
		w[j] += sha256_ssig1(w[(j + 14) & 15]) + w[(j + 9) & 15] +
			sha256_ssig0(w[(j + 1) & 15]);
	SD(j) += t1;
	SH(j) = t1 + sha256_bsig0(SA(j)) + sha256_maj(SA(j), SB(j), SC(j));
}

/*
 * The rounds are unrolled 16 at a time, so that every index into s[] and
 * w[] is a constant, and the last 16, which extend no schedule, are a loop
 * of their own: with a test in every round gcc 12 left a branch in each.
 * The loops that load the block and the state and add the state back are
 * unrolled too, or gcc shuffles the window between stack slots on its way
 * into the rounds. Both together give fewer instructions per block and a
 * faster block with gcc and clang (Documentation/benchmark.md,
 * Decisions).
 */
static noinline void __maybe_unused
sha256_blocks_generic(struct sha256_block_state *state, const u8 *data,
		      size_t nblocks)
{
	u32 w[16];
	u32 s[8];
	int i, j;

	for (; nblocks; nblocks--) {
		unrolled_full
		for (j = 0; j < 16; j++)
			w[j] = get_unaligned_be32(data + 4 * j);
		unrolled_full
		for (j = 0; j < 8; j++)
			s[j] = state->h[j];

		for (i = 0; i < 48; i += 16) {
			unrolled_full
			for (j = 0; j < 16; j++)
				sha256_round(s, w, j, &sha256_k[i], true);
		}
		unrolled_full
		for (j = 0; j < 16; j++)
			sha256_round(s, w, j, &sha256_k[48], false);

		unrolled_full
		for (j = 0; j < 8; j++)
			state->h[j] += s[j];
		data += SHA256_BLOCK_SIZE;
	}

	/* For HMAC the first block is the key: wipe the schedule. */
	memzero_explicit(w, sizeof(w));
	memzero_explicit(s, sizeof(s));
}

#undef SA
#undef SB
#undef SC
#undef SD
#undef SE
#undef SF
#undef SG
#undef SH

#ifdef CONFIG_KCRYPTO_SHA256_ARCH
#include "sha256.h" /* arch glue: defines sha256_blocks() */
#else
#define sha256_blocks sha256_blocks_generic
#endif

#ifdef sha256_2x_usable_arch
/*
 * Make room for @n more blocks of each message in the current SIMD section
 * (@st: what the glue keeps for it), which has run *@used of them: at most
 * SHA256_2X_MAX_BLOCKS_ARCH per message, so both messages together stay
 * within the glue's 4 KiB bound.
 */
static void sha256_2x_room(struct kcrypto_simd_state *st, size_t *used,
			   size_t n)
{
	if (*used + n > SHA256_2X_MAX_BLOCKS_ARCH) {
		sha256_2x_end_arch(st);
		sha256_2x_begin_arch(st);
		*used = 0;
	}
	*used += n;
}

/*
 * The padded last block or two of one of the two messages, into @buf up to
 * its length field at @end - 8: the @partial bytes of the shared prefix
 * pending in @prefix, then the @len bytes left of the message, the 0x80
 * byte and zeros. In 64-bit stores that the block function's loads lie
 * within ("kcrypto-pad.h"), straight from the message when no prefix bytes
 * are pending; else in place after the memcpy()s, as __sha256_finish()
 * does.
 */
static void sha256_2x_pad(u8 *buf, const u8 *prefix, size_t partial,
			  const u8 *data, size_t len, size_t end)
{
	if (!partial) {
		kcrypto_pad_words(buf, data, 0, len, end - 8);
		return;
	}
	memcpy(buf, prefix, partial);
	if (len)
		memcpy(&buf[partial], data, len);
	kcrypto_pad_words(buf, buf, 0, partial + len, end - 8);
}

/*
 * Finish two messages that continue @ctx (the same prefix) with @len bytes
 * each, both through the arch code's interleaved block function: the
 * pending prefix bytes completed from each message, the whole blocks in
 * between, then the padding (FIPS 180-4, section 5.1.1) in two private
 * buffers, in SIMD sections of at most SHA256_2X_MAX_BLOCKS_ARCH blocks of
 * each message (sha256_2x_room()). Returns false, having done nothing, when
 * the arch code can't be used here.
 */
#define sha256_finup_2x_arch sha256_finup_2x_arch
static bool sha256_finup_2x_arch(const struct __sha256_ctx *ctx,
				 const u8 *data1, const u8 *data2, size_t len,
				 u8 out1[at_least SHA256_DIGEST_SIZE],
				 u8 out2[at_least SHA256_DIGEST_SIZE])
{
	u8 buf1[2 * SHA256_BLOCK_SIZE] __aligned(8);
	u8 buf2[2 * SHA256_BLOCK_SIZE] __aligned(8);
	size_t partial = ctx->bytecount % SHA256_BLOCK_SIZE;
	const u64 bitcount = (ctx->bytecount + len) << 3;
	struct sha256_block_state s1, s2;
	struct kcrypto_simd_state st;
	size_t n, i, used = 0;

	BUILD_BUG_ON(SHA256_2X_MAX_BLOCKS_ARCH < 2);
	if (!sha256_2x_usable_arch())
		return false;

	s1 = ctx->state;
	s2 = ctx->state;
	sha256_2x_begin_arch(&st);
	if (partial && len >= SHA256_BLOCK_SIZE - partial) {
		n = SHA256_BLOCK_SIZE - partial;
		memcpy(buf1, ctx->buf, partial);
		memcpy(&buf1[partial], data1, n);
		memcpy(buf2, ctx->buf, partial);
		memcpy(&buf2[partial], data2, n);
		sha256_2x_room(&st, &used, 1);
		sha256_blocks_2x_arch(&s1, &s2, buf1, buf2, 1);
		data1 += n;
		data2 += n;
		len -= n;
		partial = 0;
	}
	while (len >= SHA256_BLOCK_SIZE) {
		/* What is left of this section, else a whole new one. */
		n = SHA256_2X_MAX_BLOCKS_ARCH - used;
		if (!n)
			n = SHA256_2X_MAX_BLOCKS_ARCH;
		n = min_t(size_t, len / SHA256_BLOCK_SIZE, n);
		sha256_2x_room(&st, &used, n);
		sha256_blocks_2x_arch(&s1, &s2, data1, data2, n);
		data1 += n * SHA256_BLOCK_SIZE;
		data2 += n * SHA256_BLOCK_SIZE;
		len -= n * SHA256_BLOCK_SIZE;
	}

	/* partial + len < SHA256_BLOCK_SIZE bytes are left: pad them. */
	n = partial + len;
	i = n + 1 + 8 <= SHA256_BLOCK_SIZE ? SHA256_BLOCK_SIZE :
					     2 * SHA256_BLOCK_SIZE;
	sha256_2x_pad(buf1, ctx->buf, partial, data1, len, i);
	sha256_2x_pad(buf2, ctx->buf, partial, data2, len, i);
	put_unaligned_be64(bitcount, &buf1[i - 8]);
	put_unaligned_be64(bitcount, &buf2[i - 8]);
	sha256_2x_room(&st, &used, i / SHA256_BLOCK_SIZE);
	sha256_blocks_2x_arch(&s1, &s2, buf1, buf2, i / SHA256_BLOCK_SIZE);
	sha256_2x_end_arch(&st);

	for (i = 0; i < SHA256_STATE_WORDS; i++) {
		put_unaligned_be32(s1.h[i], &out1[4 * i]);
		put_unaligned_be32(s2.h[i], &out2[4 * i]);
	}
	/*
	 * Only their first n bytes held message bytes (a block hashed from
	 * buf1 and buf2 above was overwritten by the padding). Wiping
	 * whole buffers, a rep stos each, cost short calls much of their
	 * time.
	 */
	if (n) {
		memzero_explicit(buf1, n);
		memzero_explicit(buf2, n);
	}
	memzero_explicit(&s1, sizeof(s1));
	memzero_explicit(&s2, sizeof(s2));
	return true;
}
#endif /* sha256_2x_usable_arch */

static void __sha256_init(struct __sha256_ctx *ctx,
			  const struct sha256_block_state *iv, u64 bytecount)
{
	ctx->state = *iv;
	ctx->bytecount = bytecount;
}

void kcrypto___sha256_update(struct __sha256_ctx *ctx, const u8 *data,
			     size_t len)
{
	size_t partial = ctx->bytecount % SHA256_BLOCK_SIZE;
	size_t nblocks;

	ctx->bytecount += len;

	/* Written so that no sum can overflow, whatever @len is. */
	if (len >= SHA256_BLOCK_SIZE - partial) {
		if (partial) {
			size_t fill = SHA256_BLOCK_SIZE - partial;

			memcpy(&ctx->buf[partial], data, fill);
			sha256_blocks(&ctx->state, ctx->buf, 1);
			data += fill;
			len -= fill;
			partial = 0;
		}
		nblocks = len / SHA256_BLOCK_SIZE;
		if (nblocks) {
			sha256_blocks(&ctx->state, data, nblocks);
			data += nblocks * SHA256_BLOCK_SIZE;
			len %= SHA256_BLOCK_SIZE;
		}
	}
	if (len)
		memcpy(&ctx->buf[partial], data, len);
}
EXPORT_SYMBOL_GPL(kcrypto___sha256_update);

/*
 * The first @digest_size bytes of @state as the digest, big-endian, two
 * words to a 64-bit store: a digest that is read back at once (HMAC's inner
 * one) is then read in 64-bit loads that each lie within one store.
 */
static void sha256_put_digest(const struct sha256_block_state *state, u8 *out,
			      size_t digest_size)
{
	size_t i;

	for (i = 0; i + 8 <= digest_size; i += 8)
		put_unaligned_be64((u64)state->h[i / 4] << 32 |
					   state->h[i / 4 + 1],
				   &out[i]);
	if (i < digest_size)
		put_unaligned_be32(state->h[i / 4], &out[i]);
}

/*
 * Pad in place in the context's own buffer (FIPS 180-4, section 5.1.1): a
 * 1 bit, zeros, and the message length in bits as a 64-bit big-endian
 * number. That takes one block when fewer than 56 bytes are pending, two
 * otherwise. Writes the first @digest_size bytes of the state to @out; the
 * caller wipes the context.
 */
static void __sha256_finish(struct __sha256_ctx *ctx, u8 *out,
			    size_t digest_size)
{
	const u64 bitcount = ctx->bytecount << 3;
	size_t partial = ctx->bytecount % SHA256_BLOCK_SIZE;

	/*
	 * In place, in 64-bit stores ("kcrypto-pad.h"), from the first word:
	 * update() left the bytes there in memcpy()'s stores of any size.
	 */
	if (partial >= SHA256_BLOCK_SIZE - 8) {
		kcrypto_pad_words(ctx->buf, ctx->buf, 0, partial,
				  SHA256_BLOCK_SIZE);
		sha256_blocks(&ctx->state, ctx->buf, 1);
		memset(ctx->buf, 0, SHA256_BLOCK_SIZE - 8);
	} else {
		kcrypto_pad_words(ctx->buf, ctx->buf, 0, partial,
				  SHA256_BLOCK_SIZE - 8);
	}
	put_unaligned_be64(bitcount, &ctx->buf[SHA256_BLOCK_SIZE - 8]);
	sha256_blocks(&ctx->state, ctx->buf, 1);
	sha256_put_digest(&ctx->state, out, digest_size);
}

/*
 * The longest message that fits in two blocks with its padding: the 0x80
 * byte and the 8-byte length.
 */
#define SHA256_SHORT_MAX (2 * SHA256_BLOCK_SIZE - 9)

/*
 * A one-shot hash of at most SHA256_SHORT_MAX bytes that follow @prefix
 * bytes already absorbed into @iv (0, or an HMAC key's block): the padded
 * message in one buffer and one sha256_blocks() call for its one or two
 * blocks, so that arch code opens one kernel-mode FPU section per message,
 * where update and final would open one each. The buffer holds the message
 * and the state is the digest's: both are wiped.
 */
static void __sha256_short(const struct sha256_block_state *iv, u64 prefix,
			   const u8 *data, size_t len, u8 *out,
			   size_t digest_size)
{
	u8 buf[2 * SHA256_BLOCK_SIZE] __aligned(8);
	struct sha256_block_state state = *iv;
	size_t end = len < SHA256_BLOCK_SIZE - 8 ? SHA256_BLOCK_SIZE :
						   2 * SHA256_BLOCK_SIZE;
	size_t i = 0;

	/*
	 * In 64-bit stores that the block function's loads lie within
	 * ("kcrypto-pad.h"). A first block of message alone is a memcpy()
	 * of constant length: a few wide moves.
	 */
	if (len >= SHA256_BLOCK_SIZE) {
		memcpy(buf, data, SHA256_BLOCK_SIZE);
		i = SHA256_BLOCK_SIZE;
	}
	kcrypto_pad_words(buf, data, i, len, end - 8);
	put_unaligned_be64((prefix + len) << 3, &buf[end - 8]);
	sha256_blocks(&state, buf, end / SHA256_BLOCK_SIZE);
	sha256_put_digest(&state, out, digest_size);
	/*
	 * A block at a time: compilers store a constant 64 bytes with a
	 * few plain stores, where a longer or variable memset() becomes
	 * "rep stos" or a call, which has a start-up cost of its own.
	 */
	for (i = 0; i < end; i += SHA256_BLOCK_SIZE)
		memzero_explicit(&buf[i], SHA256_BLOCK_SIZE);
	memzero_explicit(&state, sizeof(state));
}

void kcrypto_sha224_init(struct sha224_ctx *ctx)
{
	__sha256_init(&ctx->ctx, &sha224_iv, 0);
}
EXPORT_SYMBOL_GPL(kcrypto_sha224_init);

/*
 * Zeroize @ctx field by field: each memzero_explicit() of at most 64
 * bytes is a few plain stores, where one of the whole context is a "rep
 * stos", whose start-up cost is a good part of a short hash's on some
 * CPUs.
 */
static void __sha256_zeroize(struct __sha256_ctx *ctx)
{
	BUILD_BUG_ON(sizeof(*ctx) != sizeof(ctx->state) +
					     sizeof(ctx->bytecount) +
					     sizeof(ctx->buf));
	memzero_explicit(&ctx->state, sizeof(ctx->state));
	memzero_explicit(&ctx->bytecount, sizeof(ctx->bytecount));
	memzero_explicit(ctx->buf, sizeof(ctx->buf));
}

void kcrypto_sha224_final(struct sha224_ctx *ctx,
			  u8 out[at_least SHA224_DIGEST_SIZE])
{
	__sha256_finish(&ctx->ctx, out, SHA224_DIGEST_SIZE);
	BUILD_BUG_ON(sizeof(*ctx) != sizeof(ctx->ctx));
	__sha256_zeroize(&ctx->ctx);
}
EXPORT_SYMBOL_GPL(kcrypto_sha224_final);

void kcrypto_sha224(const u8 *data, size_t len,
		    u8 out[at_least SHA224_DIGEST_SIZE])
{
	struct sha224_ctx ctx;

	if (len <= SHA256_SHORT_MAX) {
		__sha256_short(&sha224_iv, 0, data, len, out,
			       SHA224_DIGEST_SIZE);
		return;
	}
	sha224_init(&ctx);
	sha224_update(&ctx, data, len);
	sha224_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_sha224);

void kcrypto_sha256_init(struct sha256_ctx *ctx)
{
	__sha256_init(&ctx->ctx, &sha256_iv, 0);
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_init);

void kcrypto_sha256_final(struct sha256_ctx *ctx,
			  u8 out[at_least SHA256_DIGEST_SIZE])
{
	__sha256_finish(&ctx->ctx, out, SHA256_DIGEST_SIZE);
	BUILD_BUG_ON(sizeof(*ctx) != sizeof(ctx->ctx));
	__sha256_zeroize(&ctx->ctx);
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_final);

void kcrypto_sha256(const u8 *data, size_t len,
		    u8 out[at_least SHA256_DIGEST_SIZE])
{
	struct sha256_ctx ctx;

	if (len <= SHA256_SHORT_MAX) {
		__sha256_short(&sha256_iv, 0, data, len, out,
			       SHA256_DIGEST_SIZE);
		return;
	}
	sha256_init(&ctx);
	sha256_update(&ctx, data, len);
	sha256_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_sha256);

void kcrypto_sha256_finup_2x(const struct sha256_ctx *ctx, const u8 *data1,
			     const u8 *data2, size_t len,
			     u8 out1[at_least SHA256_DIGEST_SIZE],
			     u8 out2[at_least SHA256_DIGEST_SIZE])
{
	struct __sha256_ctx ctx1, ctx2;

	/* No context: the empty prefix, whose state holds nothing secret. */
	if (!ctx)
		__sha256_init(&ctx1, &sha256_iv, 0);
#ifdef sha256_finup_2x_arch
	/* The arch code hashes both messages at once, when it can. */
	if (sha256_finup_2x_arch(ctx ? &ctx->ctx : &ctx1, data1, data2, len,
				 out1, out2))
		return;
#endif
	if (ctx)
		ctx1 = ctx->ctx;
	ctx2 = ctx1;
	__sha256_update(&ctx1, data1, len);
	__sha256_update(&ctx2, data2, len);
	__sha256_finish(&ctx1, out1, SHA256_DIGEST_SIZE);
	__sha256_finish(&ctx2, out2, SHA256_DIGEST_SIZE);
	memzero_explicit(&ctx1, sizeof(ctx1));
	memzero_explicit(&ctx2, sizeof(ctx2));
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_finup_2x);

bool kcrypto_sha256_finup_2x_is_optimized(void)
{
#ifdef sha256_finup_2x_is_optimized_arch
	return sha256_finup_2x_is_optimized_arch();
#else
	return false;
#endif
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_finup_2x_is_optimized);

const char *kcrypto_sha256_arch_name(void)
{
#ifdef CONFIG_KCRYPTO_SHA256_ARCH
	return kcrypto_glue_name();
#else
	return NULL;
#endif
}
EXPORT_SYMBOL_GPL(kcrypto_sha256_arch_name);

/*
 * RFC 2104: K0 is the key zero-padded to a block, or the digest of the key
 * when it is longer than a block. The prepared key is the state after
 * compressing K0 ^ ipad (inner) and K0 ^ opad (outer).
 */
static void __hmac_sha256_preparekey(struct __hmac_sha256_key *key,
				     const u8 *raw_key, size_t raw_key_len,
				     const struct sha256_block_state *iv,
				     size_t digest_size)
{
	struct __sha256_ctx hash;
	u8 k0[SHA256_BLOCK_SIZE] __aligned(8);
	size_t i;

	memset(k0, 0, sizeof(k0));
	if (raw_key_len > SHA256_BLOCK_SIZE) {
		__sha256_init(&hash, iv, 0);
		__sha256_update(&hash, raw_key, raw_key_len);
		__sha256_finish(&hash, k0, digest_size);
		memzero_explicit(&hash, sizeof(hash));
	} else if (raw_key_len) {
		memcpy(k0, raw_key, raw_key_len);
	}

	for (i = 0; i < SHA256_BLOCK_SIZE; i++)
		k0[i] ^= 0x36;
	key->istate = *iv;
	sha256_blocks(&key->istate, k0, 1);

	for (i = 0; i < SHA256_BLOCK_SIZE; i++)
		k0[i] ^= 0x36 ^ 0x5c;
	key->ostate = *iv;
	sha256_blocks(&key->ostate, k0, 1);

	memzero_explicit(k0, sizeof(k0));
}

void kcrypto_hmac_sha224_preparekey(struct hmac_sha224_key *key,
				    const u8 *raw_key, size_t raw_key_len)
{
	__hmac_sha256_preparekey(&key->key, raw_key, raw_key_len, &sha224_iv,
				 SHA224_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha224_preparekey);

void kcrypto_hmac_sha256_preparekey(struct hmac_sha256_key *key,
				    const u8 *raw_key, size_t raw_key_len)
{
	__hmac_sha256_preparekey(&key->key, raw_key, raw_key_len, &sha256_iv,
				 SHA256_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha256_preparekey);

void kcrypto___hmac_sha256_init(struct __hmac_sha256_ctx *ctx,
				const struct __hmac_sha256_key *key)
{
	/* The inner hash has already absorbed one block, K0 ^ ipad. */
	__sha256_init(&ctx->sha_ctx, &key->istate, SHA256_BLOCK_SIZE);
	ctx->ostate = key->ostate;
}
EXPORT_SYMBOL_GPL(kcrypto___hmac_sha256_init);

/*
 * Finish the inner hash into the context's own buffer, where it becomes the
 * pending partial block of the outer hash, which has absorbed K0 ^ opad.
 */
static void __hmac_sha256_final(struct __hmac_sha256_ctx *ctx, u8 *out,
				size_t digest_size)
{
	__sha256_finish(&ctx->sha_ctx, ctx->sha_ctx.buf, digest_size);
	__sha256_init(&ctx->sha_ctx, &ctx->ostate,
		      SHA256_BLOCK_SIZE + digest_size);
	__sha256_finish(&ctx->sha_ctx, out, digest_size);
	BUILD_BUG_ON(sizeof(*ctx) !=
		     sizeof(ctx->sha_ctx) + sizeof(ctx->ostate));
	__sha256_zeroize(&ctx->sha_ctx);
	memzero_explicit(&ctx->ostate, sizeof(ctx->ostate));
}

void kcrypto_hmac_sha224_init_usingrawkey(struct hmac_sha224_ctx *ctx,
					  const u8 *raw_key, size_t raw_key_len)
{
	struct hmac_sha224_key key;

	hmac_sha224_preparekey(&key, raw_key, raw_key_len);
	hmac_sha224_init(ctx, &key);
	memzero_explicit(&key, sizeof(key));
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha224_init_usingrawkey);

void kcrypto_hmac_sha256_init_usingrawkey(struct hmac_sha256_ctx *ctx,
					  const u8 *raw_key, size_t raw_key_len)
{
	struct hmac_sha256_key key;

	hmac_sha256_preparekey(&key, raw_key, raw_key_len);
	hmac_sha256_init(ctx, &key);
	memzero_explicit(&key, sizeof(key));
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha256_init_usingrawkey);

void kcrypto_hmac_sha224_final(struct hmac_sha224_ctx *ctx,
			       u8 out[at_least SHA224_DIGEST_SIZE])
{
	__hmac_sha256_final(&ctx->ctx, out, SHA224_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha224_final);

void kcrypto_hmac_sha256_final(struct hmac_sha256_ctx *ctx,
			       u8 out[at_least SHA256_DIGEST_SIZE])
{
	__hmac_sha256_final(&ctx->ctx, out, SHA256_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha256_final);

/*
 * HMAC of at most SHA256_SHORT_MAX bytes: the inner hash and the outer one
 * each as one short hash from the prepared key's states, the message
 * padded straight from the caller's buffer, no context.
 */
static void __hmac_sha256_short(const struct __hmac_sha256_key *key,
				const u8 *data, size_t len, u8 *out,
				size_t digest_size)
{
	u8 inner[SHA256_DIGEST_SIZE] __aligned(8);

	__sha256_short(&key->istate, SHA256_BLOCK_SIZE, data, len, inner,
		       digest_size);
	__sha256_short(&key->ostate, SHA256_BLOCK_SIZE, inner, digest_size, out,
		       digest_size);
	memzero_explicit(inner, sizeof(inner));
}

void kcrypto_hmac_sha224(const struct hmac_sha224_key *key, const u8 *data,
			 size_t data_len, u8 out[at_least SHA224_DIGEST_SIZE])
{
	struct hmac_sha224_ctx ctx;

	if (data_len <= SHA256_SHORT_MAX) {
		__hmac_sha256_short(&key->key, data, data_len, out,
				    SHA224_DIGEST_SIZE);
		return;
	}
	hmac_sha224_init(&ctx, key);
	hmac_sha224_update(&ctx, data, data_len);
	hmac_sha224_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha224);

void kcrypto_hmac_sha256(const struct hmac_sha256_key *key, const u8 *data,
			 size_t data_len, u8 out[at_least SHA256_DIGEST_SIZE])
{
	struct hmac_sha256_ctx ctx;

	if (data_len <= SHA256_SHORT_MAX) {
		__hmac_sha256_short(&key->key, data, data_len, out,
				    SHA256_DIGEST_SIZE);
		return;
	}
	hmac_sha256_init(&ctx, key);
	hmac_sha256_update(&ctx, data, data_len);
	hmac_sha256_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha256);

void kcrypto_hmac_sha224_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[at_least SHA224_DIGEST_SIZE])
{
	struct hmac_sha224_ctx ctx;
	struct hmac_sha224_key key;

	if (data_len <= SHA256_SHORT_MAX) {
		hmac_sha224_preparekey(&key, raw_key, raw_key_len);
		__hmac_sha256_short(&key.key, data, data_len, out,
				    SHA224_DIGEST_SIZE);
		memzero_explicit(&key, sizeof(key));
		return;
	}
	hmac_sha224_init_usingrawkey(&ctx, raw_key, raw_key_len);
	hmac_sha224_update(&ctx, data, data_len);
	hmac_sha224_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha224_usingrawkey);

void kcrypto_hmac_sha256_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[at_least SHA256_DIGEST_SIZE])
{
	struct hmac_sha256_ctx ctx;
	struct hmac_sha256_key key;

	if (data_len <= SHA256_SHORT_MAX) {
		hmac_sha256_preparekey(&key, raw_key, raw_key_len);
		__hmac_sha256_short(&key.key, data, data_len, out,
				    SHA256_DIGEST_SIZE);
		memzero_explicit(&key, sizeof(key));
		return;
	}
	hmac_sha256_init_usingrawkey(&ctx, raw_key, raw_key_len);
	hmac_sha256_update(&ctx, data, data_len);
	hmac_sha256_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha256_usingrawkey);

MODULE_DESCRIPTION("SHA-224, SHA-256, HMAC-SHA224 and HMAC-SHA256");
MODULE_LICENSE("Dual MIT/GPL");
