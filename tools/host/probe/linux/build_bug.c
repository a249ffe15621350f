/* <linux/build_bug.h>: BUILD_BUG_ON(), BUILD_BUG_ON_MSG(), static_assert() */
static_assert(sizeof(int) >= 2);
static_assert(sizeof(long) >= 4, "long holds 32 bits");

void probe_linux_build_bug(void);
void probe_linux_build_bug(void)
{
	BUILD_BUG_ON(sizeof(char) != 1);
	BUILD_BUG_ON_MSG(sizeof(short) < 2, "short holds 16 bits");
}
