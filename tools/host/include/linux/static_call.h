/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: static calls as plain function pointers. The kernel patches
 * the call sites (or a trampoline) on static_call_update(); here the call
 * goes through a pointer, which the update sets.
 */
#ifndef _KCRYPTO_SHIM_LINUX_STATIC_CALL_H
#define _KCRYPTO_SHIM_LINUX_STATIC_CALL_H

#include <linux/compiler.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/string.h>
#include <linux/types.h>

#define STATIC_CALL_KEY(name) __kc_static_call_##name

#define DECLARE_STATIC_CALL(name, func)                                        \
	extern __typeof__(&(func)) STATIC_CALL_KEY(name)
#define DEFINE_STATIC_CALL(name, func)                                         \
	__typeof__(&(func)) STATIC_CALL_KEY(name) = (func)
#define DEFINE_STATIC_CALL_NULL(name, type)                                    \
	__typeof__(&(type)) STATIC_CALL_KEY(name)
#define DEFINE_STATIC_CALL_RET0(name, type) DEFINE_STATIC_CALL_NULL(name, type)

#define static_call(name) (*STATIC_CALL_KEY(name))
#define static_call_cond(name) static_call(name)
#define static_call_query(name) (STATIC_CALL_KEY(name))
#define static_call_update(name, func) ((void)(STATIC_CALL_KEY(name) = (func)))

#endif
