/* <linux/jump_label.h>: static keys (Documentation/staging/static-keys.rst) */
DEFINE_STATIC_KEY_FALSE(probe_key_false);
DEFINE_STATIC_KEY_TRUE(probe_key_true);

int probe_linux_jump_label(void);
int probe_linux_jump_label(void)
{
	static_branch_enable(&probe_key_false);
	static_branch_disable(&probe_key_true);
	return static_branch_likely(&probe_key_true) +
	       static_branch_unlikely(&probe_key_false) +
	       static_key_enabled(&probe_key_false);
}
