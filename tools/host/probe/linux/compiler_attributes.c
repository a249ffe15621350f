/*
 * <linux/compiler_attributes.h>: the attribute shorthands, on a type, a
 * variable, functions and a switch case
 */
struct probe_attr_packed {
	unsigned char a;
	unsigned int b;
} __packed;

static unsigned int probe_attr_table[4] __aligned(16) __used;
int probe_attr_weak(int x) __weak;
int probe_attr_weak(int x)
{
	return x;
}

static __always_inline __attribute_const__ int probe_attr_twice(int x)
{
	return 2 * x;
}

static noinline __pure __cold int probe_attr_first(const unsigned int *p)
{
	return (int)p[0];
}

__printf(1, 2) __must_check int probe_attr_printf(const char *fmt, ...);
__noreturn void probe_attr_stop(void);
void probe_attr_section(void) __section(".text.probe");
void probe_attr_section(void)
{
}

int probe_linux_compiler_attributes(int c, int x __always_unused);
int probe_linux_compiler_attributes(int c, int x __always_unused)
{
	int y __maybe_unused = 0;

	switch (c) {
	case 0:
		c = probe_attr_twice(c);
		fallthrough;
	case 1:
		return c + probe_attr_first(probe_attr_table) +
		       (int)sizeof(struct probe_attr_packed);
	default:
		return probe_attr_weak(c);
	}
}
