/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * <linux/unaligned.h> for kernels older than v6.12, which have the same
 * get_unaligned_le32() & co. in <asm/unaligned.h>. Kbuild puts compat/ on the
 * include path only when the kernel lacks include/linux/unaligned.h.
 */
#ifndef _KCRYPTO_COMPAT_LINUX_UNALIGNED_H
#define _KCRYPTO_COMPAT_LINUX_UNALIGNED_H

#include <asm/unaligned.h>

#endif /* _KCRYPTO_COMPAT_LINUX_UNALIGNED_H */
