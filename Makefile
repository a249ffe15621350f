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

include $(TOP)/tools/lint/lint.mk
include $(TOP)/tools/host/host.mk
include $(TOP)/tools/host/kunit/kunit.mk
include $(TOP)/tools/testvecs/testvecs.mk
include $(TOP)/tools/module/module.mk
include $(TOP)/tools/qemu-x86/qemu-x86.mk
include $(TOP)/tools/cross/cross.mk
include $(TOP)/tools/qemu-arm/qemu-arm.mk
include $(TOP)/tools/qemu-arm64/qemu-arm64.mk
include $(TOP)/tools/size/size.mk
include $(TOP)/tools/bench/bench.mk
include $(TOP)/tools/fuzz/fuzz.mk
include $(TOP)/tools/sanitize/sanitize.mk
include $(TOP)/tools/ct/ct.mk
include $(TOP)/tools/kcsum/kcsum.mk
include $(TOP)/tools/clients/clients.mk

.PHONY: all check clean help

all: $(ALL_TARGETS)

# Every step runs, even after one fails; tools/check/check.sh prints the totals,
# and checks that the steps it ran are the ones "make help" lists.
check:
	@$(TOP)/tools/check/check.sh $(CHECK_STEPS)

clean:
	rm -rf $(BUILD)

help:
	@echo "make           build: $(ALL_TARGETS)"
	@echo "make check     test steps: $(CHECK_STEPS)"
	@echo "make clean     remove build/"
