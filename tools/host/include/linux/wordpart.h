/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/* Host shim: the halves of a word, as the kernel's <linux/wordpart.h>. */
#ifndef _KCRYPTO_SHIM_LINUX_WORDPART_H
#define _KCRYPTO_SHIM_LINUX_WORDPART_H

#include <linux/types.h>

#define upper_32_bits(n) ((u32)(((n) >> 16) >> 16))
#define lower_32_bits(n) ((u32)((n) & 0xffffffff))
#define upper_16_bits(n) ((u16)((n) >> 16))
#define lower_16_bits(n) ((u16)((n) & 0xffff))

/* @x (a byte) in every byte of an unsigned long. */
#define REPEAT_BYTE(x) ((~0ul / 0xff) * (x))

#endif
