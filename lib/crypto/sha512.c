// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * SHA-384 and SHA-512 (FIPS 180-4), and HMAC-SHA384/HMAC-SHA512 (RFC 2104).
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

/* FIPS 180-4, section 4.2.3: the SHA-384 and SHA-512 round constants. */
static const u64 sha512_k[80] = {
	0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL, 0xb5c0fbcfec4d3b2fULL,
	0xe9b5dba58189dbbcULL, 0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
	0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL, 0xd807aa98a3030242ULL,
	0x12835b0145706fbeULL, 0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
	0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL, 0x9bdc06a725c71235ULL,
	0xc19bf174cf692694ULL, 0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
	0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL, 0x2de92c6f592b0275ULL,
	0x4a7484aa6ea6e483ULL, 0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
	0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL, 0xb00327c898fb213fULL,
	0xbf597fc7beef0ee4ULL, 0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
	0x06ca6351e003826fULL, 0x142929670a0e6e70ULL, 0x27b70a8546d22ffcULL,
	0x2e1b21385c26c926ULL, 0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
	0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL, 0x81c2c92e47edaee6ULL,
	0x92722c851482353bULL, 0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
	0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL, 0xd192e819d6ef5218ULL,
	0xd69906245565a910ULL, 0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
	0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL, 0x2748774cdf8eeb99ULL,
	0x34b0bcb5e19b48a8ULL, 0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
	0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL, 0x748f82ee5defb2fcULL,
	0x78a5636f43172f60ULL, 0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
	0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL, 0xbef9a3f7b2c67915ULL,
	0xc67178f2e372532bULL, 0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
	0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL, 0x06f067aa72176fbaULL,
	0x0a637dc5a2c898a6ULL, 0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
	0x28db77f523047d84ULL, 0x32caab7b40c72493ULL, 0x3c9ebe0a15c9bebcULL,
	0x431d67c49c100d4cULL, 0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
	0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

/* FIPS 180-4, section 5.3.4: the SHA-384 initial hash value. */
static const struct sha512_block_state sha384_iv = {
	.h = { SHA384_H0, SHA384_H1, SHA384_H2, SHA384_H3, SHA384_H4, SHA384_H5,
	       SHA384_H6, SHA384_H7 },
};

/* FIPS 180-4, section 5.3.5: the SHA-512 initial hash value. */
static const struct sha512_block_state sha512_iv = {
	.h = { SHA512_H0, SHA512_H1, SHA512_H2, SHA512_H3, SHA512_H4, SHA512_H5,
	       SHA512_H6, SHA512_H7 },
};

/*
 * The SHA-384 and SHA-512 digests of the empty message (see <crypto/sha2.h>).
 * Built as a kernel's own lib/crypto (no CONFIG_KCRYPTO_SHA512: see
 * tools/uml/in-place.sh), the library leaves them to the kernel's
 * crypto/sha512.c, which defines them since 6.19.
 */
#if IS_ENABLED(CONFIG_KCRYPTO_SHA512)
const u8 kcrypto_sha384_zero_message_hash[SHA384_DIGEST_SIZE] = {
	0x38, 0xb0, 0x60, 0xa7, 0x51, 0xac, 0x96, 0x38, 0x4c, 0xd9, 0x32, 0x7e,
	0xb1, 0xb1, 0xe3, 0x6a, 0x21, 0xfd, 0xb7, 0x11, 0x14, 0xbe, 0x07, 0x43,
	0x4c, 0x0c, 0xc7, 0xbf, 0x63, 0xf6, 0xe1, 0xda, 0x27, 0x4e, 0xde, 0xbf,
	0xe7, 0x6f, 0x65, 0xfb, 0xd5, 0x1a, 0xd2, 0xf1, 0x48, 0x98, 0xb9, 0x5b,
};
EXPORT_SYMBOL_GPL(kcrypto_sha384_zero_message_hash);

const u8 kcrypto_sha512_zero_message_hash[SHA512_DIGEST_SIZE] = {
	0xcf, 0x83, 0xe1, 0x35, 0x7e, 0xef, 0xb8, 0xbd, 0xf1, 0x54, 0x28,
	0x50, 0xd6, 0x6d, 0x80, 0x07, 0xd6, 0x20, 0xe4, 0x05, 0x0b, 0x57,
	0x15, 0xdc, 0x83, 0xf4, 0xa9, 0x21, 0xd3, 0x6c, 0xe9, 0xce, 0x47,
	0xd0, 0xd1, 0x3c, 0x5d, 0x85, 0xf2, 0xb0, 0xff, 0x83, 0x18, 0xd2,
	0x87, 0x7e, 0xec, 0x2f, 0x63, 0xb9, 0x31, 0xbd, 0x47, 0x41, 0x7a,
	0x81, 0xa5, 0x38, 0x32, 0x7a, 0xf9, 0x27, 0xda, 0x3e,
};
EXPORT_SYMBOL_GPL(kcrypto_sha512_zero_message_hash);
#endif

/* FIPS 180-4, section 4.1.3: the six logical functions. */
static inline u64 sha512_ch(u64 x, u64 y, u64 z)
{
	return z ^ (x & (y ^ z));
}

/*
 * Maj(x, y, z) as ((x ^ y) & (y ^ z)) ^ y: in the next round y ^ z is this
 * round's x ^ y, so the compiler can keep it and Maj costs three
 * operations instead of four.
 */
static inline u64 sha512_maj(u64 x, u64 y, u64 z)
{
	return ((x ^ y) & (y ^ z)) ^ y;
}

/*
 * The Sigma functions as nested rotations, e.g. bsig1(x) =
 * ror(ror(ror(x, 23) ^ x, 4) ^ x, 14) = ror(x, 14) ^ ror(x, 18) ^ ror(x, 41):
 * each rotation then works on the previous result in place, where three
 * rotations of x would each need a copy of it first on a two-operand
 * machine like x86-64. That is fewer instructions per round for the same
 * operations, which is what counts when the core is shared with another
 * thread.
 */
static inline u64 sha512_bsig0(u64 x)
{
	return ror64(ror64(ror64(x, 5) ^ x, 6) ^ x, 28);
}

static inline u64 sha512_bsig1(u64 x)
{
	return ror64(ror64(ror64(x, 23) ^ x, 4) ^ x, 14);
}

static inline u64 sha512_ssig0(u64 x)
{
	return ror64(ror64(x, 7) ^ x, 1) ^ (x >> 7);
}

static inline u64 sha512_ssig1(u64 x)
{
	return ror64(ror64(x, 42) ^ x, 19) ^ (x >> 6);
}

/*
 * One round (FIPS 180-4, section 6.4.2, step 3) on the renamed working
 * variables, with the message schedule kept as a 16-word window w[]: up to
 * round 63, round t replaces the word W[t] it used with W[t+16] =
 * ssig1(W[t+14]) + W[t+9] + ssig0(W[t+1]) + W[t] (step 1), whose operands
 * are all in the window by then. Extending the schedule round by round
 * gives the processor independent work beside each round's dependency
 * chain. This measured faster than eight explicit rounds with rotated
 * arguments, rolled or unrolled, with gcc and clang.
 */
static __always_inline void sha512_round(u64 *s, u64 *w, int j, u64 k,
					 bool extend)
{
	u64 t1 = SH(j) + sha512_bsig1(SE(j)) + sha512_ch(SE(j), SF(j), SG(j)) +
		 k + w[j];

	if (extend)
		w[j] += sha512_ssig1(w[(j + 14) & 15]) + w[(j + 9) & 15] +
			sha512_ssig0(w[(j + 1) & 15]);
	SD(j) += t1;
	SH(j) = t1 + sha512_bsig0(SA(j)) + sha512_maj(SA(j), SB(j), SC(j));
}

/*
 * With CONFIG_64BIT the rounds are unrolled 16 at a time, so that every
 * index into s[] and w[] is a constant, and the last 16, which extend no
 * schedule, are a loop of their own instead of a test in every round.
 *
 * 32-bit machines keep one rolled loop, as BLAKE2b does: each 64-bit
 * operation takes two or more instructions there and s[] does not fit in
 * registers anyway, so the unrolled form is eight times larger, with a
 * frame of up to 736 bytes. Since 16 is a multiple of 8, round i can take
 * its renamed variables and its schedule word at i mod 16.
 *
 * With CONFIG_64BIT the short loops that load the block and the state and
 * add the state back are unrolled too. Left as loops, gcc kept them and
 * then shuffled the window between stack slots on its way into and out of
 * the unrolled rounds. On 32-bit they stay loops: there unrolling them
 * nearly doubles the rolled function (Documentation/benchmark.md,
 * Decisions).
 */
static noinline void __maybe_unused
sha512_blocks_generic(struct sha512_block_state *state, const u8 *data,
		      size_t nblocks)
{
	u64 w[16];
	u64 s[8];
	int i, j;

	for (; nblocks; nblocks--) {
#ifdef CONFIG_64BIT
		unrolled_full
#endif
		for (j = 0; j < 16; j++)
			w[j] = get_unaligned_be64(data + 8 * j);
#ifdef CONFIG_64BIT
		unrolled_full
#endif
		for (j = 0; j < 8; j++)
			s[j] = state->h[j];

#ifdef CONFIG_64BIT
		for (i = 0; i < 64; i += 16) {
			unrolled_full
			for (j = 0; j < 16; j++)
				sha512_round(s, w, j, sha512_k[i + j], true);
		}
		unrolled_full
		for (j = 0; j < 16; j++)
			sha512_round(s, w, j, sha512_k[64 + j], false);
#else
		for (i = 0; i < 80; i++)
			sha512_round(s, w, i & 15, sha512_k[i], i < 64);
#endif

#ifdef CONFIG_64BIT
		unrolled_full
#endif
		for (j = 0; j < 8; j++)
			state->h[j] += s[j];
		data += SHA512_BLOCK_SIZE;
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

#ifdef CONFIG_KCRYPTO_SHA512_ARCH
#include "sha512.h" /* arch glue: defines sha512_blocks() */
#else
#define sha512_blocks sha512_blocks_generic
#endif

static void __sha512_init(struct __sha512_ctx *ctx,
			  const struct sha512_block_state *iv, u64 bytecount)
{
	ctx->state = *iv;
	ctx->bytecount_lo = bytecount;
	ctx->bytecount_hi = 0;
}

void kcrypto___sha512_update(struct __sha512_ctx *ctx, const u8 *data,
			     size_t len)
{
	size_t partial = ctx->bytecount_lo % SHA512_BLOCK_SIZE;
	size_t nblocks;

	/* The byte count is 128 bits: carry into the high half. */
	ctx->bytecount_lo += len;
	if (ctx->bytecount_lo < len)
		ctx->bytecount_hi++;

	/* Written so that no sum can overflow, whatever @len is. */
	if (len >= SHA512_BLOCK_SIZE - partial) {
		if (partial) {
			size_t fill = SHA512_BLOCK_SIZE - partial;

			memcpy(&ctx->buf[partial], data, fill);
			sha512_blocks(&ctx->state, ctx->buf, 1);
			data += fill;
			len -= fill;
			partial = 0;
		}
		nblocks = len / SHA512_BLOCK_SIZE;
		if (nblocks) {
			sha512_blocks(&ctx->state, data, nblocks);
			data += nblocks * SHA512_BLOCK_SIZE;
			len %= SHA512_BLOCK_SIZE;
		}
	}
	if (len)
		memcpy(&ctx->buf[partial], data, len);
}
EXPORT_SYMBOL_GPL(kcrypto___sha512_update);

/*
 * Pad in place in the context's own buffer (FIPS 180-4, section 5.1.2): a
 * 1 bit, zeros, and the message length in bits as a 128-bit big-endian
 * number. That takes one block when fewer than 112 bytes are pending, two
 * otherwise. Writes the first @digest_size bytes of the state to @out; the
 * caller wipes the context.
 */
static void __sha512_finish(struct __sha512_ctx *ctx, u8 *out,
			    size_t digest_size)
{
	const u64 bitcount_hi = (ctx->bytecount_hi << 3) |
				(ctx->bytecount_lo >> 61);
	const u64 bitcount_lo = ctx->bytecount_lo << 3;
	size_t partial = ctx->bytecount_lo % SHA512_BLOCK_SIZE;
	size_t i;

	/*
	 * In place, in 64-bit stores ("kcrypto-pad.h"), from the first word:
	 * update() left the bytes there in memcpy()'s stores of any size.
	 */
	if (partial >= SHA512_BLOCK_SIZE - 16) {
		kcrypto_pad_words(ctx->buf, ctx->buf, 0, partial,
				  SHA512_BLOCK_SIZE);
		sha512_blocks(&ctx->state, ctx->buf, 1);
		memset(ctx->buf, 0, SHA512_BLOCK_SIZE - 16);
	} else {
		kcrypto_pad_words(ctx->buf, ctx->buf, 0, partial,
				  SHA512_BLOCK_SIZE - 16);
	}
	put_unaligned_be64(bitcount_hi, &ctx->buf[SHA512_BLOCK_SIZE - 16]);
	put_unaligned_be64(bitcount_lo, &ctx->buf[SHA512_BLOCK_SIZE - 8]);
	sha512_blocks(&ctx->state, ctx->buf, 1);

	for (i = 0; i < digest_size; i += 8)
		put_unaligned_be64(ctx->state.h[i / 8], &out[i]);
}

/*
 * The longest message that fits in two blocks with its padding: the 0x80
 * byte and the 16-byte length.
 */
#define SHA512_SHORT_MAX (2 * SHA512_BLOCK_SIZE - 17)

/*
 * A one-shot hash: the padded end of the message in one buffer and one
 * sha512_blocks() call for its one or two blocks, so that arch code opens
 * one kernel-mode FPU section for a message of at most SHA512_SHORT_MAX
 * bytes, where update and final would open one each. A longer message's
 * whole blocks go first, in one more call straight from @data; that takes
 * two calls where update and final took up to three, and no copy of the
 * tail into a context. The buffer holds the message and the state is the
 * digest's: both are wiped.
 */
static void __sha512_oneshot(const struct sha512_block_state *iv,
			     const u8 *data, size_t len, u8 *out,
			     size_t digest_size)
{
	u8 buf[2 * SHA512_BLOCK_SIZE] __aligned(8);
	struct sha512_block_state state = *iv;
	const u8 *tail = data;
	size_t rest = len, end, i = 0;

	if (len > SHA512_SHORT_MAX) {
		rest = len % SHA512_BLOCK_SIZE;
		sha512_blocks(&state, data, len / SHA512_BLOCK_SIZE);
		tail = &data[len - rest];
	}
	end = rest < SHA512_BLOCK_SIZE - 16 ? SHA512_BLOCK_SIZE :
					      2 * SHA512_BLOCK_SIZE;

	/*
	 * In 64-bit stores that the block function's loads lie within
	 * ("kcrypto-pad.h"). A first block of message alone is a memcpy()
	 * of constant length: a few wide moves. The bit count is 128 bits.
	 */
	if (rest >= SHA512_BLOCK_SIZE) {
		memcpy(buf, tail, SHA512_BLOCK_SIZE);
		i = SHA512_BLOCK_SIZE;
	}
	kcrypto_pad_words(buf, tail, i, rest, end - 16);
	put_unaligned_be64((u64)len >> 61, &buf[end - 16]);
	put_unaligned_be64((u64)len << 3, &buf[end - 8]);
	sha512_blocks(&state, buf, end / SHA512_BLOCK_SIZE);

	for (i = 0; i < digest_size; i += 8)
		put_unaligned_be64(state.h[i / 8], &out[i]);
	/*
	 * Half a block at a time: compilers store a constant 64 bytes with a
	 * few plain stores, where a longer or variable memset() becomes
	 * "rep stos" or a call, which has a start-up cost of its own.
	 */
	for (i = 0; i < end; i += SHA512_BLOCK_SIZE / 2)
		memzero_explicit(&buf[i], SHA512_BLOCK_SIZE / 2);
	memzero_explicit(&state, sizeof(state));
}

void kcrypto_sha384_init(struct sha384_ctx *ctx)
{
	__sha512_init(&ctx->ctx, &sha384_iv, 0);
}
EXPORT_SYMBOL_GPL(kcrypto_sha384_init);

void kcrypto_sha384_final(struct sha384_ctx *ctx,
			  u8 out[at_least SHA384_DIGEST_SIZE])
{
	__sha512_finish(&ctx->ctx, out, SHA384_DIGEST_SIZE);
	memzero_explicit(ctx, sizeof(*ctx));
}
EXPORT_SYMBOL_GPL(kcrypto_sha384_final);

void kcrypto_sha384(const u8 *data, size_t len,
		    u8 out[at_least SHA384_DIGEST_SIZE])
{
	__sha512_oneshot(&sha384_iv, data, len, out, SHA384_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_sha384);

void kcrypto_sha512_init(struct sha512_ctx *ctx)
{
	__sha512_init(&ctx->ctx, &sha512_iv, 0);
}
EXPORT_SYMBOL_GPL(kcrypto_sha512_init);

void kcrypto_sha512_final(struct sha512_ctx *ctx,
			  u8 out[at_least SHA512_DIGEST_SIZE])
{
	__sha512_finish(&ctx->ctx, out, SHA512_DIGEST_SIZE);
	memzero_explicit(ctx, sizeof(*ctx));
}
EXPORT_SYMBOL_GPL(kcrypto_sha512_final);

void kcrypto_sha512(const u8 *data, size_t len,
		    u8 out[at_least SHA512_DIGEST_SIZE])
{
	__sha512_oneshot(&sha512_iv, data, len, out, SHA512_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_sha512);

const char *kcrypto_sha512_arch_name(void)
{
#ifdef CONFIG_KCRYPTO_SHA512_ARCH
	return kcrypto_glue_name();
#else
	return NULL;
#endif
}
EXPORT_SYMBOL_GPL(kcrypto_sha512_arch_name);

/*
 * RFC 2104: K0 is the key zero-padded to a block, or the digest of the key
 * when it is longer than a block. The prepared key is the state after
 * compressing K0 ^ ipad (inner) and K0 ^ opad (outer).
 */
static void __hmac_sha512_preparekey(struct __hmac_sha512_key *key,
				     const u8 *raw_key, size_t raw_key_len,
				     const struct sha512_block_state *iv,
				     size_t digest_size)
{
	struct __sha512_ctx hash;
	u8 k0[SHA512_BLOCK_SIZE] __aligned(8);
	size_t i;

	memset(k0, 0, sizeof(k0));
	if (raw_key_len > SHA512_BLOCK_SIZE) {
		__sha512_init(&hash, iv, 0);
		__sha512_update(&hash, raw_key, raw_key_len);
		__sha512_finish(&hash, k0, digest_size);
		memzero_explicit(&hash, sizeof(hash));
	} else if (raw_key_len) {
		memcpy(k0, raw_key, raw_key_len);
	}

	for (i = 0; i < SHA512_BLOCK_SIZE; i++)
		k0[i] ^= 0x36;
	key->istate = *iv;
	sha512_blocks(&key->istate, k0, 1);

	for (i = 0; i < SHA512_BLOCK_SIZE; i++)
		k0[i] ^= 0x36 ^ 0x5c;
	key->ostate = *iv;
	sha512_blocks(&key->ostate, k0, 1);

	memzero_explicit(k0, sizeof(k0));
}

void kcrypto_hmac_sha384_preparekey(struct hmac_sha384_key *key,
				    const u8 *raw_key, size_t raw_key_len)
{
	__hmac_sha512_preparekey(&key->key, raw_key, raw_key_len, &sha384_iv,
				 SHA384_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha384_preparekey);

void kcrypto_hmac_sha512_preparekey(struct hmac_sha512_key *key,
				    const u8 *raw_key, size_t raw_key_len)
{
	__hmac_sha512_preparekey(&key->key, raw_key, raw_key_len, &sha512_iv,
				 SHA512_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha512_preparekey);

void kcrypto___hmac_sha512_init(struct __hmac_sha512_ctx *ctx,
				const struct __hmac_sha512_key *key)
{
	/* The inner hash has already absorbed one block, K0 ^ ipad. */
	__sha512_init(&ctx->sha_ctx, &key->istate, SHA512_BLOCK_SIZE);
	ctx->ostate = key->ostate;
}
EXPORT_SYMBOL_GPL(kcrypto___hmac_sha512_init);

/*
 * Finish the inner hash into the context's own buffer, where it becomes the
 * pending partial block of the outer hash, which has absorbed K0 ^ opad.
 */
static void __hmac_sha512_final(struct __hmac_sha512_ctx *ctx, u8 *out,
				size_t digest_size)
{
	__sha512_finish(&ctx->sha_ctx, ctx->sha_ctx.buf, digest_size);
	__sha512_init(&ctx->sha_ctx, &ctx->ostate,
		      SHA512_BLOCK_SIZE + digest_size);
	__sha512_finish(&ctx->sha_ctx, out, digest_size);
	memzero_explicit(ctx, sizeof(*ctx));
}

void kcrypto_hmac_sha384_init_usingrawkey(struct hmac_sha384_ctx *ctx,
					  const u8 *raw_key, size_t raw_key_len)
{
	struct hmac_sha384_key key;

	hmac_sha384_preparekey(&key, raw_key, raw_key_len);
	hmac_sha384_init(ctx, &key);
	memzero_explicit(&key, sizeof(key));
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha384_init_usingrawkey);

void kcrypto_hmac_sha512_init_usingrawkey(struct hmac_sha512_ctx *ctx,
					  const u8 *raw_key, size_t raw_key_len)
{
	struct hmac_sha512_key key;

	hmac_sha512_preparekey(&key, raw_key, raw_key_len);
	hmac_sha512_init(ctx, &key);
	memzero_explicit(&key, sizeof(key));
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha512_init_usingrawkey);

void kcrypto_hmac_sha384_final(struct hmac_sha384_ctx *ctx,
			       u8 out[at_least SHA384_DIGEST_SIZE])
{
	__hmac_sha512_final(&ctx->ctx, out, SHA384_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha384_final);

void kcrypto_hmac_sha512_final(struct hmac_sha512_ctx *ctx,
			       u8 out[at_least SHA512_DIGEST_SIZE])
{
	__hmac_sha512_final(&ctx->ctx, out, SHA512_DIGEST_SIZE);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha512_final);

void kcrypto_hmac_sha384(const struct hmac_sha384_key *key, const u8 *data,
			 size_t data_len, u8 out[at_least SHA384_DIGEST_SIZE])
{
	struct hmac_sha384_ctx ctx;

	hmac_sha384_init(&ctx, key);
	hmac_sha384_update(&ctx, data, data_len);
	hmac_sha384_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha384);

void kcrypto_hmac_sha512(const struct hmac_sha512_key *key, const u8 *data,
			 size_t data_len, u8 out[at_least SHA512_DIGEST_SIZE])
{
	struct hmac_sha512_ctx ctx;

	hmac_sha512_init(&ctx, key);
	hmac_sha512_update(&ctx, data, data_len);
	hmac_sha512_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha512);

void kcrypto_hmac_sha384_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[at_least SHA384_DIGEST_SIZE])
{
	struct hmac_sha384_ctx ctx;

	hmac_sha384_init_usingrawkey(&ctx, raw_key, raw_key_len);
	hmac_sha384_update(&ctx, data, data_len);
	hmac_sha384_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha384_usingrawkey);

void kcrypto_hmac_sha512_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[at_least SHA512_DIGEST_SIZE])
{
	struct hmac_sha512_ctx ctx;

	hmac_sha512_init_usingrawkey(&ctx, raw_key, raw_key_len);
	hmac_sha512_update(&ctx, data, data_len);
	hmac_sha512_final(&ctx, out);
}
EXPORT_SYMBOL_GPL(kcrypto_hmac_sha512_usingrawkey);

MODULE_DESCRIPTION("SHA-384, SHA-512, HMAC-SHA384 and HMAC-SHA512");
MODULE_LICENSE("Dual MIT/GPL");
