/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: the C library's string functions plus memzero_explicit() and
 * match_string().
 */
#ifndef _KCRYPTO_SHIM_LINUX_STRING_H
#define _KCRYPTO_SHIM_LINUX_STRING_H

#include <string.h>
#include <linux/compiler.h>
#include <linux/errno.h>
#include <linux/overflow.h>
#include <linux/types.h>

/*
 * Zero @len bytes at @s in a way the compiler can't drop as a dead store:
 * the empty asm claims to read the memory afterwards.
 */
static inline void memzero_explicit(void *s, size_t len)
{
	memset(s, 0, len);
	barrier_data(s);
}

/*
 * The kernel's match_string(): the index of @string in the first @n entries
 * of @array, or -EINVAL. A NULL entry ends the array early, so @n may be
 * (size_t)-1 for a NULL-terminated one. Exact comparison, no sysfs_streq().
 */
static inline int match_string(const char *const *array, size_t n,
			       const char *string)
{
	size_t i;

	for (i = 0; i < n && array[i]; i++)
		if (!strcmp(array[i], string))
			return (int)i;
	return -EINVAL;
}

#endif
