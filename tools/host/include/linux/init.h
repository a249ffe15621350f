/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: init and exit section markers have no meaning here. */
#ifndef _KCRYPTO_SHIM_LINUX_INIT_H
#define _KCRYPTO_SHIM_LINUX_INIT_H

#include <stdio.h>
#include <linux/build_bug.h>
#include <linux/compiler.h>
#include <linux/types.h>

#endif
