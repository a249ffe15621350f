# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Differential fuzzing against OpenSSL, libsodium and the generic code:
#
#   make fuzz FUZZ_SECONDS=N   run every libFuzzer target for N s (default 60)
#   check-fuzz                 each target for FUZZ_CHECK_SECONDS (20 s)
#
# Fuzzers: build/fuzz/fuzz_{openssl,sodium,arch}, clang-19 with
# -fsanitize=fuzzer,address,undefined; see tools/fuzz/fuzz_*.cc.

FUZZ_DIR := $(BUILD)/fuzz
FUZZ_SECONDS ?= 60
FUZZ_CHECK_SECONDS ?= 20
FUZZ_TARGETS := openssl sodium arch
FUZZ_BINS := $(patsubst %,$(FUZZ_DIR)/fuzz_%,$(FUZZ_TARGETS))

# ASan's redzones make stack frames larger: the frame size limit of
# HOST_CFLAGS is for the real build.
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all \
	    -fno-omit-frame-pointer -Wno-frame-larger-than
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
	@$(TOP)/tools/deps/install-deps.sh fuzz

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

$(FUZZ_DIR)/fuzz_%.o: $(TOP)/tools/fuzz/fuzz_%.cc \
		      $(TOP)/tools/fuzz/fuzz-common.h $(HOST_DIR)/include/.stamp \
		      | fuzz-deps
	@mkdir -p $(@D)
	clang++-19 $(FUZZ_CXXFLAGS) -c -o $@ $<

$(FUZZ_DIR)/fuzz_%: $(FUZZ_DIR)/fuzz_%.o $(FUZZ_LIB_OBJS) $(FUZZ_DIR)/gen.o
	clang++-19 $(FUZZ_CXXFLAGS) -o $@ $< $(FUZZ_LIB_OBJS) \
		$(if $(filter fuzz_arch,$(@F)),$(FUZZ_DIR)/gen.o) $(FUZZ_LIBS)

# The negative control: each fuzzer again, linked with a library whose
# blake2b_final() flips a bit of the digest (KCRYPTO_SELFTEST_PLANT, see
# <crypto/internal/kcrypto-plant.h>); the generic copy in gen.o stays
# clean. run-fuzz.sh runs build/fuzz/plant/fuzz_NAME over the seeds first
# and requires a BLAKE2b MISMATCH report from it.
FUZZ_PLANT_OBJS := $(patsubst $(TOP)/%.c,$(FUZZ_DIR)/plant/%.o,\
		   $(filter %.c,$(HOST_LIB_SRCS))) \
		   $(patsubst $(TOP)/%.S,$(FUZZ_DIR)/lib/%.o,\
		   $(filter %.S,$(HOST_LIB_SRCS)))
FUZZ_PLANT_BINS := $(patsubst $(FUZZ_DIR)/%,$(FUZZ_DIR)/plant/%,$(FUZZ_BINS))

$(FUZZ_DIR)/plant/%.o: $(TOP)/%.c | fuzz-deps host-deps
	@mkdir -p $(@D)
	clang-19 $(FUZZ_CFLAGS) -DKCRYPTO_SELFTEST_PLANT=final_byte -MMD -MP \
		-c $< -o $@

$(FUZZ_DIR)/plant/fuzz_%: $(FUZZ_DIR)/fuzz_%.o $(FUZZ_PLANT_OBJS) \
			  $(FUZZ_DIR)/gen.o
	clang++-19 $(FUZZ_CXXFLAGS) -o $@ $< $(FUZZ_PLANT_OBJS) \
		$(if $(filter fuzz_arch,$(@F)),$(FUZZ_DIR)/gen.o) $(FUZZ_LIBS)

-include $(patsubst %.o,%.d,$(filter $(FUZZ_DIR)/plant/%,$(FUZZ_PLANT_OBJS)))
.SECONDARY: $(FUZZ_PLANT_OBJS) $(patsubst %,%.o,$(FUZZ_BINS))

fuzz-build: $(FUZZ_BINS) $(FUZZ_PLANT_BINS)

fuzz: fuzz-build
	@$(TOP)/tools/fuzz/run-fuzz.sh fuzz $(FUZZ_SECONDS) $(FUZZ_BINS)

# fuzz_arch compares the library with itself when there is no arch code.
# With arch code it runs once with the library's own choice, and once more
# for each forced path of FUZZ_ARCH_ENVS_$(HOST_ARCH) (run-fuzz.sh's
# FUZZER+VAR=value form), so that every path meets the generic code. The
# BLAKE2s paths ride along with SHA-256's (BLAKE2s picks its own by timing).
FUZZ_ARCH_ENVS_x86 := KCRYPTO_SHA256_IMPL=avx2+KCRYPTO_BLAKE2S_IMPL=avx512 \
	KCRYPTO_SHA256_IMPL=ssse3+KCRYPTO_BLAKE2S_IMPL=ssse3
check-fuzz: fuzz-build
	@$(TOP)/tools/fuzz/run-fuzz.sh check-fuzz $(FUZZ_CHECK_SECONDS) \
		$(filter-out $(if $(ARCH_SRCS_$(HOST_ARCH)),,%/fuzz_arch),\
			$(FUZZ_BINS)) \
		$(if $(ARCH_SRCS_$(HOST_ARCH)),$(foreach e,\
			$(FUZZ_ARCH_ENVS_$(HOST_ARCH)),$(FUZZ_DIR)/fuzz_arch+$(e)))

CHECK_STEPS += check-fuzz
