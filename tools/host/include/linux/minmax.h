/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: min()/max() that evaluate each argument once. */
#ifndef _KCRYPTO_SHIM_LINUX_MINMAX_H
#define _KCRYPTO_SHIM_LINUX_MINMAX_H

#include <linux/build_bug.h>
#include <linux/compiler.h>
#include <linux/types.h>

#define min_t(type, x, y)                                                      \
	({                                                                     \
		type __kc_x = (x);                                             \
		type __kc_y = (y);                                             \
		__kc_x < __kc_y ? __kc_x : __kc_y;                             \
	})
#define max_t(type, x, y)                                                      \
	({                                                                     \
		type __kc_x = (x);                                             \
		type __kc_y = (y);                                             \
		__kc_x > __kc_y ? __kc_x : __kc_y;                             \
	})
#define min(x, y) min_t(__typeof__((x) + (y)), x, y)
#define max(x, y) max_t(__typeof__((x) + (y)), x, y)

#endif
