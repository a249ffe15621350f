# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# build/host/kcrypto-kunit.pc and build/host/libkcrypto-kunit.a: run your own
# kernel-style KUnit file on the host,
#
#   export PKG_CONFIG_PATH=$PWD/build/host
#   cc -std=gnu11 $(pkg-config --cflags kcrypto-kunit) my_kunit.c \
#      $(pkg-config --libs kcrypto-kunit) -o t && ./t
#
# The library holds kcrypto and the shim, as libkcrypto.a does but built
# with the shim's test instrumentation (HOST_INSTRUMENTED, objects in
# build/host/lib-kunit/), and the KUnit runtime (tools/host/kunit/kunit.cc,
# which provides main()). The .pc file comes from
# tools/host/kcrypto-kunit.pc.in; its Cflags have HOST_INSTRUMENTED too.
# Included by tools/host/host.mk.
#
# Targets: host-kunit-pc (build both), check-kunit-pc (build the KUnit
# files of tools/host/example/ exactly as above with gcc and clang-19, run
# them, and have kunit.py parse their KTAP).

HOST_KUNIT_PC := $(HOST_DIR)/kcrypto-kunit.pc
HOST_KUNIT_PC_LIB := $(HOST_DIR)/libkcrypto-kunit.a
HOST_KUNIT_PC_RT := $(HOST_DIR)/lib-kunit/tools/host/kunit/kunit.o
HOST_KUNIT_PC_INCLUDES := -I$(TOP)/include -I$(TOP)/tools/host/include \
	$(if $(wildcard $(TOP)/tools/host/arch/$(HOST_ARCH)/include),\
		-I$(TOP)/tools/host/arch/$(HOST_ARCH)/include)
# The library's Kconfig and instrumentation, as the files that use it must
# see them.
HOST_KUNIT_PC_DEFINES := $(HOST_LIB_BITS) $(HOST_INSTRUMENTED) \
	$(filter -D%,$(HOST_KCONFIG) $(ARCH_CFLAGS_$(HOST_ARCH)))

$(HOST_KUNIT_PC_RT): $(TOP)/tools/host/kunit/kunit.cc \
		     $(HOST_DIR)/lib-kunit/.flags | host-deps
	@mkdir -p $(@D)
	$(quiet_echo) CXX '$(@:$(BUILD)/%=%)'
	$(Q)g++ -fPIC $(HOST_KUNIT_CXXFLAGS) -MMD -MP -c $< -o $@

-include $(HOST_KUNIT_PC_RT:.o=.d)

$(HOST_KUNIT_PC_LIB): $(HOST_KUNIT_PC_OBJS) $(HOST_KUNIT_PC_RT)
	@rm -f $@
	$(quiet_echo) AR '$(@:$(BUILD)/%=%)'
	$(Q)ar rcs $@ $^

# $(call kunit_pc_gen,LIBDIR,INCLUDES,DEFINES): the command that fills in
# the template ($<) into $@; tools/cross/cross.mk makes one per architecture
# with it.
kunit_pc_gen = sed -e 's|@prefix@|$(TOP)|' -e 's|@libdir@|$(1)|' \
	-e 's|@includes@|$(strip $(2))|' -e 's|@defines@|$(strip $(3))|' \
	-e 's|@version@|0.1.0|' -e '/^\#/d' $< >$@

$(HOST_KUNIT_PC): $(TOP)/tools/host/kcrypto-kunit.pc.in \
		  $(HOST_DIR)/lib-kunit/.flags
	$(quiet_echo) GEN '$(@:$(BUILD)/%=%)'
	$(Q)$(call kunit_pc_gen,$(HOST_DIR),$(HOST_KUNIT_PC_INCLUDES),\
		$(HOST_KUNIT_PC_DEFINES))

.PHONY: host-kunit-pc check-kunit-pc
host-kunit-pc: $(HOST_KUNIT_PC) $(HOST_KUNIT_PC_LIB)

check-kunit-pc: host-kunit-pc
	@$(TOP)/tools/host/example/check-kunit-pc.sh $(HOST_DIR)

CHECK_STEPS += check-kunit-pc
