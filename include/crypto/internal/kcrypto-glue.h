/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * The part of an arch glue (arch/ARCH/ALG.h) that every glue does the same
 * way; not an API. lib/crypto/ALG.c includes the glue, which describes
 * itself and includes this header once:
 *
 *   KCRYPTO_GLUE_MODULE  its module's name, for the log ("kcrypto_sha256")
 *   KCRYPTO_GLUE_PATHS   the names of its code paths, path 0 the generic
 *                        code; the automatic choice takes the last one
 *                        this CPU can run
 *   KCRYPTO_GLUE_TEST    where <crypto/internal/kcrypto-arch-test.h>
 *                        declares the algorithm's test hooks
 *                        (KCRYPTO_<ALG>_ARCH_HOOKS), the name of its
 *                        struct kcrypto_arch_test, which this header
 *                        then defines
 *   KCRYPTO_GLUE_TIME_BYTES, KCRYPTO_GLUE_SIMD_BEGIN(), ..._END()
 *                        optional: choose among the usable paths by timing
 *                        each over this many bytes, inside SIMD sections
 *                        that these open and close
 *
 * and then defines kcrypto_glue_usable(), whether this CPU can run a path,
 * and, with KCRYPTO_GLUE_TIME_BYTES, kcrypto_glue_time_run(), which hashes
 * a buffer once with a path (inside a SIMD section for paths above 0).
 *
 * This header adds the module parameter impl (charp, 0444), the path in
 * use (kcrypto_glue_path) with a static key that is on for every path but
 * the generic one (kcrypto_glue_simd()), the driver name suffix
 * (kcrypto_glue_name()), the test hooks, and the init call that chooses
 * (kcrypto_arch_choose()), logs and sets the path.
 */
#include <crypto/internal/kcrypto-arch-test.h>
#include <crypto/internal/kcrypto-arch.h>
#include <linux/atomic.h>
#include <linux/init.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/minmax.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/preempt.h>

static const char *const kcrypto_glue_names[] = { KCRYPTO_GLUE_PATHS };

static bool kcrypto_glue_usable(int path);

#ifdef KCRYPTO_GLUE_TEST
/* The tests switch paths after init; they count SIMD sections. */
#define __kcrypto_glue_state
static atomic_long_t kcrypto_glue_sections = ATOMIC_LONG_INIT(0);

static inline void kcrypto_glue_count(void)
{
	atomic_long_inc(&kcrypto_glue_sections);
}
#else
#define __kcrypto_glue_state __ro_after_init

static inline void kcrypto_glue_count(void)
{
}
#endif

static int kcrypto_glue_path __kcrypto_glue_state;
static __kcrypto_glue_state DEFINE_STATIC_KEY_FALSE(kcrypto_glue_key);

static char *impl;
module_param(impl, charp, 0444);
MODULE_PARM_DESC(impl, "code path by name (empty: automatic)");

/* Whether a path other than the generic code is in use. */
static __always_inline bool kcrypto_glue_simd(void)
{
	return static_branch_likely(&kcrypto_glue_key);
}

/*
 * The key goes off before, and on after, the path changes: no thread sees
 * it on with path 0.
 */
static void kcrypto_glue_set(int path)
{
	if (!path)
		static_branch_disable(&kcrypto_glue_key);
	kcrypto_glue_path = path;
	if (path)
		static_branch_enable(&kcrypto_glue_key);
}

#ifdef KCRYPTO_GLUE_TEST
struct kcrypto_arch_test KCRYPTO_GLUE_TEST = {
	.names = kcrypto_glue_names,
	.npaths = ARRAY_SIZE(kcrypto_glue_names),
	.usable = kcrypto_glue_usable,
	.set = kcrypto_glue_set,
	.path = &kcrypto_glue_path,
	.sections = &kcrypto_glue_sections,
	.chosen = -1,
};
EXPORT_SYMBOL_GPL(KCRYPTO_GLUE_TEST);
#endif

/* The driver name suffix of crypto/ALG.c: the path, unless generic. */
static inline const char *kcrypto_glue_name(void)
{
	return kcrypto_glue_path ? kcrypto_glue_names[kcrypto_glue_path] : NULL;
}

#ifdef KCRYPTO_GLUE_TIME_BYTES
static void __init kcrypto_glue_time_run(int path, const u8 *data, size_t len);

static u8 kcrypto_glue_time_buf[KCRYPTO_GLUE_TIME_BYTES] __initdata;

static u64 __init kcrypto_glue_time_path(int path)
{
	u64 start, end;

	preempt_disable();
	if (path)
		KCRYPTO_GLUE_SIMD_BEGIN();
	start = ktime_get_ns();
	kcrypto_glue_time_run(path, kcrypto_glue_time_buf,
			      sizeof(kcrypto_glue_time_buf));
	end = ktime_get_ns();
	if (path)
		KCRYPTO_GLUE_SIMD_END();
	preempt_enable();
	return max_t(u64, end - start, 1);
}

static int __init kcrypto_glue_choose_timed(void)
{
	return kcrypto_arch_choose_timed(KCRYPTO_GLUE_MODULE,
					 kcrypto_glue_names,
					 ARRAY_SIZE(kcrypto_glue_names),
					 kcrypto_glue_usable,
					 kcrypto_glue_time_path,
					 sizeof(kcrypto_glue_time_buf));
}
#else
#define kcrypto_glue_choose_timed NULL
#endif

/*
 * Built in, the CPU probe runs at subsys_initcall, as the kernel's own
 * libraries do: before the device initcalls, whose callers would get the
 * generic code otherwise. In a module it is the module's init.
 */
static int __init kcrypto_glue_init(void)
{
	kcrypto_glue_set(kcrypto_arch_choose(KCRYPTO_GLUE_MODULE, impl,
					     kcrypto_glue_names,
					     ARRAY_SIZE(kcrypto_glue_names),
					     kcrypto_glue_usable,
					     kcrypto_glue_choose_timed));
	return 0;
}
subsys_initcall(kcrypto_glue_init);

/* A module with an init function but no exit function can't be unloaded. */
static void __exit kcrypto_glue_exit(void)
{
}
module_exit(kcrypto_glue_exit);
