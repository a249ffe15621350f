/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: the C library's string functions plus memzero_explicit(). */
#ifndef _KCRYPTO_SHIM_LINUX_STRING_H
#define _KCRYPTO_SHIM_LINUX_STRING_H

#include <string.h>
#include <linux/compiler.h>

/*
 * Zero @len bytes at @s in a way the compiler can't drop as a dead store:
 * the empty asm claims to read the memory afterwards.
 */
static inline void memzero_explicit(void *s, size_t len)
{
	memset(s, 0, len);
	barrier_data(s);
}

#endif
