/*
 * <crypto/sha2.h>: the names and types of the kernel's 7.3 header
 * (Documentation/crypto/libcrypto-hash.rst), the legacy state structs and
 * constants that offload drivers use, and the digests of the empty message
 * as arrays of the digest size.
 */
#ifdef __cplusplus
#define PROBE_SHA2_ASSERT(c) static_assert(c, #c)
#else
#define PROBE_SHA2_ASSERT(c) _Static_assert(c, #c)
#endif

PROBE_SHA2_ASSERT(sizeof(sha224_zero_message_hash) == SHA224_DIGEST_SIZE);
PROBE_SHA2_ASSERT(sizeof(sha256_zero_message_hash) == SHA256_DIGEST_SIZE);
PROBE_SHA2_ASSERT(sizeof(sha384_zero_message_hash) == SHA384_DIGEST_SIZE);
PROBE_SHA2_ASSERT(sizeof(sha512_zero_message_hash) == SHA512_DIGEST_SIZE);
PROBE_SHA2_ASSERT(SHA512_STATE_SIZE == offsetof(struct sha512_state, buf));
PROBE_SHA2_ASSERT(sizeof(struct sha256_state) ==
		  sizeof(struct crypto_sha256_state) + SHA256_BLOCK_SIZE);
PROBE_SHA2_ASSERT(SHA256_STATE_WORDS == 8 && SHA224_BLOCK_SIZE == 64 &&
		  SHA384_BLOCK_SIZE == 128 && SHA512_BLOCK_SIZE == 128);

/* The digests of the empty message are data of their own, read-only. */
static const u8 *const probe_sha2_zero[] = {
	sha224_zero_message_hash,
	sha256_zero_message_hash,
	sha384_zero_message_hash,
	sha512_zero_message_hash,
};

/* Each function with the kernel's exact type. */
static void (*const probe_sha2_oneshot[])(const u8 *, size_t, u8 *) = {
	sha224,
	sha256,
	sha384,
	sha512,
};

static void (*const probe_sha256_final)(struct sha256_ctx *,
					u8 *) = sha256_final;
static void (*const probe_sha512_final)(struct sha512_ctx *,
					u8 *) = sha512_final;
static void (*const probe_sha256_finup_2x)(const struct sha256_ctx *,
					   const u8 *, const u8 *, size_t, u8 *,
					   u8 *) = sha256_finup_2x;
static void (*const probe_hmac_sha256_preparekey)(
	struct hmac_sha256_key *, const u8 *, size_t) = hmac_sha256_preparekey;
static void (*const probe_hmac_sha512)(const struct hmac_sha512_key *,
				       const u8 *, size_t, u8 *) = hmac_sha512;
static void (*const probe_hmac_sha384_usingrawkey)(
	const u8 *, size_t, const u8 *, size_t, u8 *) = hmac_sha384_usingrawkey;
static void (*const probe_sha224_block_init)(struct crypto_sha256_state *) =
	sha224_block_init;
static void (*const probe___sha256_update)(struct __sha256_ctx *, const u8 *,
					   size_t) = __sha256_update;

void probe_crypto_sha2(void);
void probe_crypto_sha2(void)
{
	struct sha256_state s256;
	struct sha512_state s512;
	struct sha224_ctx c224;
	struct hmac_sha224_ctx h224;
	struct sha256_block_state b256;
	struct sha512_block_state b512;
	u8 out[SHA512_DIGEST_SIZE];
	u64 h[] = { SHA224_H0, SHA256_H7, SHA384_H3, SHA512_H7 };

	sha256_block_init(&s256.ctx);
	s256.state[0] = s256.ctx.state[1] + (u32)s256.count + s256.buf[0];
	s512.state[0] = s512.count[0] = s512.count[1] = 0;
	s512.buf[0] = 0;
	sha224_init(&c224);
	sha224_update(&c224, NULL, 0);
	sha224_final(&c224, out);
	hmac_sha224_init_usingrawkey(&h224, NULL, 0);
	hmac_sha224_update(&h224, NULL, 0);
	hmac_sha224_final(&h224, out);
	b256.h[0] = 0;
	b512.h[0] = b256.h[0] + h[0];
	(void)b512;
	(void)probe_sha2_zero;
	(void)probe_sha2_oneshot;
	(void)probe_sha256_final;
	(void)probe_sha512_final;
	(void)probe_sha256_finup_2x;
	(void)probe_hmac_sha256_preparekey;
	(void)probe_hmac_sha512;
	(void)probe_hmac_sha384_usingrawkey;
	(void)probe_sha224_block_init;
	(void)probe___sha256_update;
	(void)sha256_finup_2x_is_optimized();
}
