/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: offsetof() and its kernel companions. */
#ifndef _KCRYPTO_SHIM_LINUX_STDDEF_H
#define _KCRYPTO_SHIM_LINUX_STDDEF_H

#include <stddef.h>

#define sizeof_field(TYPE, MEMBER) sizeof((((TYPE *)0)->MEMBER))
#define offsetofend(TYPE, MEMBER)                                              \
	(offsetof(TYPE, MEMBER) + sizeof_field(TYPE, MEMBER))

#endif
