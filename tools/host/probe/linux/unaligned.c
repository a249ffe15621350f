/*
 * <linux/unaligned.h>: get_unaligned_{le,be}{32,64}() and the put_ forms,
 * get_unaligned() and put_unaligned() of any scalar type, const too
 */
u64 probe_linux_unaligned(u8 *p);
u64 probe_linux_unaligned(u8 *p)
{
	put_unaligned_le32(1, p);
	put_unaligned_be32(2, p + 1);
	put_unaligned_le64(3, p + 3);
	put_unaligned_be64(4, p + 5);
	put_unaligned((u16)6, (u16 *)(p + 13));
	return get_unaligned_le32(p) + get_unaligned_be32(p + 1) +
	       get_unaligned_le64(p + 3) + get_unaligned_be64(p + 5) +
	       get_unaligned((const unsigned long *)(p + 1)) +
	       get_unaligned((u16 *)(p + 13));
}
