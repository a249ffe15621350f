# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# check-shim-headers: every shim header makes visible what the kernel's
# header of the same name makes visible. For each header, a file that
# includes only that header and uses the kernel's documented names of it
# and of every header the kernel's pulls in (tools/host/probe/visible.txt),
# compiled with gcc and clang-19, as C and C++, from kcrypto-kunit.pc's
# Cflags alone. See tools/host/probe/check-shim-headers.sh; after a kernel
# update, tools/host/probe/kernel-visible.sh regenerates visible.txt.
# Included by tools/host/host.mk, after tools/host/kunit-pc.mk.

.PHONY: check-shim-headers
check-shim-headers: $(HOST_KUNIT_PC)
	@$(TOP)/tools/host/probe/check-shim-headers.sh $(HOST_DIR) $(HOST_ARCH)

CHECK_STEPS += check-shim-headers
