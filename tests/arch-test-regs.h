/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * What an assembly function leaves in the vector registers, for the arch
 * suites' register cases (tests/NAME_arch_kunit.c). The rule
 * (Documentation/arch.md, "Vector registers on return"): a SIMD path
 * leaves no message, schedule or state word in any vector register it
 * wrote. The check is the stronger form, which can't be flaky: every
 * register the function wrote is zero when it returns.
 *
 *	arch_test_regs(test, KCRYPTO_SHA256_ARCH_TEST, "ni",
 *		       "sha256_ni_transform", args, &words);
 *
 * In the host and cross builds (x86-64, arm64, ARM), kcrypto_asm_regs()
 * (<kcrypto-asm-calls.h>) calls the function @sym of @path with the
 * integer arguments @args from a trampoline that fills every vector
 * register with a pattern first and stores them all right after the
 * return. Each 8 bytes must then be the pattern still (not written) or
 * zero: halves, because restoring arm64's callee-saved d8-d15 zeroes the
 * upper half of v8-v15. Eight bytes that are neither fail the case, named
 * with the register and, when they hold one, a 4-byte word of the message,
 * the input state or the output state (@words; message words in either
 * byte order). The case also fails when the state did not
 * change or no register was written, which would mean the call did not
 * run. A path this CPU can't run, builds without arch code, kernels and
 * other architectures skip, saying why. arch_test_regs_blocks() does the
 * usual shape, SYM(state, data, nblocks, extra), on random blocks and a
 * random state.
 */
#ifndef _KCRYPTO_ARCH_TEST_REGS_H
#define _KCRYPTO_ARCH_TEST_REGS_H

#include <crypto/internal/kcrypto-arch-test.h>
#include <kunit/test.h>
#include <linux/kernel.h>
#include <linux/string.h>
#include <linux/types.h>

#include "arch-test-rng.h"

#if defined(KCRYPTO_HOST_ASM_CALLS) &&                                         \
	(defined(__x86_64__) || defined(__aarch64__) || defined(__arm__))
#include <kcrypto-asm-calls.h>
#include <kcrypto-host.h>
#define ARCH_TEST_REGS 1
#endif

/* The words a register must not hold, to name them in a failure. */
struct arch_test_regs_words {
	const u8 *msg;
	size_t msg_len;
	const u8 *in; /* a copy of the state before the call */
	const u8 *out; /* the state after it */
	size_t state_len;
};

#ifdef ARCH_TEST_REGS
/* Whether @buf holds the 4-byte word @w at a multiple of 4, as stored. */
static inline bool arch_test_regs_has(const u8 *buf, size_t len, const u8 *w,
				      bool swapped)
{
	size_t i;

	for (i = 0; i + 4 <= len; i += 4) {
		if (!swapped && !memcmp(buf + i, w, 4))
			return true;
		if (swapped && buf[i] == w[3] && buf[i + 1] == w[2] &&
		    buf[i + 2] == w[1] && buf[i + 3] == w[0])
			return true;
	}
	return false;
}

/* What the 8 bytes at @lane hold of @words, for the report, or NULL. */
static inline const char *
arch_test_regs_what(const u8 *lane, const struct arch_test_regs_words *words)
{
	size_t i;

	for (i = 0; i < 8; i += 4) {
		if (!lane[i] && !lane[i + 1] && !lane[i + 2] && !lane[i + 3])
			continue;
		if (arch_test_regs_has(words->msg, words->msg_len, lane + i,
				       false) ||
		    arch_test_regs_has(words->msg, words->msg_len, lane + i,
				       true))
			return "a message word";
		if (arch_test_regs_has(words->in, words->state_len, lane + i,
				       false))
			return "an input state word";
		if (arch_test_regs_has(words->out, words->state_len, lane + i,
				       false))
			return "an output state word";
	}
	return NULL;
}
#endif

static inline void
arch_test_regs(struct kunit *test, struct kcrypto_arch_test *t __maybe_unused,
	       const char *path __maybe_unused, const char *sym,
	       const unsigned long args[5] __maybe_unused,
	       const struct arch_test_regs_words *words __maybe_unused)
{
#ifdef ARCH_TEST_REGS
	static const u8 zero[8] = {};
	struct kcrypto_asm_regs *regs;
	unsigned int r, l, written = 0, left = 0, what_reg = 0;
	const char *why, *what = NULL;
	char *list;
	size_t pos = 0;
	int p;

	if (!t)
		kunit_skip(test, "%s: no arch code in this build", sym);
	p = match_string(t->names, t->npaths, path);
	if (p < 0)
		kunit_skip(test, "%s: the glue here has no %s path", sym, path);
	if (!t->usable(p))
		kunit_skip(test,
			   "%s: this CPU can't run the %s path (or KCRYPTO_FORCE_GENERIC=1 hides it)",
			   sym, path);
	regs = (struct kcrypto_asm_regs *)kunit_kmalloc(test, sizeof(*regs),
							GFP_KERNEL);
	list = (char *)kunit_kmalloc(test, 512, GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, regs);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, list);
	list[0] = '\0';

	kcrypto_host_simd_begin();
	why = kcrypto_asm_regs(sym, args, regs);
	kcrypto_host_simd_end();
	if (why)
		kunit_skip(test, "%s: %s", sym, why);
	KUNIT_ASSERT_TRUE_MSG(test,
			      memcmp(words->in, words->out, words->state_len),
			      "%s: the state did not change: did it run?", sym);

	for (r = 0; r < regs->nregs; r++) {
		bool wrote = false, bad = false;

		for (l = 0; l < regs->bytes; l += 8) {
			const u8 *lane = &regs->reg[r][l];

			if (!memcmp(lane, regs->fill + l % 16, 8))
				continue;
			wrote = true;
			if (!memcmp(lane, zero, 8))
				continue;
			if (!what) {
				what = arch_test_regs_what(lane, words);
				what_reg = r;
			}
			bad = true;
		}
		written += wrote;
		if (bad) {
			left++;
			pos += scnprintf(list + pos, 512 - pos, " %s%u",
					 regs->name, r);
		}
	}
	KUNIT_EXPECT_GT_MSG(test, written, 0U,
			    "%s: no vector register changed: did it run?", sym);
	if (left && what)
		KUNIT_FAIL(test,
			   "%s: %u of the %u vector registers it wrote not cleared on return:%s (%s%u holds %s)",
			   sym, left, written, list, regs->name, what_reg,
			   what);
	else if (left)
		KUNIT_FAIL(test,
			   "%s: %u of the %u vector registers it wrote not cleared on return:%s (none holds a 4-byte word of the message or state as such)",
			   sym, left, written, list);
	else
		kunit_info(test,
			   "%s: %u %s registers stored after the return: the %u it wrote are zero, %u untouched",
			   sym, regs->nregs, regs->name, written,
			   regs->nregs - written);
#else
	kunit_skip(test,
		   "%s: x86-64, arm64 and ARM host builds only (they call the assembly through a register trampoline)",
		   sym);
#endif
}

/*
 * The usual shape, SYM(state, data, nblocks, extra): @nblocks random blocks
 * of @block_size bytes into a random context of @ctx_size bytes whose
 * first @state_len are the chaining state, @extra the fourth argument
 * (BLAKE2's inc).
 */
static inline void arch_test_regs_blocks(struct kunit *test,
					 struct kcrypto_arch_test *t,
					 const char *path, const char *sym,
					 size_t ctx_size, size_t state_len,
					 size_t block_size, size_t nblocks,
					 unsigned long extra)
{
	struct arch_test_regs_words words;
	unsigned long args[5] = {};
	u8 *msg, *ctx, *in;

	msg = (u8 *)kunit_kmalloc(test, nblocks * block_size, GFP_KERNEL);
	ctx = (u8 *)kunit_kmalloc(test, ctx_size, GFP_KERNEL);
	in = (u8 *)kunit_kmalloc(test, state_len, GFP_KERNEL);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, msg);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, ctx);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, in);
	arch_test_seed(0x7e65);
	arch_test_fill(msg, nblocks * block_size);
	arch_test_fill(ctx, ctx_size);
	memcpy(in, ctx, state_len);
	args[0] = (unsigned long)ctx;
	args[1] = (unsigned long)msg;
	args[2] = nblocks;
	args[3] = extra;
	words.msg = msg;
	words.msg_len = nblocks * block_size;
	words.in = in;
	words.out = ctx;
	words.state_len = state_len;
	arch_test_regs(test, t, path, sym, args, &words);
}

#endif /* _KCRYPTO_ARCH_TEST_REGS_H */
