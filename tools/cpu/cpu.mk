# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The CPU rule shared by every step (tools/cpu/cpu-rule.sh over
# tools/cpu/arch-paths), the flags program it reads the CPU with, and
# check-cpu-rule, its self-test on fake flag lists.

CPU_DIR := $(BUILD)/cpu
CPUFLAGS := $(CPU_DIR)/cpuflags

$(CPUFLAGS): $(TOP)/tools/cpu/cpuflags.cc
	@mkdir -p $(@D)
	g++ -std=gnu++20 -O2 -Wall -Wextra -Werror -o $@ $<

# The same program for the qemu-user architectures of tools/cross, which
# read a qemu CPU model's flags with it (tools/cross/check-cross.sh).
CPUFLAGS_CROSS := $(CPU_DIR)/cpuflags-armhf $(CPU_DIR)/cpuflags-arm64
$(CPU_DIR)/cpuflags-armhf: $(TOP)/tools/cpu/cpuflags.cc | cross-deps
	@mkdir -p $(@D)
	arm-linux-gnueabihf-g++ -std=gnu++20 -O2 -Wall -Wextra -Werror -o $@ $<
$(CPU_DIR)/cpuflags-arm64: $(TOP)/tools/cpu/cpuflags.cc | cross-deps
	@mkdir -p $(@D)
	aarch64-linux-gnu-g++ -std=gnu++20 -O2 -Wall -Wextra -Werror -o $@ $<

.PHONY: cpuflags check-cpu-rule
cpuflags: $(CPUFLAGS)

check-cpu-rule: $(CPUFLAGS) $(if $(filter x86_64,$(shell uname -m)),qemu-x86-user-deps)
	@$(TOP)/tools/cpu/cpu-rule-selftest.sh check-cpu-rule

ALL_TARGETS += cpuflags
CHECK_STEPS += check-cpu-rule
