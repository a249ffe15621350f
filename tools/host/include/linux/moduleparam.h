/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: there is no module command line, so module parameters keep
 * their initial values. The macros expand to a harmless declaration so that
 * the ';' after them is valid at file scope in C and C++.
 */
#ifndef _KCRYPTO_SHIM_LINUX_MODULEPARAM_H
#define _KCRYPTO_SHIM_LINUX_MODULEPARAM_H

#define module_param_named(name, value, type, perm)                            \
	extern int __kc_module_param_##name
#define module_param(name, type, perm)                                         \
	module_param_named(name, name, type, perm)
#define MODULE_PARM_DESC(name, desc) extern int __kc_module_parm_desc_##name

#endif
