/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: the kernel's error numbers. The user-visible ones come from
 * the system's own UAPI <linux/errno.h>, which glibc's <errno.h> includes
 * too (and then finds this file first, so it must stay a superset); the
 * kernel-internal ones are added here, with the kernel's values.
 */
#ifndef _KCRYPTO_SHIM_LINUX_ERRNO_H
#define _KCRYPTO_SHIM_LINUX_ERRNO_H

#if defined(__has_include_next) && __has_include_next(<linux/errno.h>)
#include_next <linux/errno.h>
#else
#include <errno.h>
#endif

#ifndef ERESTARTSYS
#define ERESTARTSYS 512
#define ERESTARTNOINTR 513
#define ERESTARTNOHAND 514
#define ENOIOCTLCMD 515
#define ERESTART_RESTARTBLOCK 516
#define EPROBE_DEFER 517
#define EOPENSTALE 518
#define ENOPARAM 519
#define EBADHANDLE 521
#define ENOTSYNC 522
#define EBADCOOKIE 523
#define ENOTSUPP 524
#define ETOOSMALL 525
#define ESERVERFAULT 526
#define EBADTYPE 527
#define EJUKEBOX 528
#define EIOCBQUEUED 529
#define ERECALLCONFLICT 530
#define ENOGRACE 531
#endif

#endif
