/*
 * <crypto/blake2b.h>: the names and types of the kernel's 7.3 header
 * (Documentation/crypto/libcrypto-hash.rst): the lengths and the IV as
 * enums, the context, and each function with the kernel's exact type.
 */
static void (*const probe_blake2b_init)(struct blake2b_ctx *,
					size_t) = blake2b_init;
static void (*const probe_blake2b_init_key)(struct blake2b_ctx *, size_t,
					    const void *,
					    size_t) = blake2b_init_key;
static void (*const probe_blake2b_update)(struct blake2b_ctx *, const u8 *,
					  size_t) = blake2b_update;
static void (*const probe_blake2b_final)(struct blake2b_ctx *,
					 u8 *) = blake2b_final;
static void (*const probe_blake2b)(const u8 *, size_t, const u8 *, size_t, u8 *,
				   size_t) = blake2b;

void probe_crypto_blake2b(void);
void probe_crypto_blake2b(void)
{
	enum blake2b_lengths len = BLAKE2B_512_HASH_SIZE;
	enum blake2b_iv iv = BLAKE2B_IV7;
	struct blake2b_ctx ctx;
	const char key[] = "key";
	u8 out[BLAKE2B_HASH_SIZE];

	/* The key is any object: const void *, as in the kernel. */
	blake2b_init_key(&ctx, BLAKE2B_256_HASH_SIZE, key, sizeof(key));
	blake2b_update(&ctx, NULL, 0);
	blake2b_final(&ctx, out);
	ctx.h[0] = ctx.t[1] + ctx.f[1] + ctx.buf[BLAKE2B_BLOCK_SIZE - 1] +
		   ctx.buflen + ctx.outlen + len + BLAKE2B_KEY_SIZE +
		   BLAKE2B_160_HASH_SIZE + BLAKE2B_384_HASH_SIZE + (u64)iv;
	(void)probe_blake2b_init;
	(void)probe_blake2b_init_key;
	(void)probe_blake2b_update;
	(void)probe_blake2b_final;
	(void)probe_blake2b;
}
