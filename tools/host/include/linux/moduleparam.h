/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: module parameters come from the environment. A parameter
 * NAME of module MOD (KBUILD_MODNAME, or "kcrypto_" and the base name of
 * the file being compiled, e.g. kcrypto_sha256 for lib/crypto/sha256.c)
 * reads the variable MOD_NAME in upper case, e.g. KCRYPTO_SHA256_IMPL for
 * "module_param(impl, charp, 0444)" in the SHA-256 arch glue. It is read
 * before any module_init() function runs (a constructor of priority 102,
 * module_init()'s have none), after a program's own of priority 101, which
 * may set the environment (tools/bench/bench.cc). Types: bool, int, uint,
 * charp.
 */
#ifndef _KCRYPTO_SHIM_LINUX_MODULEPARAM_H
#define _KCRYPTO_SHIM_LINUX_MODULEPARAM_H

#include <kcrypto-host.h>
/*
 * What the kernel's <linux/moduleparam.h> makes visible, as far as the shim has
 * it (tools/host/probe/visible.txt).
 */
#include <linux/init.h>
#include <linux/kernel.h>

#ifdef KBUILD_MODNAME
#define __kc_param_module KBUILD_MODNAME
#else
#define __kc_param_module __BASE_FILE__
#endif

#define module_param_named(name, value, type, perm)                            \
	__attribute__((__constructor__(102))) static void __kc_param_##name(   \
		void)                                                          \
	{                                                                      \
		kcrypto_host_module_param(__kc_param_module, #name, #type,     \
					  &(value));                           \
	}                                                                      \
	extern int __kc_module_param_##name
#define module_param(name, type, perm)                                         \
	module_param_named(name, name, type, perm)
#define MODULE_PARM_DESC(name, desc) extern int __kc_module_parm_desc_##name

#endif
