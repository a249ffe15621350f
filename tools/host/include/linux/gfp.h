/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: allocation flags are accepted and ignored. */
#ifndef _KCRYPTO_SHIM_LINUX_GFP_H
#define _KCRYPTO_SHIM_LINUX_GFP_H

#include <linux/types.h>

#ifndef GFP_KERNEL
#define GFP_KERNEL ((gfp_t)0x1u)
#define GFP_ATOMIC ((gfp_t)0x2u)
#define GFP_NOWAIT ((gfp_t)0x4u)
#define __GFP_ZERO ((gfp_t)0x100u)
#endif

#endif
