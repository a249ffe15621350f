// SPDX-License-Identifier: GPL-2.0-only OR MIT
/*
 * Host shim: the few objects the kernel-shaped headers under
 * tools/host/include/ need a single definition of.
 */
#include <linux/bug.h>

unsigned long kcrypto_host_warnings;
