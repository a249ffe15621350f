// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Self-test of the host KUnit runtime. Built as C and as C++.
 *
 * Suite kunit_selftest_pass must pass completely (some cases skip on
 * purpose). Suites kunit_selftest_fail and kunit_selftest_skip fail and
 * skip on purpose: run.sh checks that the runtime reports exactly that.
 * Lines that must never be printed contain the word MUSTNOTRUN.
 */
#include <kunit/test.h>
#include <stdio.h>

static int suite_init_calls;
static int eval_count;
static int action_calls;

#define SELFTEST_FOUR 4

static int next_value(int v)
{
	eval_count++;
	return v;
}

static void count_action(void *ctx)
{
	(*(int *)ctx)++;
}

static void selftest_checks_pass(struct kunit *test)
{
	size_t len = 0;
	unsigned int u = 3;
	long neg = -1;
	const char *s = "abc";
	char buf[4] = { 'a', 'b', 'c', '\0' };
	int x = 5;
	int *px = &x;

	KUNIT_EXPECT_TRUE(test, x == 5);
	KUNIT_EXPECT_FALSE(test, x == 4);
	KUNIT_EXPECT_EQ(test, len, 0);
	KUNIT_EXPECT_GE(test, len, 0);
	KUNIT_EXPECT_LE(test, len, 0);
	KUNIT_EXPECT_NE(test, u, 4);
	KUNIT_EXPECT_LT(test, 2, u);
	KUNIT_EXPECT_GT(test, u, 2);
	KUNIT_EXPECT_LT(test, neg, 0);
	KUNIT_EXPECT_EQ(test, sizeof(buf), 4);
	KUNIT_EXPECT_PTR_EQ(test, px, &x);
	KUNIT_EXPECT_PTR_NE(test, px, NULL);
	KUNIT_EXPECT_NULL(test, NULL);
	KUNIT_EXPECT_NOT_NULL(test, px);
	KUNIT_EXPECT_NOT_ERR_OR_NULL(test, px);
	KUNIT_EXPECT_STREQ(test, s, buf);
	KUNIT_EXPECT_STRNEQ(test, s, "abd");
	KUNIT_EXPECT_MEMEQ(test, s, buf, sizeof(buf));
	KUNIT_EXPECT_MEMNEQ(test, s, "abd", 3);
	KUNIT_EXPECT_EQ_MSG(test, x, 5, "x is %d", x);
	KUNIT_EXPECT_TRUE_MSG(test, x, "no args");
	KUNIT_ASSERT_EQ(test, len, 0);
	KUNIT_ASSERT_TRUE(test, true);
	KUNIT_ASSERT_FALSE(test, false);
	KUNIT_ASSERT_NE(test, u, 0);
	KUNIT_ASSERT_LT(test, 0, u);
	KUNIT_ASSERT_LE(test, 3, u);
	KUNIT_ASSERT_GT(test, u, 0);
	KUNIT_ASSERT_GE(test, u, 3);
	KUNIT_ASSERT_PTR_EQ(test, px, &x);
	KUNIT_ASSERT_PTR_NE(test, px, NULL);
	KUNIT_ASSERT_NULL(test, NULL);
	KUNIT_ASSERT_NOT_NULL(test, px);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, px);
	KUNIT_ASSERT_STREQ(test, s, "abc");
	KUNIT_ASSERT_STRNEQ(test, s, "");
	KUNIT_ASSERT_MEMEQ(test, s, "abc", 3);
	KUNIT_ASSERT_MEMNEQ(test, s, "abd", 3);
	KUNIT_ASSERT_EQ_MSG(test, x, 5, "x is %d", x);
	KUNIT_ASSERT_NOT_NULL_MSG(test, px, "px");
	KUNIT_ASSERT_STREQ_MSG(test, s, "abc", "s=%s", s);
	KUNIT_ASSERT_MEMEQ_MSG(test, s, "abc", 3, "s=%s", s);
	KUNIT_SUCCEED(test);
}

static void selftest_eval_once(struct kunit *test)
{
	eval_count = 0;
	KUNIT_EXPECT_EQ(test, next_value(1), next_value(1));
	KUNIT_EXPECT_TRUE(test, next_value(1));
	KUNIT_EXPECT_NOT_NULL(test, next_value(1) ? test : NULL);
	KUNIT_EXPECT_STREQ(test, next_value(1) ? "a" : "b", "a");
	KUNIT_EXPECT_MEMEQ(test, "ab", "ab", (size_t)next_value(2));
	KUNIT_ASSERT_EQ(test, eval_count, 6);
}

static void selftest_alloc(struct kunit *test)
{
	unsigned char *p = (unsigned char *)kunit_kzalloc(test, 64, GFP_KERNEL);
	unsigned int *a;
	char *d;
	int i;

	KUNIT_ASSERT_NOT_NULL(test, p);
	for (i = 0; i < 64; i++)
		KUNIT_EXPECT_EQ(test, p[i], 0);
	a = (unsigned int *)kunit_kcalloc(test, 8, sizeof(*a), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, a);
	KUNIT_EXPECT_EQ(test, a[7], 0);
	a = (unsigned int *)kunit_kmalloc_array(test, 8, sizeof(*a),
						GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, a);
	KUNIT_EXPECT_NULL(test,
			  kunit_kmalloc_array(test, (size_t)-1, 2, GFP_KERNEL));
	kunit_kfree(test, a);
	d = kunit_kstrdup(test, "dup", GFP_KERNEL);
	KUNIT_EXPECT_STREQ(test, d, "dup");
	p = (unsigned char *)kunit_kmalloc(test, 16, GFP_KERNEL);
	KUNIT_EXPECT_NOT_NULL(test, p);

	action_calls = 0;
	KUNIT_ASSERT_EQ(test,
			kunit_add_action(test, count_action, &action_calls), 0);
	KUNIT_ASSERT_EQ(test,
			kunit_add_action(test, count_action, &action_calls), 0);
	kunit_release_action(test, count_action, &action_calls);
	KUNIT_EXPECT_EQ(test, action_calls, 1);
	KUNIT_EXPECT_PTR_EQ(test, kunit_get_current_test(), test);
}

/* Runs after selftest_alloc: its remaining action ran at its end. */
static void selftest_alloc_cleanup(struct kunit *test)
{
	KUNIT_EXPECT_EQ(test, action_calls, 2);
	KUNIT_EXPECT_EQ(test, suite_init_calls, 1);
}

static void selftest_priv(struct kunit *test)
{
	KUNIT_ASSERT_NOT_NULL(test, test->priv);
	KUNIT_EXPECT_EQ(test, *(int *)test->priv, 42);
	kunit_info(test, "priv is %d", *(int *)test->priv);
}

static void selftest_skip_ok(struct kunit *test)
{
	kunit_skip(test, "skipped on purpose (%d)", 7);
	kunit_info(test, "MUSTNOTRUN after kunit_skip");
	KUNIT_FAIL(test, "MUSTNOTRUN after kunit_skip");
}

struct selftest_param {
	int in;
	int out;
	const char *name;
};

static const struct selftest_param selftest_params[] = {
	{ .in = 1, .out = 2, .name = "one" },
	{ .in = 2, .out = 4, .name = "two" },
	{ .in = 5, .out = 10, .name = "five" },
};

static void selftest_param_desc(const struct selftest_param *p, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "double %d", p->in);
}

KUNIT_ARRAY_PARAM(selftest_double, selftest_params, selftest_param_desc);
KUNIT_ARRAY_PARAM(selftest_nodesc, selftest_params, NULL);
KUNIT_ARRAY_PARAM_DESC(selftest_member, selftest_params, name);

static void selftest_param(struct kunit *test)
{
	const struct selftest_param *p =
		(const struct selftest_param *)test->param_value;

	KUNIT_ASSERT_NOT_NULL(test, p);
	KUNIT_EXPECT_EQ(test, p->in * 2, p->out);
	/* Each parameter runs with a fresh init(), so priv is reset. */
	KUNIT_ASSERT_NOT_NULL(test, test->priv);
	KUNIT_EXPECT_EQ(test, *(int *)test->priv, 42);
	test->priv = NULL;
}

static int selftest_init(struct kunit *test)
{
	static int value = 42;

	test->priv = &value;
	return 0;
}

static int selftest_suite_init(struct kunit_suite *suite)
{
	(void)suite;
	suite_init_calls++;
	return 0;
}

static struct kunit_case selftest_pass_cases[] = {
	KUNIT_CASE(selftest_checks_pass),
	KUNIT_CASE(selftest_eval_once),
	KUNIT_CASE(selftest_alloc),
	KUNIT_CASE(selftest_alloc_cleanup),
	KUNIT_CASE(selftest_priv),
	KUNIT_CASE(selftest_skip_ok),
	KUNIT_CASE_PARAM(selftest_param, selftest_double_gen_params),
	KUNIT_CASE_PARAM(selftest_param, selftest_nodesc_gen_params),
	KUNIT_CASE_PARAM(selftest_param, selftest_member_gen_params),
	KUNIT_CASE_SLOW(selftest_priv),
	{}
};

static struct kunit_suite selftest_pass_suite = {
	.name = "kunit_selftest_pass",
	.suite_init = selftest_suite_init,
	.init = selftest_init,
	.test_cases = selftest_pass_cases,
};

/* Everything below fails or skips on purpose. */

static void selftest_expect_fails(struct kunit *test)
{
	size_t three = 3;
	int four = 4;

	KUNIT_EXPECT_EQ(test, three, four);
	KUNIT_EXPECT_EQ(test, three, SELFTEST_FOUR);
	KUNIT_EXPECT_EQ_MSG(test, three, 0, "extra message %d", 99);
	KUNIT_EXPECT_STREQ(test, "abc", "abd");
	KUNIT_EXPECT_MEMEQ(test, "abcd", "abxd", 4);
	KUNIT_EXPECT_NOT_ERR_OR_NULL(test, NULL);
	KUNIT_EXPECT_FALSE(test, four == 4);
	kunit_info(test, "still running after failed expectations");
}

static void selftest_assert_aborts(struct kunit *test)
{
	int *p = NULL;

	KUNIT_ASSERT_NOT_NULL(test, p);
	kunit_info(test, "MUSTNOTRUN after a failed assertion");
}

static void selftest_fail_then_skip(struct kunit *test)
{
	KUNIT_FAIL(test, "failed before skipping");
	kunit_skip(test, "a skip does not hide the failure");
}

static void selftest_mark_skipped(struct kunit *test)
{
	kunit_mark_skipped(test, "marked skipped");
	kunit_info(test, "still running after kunit_mark_skipped");
}

static const int selftest_mixed_values[] = { 0, 1, 2 };

static void selftest_mixed_desc(const int *v, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "value %d", *v);
}

KUNIT_ARRAY_PARAM(selftest_mixed, selftest_mixed_values, selftest_mixed_desc);

/* value 0 passes, value 1 fails, value 2 is skipped. */
static void selftest_param_mixed(struct kunit *test)
{
	int v = *(const int *)test->param_value;

	if (v == 2)
		kunit_skip(test, "value 2 skipped");
	KUNIT_ASSERT_EQ(test, v, 0);
}

static struct kunit_case selftest_fail_cases[] = {
	KUNIT_CASE(selftest_expect_fails),
	KUNIT_CASE(selftest_assert_aborts),
	KUNIT_CASE(selftest_fail_then_skip),
	KUNIT_CASE(selftest_mark_skipped),
	KUNIT_CASE_PARAM(selftest_param_mixed, selftest_mixed_gen_params),
	{}
};

static struct kunit_suite selftest_fail_suite = {
	.name = "kunit_selftest_fail",
	.test_cases = selftest_fail_cases,
};

static int init_fails(struct kunit *test)
{
	(void)test;
	return -22;
}

static void selftest_never_runs(struct kunit *test)
{
	KUNIT_FAIL(test, "MUSTNOTRUN: init failed");
}

static struct kunit_case selftest_init_fail_cases[] = {
	KUNIT_CASE(selftest_never_runs), {}
};

static struct kunit_suite selftest_init_fail_suite = {
	.name = "kunit_selftest_init_fail",
	.init = init_fails,
	.test_cases = selftest_init_fail_cases,
};

static void selftest_skip_all(struct kunit *test)
{
	kunit_skip(test, "whole suite skipped");
}

static struct kunit_case selftest_skip_cases[] = {
	KUNIT_CASE(selftest_skip_all), {}
};

static struct kunit_suite selftest_skip_suite = {
	.name = "kunit_selftest_skip",
	.test_cases = selftest_skip_cases,
};

kunit_test_suite(selftest_pass_suite);
kunit_test_suites(&selftest_fail_suite, &selftest_init_fail_suite,
		  &selftest_skip_suite);
