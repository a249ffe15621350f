# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# 32-bit ARM code for the shim builds (tools/cross/cross.mk for armhf, and
# tools/host/host.mk on an ARMv7 host): the NEON BLAKE2b compression
# function, with its glue arch/arm/blake2b.h, included by lib/crypto/blake2b.c,
# the NEON SHA-256 block function, glue arch/arm/sha256.h, included by
# lib/crypto/sha256.c, the NEON SHA-512 block function, glue
# arch/arm/sha512.h, included by lib/crypto/sha512.c, and the scalar BLAKE2s
# compression function, glue arch/arm/blake2s.h, included by
# lib/crypto/blake2s.c.
# The kernel build takes the same files through arch/arm/Kbuild.inc.
#
# The suites run twice under qemu-arm: on a Cortex-A15 with NEON, and on one
# without (neon=off clears HWCAP_NEON, so the glue keeps the generic code;
# the blake2b-arch suite then skips). On the Cortex-A15 its three cases
# must run, with neon=off its path case must skip (+must=, +skip=, see
# tools/cross/check-cross.sh); likewise the sha256_arch and sha512_arch path
# cases.

ARCH_SRCS_arm := $(TOP)/arch/arm/blake2b-neon-core.S
ARCH_CFLAGS_arm := -DCONFIG_KCRYPTO_BLAKE2B_ARCH -I$(TOP)/arch/arm
ARCH_SRCS_arm += $(TOP)/arch/arm/sha256-neon-core.S
ARCH_CFLAGS_arm += -DCONFIG_KCRYPTO_SHA256_ARCH
# SHA-256 in NEON: its path case must run on the Cortex-A15 and skip with
# neon=off; the forced-path case (the CPU's best: neon, then generic) must
# run on both.
ARCH_SHA256_PATH_arm := sha256_arch.test_sha256_arch_path_used
ARCH_SHA256_FORCED_arm := sha256_arch.test_sha256_arch_forced_path
# SHA-384/SHA-512 in NEON: the same rules for the sha512_arch cases.
ARCH_SRCS_arm += $(TOP)/arch/arm/sha512-neon-core.S
ARCH_CFLAGS_arm += -DCONFIG_KCRYPTO_SHA512_ARCH
ARCH_SHA512_PATH_arm := sha512_arch.test_sha512_arch_path_used
ARCH_SHA512_FORCED_arm := sha512_arch.test_sha512_arch_forced_path
# BLAKE2s in scalar assembly: every ARMv7 runs it, NEON or not, so its
# cases must run on both CPUs.
ARCH_SRCS_arm += $(TOP)/arch/arm/blake2s-core.S
ARCH_CFLAGS_arm += -DCONFIG_KCRYPTO_BLAKE2S_ARCH
# The assembly entry points, which the KUnit programs wrap to count their
# calls (tools/host/asm-calls.c, where each has a __wrap_ function).
ARCH_ASM_SYMS_arm := blake2b_compress_neon sha256_blocks_neon \
		     sha512_blocks_neon blake2s_compress_arm
ARCH_BLAKE2S_MUST_arm := blake2s_arch.test_blake2s_arch_path_used,$(strip \
			 )blake2s_arch.test_blake2s_arch_counter_carry,$(strip \
			 )blake2s_arch.test_blake2s_arch_arm,$(strip \
			 )blake2s_arch.test_blake2s_arch_irq_every_path
# The NEON paths in interrupt context, and what each NEON function leaves
# in the vector registers: they run where NEON is, else skip.
ARCH_NEON_IRQ_arm := blake2b-arch.test_blake2b_arch_irq_every_path,$(strip \
		     )sha256_arch.test_sha256_arch_irq_every_path,$(strip \
		     )sha512_arch.test_sha512_arch_irq_every_path,$(strip \
		     )blake2b-arch.test_blake2b_arch_regs_neon,$(strip \
		     )sha256_arch.test_sha256_arch_regs_neon,$(strip \
		     )sha512_arch.test_sha512_arch_regs_neon
ARCH_QEMU_CPUS_arm := cortex-a15+must=blake2b-arch.test_blake2b_arch_used,$(strip \
		      )blake2b-arch.test_blake2b_arch_counter_carry,$(strip \
		      )blake2b-arch.test_blake2b_arch_vs_generic,$(strip \
		      )$(ARCH_BLAKE2S_MUST_arm),$(ARCH_SHA256_PATH_arm),$(strip \
		      )$(ARCH_SHA256_FORCED_arm),$(ARCH_SHA512_PATH_arm),$(strip \
		      )$(ARCH_SHA512_FORCED_arm),$(ARCH_NEON_IRQ_arm) \
		      cortex-a15,neon=off+skip=blake2b-arch.test_blake2b_arch_used,$(strip \
		      )$(ARCH_SHA256_PATH_arm),$(ARCH_SHA512_PATH_arm),$(strip \
		      )$(ARCH_NEON_IRQ_arm)$(strip \
		      )+must=$(ARCH_BLAKE2S_MUST_arm),$(ARCH_SHA256_FORCED_arm),$(strip \
		      )$(ARCH_SHA512_FORCED_arm)
