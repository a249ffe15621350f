# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Instruction counts under qemu-user: the arm64 sha256_finup_2x() (two
# messages interleaved with the SHA-2 instructions) against two sha256()
# calls, for a pair of 4 KiB messages; and the ARM and arm64 block
# functions against the generic C code, per block.
#
#   make check-insns   build build/insns/sha256-2x (tools/insns/sha256-2x.c
#                      linked statically with the arm64 gcc-c objects of
#                      tools/cross/cross.mk), run it under qemu-aarch64 -cpu
#                      max with the CE code and with KCRYPTO_SHA256_IMPL=
#                      generic, count the guest instructions between its
#                      marks (tools/insns/count-insns.py) and fail if the
#                      two-message code did not run or costs more than
#                      INSNS_SHA256_2X_MAX (default 0.99) times two calls;
#                      see tools/insns/check-insns.sh
#   make check-insns-sha256-arm
#                      build build/insns/sha256-blocks-arm
#                      (tools/insns/sha256-blocks.c with the armhf gcc-c
#                      objects of tools/cross/cross.mk), count the
#                      instructions per block of sha256_blocks_neon and of
#                      sha256_blocks_generic under qemu-arm -cpu cortex-a15,
#                      fail unless NEON is below generic; see
#                      tools/insns/check-arm-blocks.sh
#   make check-insns-blake2s-arm
#                      the same for BLAKE2s (tools/insns/blake2s-blocks.c,
#                      64 blocks): the scalar blake2s_compress_arm against
#                      blake2s_compress_generic
#   make check-insns-sha512-arm64
#                      the same for the arm64 SHA-512 instructions under
#                      qemu-aarch64 -cpu max (tools/insns/sha512-blocks.c,
#                      33 blocks): sha512_ce_transform against
#                      sha512_blocks_generic
#   make check-insns-sha3-arm64
#                      the same for the arm64 SHA-3 instructions under
#                      qemu-aarch64 -cpu max (tools/insns/sha3-blocks.c, a
#                      4 KiB SHA3-256, 31 permutations): the permutation
#                      and absorb loop sha3_ce_absorb_blocks (which
#                      sha3_ce_keccakf enters too) against
#                      sha3_keccakf_generic
#   make check-insns-sha512-arm
#                      the same for the 32-bit ARM NEON SHA-512 code under
#                      qemu-arm -cpu cortex-a15 (the same workload with the
#                      armhf objects, 33 blocks): sha512_blocks_neon
#                      against sha512_blocks_generic
#
# A few seconds each once the cross objects exist.

INSNS_DIR := $(BUILD)/insns
INSNS_SHA256_2X_MAX ?= 0.99
insns_objdir := $(CROSS_DIR)/arm64/gcc-c
insns_objs := $(addprefix $(insns_objdir)/,lib/crypto/sha256.o \
	tools/host/shim.o arch/arm64/sha256-ce-core.o)

$(INSNS_DIR)/sha256-2x: $(TOP)/tools/insns/sha256-2x.c $(insns_objs) \
		| cross-deps
	@mkdir -p $(@D)
	$(call cross_cc_gcc,arm64) $(CROSS_CFLAGS_arm64) -static -o $@ $^

.PHONY: check-insns
check-insns: $(INSNS_DIR)/sha256-2x
	@INSNS_SHA256_2X_MAX=$(INSNS_SHA256_2X_MAX) \
		$(TOP)/tools/insns/check-insns.sh $<

CHECK_STEPS += check-insns

# 32-bit ARM: one sha256() of 4 KiB, 65 blocks.
insns_arm_objdir := $(CROSS_DIR)/armhf/gcc-c
insns_sha256_arm_objs := $(addprefix $(insns_arm_objdir)/,lib/crypto/sha256.o \
	tools/host/shim.o arch/arm/sha256-neon-core.o)

$(INSNS_DIR)/sha256-blocks-arm: $(TOP)/tools/insns/sha256-blocks.c \
		$(insns_sha256_arm_objs) | cross-deps
	@mkdir -p $(@D)
	$(call cross_cc_gcc,armhf) $(CROSS_CFLAGS_armhf) -static -o $@ $^

.PHONY: check-insns-sha256-arm
check-insns-sha256-arm: $(INSNS_DIR)/sha256-blocks-arm
	@$(TOP)/tools/insns/check-arm-blocks.sh sha256 $< 65 neon \
		sha256_blocks_neon sha256_blocks_generic

CHECK_STEPS += check-insns-sha256-arm

# One blake2s() of 4 KiB, 64 blocks (the last one in final).
insns_blake2s_arm_objs := $(addprefix $(insns_arm_objdir)/,lib/crypto/blake2s.o \
	tools/host/shim.o arch/arm/blake2s-core.o)

$(INSNS_DIR)/blake2s-blocks-arm: $(TOP)/tools/insns/blake2s-blocks.c \
		$(insns_blake2s_arm_objs) | cross-deps
	@mkdir -p $(@D)
	$(call cross_cc_gcc,armhf) $(CROSS_CFLAGS_armhf) -static -o $@ $^

.PHONY: check-insns-blake2s-arm
check-insns-blake2s-arm: $(INSNS_DIR)/blake2s-blocks-arm
	@$(TOP)/tools/insns/check-arm-blocks.sh blake2s $< 64 arm \
		blake2s_compress_arm blake2s_compress_generic

CHECK_STEPS += check-insns-blake2s-arm

# arm64 SHA-512: one sha512() of 4 KiB, 33 blocks.
insns_sha512_arm64_objs := $(addprefix $(insns_objdir)/,lib/crypto/sha512.o \
	tools/host/shim.o arch/arm64/sha512-ce-core.o)

$(INSNS_DIR)/sha512-blocks-arm64: $(TOP)/tools/insns/sha512-blocks.c \
		$(insns_sha512_arm64_objs) | cross-deps
	@mkdir -p $(@D)
	$(call cross_cc_gcc,arm64) $(CROSS_CFLAGS_arm64) -static -o $@ $^

.PHONY: check-insns-sha512-arm64
check-insns-sha512-arm64: $(INSNS_DIR)/sha512-blocks-arm64
	@$(TOP)/tools/insns/check-arm-blocks.sh sha512 $< 33 ce \
		sha512_ce_transform sha512_blocks_generic arm64

CHECK_STEPS += check-insns-sha512-arm64

# arm64 SHA-3: one sha3_256() of 4 KiB, 31 permutations.
insns_sha3_arm64_objs := $(addprefix $(insns_objdir)/,lib/crypto/sha3.o \
	tools/host/shim.o arch/arm64/sha3-ce-core.o)

$(INSNS_DIR)/sha3-blocks-arm64: $(TOP)/tools/insns/sha3-blocks.c \
		$(insns_sha3_arm64_objs) | cross-deps
	@mkdir -p $(@D)
	$(call cross_cc_gcc,arm64) $(CROSS_CFLAGS_arm64) -static -o $@ $^

.PHONY: check-insns-sha3-arm64
check-insns-sha3-arm64: $(INSNS_DIR)/sha3-blocks-arm64
	@$(TOP)/tools/insns/check-arm-blocks.sh sha3 $< 31 ce \
		sha3_ce_absorb_blocks sha3_keccakf_generic arm64

CHECK_STEPS += check-insns-sha3-arm64

# 32-bit ARM SHA-512: the same workload, 33 blocks.
insns_sha512_arm_objs := $(addprefix $(insns_arm_objdir)/,lib/crypto/sha512.o \
	tools/host/shim.o arch/arm/sha512-neon-core.o)

$(INSNS_DIR)/sha512-blocks-arm: $(TOP)/tools/insns/sha512-blocks.c \
		$(insns_sha512_arm_objs) | cross-deps
	@mkdir -p $(@D)
	$(call cross_cc_gcc,armhf) $(CROSS_CFLAGS_armhf) -static -o $@ $^

.PHONY: check-insns-sha512-arm
check-insns-sha512-arm: $(INSNS_DIR)/sha512-blocks-arm
	@$(TOP)/tools/insns/check-arm-blocks.sh sha512 $< 33 neon \
		sha512_blocks_neon sha512_blocks_generic

CHECK_STEPS += check-insns-sha512-arm
