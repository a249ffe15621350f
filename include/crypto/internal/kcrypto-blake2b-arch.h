/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Test hooks of the architecture-specific BLAKE2b code, for
 * tests/blake2b_arch_kunit.c only; not an API.
 *
 * The arch glue (arch/ARCH/blake2b.h, included by lib/crypto/blake2b.c)
 * defines and exports them when both the arch code and the KUnit suite are
 * configured (KCRYPTO_BLAKE2B_ARCH_HOOKS), in a kernel and on the host:
 *   kcrypto_blake2b_arch_enabled()               the arch code is in use
 *   kcrypto_blake2b_arch_impl()                  its name ("neon", ...), or
 *                                                "generic"
 *   kcrypto_blake2b_arch_disable_for_test(true)  use the generic code, in
 *                                                every thread, until false
 *   kcrypto_blake2b_arch_sections()              SIMD sections entered so far
 * Without arch code they are stubs: nothing is in use, nothing counted.
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_BLAKE2B_ARCH_H
#define _CRYPTO_INTERNAL_KCRYPTO_BLAKE2B_ARCH_H

#include <linux/compiler.h>
#include <linux/types.h>

#if IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_ARCH) &&                                 \
	IS_ENABLED(CONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST)
#define KCRYPTO_BLAKE2B_ARCH_HOOKS 1
bool kcrypto_blake2b_arch_enabled(void);
const char *kcrypto_blake2b_arch_impl(void);
void kcrypto_blake2b_arch_disable_for_test(bool disable);
unsigned long kcrypto_blake2b_arch_sections(void);
#else
static inline bool kcrypto_blake2b_arch_enabled(void)
{
	return false;
}

static inline const char *kcrypto_blake2b_arch_impl(void)
{
	return "generic";
}

static inline void
kcrypto_blake2b_arch_disable_for_test(bool disable __always_unused)
{
}

static inline unsigned long kcrypto_blake2b_arch_sections(void)
{
	return 0;
}
#endif

#endif
