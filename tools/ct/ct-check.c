// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Secret-independence check, run under valgrind memcheck by check-ct.sh.
 *
 * Each case marks the secret inputs (keys, HMAC key states, messages) as
 * undefined with memcheck client requests and then hashes them. Memcheck
 * tracks undefinedness bit by bit through every computation and reports
 * each conditional branch and each memory address that depends on an
 * undefined value, so a clean run shows that the code takes no branch and
 * makes no table lookup that depends on the secrets. Copying, XOR-ing and
 * zeroizing secrets is fine; branching on lengths (public) is fine.
 *
 *   ct-check CASE       CASE: blake2b blake2s hmac-sha256 hmac-sha224
 *                             sha256 sha256-finup-2x hmac-sha512
 *                             hmac-sha384 sha512 sha3 shake
 *
 * The negative control is this program linked with a library built from
 * a copy of the tree patched with tools/plants/ct_branch.patch, whose
 * BLAKE2b and HMAC leak: memcheck must flag them (tools/ct/check-ct.sh),
 * or the check proves nothing.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>
#include <crypto/blake2b.h>
#include <crypto/blake2s.h>
#include <crypto/sha2.h>
#include <crypto/sha3.h>

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED(p, n)
/* Digests of secrets are outputs: declassify them before any use. */
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED(p, n)

static const size_t msg_lens[] = { 0, 1, 63, 64, 65, 127, 128, 129, 1000 };
#define N_LENS (sizeof(msg_lens) / sizeof(msg_lens[0]))

static unsigned char msg[1000];
static unsigned char key[300];
static unsigned int sink;

static void fill(void)
{
	size_t i;

	for (i = 0; i < sizeof(msg); i++)
		msg[i] = (unsigned char)(i * 37 + 11);
	for (i = 0; i < sizeof(key); i++)
		key[i] = (unsigned char)(i * 91 + 5);
	SECRET(msg, sizeof(msg));
	SECRET(key, sizeof(key));
}

static void use(const unsigned char *out, size_t n)
{
	size_t i;

	PUBLIC(out, n);
	for (i = 0; i < n; i++)
		sink += out[i];
}

static void case_blake2b(void)
{
	static const size_t key_lens[] = { 1, 16, 32, 64 };
	static const size_t out_lens[] = { 1, 20, 32, 64 };
	unsigned char out[BLAKE2B_HASH_SIZE];
	struct blake2b_ctx ctx;
	size_t i, k, o;

	for (k = 0; k < 4; k++) {
		for (i = 0; i < N_LENS; i++) {
			o = out_lens[(i + k) % 4];
			blake2b(key, key_lens[k], msg, msg_lens[i], out, o);
			use(out, o);
			blake2b_init_key(&ctx, o, key, key_lens[k]);
			blake2b_update(&ctx, msg, msg_lens[i] / 3);
			blake2b_update(&ctx, msg + msg_lens[i] / 3,
				       msg_lens[i] - msg_lens[i] / 3);
			blake2b_final(&ctx, out);
			use(out, o);
		}
	}
}

static void case_blake2s(void)
{
	static const size_t key_lens[] = { 1, 16, 31, 32 };
	static const size_t out_lens[] = { 1, 16, 28, 32 };
	unsigned char out[BLAKE2S_HASH_SIZE];
	struct blake2s_ctx ctx;
	size_t i, k, o;

	for (k = 0; k < 4; k++) {
		for (i = 0; i < N_LENS; i++) {
			o = out_lens[(i + k) % 4];
			blake2s(key, key_lens[k], msg, msg_lens[i], out, o);
			use(out, o);
			blake2s_init_key(&ctx, o, key, key_lens[k]);
			blake2s_update(&ctx, msg, msg_lens[i] / 3);
			blake2s_update(&ctx, msg + msg_lens[i] / 3,
				       msg_lens[i] - msg_lens[i] / 3);
			blake2s_final(&ctx, out);
			use(out, o);
		}
	}
}

/* Raw keys shorter than, equal to and longer than a block (hashed). */
static const size_t hmac_key_lens[] = { 1, 32, 64, 65, 200 };

static void case_hmac_sha256(void)
{
	unsigned char out[SHA256_DIGEST_SIZE];
	struct hmac_sha256_key prepared;
	struct hmac_sha256_ctx ctx;
	size_t i, k;

	for (k = 0; k < 5; k++) {
		for (i = 0; i < N_LENS; i++) {
			hmac_sha256_usingrawkey(key, hmac_key_lens[k], msg,
						msg_lens[i], out);
			use(out, sizeof(out));
			hmac_sha256_preparekey(&prepared, key,
					       hmac_key_lens[k]);
			/* The prepared states are secrets of their own. */
			SECRET(&prepared, sizeof(prepared));
			hmac_sha256(&prepared, msg, msg_lens[i], out);
			use(out, sizeof(out));
			hmac_sha256_init(&ctx, &prepared);
			hmac_sha256_update(&ctx, msg, msg_lens[i] / 2);
			hmac_sha256_update(&ctx, msg + msg_lens[i] / 2,
					   msg_lens[i] - msg_lens[i] / 2);
			hmac_sha256_final(&ctx, out);
			use(out, sizeof(out));
			hmac_sha256_init_usingrawkey(&ctx, key,
						     hmac_key_lens[k]);
			hmac_sha256_update(&ctx, msg, msg_lens[i]);
			hmac_sha256_final(&ctx, out);
			use(out, sizeof(out));
		}
	}
}

static void case_hmac_sha224(void)
{
	unsigned char out[SHA224_DIGEST_SIZE];
	struct hmac_sha224_key prepared;
	size_t i, k;

	for (k = 0; k < 5; k++) {
		for (i = 0; i < N_LENS; i++) {
			hmac_sha224_usingrawkey(key, hmac_key_lens[k], msg,
						msg_lens[i], out);
			use(out, sizeof(out));
			hmac_sha224_preparekey(&prepared, key,
					       hmac_key_lens[k]);
			SECRET(&prepared, sizeof(prepared));
			hmac_sha224(&prepared, msg, msg_lens[i], out);
			use(out, sizeof(out));
		}
	}
}

/* Raw keys around SHA-512's 128-byte block; the longer ones are hashed. */
static const size_t hmac512_key_lens[] = { 1, 64, 128, 129, 300 };

static void case_hmac_sha512(void)
{
	unsigned char out[SHA512_DIGEST_SIZE];
	struct hmac_sha512_key prepared;
	struct hmac_sha512_ctx ctx;
	size_t i, k;

	for (k = 0; k < 5; k++) {
		for (i = 0; i < N_LENS; i++) {
			hmac_sha512_usingrawkey(key, hmac512_key_lens[k], msg,
						msg_lens[i], out);
			use(out, sizeof(out));
			hmac_sha512_preparekey(&prepared, key,
					       hmac512_key_lens[k]);
			SECRET(&prepared, sizeof(prepared));
			hmac_sha512(&prepared, msg, msg_lens[i], out);
			use(out, sizeof(out));
			hmac_sha512_init(&ctx, &prepared);
			hmac_sha512_update(&ctx, msg, msg_lens[i] / 2);
			hmac_sha512_update(&ctx, msg + msg_lens[i] / 2,
					   msg_lens[i] - msg_lens[i] / 2);
			hmac_sha512_final(&ctx, out);
			use(out, sizeof(out));
			hmac_sha512_init_usingrawkey(&ctx, key,
						     hmac512_key_lens[k]);
			hmac_sha512_update(&ctx, msg, msg_lens[i]);
			hmac_sha512_final(&ctx, out);
			use(out, sizeof(out));
		}
	}
}

static void case_hmac_sha384(void)
{
	unsigned char out[SHA384_DIGEST_SIZE];
	struct hmac_sha384_key prepared;
	struct hmac_sha384_ctx ctx;
	size_t i, k;

	for (k = 0; k < 5; k++) {
		for (i = 0; i < N_LENS; i++) {
			hmac_sha384_usingrawkey(key, hmac512_key_lens[k], msg,
						msg_lens[i], out);
			use(out, sizeof(out));
			hmac_sha384_preparekey(&prepared, key,
					       hmac512_key_lens[k]);
			SECRET(&prepared, sizeof(prepared));
			hmac_sha384(&prepared, msg, msg_lens[i], out);
			use(out, sizeof(out));
			hmac_sha384_init_usingrawkey(&ctx, key,
						     hmac512_key_lens[k]);
			hmac_sha384_update(&ctx, msg, msg_lens[i] / 3);
			hmac_sha384_update(&ctx, msg + msg_lens[i] / 3,
					   msg_lens[i] - msg_lens[i] / 3);
			hmac_sha384_final(&ctx, out);
			use(out, sizeof(out));
		}
	}
}

static void case_sha512(void)
{
	unsigned char out[SHA512_DIGEST_SIZE];
	struct sha512_ctx ctx;
	size_t i;

	for (i = 0; i < N_LENS; i++) {
		sha512(msg, msg_lens[i], out);
		use(out, sizeof(out));
		sha384(msg, msg_lens[i], out);
		use(out, SHA384_DIGEST_SIZE);
		sha512_init(&ctx);
		sha512_update(&ctx, msg, msg_lens[i] / 2);
		sha512_update(&ctx, msg + msg_lens[i] / 2,
			      msg_lens[i] - msg_lens[i] / 2);
		sha512_final(&ctx, out);
		use(out, sizeof(out));
	}
}

static void case_sha256(void)
{
	unsigned char out[SHA256_DIGEST_SIZE];
	struct sha256_ctx ctx;
	size_t i;

	for (i = 0; i < N_LENS; i++) {
		sha256(msg, msg_lens[i], out);
		use(out, sizeof(out));
		sha224(msg, msg_lens[i], out);
		use(out, SHA224_DIGEST_SIZE);
		sha256_init(&ctx);
		sha256_update(&ctx, msg, msg_lens[i] / 2);
		sha256_update(&ctx, msg + msg_lens[i] / 2,
			      msg_lens[i] - msg_lens[i] / 2);
		sha256_final(&ctx, out);
		use(out, sizeof(out));
	}
}

/*
 * Two secret messages finished at once, after a secret common prefix (as
 * dm-verity and fs-verity salt their blocks); the prefix state that
 * sha256_finup_2x() reads is secret too.
 */
static void case_sha256_finup_2x(void)
{
	static const size_t prefix_lens[] = { 0, 1, 32, 64, 100 };
	unsigned char out1[SHA256_DIGEST_SIZE], out2[SHA256_DIGEST_SIZE];
	struct sha256_ctx ctx;
	size_t i, p, len;

	for (p = 0; p < 5; p++) {
		for (i = 0; i < N_LENS; i++) {
			len = msg_lens[i] / 2;
			sha256_init(&ctx);
			sha256_update(&ctx, key, prefix_lens[p]);
			/*
			 * The chained state and the buffered bytes, not the
			 * byte count: lengths are public.
			 */
			SECRET(&ctx.ctx.state, sizeof(ctx.ctx.state));
			SECRET(ctx.ctx.buf, sizeof(ctx.ctx.buf));
			sha256_finup_2x(&ctx, msg, msg + len, len, out1, out2);
			use(out1, sizeof(out1));
			use(out2, sizeof(out2));
		}
	}
	sha256_finup_2x(NULL, msg, msg + 500, 500, out1, out2);
	use(out1, sizeof(out1));
	use(out2, sizeof(out2));
}

/* Around each SHA-3 rate (144, 136, 104, 72; SHAKE: 168, 136 bytes). */
static const size_t sha3_lens[] = {
	0,   1,	  71,  72,  73,	 103, 104, 105, 135,
	136, 137, 143, 144, 145, 167, 168, 169, 1000
};
#define N_SHA3_LENS (sizeof(sha3_lens) / sizeof(sha3_lens[0]))

static void case_sha3(void)
{
	static void (*const init[])(struct sha3_ctx *) = {
		sha3_224_init,
		sha3_256_init,
		sha3_384_init,
		sha3_512_init,
	};
	static const size_t sizes[] = {
		SHA3_224_DIGEST_SIZE,
		SHA3_256_DIGEST_SIZE,
		SHA3_384_DIGEST_SIZE,
		SHA3_512_DIGEST_SIZE,
	};
	unsigned char out[SHA3_512_DIGEST_SIZE];
	struct sha3_ctx ctx;
	size_t i, v, len;

	for (i = 0; i < N_SHA3_LENS; i++) {
		len = sha3_lens[i];
		sha3_224(msg, len, out);
		use(out, SHA3_224_DIGEST_SIZE);
		sha3_256(msg, len, out);
		use(out, SHA3_256_DIGEST_SIZE);
		sha3_384(msg, len, out);
		use(out, SHA3_384_DIGEST_SIZE);
		sha3_512(msg, len, out);
		use(out, SHA3_512_DIGEST_SIZE);
		for (v = 0; v < 4; v++) {
			init[v](&ctx);
			sha3_update(&ctx, msg, len / 3);
			sha3_update(&ctx, msg + len / 3, len - len / 3);
			sha3_final(&ctx, out);
			use(out, sizes[v]);
		}
	}
}

/* Output lengths within a block, at a rate and past it, in split squeezes. */
static void case_shake(void)
{
	static const size_t out_lens[] = { 1, 32, 136, 168, 169, 500 };
	unsigned char out[500];
	struct shake_ctx ctx;
	size_t i, o, len, n;

	for (i = 0; i < N_SHA3_LENS; i++) {
		len = sha3_lens[i];
		n = out_lens[i % 6];
		shake128(msg, len, out, n);
		use(out, n);
		shake256(msg, len, out, n);
		use(out, n);
		for (o = 0; o < 2; o++) {
			(o ? shake256_init : shake128_init)(&ctx);
			shake_update(&ctx, msg, len / 2);
			shake_update(&ctx, msg + len / 2, len - len / 2);
			shake_squeeze(&ctx, out, n / 3);
			shake_squeeze(&ctx, out + n / 3, n - n / 3);
			use(out, n);
			shake_zeroize_ctx(&ctx);
		}
	}
}

static const struct {
	const char *name;
	void (*run)(void);
} cases[] = {
	{ "blake2b", case_blake2b },
	{ "blake2s", case_blake2s },
	{ "hmac-sha256", case_hmac_sha256 },
	{ "hmac-sha224", case_hmac_sha224 },
	{ "sha256", case_sha256 },
	{ "sha256-finup-2x", case_sha256_finup_2x },
	{ "hmac-sha512", case_hmac_sha512 },
	{ "hmac-sha384", case_hmac_sha384 },
	{ "sha512", case_sha512 },
	{ "sha3", case_sha3 },
	{ "shake", case_shake },
};

int main(int argc, char **argv)
{
	size_t i;

	if (argc != 2) {
		fprintf(stderr, "usage: ct-check CASE\n");
		return 2;
	}
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (!strcmp(argv[1], cases[i].name)) {
			if (!RUNNING_ON_VALGRIND)
				fprintf(stderr, "ct-check: not under valgrind, "
						"nothing is checked\n");
			fill();
			cases[i].run();
			PUBLIC(&sink, sizeof(sink));
			return sink == 0xffffffffu;
		}
	}
	fprintf(stderr, "ct-check: unknown case '%s'\n", argv[1]);
	return 2;
}
