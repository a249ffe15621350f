/*
 * <crypto/blake2s.h>: the names and types of the kernel's 7.3 header
 * (Documentation/crypto/libcrypto-hash.rst): the lengths and the IV as
 * enums, the context, and each function with the kernel's exact type.
 */
static void (*const probe_blake2s_init)(struct blake2s_ctx *,
					size_t) = blake2s_init;
static void (*const probe_blake2s_init_key)(struct blake2s_ctx *, size_t,
					    const void *,
					    size_t) = blake2s_init_key;
static void (*const probe_blake2s_update)(struct blake2s_ctx *, const u8 *,
					  size_t) = blake2s_update;
static void (*const probe_blake2s_final)(struct blake2s_ctx *,
					 u8 *) = blake2s_final;
static void (*const probe_blake2s)(const u8 *, size_t, const u8 *, size_t, u8 *,
				   size_t) = blake2s;

void probe_crypto_blake2s(void);
void probe_crypto_blake2s(void)
{
	enum blake2s_lengths len = BLAKE2S_256_HASH_SIZE;
	enum blake2s_iv iv = BLAKE2S_IV7;
	struct blake2s_ctx ctx;
	const char key[] = "key";
	u8 out[BLAKE2S_HASH_SIZE];

	/* The key is any object: const void *, as in the kernel. */
	blake2s_init_key(&ctx, BLAKE2S_128_HASH_SIZE, key, sizeof(key));
	blake2s_update(&ctx, NULL, 0);
	blake2s_final(&ctx, out);
	ctx.h[0] = ctx.t[1] + ctx.f[1] + ctx.buf[BLAKE2S_BLOCK_SIZE - 1] +
		   ctx.buflen + ctx.outlen + len + BLAKE2S_KEY_SIZE +
		   BLAKE2S_160_HASH_SIZE + BLAKE2S_224_HASH_SIZE + (u32)iv;
	(void)probe_blake2s_init;
	(void)probe_blake2s_init_key;
	(void)probe_blake2s_update;
	(void)probe_blake2s_final;
	(void)probe_blake2s;
}
