# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# arm64 kernels: the modules cross-built against Debian's linux-source-6.12
# (the one arm64 build before 6.19's kernel_neon_begin() change), and run in
# a real arm64 Linux 7.3 kernel (Debian's linux-source-7.3) under
# qemu-system-aarch64.
#
#   make check-module-arm64  6.12 defconfig + modules_prepare, gcc cross
#                            compiler, W=1 C=1, any warning fails (modpost's
#                            too, against 6.12's exports read from its
#                            source); see tools/qemu-arm64/check-module.sh
#   make check-kunit-arm64   7.3 allnoconfig + tools/qemu-arm64/kunit.config
#                            under qemu-system-aarch64 -M virt -cpu max: the
#                            KUnit suites, the crypto self-tests of our
#                            drivers and which driver wins each name, with
#                            the CE code and with impl=generic;
#                            see tools/qemu-arm64/kunit-qemu.sh
#
# The 7.3 kernel (build/arm64-kernel/qemu, from the kernel cache) takes
# about 9 minutes on 2 shared cores when cold; later runs take about a
# minute each.

.PHONY: check-module-arm64 check-kunit-arm64
check-module-arm64:
	@$(TOP)/tools/qemu-arm64/check-module.sh

check-kunit-arm64:
	@$(TOP)/tools/qemu-arm64/kunit-qemu.sh

CHECK_STEPS += check-module-arm64 check-kunit-arm64
