# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# make size: code size and stack frame of the generic cores, compiled with
# (close to) the kernel's own flags for each architecture, for
#
#   {x86_64, i386, arm (ARM mode), arm-thumb2, arm64} x {gcc-12, clang-19}
#   x {unrolled (CONFIG_64BIT defined), rolled (not defined)}
#
# Bytes are the symbol sizes (nm -S) of blake2b_compress_generic,
# blake2s_compress_generic, sha256_blocks_generic, sha512_blocks_generic
# and sha3_keccakf_generic; stack is the frame -fstack-usage reports. The
# table goes to stdout (with the figures the kernel reported for BLAKE2b),
# the data to build/size/size.csv with the header
# arch,compiler,variant,function,bytes,stack.
#
# Then the arch code: every arch/{x86,arm64,arm}/*.S assembled for its
# architecture (x86_64, arm64, arm), each global function's bytes.
#
# make check-size asserts the structure: on 64-bit the unrolled BLAKE2b
# compress has no backward branch in its round loop and the rolled one has,
# the Keccak-f[1600] round loop branches back on every machine (it stays
# rolled, see lib/crypto/sha3.c), and no frame exceeds 1024 bytes in the 32-bit builds the kernel uses. It
# also holds the rolled BLAKE2b compress of i386 gcc and arm gcc, and the
# rolled SHA-512 block function of i386 and arm with gcc and clang, to
# their budgets of code and frame (BLAKE2B_BUDGETS and SHA512_BUDGETS in
# tools/size/size-report.py).
#
# Only the flags that shape code generation are taken from Kbuild
# (arch/*/Makefile and the top-level Makefile); the headers are the host
# shim's, so the C library's headers are on the include path.

SIZE_DIR := $(BUILD)/size
SIZE_ARCHES := x86_64 i386 arm arm-thumb2 arm64
SIZE_COMPILERS := gcc clang
SIZE_VARIANTS := unrolled rolled
SIZE_SRCS := blake2b blake2s sha256 sha512 sha3

SIZE_TRIPLE_x86_64 := x86_64-linux-gnu
SIZE_TRIPLE_i386 := i686-linux-gnu
SIZE_TRIPLE_arm := arm-linux-gnueabihf
SIZE_TRIPLE_arm-thumb2 := arm-linux-gnueabihf
SIZE_TRIPLE_arm64 := aarch64-linux-gnu

SIZE_CC_gcc = $(SIZE_TRIPLE_$(1))-gcc
SIZE_CC_clang = clang-19 --target=$(SIZE_TRIPLE_$(1))

SIZE_VARIANT_unrolled := -DCONFIG_64BIT
SIZE_VARIANT_rolled :=

# Top-level Makefile.
SIZE_COMMON := -std=gnu11 -O2 -fno-strict-aliasing -fno-common -fshort-wchar \
	       -fno-PIE -fno-stack-protector -fno-delete-null-pointer-checks \
	       -fstack-usage \
	       -I$(TOP)/include -I$(TOP)/tools/host/include \
	       -I$(SIZE_DIR)/include -DCONFIG_KCRYPTO_BLAKE2B=1 \
	       -DCONFIG_KCRYPTO_BLAKE2S=1 -DCONFIG_KCRYPTO_SHA256=1 \
	       -DCONFIG_KCRYPTO_SHA512=1 -DCONFIG_KCRYPTO_SHA3=1
SIZE_COMMON_gcc := -fconserve-stack -fno-allow-store-data-races \
		   -fno-stack-clash-protection
SIZE_COMMON_clang :=

# arch/x86/Makefile.
SIZE_X86_NOFP := -mno-sse -mno-mmx -mno-sse2 -mno-3dnow -mno-avx \
		 -mno-80387 -mno-fp-ret-in-387 -fno-asynchronous-unwind-tables
SIZE_ARCH_x86_64 := -m64 -mcmodel=kernel -mno-red-zone -mtune=generic \
		    $(SIZE_X86_NOFP)
SIZE_ARCH_gcc_x86_64 := -falign-jumps=1 -falign-loops=1 -mskip-rax-setup
SIZE_ARCH_i386 := -m32 -march=i686 -mregparm=3 -freg-struct-return -fno-pic \
		  -msoft-float $(SIZE_X86_NOFP)
SIZE_ARCH_gcc_i386 := -mpreferred-stack-boundary=2
SIZE_ARCH_clang_i386 := -mstack-alignment=4
# arch/arm/Makefile, ARMv7 (multi_v7), ARM or Thumb-2 kernel.
SIZE_ARCH_ARM := -march=armv7-a -mfloat-abi=soft -mabi=aapcs-linux -mtp=cp15
SIZE_ARCH_arm := $(SIZE_ARCH_ARM) -marm
SIZE_ARCH_arm-thumb2 := $(SIZE_ARCH_ARM) -mthumb -Wa,-mimplicit-it=always
# arch/arm64/Makefile, with pointer authentication and BTI as in defconfig.
SIZE_ARCH_arm64 := -mgeneral-regs-only -fno-asynchronous-unwind-tables \
		   -fno-unwind-tables -mbranch-protection=pac-ret+bti
SIZE_ARCH_gcc_arm64 := -mabi=lp64

SIZE_CONFIGS := $(foreach a,$(SIZE_ARCHES),$(foreach c,$(SIZE_COMPILERS),\
			$(foreach v,$(SIZE_VARIANTS),$(a)/$(c)/$(v))))
SIZE_OBJS := $(foreach cfg,$(SIZE_CONFIGS),\
		$(foreach s,$(SIZE_SRCS),$(SIZE_DIR)/$(cfg)/$(s).o))

# glibc's armhf headers want gnu/stubs-soft.h under -mfloat-abi=soft; the
# cores use no C library function whose ABI that changes.
$(SIZE_DIR)/include/gnu/stubs-soft.h:
	@mkdir -p $(@D)
	@echo '/* empty: see tools/size/size.mk */' >$@

# $(call size_rule,ARCH,COMPILER,VARIANT)
define size_rule
$(SIZE_DIR)/$(1)/$(2)/$(3)/%.o: $(TOP)/lib/crypto/%.c \
		$(SIZE_DIR)/include/gnu/stubs-soft.h | size-deps
	@mkdir -p $$(@D)
	$$(call SIZE_CC_$(2),$(1)) $$(SIZE_COMMON) $$(SIZE_COMMON_$(2)) \
		$$(SIZE_ARCH_$(1)) $$(SIZE_ARCH_$(2)_$(1)) \
		$$(SIZE_VARIANT_$(3)) -MMD -MP -c $$< -o $$@
endef

$(foreach cfg,$(SIZE_CONFIGS),$(eval $(call size_rule,$(word 1,$(subst /, ,\
	$(cfg))),$(word 2,$(subst /, ,$(cfg))),$(word 3,$(subst /, ,$(cfg))))))

-include $(patsubst %.o,%.d,$(SIZE_OBJS))

# The arch code: arch/SRCARCH/*.S -> $(SIZE_DIR)/asm/ARCH/NAME.o.
SIZE_ASM_ARCH_x86 := x86_64
SIZE_ASM_ARCH_arm64 := arm64
SIZE_ASM_ARCH_arm := arm
SIZE_ASM_OBJS := $(foreach s,x86 arm64 arm,$(patsubst $(TOP)/arch/$(s)/%.S,\
	$(SIZE_DIR)/asm/$(SIZE_ASM_ARCH_$(s))/%.o,\
	$(wildcard $(TOP)/arch/$(s)/*.S)))

# $(call size_asm_rule,SRCARCH)
define size_asm_rule
$(SIZE_DIR)/asm/$(SIZE_ASM_ARCH_$(1))/%.o: $(TOP)/arch/$(1)/%.S | size-deps
	@mkdir -p $$(@D)
	$$(call SIZE_CC_gcc,$(SIZE_ASM_ARCH_$(1))) \
		$$(SIZE_ARCH_$(SIZE_ASM_ARCH_$(1))) -fno-PIE -I$(TOP)/include \
		-I$(TOP)/tools/host/include -I$(TOP)/tools/host/arch/$(1)/include \
		-c $$< -o $$@
endef
$(foreach s,x86 arm64 arm,$(eval $(call size_asm_rule,$(s))))

.PHONY: size size-objs size-deps check-size

size-deps:
	@$(TOP)/tools/deps/install-deps.sh size

size-objs: $(SIZE_OBJS) $(SIZE_ASM_OBJS)

size: size-objs
	@python3 $(TOP)/tools/size/size-report.py $(SIZE_DIR) \
		--csv $(SIZE_DIR)/size.csv

# Built with 2 jobs even when make check runs serially.
size_j = $(if $(findstring jobserver,$(MAKEFLAGS)),,-j2)

check-size:
	@$(MAKE) --no-print-directory -s $(size_j) size-objs
	@python3 $(TOP)/tools/size/size-report.py $(SIZE_DIR) \
		--check $(BUILD)/results/check-size.counts

ALL_TARGETS += size
CHECK_STEPS += check-size
