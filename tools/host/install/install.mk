# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# make install / make uninstall: the host library, GNU style, under
# $(DESTDIR)$(PREFIX) (PREFIX defaults to /usr/local):
#
#   lib/libkcrypto.a, lib/libkcrypto.so.0.1.0 (soname libkcrypto.so.0,
#   symlinks libkcrypto.so.0 and libkcrypto.so), lib/libkcrypto-kunit.a
#   (the library, the shim and the KUnit runtime with its main(), from
#   tools/host/kunit-pc.mk),
#   lib/pkgconfig/kcrypto.pc and kcrypto-kunit.pc, include/kcrypto/ (all
#   headers, so that the shim's linux/*.h never shadows /usr/include/linux),
#   bin/kcsum.
#
# make check-install: install into a DESTDIR under build/, build
# tools/host/example and tools/host/install/install_kunit.c against the
# installed .pc files alone, static and shared, with gcc and clang-19, run
# them, uninstall, and show that no file is left.

PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_VERSION := 0.1.0

.PHONY: install uninstall install-files check-install

$(HOST_DIR)/libkcrypto.so.$(INSTALL_VERSION): $(HOST_LIB_OBJS)
	$(quiet_echo) LD '$(@:$(BUILD)/%=%)'
	$(Q)gcc -shared -Wl,-soname,libkcrypto.so.0 -o $@ $^

# libkcrypto-kunit.a and the kcrypto-kunit.pc template come from
# tools/host/kunit-pc.mk; the .pc gets the installed paths and the same
# -D options (HOST_KUNIT_PC_DEFINES) as the build tree's.

install-files: host-lib $(HOST_DIR)/libkcrypto.so.$(INSTALL_VERSION) \
	       $(HOST_KUNIT_PC_LIB) $(BUILD)/kcsum/kcsum

install: install-files
	@$(TOP)/tools/host/install/install.sh install '$(HOST_DIR)' \
		'$(BUILD)/kcsum/kcsum' '$(DESTDIR)' '$(PREFIX)' \
		'$(HOST_ARCH)' '$(INSTALL_VERSION)' '$(HOST_KUNIT_PC_DEFINES)'

uninstall:
	@$(TOP)/tools/host/install/install.sh uninstall '$(HOST_DIR)' \
		'$(BUILD)/kcsum/kcsum' '$(DESTDIR)' '$(PREFIX)' \
		'$(HOST_ARCH)' '$(INSTALL_VERSION)' ''

check-install: install-files
	@$(TOP)/tools/host/install/check-install.sh '$(HOST_DIR)' \
		'$(BUILD)/kcsum/kcsum' '$(HOST_ARCH)' '$(INSTALL_VERSION)' \
		'$(HOST_KUNIT_PC_DEFINES)'

CHECK_STEPS += check-install
