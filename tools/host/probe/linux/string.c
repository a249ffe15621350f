/*
 * <linux/string.h>: memzero_explicit(), match_string() and the C string
 * functions
 */
int probe_linux_string(const char *s);
int probe_linux_string(const char *s)
{
	static const char *const names[] = { "a", "b" };
	char buf[8];

	memcpy(buf, "abc", 4);
	memset(buf, 0, sizeof(buf));
	memzero_explicit(buf, sizeof(buf));
	return match_string(names, 2, s) + memcmp(buf, s, 1) + strcmp(buf, s) +
	       (int)strlen(s);
}
