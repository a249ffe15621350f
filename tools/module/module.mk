# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# kcrypto as a kernel module (Kbuild, Kconfig, dkms.conf at the top).
#
#   make module        build the .ko files against KDIR (default: the running
#                      kernel's /lib/modules/$(uname -r)/build, else the
#                      newest /usr/src/linux-headers-*; as root on Debian with
#                      none, installs linux-headers-amd64). Kconfig defaults;
#                      override on the command line, e.g.
#                      make module KDIR=... CONFIG_KCRYPTO_BENCHMARK=y
#   make modules-all   the same against every installed header set
#   make check-module  Debian 12's 6.1 and 6.12 kernels and Debian's 7.3 with
#                      W=1 C=1 (any compiler or sparse warning fails), 7.3
#                      with frame pointers and KUnit too, then checks the
#                      license (modinfo), the kcrypto_* GPL exports and no
#                      test hooks (tools/module/check-module.sh)
#   make check-dkms    dkms add + dkms build for the 6.1 and 6.12 kernels,
#                      in a private DKMS tree under build/dkms/
#
# Everything is cached under build/: build/module/HEADERS/ (one source copy
# per kernel: Kbuild before v6.13 writes objects beside the sources).
# In-tree use (kunit.py with kcrypto at lib/kcrypto): tools/module/kunit-intree.sh.

MODULE_DIR := $(BUILD)/module
KDIR ?=

.PHONY: module modules-all check-module check-dkms

module:
	@kdir='$(KDIR)'; \
	[ -n "$$kdir" ] || kdir=$$($(TOP)/tools/module/kdirs.sh default) || exit 1; \
	out='$(MODULE_DIR)'/$$(basename "$$(readlink -f "$$kdir")"); \
	$(TOP)/tools/module/build.sh "$$kdir" "$$out" && \
	echo "module: built against $$kdir:" && ls "$$out"/src/*.ko

modules-all:
	@kdirs=$$($(TOP)/tools/module/kdirs.sh all); \
	[ -n "$$kdirs" ] || { echo "modules-all: no kernel headers installed" >&2; exit 1; }; \
	for kdir in $$kdirs; do \
		out='$(MODULE_DIR)'/$$(basename "$$kdir"); \
		$(TOP)/tools/module/build.sh "$$kdir" "$$out" >/dev/null || \
			{ cat "$$out/build.log" >&2; exit 1; }; \
		echo "modules-all: $$kdir:" $$(cd "$$out/src" && ls *.ko); \
	done

check-module:
	@$(TOP)/tools/module/check-module.sh

check-dkms:
	@$(TOP)/tools/module/dkms-check.sh

ifneq ($(wildcard /lib/modules/$(shell uname -r)/build/Makefile \
		/usr/src/linux-headers-*/Module.symvers),)
ALL_TARGETS += module
endif
CHECK_STEPS += check-module check-dkms
