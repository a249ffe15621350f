/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Test hooks of the architecture-specific BLAKE2s code, for
 * tests/blake2s_arch_kunit.c and the host fuzzer only; not an API.
 *
 * The arch glue (arch/x86/blake2s.h, included by lib/crypto/blake2s.c, also
 * in UML on x86-64; arch/arm/blake2s.h) defines and exports them when both
 * the arch code and the KUnit suite are configured
 * (KCRYPTO_BLAKE2S_ARCH_HOOKS), in a kernel and on the host:
 *   kcrypto_blake2s_arch_impl()      name of the path in use ("ssse3",
 *                                    "avx512", "arm"), or "generic"
 *   kcrypto_blake2s_arch_sections()  SIMD sections entered so far (ARM:
 *                                    calls into the scalar assembly)
 *   kcrypto_blake2s_arch_force_for_test(name)
 *                                    run the path @name ("generic",
 *                                    "ssse3", "avx512", "arm"), in every
 *                                    thread, until called with NULL,
 *                                    which goes back to the choice made
 *                                    at init;
 *                                    false, changing nothing, if this CPU
 *                                    can't run it
 * Without them, these stubs say "generic" and refuse every other path.
 *
 * KCRYPTO_BLAKE2S_ARCH_SCALAR: the arch code is scalar (32-bit ARM), so it
 * runs in every context, hardirqs included, with no SIMD section and no
 * fallback: its "sections" are calls, which prove that it ran, not SIMD
 * sections that an interrupt-context test may count.
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_BLAKE2S_ARCH_H
#define _CRYPTO_INTERNAL_KCRYPTO_BLAKE2S_ARCH_H

#include <linux/kconfig.h>
#include <linux/string.h>
#include <linux/types.h>

#ifdef CONFIG_ARM
#define KCRYPTO_BLAKE2S_ARCH_SCALAR 1
#endif

#if IS_ENABLED(CONFIG_KCRYPTO_BLAKE2S_ARCH) &&                                 \
	IS_ENABLED(CONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST)
#define KCRYPTO_BLAKE2S_ARCH_HOOKS 1
const char *kcrypto_blake2s_arch_impl(void);
unsigned long kcrypto_blake2s_arch_sections(void);
bool kcrypto_blake2s_arch_force_for_test(const char *name);
#else
static inline const char *kcrypto_blake2s_arch_impl(void)
{
	return "generic";
}

static inline unsigned long kcrypto_blake2s_arch_sections(void)
{
	return 0;
}

static inline bool kcrypto_blake2s_arch_force_for_test(const char *name)
{
	return !name || !strcmp(name, "generic");
}
#endif

#endif
