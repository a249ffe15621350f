/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Host shim: the kernel's <kunit/resource.h>, where kunit_add_action(),
 * kunit_add_action_or_reset(), kunit_remove_action() and
 * kunit_release_action() are documented. The shim declares them in
 * <kunit/test.h>, which the kernel's test.h and this header both include.
 */
#ifndef _KCRYPTO_SHIM_KUNIT_RESOURCE_H
#define _KCRYPTO_SHIM_KUNIT_RESOURCE_H

#include <kunit/test.h>
#include <linux/slab.h>

#endif
