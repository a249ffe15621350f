# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Robustness checks (issue 7), all included from the top-level Makefile:
#
#   make fuzz FUZZ_SECONDS=N   run every libFuzzer target for N s (default 60)
#   check-fuzz                 each target for FUZZ_CHECK_SECONDS (20 s)
#   check-asan                 every host KUnit suite under ASan+UBSan
#   check-valgrind             every host KUnit suite under valgrind memcheck
#   check-ct                   secret-independence check with memcheck
#   check-kcsum                kcsum against coreutils b2sum/sha*sum
#   kcsum                      build/kcsum/kcsum, a b2sum/sha256sum work-alike
#
# Fuzzers: build/fuzz/fuzz_{openssl,sodium,arch}, clang-19 with
# -fsanitize=fuzzer,address,undefined; see tools/fuzz/fuzz_*.cc.

FUZZ_DIR := $(BUILD)/fuzz
FUZZ_SECONDS ?= 60
FUZZ_CHECK_SECONDS ?= 20
FUZZ_TARGETS := openssl sodium arch
FUZZ_BINS := $(patsubst %,$(FUZZ_DIR)/fuzz_%,$(FUZZ_TARGETS))

FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all \
	    -fno-omit-frame-pointer
FUZZ_BITS := $(if $(filter 64,$(shell getconf LONG_BIT)),-DCONFIG_64BIT)
FUZZ_CFLAGS := -x c -std=gnu11 $(FUZZ_BITS) $(HOST_CFLAGS) \
	       -fsanitize=fuzzer-no-link $(FUZZ_SAN)
# The generic-only copy of the library: no arch flags, no shim.
FUZZ_GEN_CFLAGS := -x c -std=gnu11 $(FUZZ_BITS) -fsanitize=fuzzer-no-link \
		   $(FUZZ_SAN) $(filter-out $(ARCH_CFLAGS_$(HOST_ARCH)),\
			$(HOST_CFLAGS))
FUZZ_CXXFLAGS := -std=gnu++20 -O1 -g -Wall -Wextra -Werror \
		 -I$(HOST_DIR)/include -fsanitize=fuzzer $(FUZZ_SAN)
FUZZ_LIBS := -lcrypto -lsodium -lb2

FUZZ_LIB_OBJS := $(patsubst $(TOP)/%.S,$(FUZZ_DIR)/lib/%.o,\
		 $(patsubst $(TOP)/%.c,$(FUZZ_DIR)/lib/%.o,$(HOST_LIB_SRCS)))
FUZZ_GEN_OBJS := $(patsubst $(TOP)/%.c,$(FUZZ_DIR)/gen/%.o,\
		 $(wildcard $(TOP)/lib/crypto/*.c))

.PHONY: fuzz fuzz-build fuzz-deps check-fuzz

fuzz-deps:
	@$(TOP)/tools/install-deps.sh fuzz

$(FUZZ_DIR)/lib/%.o: $(TOP)/%.c | fuzz-deps host-deps
	@mkdir -p $(@D)
	clang-19 $(FUZZ_CFLAGS) -MMD -MP -c $< -o $@

$(FUZZ_DIR)/lib/%.o: $(TOP)/%.S | fuzz-deps host-deps
	@mkdir -p $(@D)
	clang-19 $(FUZZ_BITS) $(HOST_CFLAGS) -MMD -MP -c $< -o $@

$(FUZZ_DIR)/gen/%.o: $(TOP)/%.c | fuzz-deps host-deps
	@mkdir -p $(@D)
	clang-19 $(FUZZ_GEN_CFLAGS) -MMD -MP -c $< -o $@

-include $(patsubst %.o,%.d,$(FUZZ_LIB_OBJS) $(FUZZ_GEN_OBJS))
.SECONDARY: $(FUZZ_LIB_OBJS) $(FUZZ_GEN_OBJS)

# One relocatable object with every global symbol renamed gen_SYMBOL.
$(FUZZ_DIR)/gen.o: $(FUZZ_GEN_OBJS)
	ld -r -o $@.tmp $^
	nm -g --defined-only $@.tmp | \
		awk '$$3 !~ /^_+(asan|odr|sancov|ubsan)/ { print $$3, "gen_" $$3 }' \
		>$@.syms
	objcopy --redefine-syms=$@.syms $@.tmp $@
	@rm -f $@.tmp

$(FUZZ_DIR)/fuzz_%: $(TOP)/tools/fuzz/fuzz_%.cc \
		    $(TOP)/tools/fuzz/fuzz-common.h $(FUZZ_LIB_OBJS) \
		    $(FUZZ_DIR)/gen.o $(HOST_DIR)/include/.stamp
	clang++-19 $(FUZZ_CXXFLAGS) -o $@ $< $(FUZZ_LIB_OBJS) \
		$(if $(filter fuzz_arch,$(@F)),$(FUZZ_DIR)/gen.o) $(FUZZ_LIBS)

fuzz-build: $(FUZZ_BINS)

fuzz: fuzz-build
	@$(TOP)/tools/fuzz/run-fuzz.sh fuzz $(FUZZ_SECONDS) $(FUZZ_BINS)

# fuzz_arch compares the library with itself when there is no arch code.
check-fuzz: fuzz-build
	@$(TOP)/tools/fuzz/run-fuzz.sh check-fuzz $(FUZZ_CHECK_SECONDS) \
		$(filter-out $(if $(ARCH_SRCS_$(HOST_ARCH)),,%/fuzz_arch),\
			$(FUZZ_BINS))

CHECK_STEPS += check-fuzz

# --- sanitizers and valgrind on the KUnit suites -----------------------------

# Two of the eight host variants, rebuilt under build/asan/ by host.mk with
# ASan+UBSan: clang as C and gcc as C++ (both 64-bit). Any report aborts
# the binary, which run-kunit.sh counts as a failure. ASan's redzones make
# stack frames larger: the frame size limit is for the real build.
ASAN_DIR := $(BUILD)/asan
ASAN_VARIANTS := clang-c-64bit gcc-cxx-64bit
ASAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all \
	      -fno-omit-frame-pointer -Wno-frame-larger-than
ASAN_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:strict_string_checks=1:detect_stack_use_after_return=1 \
	    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

.PHONY: asan check-asan check-valgrind

asan:
	@$(MAKE) -j2 --no-print-directory -f $(TOP)/Makefile HOST_DIR=$(ASAN_DIR) \
		HOST_EXTRA_CFLAGS='$(ASAN_FLAGS)' \
		$(foreach v,$(ASAN_VARIANTS),host-$(v))

# Negative controls: a heap overflow and a too-wide shift, built with the
# same flags by each compiler, must be reported (see sanitizer-control.c).
SAN_CONTROL := $(TOP)/tools/fuzz/sanitizer-control.c

$(ASAN_DIR)/control-%: $(SAN_CONTROL) | host-deps
	@mkdir -p $(@D)
	$(if $(filter gcc,$*),gcc,clang-19) -O2 -g $(ASAN_FLAGS) -o $@ $<

check-asan: asan $(ASAN_DIR)/control-gcc $(ASAN_DIR)/control-clang
	@status=0; for cc in gcc clang; do for m in heap-overflow shift; do \
		if $(ASAN_ENV) $(ASAN_DIR)/control-$$cc $$m \
			>$(ASAN_DIR)/control-$$cc-$$m.log 2>&1 || \
		   ! grep -q 'ERROR: AddressSanitizer\|runtime error' \
			$(ASAN_DIR)/control-$$cc-$$m.log; then \
			echo "negative control $$cc $$m: NOT reported"; \
			status=1; \
		else \
			echo "negative control $$cc $$m: reported, ok"; \
		fi; done; done; exit $$status
	@$(ASAN_ENV) $(TOP)/tools/host/run-kunit.sh check-asan \
		$(foreach v,$(ASAN_VARIANTS),$(ASAN_DIR)/$(v)/kunit-tests)

# Memcheck on the plain gcc C 64-bit build: any error or leak fails.
VALGRIND := valgrind -q --error-exitcode=99 --leak-check=full \
	    --errors-for-leak-kinds=definite,indirect --track-origins=yes

check-valgrind: $(HOST_DIR)/gcc-c-64bit/kunit-tests $(SAN_CONTROL) | fuzz-deps
	@rm -rf $(BUILD)/valgrind && mkdir -p $(BUILD)/valgrind
	@cp $< $(BUILD)/valgrind/kunit-tests
	@gcc -O0 -g -o $(BUILD)/valgrind/control $(SAN_CONTROL)
	@for m in heap-overflow uninit; do \
		if $(VALGRIND) $(BUILD)/valgrind/control $$m \
			>$(BUILD)/valgrind/control-$$m.log 2>&1; then \
			echo "negative control $$m: NOT reported"; exit 1; \
		fi; echo "negative control $$m: reported, ok"; done
	@KUNIT_RUNNER='$(VALGRIND)' $(TOP)/tools/host/run-kunit.sh \
		check-valgrind $(BUILD)/valgrind/kunit-tests

CHECK_STEPS += check-asan check-valgrind

# --- secret-independent code: valgrind memcheck on marked secrets -----------

CT_DIR := $(BUILD)/ct

.PHONY: check-ct

$(CT_DIR)/ct-check: $(TOP)/tools/ct/ct-check.c $(HOST_DIR)/libkcrypto.a \
		   $(HOST_DIR)/include/.stamp | fuzz-deps
	@mkdir -p $(@D)
	gcc -std=gnu11 -O2 -g -Wall -Wextra -Werror -o $@ $< \
		-I$(HOST_DIR)/include -L$(HOST_DIR) -lkcrypto

# The same with the library compiled by clang-19, whose code generation
# (branches or not) is its own. Valgrind 3.19 reads DWARF 4, not 5.
$(CT_DIR)/ct-check-clang: $(TOP)/tools/ct/ct-check.c $(HOST_LIB_SRCS) \
			  $(HOST_DIR)/include/.stamp | fuzz-deps host-deps
	@mkdir -p $(CT_DIR)/clang
	@set -e; objs=; for src in $(HOST_LIB_SRCS); do \
		obj=$(CT_DIR)/clang/$$(basename $$src).o; \
		case $$src in *.c) lang="-x c -std=gnu11";; *) lang=;; esac; \
		echo "clang-19 $$lang ... -c $$src"; \
		clang-19 $$lang $(FUZZ_BITS) $(HOST_CFLAGS) -gdwarf-4 \
			-c $$src -o $$obj; \
		objs="$$objs $$obj"; \
	done; \
	clang-19 -std=gnu11 -O2 -gdwarf-4 -Wall -Wextra -Werror \
		-I$(HOST_DIR)/include -o $@ $< $$objs

# No second pass with KCRYPTO_FORCE_GENERIC=1: valgrind hides the CPU
# features the x86 arch code needs (SHA-NI), so the generic code is what
# runs under it anyway.
check-ct: $(CT_DIR)/ct-check $(CT_DIR)/ct-check-clang
	@$(TOP)/tools/ct/check-ct.sh check-ct "" $^

CHECK_STEPS += check-ct

# --- kcsum: the library as a b2sum/sha256sum work-alike ----------------------

KCSUM_DIR := $(BUILD)/kcsum

.PHONY: kcsum check-kcsum

$(KCSUM_DIR)/kcsum: $(TOP)/tools/kcsum/kcsum.cc $(HOST_DIR)/libkcrypto.a \
		    $(HOST_DIR)/include/.stamp | host-deps
	@mkdir -p $(@D)
	g++ -std=gnu++20 -O2 -g -Wall -Wextra -Werror -o $@ $< \
		-I$(HOST_DIR)/include -L$(HOST_DIR) -lkcrypto

kcsum: $(KCSUM_DIR)/kcsum

check-kcsum: $(KCSUM_DIR)/kcsum | fuzz-deps
	@$(TOP)/tools/kcsum/check-kcsum.sh $<

ALL_TARGETS += kcsum
CHECK_STEPS += check-kcsum
