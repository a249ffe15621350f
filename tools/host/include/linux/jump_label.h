/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: static keys as plain booleans. The kernel patches a jump into
 * the code; here a load and a predictable branch give the same behaviour.
 */
#ifndef _KCRYPTO_SHIM_LINUX_JUMP_LABEL_H
#define _KCRYPTO_SHIM_LINUX_JUMP_LABEL_H

#include <linux/compiler.h>
#include <linux/types.h>

struct static_key_false {
	bool enabled;
};

struct static_key_true {
	bool enabled;
};

#define DEFINE_STATIC_KEY_FALSE(name) struct static_key_false name = { false }
#define DEFINE_STATIC_KEY_TRUE(name) struct static_key_true name = { true }

#define static_branch_likely(key) likely((key)->enabled)
#define static_branch_unlikely(key) unlikely((key)->enabled)
#define static_key_enabled(key) ((key)->enabled)
#define static_branch_enable(key) ((void)((key)->enabled = true))
#define static_branch_disable(key) ((void)((key)->enabled = false))

#endif
