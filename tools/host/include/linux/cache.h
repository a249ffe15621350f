/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
#ifndef _KCRYPTO_SHIM_LINUX_CACHE_H
#define _KCRYPTO_SHIM_LINUX_CACHE_H
#define L1_CACHE_BYTES 64
#define ____cacheline_aligned __attribute__((__aligned__(L1_CACHE_BYTES)))
#endif
