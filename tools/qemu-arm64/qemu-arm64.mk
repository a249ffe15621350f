# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# arm64 kernels: the modules cross-built against Debian's linux-source-6.12,
# and run in a real arm64 kernel under qemu-system-aarch64.
#
#   make check-module-arm64  defconfig + modules_prepare, gcc cross compiler,
#                            W=1 C=1, any warning fails (modpost's too); see
#                            tools/qemu-arm64/check-module.sh
#   make check-kunit-arm64   allnoconfig + tools/qemu-arm64/kunit.config under
#                            qemu-system-aarch64 -M virt -cpu max: the KUnit
#                            suites and the crypto self-tests of our drivers,
#                            with the CE code and with
#                            kcrypto_sha256.impl=generic;
#                            see tools/qemu-arm64/kunit-qemu.sh
#
# Both share the full kernel in build/arm64-kernel/qemu (built by whichever
# runs first, about 6 minutes on 2 cores); later runs take about a minute.

.PHONY: check-module-arm64 check-kunit-arm64
check-module-arm64:
	@$(TOP)/tools/qemu-arm64/check-module.sh

check-kunit-arm64:
	@$(TOP)/tools/qemu-arm64/kunit-qemu.sh

CHECK_STEPS += check-module-arm64 check-kunit-arm64
