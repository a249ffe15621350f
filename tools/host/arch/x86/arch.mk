# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# x86-64 arch code for the host shim build (included by tools/host/host.mk):
# the SHA-NI, AVX2 and SSSE3 SHA-256 block functions, selected at run time
# by arch/x86/sha256.h from CPUID (KCRYPTO_SHA256_IMPL=ni|avx2|ssse3|generic
# forces one).

ARCH_SRCS_x86 += $(TOP)/arch/x86/sha256-ni-asm.S \
		 $(TOP)/arch/x86/sha256-avx2-asm.S \
		 $(TOP)/arch/x86/sha256-ssse3-asm.S
ARCH_CFLAGS_x86 += -DCONFIG_KCRYPTO_SHA256_ARCH=1 -I$(TOP)/arch/x86

# SHA-384/SHA-512: the AVX-512VL, AVX2 and SSSE3 block functions, selected
# by arch/x86/sha512.h (KCRYPTO_SHA512_IMPL=avx512|avx2|ssse3|generic forces
# one).
ARCH_SRCS_x86 += $(TOP)/arch/x86/sha512-avx2-asm.S \
		 $(TOP)/arch/x86/sha512-ssse3-asm.S
ARCH_CFLAGS_x86 += -DCONFIG_KCRYPTO_SHA512_ARCH=1

# BLAKE2s: the SSSE3 and AVX-512VL compression functions, chosen by CPU
# features in arch/x86/blake2s.h (KCRYPTO_BLAKE2S_IMPL=generic|ssse3|avx512
# forces one).
ARCH_SRCS_x86 += $(TOP)/arch/x86/blake2s-core.S
ARCH_CFLAGS_x86 += -DCONFIG_KCRYPTO_BLAKE2S_ARCH=1

# BLAKE2b: the AVX2 and AVX-512VL compression functions, the best of them
# timed against the generic code in arch/x86/blake2b.h
# (KCRYPTO_BLAKE2B_IMPL=generic|avx2|avx512 forces one).
ARCH_SRCS_x86 += $(TOP)/arch/x86/blake2b-core.S
ARCH_CFLAGS_x86 += -DCONFIG_KCRYPTO_BLAKE2B_ARCH=1

# SHA-3: the AVX-512VL permutation and absorb loop, selected by
# arch/x86/sha3.h (KCRYPTO_SHA3_IMPL=avx512|generic forces one).
ARCH_SRCS_x86 += $(TOP)/arch/x86/sha3-avx512-asm.S
ARCH_CFLAGS_x86 += -DCONFIG_KCRYPTO_SHA3_ARCH=1

# The assembly entry points, which the KUnit programs wrap to count their
# calls (tools/host/asm-calls.c, where each has a __wrap_ function).
ARCH_ASM_SYMS_x86 := sha256_ni_transform sha256_ni_transform_2x \
		     sha256_transform_avx2 sha256_transform_ssse3 \
		     sha512_transform_avx512 sha512_transform_rorx \
		     sha512_transform_ssse3 \
		     blake2s_compress_ssse3 blake2s_compress_avx512 \
		     blake2b_compress_avx2 blake2b_compress_avx512 \
		     sha3_avx512_absorb_blocks sha3_avx512_keccakf
