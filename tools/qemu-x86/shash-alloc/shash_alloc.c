// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Test module for tools/qemu-x86/debian-kernels.sh, never shipped: who
 * answers crypto_alloc_shash() by name, and does it work.
 *
 * For "sha256", "hmac(sha256)", "sha512", "hmac(sha512)", "blake2b-256" and
 * "sha3-256" it allocates crypto_alloc_shash(name, 0, 0), as any kernel user does, and
 * logs the driver and module that answered and whether a digest of a short
 * message (HMAC: RFC 4231 test case 2, key "Jefe") matches the known answer
 * (computed by Python's hashlib). Where the kernel has core-state hooks
 * (6.16+, compat/kcrypto-compat.h), it also exports the core state after
 * one block with crypto_shash_export_core(), imports it into a fresh
 * request with crypto_shash_import_core() and finishes the message there;
 * the same through an ahash tfm of that name (the ahash-over-shash path);
 * a full export (crypto_shash_export()) after a block and a part moved
 * from the kernel's own driver ("sha256-lib" ..., 6.17+; "sha3-256-lib",
 * 6.19+) into the one that answers and back, each importer finishing the
 * message; and, after all lookups by name, through the hmac template
 * instantiated over the answering "sha256", "sha512" and "sha3-256"
 * drivers, which keeps its padded keys as core states (HMAC-SHA3-256: no
 * driver of ours has that name, the template is its only way).
 *
 * One line per check, "shash_alloc: TAG: NAME WHAT RESULT [DETAIL]",
 * judged by the host script; TAG (module parameter tag=) tells the runs
 * apart. The module loads, logs and is removed by the guest.
 */
#define pr_fmt(fmt) "shash_alloc: " fmt

#include <crypto/hash.h>
#include <crypto/internal/hash.h>
#include <linux/err.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "kcrypto-compat.h"

static char *tag = "run";
module_param(tag, charp, 0444);
MODULE_PARM_DESC(tag, "word that starts every line of this run");

#define MSG "what do ya want for nothing?"
#define KEY "Jefe"
#define LONG_LEN 300

struct alloc_case {
	const char *name;
	bool keyed;
	bool has_core;
	const char *lib;
	const char *kat;
};

static const struct alloc_case cases[] = {
	{ "sha256", false, true, "sha256-lib",
	  "b381e7fec653fc3ab9b178272366b8ac87fed8d31cb25ed1d0e1f3318644c89c" },
	{ "hmac(sha256)", true, true, "hmac-sha256-lib",
	  "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843" },
	{ "sha512", false, true, "sha512-lib",
	  "a3adca3c9c1e45b39ef51b0703692e09ab3a20404dd7617537144720f35e304e"
	  "89e530db6db9deb50f8b33e38d951f2ffc973085b7f0ccb11178799d113481f2" },
	{ "hmac(sha512)", true, true, "hmac-sha512-lib",
	  "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
	  "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737" },
	/* BLAKE2b keeps its last block for final(): no core state. */
	{ "blake2b-256", false, false, NULL,
	  "022b7d9faaa341a01f33e01d48e7237bbfeaf68a5093968f7d4de8a6145bd9e5" },
	{ "sha3-256", false, true, "sha3-256-lib",
	  "74783a498aef14a0844ee8d21808c88c51d5bc95f867f13d61c6c38955fc4127" },
};

static const char *result(int err, bool match)
{
	return err ? "error" : match ? "ok" : "bad";
}

/* @ds bytes at @got are the digest @kat, in hex. */
static bool is_kat(const u8 *got, unsigned int ds, const char *kat)
{
	char hex[2 * HASH_MAX_DIGESTSIZE + 1];

	snprintf(hex, sizeof(hex), "%*phN", ds, got);
	return !strcmp(hex, kat);
}

/* The digest of MSG against the known answer. */
static void check_digest(const struct alloc_case *c, struct crypto_shash *tfm)
{
	u8 got[HASH_MAX_DIGESTSIZE];
	unsigned int ds = crypto_shash_digestsize(tfm);
	int err;

	err = crypto_shash_tfm_digest(tfm, MSG, strlen(MSG), got);
	pr_info("%s: %s digest %s %d\n", tag, c->name,
		result(err, is_kat(got, ds, c->kat)), err);
}

#if KCRYPTO_SHASH_EXPORT_CORE
/*
 * Core state after one block, imported into a fresh request that finishes
 * the message: the digest must be the one-shot one.
 */
static int shash_core_round_trip(struct crypto_shash *tfm, const u8 *data,
				 bool *match)
{
	unsigned int bs = crypto_shash_blocksize(tfm);
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	struct shash_desc *desc;
	u8 *core;
	int err;

	desc = kzalloc(sizeof(*desc) + crypto_shash_descsize(tfm), GFP_KERNEL);
	core = kzalloc(HASH_MAX_STATESIZE, GFP_KERNEL);
	err = desc && core ? 0 : -ENOMEM;
	if (!err) {
		desc->tfm = tfm;
		err = crypto_shash_init(desc)			  ?:
			      crypto_shash_update(desc, data, bs) ?:
			      crypto_shash_export_core(desc, core);
	}
	if (!err) {
		memset(desc->__ctx, 0xa5, crypto_shash_descsize(tfm));
		err = crypto_shash_import_core(desc, core) ?:
			      crypto_shash_finup(desc, data + bs, LONG_LEN - bs, got) ?:
			      crypto_shash_tfm_digest(tfm, data, LONG_LEN,
						      want);
	}
	*match = !err && !memcmp(got, want, crypto_shash_digestsize(tfm));
	kfree_sensitive(core);
	kfree_sensitive(desc);
	return err;
}

/* The same through an ahash tfm of that name, which is over the shash. */
static int ahash_core_round_trip(const struct alloc_case *c, const u8 *data,
				 bool *match)
{
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	struct ahash_request *req = NULL;
	struct crypto_ahash *tfm;
	struct scatterlist sg[2];
	DECLARE_CRYPTO_WAIT(wait);
	unsigned int bs;
	u8 *core;
	int err;

	*match = false;
	tfm = crypto_alloc_ahash(c->name, 0, 0);
	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	bs = crypto_ahash_blocksize(tfm);
	core = kzalloc(HASH_MAX_STATESIZE, GFP_KERNEL);
	req = ahash_request_alloc(tfm, GFP_KERNEL);
	err = core && req ? 0 : -ENOMEM;
	if (!err && c->keyed)
		err = crypto_ahash_setkey(tfm, KEY, strlen(KEY));
	if (!err) {
		ahash_request_set_callback(req, 0, crypto_req_done, &wait);
		sg_init_one(&sg[0], data, bs);
		sg_init_one(&sg[1], data + bs, LONG_LEN - bs);
		ahash_request_set_crypt(req, &sg[0], NULL, bs);
		err = crypto_wait_req(crypto_ahash_init(req), &wait) ?:
			      crypto_wait_req(crypto_ahash_update(req), &wait) ?:
			      crypto_ahash_export_core(req, core) ?:
			      crypto_ahash_import_core(req, core);
	}
	if (!err) {
		ahash_request_set_crypt(req, &sg[1], got, LONG_LEN - bs);
		err = crypto_wait_req(crypto_ahash_finup(req), &wait);
	}
	if (!err) {
		sg_init_one(&sg[0], data, LONG_LEN);
		ahash_request_set_crypt(req, &sg[0], want, LONG_LEN);
		err = crypto_wait_req(crypto_ahash_digest(req), &wait);
	}
	*match = !err && !memcmp(got, want, crypto_ahash_digestsize(tfm));
	ahash_request_free(req);
	kfree_sensitive(core);
	crypto_free_ahash(tfm);
	return err;
}

/* The known answer of the hmac template over "sha3-256" (no lookup). */
static const struct alloc_case hmac_sha3_256 = {
	"hmac(sha3-256)", true, true, NULL,
	"c7d4072e788877ae3596bbb0da73b887c9171f93095b294ae857fbe2645e1ba5"
};

/*
 * The hmac template over the driver that answers @c->name (sha256,
 * sha512, sha3-256), checked against the known answer of @h->name (its HMAC). On 7.3
 * the instance registers as "hmac-shash(<driver>)": asking for
 * "hmac(<driver>)" creates it but answers -EEXIST, and the instance is then
 * found under its own name. It takes the driver's priority, so from then on
 * it ties with the HMAC driver of the same module for "hmac(<name>)":
 * hence this runs after every lookup by name.
 */
static void check_hmac_template(const struct alloc_case *c,
				const struct alloc_case *h)
{
	/* "hmac-shash(" + a driver name + ")" */
	char name[CRYPTO_MAX_ALG_NAME + 12];
	struct crypto_shash *tfm, *htfm;
	u8 got[HASH_MAX_DIGESTSIZE];
	long first;
	int err;

	tfm = crypto_alloc_shash(c->name, 0, 0);
	if (IS_ERR(tfm))
		return;
	snprintf(name, sizeof(name), "hmac(%s)", crypto_shash_driver_name(tfm));
	htfm = crypto_alloc_shash(name, 0, 0);
	first = PTR_ERR_OR_ZERO(htfm);
	if (first == -EEXIST) {
		snprintf(name, sizeof(name), "hmac-shash(%s)",
			 crypto_shash_driver_name(tfm));
		htfm = crypto_alloc_shash(name, 0, 0);
	}
	snprintf(name, sizeof(name), "hmac(%s)", crypto_shash_driver_name(tfm));
	crypto_free_shash(tfm);
	if (IS_ERR(htfm)) {
		pr_info("%s: %s template error %ld %ld\n", tag, name, first,
			PTR_ERR(htfm));
		return;
	}
	err = crypto_shash_setkey(htfm, KEY, strlen(KEY)) ?:
		      crypto_shash_tfm_digest(htfm, MSG, strlen(MSG), got);
	pr_info("%s: %s template %s %d %s\n", tag, name,
		result(err, is_kat(got, crypto_shash_digestsize(htfm), h->kat)),
		err, crypto_shash_driver_name(htfm));
	crypto_free_shash(htfm);
}

/*
 * A full export of @from after a block and a part, imported into a request
 * of @to (same key) that finishes the message: the one-shot digest.
 */
static int lib_move(struct crypto_shash *from, struct crypto_shash *to,
		    const u8 *data, bool *match)
{
	unsigned int at = crypto_shash_blocksize(from) + 17;
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	struct shash_desc *src, *dst;
	u8 *state;
	int err;

	src = kzalloc(sizeof(*src) + crypto_shash_descsize(from), GFP_KERNEL);
	dst = kzalloc(sizeof(*dst) + crypto_shash_descsize(to), GFP_KERNEL);
	state = kzalloc(HASH_MAX_STATESIZE, GFP_KERNEL);
	err = src && dst && state ? 0 : -ENOMEM;
	if (!err) {
		src->tfm = from;
		dst->tfm = to;
		err = crypto_shash_init(src)			 ?:
			      crypto_shash_update(src, data, at) ?:
			      crypto_shash_export(src, state)	 ?:
			      crypto_shash_import(dst, state)	 ?:
			      crypto_shash_finup(dst, data + at, LONG_LEN - at, got) ?:
			      crypto_shash_tfm_digest(from, data, LONG_LEN,
						      want);
	}
	*match = !err && !memcmp(got, want, crypto_shash_digestsize(to));
	kfree_sensitive(state);
	kfree_sensitive(dst);
	kfree_sensitive(src);
	return err;
}

/*
 * A full export moved from the kernel's @c->lib into @tfm, which answers
 * @c->name, and back: both need the same statesize (6.16+ layout:
 * HASH_STATE_AND_BLOCK()). "absent" where the kernel has no such driver.
 */
static void check_lib_move(const struct alloc_case *c, struct crypto_shash *tfm,
			   const u8 *data)
{
	bool in = false, out = false;
	struct crypto_shash *lib;
	int err;

	lib = crypto_alloc_shash(c->lib, 0, 0);
	if (IS_ERR(lib)) {
		pr_info("%s: %s lib-move absent %ld %s\n", tag, c->name,
			PTR_ERR(lib), c->lib);
		return;
	}
	err = c->keyed ? crypto_shash_setkey(lib, KEY, strlen(KEY)) : 0;
	if (!err && crypto_shash_statesize(lib) == crypto_shash_statesize(tfm))
		err = lib_move(lib, tfm, data, &in) ?:
			      lib_move(tfm, lib, data, &out);
	pr_info("%s: %s lib-move %s %d %s statesize %u, %s statesize %u\n", tag,
		c->name, result(err, in && out), err,
		crypto_shash_driver_name(lib), crypto_shash_statesize(lib),
		crypto_shash_driver_name(tfm), crypto_shash_statesize(tfm));
	crypto_free_shash(lib);
}

static void check_core(const struct alloc_case *c, struct crypto_shash *tfm,
		       const u8 *data)
{
	bool match;
	int err;

	err = shash_core_round_trip(tfm, data, &match);
	if (!c->has_core) {
		/* A clean refusal, not a state that drops buffered bytes. */
		pr_info("%s: %s core %s %d\n", tag, c->name,
			err ? "refused" : "bad", err);
		return;
	}
	pr_info("%s: %s core %s %d\n", tag, c->name, result(err, match), err);
	err = ahash_core_round_trip(c, data, &match);
	pr_info("%s: %s ahash-core %s %d\n", tag, c->name, result(err, match),
		err);
	check_lib_move(c, tfm, data);
}
#else
static void check_core(const struct alloc_case *c, struct crypto_shash *tfm,
		       const u8 *data)
{
}
#endif

static int __init shash_alloc_init(void)
{
	u8 *data = kmalloc(LONG_LEN, GFP_KERNEL);
	size_t i;

	if (!data)
		return -ENOMEM;
	for (i = 0; i < LONG_LEN; i++)
		data[i] = i * 7 + 1;
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		const struct alloc_case *c = &cases[i];
		struct crypto_shash *tfm = crypto_alloc_shash(c->name, 0, 0);
		struct crypto_alg *alg;
		int err;

		if (IS_ERR(tfm)) {
			pr_info("%s: %s alloc error %ld\n", tag, c->name,
				PTR_ERR(tfm));
			continue;
		}
		alg = crypto_shash_tfm(tfm)->__crt_alg;
		pr_info("%s: %s answers %s %s %d statesize %u\n", tag, c->name,
			crypto_shash_driver_name(tfm),
			alg->cra_module ? module_name(alg->cra_module) :
					  "kernel",
			alg->cra_priority, crypto_shash_statesize(tfm));
		err = c->keyed ? crypto_shash_setkey(tfm, KEY, strlen(KEY)) : 0;
		if (err)
			pr_info("%s: %s setkey error %d\n", tag, c->name, err);
		else
			check_digest(c, tfm);
		if (!err)
			check_core(c, tfm, data);
		crypto_free_shash(tfm);
	}
#if KCRYPTO_SHASH_EXPORT_CORE
	/* sha256 and hmac(sha256), sha512 and hmac(sha512), sha3-256 */
	check_hmac_template(&cases[0], &cases[1]);
	check_hmac_template(&cases[2], &cases[3]);
	check_hmac_template(&cases[5], &hmac_sha3_256);
#endif
	kfree(data);
	pr_info("%s: done\n", tag);
	return 0;
}
module_init(shash_alloc_init);

static void __exit shash_alloc_exit(void)
{
}
module_exit(shash_alloc_exit);

MODULE_DESCRIPTION(
	"kcrypto test: crypto_alloc_shash() by name (qemu-x86 boots)");
MODULE_LICENSE("Dual MIT/GPL");
