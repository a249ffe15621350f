/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Test hooks of the architecture-specific SHA-256 code in a kernel, for
 * tests/sha256_arch_kunit.c only; not an API. (On the host, the shim counts
 * SIMD sections itself: kcrypto_host_simd_sections.)
 *
 * Every kernel's SHA-256 arch glue (arch/x86/sha256.h, also built into UML,
 * and arch/arm64/sha256.h, included by lib/crypto/sha256.c) exports them
 * when the KUnit suite is configured (KCRYPTO_SHA256_ARCH_HOOKS):
 *   kcrypto_sha256_arch_enabled()   the arch code is in use
 *   kcrypto_sha256_arch_sections()  SIMD sections entered so far
 *   kcrypto_sha256_arch_impl()      name of the path in use, "generic" if
 *                                   none (where the glue has an impl=
 *                                   parameter: arm64)
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_SHA256_ARCH_H
#define _CRYPTO_INTERNAL_KCRYPTO_SHA256_ARCH_H

#include <linux/types.h>

#if defined(__KERNEL__) && IS_ENABLED(CONFIG_KCRYPTO_SHA256_ARCH) &&           \
	IS_ENABLED(CONFIG_KCRYPTO_SHA256_KUNIT_TEST)
#define KCRYPTO_SHA256_ARCH_HOOKS 1
bool kcrypto_sha256_arch_enabled(void);
unsigned long kcrypto_sha256_arch_sections(void);
const char *kcrypto_sha256_arch_impl(void);
#endif

#endif
