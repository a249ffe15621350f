# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Every arch path of the host, forced in turn (included by
# tools/host/host.mk). Each line of tools/host/arch/$(HOST_ARCH)/paths sets
# a module parameter through the environment, e.g.
#
#   KCRYPTO_SHA256_IMPL=avx2  must-run: sha256_arch.test_sha256_arch_path_used
#
# and check-host-paths runs the gcc-c-64bit and clang-cxx-64bit suites with
# it (tools/host/run-paths.sh); a "must-run" case that is skipped or missing
# fails the step, by name. check-host-qemu-x86 runs the gcc-c-64bit suites
# under qemu-x86_64 CPU models that lack newer features than this host
# (tools/host/arch/x86/qemu-paths: "qemu-cpu=MODEL VAR=value must-run: ...").

HOST_PATHS := $(wildcard $(TOP)/tools/host/arch/$(HOST_ARCH)/paths)
HOST_PATHS_BINS := $(HOST_DIR)/gcc-c-64bit/kunit-tests \
		   $(HOST_DIR)/clang-cxx-64bit/kunit-tests

.PHONY: check-host-paths check-host-qemu-x86

check-host-paths: host-gcc-c-64bit host-clang-cxx-64bit $(CPUFLAGS)
	@$(TOP)/tools/host/run-paths.sh check-host-paths $(HOST_PATHS) \
		$(HOST_PATHS_BINS)

CHECK_STEPS += $(if $(HOST_PATHS),check-host-paths)

ifeq ($(HOST_ARCH),x86)
qemu-x86-user-deps:
	@$(TOP)/tools/deps/install-deps.sh qemu-user

check-host-qemu-x86: host-gcc-c-64bit qemu-x86-user-deps $(CPUFLAGS)
	@$(TOP)/tools/host/run-paths.sh check-host-qemu-x86 \
		$(TOP)/tools/host/arch/x86/qemu-paths \
		$(HOST_DIR)/gcc-c-64bit/kunit-tests

.PHONY: qemu-x86-user-deps
CHECK_STEPS += check-host-qemu-x86
endif
