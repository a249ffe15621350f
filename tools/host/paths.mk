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
# fails the step, by name.

HOST_PATHS := $(wildcard $(TOP)/tools/host/arch/$(HOST_ARCH)/paths)
HOST_PATHS_BINS := $(HOST_DIR)/gcc-c-64bit/kunit-tests \
		   $(HOST_DIR)/clang-cxx-64bit/kunit-tests

.PHONY: check-host-paths

check-host-paths: host-gcc-c-64bit host-clang-cxx-64bit
	@$(TOP)/tools/host/run-paths.sh check-host-paths $(HOST_PATHS) \
		$(HOST_PATHS_BINS)

CHECK_STEPS += $(if $(HOST_PATHS),check-host-paths)

