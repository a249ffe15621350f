/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * SHA-224 and SHA-256 (FIPS 180-4), and HMAC-SHA224/HMAC-SHA256 (RFC 2104).
 *
 * The API follows the Linux kernel's lib/crypto library interface. SHA-224
 * and SHA-256 share one internal context, wrapped in two distinct structs so
 * that a SHA-224 context can't be passed to a SHA-256 function or the other
 * way round. Every function returns void and accepts NULL data with length 0.
 */
#ifndef _CRYPTO_SHA2_H
#define _CRYPTO_SHA2_H

#include <linux/types.h>

#define SHA224_DIGEST_SIZE 28
#define SHA224_BLOCK_SIZE 64
#define SHA256_DIGEST_SIZE 32
#define SHA256_BLOCK_SIZE 64
#define SHA256_STATE_WORDS 8

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

/*
 * The digests of the empty message. The kernel exports them as data; here
 * every file that uses one has its own copy, as the library's exports all
 * carry the kcrypto_ prefix (see below).
 */
static const u8 sha224_zero_message_hash[SHA224_DIGEST_SIZE] __maybe_unused = {
	0xd1, 0x4a, 0x02, 0x8c, 0x2a, 0x3a, 0x2b, 0xc9, 0x47, 0x61,
	0x02, 0xbb, 0x28, 0x82, 0x34, 0xc4, 0x15, 0xa2, 0xb0, 0x1f,
	0x82, 0x8e, 0xa6, 0x2a, 0xc5, 0xb3, 0xe4, 0x2f,
};

static const u8 sha256_zero_message_hash[SHA256_DIGEST_SIZE] __maybe_unused = {
	0xe3, 0xb0, 0xc4, 0x42, 0x98, 0xfc, 0x1c, 0x14, 0x9a, 0xfb, 0xf4,
	0xc8, 0x99, 0x6f, 0xb9, 0x24, 0x27, 0xae, 0x41, 0xe4, 0x64, 0x9b,
	0x93, 0x4c, 0xa4, 0x95, 0x99, 0x1b, 0x78, 0x52, 0xb8, 0x55,
};

/*
 * The library exports kcrypto_-prefixed symbols, so that it can be loaded
 * next to a kernel (or linked next to a userspace library) that has its own
 * SHA-256. Callers keep writing the kernel's names: static inline functions
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

void kcrypto___sha256_update(struct __sha256_ctx *ctx, const u8 *data,
			     size_t len);
void kcrypto_sha224_init(struct sha224_ctx *ctx);
void kcrypto_sha224_final(struct sha224_ctx *ctx, u8 out[SHA224_DIGEST_SIZE]);
void kcrypto_sha224(const u8 *data, size_t len, u8 out[SHA224_DIGEST_SIZE]);
void kcrypto_sha256_init(struct sha256_ctx *ctx);
void kcrypto_sha256_final(struct sha256_ctx *ctx, u8 out[SHA256_DIGEST_SIZE]);
void kcrypto_sha256(const u8 *data, size_t len, u8 out[SHA256_DIGEST_SIZE]);
void kcrypto_sha256_finup_2x(const struct sha256_ctx *ctx, const u8 *data1,
			     const u8 *data2, size_t len,
			     u8 out1[SHA256_DIGEST_SIZE],
			     u8 out2[SHA256_DIGEST_SIZE]);
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
			       u8 out[SHA224_DIGEST_SIZE]);
void kcrypto_hmac_sha224(const struct hmac_sha224_key *key, const u8 *data,
			 size_t data_len, u8 out[SHA224_DIGEST_SIZE]);
void kcrypto_hmac_sha224_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[SHA224_DIGEST_SIZE]);
void kcrypto_hmac_sha256_preparekey(struct hmac_sha256_key *key,
				    const u8 *raw_key, size_t raw_key_len);
void kcrypto_hmac_sha256_init_usingrawkey(struct hmac_sha256_ctx *ctx,
					  const u8 *raw_key,
					  size_t raw_key_len);
void kcrypto_hmac_sha256_final(struct hmac_sha256_ctx *ctx,
			       u8 out[SHA256_DIGEST_SIZE]);
void kcrypto_hmac_sha256(const struct hmac_sha256_key *key, const u8 *data,
			 size_t data_len, u8 out[SHA256_DIGEST_SIZE]);
void kcrypto_hmac_sha256_usingrawkey(const u8 *raw_key, size_t raw_key_len,
				     const u8 *data, size_t data_len,
				     u8 out[SHA256_DIGEST_SIZE]);

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
				u8 out[SHA224_DIGEST_SIZE])
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
			  u8 out[SHA224_DIGEST_SIZE])
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
				u8 out[SHA256_DIGEST_SIZE])
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
			  u8 out[SHA256_DIGEST_SIZE])
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
				   u8 out1[SHA256_DIGEST_SIZE],
				   u8 out2[SHA256_DIGEST_SIZE])
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
				     u8 out[SHA224_DIGEST_SIZE])
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
			       u8 out[SHA224_DIGEST_SIZE])
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
					   u8 out[SHA224_DIGEST_SIZE])
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
				     u8 out[SHA256_DIGEST_SIZE])
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
			       u8 out[SHA256_DIGEST_SIZE])
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
					   u8 out[SHA256_DIGEST_SIZE])
{
	kcrypto_hmac_sha256_usingrawkey(raw_key, raw_key_len, data, data_len,
					out);
}

#endif /* _CRYPTO_SHA2_H */
