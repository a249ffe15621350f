/* <linux/bitops.h>: the word rotations, __ffs() */
u64 probe_linux_bitops(u32 w, u64 q);
u64 probe_linux_bitops(u32 w, u64 q)
{
	return rol32(w, 7) + ror32(w, 7) + rol64(q, 11) + ror64(q, 11) +
	       __ffs(w | 1);
}
