/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: symbol exports mean nothing in a static library. The macros
 * expand to a harmless declaration so that the ';' after them is valid at
 * file scope in C and C++.
 */
#ifndef _KCRYPTO_SHIM_LINUX_EXPORT_H
#define _KCRYPTO_SHIM_LINUX_EXPORT_H

#include <linux/linkage.h>
#ifndef __ASSEMBLER__
#include <linux/compiler.h>
#endif

#define EXPORT_SYMBOL(sym) extern int __kc_exported_##sym
#define EXPORT_SYMBOL_GPL(sym) extern int __kc_exported_##sym
#define EXPORT_SYMBOL_NS_GPL(sym, ns) extern int __kc_exported_##sym

#endif
