/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * Test hooks of the architecture-specific SHA-256 code in a kernel, for
 * tests/sha256_arch_kunit.c only; not an API. (On the host, the shim counts
 * SIMD sections itself: kcrypto_host_simd_sections.)
 *
 * The arch glue that has them (arch/arm64/sha256.h, included by
 * lib/crypto/sha256.c) defines KCRYPTO_SHA256_ARCH_HOOKS and exports them
 * when the KUnit suite is configured:
 *   kcrypto_sha256_arch_enabled()   the arch code is in use
 *   kcrypto_sha256_arch_sections()  SIMD sections entered so far
 */
#ifndef _CRYPTO_INTERNAL_KCRYPTO_SHA256_ARCH_H
#define _CRYPTO_INTERNAL_KCRYPTO_SHA256_ARCH_H

#include <linux/types.h>

#if defined(CONFIG_ARM64) && IS_ENABLED(CONFIG_KCRYPTO_SHA256_ARCH) &&         \
	IS_ENABLED(CONFIG_KCRYPTO_SHA256_KUNIT_TEST)
#define KCRYPTO_SHA256_ARCH_HOOKS 1
bool kcrypto_sha256_arch_enabled(void);
unsigned long kcrypto_sha256_arch_sections(void);
#endif

#endif
