# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The userspace shim build: the library and the KUnit suites compiled from
# the very same .c files in 8 variants,
#
#   {gcc, clang-19} x {C gnu11, C++ gnu++20} x {CONFIG_64BIT, no CONFIG_64BIT}
#
# (without CONFIG_64BIT the BLAKE2b round loop stays rolled, as on 32-bit
# kernels), each linked with the C++20 KUnit runtime and run on the host.
# Plus a host library for userspace programs:
#
#   build/host/libkcrypto.a, build/host/kcrypto.pc, build/host/include/
#
# Targets: host (build all), check-host (run every suite in every variant),
# check-example (an outside C and C++17 program built with pkg-config,
# checked against Python's hashlib/hmac), host-lib, host-VARIANT.

HOST_DIR := $(BUILD)/host

# Quiet like Kbuild: "  CC      file"; make V=1 shows the commands.
ifeq ($(V),1)
Q :=
quiet_echo = @true
else
Q := @
quiet_echo = @printf '  %-7s %s\n'
endif

# $(CCACHE): tools/kcache/ccache.mk.
HOST_CC_gcc := $(CCACHE) gcc
HOST_CXX_gcc := $(CCACHE) g++
HOST_CC_clang := $(CCACHE) clang-19
HOST_CXX_clang := $(CCACHE) clang++-19

HOST_LANG_c := -x c -std=gnu11
HOST_LANG_cxx := -x c++ -std=gnu++20

HOST_BITS_64bit := -DCONFIG_64BIT
HOST_BITS_no64bit :=

HOST_VARIANTS := $(foreach c,gcc clang,$(foreach l,c cxx,\
			$(foreach b,64bit no64bit,$(c)-$(l)-$(b))))

# Arch code for the machine we run on, if any: tools/host/arch/ARCH/arch.mk
# may set
#   ARCH_SRCS_ARCH    .c and .S files that join the library (absolute paths)
#   ARCH_CFLAGS_ARCH  flags for every C file, e.g. -DCONFIG_KCRYPTO_*_ARCH
#                     and -I for the glue headers
# and the shim's asm/ headers for it sit in tools/host/arch/ARCH/include.
# With arch code, check-host-generic runs every suite again with
# KCRYPTO_FORCE_GENERIC=1, which hides all CPU features from the glue.
HOST_ARCH := $(strip $(patsubst x86_64,x86,$(patsubst aarch64,arm64,\
		$(patsubst armv7l,arm,$(shell uname -m)))))
include $(wildcard $(TOP)/tools/host/arch/$(HOST_ARCH)/arch.mk)

HOST_LIB_SRCS := $(wildcard $(TOP)/lib/crypto/*.c) $(TOP)/tools/host/shim.c \
		 $(ARCH_SRCS_$(HOST_ARCH))
# tests/shash_kunit.c tests the crypto API drivers (crypto/): the shim has
# no crypto API, so that suite runs only in kernels (make kunit).
HOST_TEST_SRCS := $(filter-out $(TOP)/tests/shash_kunit.c,\
		  $(wildcard $(TOP)/tests/*_kunit.c))
HOST_KUNIT_SRCS := $(wildcard $(TOP)/tools/host/kunit/*.cc)

# The KUnit programs (not the library, nor the benchmarks) count the calls
# of each assembly entry point: ARCH_ASM_SYMS_ARCH in arch.mk names them,
# the link wraps them (--wrap=SYM), tools/host/asm-calls.c counts, and the
# arch suites, compiled with -DKCRYPTO_HOST_ASM_CALLS, check that the path
# in use called its functions and no other path's (<kcrypto-asm-calls.h>).
# $(call host_asm_cflags,ARCH) and $(call host_asm_wrap,ARCH): the compiler
# and the linker flags, none for an ARCH without assembly.
HOST_ASM_CALLS_SRCS := $(TOP)/tools/host/asm-calls.c
host_asm_cflags = $(if $(ARCH_ASM_SYMS_$(1)),-DKCRYPTO_HOST_ASM_CALLS)
host_asm_wrap = $(patsubst %,-Xlinker --wrap=%,$(ARCH_ASM_SYMS_$(1)))

# The shim's test instrumentation (tools/host/include/kcrypto-host.h): the
# count of kernel-mode SIMD sections and the interrupt emulation of
# <kunit/run-in-irq-context.h>, which irq_fpu_usable() and may_use_simd()
# then consult. For the test programs only: the KUnit suites (here, in
# tools/cross and tools/qemu-arm) and kcrypto-kunit.pc. The library
# programs link (libkcrypto.a, .so, kcrypto.pc, make install) and the
# benchmark go without it: no count, no flag, SIMD always usable.
HOST_INSTRUMENTED := -DKCRYPTO_HOST_INSTRUMENTED

# The Kconfig choices of a full build, as the module would have them:
# HOST_KCONFIG for what ships (libkcrypto.a, .so, the fuzzers), and
# HOST_KUNIT_KCONFIG on top for the KUnit programs, whose copy of the
# library then carries the test hooks of
# <crypto/internal/kcrypto-arch-test.h> and the shim's instrumentation.
HOST_KCONFIG := -DCONFIG_KCRYPTO_BLAKE2B=1 -DCONFIG_KCRYPTO_BLAKE2S=1 \
		-DCONFIG_KCRYPTO_SHA256=1 -DCONFIG_KCRYPTO_SHA512=1 \
		-DCONFIG_KCRYPTO_SHA3=1 $(HOST_EXTRA_KCONFIG)
HOST_KUNIT_KCONFIG := -DCONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST=1 \
		      -DCONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST=1 \
		      -DCONFIG_KCRYPTO_SHA256_KUNIT_TEST=1 \
		      -DCONFIG_KCRYPTO_SHA512_KUNIT_TEST=1 \
		      -DCONFIG_KCRYPTO_SHA3_KUNIT_TEST=1 \
		      $(HOST_INSTRUMENTED)

HOST_INCLUDES := -I$(TOP)/include -I$(TOP)/tools/host/include \
		 $(if $(wildcard $(TOP)/tools/host/arch/$(HOST_ARCH)/include),\
			-I$(TOP)/tools/host/arch/$(HOST_ARCH)/include)
HOST_WARN := -Wall -Wextra -Werror -Wframe-larger-than=1024
HOST_CFLAGS := -O2 -g -fno-strict-aliasing $(HOST_WARN) $(HOST_INCLUDES) \
	       $(HOST_KCONFIG) $(ARCH_CFLAGS_$(HOST_ARCH)) $(HOST_EXTRA_CFLAGS)
HOST_KUNIT_CXXFLAGS := -std=gnu++20 -O2 -g $(HOST_WARN) $(HOST_INCLUDES) \
		       $(HOST_EXTRA_CFLAGS)
# For sanitizer and coverage builds: make HOST_DIR=... HOST_EXTRA_CFLAGS=...
HOST_EXTRA_LDFLAGS ?=

# Objects depend on a stamp that holds their flags, so that a change of
# flags (a new arch.mk, HOST_EXTRA_CFLAGS, ...) rebuilds them.
# $(call host_flags_stamp,DIR,FLAGS)
define host_flags_stamp
$(1)/.flags: FORCE
	@mkdir -p $$(@D)
	@echo '$(2)' | cmp -s - $$@ || echo '$(2)' >$$@
endef

.PHONY: FORCE
FORCE:

# $(call host_variant,VARIANT,COMPILER,LANG,BITS)
define host_variant
$(1)_OBJS := $(patsubst $(TOP)/%.S,$(HOST_DIR)/$(1)/%.o,\
		$(patsubst $(TOP)/%.c,$(HOST_DIR)/$(1)/%.o,\
			$(HOST_LIB_SRCS) $(HOST_TEST_SRCS) \
			$(HOST_ASM_CALLS_SRCS))) \
	     $(patsubst $(TOP)/%.cc,$(HOST_DIR)/$(1)/%.o,$(HOST_KUNIT_SRCS))

$(call host_flags_stamp,$(HOST_DIR)/$(1),$(HOST_CC_$(2)) $(HOST_CXX_$(2)) \
	$(HOST_LANG_$(3)) $(HOST_BITS_$(4)) $(HOST_CFLAGS) $(HOST_KUNIT_KCONFIG) \
	$(HOST_KUNIT_CXXFLAGS) $(call host_asm_cflags,$(HOST_ARCH)) $(call host_asm_wrap,$(HOST_ARCH)))

$(HOST_DIR)/$(1)/%.o: $(TOP)/%.c $(HOST_DIR)/$(1)/.flags | host-deps
	@mkdir -p $$(@D)
	$$(quiet_echo) CC '$$(@:$(BUILD)/%=%)'
	$$(Q)$$(if $$(filter c,$(3)),$$(HOST_CC_$(2)),$$(HOST_CXX_$(2))) \
		$$(HOST_LANG_$(3)) $$(HOST_BITS_$(4)) $$(HOST_CFLAGS) \
		$$(HOST_KUNIT_KCONFIG) $$(call host_asm_cflags,$(HOST_ARCH)) \
		-MMD -MP -MT $$@ -c $$< -o $$@

$(HOST_DIR)/$(1)/%.o: $(TOP)/%.S $(HOST_DIR)/$(1)/.flags | host-deps
	@mkdir -p $$(@D)
	$$(quiet_echo) AS '$$(@:$(BUILD)/%=%)'
	$$(Q)$$(HOST_CC_$(2)) $$(HOST_BITS_$(4)) $$(HOST_CFLAGS) -MMD -MP -MT $$@ \
		-c $$< -o $$@

$(HOST_DIR)/$(1)/%.o: $(TOP)/%.cc $(HOST_DIR)/$(1)/.flags | host-deps
	@mkdir -p $$(@D)
	$$(quiet_echo) CXX '$$(@:$(BUILD)/%=%)'
	$$(Q)$$(HOST_CXX_$(2)) $$(HOST_KUNIT_CXXFLAGS) -MMD -MP -MT $$@ -c $$< -o $$@

$(HOST_DIR)/$(1)/kunit-tests: $$($(1)_OBJS)
	$$(quiet_echo) LD '$$(@:$(BUILD)/%=%)'
	$$(Q)$$(HOST_CXX_$(2)) $$(HOST_EXTRA_CFLAGS) $$(HOST_EXTRA_LDFLAGS) \
		$$(call host_asm_wrap,$(HOST_ARCH)) -o $$@ $$^

-include $$(patsubst %.o,%.d,$$($(1)_OBJS))

.PHONY: host-$(1)
host-$(1): $(HOST_DIR)/$(1)/kunit-tests
endef

host_word = $(word $(2),$(subst -, ,$(1)))
$(foreach v,$(HOST_VARIANTS),$(eval $(call host_variant,$(v),$(call \
	host_word,$(v),1),$(call host_word,$(v),2),$(call host_word,$(v),3))))

.PHONY: host host-deps host-lib check-host check-host-generic check-example

host-deps:
	@$(TOP)/tools/deps/install-deps.sh host

host: $(foreach v,$(HOST_VARIANTS),host-$(v)) host-lib

# Run every suite in every variant; KTAP goes to build/host/VARIANT.ktap
# and through the kernel's kunit.py parser, which must agree.
# The arch suite of the host's arch code can't skip silently: where the CPU
# has the instructions (x86-64: SHA-NI), its path case must run, and that
# case fails on a SIMD section count of zero; with every CPU feature hidden
# it must skip, after checking that no section was opened. So must the
# interrupt-context cases of the paths every SHA-NI CPU has (SSSE3).
HOST_ARCH_CASES_x86 := sha256_arch.test_sha256_arch_path_used \
		       sha256_arch.test_sha256_arch_irq_every_path \
		       sha512_arch.test_sha512_arch_irq_every_path \
		       blake2s_arch.test_blake2s_arch_irq_every_path
HOST_ARCH_CPU_x86 := $(shell grep -qw sha_ni /proc/cpuinfo 2>/dev/null && \
		       echo y)
HOST_MUST_RUN := $(if $(HOST_ARCH_CPU_$(HOST_ARCH)),\
		 $(HOST_ARCH_CASES_$(HOST_ARCH)))

# And the timed BLAKE2 choices of the gcc C build at its start
# (KCRYPTO_LOG=1): each must be what the rule gives for the speeds it logs
# (tools/klog/timed-choice.py), and be logged where the CPU has a SIMD path
# to time (tools/klog/timed-require.sh, x86 only).
check-host: host $(CPUFLAGS)
	@KUNIT_MUST_RUN='$(strip $(HOST_MUST_RUN))' KUNIT_COVERAGE='host host' \
		$(TOP)/tools/host/run-kunit.sh check-host \
		$(foreach v,$(HOST_VARIANTS),$(HOST_DIR)/$(v)/kunit-tests)
	@KCRYPTO_LOG=1 $(HOST_DIR)/gcc-c-64bit/kunit-tests --help \
		>$(HOST_DIR)/timed-choice.log 2>&1
	@python3 $(TOP)/tools/klog/timed-choice.py \
		$(if $(filter x86,$(HOST_ARCH)),$$($(TOP)/tools/klog/timed-require.sh \
		host "$$($(TOP)/tools/cpu/cpu-rule.sh flags)")) \
		$(HOST_DIR)/timed-choice.log

check-host-generic: host
	@KCRYPTO_FORCE_GENERIC=1 \
		KUNIT_MUST_SKIP='$(strip $(HOST_ARCH_CASES_$(HOST_ARCH)))' \
		$(TOP)/tools/host/run-kunit.sh check-host-generic \
		$(foreach v,$(HOST_VARIANTS),$(HOST_DIR)/$(v)/kunit-tests)

# --- the host library for userspace programs -------------------------------

HOST_LIB_BITS := $(if $(filter 64,$(shell getconf LONG_BIT)),-DCONFIG_64BIT)
HOST_PUBLIC_HEADERS := $(wildcard $(TOP)/include/crypto/*.h)

# $(call host_lib,VAR,DIR,FLAGS): the library's sources compiled into
# $(HOST_DIR)/DIR/ with its flags and FLAGS, the objects listed in VAR:
# lib/ for what ships, lib-kunit/ (instrumented) for kcrypto-kunit.pc.
define host_lib
$(1) := $(patsubst $(TOP)/%.S,$(HOST_DIR)/$(2)/%.o,\
	$(patsubst $(TOP)/%.c,$(HOST_DIR)/$(2)/%.o,$(HOST_LIB_SRCS)))

$(call host_flags_stamp,$(HOST_DIR)/$(2),$(HOST_LIB_BITS) $(HOST_CFLAGS) $(3))

$(HOST_DIR)/$(2)/%.o: $(TOP)/%.c $(HOST_DIR)/$(2)/.flags | host-deps
	@mkdir -p $$(@D)
	$$(quiet_echo) CC '$$(@:$(BUILD)/%=%)'
	$$(Q)$$(CCACHE) gcc -std=gnu11 -fPIC $$(HOST_LIB_BITS) $$(HOST_CFLAGS) \
		$(3) -MMD -MP -MT $$@ -c $$< -o $$@

$(HOST_DIR)/$(2)/%.o: $(TOP)/%.S $(HOST_DIR)/$(2)/.flags | host-deps
	@mkdir -p $$(@D)
	$$(quiet_echo) AS '$$(@:$(BUILD)/%=%)'
	$$(Q)$$(CCACHE) gcc -fPIC $$(HOST_LIB_BITS) $$(HOST_CFLAGS) $(3) \
		-MMD -MP -MT $$@ -c $$< -o $$@

-include $$(patsubst %.o,%.d,$$($(1)))
endef

$(eval $(call host_lib,HOST_LIB_OBJS,lib,))
$(eval $(call host_lib,HOST_KUNIT_PC_OBJS,lib-kunit,$(HOST_INSTRUMENTED)))

$(HOST_DIR)/libkcrypto.a: $(HOST_LIB_OBJS)
	@rm -f $@
	$(quiet_echo) AR '$(@:$(BUILD)/%=%)'
	$(Q)ar rcs $@ $^

$(HOST_DIR)/kcrypto.pc $(HOST_DIR)/include/.stamp &: $(HOST_PUBLIC_HEADERS) \
		$(TOP)/tools/host/install-headers.sh
	@$(TOP)/tools/host/install-headers.sh $(HOST_DIR)

host-lib: $(HOST_DIR)/libkcrypto.a $(HOST_DIR)/kcrypto.pc \
	  $(HOST_DIR)/include/.stamp

check-example: host-lib
	@$(TOP)/tools/host/example/check-example.sh $(HOST_DIR)

include $(TOP)/tools/host/paths.mk
# kunit-pc.mk first: install.mk names its library as a prerequisite.
include $(TOP)/tools/host/kunit-pc.mk
include $(TOP)/tools/host/upstream/upstream.mk
include $(TOP)/tools/host/probe/probe.mk
include $(TOP)/tools/host/install/install.mk

ALL_TARGETS += host
CHECK_STEPS += check-host $(if $(ARCH_SRCS_$(HOST_ARCH)),check-host-generic) \
	       check-example
