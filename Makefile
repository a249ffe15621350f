# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# kcrypto: kernel lib/crypto hashes, built three ways from the same files.
#
#   make          build everything this machine can build
#   make check    run every test; ends with "N passed, N failed"
#
# Kbuild reads ./Kbuild, not this file, when it builds the module.
# Each part of the build lives in a fragment under tools/ that adds its
# build targets to ALL_TARGETS and its test steps to CHECK_STEPS.

TOP := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
BUILD := $(TOP)/build
export TOP BUILD

ALL_TARGETS :=
CHECK_STEPS :=

.DEFAULT_GOAL := all

# One fragment per build or test family; "make help" lists each one's steps.
PARTS := tools/kcache/ccache.mk \
	 tools/check/check.mk \
	 tools/lint/lint.mk \
	 tools/cpu/cpu.mk \
	 tools/host/host.mk \
	 tools/plants/plants.mk \
	 tools/host/kunit/kunit.mk \
	 tools/testvecs/testvecs.mk \
	 tools/module/module.mk \
	 tools/uml/uml.mk \
	 tools/qemu-x86/qemu-x86.mk \
	 tools/cross/cross.mk \
	 tools/insns/insns.mk \
	 tools/qemu-arm/qemu-arm.mk \
	 tools/qemu-arm64/qemu-arm64.mk \
	 tools/size/size.mk \
	 tools/bench/bench.mk \
	 tools/fuzz/fuzz.mk \
	 tools/sanitize/sanitize.mk \
	 tools/ct/ct.mk \
	 tools/kcsum/kcsum.mk \
	 tools/clients/clients.mk \
	 tools/check/anywhere.mk

# $(call include_part,FRAGMENT): include it, and note the steps it added.
define include_part
part_before := $$(CHECK_STEPS)
include $(TOP)/$(1)
PART_STEPS_$(1) := $$(filter-out $$(part_before),$$(CHECK_STEPS))
endef
$(foreach p,$(PARTS),$(eval $(call include_part,$(p))))

.PHONY: all check check-quick clean help print-makefiles

all: $(ALL_TARGETS)

# Every step runs, even after one fails; tools/check/check.sh prints the totals,
# and checks that the steps it ran are the ones "make help" lists.
check:
	@CHECK_COMMAND='make check' $(TOP)/tools/check/check.sh $(CHECK_STEPS)

# For tools/check/check.sh: every makefile this make read.
print-makefiles:
	@echo $(MAKEFILE_LIST)

# The fast inner loop: the host suites in all 8 builds, every arch path this
# CPU can run forced in turn, and one qemu-user build each for i386, armhf
# and arm64. No kernels, no fuzzing, no clients (see README.md).
QUICK_STEPS := check-cpu-rule check-host check-host-paths check-cross-quick
check-quick:
	@CHECK_AUDIT=0 CHECK_COMMAND='make check-quick' \
		$(TOP)/tools/check/check.sh $(QUICK_STEPS)

clean:
	rm -rf $(BUILD)

help:
	@echo "make             build: $(ALL_TARGETS)"
	@echo "make check       every test step below, in this order"
	@echo "make check-quick the inner loop: $(QUICK_STEPS)"
	@echo "make clean       remove build/"
	@echo "make STEP        one step; each: what it proves [time here; needs]"
	@$(foreach s,$(CHECK_STEPS),awk -F' [|] ' -v s='$(s)' '$$1 == s { \
		printf "  %-24s %s [%s; needs: %s]\n", s, $$2, $$3, $$4; f = 1 } \
		END { if (!f) printf "  %-24s (no line in tools/check/steps)\n", s }' \
		$(TOP)/tools/check/steps;)
	@echo "where each step is defined:"
	@$(foreach p,$(PARTS),$(if $(PART_STEPS_$(p)),\
		printf '  %-28s %s\n' '$(p)' '$(strip $(PART_STEPS_$(p)))';))
