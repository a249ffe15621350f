/* SPDX-License-Identifier: GPL-2.0-only OR MIT */
/*
 * What differs between the kernels kcrypto builds against (6.1, 6.12 and
 * 7.3) and its code needs, in one place: no other file tests a kernel
 * version. The arch glue includes it by its path in this tree.
 *
 * Kernel-mode NEON on arm64 (struct kcrypto_simd_state, kcrypto_simd_begin(),
 * kcrypto_simd_end()): since 6.19, arm64's kernel_neon_begin() and
 * kernel_neon_end() take a struct user_fpsimd_state that the caller keeps
 * for the length of the section (from 7.1 the section is preemptible, and
 * the task's NEON state is saved there). Before, they took no argument. A
 * glue declares a struct kcrypto_simd_state where the section begins and
 * passes it to both ends; elsewhere the struct is empty and ignored. The
 * host shim (no __KERNEL__, no <linux/version.h>) has the older form.
 *
 * at_least, in array parameters that must have at least N elements
 * (u8 out[at_least SHA256_DIGEST_SIZE]): <linux/compiler_types.h> defines
 * it since 6.19, as "static" (C99: the caller passes at least N elements,
 * which the compiler checks) or as nothing under sparse. Older kernels lack
 * it: there it is empty, the plain array parameter they declared. The host
 * shim's <linux/compiler.h> defines it as 6.19 does, and as nothing in C++,
 * which has no "static" in array parameters.
 *
 * The core hash state (KCRYPTO_SHASH_EXPORT_CORE): since 6.16, struct
 * shash_alg has export_core() and import_core(), the state without the
 * partial block (<crypto/internal/hash.h>: crypto_shash_export_core()).
 * The hmac template keeps its padded keys that way, and a driver with a
 * software fallback (drivers/crypto/padlock-sha.c) moves block-aligned
 * states through it. A driver that does not handle partial blocks in the
 * API (no CRYPTO_AHASH_ALG_BLOCK_ONLY) and has no export_core() is marked
 * CRYPTO_AHASH_ALG_NO_EXPORT_CORE, and neither can use it. 6.1 and 6.12
 * have no such hooks.
 */
#ifndef _KCRYPTO_COMPAT_H
#define _KCRYPTO_COMPAT_H

#ifdef __KERNEL__
#include <linux/version.h>
#define KCRYPTO_NEON_TAKES_STATE                                               \
	(LINUX_VERSION_CODE >= KERNEL_VERSION(6, 19, 0))
#define KCRYPTO_SHASH_EXPORT_CORE                                              \
	(LINUX_VERSION_CODE >= KERNEL_VERSION(6, 16, 0))
#else
#define KCRYPTO_NEON_TAKES_STATE 0
#define KCRYPTO_SHASH_EXPORT_CORE 0
#endif

/* 6.1 and 6.12 have no at_least (7.3's <linux/compiler_types.h>). */
#ifndef at_least
#define at_least
#endif

/*
 * The host shim's arm64 build (tools/host/arch/arm64) has no CONFIG_ARM64;
 * a userspace build without the shim's <asm/neon.h> (the size report's)
 * has no NEON sections either.
 */
#if defined(CONFIG_ARM64)
#define KCRYPTO_ARM64_NEON 1
#elif !defined(__KERNEL__) && defined(__aarch64__)
#if __has_include(<asm/neon.h>)
#define KCRYPTO_ARM64_NEON 1
#endif
#endif
#ifndef KCRYPTO_ARM64_NEON
#define KCRYPTO_ARM64_NEON 0
#endif

#if KCRYPTO_ARM64_NEON && KCRYPTO_NEON_TAKES_STATE
#include <asm/neon.h>

struct kcrypto_simd_state {
	struct user_fpsimd_state fpsimd;
};

static inline void kcrypto_simd_begin(struct kcrypto_simd_state *st)
{
	kernel_neon_begin(&st->fpsimd);
}

static inline void kcrypto_simd_end(struct kcrypto_simd_state *st)
{
	kernel_neon_end(&st->fpsimd);
}
#elif KCRYPTO_ARM64_NEON
#include <asm/neon.h>

struct kcrypto_simd_state {
	char unused;
};

static inline void
kcrypto_simd_begin(struct kcrypto_simd_state *st __always_unused)
{
	kernel_neon_begin();
}

static inline void
kcrypto_simd_end(struct kcrypto_simd_state *st __always_unused)
{
	kernel_neon_end();
}
#else
/* x86 and 32-bit ARM: the sections take no state on every kernel. */
struct kcrypto_simd_state {
	char unused;
};
#endif

#endif /* _KCRYPTO_COMPAT_H */
