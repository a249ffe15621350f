/*
 * <linux/types.h>: the fixed-width types
 * (Documentation/process/coding-style.rst, 5.2)
 */
void probe_linux_types(void);
void probe_linux_types(void)
{
	u8 a = 1;
	u16 b = a;
	u32 c = b;
	u64 d = c;
	s8 e = -1;
	s16 f = e;
	s32 g = f;
	s64 h = g;
	__le32 le = 0;
	__be64 be = 0;
	bool t = true;
	size_t n = sizeof(d) + sizeof(h) + sizeof(le) + sizeof(be) + t;
	gfp_t gfp = 0;

	(void)n;
	(void)gfp;
}
