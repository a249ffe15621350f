/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host (userspace) implementation of the kernel's KUnit test API.
 *
 * Kernel KUnit test files compile unchanged against this header, as C (gnu11)
 * and as C++20, and are linked with the runtime in tools/host/kunit/, which
 * provides main() and prints KTAP version 1 output like the kernel does.
 *
 * The API follows KUnit as of Linux v6.12: struct kunit, struct kunit_case,
 * struct kunit_suite (fields in the kernel's order, so designated
 * initializers also work in C++20), KUNIT_CASE*, KUNIT_ARRAY_PARAM*,
 * kunit_test_suite(s), the KUNIT_EXPECT_* / KUNIT_ASSERT_* checks and their
 * _MSG forms, kunit_skip, kunit_info/warn/err, managed allocations and
 * deferred actions.
 *
 * Differences from the kernel, all on the strict side:
 *  - a test case that has failed stays failed if it later calls kunit_skip()
 *    or kunit_mark_skipped() (the kernel lets the skip override the failure);
 *  - a suite whose suite_init fails counts each of its cases as failed.
 */
#ifndef _KUNIT_TEST_H
#define _KUNIT_TEST_H

#include <stddef.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

/*
 * The kernel's <kunit/test.h> pulls in these headers, and test files rely on
 * that (memcmp, kmalloc, IS_ERR, MODULE_LICENSE, ...). Include whichever the
 * host shim provides.
 */
#if defined(__has_include)
#if __has_include(<linux/types.h>)
#include <linux/types.h>
#endif
#if __has_include(<linux/compiler.h>)
#include <linux/compiler.h>
#endif
#if __has_include(<linux/gfp.h>)
#include <linux/gfp.h>
#endif
#if __has_include(<linux/slab.h>)
#include <linux/slab.h>
#endif
#if __has_include(<linux/string.h>)
#include <linux/string.h>
#endif
#if __has_include(<linux/err.h>)
#include <linux/err.h>
#endif
#if __has_include(<linux/module.h>)
#include <linux/module.h>
#endif
/*
 * Also as the kernel's: <linux/atomic.h> (through <linux/kref.h> and
 * <linux/spinlock.h>), <linux/jump_label.h>, <asm/page.h> and more.
 */
#if __has_include(<asm/page.h>)
#include <asm/page.h>
#endif
#if __has_include(<linux/atomic.h>)
#include <linux/atomic.h>
#endif
#if __has_include(<linux/jump_label.h>)
#include <linux/jump_label.h>
#endif
#if __has_include(<linux/linkage.h>)
#include <linux/linkage.h>
#endif
/*
 * And what kernel KUnit files get from the kernel's through its own
 * includes: ARRAY_SIZE, min/max/min_t, round_up, WARN_ON_ONCE, IS_ENABLED
 * (<linux/kernel.h>), preempt_disable/enable, ktime_get_ns, div64_u64.
 */
#if __has_include(<linux/kernel.h>)
#include <linux/kernel.h>
#endif
#if __has_include(<linux/preempt.h>)
#include <linux/preempt.h>
#endif
#if __has_include(<linux/ktime.h>)
#include <linux/ktime.h>
#endif
#if __has_include(<linux/math64.h>)
#include <linux/math64.h>
#endif
#endif /* __has_include */

/* Only if the shim headers did not already provide them. */
#ifndef GFP_KERNEL
typedef unsigned int gfp_t;
#define GFP_KERNEL ((gfp_t)0xcc0u)
#endif

#ifdef __cplusplus
/*
 * Test files initialize kunit_case and kunit_suite with designated
 * initializers naming only some fields; C++ compilers flag the others under
 * -Wextra. The kernel builds with -Wno-missing-field-initializers, so do the
 * same for the rest of a C++ test file (C compilers do not warn for
 * designated initializers).
 */
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

/*
 * struct kunit's param_value in C++: a const void * that converts to any
 * const object pointer, as it does in C, so that a test file's
 * "const struct my_param *p = test->param_value;" compiles as C++ too.
 */
struct __kunit_param_ptr {
	const void *p;

	__kunit_param_ptr &operator=(const void *v)
	{
		p = v;
		return *this;
	}
	template <typename T>
	operator const T *() const
	{
		return static_cast<const T *>(p);
	}
	explicit operator bool() const
	{
		return p != nullptr;
	}
};
#define __KUNIT_PARAM_PTR struct __kunit_param_ptr

extern "C" {
#else
#define __KUNIT_PARAM_PTR const void *
#endif

#define KUNIT_PARAM_DESC_SIZE 128
#define KUNIT_STATUS_COMMENT_SIZE 256

enum kunit_status {
	KUNIT_SUCCESS,
	KUNIT_FAILURE,
	KUNIT_SKIPPED,
};

enum kunit_speed {
	KUNIT_SPEED_UNSET,
	KUNIT_SPEED_VERY_SLOW,
	KUNIT_SPEED_SLOW,
	KUNIT_SPEED_NORMAL,
	KUNIT_SPEED_MAX = KUNIT_SPEED_NORMAL,
};

struct kunit_attributes {
	enum kunit_speed speed;
};

enum kunit_assert_type {
	KUNIT_ASSERTION,
	KUNIT_EXPECTATION,
};

/**
 * struct kunit - the state of the running test case
 * @priv: for the test's own use (typically set by the suite's init)
 * @name: name of the test case
 * @param_value: current parameter of a parameterized case, else NULL
 * @param_index: index of that parameter
 * @status: KUNIT_SUCCESS, KUNIT_FAILURE or KUNIT_SKIPPED so far
 * @status_comment: reason given to kunit_skip()/kunit_mark_skipped()
 * @host: runtime-private state; do not touch
 */
struct kunit {
	void *priv;
	const char *name;
	__KUNIT_PARAM_PTR param_value;
	int param_index;
	enum kunit_status status;
	char status_comment[KUNIT_STATUS_COMMENT_SIZE];
	void *host;
};

struct kunit_case {
	void (*run_case)(struct kunit *test);
	const char *name;
	const void *(*generate_params)(const void *prev, char *desc);
	struct kunit_attributes attr;
	/* private: set by the runtime */
	enum kunit_status status;
	const char *module_name;
};

struct kunit_suite {
	char name[256];
	int (*suite_init)(struct kunit_suite *suite);
	void (*suite_exit)(struct kunit_suite *suite);
	int (*init)(struct kunit *test);
	void (*exit)(struct kunit *test);
	struct kunit_case *test_cases;
	struct kunit_attributes attr;
	/* private: set by the runtime */
	char status_comment[KUNIT_STATUS_COMMENT_SIZE];
	int suite_init_err;
	bool is_init;
};

#define KUNIT_CASE(test_name) { .run_case = test_name, .name = #test_name }

#define KUNIT_CASE_ATTR(test_name, attributes)                                 \
	{ .run_case = test_name, .name = #test_name, .attr = attributes }

#define KUNIT_CASE_SLOW(test_name)                                             \
	{                                                                      \
		.run_case = test_name, .name = #test_name, .attr = {           \
			.speed = KUNIT_SPEED_SLOW                              \
		}                                                              \
	}

#define KUNIT_CASE_PARAM(test_name, gen_params)                                \
	{ .run_case = test_name,                                               \
	  .name = #test_name,                                                  \
	  .generate_params = gen_params }

#define KUNIT_CASE_PARAM_ATTR(test_name, gen_params, attributes)               \
	{ .run_case = test_name,                                               \
	  .name = #test_name,                                                  \
	  .generate_params = gen_params,                                       \
	  .attr = attributes }

/*
 * KUNIT_ARRAY_PARAM() - define name##_gen_params() stepping through @array;
 * @get_desc is NULL or void (*)(const T *param, char *desc) and writes at
 * most KUNIT_PARAM_DESC_SIZE bytes (NUL included) describing the parameter.
 */
#define KUNIT_ARRAY_PARAM(name, array, get_desc)                               \
	static const void *name##_gen_params(const void *prev, char *desc)     \
	{                                                                      \
		__typeof__((array)[0]) *__next =                               \
			prev ? ((__typeof__(__next))prev) + 1 : (array);       \
		if ((size_t)(__next - (array)) <                               \
		    sizeof(array) / sizeof((array)[0])) {                      \
			void (*__get_desc)(__typeof__(__next), char *) =       \
				get_desc;                                      \
			if (__get_desc)                                        \
				__get_desc(__next, desc);                      \
			return __next;                                         \
		}                                                              \
		return NULL;                                                   \
	}

/* Like KUNIT_ARRAY_PARAM(); each element is described by @desc_member. */
#define KUNIT_ARRAY_PARAM_DESC(name, array, desc_member)                       \
	static const void *name##_gen_params(const void *prev, char *desc)     \
	{                                                                      \
		__typeof__((array)[0]) *__next =                               \
			prev ? ((__typeof__(__next))prev) + 1 : (array);       \
		if ((size_t)(__next - (array)) <                               \
		    sizeof(array) / sizeof((array)[0])) {                      \
			__kunit_copy_desc(desc, __next->desc_member);          \
			return __next;                                         \
		}                                                              \
		return NULL;                                                   \
	}

/* Registration: a constructor adds the suites to the runtime's list. */
void __kunit_register_suites(struct kunit_suite *const *suites, size_t n);

#define __KUNIT_SUITES2(id, ...)                                                 \
	static struct kunit_suite *const __kunit_suites_##id[] = {               \
		__VA_ARGS__                                                      \
	};                                                                       \
	__attribute__((constructor)) static void __kunit_register_##id(void)     \
	{                                                                        \
		__kunit_register_suites(__kunit_suites_##id,                     \
					sizeof(__kunit_suites_##id) /            \
						sizeof(__kunit_suites_##id[0])); \
	}                                                                        \
	static void __kunit_register_##id(void)
#define __KUNIT_SUITES1(id, ...) __KUNIT_SUITES2(id, __VA_ARGS__)

/* Both are followed by a ';' at file scope, as in the kernel. */
#define kunit_test_suites(...) __KUNIT_SUITES1(__COUNTER__, __VA_ARGS__)
#define kunit_test_suite(suite) kunit_test_suites(&suite)
#define kunit_test_init_section_suites(...) kunit_test_suites(__VA_ARGS__)
#define kunit_test_init_section_suite(suite) kunit_test_suites(&suite)

/* Runtime entry points used by the macros below; not part of the API. */
#define __kunit_printf(a, b) __attribute__((format(printf, a, b)))

void __kunit_copy_desc(char *desc, const char *str);
__attribute__((noreturn)) void __kunit_abort(struct kunit *test);
void __kunit_log(struct kunit *test, const char *fmt, ...) __kunit_printf(2, 3);
void __kunit_mark_skipped(struct kunit *test, const char *fmt, ...)
	__kunit_printf(2, 3);
void __kunit_fail_msg(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *fmt, ...)
	__kunit_printf(5, 6);
void __kunit_fail_bool(struct kunit *test, enum kunit_assert_type type,
		       const char *file, int line, const char *expr,
		       bool expected);
void __kunit_fail_int(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *left,
		      const char *op, const char *right, long long lval,
		      long long rval);
void __kunit_fail_ptr(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *left,
		      const char *op, const char *right, const void *lval,
		      const void *rval);
void __kunit_fail_str(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *left,
		      const char *op, const char *right, const char *lval,
		      const char *rval);
void __kunit_fail_mem(struct kunit *test, enum kunit_assert_type type,
		      const char *file, int line, const char *left,
		      const char *op, const char *right, const void *lval,
		      const void *rval, size_t size, const char *size_expr);
void __kunit_fail_err_or_null(struct kunit *test, enum kunit_assert_type type,
			      const char *file, int line, const char *expr,
			      const void *val);
/* An extra line of explanation after a failure (the _MSG forms). */
void __kunit_msg(struct kunit *test, const char *fmt, ...) __kunit_printf(2, 3);
bool __kunit_streq(const char *a, const char *b);
bool __kunit_memeq(const void *a, const void *b, size_t size);
bool __kunit_is_err_or_null(const void *ptr);

/* Logging, as "# <case>: message" lines in the test's output. */
#define kunit_log(lvl, test, fmt, ...) __kunit_log(test, fmt, ##__VA_ARGS__)
#define kunit_printk(lvl, test, fmt, ...) __kunit_log(test, fmt, ##__VA_ARGS__)
#define kunit_info(test, fmt, ...) __kunit_log(test, fmt, ##__VA_ARGS__)
#define kunit_warn(test, fmt, ...) __kunit_log(test, fmt, ##__VA_ARGS__)
#define kunit_err(test, fmt, ...) __kunit_log(test, fmt, ##__VA_ARGS__)

/* Skipping: mark_skipped lets the case go on, skip ends it. */
#define kunit_mark_skipped(test, fmt, ...)                                     \
	__kunit_mark_skipped(test, fmt, ##__VA_ARGS__)
#define kunit_skip(test, fmt, ...)                                             \
	do {                                                                   \
		__kunit_mark_skipped(test, fmt, ##__VA_ARGS__);                \
		__kunit_abort(test);                                           \
	} while (0)

/* Managed memory: released when the test case ends. */
void *kunit_kmalloc(struct kunit *test, size_t size, gfp_t gfp);
void *kunit_kzalloc(struct kunit *test, size_t size, gfp_t gfp);
void *kunit_kmalloc_array(struct kunit *test, size_t n, size_t size, gfp_t gfp);
void *kunit_kcalloc(struct kunit *test, size_t n, size_t size, gfp_t gfp);
void kunit_kfree(struct kunit *test, const void *ptr);
char *kunit_kstrdup(struct kunit *test, const char *str, gfp_t gfp);

/* Deferred actions: run in reverse order when the test case ends. */
typedef void(kunit_action_t)(void *);
int kunit_add_action(struct kunit *test, kunit_action_t *action, void *ctx);
int kunit_add_action_or_reset(struct kunit *test, kunit_action_t *action,
			      void *ctx);
void kunit_remove_action(struct kunit *test, kunit_action_t *action, void *ctx);
void kunit_release_action(struct kunit *test, kunit_action_t *action,
			  void *ctx);

/* The running test (NULL outside of a test case), as in kunit/test-bug.h. */
struct kunit *kunit_get_current_test(void);

#ifdef __cplusplus
}

/*
 * In C++ the managed allocations return a pointer that converts to any
 * object pointer, as void * does in C ("u8 *buf = kunit_kmalloc(...)").
 */
#ifndef KUNIT_HOST_RUNTIME
struct __kunit_ptr {
	void *p;

	template <typename T>
	operator T *() const
	{
		return static_cast<T *>(p);
	}
	explicit operator bool() const
	{
		return p != nullptr;
	}
};
#define kunit_kmalloc(...) (__kunit_ptr{ (kunit_kmalloc)(__VA_ARGS__) })
#define kunit_kzalloc(...) (__kunit_ptr{ (kunit_kzalloc)(__VA_ARGS__) })
#define kunit_kmalloc_array(...)                                               \
	(__kunit_ptr{ (kunit_kmalloc_array)(__VA_ARGS__) })
#define kunit_kcalloc(...) (__kunit_ptr{ (kunit_kcalloc)(__VA_ARGS__) })
#endif
#endif

/*
 * The checks. Each operand is evaluated exactly once. Comparisons use the
 * usual arithmetic conversions of C, as in the kernel; the warnings those
 * conversions can raise for mixed signedness (KUNIT_EXPECT_EQ(test, len, 0)
 * with a size_t len) are silenced inside the macro only.
 */
#ifdef __cplusplus
#define __KUNIT_AUTO auto
#define __KUNIT_RVALUE(x) (x)
#else
#define __KUNIT_AUTO __auto_type
/* An rvalue of the promoted type, so that bit-fields work as operands. */
#define __KUNIT_RVALUE(x) ((x) + 0)
#endif

#if defined(__clang__)
#define __KUNIT_DIAG_PUSH                                                      \
	_Pragma("GCC diagnostic push")                                         \
		_Pragma("GCC diagnostic ignored \"-Wsign-compare\"") _Pragma(  \
			"GCC diagnostic ignored \"-Wtautological-compare\"")   \
			_Pragma("GCC diagnostic ignored \"-Wtype-limits\"")    \
				_Pragma("GCC diagnostic ignored \"-Wenum-compare\"")
#define __KUNIT_DIAG_POP _Pragma("GCC diagnostic pop")
#elif defined(__GNUC__)
#define __KUNIT_DIAG_PUSH                                                      \
	_Pragma("GCC diagnostic push") _Pragma(                                \
		"GCC diagnostic ignored \"-Wsign-compare\"")                   \
		_Pragma("GCC diagnostic ignored \"-Wtype-limits\"") _Pragma(   \
			"GCC diagnostic ignored \"-Wbool-compare\"")           \
			_Pragma("GCC diagnostic ignored \"-Wenum-compare\"")
#define __KUNIT_DIAG_POP _Pragma("GCC diagnostic pop")
#else
#define __KUNIT_DIAG_PUSH
#define __KUNIT_DIAG_POP
#endif

#define __KUNIT_NO_MSG (void)0
#define __KUNIT_MSG(test, fmt, ...) __kunit_msg(test, fmt, ##__VA_ARGS__)

/* Ends a failed check: assertions leave the test case. */
#define __KUNIT_END(test, type, msg)                                           \
	do {                                                                   \
		msg;                                                           \
		if ((type) == KUNIT_ASSERTION)                                 \
			__kunit_abort(test);                                   \
	} while (0)

#define __KUNIT_BOOL(test, type, cond, expected, ctext, msg)                   \
	do {                                                                   \
		if ((expected) ? !(cond) : !!(cond)) {                         \
			__kunit_fail_bool(test, type, __FILE__, __LINE__,      \
					  ctext, expected);                    \
			__KUNIT_END(test, type, msg);                          \
		}                                                              \
	} while (0)

#define __KUNIT_INT(test, type, left, op, right, ltext, rtext, msg)            \
	do {                                                                   \
		__KUNIT_DIAG_PUSH                                              \
		const __KUNIT_AUTO __kunit_l = __KUNIT_RVALUE(left);           \
		const __KUNIT_AUTO __kunit_r = __KUNIT_RVALUE(right);          \
		if (!(__kunit_l op __kunit_r)) {                               \
			__kunit_fail_int(test, type, __FILE__, __LINE__,       \
					 ltext, #op, rtext,                    \
					 (long long)__kunit_l,                 \
					 (long long)__kunit_r);                \
			__KUNIT_END(test, type, msg);                          \
		}                                                              \
		__KUNIT_DIAG_POP                                               \
	} while (0)

#define __KUNIT_PTR(test, type, left, op, right, ltext, rtext, msg)            \
	do {                                                                   \
		const void *const __kunit_l = (left);                          \
		const void *const __kunit_r = (right);                         \
		if (!(__kunit_l op __kunit_r)) {                               \
			__kunit_fail_ptr(test, type, __FILE__, __LINE__,       \
					 ltext, #op, rtext, __kunit_l,         \
					 __kunit_r);                           \
			__KUNIT_END(test, type, msg);                          \
		}                                                              \
	} while (0)

#define __KUNIT_STR(test, type, left, op, right, ltext, rtext, msg)            \
	do {                                                                   \
		const char *const __kunit_l = (left);                          \
		const char *const __kunit_r = (right);                         \
		if (!(__kunit_streq(__kunit_l, __kunit_r) op true)) {          \
			__kunit_fail_str(test, type, __FILE__, __LINE__,       \
					 ltext, #op, rtext, __kunit_l,         \
					 __kunit_r);                           \
			__KUNIT_END(test, type, msg);                          \
		}                                                              \
	} while (0)

#define __KUNIT_MEM(test, type, left, op, right, size, ltext, rtext, stext,    \
		    msg)                                                       \
	do {                                                                   \
		const void *const __kunit_l = (left);                          \
		const void *const __kunit_r = (right);                         \
		const size_t __kunit_n = (size);                               \
		if (!(__kunit_memeq(__kunit_l, __kunit_r, __kunit_n)           \
			      op true)) {                                      \
			__kunit_fail_mem(test, type, __FILE__, __LINE__,       \
					 ltext, #op, rtext, __kunit_l,         \
					 __kunit_r, __kunit_n, stext);         \
			__KUNIT_END(test, type, msg);                          \
		}                                                              \
	} while (0)

#define __KUNIT_NOT_ERR_OR_NULL(test, type, ptr, ptext, msg)                   \
	do {                                                                   \
		const void *const __kunit_p = (ptr);                           \
		if (__kunit_is_err_or_null(__kunit_p)) {                       \
			__kunit_fail_err_or_null(test, type, __FILE__,         \
						 __LINE__, ptext, __kunit_p);  \
			__KUNIT_END(test, type, msg);                          \
		}                                                              \
	} while (0)

#define __KUNIT_FAIL(test, type, fmt, ...)                                     \
	do {                                                                   \
		__kunit_fail_msg(test, type, __FILE__, __LINE__, fmt,          \
				 ##__VA_ARGS__);                               \
		__KUNIT_END(test, type, (void)0);                              \
	} while (0)

#define KUNIT_SUCCEED(test)                                                    \
	do {                                                                   \
		(void)(test);                                                  \
	} while (0)
#define KUNIT_FAIL(test, fmt, ...)                                             \
	__KUNIT_FAIL(test, KUNIT_EXPECTATION, fmt, ##__VA_ARGS__)
#define KUNIT_FAIL_AND_ABORT(test, fmt, ...)                                   \
	__KUNIT_FAIL(test, KUNIT_ASSERTION, fmt, ##__VA_ARGS__)
#define KUNIT_ASSERT_FAILURE(test, fmt, ...)                                   \
	__KUNIT_FAIL(test, KUNIT_ASSERTION, fmt, ##__VA_ARGS__)

/*
 * The checks: KUNIT_{EXPECT,ASSERT}_<CHECK>[_MSG]. Operand texts are
 * taken here, before macro expansion, so messages show the source text.
 */
#define KUNIT_EXPECT_TRUE(test, cond)                                          \
	__KUNIT_BOOL(test, KUNIT_EXPECTATION, cond, true, #cond, __KUNIT_NO_MSG)
#define KUNIT_EXPECT_TRUE_MSG(test, cond, fmt, ...)                            \
	__KUNIT_BOOL(test, KUNIT_EXPECTATION, cond, true, #cond,               \
		     __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_TRUE(test, cond)                                          \
	__KUNIT_BOOL(test, KUNIT_ASSERTION, cond, true, #cond, __KUNIT_NO_MSG)
#define KUNIT_ASSERT_TRUE_MSG(test, cond, fmt, ...)                            \
	__KUNIT_BOOL(test, KUNIT_ASSERTION, cond, true, #cond,                 \
		     __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_FALSE(test, cond)                                         \
	__KUNIT_BOOL(test, KUNIT_EXPECTATION, cond, false, #cond,              \
		     __KUNIT_NO_MSG)
#define KUNIT_EXPECT_FALSE_MSG(test, cond, fmt, ...)                           \
	__KUNIT_BOOL(test, KUNIT_EXPECTATION, cond, false, #cond,              \
		     __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_FALSE(test, cond)                                         \
	__KUNIT_BOOL(test, KUNIT_ASSERTION, cond, false, #cond, __KUNIT_NO_MSG)
#define KUNIT_ASSERT_FALSE_MSG(test, cond, fmt, ...)                           \
	__KUNIT_BOOL(test, KUNIT_ASSERTION, cond, false, #cond,                \
		     __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_EQ(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, ==, right, #left, #right,   \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_EQ_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, ==, right, #left, #right,   \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_EQ(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, ==, right, #left, #right,     \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_EQ_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, ==, right, #left, #right,     \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_NE(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, !=, right, #left, #right,   \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_NE_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, !=, right, #left, #right,   \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_NE(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, !=, right, #left, #right,     \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_NE_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, !=, right, #left, #right,     \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_LT(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, <, right, #left, #right,    \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_LT_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, <, right, #left, #right,    \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_LT(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, <, right, #left, #right,      \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_LT_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, <, right, #left, #right,      \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_LE(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, <=, right, #left, #right,   \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_LE_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, <=, right, #left, #right,   \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_LE(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, <=, right, #left, #right,     \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_LE_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, <=, right, #left, #right,     \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_GT(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, >, right, #left, #right,    \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_GT_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, >, right, #left, #right,    \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_GT(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, >, right, #left, #right,      \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_GT_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, >, right, #left, #right,      \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_GE(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, >=, right, #left, #right,   \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_GE_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_EXPECTATION, left, >=, right, #left, #right,   \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_GE(test, left, right)                                     \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, >=, right, #left, #right,     \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_GE_MSG(test, left, right, fmt, ...)                       \
	__KUNIT_INT(test, KUNIT_ASSERTION, left, >=, right, #left, #right,     \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_PTR_EQ(test, left, right)                                 \
	__KUNIT_PTR(test, KUNIT_EXPECTATION, left, ==, right, #left, #right,   \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_PTR_EQ_MSG(test, left, right, fmt, ...)                   \
	__KUNIT_PTR(test, KUNIT_EXPECTATION, left, ==, right, #left, #right,   \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_PTR_EQ(test, left, right)                                 \
	__KUNIT_PTR(test, KUNIT_ASSERTION, left, ==, right, #left, #right,     \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_PTR_EQ_MSG(test, left, right, fmt, ...)                   \
	__KUNIT_PTR(test, KUNIT_ASSERTION, left, ==, right, #left, #right,     \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_PTR_NE(test, left, right)                                 \
	__KUNIT_PTR(test, KUNIT_EXPECTATION, left, !=, right, #left, #right,   \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_PTR_NE_MSG(test, left, right, fmt, ...)                   \
	__KUNIT_PTR(test, KUNIT_EXPECTATION, left, !=, right, #left, #right,   \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_PTR_NE(test, left, right)                                 \
	__KUNIT_PTR(test, KUNIT_ASSERTION, left, !=, right, #left, #right,     \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_PTR_NE_MSG(test, left, right, fmt, ...)                   \
	__KUNIT_PTR(test, KUNIT_ASSERTION, left, !=, right, #left, #right,     \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_NULL(test, ptr)                                           \
	__KUNIT_PTR(test, KUNIT_EXPECTATION, ptr, ==, NULL, #ptr, "NULL",      \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_NULL_MSG(test, ptr, fmt, ...)                             \
	__KUNIT_PTR(test, KUNIT_EXPECTATION, ptr, ==, NULL, #ptr, "NULL",      \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_NULL(test, ptr)                                           \
	__KUNIT_PTR(test, KUNIT_ASSERTION, ptr, ==, NULL, #ptr, "NULL",        \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_NULL_MSG(test, ptr, fmt, ...)                             \
	__KUNIT_PTR(test, KUNIT_ASSERTION, ptr, ==, NULL, #ptr, "NULL",        \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_NOT_NULL(test, ptr)                                       \
	__KUNIT_PTR(test, KUNIT_EXPECTATION, ptr, !=, NULL, #ptr, "NULL",      \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_NOT_NULL_MSG(test, ptr, fmt, ...)                         \
	__KUNIT_PTR(test, KUNIT_EXPECTATION, ptr, !=, NULL, #ptr, "NULL",      \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_NOT_NULL(test, ptr)                                       \
	__KUNIT_PTR(test, KUNIT_ASSERTION, ptr, !=, NULL, #ptr, "NULL",        \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_NOT_NULL_MSG(test, ptr, fmt, ...)                         \
	__KUNIT_PTR(test, KUNIT_ASSERTION, ptr, !=, NULL, #ptr, "NULL",        \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_NOT_ERR_OR_NULL(test, ptr)                                \
	__KUNIT_NOT_ERR_OR_NULL(test, KUNIT_EXPECTATION, ptr, #ptr,            \
				__KUNIT_NO_MSG)
#define KUNIT_EXPECT_NOT_ERR_OR_NULL_MSG(test, ptr, fmt, ...)                  \
	__KUNIT_NOT_ERR_OR_NULL(test, KUNIT_EXPECTATION, ptr, #ptr,            \
				__KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_NOT_ERR_OR_NULL(test, ptr)                                \
	__KUNIT_NOT_ERR_OR_NULL(test, KUNIT_ASSERTION, ptr, #ptr,              \
				__KUNIT_NO_MSG)
#define KUNIT_ASSERT_NOT_ERR_OR_NULL_MSG(test, ptr, fmt, ...)                  \
	__KUNIT_NOT_ERR_OR_NULL(test, KUNIT_ASSERTION, ptr, #ptr,              \
				__KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_STREQ(test, left, right)                                  \
	__KUNIT_STR(test, KUNIT_EXPECTATION, left, ==, right, #left, #right,   \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_STREQ_MSG(test, left, right, fmt, ...)                    \
	__KUNIT_STR(test, KUNIT_EXPECTATION, left, ==, right, #left, #right,   \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_STREQ(test, left, right)                                  \
	__KUNIT_STR(test, KUNIT_ASSERTION, left, ==, right, #left, #right,     \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_STREQ_MSG(test, left, right, fmt, ...)                    \
	__KUNIT_STR(test, KUNIT_ASSERTION, left, ==, right, #left, #right,     \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_STRNEQ(test, left, right)                                 \
	__KUNIT_STR(test, KUNIT_EXPECTATION, left, !=, right, #left, #right,   \
		    __KUNIT_NO_MSG)
#define KUNIT_EXPECT_STRNEQ_MSG(test, left, right, fmt, ...)                   \
	__KUNIT_STR(test, KUNIT_EXPECTATION, left, !=, right, #left, #right,   \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_STRNEQ(test, left, right)                                 \
	__KUNIT_STR(test, KUNIT_ASSERTION, left, !=, right, #left, #right,     \
		    __KUNIT_NO_MSG)
#define KUNIT_ASSERT_STRNEQ_MSG(test, left, right, fmt, ...)                   \
	__KUNIT_STR(test, KUNIT_ASSERTION, left, !=, right, #left, #right,     \
		    __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_MEMEQ(test, left, right, size)                            \
	__KUNIT_MEM(test, KUNIT_EXPECTATION, left, ==, right, size, #left,     \
		    #right, #size, __KUNIT_NO_MSG)
#define KUNIT_EXPECT_MEMEQ_MSG(test, left, right, size, fmt, ...)              \
	__KUNIT_MEM(test, KUNIT_EXPECTATION, left, ==, right, size, #left,     \
		    #right, #size, __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_MEMEQ(test, left, right, size)                            \
	__KUNIT_MEM(test, KUNIT_ASSERTION, left, ==, right, size, #left,       \
		    #right, #size, __KUNIT_NO_MSG)
#define KUNIT_ASSERT_MEMEQ_MSG(test, left, right, size, fmt, ...)              \
	__KUNIT_MEM(test, KUNIT_ASSERTION, left, ==, right, size, #left,       \
		    #right, #size, __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_EXPECT_MEMNEQ(test, left, right, size)                           \
	__KUNIT_MEM(test, KUNIT_EXPECTATION, left, !=, right, size, #left,     \
		    #right, #size, __KUNIT_NO_MSG)
#define KUNIT_EXPECT_MEMNEQ_MSG(test, left, right, size, fmt, ...)             \
	__KUNIT_MEM(test, KUNIT_EXPECTATION, left, !=, right, size, #left,     \
		    #right, #size, __KUNIT_MSG(test, fmt, ##__VA_ARGS__))
#define KUNIT_ASSERT_MEMNEQ(test, left, right, size)                           \
	__KUNIT_MEM(test, KUNIT_ASSERTION, left, !=, right, size, #left,       \
		    #right, #size, __KUNIT_NO_MSG)
#define KUNIT_ASSERT_MEMNEQ_MSG(test, left, right, size, fmt, ...)             \
	__KUNIT_MEM(test, KUNIT_ASSERTION, left, !=, right, size, #left,       \
		    #right, #size, __KUNIT_MSG(test, fmt, ##__VA_ARGS__))

/* As the kernel's, last: the deferred actions' documented home. */
#include <kunit/resource.h>

#endif /* _KUNIT_TEST_H */
