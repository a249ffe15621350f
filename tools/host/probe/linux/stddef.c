/* <linux/stddef.h>: offsetof(), sizeof_field(), offsetofend() */
struct probe_stddef {
	int a;
	long b;
};

void probe_linux_stddef(void);
void probe_linux_stddef(void)
{
	void *p = NULL;
	size_t n = offsetof(struct probe_stddef, b) +
		   sizeof_field(struct probe_stddef, a) +
		   offsetofend(struct probe_stddef, a);

	(void)p;
	(void)n;
}
