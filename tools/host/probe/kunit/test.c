/*
 * <kunit/test.h>: suites, cases, parameters, the checks, managed memory and
 * deferred actions (Documentation/dev-tools/kunit/usage.rst and api/test.rst)
 */
struct probe_kunit_param {
	int v;
	const char *name;
};

static const struct probe_kunit_param probe_kunit_params[] = {
	{ 1, "one" },
	{ 2, "two" },
};

KUNIT_ARRAY_PARAM_DESC(probe_kunit, probe_kunit_params, name);

static void probe_kunit_free(void *p)
{
	kfree(p);
}

static void probe_kunit_case(struct kunit *test)
{
	const struct probe_kunit_param *param = test->param_value;
	u8 *a = kunit_kmalloc(test, 16, GFP_KERNEL);
	u32 *b = kunit_kzalloc(test, 16, GFP_KERNEL);
	u64 *c = kunit_kmalloc_array(test, 2, sizeof(*c), GFP_KERNEL);
	u16 *d = kunit_kcalloc(test, 2, sizeof(*d), GFP_KERNEL);
	void *e = kmalloc(8, GFP_KERNEL);

	KUNIT_ASSERT_NOT_NULL(test, a);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, b);
	KUNIT_EXPECT_NOT_NULL(test, c);
	KUNIT_EXPECT_PTR_NE(test, (void *)d, NULL);
	KUNIT_ASSERT_EQ(test,
			kunit_add_action_or_reset(test, probe_kunit_free, e),
			0);
	KUNIT_EXPECT_EQ(test, b[0], 0U);
	KUNIT_EXPECT_NE(test, param->v, 0);
	KUNIT_EXPECT_LT(test, param->v, 3);
	KUNIT_EXPECT_LE_MSG(test, param->v, 2, "param %d", param->v);
	KUNIT_EXPECT_GT(test, param->v, 0);
	KUNIT_EXPECT_GE(test, param->v, 1);
	KUNIT_EXPECT_TRUE(test, param->v > 0);
	KUNIT_EXPECT_FALSE(test, param->v < 0);
	KUNIT_EXPECT_STREQ(test, "a", "a");
	KUNIT_EXPECT_MEMEQ(test, b, b, 16);
	kunit_info(test, "param %s", param->name);
	kunit_kfree(test, a);
	if (param->v == 2)
		kunit_skip(test, "skipped");
}

static struct kunit_case probe_kunit_cases[] = {
	KUNIT_CASE_PARAM(probe_kunit_case, probe_kunit_gen_params),
	KUNIT_CASE_SLOW(probe_kunit_case),
	{},
};

static struct kunit_suite probe_kunit_suite = {
	.name = "probe_kunit",
	.test_cases = probe_kunit_cases,
};

kunit_test_suite(probe_kunit_suite);
