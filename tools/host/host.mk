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

HOST_CC_gcc := gcc
HOST_CXX_gcc := g++
HOST_CC_clang := clang-19
HOST_CXX_clang := clang++-19

HOST_LANG_c := -x c -std=gnu11
HOST_LANG_cxx := -x c++ -std=gnu++20

HOST_BITS_64bit := -DCONFIG_64BIT
HOST_BITS_no64bit :=

HOST_VARIANTS := $(foreach c,gcc clang,$(foreach l,c cxx,\
			$(foreach b,64bit no64bit,$(c)-$(l)-$(b))))

HOST_LIB_SRCS := $(wildcard $(TOP)/lib/crypto/*.c) $(TOP)/tools/host/shim.c
HOST_TEST_SRCS := $(wildcard $(TOP)/tests/*_kunit.c)
HOST_KUNIT_SRCS := $(wildcard $(TOP)/tools/host/kunit/*.cc)

# The Kconfig choices of a full build, as the module would have them.
HOST_KCONFIG := -DCONFIG_KCRYPTO_BLAKE2B=1 -DCONFIG_KCRYPTO_BLAKE2S=1 \
		-DCONFIG_KCRYPTO_SHA256=1 -DCONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST=1 \
		-DCONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST=1 \
		-DCONFIG_KCRYPTO_SHA256_KUNIT_TEST=1 $(HOST_EXTRA_KCONFIG)

HOST_INCLUDES := -I$(TOP)/include -I$(TOP)/tools/host/include
HOST_WARN := -Wall -Wextra -Werror -Wframe-larger-than=1024
HOST_CFLAGS := -O2 -g -fno-strict-aliasing $(HOST_WARN) $(HOST_INCLUDES) \
	       $(HOST_KCONFIG) $(HOST_EXTRA_CFLAGS)
HOST_KUNIT_CXXFLAGS := -std=gnu++20 -O2 -g $(HOST_WARN) $(HOST_INCLUDES)

# $(call host_variant,VARIANT,COMPILER,LANG,BITS)
define host_variant
$(1)_OBJS := $(patsubst $(TOP)/%.c,$(HOST_DIR)/$(1)/%.o,\
		$(HOST_LIB_SRCS) $(HOST_TEST_SRCS)) \
	     $(patsubst $(TOP)/%.cc,$(HOST_DIR)/$(1)/%.o,$(HOST_KUNIT_SRCS))

$(HOST_DIR)/$(1)/%.o: $(TOP)/%.c | host-deps
	@mkdir -p $$(@D)
	$$(if $$(filter c,$(3)),$$(HOST_CC_$(2)),$$(HOST_CXX_$(2))) \
		$$(HOST_LANG_$(3)) $$(HOST_BITS_$(4)) $$(HOST_CFLAGS) \
		-MMD -MP -c $$< -o $$@

$(HOST_DIR)/$(1)/%.o: $(TOP)/%.cc | host-deps
	@mkdir -p $$(@D)
	$$(HOST_CXX_$(2)) $$(HOST_KUNIT_CXXFLAGS) -MMD -MP -c $$< -o $$@

$(HOST_DIR)/$(1)/kunit-tests: $$($(1)_OBJS)
	$$(HOST_CXX_$(2)) -o $$@ $$^

-include $$(patsubst %.o,%.d,$$($(1)_OBJS))

.PHONY: host-$(1)
host-$(1): $(HOST_DIR)/$(1)/kunit-tests
endef

$(foreach v,$(HOST_VARIANTS),$(eval $(call host_variant,$(v),\
	$(word 1,$(subst -, ,$(v))),$(word 2,$(subst -, ,$(v))),\
	$(word 3,$(subst -, ,$(v))))))

.PHONY: host host-deps host-lib check-host check-example

host-deps:
	@$(TOP)/tools/install-deps.sh host

host: $(foreach v,$(HOST_VARIANTS),host-$(v)) host-lib

# Run every suite in every variant; KTAP goes to build/host/VARIANT.ktap
# and through the kernel's kunit.py parser, which must agree.
check-host: host
	@$(TOP)/tools/host/run-kunit.sh check-host \
		$(foreach v,$(HOST_VARIANTS),$(HOST_DIR)/$(v)/kunit-tests)

# --- the host library for userspace programs -------------------------------

HOST_LIB_BITS := $(if $(filter 64,$(shell getconf LONG_BIT)),-DCONFIG_64BIT)
HOST_LIB_OBJS := $(patsubst $(TOP)/%.c,$(HOST_DIR)/lib/%.o,$(HOST_LIB_SRCS))
HOST_PUBLIC_HEADERS := $(wildcard $(TOP)/include/crypto/*.h)

$(HOST_DIR)/lib/%.o: $(TOP)/%.c | host-deps
	@mkdir -p $(@D)
	gcc -std=gnu11 -fPIC $(HOST_LIB_BITS) $(HOST_CFLAGS) -MMD -MP \
		-c $< -o $@

-include $(patsubst %.o,%.d,$(HOST_LIB_OBJS))

$(HOST_DIR)/libkcrypto.a: $(HOST_LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(HOST_DIR)/kcrypto.pc $(HOST_DIR)/include/.stamp: $(HOST_PUBLIC_HEADERS) \
		$(TOP)/tools/host/install-headers.sh
	@$(TOP)/tools/host/install-headers.sh $(HOST_DIR)

host-lib: $(HOST_DIR)/libkcrypto.a $(HOST_DIR)/kcrypto.pc \
	  $(HOST_DIR)/include/.stamp

check-example: host-lib
	@$(TOP)/tools/host/example/check-example.sh $(HOST_DIR)

ALL_TARGETS += host
CHECK_STEPS += check-host check-example
