# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# arm64 arch code for the shim builds (tools/cross/cross.mk, or host.mk on
# an arm64 machine): the ARMv8 Crypto Extension SHA-256 block function,
# selected at run time by arch/arm64/sha256.h when HWCAP has SHA2, the
# SHA-512 one, by arch/arm64/sha512.h when HWCAP has SHA512, and the SHA-3
# permutation and absorb loop, by arch/arm64/sha3.h when HWCAP has SHA3.
#
# The suites run under qemu-aarch64 (7.2) twice:
#   max                  SHA2, SHA512 and SHA3 in HWCAP: the CE code runs,
#                        sha256_finup_2x() with the two-message code; the
#                        sha256_arch, sha512_arch and sha3_arch path,
#                        irq_every_path and forced-path cases must run
#                        (+must=, tools/cross/check-cross.sh)
#   max,neon=off,vfp=off SHA2, SHA512, SHA3, AES, SHA1, ... are cleared from HWCAP
#                        (0xecfffffb -> 0xec419983); qemu-user still
#                        executes FP/SIMD code, so the binary runs, on the
#                        generic path, which the forced-path case must
#                        see chosen; the path cases must skip (+skip=). (neon=off alone is refused: "AArch64
#                        CPUs must have both VFP and Neon or neither".)

ARCH_SRCS_arm64 += $(TOP)/arch/arm64/sha256-ce-core.S \
		   $(TOP)/arch/arm64/sha512-ce-core.S \
		   $(TOP)/arch/arm64/sha3-ce-core.S
ARCH_CFLAGS_arm64 += -DCONFIG_KCRYPTO_SHA256_ARCH=1 \
		     -DCONFIG_KCRYPTO_SHA512_ARCH=1 \
		     -DCONFIG_KCRYPTO_SHA3_ARCH=1 -I$(TOP)/arch/arm64
# The assembly entry points, which the KUnit programs wrap to count their
# calls (tools/host/asm-calls.c, where each has a __wrap_ function).
ARCH_ASM_SYMS_arm64 := sha256_ce_transform sha256_ce_transform_2x \
		       sha512_ce_transform sha3_ce_absorb_blocks sha3_ce_keccakf
arm64_must := sha256_arch.test_sha256_arch_forced_path,$(strip \
	)sha512_arch.test_sha512_arch_forced_path,$(strip \
	)sha3_arch.test_sha3_arch_forced_path
arm64_path := sha256_arch.test_sha256_arch_path_used,$(strip \
	)sha512_arch.test_sha512_arch_path_used,$(strip \
	)sha256_arch.test_sha256_arch_irq_every_path,$(strip \
	)sha512_arch.test_sha512_arch_irq_every_path,$(strip \
	)sha256_arch.test_sha256_arch_regs_ce,$(strip \
	)sha256_arch.test_sha256_arch_regs_ce_2x,$(strip \
	)sha512_arch.test_sha512_arch_regs_ce,$(strip \
	)sha3_arch.test_sha3_arch_path_used,$(strip \
	)sha3_arch.test_sha3_arch_irq_every_path,$(strip \
	)sha3_arch.test_sha3_arch_regs_ce_absorb,$(strip \
	)sha3_arch.test_sha3_arch_regs_ce_keccakf
ARCH_QEMU_CPUS_arm64 := \
	max+must=$(arm64_path),$(arm64_must) \
	max,neon=off,vfp=off+must=$(arm64_must)+skip=$(arm64_path)
