# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The host KUnit runtime: tools/host/include/kunit/test.h and kunit.cc.
#
# Use from the top-level Makefile (which sets TOP and BUILD):
#
#   include $(TOP)/tools/host/kunit/kunit.mk
#
# A host test binary is the KUnit test files (compiled as C or C++ with
# -I$(KUNIT_INCLUDE)) linked with $(KUNIT_RUNTIME_SRCS) compiled with
# $(KUNIT_RUNTIME_CXXFLAGS); the runtime provides main().
#
# Target kunit-selftest: builds the runtime's self-test as C and C++ with gcc
# and clang-19, checks what the runtime reports (and kunit.py parse on it),
# and writes $(BUILD)/results/kunit-selftest.counts. It is added to
# CHECK_STEPS. Standalone: make -f tools/host/kunit/kunit.mk kunit-selftest

TOP ?= $(abspath $(dir $(lastword $(MAKEFILE_LIST)))../../..)
BUILD ?= $(TOP)/build

KUNIT_DIR := $(TOP)/tools/host/kunit
KUNIT_INCLUDE := $(TOP)/tools/host/include
KUNIT_HEADER := $(KUNIT_INCLUDE)/kunit/test.h
KUNIT_RUNTIME_SRCS := $(KUNIT_DIR)/kunit.cc
KUNIT_RUNTIME_CXXFLAGS := -std=gnu++20 -O2 -Wall -Wextra -Werror \
			  -I$(KUNIT_INCLUDE)

KUNIT_ST_DIR := $(BUILD)/kunit-selftest
KUNIT_ST_SRC := $(KUNIT_DIR)/selftest/kunit-selftest.c
KUNIT_ST_CFLAGS := -O2 -Wall -Wextra -Werror -I$(KUNIT_INCLUDE)
KUNIT_ST_VARIANTS := gcc-c gcc-cxx clang-c clang-cxx
KUNIT_ST_CC_gcc-c := gcc -x c -std=gnu11
KUNIT_ST_CC_gcc-cxx := g++ -x c++ -std=gnu++20
KUNIT_ST_CC_clang-c := clang-19 -x c -std=gnu11
KUNIT_ST_CC_clang-cxx := clang++-19 -x c++ -std=gnu++20
KUNIT_ST_CXX_gcc := g++
KUNIT_ST_CXX_clang := clang++-19
# The C++ compiler of variant $*.
kunit_st_cxx = $(KUNIT_ST_CXX_$(firstword $(subst -, ,$*)))

# gcc, g++, clang-19 and python3 come from the host feature's packages.
.PHONY: kunit-deps
kunit-deps:
	@$(TOP)/tools/deps/install-deps.sh host

$(KUNIT_ST_DIR)/%/kunit-selftest.o: $(KUNIT_ST_SRC) $(KUNIT_HEADER) | kunit-deps
	@mkdir -p $(@D)
	$(KUNIT_ST_CC_$*) $(KUNIT_ST_CFLAGS) -MMD -MP -c $< -o $@

$(KUNIT_ST_DIR)/%/kunit.o: $(KUNIT_RUNTIME_SRCS) $(KUNIT_HEADER) | kunit-deps
	@mkdir -p $(@D)
	$(kunit_st_cxx) $(KUNIT_RUNTIME_CXXFLAGS) -MMD -MP -c $< -o $@

$(KUNIT_ST_DIR)/%/kunit-selftest: $(KUNIT_ST_DIR)/%/kunit-selftest.o \
				  $(KUNIT_ST_DIR)/%/kunit.o
	$(kunit_st_cxx) -o $@ $^

.PRECIOUS: $(KUNIT_ST_DIR)/%/kunit-selftest.o $(KUNIT_ST_DIR)/%/kunit.o

-include $(wildcard $(KUNIT_ST_DIR)/*/*.d)

.PHONY: kunit-selftest
kunit-selftest: $(foreach v,$(KUNIT_ST_VARIANTS),\
		  $(KUNIT_ST_DIR)/$(v)/kunit-selftest)
	@BUILD=$(BUILD) $(KUNIT_DIR)/selftest/run.sh $^

CHECK_STEPS += kunit-selftest
