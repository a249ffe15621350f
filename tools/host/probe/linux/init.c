/* <linux/init.h>: the __init, __initdata and __exit markers */
static int probe_init_data __initdata = 1;

int probe_linux_init(void);
int __init probe_linux_init(void)
{
	return probe_init_data;
}

void probe_linux_exit(void);
void __exit probe_linux_exit(void)
{
}
