/* <linux/errno.h>: the uapi error numbers and the kernel-internal ones */
int probe_linux_errno(int x);
int probe_linux_errno(int x)
{
	static const int e[] = { EINVAL,   ENOMEM,	 EBADMSG,    ENOKEY,
				 ENOTSUPP, EPROBE_DEFER, ERESTARTSYS };

	return e[x % (int)(sizeof(e) / sizeof(e[0]))];
}
