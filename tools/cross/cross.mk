# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The host shim's KUnit suites, cross-built for i386, armhf and arm64 and run
# under qemu-user (Debian's qemu-user; binfmt is not needed, qemu is called
# explicitly with -L /usr/TRIPLE). Per architecture, 4 variants:
#
#   {gcc-12 cross, clang-19 --target=TRIPLE} x {C gnu11, C++ gnu++20}
#
# each with the architecture's natural CONFIG_64BIT: none on i386 and armhf
# (the BLAKE2b round loop stays rolled), defined on arm64 (unrolled). Same
# sources as tools/host/host.mk: lib/crypto/*.c, tools/host/shim.c, the arch
# code, tests/*_kunit.c and the C++20 KUnit runtime.
#
# Arch hook (arm = armhf, arm64): tools/host/arch/A/arch.mk, when present,
# may set
#   ARCH_SRCS_A        .c/.S files that join the library
#   ARCH_CFLAGS_A      flags for every C file
#   ARCH_QEMU_CPUS_A   qemu -cpu values; the suites run once per CPU
#                      (default: one run with qemu's default CPU);
#                      CPU+must=SUITE.CASE,... names cases that must run
# and tools/host/arch/A/include goes on the include path when it exists.
# i386 has no arch code here (arch/x86 is x86_64 code): it runs the generic
# cores.
#
# Targets: cross (build all 12 binaries), check-cross (build them with -j2,
# run them all, print a per-arch summary), cross-ARCH, check-cross-ARCH.
# Standalone: make cross / make check-cross (the top-level Makefile includes
# this file).

CROSS_DIR := $(BUILD)/cross
CROSS_ARCHES := i386 armhf arm64

CROSS_TRIPLE_i386 := i686-linux-gnu
CROSS_TRIPLE_armhf := arm-linux-gnueabihf
CROSS_TRIPLE_arm64 := aarch64-linux-gnu

CROSS_QEMU_i386 := qemu-i386
CROSS_QEMU_armhf := qemu-arm
CROSS_QEMU_arm64 := qemu-aarch64

# The kernel's name for the architecture (arch/NAME), if it has arch code.
CROSS_KARCH_i386 :=
CROSS_KARCH_armhf := arm
CROSS_KARCH_arm64 := arm64

CROSS_BITS_i386 :=
CROSS_BITS_armhf :=
CROSS_BITS_arm64 := -DCONFIG_64BIT

# clang gets Debian armhf's baseline, which the gcc cross compiler has built
# in (clang's own default for this triple is older).
CROSS_CLANG_FLAGS_armhf := -march=armv7-a -mfpu=vfpv3-d16 -mfloat-abi=hard \
			   -mthumb

CROSS_LANG_c := -x c -std=gnu11
CROSS_LANG_cxx := -x c++ -std=gnu++20

CROSS_VARIANTS := gcc-c gcc-cxx clang-c clang-cxx

# Arch code of the cross architectures (the host's own arch.mk is already
# included by host.mk).
include $(filter-out $(TOP)/tools/host/arch/$(HOST_ARCH)/arch.mk,\
	$(TOP)/tools/host/arch/arm/arch.mk $(TOP)/tools/host/arch/arm64/arch.mk)

# Warnings as in the host build (tools/host/host.mk).
CROSS_WARN = $(HOST_WARN)

# $(call cross_karch_inc,ARCH): the shim's asm/ headers for ARCH, if any.
cross_karch_inc = $(if $(CROSS_KARCH_$(1)),$(if $(wildcard \
	$(TOP)/tools/host/arch/$(CROSS_KARCH_$(1))/include),\
	-I$(TOP)/tools/host/arch/$(CROSS_KARCH_$(1))/include))

cross_cc_gcc = $(CCACHE) $(CROSS_TRIPLE_$(1))-gcc
cross_cxx_gcc = $(CCACHE) $(CROSS_TRIPLE_$(1))-g++
cross_cc_clang = $(CCACHE) clang-19 --target=$(CROSS_TRIPLE_$(1)) \
		 $(CROSS_CLANG_FLAGS_$(1))
cross_cxx_clang = $(CCACHE) clang++-19 --target=$(CROSS_TRIPLE_$(1)) \
		  $(CROSS_CLANG_FLAGS_$(1))

# $(call cross_variant,ARCH,COMPILER,LANG)
define cross_variant
cross_$(1)_$(2)_$(3)_dir := $(CROSS_DIR)/$(1)/$(2)-$(3)
cross_$(1)_$(2)_$(3)_objs := $$(patsubst $(TOP)/%.S,$$(cross_$(1)_$(2)_$(3)_dir)/%.o,\
	$$(patsubst $(TOP)/%.c,$$(cross_$(1)_$(2)_$(3)_dir)/%.o,\
		$$(CROSS_LIB_SRCS_$(1)) $$(HOST_TEST_SRCS) \
		$$(HOST_ASM_CALLS_SRCS))) \
	$$(cross_$(1)_$(2)_runtime)

# A change of flags (a new arch.mk line, ...) rebuilds the objects.
$$(eval $$(call host_flags_stamp,$$(cross_$(1)_$(2)_$(3)_dir),\
	$$(CROSS_LANG_$(3)) $$(CROSS_CFLAGS_$(1))))

$$(cross_$(1)_$(2)_$(3)_dir)/%.o: $(TOP)/%.c \
		$$(cross_$(1)_$(2)_$(3)_dir)/.flags | cross-deps
	@mkdir -p $$(@D)
	$$(if $$(filter c,$(3)),$$(call cross_cc_$(2),$(1)),$$(call \
		cross_cxx_$(2),$(1))) $$(CROSS_LANG_$(3)) \
		$$(CROSS_CFLAGS_$(1)) -MMD -MP -MT $$@ -c $$< -o $$@

$$(cross_$(1)_$(2)_$(3)_dir)/%.o: $(TOP)/%.S \
		$$(cross_$(1)_$(2)_$(3)_dir)/.flags | cross-deps
	@mkdir -p $$(@D)
	$$(call cross_cc_$(2),$(1)) $$(CROSS_CFLAGS_$(1)) -MMD -MP -MT $$@ \
		-c $$< -o $$@

$$(cross_$(1)_$(2)_$(3)_dir)/kunit-tests: $$(cross_$(1)_$(2)_$(3)_objs)
	$$(call cross_cxx_$(2),$(1)) $$(call host_asm_wrap,$$(CROSS_KARCH_$(1))) \
		-o $$@ $$^

-include $$(patsubst %.o,%.d,$$(cross_$(1)_$(2)_$(3)_objs))

CROSS_BINS_$(1) += $$(cross_$(1)_$(2)_$(3)_dir)/kunit-tests
endef

# $(call cross_runtime,ARCH,COMPILER): the C++ KUnit runtime, shared by the
# C and the C++ variant.
define cross_runtime
cross_$(1)_$(2)_runtime := $$(patsubst $(TOP)/%.cc,$(CROSS_DIR)/$(1)/$(2)-runtime/%.o,\
	$$(HOST_KUNIT_SRCS))

$(CROSS_DIR)/$(1)/$(2)-runtime/%.o: $(TOP)/%.cc | cross-deps
	@mkdir -p $$(@D)
	$$(call cross_cxx_$(2),$(1)) $$(CROSS_KUNIT_CXXFLAGS_$(1)) -MMD -MP -MT $$@ \
		-c $$< -o $$@

-include $$(patsubst %.o,%.d,$$(cross_$(1)_$(2)_runtime))
endef

# $(call cross_arch,ARCH)
define cross_arch
CROSS_LIB_SRCS_$(1) := $$(wildcard $(TOP)/lib/crypto/*.c) \
	$(TOP)/tools/host/shim.c $$(ARCH_SRCS_$(CROSS_KARCH_$(1)))
CROSS_INCLUDES_$(1) := -I$(TOP)/include -I$(TOP)/tools/host/include \
	$(call cross_karch_inc,$(1))
# The library's flags with the Kconfig choices of what ships (kcrypto-kunit.pc
# below), and those of the KUnit programs: the test hooks on top.
CROSS_LIB_CFLAGS_$(1) := -O2 -g -fno-strict-aliasing $$(CROSS_WARN) \
	$$(CROSS_INCLUDES_$(1)) $$(HOST_KCONFIG) $$(CROSS_BITS_$(1)) \
	$$(ARCH_CFLAGS_$(CROSS_KARCH_$(1)))
CROSS_CFLAGS_$(1) := $$(CROSS_LIB_CFLAGS_$(1)) $$(HOST_KUNIT_KCONFIG) \
	$$(call host_asm_cflags,$(CROSS_KARCH_$(1)))
CROSS_KUNIT_CXXFLAGS_$(1) := -std=gnu++20 -O2 -g $$(CROSS_WARN) \
	$$(CROSS_INCLUDES_$(1))
CROSS_CPUS_$(1) := $$(strip $$(ARCH_QEMU_CPUS_$(CROSS_KARCH_$(1))))
CROSS_BINS_$(1) :=
$$(foreach c,gcc clang,$$(eval $$(call cross_runtime,$(1),$$(c))))
$$(foreach v,$$(CROSS_VARIANTS),$$(eval $$(call cross_variant,$(1),$$(word \
	1,$$(subst -, ,$$(v))),$$(word 2,$$(subst -, ,$$(v))))))

.PHONY: cross-$(1) check-cross-$(1)
cross-$(1): $$(CROSS_BINS_$(1))

check-cross-$(1): $$(CPUFLAGS_CROSS)
	@$$(MAKE) --no-print-directory -s $$(cross_j) cross-$(1)
	@$(TOP)/tools/cross/check-cross.sh check-cross-$(1) $$(call \
		cross_spec,$(1))
endef

# $(call cross_kunit_pc,ARCH): $(CROSS_DIR)/ARCH/kcrypto-kunit.pc and
# libkcrypto-kunit.a, what build/host/kcrypto-kunit.pc is to the host
# (tools/host/kunit-pc.mk) for ARCH's cross compilers: the library built by
# the gcc cross compiler as the host's is (the Kconfig choices of what
# ships, with the shim's instrumentation, objects in ARCH/lib-kunit/), and
# the gcc variants' KUnit runtime. With PKG_CONFIG_PATH=$(CROSS_DIR)/ARCH,
# TRIPLE-gcc or clang-19 --target=TRIPLE builds a KUnit file for ARCH as cc
# does for the host (check-upstream-kunit-cross).
define cross_kunit_pc
cross_$(1)_pc_dir := $(CROSS_DIR)/$(1)/lib-kunit
cross_$(1)_pc_objs := $$(patsubst $(TOP)/%.S,$$(cross_$(1)_pc_dir)/%.o,\
	$$(patsubst $(TOP)/%.c,$$(cross_$(1)_pc_dir)/%.o,$$(CROSS_LIB_SRCS_$(1))))

$$(eval $$(call host_flags_stamp,$$(cross_$(1)_pc_dir),\
	$$(CROSS_LIB_CFLAGS_$(1)) $(HOST_INSTRUMENTED)))

$$(cross_$(1)_pc_dir)/%.o: $(TOP)/%.c $$(cross_$(1)_pc_dir)/.flags | cross-deps
	@mkdir -p $$(@D)
	$$(call cross_cc_gcc,$(1)) $$(CROSS_LANG_c) $$(CROSS_LIB_CFLAGS_$(1)) \
		$(HOST_INSTRUMENTED) -MMD -MP -MT $$@ -c $$< -o $$@

$$(cross_$(1)_pc_dir)/%.o: $(TOP)/%.S $$(cross_$(1)_pc_dir)/.flags | cross-deps
	@mkdir -p $$(@D)
	$$(call cross_cc_gcc,$(1)) $$(CROSS_LIB_CFLAGS_$(1)) -MMD -MP -MT $$@ \
		-c $$< -o $$@

-include $$(patsubst %.o,%.d,$$(cross_$(1)_pc_objs))

$(CROSS_DIR)/$(1)/libkcrypto-kunit.a: $$(cross_$(1)_pc_objs) \
		$$(cross_$(1)_gcc_runtime)
	@rm -f $$@
	$(CROSS_TRIPLE_$(1))-ar rcs $$@ $$^

$(CROSS_DIR)/$(1)/kcrypto-kunit.pc: $(TOP)/tools/host/kcrypto-kunit.pc.in \
		$$(cross_$(1)_pc_dir)/.flags
	@mkdir -p $$(@D)
	$$(call kunit_pc_gen,$(CROSS_DIR)/$(1),$$(CROSS_INCLUDES_$(1)),\
		$$(CROSS_BITS_$(1)) $(HOST_INSTRUMENTED) $$(filter -D%,\
		$$(HOST_KCONFIG) $$(ARCH_CFLAGS_$(CROSS_KARCH_$(1)))))

.PHONY: cross-kunit-pc-$(1)
cross-kunit-pc-$(1): $(CROSS_DIR)/$(1)/kcrypto-kunit.pc \
	$(CROSS_DIR)/$(1)/libkcrypto-kunit.a
endef

# The arguments of check-cross.sh for one architecture:
#   -- ARCH 'QEMU -L SYSROOT' 'CPU...' BINARY...
cross_spec = -- $(1) '$(CROSS_QEMU_$(1)) -L /usr/$(CROSS_TRIPLE_$(1))' \
	'$(CROSS_CPUS_$(1))' $(CROSS_BINS_$(1))

$(foreach a,$(CROSS_ARCHES),$(eval $(call cross_arch,$(a)))$(eval \
	$(call cross_kunit_pc,$(a))))

# check-cross builds first, in parallel even when make check runs serially
# (2 jobs; a parallel make passes its own jobserver down instead).
cross_j = $(if $(findstring jobserver,$(MAKEFLAGS)),,-j2)

.PHONY: cross cross-deps check-cross

cross-deps:
	@$(TOP)/tools/deps/install-deps.sh host cross

cross: $(foreach a,$(CROSS_ARCHES),cross-$(a))

check-cross: $(CPUFLAGS_CROSS)
	@$(MAKE) --no-print-directory -s $(cross_j) cross
	@$(TOP)/tools/cross/check-cross.sh check-cross \
		$(foreach a,$(CROSS_ARCHES),$(call cross_spec,$(a)))

# check-upstream-kunit-cross: the kernel's own 7.3 suites of
# check-upstream-kunit (tools/host/upstream/check-upstream-kunit.sh) built
# from each architecture's kcrypto-kunit.pc with gcc and clang, and run
# under qemu-user on check-cross's first CPU model, which has every arch
# path of the architecture (Cortex-A15, max; i386 has no arch code): with
# the arch code on, and forced generic. The binary of one compiler runs per
# architecture, UPSTREAM_RUN_CC_ARCH (gcc or clang; running both doubles
# the step's time, and check-cross already runs our own suites in both);
# the other's only builds, so a file or header either compiler rejects
# still fails. clang runs on armhf, so that each compiler's code runs on a
# 32-bit target.
UPSTREAM_RUN_CC_i386 := gcc
UPSTREAM_RUN_CC_armhf := clang
UPSTREAM_RUN_CC_arm64 := gcc
upstream_cc = $(filter-out $(CCACHE),$(call cross_cc_$(2),$(1)))
upstream_cpu = $(firstword $(subst +, ,$(firstword $(CROSS_CPUS_$(1)))))
upstream_spec = -- $(1) $(or $(CROSS_KARCH_$(1)),none) $(CROSS_DIR)/$(1) \
	'$(CROSS_QEMU_$(1)) -L /usr/$(CROSS_TRIPLE_$(1))$(if \
	$(call upstream_cpu,$(1)), -cpu $(call upstream_cpu,$(1)))' \
	'$(call upstream_cc,$(1),$(UPSTREAM_RUN_CC_$(1)))' \
	'$(call upstream_cc,$(1),$(filter-out $(UPSTREAM_RUN_CC_$(1)),gcc clang))'

.PHONY: check-upstream-kunit-cross
check-upstream-kunit-cross: $(CPUFLAGS_CROSS)
	@$(MAKE) --no-print-directory -s $(cross_j) \
		$(foreach a,$(CROSS_ARCHES),cross-kunit-pc-$(a))
	@$(TOP)/tools/host/upstream/check-upstream-kunit.sh $@ \
		$(foreach a,$(CROSS_ARCHES),$(call upstream_spec,$(a)))

# check-cross-quick, for make check-quick: the gcc C build of each
# architecture only, on the same qemu CPUs.
cross_quick_bins = $(filter %/gcc-c/kunit-tests,$(CROSS_BINS_$(1)))
.PHONY: check-cross-quick
check-cross-quick: $(CPUFLAGS_CROSS)
	@$(MAKE) --no-print-directory -s $(cross_j) \
		$(foreach a,$(CROSS_ARCHES),$(call cross_quick_bins,$(a)))
	@$(TOP)/tools/cross/check-cross.sh check-cross-quick \
		$(foreach a,$(CROSS_ARCHES),-- $(a) '$(CROSS_QEMU_$(a)) -L \
		/usr/$(CROSS_TRIPLE_$(a))' '$(CROSS_CPUS_$(a))' \
		$(call cross_quick_bins,$(a)))

ALL_TARGETS += cross
CHECK_STEPS += check-cross
CHECK_STEPS += check-upstream-kunit-cross
