/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA3-224, SHA3-256, SHA3-384 and SHA3-512, and the extendable-output
 * functions SHAKE128 and SHAKE256 (FIPS 202).
 *
 * The API follows the Linux kernel's <crypto/sha3.h> as 7.3 has it: the
 * size macros, struct sha3_state, struct __sha3_ctx wrapped in the distinct
 * struct sha3_ctx (digests) and struct shake_ctx (XOFs), static inline init
 * and zeroize functions, and update, final, squeeze and one-shot functions
 * in the library. Every function returns void and accepts NULL data with
 * length 0.
 *
 * The library exports kcrypto_-prefixed symbols, so that it can be loaded
 * next to a kernel (or linked next to a userspace library) that has its own
 * SHA-3; callers keep writing the kernel's names, static inline functions
 * below that call them.
 */
#ifndef _CRYPTO_SHA3_H
#define _CRYPTO_SHA3_H

#include <linux/string.h>
#include <linux/types.h>
#include "../../compat/kcrypto-compat.h"

/*
 * FIPS 202, section 6: a digest of d bits has a capacity of 2d bits, and
 * the rate (the block size) is what is left of the 1600-bit state.
 */
#define SHA3_224_DIGEST_SIZE (224 / 8)
#define SHA3_224_BLOCK_SIZE (200 - 2 * SHA3_224_DIGEST_SIZE)
#define SHA3_224_EXPORT_SIZE (SHA3_STATE_SIZE + SHA3_224_BLOCK_SIZE + 1)

#define SHA3_256_DIGEST_SIZE (256 / 8)
#define SHA3_256_BLOCK_SIZE (200 - 2 * SHA3_256_DIGEST_SIZE)
#define SHA3_256_EXPORT_SIZE (SHA3_STATE_SIZE + SHA3_256_BLOCK_SIZE + 1)

#define SHA3_384_DIGEST_SIZE (384 / 8)
#define SHA3_384_BLOCK_SIZE (200 - 2 * SHA3_384_DIGEST_SIZE)
#define SHA3_384_EXPORT_SIZE (SHA3_STATE_SIZE + SHA3_384_BLOCK_SIZE + 1)

#define SHA3_512_DIGEST_SIZE (512 / 8)
#define SHA3_512_BLOCK_SIZE (200 - 2 * SHA3_512_DIGEST_SIZE)
#define SHA3_512_EXPORT_SIZE (SHA3_STATE_SIZE + SHA3_512_BLOCK_SIZE + 1)

/*
 * SHAKE128 and SHAKE256 give output of any length; their capacity is that
 * of a 128-bit or 256-bit digest (FIPS 202, section 6.2), and these
 * "default" sizes give their block sizes in the same way.
 */
#define SHAKE128_DEFAULT_SIZE (128 / 8)
#define SHAKE128_BLOCK_SIZE (200 - 2 * SHAKE128_DEFAULT_SIZE)
#define SHAKE256_DEFAULT_SIZE (256 / 8)
#define SHAKE256_BLOCK_SIZE (200 - 2 * SHAKE256_DEFAULT_SIZE)

/* The Keccak-f[1600] state in bytes: 25 lanes of 64 bits. */
#define SHA3_STATE_SIZE 200

/**
 * struct sha3_state - the Keccak-f[1600] state
 * @words: the 25 lanes, lane (x, y) at index x + 5y, little-endian
 * @bytes: the same state as the byte string of FIPS 202, Appendix B.1
 * @native_words: the lanes in the CPU's byte order, for a permutation that
 *		  converts them in place (a no-op on little-endian CPUs)
 *
 * The lanes stay little-endian between permutations, so that absorbing and
 * squeezing are plain byte operations on @bytes.
 */
struct sha3_state {
	union {
		__le64 words[SHA3_STATE_SIZE / 8];
		u8 bytes[SHA3_STATE_SIZE];
		u64 native_words[SHA3_STATE_SIZE / 8];
	};
};

/**
 * struct __sha3_ctx - internal context shared by the digests and the XOFs
 * @state: the sponge state
 * @digest_size: digest length in bytes (SHA3-*); 0 for SHAKE*
 * @block_size: the rate in bytes
 * @absorb_offset: the index of the next state byte to absorb into,
 *		   0..@block_size - 1 while absorbing; @block_size once the
 *		   message has been padded (squeezing has begun)
 * @squeeze_offset: SHAKE*: the index of the next state byte to output,
 *		    0..@block_size once squeezing has begun; @block_size means
 *		    the state must be permuted before the next byte
 */
struct __sha3_ctx {
	struct sha3_state state;
	u8 digest_size;
	u8 block_size;
	u8 absorb_offset;
	u8 squeeze_offset;
};

struct sha3_ctx;
struct shake_ctx;

void kcrypto___sha3_update(struct __sha3_ctx *ctx, const u8 *in, size_t in_len);
void kcrypto_sha3_final(struct sha3_ctx *ctx, u8 *out);
void kcrypto_shake_squeeze(struct shake_ctx *ctx, u8 *out, size_t out_len);
void kcrypto_sha3_224(const u8 *in, size_t in_len,
		      u8 out[at_least SHA3_224_DIGEST_SIZE]);
void kcrypto_sha3_256(const u8 *in, size_t in_len,
		      u8 out[at_least SHA3_256_DIGEST_SIZE]);
void kcrypto_sha3_384(const u8 *in, size_t in_len,
		      u8 out[at_least SHA3_384_DIGEST_SIZE]);
void kcrypto_sha3_512(const u8 *in, size_t in_len,
		      u8 out[at_least SHA3_512_DIGEST_SIZE]);
void kcrypto_shake128(const u8 *in, size_t in_len, u8 *out, size_t out_len);
void kcrypto_shake256(const u8 *in, size_t in_len, u8 *out, size_t out_len);
const char *kcrypto_sha3_arch_name(void);

/*
 * Absorbs @in_len bytes into @ctx. Once squeezing has begun (or on a
 * zeroized context) it warns once and ignores the data: see shake_update().
 */
static inline void __sha3_update(struct __sha3_ctx *ctx, const u8 *in,
				 size_t in_len)
{
	kcrypto___sha3_update(ctx, in, in_len);
}

static inline void __sha3_init(struct __sha3_ctx *ctx, u8 digest_size,
			       u8 block_size)
{
	memset(ctx, 0, sizeof(*ctx));
	ctx->digest_size = digest_size;
	ctx->block_size = block_size;
}

/**
 * struct sha3_ctx - context for SHA3-224, SHA3-256, SHA3-384 or SHA3-512
 * @ctx: private
 */
struct sha3_ctx {
	struct __sha3_ctx ctx;
};

/**
 * sha3_zeroize_ctx() - zeroize a SHA-3 digest context
 * @ctx: the context to zeroize
 *
 * sha3_final() does this already; call it when abandoning a context
 * without sha3_final(). A zeroized context is not initialized: sha3_update()
 * on it warns once and does nothing, sha3_final() on it writes nothing.
 *
 * Context: Any context.
 */
static inline void sha3_zeroize_ctx(struct sha3_ctx *ctx)
{
	memzero_explicit(ctx, sizeof(*ctx));
}

/**
 * struct shake_ctx - context for SHAKE128 or SHAKE256
 * @ctx: private
 */
struct shake_ctx {
	struct __sha3_ctx ctx;
};

/**
 * shake_zeroize_ctx() - zeroize a SHAKE context
 * @ctx: the context to zeroize
 *
 * Call this after the last shake_squeeze(). A zeroized context is not
 * initialized: shake_update() on it warns once and does nothing,
 * shake_squeeze() on it warns once and writes zeros.
 *
 * Context: Any context.
 */
static inline void shake_zeroize_ctx(struct shake_ctx *ctx)
{
	memzero_explicit(ctx, sizeof(*ctx));
}

/**
 * sha3_224_init() - initialize a context for SHA3-224
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void sha3_224_init(struct sha3_ctx *ctx)
{
	__sha3_init(&ctx->ctx, SHA3_224_DIGEST_SIZE, SHA3_224_BLOCK_SIZE);
}

/**
 * sha3_256_init() - initialize a context for SHA3-256
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void sha3_256_init(struct sha3_ctx *ctx)
{
	__sha3_init(&ctx->ctx, SHA3_256_DIGEST_SIZE, SHA3_256_BLOCK_SIZE);
}

/**
 * sha3_384_init() - initialize a context for SHA3-384
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void sha3_384_init(struct sha3_ctx *ctx)
{
	__sha3_init(&ctx->ctx, SHA3_384_DIGEST_SIZE, SHA3_384_BLOCK_SIZE);
}

/**
 * sha3_512_init() - initialize a context for SHA3-512
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void sha3_512_init(struct sha3_ctx *ctx)
{
	__sha3_init(&ctx->ctx, SHA3_512_DIGEST_SIZE, SHA3_512_BLOCK_SIZE);
}

/**
 * sha3_update() - add data to a SHA-3 digest context
 * @ctx: a context initialized by one of sha3_224_init() ... sha3_512_init()
 * @in: the data, or NULL when @in_len is 0
 * @in_len: data length in bytes; any value
 *
 * May be called any number of times.
 *
 * Context: Any context.
 */
static inline void sha3_update(struct sha3_ctx *ctx, const u8 *in,
			       size_t in_len)
{
	__sha3_update(&ctx->ctx, in, in_len);
}

/**
 * sha3_final() - finish a SHA-3 digest and zeroize the context
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the digest: SHA3_224_DIGEST_SIZE ... SHA3_512_DIGEST_SIZE
 *	 bytes, as the init function that was called says. May overlap data
 *	 already passed to sha3_update().
 *
 * Context: Any context.
 */
static inline void sha3_final(struct sha3_ctx *ctx, u8 *out)
{
	kcrypto_sha3_final(ctx, out);
}

/**
 * shake128_init() - initialize a context for SHAKE128
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void shake128_init(struct shake_ctx *ctx)
{
	__sha3_init(&ctx->ctx, 0, SHAKE128_BLOCK_SIZE);
}

/**
 * shake256_init() - initialize a context for SHAKE256
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void shake256_init(struct shake_ctx *ctx)
{
	__sha3_init(&ctx->ctx, 0, SHAKE256_BLOCK_SIZE);
}

/**
 * shake_update() - add input to a SHAKE context
 * @ctx: a context initialized by shake128_init() or shake256_init()
 * @in: the data, or NULL when @in_len is 0
 * @in_len: data length in bytes; any value
 *
 * May be called any number of times before the first shake_squeeze(), and
 * not after it: once squeezing has begun the input is final. A call after
 * it (or on a zeroized context) warns once and is ignored; the context is
 * left as it was, and later squeezes continue the output of the input
 * given before.
 *
 * Context: Any context.
 */
static inline void shake_update(struct shake_ctx *ctx, const u8 *in,
				size_t in_len)
{
	__sha3_update(&ctx->ctx, in, in_len);
}

/**
 * shake_squeeze() - output the next bytes of SHAKE128 or SHAKE256
 * @ctx: an initialized context
 * @out: (output) the next @out_len bytes of output
 * @out_len: how many bytes to write to @out; any value
 *
 * May be called any number of times: squeezes laid end to end give the
 * same bytes as one squeeze of their total length. The first one ends the
 * input (see shake_update()). Call shake_zeroize_ctx() after the last.
 *
 * Context: Any context.
 */
static inline void shake_squeeze(struct shake_ctx *ctx, u8 *out, size_t out_len)
{
	kcrypto_shake_squeeze(ctx, out, out_len);
}

/**
 * sha3_224() - compute a SHA3-224 digest in one call
 * @in: the data, or NULL when @in_len is 0
 * @in_len: data length in bytes
 * @out: (output) the digest; it may overlap @in
 *
 * Context: Any context.
 */
static inline void sha3_224(const u8 *in, size_t in_len,
			    u8 out[at_least SHA3_224_DIGEST_SIZE])
{
	kcrypto_sha3_224(in, in_len, out);
}

/**
 * sha3_256() - compute a SHA3-256 digest in one call
 * @in: the data, or NULL when @in_len is 0
 * @in_len: data length in bytes
 * @out: (output) the digest; it may overlap @in
 *
 * Context: Any context.
 */
static inline void sha3_256(const u8 *in, size_t in_len,
			    u8 out[at_least SHA3_256_DIGEST_SIZE])
{
	kcrypto_sha3_256(in, in_len, out);
}

/**
 * sha3_384() - compute a SHA3-384 digest in one call
 * @in: the data, or NULL when @in_len is 0
 * @in_len: data length in bytes
 * @out: (output) the digest; it may overlap @in
 *
 * Context: Any context.
 */
static inline void sha3_384(const u8 *in, size_t in_len,
			    u8 out[at_least SHA3_384_DIGEST_SIZE])
{
	kcrypto_sha3_384(in, in_len, out);
}

/**
 * sha3_512() - compute a SHA3-512 digest in one call
 * @in: the data, or NULL when @in_len is 0
 * @in_len: data length in bytes
 * @out: (output) the digest; it may overlap @in
 *
 * Context: Any context.
 */
static inline void sha3_512(const u8 *in, size_t in_len,
			    u8 out[at_least SHA3_512_DIGEST_SIZE])
{
	kcrypto_sha3_512(in, in_len, out);
}

/**
 * shake128() - compute SHAKE128 output in one call
 * @in: the data, or NULL when @in_len is 0
 * @in_len: data length in bytes
 * @out: (output) the output; it may overlap @in
 * @out_len: output length in bytes; any value
 *
 * Context: Any context.
 */
static inline void shake128(const u8 *in, size_t in_len, u8 *out,
			    size_t out_len)
{
	kcrypto_shake128(in, in_len, out, out_len);
}

/**
 * shake256() - compute SHAKE256 output in one call
 * @in: the data, or NULL when @in_len is 0
 * @in_len: data length in bytes
 * @out: (output) the output; it may overlap @in
 * @out_len: output length in bytes; any value
 *
 * Context: Any context.
 */
static inline void shake256(const u8 *in, size_t in_len, u8 *out,
			    size_t out_len)
{
	kcrypto_shake256(in, in_len, out, out_len);
}

/**
 * sha3_arch_name() - which arch code runs Keccak-f[1600] here
 *
 * Not in the kernel's API: kcrypto's crypto API drivers name their
 * implementation after it.
 *
 * Context: Any context.
 * Return: the arch code's path name, or NULL when the generic C code does
 * all the work on this CPU.
 */
static inline const char *sha3_arch_name(void)
{
	return kcrypto_sha3_arch_name();
}

#endif /* _CRYPTO_SHA3_H */
