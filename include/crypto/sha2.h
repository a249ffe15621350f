/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-224, SHA-256, SHA-384 and SHA-512 (FIPS 180-4), and HMAC over each
 * of them (RFC 2104).
 *
 * The API follows the Linux kernel's lib/crypto library interface as
 * <crypto/sha2.h> has it in 7.3. SHA-224 and SHA-256 share one internal
 * context, wrapped in two distinct structs so that a SHA-224 context can't
 * be passed to a SHA-256 function or the other way round; SHA-384 and
 * SHA-512 do the same with theirs. Every function returns void and accepts
 * NULL data with length 0. A fixed-size output is declared
 * u8 out[at_least SIZE], so that the compiler can flag a shorter buffer
 * (see compat/kcrypto-compat.h for the kernels and languages without it).
 */
#ifndef _CRYPTO_SHA2_H
#define _CRYPTO_SHA2_H

#include <linux/types.h>
#include "../../compat/kcrypto-compat.h"

#define SHA224_DIGEST_SIZE 28
#define SHA224_BLOCK_SIZE 64
#define SHA256_DIGEST_SIZE 32
#define SHA256_BLOCK_SIZE 64
#define SHA256_STATE_WORDS 8
#define SHA384_DIGEST_SIZE 48
#define SHA384_BLOCK_SIZE 128
#define SHA512_DIGEST_SIZE 64
#define SHA512_BLOCK_SIZE 128
#define SHA512_STATE_WORDS 8
/* The bytes of struct sha512_state before @buf: state and 128-bit count. */
#define SHA512_STATE_SIZE 80

/* FIPS 180-4, section 5.3.2: the SHA-224 initial hash value. */
#define SHA224_H0 0xc1059ed8UL
#define SHA224_H1 0x367cd507UL
#define SHA224_H2 0x3070dd17UL
#define SHA224_H3 0xf70e5939UL
#define SHA224_H4 0xffc00b31UL
#define SHA224_H5 0x68581511UL
#define SHA224_H6 0x64f98fa7UL
#define SHA224_H7 0xbefa4fa4UL

/* FIPS 180-4, section 5.3.3: the SHA-256 initial hash value. */
#define SHA256_H0 0x6a09e667UL
#define SHA256_H1 0xbb67ae85UL
#define SHA256_H2 0x3c6ef372UL
#define SHA256_H3 0xa54ff53aUL
#define SHA256_H4 0x510e527fUL
#define SHA256_H5 0x9b05688cUL
#define SHA256_H6 0x1f83d9abUL
#define SHA256_H7 0x5be0cd19UL

/* FIPS 180-4, section 5.3.4: the SHA-384 initial hash value. */
#define SHA384_H0 0xcbbb9d5dc1059ed8ULL
#define SHA384_H1 0x629a292a367cd507ULL
#define SHA384_H2 0x9159015a3070dd17ULL
#define SHA384_H3 0x152fecd8f70e5939ULL
#define SHA384_H4 0x67332667ffc00b31ULL
#define SHA384_H5 0x8eb44a8768581511ULL
#define SHA384_H6 0xdb0c2e0d64f98fa7ULL
#define SHA384_H7 0x47b5481dbefa4fa4ULL

/* FIPS 180-4, section 5.3.5: the SHA-512 initial hash value. */
#define SHA512_H0 0x6a09e667f3bcc908ULL
#define SHA512_H1 0xbb67ae8584caa73bULL
#define SHA512_H2 0x3c6ef372fe94f82bULL
#define SHA512_H3 0xa54ff53a5f1d36f1ULL
#define SHA512_H4 0x510e527fade682d1ULL
#define SHA512_H5 0x9b05688c2b3e6c1fULL
#define SHA512_H6 0x1f83d9abfb41bd6bULL
#define SHA512_H7 0x5be0cd19137e2179ULL

/*
 * The digests of the empty message, as data that the library exports (the
 * crypto API drivers of offload hardware return them for a zero-length
 * request). Like the functions below, the exports carry the kcrypto_
 * prefix; the kernel's names stand for them. Where our files replace the
 * kernel's own lib/crypto, the kernel's crypto/sha256.c and crypto/sha512.c
 * define them, as they do in 7.3.
 */
extern const u8 kcrypto_sha224_zero_message_hash[SHA224_DIGEST_SIZE];
extern const u8 kcrypto_sha256_zero_message_hash[SHA256_DIGEST_SIZE];
extern const u8 kcrypto_sha384_zero_message_hash[SHA384_DIGEST_SIZE];
extern const u8 kcrypto_sha512_zero_message_hash[SHA512_DIGEST_SIZE];
#define sha224_zero_message_hash kcrypto_sha224_zero_message_hash
#define sha256_zero_message_hash kcrypto_sha256_zero_message_hash
#define sha384_zero_message_hash kcrypto_sha384_zero_message_hash
#define sha512_zero_message_hash kcrypto_sha512_zero_message_hash

/*
 * The state of the crypto API's SHA-224/SHA-256 and SHA-384/SHA-512 before
 * the library took them over, which offload drivers still import and
 * export: the chained state, the count of bytes hashed and, in the full
 * structs, the bytes not yet compressed.
 */

/**
 * struct crypto_sha256_state - SHA-224/SHA-256 state without its block
 * @state: the chained state, eight 32-bit words
 * @count: bytes hashed so far
 */
struct crypto_sha256_state {
	u32 state[SHA256_STATE_WORDS];
	u64 count;
};

/**
 * sha224_block_init() - set a struct crypto_sha256_state to SHA-224's start
 * @sctx: (output) the state: the SHA-224 initial hash value, count 0
 *
 * Context: Any context.
 */
static inline void sha224_block_init(struct crypto_sha256_state *sctx)
{
	sctx->state[0] = SHA224_H0;
	sctx->state[1] = SHA224_H1;
	sctx->state[2] = SHA224_H2;
	sctx->state[3] = SHA224_H3;
	sctx->state[4] = SHA224_H4;
	sctx->state[5] = SHA224_H5;
	sctx->state[6] = SHA224_H6;
	sctx->state[7] = SHA224_H7;
	sctx->count = 0;
}

/**
 * sha256_block_init() - set a struct crypto_sha256_state to SHA-256's start
 * @sctx: (output) the state: the SHA-256 initial hash value, count 0
 *
 * Context: Any context.
 */
static inline void sha256_block_init(struct crypto_sha256_state *sctx)
{
	sctx->state[0] = SHA256_H0;
	sctx->state[1] = SHA256_H1;
	sctx->state[2] = SHA256_H2;
	sctx->state[3] = SHA256_H3;
	sctx->state[4] = SHA256_H4;
	sctx->state[5] = SHA256_H5;
	sctx->state[6] = SHA256_H6;
	sctx->state[7] = SHA256_H7;
	sctx->count = 0;
}

/**
 * struct sha256_state - SHA-224/SHA-256 state with its partial block
 * @ctx: the chained state and the count, as one struct
 * @state: the chained state, also reachable as @ctx.state
 * @count: bytes hashed so far, also reachable as @ctx.count; the first
 *	   count % SHA256_BLOCK_SIZE bytes of @buf are pending
 * @buf: the bytes not yet compressed
 */
struct sha256_state {
	union {
		struct crypto_sha256_state ctx;
		struct {
			u32 state[SHA256_STATE_WORDS];
			u64 count;
		};
	};
	u8 buf[SHA256_BLOCK_SIZE];
};

/**
 * struct sha512_state - SHA-384/SHA-512 state with its partial block
 * @state: the chained state, eight 64-bit words
 * @count: bytes hashed so far, a 128-bit count, low word first; the first
 *	   count[0] % SHA512_BLOCK_SIZE bytes of @buf are pending
 * @buf: the bytes not yet compressed
 */
struct sha512_state {
	u64 state[SHA512_DIGEST_SIZE / 8];
	u64 count[2];
	u8 buf[SHA512_BLOCK_SIZE];
};

/*
 * The library exports kcrypto_-prefixed symbols, so that it can be loaded
 * next to a kernel (or linked next to a userspace library) that has its own
 * SHA-2. Callers keep writing the kernel's names: static inline functions
 * below, which call these and leave any other identifier spelled like them
 * (a variable or a struct member named sha256) alone.
 */
struct __sha256_ctx;
struct sha224_ctx;
struct sha256_ctx;
struct __hmac_sha256_ctx;
struct __hmac_sha256_key;
struct hmac_sha224_key;
struct hmac_sha224_ctx;
struct hmac_sha256_key;
struct hmac_sha256_ctx;
struct __sha512_ctx;
struct sha384_ctx;
struct sha512_ctx;
struct __hmac_sha512_ctx;
struct __hmac_sha512_key;
struct hmac_sha384_key;
struct hmac_sha384_ctx;
struct hmac_sha512_key;
struct hmac_sha512_ctx;

void kcrypto___sha256_update(struct __sha256_ctx *ctx, const u8 *data,
			     size_t len);
void kcrypto_sha224_init(struct sha224_ctx *ctx);
void kcrypto_sha224_final(struct sha224_ctx *ctx,
			  u8 out[at_least SHA224_DIGEST_SIZE]);
void kcrypto_sha224(const u8 *data, size_t len,
		    u8 out[at_least SHA224_DIGEST_SIZE]);
void kcrypto_sha256_init(struct sha256_ctx *ctx);
void kcrypto_sha256_final(struct sha256_ctx *ctx,
			  u8 out[at_least SHA256_DIGEST_SIZE]);
void kcrypto_sha256(const u8 *data, size_t len,
		    u8 out[at_least SHA256_DIGEST_SIZE]);
void kcrypto_sha256_finup_2x(const struct sha256_ctx *ctx, const u8 *data1,
			     const u8 *data2, size_t len,
			     u8 out1[at_least SHA256_DIGEST_SIZE],
			     u8 out2[at_least SHA256_DIGEST_SIZE]);
bool kcrypto_sha256_finup_2x_is_optimized(void);
const char *kcrypto_sha256_arch_name(void);
void kcrypto___hmac_sha256_init(struct __hmac_sha256_ctx *ctx,
				const struct __hmac_sha256_key *key);
void kcrypto_hmac_sha224_preparekey(struct hmac_sha224_key *key,
				    const u8 *raw_key, size_t raw_key_len);
void kcrypto_hmac_sha224_init_usingrawkey(struct hmac_sha224_ctx *ctx,
					  const u8 *raw_key,
					  size_t raw_key_len);
void kcrypto_hmac_sha224_final(struct hmac_sha224_ctx *ctx,
			       u8 out[at_least SHA224_DIGEST_SIZE]);
void kcrypto_hmac_sha224(const struct hmac_sha224_key *key, const u8 *data,
			 size_t data_len, u8 out[at_least SHA224_DIGEST_SIZE]);
void kcrypto_hmac_sha224_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[at_least SHA224_DIGEST_SIZE]);
void kcrypto_hmac_sha256_preparekey(struct hmac_sha256_key *key,
				    const u8 *raw_key, size_t raw_key_len);
void kcrypto_hmac_sha256_init_usingrawkey(struct hmac_sha256_ctx *ctx,
					  const u8 *raw_key,
					  size_t raw_key_len);
void kcrypto_hmac_sha256_final(struct hmac_sha256_ctx *ctx,
			       u8 out[at_least SHA256_DIGEST_SIZE]);
void kcrypto_hmac_sha256(const struct hmac_sha256_key *key, const u8 *data,
			 size_t data_len, u8 out[at_least SHA256_DIGEST_SIZE]);
void kcrypto_hmac_sha256_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[at_least SHA256_DIGEST_SIZE]);
void kcrypto___sha512_update(struct __sha512_ctx *ctx, const u8 *data,
			     size_t len);
void kcrypto_sha384_init(struct sha384_ctx *ctx);
void kcrypto_sha384_final(struct sha384_ctx *ctx,
			  u8 out[at_least SHA384_DIGEST_SIZE]);
void kcrypto_sha384(const u8 *data, size_t len,
		    u8 out[at_least SHA384_DIGEST_SIZE]);
void kcrypto_sha512_init(struct sha512_ctx *ctx);
void kcrypto_sha512_final(struct sha512_ctx *ctx,
			  u8 out[at_least SHA512_DIGEST_SIZE]);
void kcrypto_sha512(const u8 *data, size_t len,
		    u8 out[at_least SHA512_DIGEST_SIZE]);
const char *kcrypto_sha512_arch_name(void);
void kcrypto___hmac_sha512_init(struct __hmac_sha512_ctx *ctx,
				const struct __hmac_sha512_key *key);
void kcrypto_hmac_sha384_preparekey(struct hmac_sha384_key *key,
				    const u8 *raw_key, size_t raw_key_len);
void kcrypto_hmac_sha384_init_usingrawkey(struct hmac_sha384_ctx *ctx,
					  const u8 *raw_key,
					  size_t raw_key_len);
void kcrypto_hmac_sha384_final(struct hmac_sha384_ctx *ctx,
			       u8 out[at_least SHA384_DIGEST_SIZE]);
void kcrypto_hmac_sha384(const struct hmac_sha384_key *key, const u8 *data,
			 size_t data_len, u8 out[at_least SHA384_DIGEST_SIZE]);
void kcrypto_hmac_sha384_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[at_least SHA384_DIGEST_SIZE]);
void kcrypto_hmac_sha512_preparekey(struct hmac_sha512_key *key,
				    const u8 *raw_key, size_t raw_key_len);
void kcrypto_hmac_sha512_init_usingrawkey(struct hmac_sha512_ctx *ctx,
					  const u8 *raw_key,
					  size_t raw_key_len);
void kcrypto_hmac_sha512_final(struct hmac_sha512_ctx *ctx,
			       u8 out[at_least SHA512_DIGEST_SIZE]);
void kcrypto_hmac_sha512(const struct hmac_sha512_key *key, const u8 *data,
			 size_t data_len, u8 out[at_least SHA512_DIGEST_SIZE]);
void kcrypto_hmac_sha512_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[at_least SHA512_DIGEST_SIZE]);

/**
 * struct sha256_block_state - the chained state of SHA-224/SHA-256
 * @h: eight 32-bit words
 */
struct sha256_block_state {
	u32 h[SHA256_STATE_WORDS];
};

/*
 * struct __sha256_ctx - internal context shared by SHA-224 and SHA-256.
 * @bytecount counts every byte passed to update; @buf holds the
 * bytecount % SHA256_BLOCK_SIZE bytes not yet compressed.
 */
struct __sha256_ctx {
	struct sha256_block_state state;
	u64 bytecount;
	u8 buf[SHA256_BLOCK_SIZE] __aligned(8);
};

static inline void __sha256_update(struct __sha256_ctx *ctx, const u8 *data,
				   size_t len)
{
	kcrypto___sha256_update(ctx, data, len);
}

/**
 * struct sha224_ctx - context for hashing a message with SHA-224
 * @ctx: private
 */
struct sha224_ctx {
	struct __sha256_ctx ctx;
};

/**
 * sha224_init() - initialize a SHA-224 context
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void sha224_init(struct sha224_ctx *ctx)
{
	kcrypto_sha224_init(ctx);
}

/**
 * sha224_update() - add data to a SHA-224 context
 * @ctx: an initialized context
 * @data: the data, or NULL when @len is 0
 * @len: data length in bytes
 *
 * Context: Any context.
 */
static inline void sha224_update(struct sha224_ctx *ctx, const u8 *data,
				 size_t len)
{
	__sha256_update(&ctx->ctx, data, len);
}

/**
 * sha224_final() - finish a SHA-224 computation and zeroize the context
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the digest
 *
 * Context: Any context.
 */
static inline void sha224_final(struct sha224_ctx *ctx,
				u8 out[at_least SHA224_DIGEST_SIZE])
{
	kcrypto_sha224_final(ctx, out);
}

/**
 * sha224() - compute a SHA-224 digest in one call
 * @data: the data, or NULL when @len is 0
 * @len: data length in bytes
 * @out: (output) the digest; it may overlap @data
 *
 * Context: Any context.
 */
static inline void sha224(const u8 *data, size_t len,
			  u8 out[at_least SHA224_DIGEST_SIZE])
{
	kcrypto_sha224(data, len, out);
}

/**
 * struct sha256_ctx - context for hashing a message with SHA-256
 * @ctx: private
 */
struct sha256_ctx {
	struct __sha256_ctx ctx;
};

/**
 * sha256_init() - initialize a SHA-256 context
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void sha256_init(struct sha256_ctx *ctx)
{
	kcrypto_sha256_init(ctx);
}

/**
 * sha256_update() - add data to a SHA-256 context
 * @ctx: an initialized context
 * @data: the data, or NULL when @len is 0
 * @len: data length in bytes
 *
 * Context: Any context.
 */
static inline void sha256_update(struct sha256_ctx *ctx, const u8 *data,
				 size_t len)
{
	__sha256_update(&ctx->ctx, data, len);
}

/**
 * sha256_final() - finish a SHA-256 computation and zeroize the context
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the digest
 *
 * Context: Any context.
 */
static inline void sha256_final(struct sha256_ctx *ctx,
				u8 out[at_least SHA256_DIGEST_SIZE])
{
	kcrypto_sha256_final(ctx, out);
}

/**
 * sha256() - compute a SHA-256 digest in one call
 * @data: the data, or NULL when @len is 0
 * @len: data length in bytes
 * @out: (output) the digest; it may overlap @data
 *
 * Context: Any context.
 */
static inline void sha256(const u8 *data, size_t len,
			  u8 out[at_least SHA256_DIGEST_SIZE])
{
	kcrypto_sha256(data, len, out);
}

/**
 * sha256_finup_2x() - finish two equal-length messages with a common prefix
 * @ctx: a context that has absorbed the common prefix (it is not changed),
 *	 or NULL for an empty prefix, as after sha256_init()
 * @data1: the rest of the first message
 * @data2: the rest of the second message
 * @len: the length in bytes of each of @data1 and @data2
 * @out1: (output) the SHA-256 digest of the first message
 * @out2: (output) the SHA-256 digest of the second message
 *
 * Gives the same digests as updating two copies of @ctx with @data1 and
 * @data2 and finalizing them, faster where the CPU can hash the two
 * messages at once (see sha256_finup_2x_is_optimized()).
 *
 * Context: Any context.
 */
static inline void sha256_finup_2x(const struct sha256_ctx *ctx,
				   const u8 *data1, const u8 *data2, size_t len,
				   u8 out1[at_least SHA256_DIGEST_SIZE],
				   u8 out2[at_least SHA256_DIGEST_SIZE])
{
	kcrypto_sha256_finup_2x(ctx, data1, data2, len, out1, out2);
}

/**
 * sha256_finup_2x_is_optimized() - is sha256_finup_2x() interleaved here?
 *
 * Context: Any context.
 * Return: true if sha256_finup_2x() hashes its two messages together on
 * this CPU, false if it hashes them one after the other.
 */
static inline bool sha256_finup_2x_is_optimized(void)
{
	return kcrypto_sha256_finup_2x_is_optimized();
}

/**
 * sha256_arch_name() - which arch code computes SHA-256 blocks here
 *
 * Not in the kernel's API: kcrypto's crypto API drivers (crypto/sha256.c)
 * name their implementation after it, e.g. "sha256-kcrypto-ni".
 *
 * Context: Any context.
 * Return: "ni" (x86-64 SHA extensions), "ce" (arm64 crypto extensions), or
 * NULL when the generic C code does all the work on this CPU.
 */
static inline const char *sha256_arch_name(void)
{
	return kcrypto_sha256_arch_name();
}

/*
 * HMAC (RFC 2104) over SHA-224/SHA-256. A prepared key holds the two chained
 * states after the inner (key ^ ipad) and outer (key ^ opad) blocks, so
 * the raw key is not needed, nor kept, after preparation.
 */
struct __hmac_sha256_key {
	struct sha256_block_state istate;
	struct sha256_block_state ostate;
};

struct __hmac_sha256_ctx {
	struct __sha256_ctx sha_ctx;
	struct sha256_block_state ostate;
};

static inline void __hmac_sha256_init(struct __hmac_sha256_ctx *ctx,
				      const struct __hmac_sha256_key *key)
{
	kcrypto___hmac_sha256_init(ctx, key);
}

/**
 * struct hmac_sha224_key - prepared key for HMAC-SHA224
 * @key: private
 */
struct hmac_sha224_key {
	struct __hmac_sha256_key key;
};

/**
 * struct hmac_sha224_ctx - context for computing HMAC-SHA224 of a message
 * @ctx: private
 */
struct hmac_sha224_ctx {
	struct __hmac_sha256_ctx ctx;
};

/**
 * hmac_sha224_preparekey() - prepare a key for HMAC-SHA224
 * @key: (output) the prepared key; zeroize it with memzero_explicit() when
 *	 done
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length (a key longer than
 *		 SHA224_BLOCK_SIZE is hashed first, as RFC 2104 says)
 *
 * Context: Any context.
 */
static inline void hmac_sha224_preparekey(struct hmac_sha224_key *key,
					  const u8 *raw_key, size_t raw_key_len)
{
	kcrypto_hmac_sha224_preparekey(key, raw_key, raw_key_len);
}

/**
 * hmac_sha224_init() - initialize an HMAC-SHA224 context with a prepared key
 * @ctx: (output) the context
 * @key: the prepared key
 *
 * Context: Any context.
 */
static inline void hmac_sha224_init(struct hmac_sha224_ctx *ctx,
				    const struct hmac_sha224_key *key)
{
	__hmac_sha256_init(&ctx->ctx, &key->key);
}

/**
 * hmac_sha224_init_usingrawkey() - initialize an HMAC-SHA224 context
 * @ctx: (output) the context
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length
 *
 * Context: Any context.
 */
static inline void hmac_sha224_init_usingrawkey(struct hmac_sha224_ctx *ctx,
						const u8 *raw_key,
						size_t raw_key_len)
{
	kcrypto_hmac_sha224_init_usingrawkey(ctx, raw_key, raw_key_len);
}

/**
 * hmac_sha224_update() - add data to an HMAC-SHA224 context
 * @ctx: an initialized context
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 *
 * Context: Any context.
 */
static inline void hmac_sha224_update(struct hmac_sha224_ctx *ctx,
				      const u8 *data, size_t data_len)
{
	__sha256_update(&ctx->ctx.sha_ctx, data, data_len);
}

/**
 * hmac_sha224_final() - finish an HMAC-SHA224 computation and zeroize @ctx
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the MAC
 *
 * Context: Any context.
 */
static inline void hmac_sha224_final(struct hmac_sha224_ctx *ctx,
				     u8 out[at_least SHA224_DIGEST_SIZE])
{
	kcrypto_hmac_sha224_final(ctx, out);
}

/**
 * hmac_sha224() - compute HMAC-SHA224 in one call with a prepared key
 * @key: the prepared key
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 * @out: (output) the MAC; it may overlap @data
 *
 * Context: Any context.
 */
static inline void hmac_sha224(const struct hmac_sha224_key *key,
			       const u8 *data, size_t data_len,
			       u8 out[at_least SHA224_DIGEST_SIZE])
{
	kcrypto_hmac_sha224(key, data, data_len, out);
}

/**
 * hmac_sha224_usingrawkey() - compute HMAC-SHA224 in one call with a raw key
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 * @out: (output) the MAC; it may overlap @data or @raw_key
 *
 * Context: Any context.
 */
static inline void hmac_sha224_usingrawkey(const u8 *raw_key,
					   size_t raw_key_len, const u8 *data,
					   size_t data_len,
					   u8 out[at_least SHA224_DIGEST_SIZE])
{
	kcrypto_hmac_sha224_usingrawkey(raw_key, raw_key_len, data, data_len,
					out);
}

/**
 * struct hmac_sha256_key - prepared key for HMAC-SHA256
 * @key: private
 */
struct hmac_sha256_key {
	struct __hmac_sha256_key key;
};

/**
 * struct hmac_sha256_ctx - context for computing HMAC-SHA256 of a message
 * @ctx: private
 */
struct hmac_sha256_ctx {
	struct __hmac_sha256_ctx ctx;
};

/**
 * hmac_sha256_preparekey() - prepare a key for HMAC-SHA256
 * @key: (output) the prepared key; zeroize it with memzero_explicit() when
 *	 done
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length (a key longer than
 *		 SHA256_BLOCK_SIZE is hashed first, as RFC 2104 says)
 *
 * Context: Any context.
 */
static inline void hmac_sha256_preparekey(struct hmac_sha256_key *key,
					  const u8 *raw_key, size_t raw_key_len)
{
	kcrypto_hmac_sha256_preparekey(key, raw_key, raw_key_len);
}

/**
 * hmac_sha256_init() - initialize an HMAC-SHA256 context with a prepared key
 * @ctx: (output) the context
 * @key: the prepared key
 *
 * Context: Any context.
 */
static inline void hmac_sha256_init(struct hmac_sha256_ctx *ctx,
				    const struct hmac_sha256_key *key)
{
	__hmac_sha256_init(&ctx->ctx, &key->key);
}

/**
 * hmac_sha256_init_usingrawkey() - initialize an HMAC-SHA256 context
 * @ctx: (output) the context
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length
 *
 * Context: Any context.
 */
static inline void hmac_sha256_init_usingrawkey(struct hmac_sha256_ctx *ctx,
						const u8 *raw_key,
						size_t raw_key_len)
{
	kcrypto_hmac_sha256_init_usingrawkey(ctx, raw_key, raw_key_len);
}

/**
 * hmac_sha256_update() - add data to an HMAC-SHA256 context
 * @ctx: an initialized context
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 *
 * Context: Any context.
 */
static inline void hmac_sha256_update(struct hmac_sha256_ctx *ctx,
				      const u8 *data, size_t data_len)
{
	__sha256_update(&ctx->ctx.sha_ctx, data, data_len);
}

/**
 * hmac_sha256_final() - finish an HMAC-SHA256 computation and zeroize @ctx
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the MAC
 *
 * Context: Any context.
 */
static inline void hmac_sha256_final(struct hmac_sha256_ctx *ctx,
				     u8 out[at_least SHA256_DIGEST_SIZE])
{
	kcrypto_hmac_sha256_final(ctx, out);
}

/**
 * hmac_sha256() - compute HMAC-SHA256 in one call with a prepared key
 * @key: the prepared key
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 * @out: (output) the MAC; it may overlap @data
 *
 * Context: Any context.
 */
static inline void hmac_sha256(const struct hmac_sha256_key *key,
			       const u8 *data, size_t data_len,
			       u8 out[at_least SHA256_DIGEST_SIZE])
{
	kcrypto_hmac_sha256(key, data, data_len, out);
}

/**
 * hmac_sha256_usingrawkey() - compute HMAC-SHA256 in one call with a raw key
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 * @out: (output) the MAC; it may overlap @data or @raw_key
 *
 * Context: Any context.
 */
static inline void hmac_sha256_usingrawkey(const u8 *raw_key,
					   size_t raw_key_len, const u8 *data,
					   size_t data_len,
					   u8 out[at_least SHA256_DIGEST_SIZE])
{
	kcrypto_hmac_sha256_usingrawkey(raw_key, raw_key_len, data, data_len,
					out);
}

/**
 * struct sha512_block_state - the chained state of SHA-384/SHA-512
 * @h: eight 64-bit words
 */
struct sha512_block_state {
	u64 h[SHA512_STATE_WORDS];
};

/*
 * struct __sha512_ctx - internal context shared by SHA-384 and SHA-512.
 * @bytecount_lo and @bytecount_hi are the low and high halves of a 128-bit
 * count of every byte passed to update (FIPS 180-4 pads with a 128-bit bit
 * count); @buf holds the bytecount_lo % SHA512_BLOCK_SIZE bytes not yet
 * compressed.
 */
struct __sha512_ctx {
	struct sha512_block_state state;
	u64 bytecount_lo;
	u64 bytecount_hi;
	u8 buf[SHA512_BLOCK_SIZE] __aligned(8);
};

static inline void __sha512_update(struct __sha512_ctx *ctx, const u8 *data,
				   size_t len)
{
	kcrypto___sha512_update(ctx, data, len);
}

/**
 * struct sha384_ctx - context for hashing a message with SHA-384
 * @ctx: private
 */
struct sha384_ctx {
	struct __sha512_ctx ctx;
};

/**
 * sha384_init() - initialize a SHA-384 context
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void sha384_init(struct sha384_ctx *ctx)
{
	kcrypto_sha384_init(ctx);
}

/**
 * sha384_update() - add data to a SHA-384 context
 * @ctx: an initialized context
 * @data: the data, or NULL when @len is 0
 * @len: data length in bytes
 *
 * Context: Any context.
 */
static inline void sha384_update(struct sha384_ctx *ctx, const u8 *data,
				 size_t len)
{
	__sha512_update(&ctx->ctx, data, len);
}

/**
 * sha384_final() - finish a SHA-384 computation and zeroize the context
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the digest
 *
 * Context: Any context.
 */
static inline void sha384_final(struct sha384_ctx *ctx,
				u8 out[at_least SHA384_DIGEST_SIZE])
{
	kcrypto_sha384_final(ctx, out);
}

/**
 * sha384() - compute a SHA-384 digest in one call
 * @data: the data, or NULL when @len is 0
 * @len: data length in bytes
 * @out: (output) the digest; it may overlap @data
 *
 * Context: Any context.
 */
static inline void sha384(const u8 *data, size_t len,
			  u8 out[at_least SHA384_DIGEST_SIZE])
{
	kcrypto_sha384(data, len, out);
}

/**
 * struct sha512_ctx - context for hashing a message with SHA-512
 * @ctx: private
 */
struct sha512_ctx {
	struct __sha512_ctx ctx;
};

/**
 * sha512_init() - initialize a SHA-512 context
 * @ctx: the context to initialize
 *
 * Context: Any context.
 */
static inline void sha512_init(struct sha512_ctx *ctx)
{
	kcrypto_sha512_init(ctx);
}

/**
 * sha512_update() - add data to a SHA-512 context
 * @ctx: an initialized context
 * @data: the data, or NULL when @len is 0
 * @len: data length in bytes
 *
 * Context: Any context.
 */
static inline void sha512_update(struct sha512_ctx *ctx, const u8 *data,
				 size_t len)
{
	__sha512_update(&ctx->ctx, data, len);
}

/**
 * sha512_final() - finish a SHA-512 computation and zeroize the context
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the digest
 *
 * Context: Any context.
 */
static inline void sha512_final(struct sha512_ctx *ctx,
				u8 out[at_least SHA512_DIGEST_SIZE])
{
	kcrypto_sha512_final(ctx, out);
}

/**
 * sha512() - compute a SHA-512 digest in one call
 * @data: the data, or NULL when @len is 0
 * @len: data length in bytes
 * @out: (output) the digest; it may overlap @data
 *
 * Context: Any context.
 */
static inline void sha512(const u8 *data, size_t len,
			  u8 out[at_least SHA512_DIGEST_SIZE])
{
	kcrypto_sha512(data, len, out);
}

/**
 * sha512_arch_name() - which arch code computes SHA-512 blocks here
 *
 * Not in the kernel's API, like sha256_arch_name(): for crypto API drivers
 * that name their implementation after the arch code in use.
 *
 * Context: Any context.
 * Return: the name of the arch path in use, or NULL when the generic C code
 * does all the work on this CPU (today always, as there is no SHA-512 arch
 * code yet).
 */
static inline const char *sha512_arch_name(void)
{
	return kcrypto_sha512_arch_name();
}

/*
 * HMAC (RFC 2104) over SHA-384/SHA-512. A prepared key holds the two chained
 * states after the inner (key ^ ipad) and outer (key ^ opad) blocks, so
 * the raw key is not needed, nor kept, after preparation.
 */
struct __hmac_sha512_key {
	struct sha512_block_state istate;
	struct sha512_block_state ostate;
};

struct __hmac_sha512_ctx {
	struct __sha512_ctx sha_ctx;
	struct sha512_block_state ostate;
};

static inline void __hmac_sha512_init(struct __hmac_sha512_ctx *ctx,
				      const struct __hmac_sha512_key *key)
{
	kcrypto___hmac_sha512_init(ctx, key);
}

/**
 * struct hmac_sha384_key - prepared key for HMAC-SHA384
 * @key: private
 */
struct hmac_sha384_key {
	struct __hmac_sha512_key key;
};

/**
 * struct hmac_sha384_ctx - context for computing HMAC-SHA384 of a message
 * @ctx: private
 */
struct hmac_sha384_ctx {
	struct __hmac_sha512_ctx ctx;
};

/**
 * hmac_sha384_preparekey() - prepare a key for HMAC-SHA384
 * @key: (output) the prepared key; zeroize it with memzero_explicit() when
 *	 done
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length (a key longer than
 *		 SHA384_BLOCK_SIZE is hashed first, as RFC 2104 says)
 *
 * Context: Any context.
 */
static inline void hmac_sha384_preparekey(struct hmac_sha384_key *key,
					  const u8 *raw_key, size_t raw_key_len)
{
	kcrypto_hmac_sha384_preparekey(key, raw_key, raw_key_len);
}

/**
 * hmac_sha384_init() - initialize an HMAC-SHA384 context with a prepared key
 * @ctx: (output) the context
 * @key: the prepared key
 *
 * Context: Any context.
 */
static inline void hmac_sha384_init(struct hmac_sha384_ctx *ctx,
				    const struct hmac_sha384_key *key)
{
	__hmac_sha512_init(&ctx->ctx, &key->key);
}

/**
 * hmac_sha384_init_usingrawkey() - initialize an HMAC-SHA384 context
 * @ctx: (output) the context
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length
 *
 * Context: Any context.
 */
static inline void hmac_sha384_init_usingrawkey(struct hmac_sha384_ctx *ctx,
						const u8 *raw_key,
						size_t raw_key_len)
{
	kcrypto_hmac_sha384_init_usingrawkey(ctx, raw_key, raw_key_len);
}

/**
 * hmac_sha384_update() - add data to an HMAC-SHA384 context
 * @ctx: an initialized context
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 *
 * Context: Any context.
 */
static inline void hmac_sha384_update(struct hmac_sha384_ctx *ctx,
				      const u8 *data, size_t data_len)
{
	__sha512_update(&ctx->ctx.sha_ctx, data, data_len);
}

/**
 * hmac_sha384_final() - finish an HMAC-SHA384 computation and zeroize @ctx
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the MAC
 *
 * Context: Any context.
 */
static inline void hmac_sha384_final(struct hmac_sha384_ctx *ctx,
				     u8 out[at_least SHA384_DIGEST_SIZE])
{
	kcrypto_hmac_sha384_final(ctx, out);
}

/**
 * hmac_sha384() - compute HMAC-SHA384 in one call with a prepared key
 * @key: the prepared key
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 * @out: (output) the MAC; it may overlap @data
 *
 * Context: Any context.
 */
static inline void hmac_sha384(const struct hmac_sha384_key *key,
			       const u8 *data, size_t data_len,
			       u8 out[at_least SHA384_DIGEST_SIZE])
{
	kcrypto_hmac_sha384(key, data, data_len, out);
}

/**
 * hmac_sha384_usingrawkey() - compute HMAC-SHA384 in one call with a raw key
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 * @out: (output) the MAC; it may overlap @data or @raw_key
 *
 * Context: Any context.
 */
static inline void hmac_sha384_usingrawkey(const u8 *raw_key,
					   size_t raw_key_len, const u8 *data,
					   size_t data_len,
					   u8 out[at_least SHA384_DIGEST_SIZE])
{
	kcrypto_hmac_sha384_usingrawkey(raw_key, raw_key_len, data, data_len,
					out);
}

/**
 * struct hmac_sha512_key - prepared key for HMAC-SHA512
 * @key: private
 */
struct hmac_sha512_key {
	struct __hmac_sha512_key key;
};

/**
 * struct hmac_sha512_ctx - context for computing HMAC-SHA512 of a message
 * @ctx: private
 */
struct hmac_sha512_ctx {
	struct __hmac_sha512_ctx ctx;
};

/**
 * hmac_sha512_preparekey() - prepare a key for HMAC-SHA512
 * @key: (output) the prepared key; zeroize it with memzero_explicit() when
 *	 done
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length (a key longer than
 *		 SHA512_BLOCK_SIZE is hashed first, as RFC 2104 says)
 *
 * Context: Any context.
 */
static inline void hmac_sha512_preparekey(struct hmac_sha512_key *key,
					  const u8 *raw_key, size_t raw_key_len)
{
	kcrypto_hmac_sha512_preparekey(key, raw_key, raw_key_len);
}

/**
 * hmac_sha512_init() - initialize an HMAC-SHA512 context with a prepared key
 * @ctx: (output) the context
 * @key: the prepared key
 *
 * Context: Any context.
 */
static inline void hmac_sha512_init(struct hmac_sha512_ctx *ctx,
				    const struct hmac_sha512_key *key)
{
	__hmac_sha512_init(&ctx->ctx, &key->key);
}

/**
 * hmac_sha512_init_usingrawkey() - initialize an HMAC-SHA512 context
 * @ctx: (output) the context
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length
 *
 * Context: Any context.
 */
static inline void hmac_sha512_init_usingrawkey(struct hmac_sha512_ctx *ctx,
						const u8 *raw_key,
						size_t raw_key_len)
{
	kcrypto_hmac_sha512_init_usingrawkey(ctx, raw_key, raw_key_len);
}

/**
 * hmac_sha512_update() - add data to an HMAC-SHA512 context
 * @ctx: an initialized context
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 *
 * Context: Any context.
 */
static inline void hmac_sha512_update(struct hmac_sha512_ctx *ctx,
				      const u8 *data, size_t data_len)
{
	__sha512_update(&ctx->ctx.sha_ctx, data, data_len);
}

/**
 * hmac_sha512_final() - finish an HMAC-SHA512 computation and zeroize @ctx
 * @ctx: an initialized context; it is zeroized
 * @out: (output) the MAC
 *
 * Context: Any context.
 */
static inline void hmac_sha512_final(struct hmac_sha512_ctx *ctx,
				     u8 out[at_least SHA512_DIGEST_SIZE])
{
	kcrypto_hmac_sha512_final(ctx, out);
}

/**
 * hmac_sha512() - compute HMAC-SHA512 in one call with a prepared key
 * @key: the prepared key
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 * @out: (output) the MAC; it may overlap @data
 *
 * Context: Any context.
 */
static inline void hmac_sha512(const struct hmac_sha512_key *key,
			       const u8 *data, size_t data_len,
			       u8 out[at_least SHA512_DIGEST_SIZE])
{
	kcrypto_hmac_sha512(key, data, data_len, out);
}

/**
 * hmac_sha512_usingrawkey() - compute HMAC-SHA512 in one call with a raw key
 * @raw_key: the raw key, or NULL when @raw_key_len is 0
 * @raw_key_len: raw key length in bytes; any length
 * @data: the data, or NULL when @data_len is 0
 * @data_len: data length in bytes
 * @out: (output) the MAC; it may overlap @data or @raw_key
 *
 * Context: Any context.
 */
static inline void hmac_sha512_usingrawkey(const u8 *raw_key,
					   size_t raw_key_len, const u8 *data,
					   size_t data_len,
					   u8 out[at_least SHA512_DIGEST_SIZE])
{
	kcrypto_hmac_sha512_usingrawkey(raw_key, raw_key_len, data, data_len,
					out);
}

#endif /* _CRYPTO_SHA2_H */
