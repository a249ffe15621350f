/*
 * <kunit/resource.h>: deferred actions
 * (Documentation/dev-tools/kunit/api/resource.rst)
 */
static void probe_resource_action(void *ctx)
{
	kfree(ctx);
}

void probe_kunit_resource(struct kunit *test);
void probe_kunit_resource(struct kunit *test)
{
	void *a = kmalloc(8, GFP_KERNEL);
	void *b = kmalloc(8, GFP_KERNEL);

	if (kunit_add_action_or_reset(test, probe_resource_action, a))
		return;
	if (kunit_add_action(test, probe_resource_action, b)) {
		kfree(b);
		return;
	}
	kunit_release_action(test, probe_resource_action, b);
	kunit_remove_action(test, probe_resource_action, a);
	kfree(a);
}
