/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2s hash and MAC, as specified by RFC 7693.
 *
 * The API has the shape of the Linux kernel's <crypto/blake2s.h> in 7.3:
 * the lengths and the IV are enums, blake2s_init(), blake2s_init_key() and the
 * one-shot blake2s() are static inline, and only blake2s_update() and
 * blake2s_final() are library functions, besides the one that
 * blake2s_init_key() calls to compress a key block. Every function
 * returns void; out-of-range lengths are reported with WARN_ON_ONCE() and
 * handled as the kerneldoc of blake2s_init_key() says, never by touching
 * memory outside the context and the caller's buffers.
 *
 * The library exports them as kcrypto_blake2s_update() and
 * kcrypto_blake2s_final(), so that it can be loaded next to a kernel (or linked
 * next to a userspace library) that has its own BLAKE2s; the kernel's names
 * are static inline functions calling them, which leave any other
 * identifier spelled "blake2s" (a variable, a struct member) alone.
 */
#ifndef _CRYPTO_BLAKE2S_H
#define _CRYPTO_BLAKE2S_H

#include <linux/bug.h>
#include <linux/string.h>
#include <linux/types.h>

enum blake2s_lengths {
	BLAKE2S_BLOCK_SIZE = 64,
	BLAKE2S_HASH_SIZE = 32,
	BLAKE2S_KEY_SIZE = 32,
	BLAKE2S_128_HASH_SIZE = 16,
	BLAKE2S_160_HASH_SIZE = 20,
	BLAKE2S_224_HASH_SIZE = 28,
	BLAKE2S_256_HASH_SIZE = 32,
};

/* RFC 7693, section 2.6: the SHA-256 initial hash value. */
enum blake2s_iv {
	BLAKE2S_IV0 = 0x6A09E667UL,
	BLAKE2S_IV1 = 0xBB67AE85UL,
	BLAKE2S_IV2 = 0x3C6EF372UL,
	BLAKE2S_IV3 = 0xA54FF53AUL,
	BLAKE2S_IV4 = 0x510E527FUL,
	BLAKE2S_IV5 = 0x9B05688CUL,
	BLAKE2S_IV6 = 0x1F83D9ABUL,
	BLAKE2S_IV7 = 0x5BE0CD19UL,
};

/**
 * struct blake2s_ctx - context for hashing a message with BLAKE2s
 * @h: the chained state, eight 32-bit words
 * @t: the 64-bit byte counter, low word first
 * @f: the finalization flags; f[0] is all ones for the last block. f[1], the
 *     last-node flag of tree hashing, is 0 in sequential hashing: kcrypto
 *     sets it only to mark a context that blake2s_init_key() rejected
 * @buf: bytes not yet compressed (the last block is kept back until final).
 *	 After blake2s_init_key() with a key and before any data (@buflen 0,
 *	 @t nonzero), the digest of the empty message instead, zero-padded
 * @buflen: number of bytes in @buf, 0..BLAKE2S_BLOCK_SIZE
 * @outlen: digest length in bytes, 1..BLAKE2S_HASH_SIZE; in a rejected
 *	    context, the number of bytes blake2s_final() zero-fills
 *
 * The layout is fixed: assembly implementations of the compression function
 * address @h, @t and @f by offset (0, 32 and 40).
 */
struct blake2s_ctx {
	u32 h[8];
	u32 t[2];
	u32 f[2];
	u8 buf[BLAKE2S_BLOCK_SIZE];
	unsigned int buflen;
	unsigned int outlen;
};

void kcrypto_blake2s_update(struct blake2s_ctx *ctx, const u8 *in,
			    size_t inlen);
void kcrypto_blake2s_final(struct blake2s_ctx *ctx, u8 *out);
void kcrypto_blake2s_init_key(struct blake2s_ctx *ctx, size_t outlen,
			      const u8 *key, size_t keylen);

/*
 * The parameter block (RFC 7693, section 2.5) of a sequential hash, no data
 * absorbed yet. The key block, if any, is up to the caller.
 */
static inline void __blake2s_init(struct blake2s_ctx *ctx, size_t outlen,
				  size_t keylen)
{
	/* Fanout = depth = 1. */
	ctx->h[0] = BLAKE2S_IV0 ^ (u32)(0x01010000 | keylen << 8 | outlen);
	ctx->h[1] = BLAKE2S_IV1;
	ctx->h[2] = BLAKE2S_IV2;
	ctx->h[3] = BLAKE2S_IV3;
	ctx->h[4] = BLAKE2S_IV4;
	ctx->h[5] = BLAKE2S_IV5;
	ctx->h[6] = BLAKE2S_IV6;
	ctx->h[7] = BLAKE2S_IV7;
	ctx->t[0] = 0;
	ctx->t[1] = 0;
	ctx->f[0] = 0;
	ctx->f[1] = 0;
	ctx->buflen = 0;
	ctx->outlen = outlen;
}

/*
 * The checks of blake2s_init_key(): false, with @ctx marked invalid, for
 * out-of-range lengths or a NULL key.
 */
static inline bool __blake2s_init_check(struct blake2s_ctx *ctx, size_t outlen,
					const void *key, size_t keylen)
{
	if (WARN_ON_ONCE(!outlen || outlen > BLAKE2S_HASH_SIZE ||
			 keylen > BLAKE2S_KEY_SIZE || (keylen && !key))) {
		memset(ctx, 0, sizeof(*ctx));
		ctx->f[1] = ~(u32)0;
		if (outlen > BLAKE2S_HASH_SIZE)
			outlen = BLAKE2S_HASH_SIZE;
		ctx->outlen = outlen;
		return false;
	}
	return true;
}

/**
 * blake2s_init_key() - initialize a BLAKE2s context for keyed hashing (MAC)
 * @ctx: the context to initialize
 * @outlen: digest length in bytes, 1..BLAKE2S_HASH_SIZE
 * @key: the key; not NULL
 * @keylen: key length in bytes, 1..BLAKE2S_KEY_SIZE
 *
 * These are the kernel's preconditions; for an unkeyed hash, use
 * blake2s_init(). A @keylen of 0 is tolerated all the same, with any @key,
 * NULL included: it gives the unkeyed hash, as in the kernel, and no
 * warning.
 *
 * If @outlen is 0 or larger than BLAKE2S_HASH_SIZE, @keylen is larger than
 * BLAKE2S_KEY_SIZE, or @key is NULL with a nonzero @keylen, this warns once
 * (per file that calls it) and marks @ctx invalid: updates are still
 * accepted, and blake2s_final() then writes min(@outlen, BLAKE2S_HASH_SIZE)
 * zero bytes to its output instead of a digest, so that the caller's buffer
 * is never left uninitialized. An oversized key is never truncated or
 * ignored, so a bad key length can't silently produce an unkeyed MAC.
 *
 * A key block is compressed here, so that @ctx holds no byte of the key
 * (a copy of the context, e.g. a crypto API export, gives none away): once
 * as the first block of a longer message, and once as the only block, for
 * the digest of the empty message. The one-shot blake2s() needs one
 * compression only.
 *
 * Context: Any context.
 */
static inline void blake2s_init_key(struct blake2s_ctx *ctx, size_t outlen,
				    const void *key, size_t keylen)
{
	if (!__blake2s_init_check(ctx, outlen, key, keylen))
		return;
	if (keylen)
		kcrypto_blake2s_init_key(ctx, outlen, (const u8 *)key, keylen);
	else
		__blake2s_init(ctx, outlen, 0);
}

/**
 * blake2s_init() - initialize a BLAKE2s context for unkeyed hashing
 * @ctx: the context to initialize
 * @outlen: digest length in bytes, 1..BLAKE2S_HASH_SIZE
 *
 * Out-of-range @outlen is handled as by blake2s_init_key().
 *
 * Context: Any context.
 */
static inline void blake2s_init(struct blake2s_ctx *ctx, size_t outlen)
{
	if (__blake2s_init_check(ctx, outlen, NULL, 0))
		__blake2s_init(ctx, outlen, 0);
}

/**
 * blake2s_update() - add data to a BLAKE2s context
 * @ctx: an initialized context
 * @in: the data, or NULL when @inlen is 0
 * @inlen: data length in bytes; any value
 *
 * Context: Any context.
 */
static inline void blake2s_update(struct blake2s_ctx *ctx, const u8 *in,
				  size_t inlen)
{
	kcrypto_blake2s_update(ctx, in, inlen);
}

/**
 * blake2s_final() - finish a BLAKE2s computation and zeroize the context
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the digest, ctx->outlen bytes, or as many zero bytes for a
 *	 context that init marked invalid. May overlap data already passed
 *	 to blake2s_update().
 *
 * Context: Any context.
 */
static inline void blake2s_final(struct blake2s_ctx *ctx, u8 *out)
{
	kcrypto_blake2s_final(ctx, out);
}

/**
 * blake2s() - compute a BLAKE2s digest or MAC in one call
 * @key: the key, or NULL when @keylen is 0
 * @keylen: key length in bytes, 0..BLAKE2S_KEY_SIZE
 * @in: the data, or NULL when @inlen is 0
 * @inlen: data length in bytes
 * @out: (output) the digest, @outlen bytes, not NULL; it may overlap @in
 *	 or @key
 * @outlen: digest length in bytes, 1..BLAKE2S_HASH_SIZE
 *
 * With an out-of-range @outlen or @keylen this warns once, as
 * blake2s_init_key() does, and writes min(@outlen, BLAKE2S_HASH_SIZE) zero
 * bytes to @out.
 *
 * Context: Any context.
 */
static inline void blake2s(const u8 *key, size_t keylen, const u8 *in,
			   size_t inlen, u8 *out, size_t outlen)
{
	struct blake2s_ctx ctx;

	if (__blake2s_init_check(&ctx, outlen, key, keylen)) {
		__blake2s_init(&ctx, outlen, keylen);
		/*
		 * Unlike blake2s_init_key(), the key block waits in the
		 * buffer, to go in as the first block, and as the last one
		 * when there is no data (RFC 7693, section 3.3): one
		 * compression instead of two, and this context never leaves
		 * the function, whose final zeroizes it.
		 */
		if (keylen) {
			memcpy(ctx.buf, key, keylen);
			memset(&ctx.buf[keylen], 0,
			       BLAKE2S_BLOCK_SIZE - keylen);
			ctx.buflen = BLAKE2S_BLOCK_SIZE;
		}
	}
	blake2s_update(&ctx, in, inlen);
	blake2s_final(&ctx, out);
}

#endif /* _CRYPTO_BLAKE2S_H */
