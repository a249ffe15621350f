/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: module metadata is dropped; module_init() functions run as
 * constructors before main(), module_exit() functions as destructors, so
 * that CPU feature probing in arch glue happens before any test runs.
 */
#ifndef _KCRYPTO_SHIM_LINUX_MODULE_H
#define _KCRYPTO_SHIM_LINUX_MODULE_H

#include <linux/compiler.h>
#include <linux/export.h>
#include <linux/init.h>
#include <linux/moduleparam.h>
/*
 * What the kernel's <linux/module.h> makes visible (through <linux/kobject.h>,
 * <linux/percpu.h> and more), as far as the shim has it
 * (tools/host/probe/visible.txt).
 */
#include <asm/page.h>
#include <linux/atomic.h>
#include <linux/bug.h>
#include <linux/errno.h>
#include <linux/gfp.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/ktime.h>
#include <linux/math64.h>
#include <linux/preempt.h>
#include <linux/string.h>

#define __kc_module_decl(tag, name) extern int __kc_module_##tag##_##name
#define MODULE_LICENSE(s) __kc_module_decl(license, __LINE__)
#define MODULE_DESCRIPTION(s) __kc_module_decl(description, __LINE__)
#define MODULE_AUTHOR(s) __kc_module_decl(author, __LINE__)
#define MODULE_IMPORT_NS(ns) __kc_module_decl(import_ns, __LINE__)

#define module_init(fn)                                                        \
	__attribute__((__constructor__)) static void __kc_init_##fn(void)      \
	{                                                                      \
		if (fn())                                                      \
			fprintf(stderr, "module_init %s failed\n", #fn);       \
	}                                                                      \
	extern int __kc_module_init_##fn
#define module_exit(fn)                                                        \
	__attribute__((__destructor__)) static void __kc_exit_##fn(void)       \
	{                                                                      \
		fn();                                                          \
	}                                                                      \
	extern int __kc_module_exit_##fn
#define subsys_initcall(fn) module_init(fn)
#define arch_initcall(fn) module_init(fn)

#endif
