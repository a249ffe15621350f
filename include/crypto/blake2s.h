/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2s hash and MAC, as specified by RFC 7693.
 *
 * The API follows the Linux kernel's lib/crypto library interface: a context
 * with init/update/final, and a one-shot helper. Every function returns void;
 * out-of-range lengths are reported with WARN_ON_ONCE() and handled as the
 * kerneldoc of each function says, never by touching memory outside the
 * context and the caller's buffers.
 */
#ifndef _CRYPTO_BLAKE2S_H
#define _CRYPTO_BLAKE2S_H

#include <linux/types.h>

#define BLAKE2S_BLOCK_SIZE 64
#define BLAKE2S_HASH_SIZE 32
#define BLAKE2S_KEY_SIZE 32

#define BLAKE2S_128_HASH_SIZE 16
#define BLAKE2S_160_HASH_SIZE 20
#define BLAKE2S_224_HASH_SIZE 28
#define BLAKE2S_256_HASH_SIZE 32

/*
 * The library exports kcrypto_-prefixed symbols, so that it can be loaded
 * next to a kernel (or linked next to a userspace library) that has its own
 * BLAKE2s; callers keep writing the kernel's names.
 */
#define blake2s_init kcrypto_blake2s_init
#define blake2s_init_key kcrypto_blake2s_init_key
#define blake2s_update kcrypto_blake2s_update
#define blake2s_final kcrypto_blake2s_final
#define blake2s kcrypto_blake2s

/**
 * struct blake2s_ctx - context for hashing a message with BLAKE2s
 * @h: the chained state, eight 32-bit words
 * @t: the 64-bit byte counter, low word first
 * @f: the finalization flags; f[0] is all ones for the last block
 * @buf: bytes not yet compressed (the last block is kept back until final)
 * @buflen: number of bytes in @buf, 0..BLAKE2S_BLOCK_SIZE
 * @outlen: digest length in bytes, 1..BLAKE2S_HASH_SIZE; 0 marks a context
 *	    that was initialized with an out-of-range length
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

/**
 * blake2s_init_key() - initialize a BLAKE2s context for keyed hashing (MAC)
 * @ctx: the context to initialize
 * @outlen: digest length in bytes, 1..BLAKE2S_HASH_SIZE
 * @key: the key, or NULL when @keylen is 0
 * @keylen: key length in bytes, 0..BLAKE2S_KEY_SIZE; 0 means unkeyed
 *
 * If @outlen is 0 or larger than BLAKE2S_HASH_SIZE, or @keylen is larger
 * than BLAKE2S_KEY_SIZE, this warns once and marks @ctx invalid: updates are
 * still accepted, and blake2s_final() then writes nothing to its output.
 * An oversized key is never truncated or ignored, so a bad key length can't
 * silently produce an unkeyed MAC.
 *
 * Context: Any context.
 */
void blake2s_init_key(struct blake2s_ctx *ctx, size_t outlen, const u8 *key,
		      size_t keylen);

/**
 * blake2s_init() - initialize a BLAKE2s context for unkeyed hashing
 * @ctx: the context to initialize
 * @outlen: digest length in bytes, 1..BLAKE2S_HASH_SIZE
 *
 * Out-of-range @outlen is handled as by blake2s_init_key().
 *
 * Context: Any context.
 */
void blake2s_init(struct blake2s_ctx *ctx, size_t outlen);

/**
 * blake2s_update() - add data to a BLAKE2s context
 * @ctx: an initialized context
 * @in: the data, or NULL when @inlen is 0
 * @inlen: data length in bytes; any value
 *
 * Context: Any context.
 */
void blake2s_update(struct blake2s_ctx *ctx, const u8 *in, size_t inlen);

/**
 * blake2s_final() - finish a BLAKE2s computation and zeroize the context
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the digest, ctx->outlen bytes; nothing is written for a
 *	 context that init marked invalid. May overlap data already passed to
 *	 blake2s_update().
 *
 * Context: Any context.
 */
void blake2s_final(struct blake2s_ctx *ctx, u8 *out);

/**
 * blake2s() - compute a BLAKE2s digest or MAC in one call
 * @key: the key, or NULL when @keylen is 0
 * @keylen: key length in bytes, 0..BLAKE2S_KEY_SIZE
 * @in: the data, or NULL when @inlen is 0
 * @inlen: data length in bytes
 * @out: (output) the digest, @outlen bytes; it may overlap @in or @key
 * @outlen: digest length in bytes, 1..BLAKE2S_HASH_SIZE
 *
 * With an out-of-range @outlen or @keylen this warns once and writes
 * nothing to @out.
 *
 * Context: Any context.
 */
void blake2s(const u8 *key, size_t keylen, const u8 *in, size_t inlen, u8 *out,
	     size_t outlen);

#endif /* _CRYPTO_BLAKE2S_H */
