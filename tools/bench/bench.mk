# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# make bench [QUICK=1]   kcrypto vs OpenSSL, libsodium and libb2 (and, for
#                        SHA-3, libgcrypt, nettle and Crypto++): cycles per
#                        call and MB/s, pinned to one CPU (tools/bench/run.sh)
# make check-bench       smoke test: the quick bench runs and every
#                        implementation agrees on the digests
#
# The benchmark links several copies of the library side by side: with
# CONFIG_64BIT (BLAKE2b rounds unrolled), without it (rolled), and with the
# arch code when the host has some. Each copy is linked into one object
# with its rows (kcrypto_impls.c) and all its global symbols get a prefix,
# so they do not clash with each other. Like libkcrypto.a, the copies go
# without the shim's test instrumentation (no HOST_INSTRUMENTED,
# tools/host/host.mk): their SIMD sections count nothing. On x86-64 a
# static i386 build of the two generic copies runs too, when the cross
# compiler is there and the kernel runs 32-bit programs.
#
# Output in build/bench/: bench.txt (the tables), results.json,
# cycles.png, mbps.png, summary.md, percall.csv and percall.md (the
# per-call table, tools/bench/percall.py), one TSV per algorithm and metric.

BENCH_DIR := $(BUILD)/bench
BENCH_SRC := $(TOP)/tools/bench
BENCH_LIB_SRCS := $(wildcard $(TOP)/lib/crypto/*.c) $(TOP)/tools/host/shim.c \
		  $(BENCH_SRC)/kcrypto_impls.c
BENCH_KCONFIG := -DCONFIG_KCRYPTO_BLAKE2B=1 -DCONFIG_KCRYPTO_BLAKE2S=1 \
		 -DCONFIG_KCRYPTO_SHA256=1 -DCONFIG_KCRYPTO_SHA512=1 \
		 -DCONFIG_KCRYPTO_SHA3=1
BENCH_KCFLAGS = -std=gnu11 -O2 -g -fno-strict-aliasing $(HOST_WARN) \
		$(HOST_INCLUDES) $(BENCH_KCONFIG) -I$(BENCH_SRC)
BENCH_CXXFLAGS := -std=gnu++20 -O2 -g -Wall -Wextra -Werror -I$(BENCH_SRC)

BENCH_ARCH_SRCS := $(ARCH_SRCS_$(HOST_ARCH))
BENCH_HOST_ARCH := $(shell uname -m)
BENCH_I386 := $(if $(filter x86_64,$(BENCH_HOST_ARCH)),y)

# $(call bench_lib,NAME,TOOLPREFIX,FLAGS,SRCS,VARIANT,IMPL)
# builds $(BENCH_DIR)/NAME/kcrypto.o whose only unprefixed global symbol
# is bench_kcrypto_VARIANT.
define bench_lib
$(1)_OBJS := $(patsubst $(TOP)/%.S,$(BENCH_DIR)/$(1)/%.o,\
		$(patsubst $(TOP)/%.c,$(BENCH_DIR)/$(1)/%.o,$(4)))

$(BENCH_DIR)/$(1)/%.o: $(TOP)/%.c | bench-deps
	@mkdir -p $$(@D)
	$(2)gcc $$(BENCH_KCFLAGS) $(3) $$(BENCH_OBJ_FLAGS) \
		-DBENCH_VARIANT=$(strip $(5)) \
		-DBENCH_IMPL='"$(strip $(6))"' -MMD -MP -c $$< -o $$@

$(BENCH_DIR)/$(1)/%.o: $(TOP)/%.S | bench-deps
	@mkdir -p $$(@D)
	$(2)gcc $$(BENCH_KCFLAGS) $(3) -MMD -MP -c $$< -o $$@

$(BENCH_DIR)/$(1)/kcrypto.o: $$($(1)_OBJS)
	$(2)ld -r -o $$@.tmp $$^
	$(2)nm -g --defined-only $$@.tmp | \
		awk '$$$$3 != "bench_kcrypto_$(strip $(5))" \
			{ print $$$$3, "bench_$(1)_" $$$$3 }' >$$@.syms
	$(2)objcopy --redefine-syms=$$@.syms $$@.tmp $$@
	@rm -f $$@.tmp

-include $$(patsubst %.o,%.d,$$($(1)_OBJS))
endef

$(eval $(call bench_lib,unrolled,,-DCONFIG_64BIT,$(BENCH_LIB_SRCS),unrolled,kcrypto))
$(eval $(call bench_lib,rolled,,,$(BENCH_LIB_SRCS),rolled,kcrypto-rolled))
BENCH_KC_OBJS := $(BENCH_DIR)/unrolled/kcrypto.o $(BENCH_DIR)/rolled/kcrypto.o
ifneq ($(BENCH_ARCH_SRCS),)
$(eval $(call bench_lib,arch,,-DCONFIG_64BIT $(ARCH_CFLAGS_$(HOST_ARCH)) \
	-DBENCH_ARCH_ONLY,$(BENCH_LIB_SRCS) $(BENCH_ARCH_SRCS),arch,kcrypto-auto))
BENCH_KC_OBJS += $(BENCH_DIR)/arch/kcrypto.o
BENCH_ARCH_DEF := -DBENCH_HAVE_ARCH
endif

# x86-64: a copy per SHA-256 path, rows kcrypto-ni, kcrypto-avx2,
# kcrypto-ssse3 and kcrypto-generic beside the library's own choice,
# kcrypto-auto. Each forces its path as a user would, with the glue's
# impl= parameter: the copy's glue file is module kcrypto_bench_ALG_PATH
# (KBUILD_MODNAME), whose parameter the shim reads from
# KCRYPTO_BENCH_ALG_PATH_IMPL (<linux/moduleparam.h>), which bench.cc
# sets before any module init runs. No hook in the product code.
# $(call bench_path_modname,ALG,PATH)
bench_path_modname = $(BENCH_DIR)/$(1)_$(2)/lib/crypto/$(1).o: \
	BENCH_OBJ_FLAGS := -DKBUILD_MODNAME='"kcrypto_bench_$(1)_$(2)"'
ifeq ($(BENCH_HOST_ARCH)$(if $(BENCH_ARCH_SRCS),y),x86_64y)
BENCH_SHA256_PATHS := ni avx2 ssse3 generic
$(foreach p,$(BENCH_SHA256_PATHS),$(eval $(call bench_lib,sha256_$(p),,\
	-DCONFIG_64BIT $(ARCH_CFLAGS_$(HOST_ARCH)) -DBENCH_SHA256_PATH \
	-DBENCH_PATH='"$(p)"',\
	$(BENCH_LIB_SRCS) $(BENCH_ARCH_SRCS),sha256_$(p),kcrypto-$(p))))
BENCH_KC_OBJS += $(foreach p,$(BENCH_SHA256_PATHS),\
		 $(BENCH_DIR)/sha256_$(p)/kcrypto.o)
$(foreach p,$(BENCH_SHA256_PATHS),$(eval $(call bench_path_modname,sha256,$(p))))
BENCH_ARCH_DEF += -DBENCH_HAVE_SHA256_PATHS

# The same for SHA-512: rows kcrypto-avx512, kcrypto-avx2, kcrypto-ssse3,
# kcrypto-generic.
BENCH_SHA512_PATHS := avx512 avx2 ssse3 generic
$(foreach p,$(BENCH_SHA512_PATHS),$(eval $(call bench_lib,sha512_$(p),,\
	-DCONFIG_64BIT $(ARCH_CFLAGS_$(HOST_ARCH)) -DBENCH_SHA512_PATH \
	-DBENCH_PATH='"$(p)"',\
	$(BENCH_LIB_SRCS) $(BENCH_ARCH_SRCS),sha512_$(p),kcrypto-$(p))))
BENCH_KC_OBJS += $(foreach p,$(BENCH_SHA512_PATHS),\
		 $(BENCH_DIR)/sha512_$(p)/kcrypto.o)
$(foreach p,$(BENCH_SHA512_PATHS),$(eval $(call bench_path_modname,sha512,$(p))))
BENCH_ARCH_DEF += -DBENCH_HAVE_SHA512_PATHS

# The same for BLAKE2s: rows kcrypto-ssse3, kcrypto-avx512, kcrypto-generic.
BENCH_BLAKE2S_PATHS := ssse3 avx512 generic
$(foreach p,$(BENCH_BLAKE2S_PATHS),$(eval $(call bench_lib,blake2s_$(p),,\
	-DCONFIG_64BIT $(ARCH_CFLAGS_$(HOST_ARCH)) -DBENCH_BLAKE2S_PATH \
	-DBENCH_PATH='"$(p)"',\
	$(BENCH_LIB_SRCS) $(BENCH_ARCH_SRCS),blake2s_$(p),kcrypto-$(p))))
BENCH_KC_OBJS += $(foreach p,$(BENCH_BLAKE2S_PATHS),\
		 $(BENCH_DIR)/blake2s_$(p)/kcrypto.o)
$(foreach p,$(BENCH_BLAKE2S_PATHS),$(eval $(call bench_path_modname,blake2s,$(p))))
BENCH_ARCH_DEF += -DBENCH_HAVE_BLAKE2S_PATHS

# The same for BLAKE2b: rows kcrypto-avx2, kcrypto-avx512, kcrypto-generic.
BENCH_BLAKE2B_PATHS := avx2 avx512 generic
$(foreach p,$(BENCH_BLAKE2B_PATHS),$(eval $(call bench_lib,blake2b_$(p),,\
	-DCONFIG_64BIT $(ARCH_CFLAGS_$(HOST_ARCH)) -DBENCH_BLAKE2B_PATH \
	-DBENCH_PATH='"$(p)"',\
	$(BENCH_LIB_SRCS) $(BENCH_ARCH_SRCS),blake2b_$(p),kcrypto-$(p))))
BENCH_KC_OBJS += $(foreach p,$(BENCH_BLAKE2B_PATHS),\
		 $(BENCH_DIR)/blake2b_$(p)/kcrypto.o)
$(foreach p,$(BENCH_BLAKE2B_PATHS),$(eval $(call bench_path_modname,blake2b,$(p))))
BENCH_ARCH_DEF += -DBENCH_HAVE_BLAKE2B_PATHS
endif

# The kernel's own lib/crypto (Debian's linux-source-7.3), compiled through
# the shim by tools/bench/kernel-peer.sh: rows "kernel" (its arch code, on
# x86-64) and "kernel-generic" (its C alone).
BENCH_KERNEL_VARIANTS := generic $(if $(filter x86_64,$(BENCH_HOST_ARCH)),arch)
BENCH_KERNEL_OBJS := $(foreach v,$(BENCH_KERNEL_VARIANTS),\
			$(BENCH_DIR)/kernel/$(v).o) \
		     $(if $(filter arch,$(BENCH_KERNEL_VARIANTS)),\
			$(BENCH_DIR)/kernel/arch-asm.o)
BENCH_KERNEL_DEPS := $(BENCH_SRC)/kernel-peer.sh $(BENCH_SRC)/kcrypto_impls.c \
		     $(BENCH_SRC)/bench.h $(TOP)/tools/host/shim.c \
		     $(TOP)/tools/uml/kernel-tree.sh \
		     $(wildcard $(TOP)/tools/host/include/*.h \
				$(TOP)/tools/host/include/*/*.h \
				$(TOP)/tools/host/arch/$(HOST_ARCH)/include/*/*.h \
				$(TOP)/tools/host/arch/$(HOST_ARCH)/include/*/*/*.h)
$(BENCH_DIR)/kernel/%.o: $(BENCH_KERNEL_DEPS) | bench-deps
	@mkdir -p $(@D)
	$(BENCH_SRC)/kernel-peer.sh $@ $* gcc $(BENCH_KCFLAGS)
$(BENCH_DIR)/kernel/arch-asm.o: $(BENCH_DIR)/kernel/arch.o ;
BENCH_KC_OBJS += $(BENCH_KERNEL_OBJS)

# x86-64: kernel-paths, which names the kernel's assembly functions its
# "kernel" rows call (tools/bench/kernel-paths.cc): a counting wrapper per
# global function of its lib/crypto/x86/*.S objects, linked with --wrap.
ifneq ($(filter arch,$(BENCH_KERNEL_VARIANTS)),)
$(BENCH_DIR)/kernel/paths-wrap.S: $(BENCH_DIR)/kernel/arch.o
	@for o in $(BENCH_DIR)/kernel/arch.d/*-asm.o \
		$(BENCH_DIR)/kernel/arch.d/*-core.o; do \
		nm -g --defined-only $$o | awk '$$2 == "T" { print $$3 }'; \
	done | sort -u | awk '{ \
		s = "bench_kernel_arch_" $$1; \
		print "\t.text\n\t.globl __wrap_" s "\n__wrap_" s ":"; \
		print "\tlock incq .Lcalls" NR "(%rip)\n\tjmp __real_" s; \
		print "\t.data\n\t.balign 8\n.Lcalls" NR ":\t.quad 0"; \
		print "\t.section .rodata\n.Lname" NR ":\t.asciz \"" $$1 "\""; \
		n = NR } END { \
		print "\t.section .data.rel.ro, \"aw\"\n\t.balign 8"; \
		print "\t.globl kernel_paths_syms\nkernel_paths_syms:"; \
		for (i = 1; i <= n; i++) \
			print "\t.quad .Lname" i ", .Lcalls" i; \
		print "\t.quad 0, 0"; \
		print "\t.section .note.GNU-stack, \"\", @progbits" }' >$@

$(BENCH_DIR)/kernel-paths: $(BENCH_SRC)/kernel-paths.cc $(BENCH_SRC)/bench.h \
		$(BENCH_DIR)/kernel/paths-wrap.S $(BENCH_DIR)/kernel/arch.o
	g++ $(BENCH_CXXFLAGS) -o $@ $(BENCH_SRC)/kernel-paths.cc \
		$(BENCH_DIR)/kernel/paths-wrap.S $(BENCH_DIR)/kernel/arch.o \
		$(BENCH_DIR)/kernel/arch-asm.o \
		$$(sed -n 's/^\t.globl __wrap_/-Wl,--wrap=/p' \
			$(BENCH_DIR)/kernel/paths-wrap.S)
BENCH_EXTRA_BINS := $(BENCH_DIR)/kernel-paths
endif
BENCH_ARCH_DEF += -DBENCH_HAVE_KERNEL_GENERIC \
		  $(if $(filter arch,$(BENCH_KERNEL_VARIANTS)),-DBENCH_HAVE_KERNEL_ARCH)

BENCH_MAIN_FLAGS := $(BENCH_CXXFLAGS) -DBENCH_HAVE_PEERS $(BENCH_ARCH_DEF)

# Rebuilt when the flags change, e.g. when arch code appears.
$(BENCH_DIR)/main/flags: FORCE
	@mkdir -p $(@D)
	@echo '$(BENCH_MAIN_FLAGS)' | cmp -s - $@ || \
		echo '$(BENCH_MAIN_FLAGS)' >$@

$(BENCH_DIR)/main/%.o: $(BENCH_SRC)/%.cc $(BENCH_SRC)/bench.h \
		$(BENCH_DIR)/main/flags | bench-deps
	g++ $(BENCH_MAIN_FLAGS) -c $< -o $@

$(BENCH_DIR)/kcrypto-bench: $(BENCH_DIR)/main/bench.o \
		$(BENCH_DIR)/main/peers.o $(BENCH_DIR)/main/peers_b2.o \
		$(BENCH_DIR)/main/peers_noshani.o $(BENCH_DIR)/main/peers_sha3.o \
		$(BENCH_DIR)/main/peers_cryptopp.o $(BENCH_KC_OBJS)
	g++ -o $@ $^ $$(pkg-config --libs libcrypto libsodium libb2 \
		libgcrypt nettle libcrypto++)

BENCH_BINS := $(BENCH_DIR)/kcrypto-bench

ifeq ($(BENCH_I386),y)
# Unrolled BLAKE2b on i386 has a frame over the host build's 1024 limit:
# measuring that trade is the point here.
$(eval $(call bench_lib,i386-unrolled,i686-linux-gnu-,-DCONFIG_64BIT \
	-Wno-frame-larger-than,\
	$(BENCH_LIB_SRCS),unrolled,kcrypto))
$(eval $(call bench_lib,i386-rolled,i686-linux-gnu-,,$(BENCH_LIB_SRCS),\
	rolled,kcrypto-rolled))

$(BENCH_DIR)/i386/bench.o: $(BENCH_SRC)/bench.cc $(BENCH_SRC)/bench.h | \
		bench-deps
	@mkdir -p $(@D)
	i686-linux-gnu-g++ $(BENCH_CXXFLAGS) -c $< -o $@

$(BENCH_DIR)/kcrypto-bench-i386: $(BENCH_DIR)/i386/bench.o \
		$(BENCH_DIR)/i386-unrolled/kcrypto.o \
		$(BENCH_DIR)/i386-rolled/kcrypto.o
	i686-linux-gnu-g++ -static -o $@ $^

BENCH_BINS += $(BENCH_DIR)/kcrypto-bench-i386
endif

.PHONY: bench bench-build bench-deps check-bench FORCE

bench-deps:
	@$(TOP)/tools/deps/install-deps.sh bench

bench-build: $(BENCH_BINS) $(BENCH_EXTRA_BINS)

bench: bench-build
	@$(TOP)/tools/bench/run.sh $(if $(QUICK),--quick) $(BENCH_DIR) \
		$(BENCH_BINS)

# Built with 2 jobs even when make check runs its steps serially.
bench_j = $(if $(findstring jobserver,$(MAKEFLAGS)),,-j2)

check-bench: $(CPUFLAGS)
	@$(MAKE) --no-print-directory -s $(bench_j) bench-build
	@$(TOP)/tools/bench/run.sh --check $(BENCH_DIR) $(BENCH_BINS)

CHECK_STEPS += check-bench

# Documentation/benchmark-<cpu>.md from the last make bench: its tables,
# headed by the CPU, date, commit and command of the run
# (tools/bench/report.py). Not a check step: it writes into the tree.
.PHONY: bench-doc
bench-doc:
	@$(TOP)/tools/bench/report.py $(BENCH_DIR) $(TOP)/Documentation
