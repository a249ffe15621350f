/*
 * <crypto/sha3.h>: the names and types of the kernel's 7.3 header
 * (Documentation/crypto/sha3.rst): the sizes, the state and the two
 * context types, the four digests and the two XOFs, one-shot and
 * incremental, and the zeroizing helpers.
 */
#ifdef __cplusplus
#define PROBE_SHA3_ASSERT(c) static_assert(c, #c)
#else
#define PROBE_SHA3_ASSERT(c) _Static_assert(c, #c)
#endif

PROBE_SHA3_ASSERT(sizeof(struct sha3_state) == SHA3_STATE_SIZE);
PROBE_SHA3_ASSERT(SHA3_224_BLOCK_SIZE == 144 && SHA3_256_BLOCK_SIZE == 136 &&
		  SHA3_384_BLOCK_SIZE == 104 && SHA3_512_BLOCK_SIZE == 72);
PROBE_SHA3_ASSERT(SHAKE128_BLOCK_SIZE == 168 && SHAKE256_BLOCK_SIZE == 136);
PROBE_SHA3_ASSERT(SHAKE128_DEFAULT_SIZE == 16 && SHAKE256_DEFAULT_SIZE == 32);
PROBE_SHA3_ASSERT(SHA3_256_EXPORT_SIZE ==
		  SHA3_STATE_SIZE + SHA3_256_BLOCK_SIZE + 1);

void probe_crypto_sha3(const u8 *in, size_t len, u8 *out);
void probe_crypto_sha3(const u8 *in, size_t len, u8 *out)
{
	struct sha3_ctx ctx;
	struct shake_ctx xof;

	sha3_224(in, len, out);
	sha3_256(in, len, out);
	sha3_384(in, len, out);
	sha3_512(in, len, out);
	shake128(in, len, out, SHAKE128_DEFAULT_SIZE);
	shake256(in, len, out, SHAKE256_DEFAULT_SIZE);
	sha3_224_init(&ctx);
	sha3_256_init(&ctx);
	sha3_384_init(&ctx);
	sha3_512_init(&ctx);
	sha3_update(&ctx, in, len);
	sha3_final(&ctx, out);
	sha3_zeroize_ctx(&ctx);
	shake128_init(&xof);
	shake256_init(&xof);
	shake_update(&xof, in, len);
	shake_squeeze(&xof, out, 1);
	shake_zeroize_ctx(&xof);
}
