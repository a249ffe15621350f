/* <linux/module.h>: module_init(), module_exit() and the module metadata */
static int __init probe_module_init(void)
{
	return 0;
}

static void __exit probe_module_exit(void)
{
}

module_init(probe_module_init);
module_exit(probe_module_exit);
MODULE_DESCRIPTION("A probe of <linux/module.h>");
MODULE_AUTHOR("kcrypto");
MODULE_LICENSE("Dual MIT/GPL");
