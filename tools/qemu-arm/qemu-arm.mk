# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# 32-bit ARM checks beyond the shim's qemu-arm runs (tools/cross/cross.mk):
#   check-arm-asm-modes  the NEON code as ARM and Thumb-2, gcc and clang,
#                        and big-endian under qemu-armeb
#   check-module-arm     the modules cross-built for ARM kernels
#   check-kunit-arm      the KUnit suites in a real ARM kernel under qemu
# The shim's ARM arch lines (ARCH_SRCS_arm, ...) are in
# tools/host/arch/arm/arch.mk, which cross.mk includes before this file.

# --- check-arm-asm-modes ----------------------------------------------------
# The cross build assembles .S files in ARM state (neither compiler driver
# passes -mthumb on to the assembler), while Thumb-2 kernels assemble them as
# Thumb-2. This step runs the BLAKE2b, BLAKE2s, SHA-256 and SHA-384/512
# suites under qemu-arm against the assembly (ARM_MODES_ASM: NEON BLAKE2b,
# SHA-256 and SHA-512, scalar BLAKE2s) assembled both ways by both assemblers, gcc's and
# clang-19's (the C code is built once, with the gcc cross compiler); and,
# since big-endian ARM kernels may select that code too, the freestanding
# code-vs-reference checks tools/qemu-arm/NAME-selftest.c
# (ARM_MODES_BE_TESTS, each with its arch/arm/ASM.S) for armebv7 (clang-19,
# ld.lld-19, qemu-armeb), ARM and Thumb-2. About 30 s.

ARM_MODES_DIR := $(BUILD)/cross/arm-asm-modes
ARM_MODES_CC := arm-linux-gnueabihf-gcc
ARM_MODES_CXX := arm-linux-gnueabihf-g++
ARM_MODES_AS_gcc := arm-linux-gnueabihf-gcc
ARM_MODES_AS_clang := clang-19 --target=arm-linux-gnueabihf -march=armv7-a \
		      -mfloat-abi=hard
ARM_MODES_ISA_arm :=
ARM_MODES_ISA_thumb := -Wa,-mthumb
ARM_MODES := gcc-arm gcc-thumb clang-arm clang-thumb
ARM_MODES_INC := -I$(TOP)/include -I$(TOP)/tools/host/include \
		 -I$(TOP)/tools/host/arch/arm/include
ARM_MODES_CFLAGS := -O2 -g -fno-strict-aliasing -Wall -Wextra -Werror \
		    $(ARM_MODES_INC) -DCONFIG_KCRYPTO_BLAKE2B=1 \
		    -DCONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST=1 \
		    -DCONFIG_KCRYPTO_SHA256=1 \
		    -DCONFIG_KCRYPTO_SHA256_KUNIT_TEST=1 \
		    -DCONFIG_KCRYPTO_SHA512=1 \
		    -DCONFIG_KCRYPTO_SHA512_KUNIT_TEST=1 \
		    -DCONFIG_KCRYPTO_BLAKE2S=1 \
		    -DCONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST=1 $(ARCH_CFLAGS_arm) \
		    $(HOST_INSTRUMENTED)
ARM_MODES_C_SRCS := $(TOP)/lib/crypto/blake2b.c $(TOP)/tools/host/shim.c \
		    $(wildcard $(TOP)/tests/blake2b*_kunit.c) \
		    $(TOP)/lib/crypto/sha256.c \
		    $(wildcard $(TOP)/tests/sha2*_kunit.c) \
		    $(TOP)/lib/crypto/sha512.c \
		    $(wildcard $(TOP)/tests/sha384*_kunit.c) \
		    $(wildcard $(TOP)/tests/sha512*_kunit.c) \
		    $(TOP)/lib/crypto/blake2s.c \
		    $(wildcard $(TOP)/tests/blake2s*_kunit.c)
# The assembly (arch/arm/NAME.S) built in each mode.
ARM_MODES_ASM := blake2b-neon-core sha256-neon-core sha512-neon-core \
		 blake2s-core
ARM_MODES_C_OBJS := $(patsubst $(TOP)/%.c,$(ARM_MODES_DIR)/common/%.o,\
		    $(ARM_MODES_C_SRCS)) \
		    $(patsubst $(TOP)/%.cc,$(ARM_MODES_DIR)/common/%.o,\
		    $(wildcard $(TOP)/tools/host/kunit/*.cc))

$(ARM_MODES_DIR)/common/%.o: $(TOP)/%.c | arm-asm-modes-deps
	@mkdir -p $(@D)
	$(ARM_MODES_CC) -std=gnu11 $(ARM_MODES_CFLAGS) -MMD -MP -c $< -o $@

$(ARM_MODES_DIR)/common/%.o: $(TOP)/%.cc | arm-asm-modes-deps
	@mkdir -p $(@D)
	$(ARM_MODES_CXX) -std=gnu++20 -O2 -g -Wall -Wextra -Werror \
		$(ARM_MODES_INC) -MMD -MP -c $< -o $@

# $(call arm_modes_asm,NAME): MODE/NAME.o from arch/arm/NAME.S.
define arm_modes_asm
$(ARM_MODES_DIR)/%/$(1).o: $(TOP)/arch/arm/$(1).S | arm-asm-modes-deps
	@mkdir -p $$(@D)
	$$(ARM_MODES_AS_$$(word 1,$$(subst -, ,$$*))) \
		$$(ARM_MODES_ISA_$$(word 2,$$(subst -, ,$$*))) $$(ARM_MODES_INC) \
		-MMD -MP -c $$< -o $$@
endef
$(foreach a,$(ARM_MODES_ASM),$(eval $(call arm_modes_asm,$(a))))

$(ARM_MODES_DIR)/%/kunit-tests: $(ARM_MODES_C_OBJS) \
		$(addprefix $(ARM_MODES_DIR)/%/,$(addsuffix .o,$(ARM_MODES_ASM)))
	$(ARM_MODES_CXX) -o $@ $^

# Big-endian, no C library: $(ARM_MODES_DIR)/be-{arm,thumb}/NAME-selftest
# from tools/qemu-arm/NAME-selftest.c and arch/arm/$(ARM_MODES_BE_ASM_NAME).S.
ARM_MODES_BE_TESTS := blake2b-neon sha256-neon sha512-neon blake2s-arm
ARM_MODES_BE_ASM_blake2b-neon := blake2b-neon-core
ARM_MODES_BE_ASM_sha256-neon := sha256-neon-core
ARM_MODES_BE_ASM_sha512-neon := sha512-neon-core
ARM_MODES_BE_ASM_blake2s-arm := blake2s-core
ARM_MODES_BE := be-arm be-thumb
ARM_MODES_BE_CC := clang-19 --target=armebv7-linux-gnueabihf -march=armv7-a \
		   -mfloat-abi=hard -mfpu=neon -fuse-ld=lld -O2 -Wall -Wextra \
		   -Werror -ffreestanding -fno-builtin -nostdlib -static \
		   -I$(TOP)/tools/host/arch/arm/include -I$(TOP)/tools/host/include
ARM_MODES_BE_ISA_arm := -marm
ARM_MODES_BE_ISA_thumb := -mthumb -Wa,-mthumb

define arm_modes_be
$(ARM_MODES_DIR)/be-%/$(1)-selftest: $(TOP)/tools/qemu-arm/$(1)-selftest.c \
		$(TOP)/arch/arm/$(ARM_MODES_BE_ASM_$(1)).S \
		$(TOP)/tools/qemu-arm/freestanding.h | arm-asm-modes-deps
	@mkdir -p $$(@D)
	$$(ARM_MODES_BE_CC) $$(ARM_MODES_BE_ISA_$$*) -o $$@ $$(filter-out %.h,$$^)
endef
$(foreach t,$(ARM_MODES_BE_TESTS),$(eval $(call arm_modes_be,$(t))))
ARM_MODES_BE_BINS := $(foreach m,$(ARM_MODES_BE),$(foreach \
		     t,$(ARM_MODES_BE_TESTS),$(ARM_MODES_DIR)/$(m)/$(t)-selftest))

-include $(wildcard $(ARM_MODES_DIR)/*/*.d $(ARM_MODES_DIR)/common/*/*.d \
	 $(ARM_MODES_DIR)/common/*/*/*.d \
	 $(ARM_MODES_DIR)/common/*/*/*/*.d)

.SECONDARY: $(ARM_MODES_C_OBJS) \
	    $(foreach m,$(ARM_MODES),$(addprefix $(ARM_MODES_DIR)/$(m)/,$(strip \
	    )$(addsuffix .o,$(ARM_MODES_ASM))))

.PHONY: arm-asm-modes arm-asm-modes-deps check-arm-asm-modes
arm-asm-modes-deps:
	@$(TOP)/tools/deps/install-deps.sh host cross

arm-asm-modes: $(foreach m,$(ARM_MODES),$(ARM_MODES_DIR)/$(m)/kunit-tests) \
	       $(ARM_MODES_BE_BINS)

# Every little-endian build runs on a Cortex-A15: the NEON cases, and the
# scalar BLAKE2s ones, must run.
ARM_MODES_MUST_RUN := blake2b-arch.test_blake2b_arch_used \
		      blake2b-arch.test_blake2b_arch_counter_carry \
		      blake2b-arch.test_blake2b_arch_vs_generic \
		      blake2s_arch.test_blake2s_arch_path_used \
		      blake2s_arch.test_blake2s_arch_counter_carry \
		      blake2s_arch.test_blake2s_arch_arm \
		      sha256_arch.test_sha256_arch_path_used \
		      sha256_arch.test_sha256_arch_forced_path \
		      sha512_arch.test_sha512_arch_path_used \
		      sha512_arch.test_sha512_arch_forced_path \
		      blake2b-arch.test_blake2b_arch_irq_every_path \
		      blake2s_arch.test_blake2s_arch_irq_every_path \
		      sha256_arch.test_sha256_arch_irq_every_path \
		      sha512_arch.test_sha512_arch_irq_every_path

check-arm-asm-modes: arm-asm-modes
	@KUNIT_RUNNER='qemu-arm -L /usr/arm-linux-gnueabihf -cpu cortex-a15' \
		KUNIT_MUST_RUN='$(strip $(ARM_MODES_MUST_RUN))' \
		$(TOP)/tools/host/run-kunit.sh check-arm-asm-modes-le \
		$(foreach m,$(ARM_MODES),$(ARM_MODES_DIR)/$(m)/kunit-tests); \
	le=$$?; \
	KUNIT_RUNNER='qemu-armeb -cpu cortex-a15' \
		$(TOP)/tools/host/run-kunit.sh check-arm-asm-modes-be \
		$(ARM_MODES_BE_BINS); \
	be=$$?; \
	cat $(BUILD)/results/check-arm-asm-modes-le.counts \
	    $(BUILD)/results/check-arm-asm-modes-be.counts | awk \
		'{ p += $$1; f += $$2; s += $$3 } END { print p, f, s }' \
		>$(BUILD)/results/check-arm-asm-modes.counts; \
	[ $$le = 0 ] && [ $$be = 0 ]

# --- check-module-arm ---------------------------------------------------------
# The kernel modules cross-built for 32-bit ARM (multi_v7_defconfig of
# Debian's linux-source-6.12: gcc with sparse, and clang-19 for a Thumb-2
# kernel), W=1, warnings fatal; see tools/qemu-arm/check-module.sh. A first run
# prepares two kernel trees (about 2 minutes), later runs take seconds.
.PHONY: check-module-arm
check-module-arm:
	@$(TOP)/tools/qemu-arm/check-module.sh

# --- check-kunit-arm -----------------------------------------------------------
# The KUnit suites in a real ARM kernel (allnoconfig + kunit-qemu.config)
# under qemu-system-arm -M virt, with and without NEON; see
# tools/qemu-arm/kunit-qemu.sh. The first run builds the kernel (a few minutes).
.PHONY: check-kunit-arm
check-kunit-arm:
	@$(TOP)/tools/qemu-arm/kunit-qemu.sh

ALL_TARGETS += arm-asm-modes
CHECK_STEPS += check-arm-asm-modes check-module-arm check-kunit-arm
