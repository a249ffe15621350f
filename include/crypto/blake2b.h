/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * BLAKE2b hash and MAC, as specified by RFC 7693.
 *
 * The API follows the Linux kernel's lib/crypto library interface: a context
 * with init/update/final, and a one-shot helper. Every function returns void;
 * out-of-range lengths are reported with WARN_ON_ONCE() and handled as the
 * kerneldoc of each function says, never by touching memory outside the
 * context and the caller's buffers.
 */
#ifndef _CRYPTO_BLAKE2B_H
#define _CRYPTO_BLAKE2B_H

#include <linux/types.h>

#define BLAKE2B_BLOCK_SIZE 128
#define BLAKE2B_HASH_SIZE 64
#define BLAKE2B_KEY_SIZE 64

#define BLAKE2B_160_HASH_SIZE 20
#define BLAKE2B_256_HASH_SIZE 32
#define BLAKE2B_384_HASH_SIZE 48
#define BLAKE2B_512_HASH_SIZE 64

/*
 * The library exports kcrypto_-prefixed symbols, so that it can be loaded
 * next to a kernel (or linked next to a userspace library) that has its own
 * BLAKE2b; callers keep writing the kernel's names.
 */
#define blake2b_init kcrypto_blake2b_init
#define blake2b_init_key kcrypto_blake2b_init_key
#define blake2b_update kcrypto_blake2b_update
#define blake2b_final kcrypto_blake2b_final
#define blake2b kcrypto_blake2b
#define blake2b_arch_name kcrypto_blake2b_arch_name

/**
 * struct blake2b_ctx - context for hashing a message with BLAKE2b
 * @h: the chained state, eight 64-bit words
 * @t: the 128-bit byte counter, low word first
 * @f: the finalization flags; f[0] is all ones for the last block
 * @buf: bytes not yet compressed (the last block is kept back until final)
 * @buflen: number of bytes in @buf, 0..BLAKE2B_BLOCK_SIZE
 * @outlen: digest length in bytes, 1..BLAKE2B_HASH_SIZE; 0 marks a context
 *	    that was initialized with an out-of-range length
 *
 * The layout is fixed: assembly implementations of the compression function
 * address @h, @t and @f by offset (0, 64 and 80).
 */
struct blake2b_ctx {
	u64 h[8];
	u64 t[2];
	u64 f[2];
	u8 buf[BLAKE2B_BLOCK_SIZE];
	unsigned int buflen;
	unsigned int outlen;
};

/**
 * blake2b_init_key() - initialize a BLAKE2b context for keyed hashing (MAC)
 * @ctx: the context to initialize
 * @outlen: digest length in bytes, 1..BLAKE2B_HASH_SIZE
 * @key: the key, or NULL when @keylen is 0
 * @keylen: key length in bytes, 0..BLAKE2B_KEY_SIZE; 0 means unkeyed
 *
 * If @outlen is 0 or larger than BLAKE2B_HASH_SIZE, or @keylen is larger
 * than BLAKE2B_KEY_SIZE, this warns once and marks @ctx invalid: updates are
 * still accepted, and blake2b_final() then writes nothing to its output.
 * An oversized key is never truncated or ignored, so a bad key length can't
 * silently produce an unkeyed MAC.
 *
 * Context: Any context.
 */
void blake2b_init_key(struct blake2b_ctx *ctx, size_t outlen, const u8 *key,
		      size_t keylen);

/**
 * blake2b_init() - initialize a BLAKE2b context for unkeyed hashing
 * @ctx: the context to initialize
 * @outlen: digest length in bytes, 1..BLAKE2B_HASH_SIZE
 *
 * Out-of-range @outlen is handled as by blake2b_init_key().
 *
 * Context: Any context.
 */
void blake2b_init(struct blake2b_ctx *ctx, size_t outlen);

/**
 * blake2b_update() - add data to a BLAKE2b context
 * @ctx: an initialized context
 * @in: the data, or NULL when @inlen is 0
 * @inlen: data length in bytes; any value
 *
 * Context: Any context.
 */
void blake2b_update(struct blake2b_ctx *ctx, const u8 *in, size_t inlen);

/**
 * blake2b_final() - finish a BLAKE2b computation and zeroize the context
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the digest, ctx->outlen bytes; nothing is written for a
 *	 context that init marked invalid. May overlap data already passed to
 *	 blake2b_update().
 *
 * Context: Any context.
 */
void blake2b_final(struct blake2b_ctx *ctx, u8 *out);

/**
 * blake2b() - compute a BLAKE2b digest or MAC in one call
 * @key: the key, or NULL when @keylen is 0
 * @keylen: key length in bytes, 0..BLAKE2B_KEY_SIZE
 * @in: the data, or NULL when @inlen is 0
 * @inlen: data length in bytes
 * @out: (output) the digest, @outlen bytes; it may overlap @in or @key
 * @outlen: digest length in bytes, 1..BLAKE2B_HASH_SIZE
 *
 * With an out-of-range @outlen or @keylen this warns once and writes
 * nothing to @out.
 *
 * Context: Any context.
 */
void blake2b(const u8 *key, size_t keylen, const u8 *in, size_t inlen, u8 *out,
	     size_t outlen);

/**
 * blake2b_arch_name() - which arch code compresses BLAKE2b blocks here
 *
 * Not in the kernel's API: kcrypto's crypto API drivers (crypto/blake2b.c)
 * name their implementation after it, e.g. "blake2b-256-kcrypto-neon".
 *
 * Context: Any context.
 * Return: "neon" (32-bit ARM NEON), or NULL when the generic C code does all
 * the work on this CPU.
 */
const char *blake2b_arch_name(void);

#endif /* _CRYPTO_BLAKE2B_H */
