# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Differential fuzzing against OpenSSL, libsodium and the generic code:
#
#   make fuzz FUZZ_SECONDS=N   run every libFuzzer target for N s (default 60)
#   check-fuzz                 each target for FUZZ_CHECK_SECONDS (20 s)
#   check-fuzz-cross           fuzz_arch for armhf and arm64 under qemu-user,
#                              FUZZ_CROSS_INPUTS inputs per run (see below)
#
# Fuzzers: build/fuzz/fuzz_{openssl,sodium,arch,sha3}, clang-19 with
# -fsanitize=fuzzer,address,undefined; see tools/fuzz/fuzz_*.cc (fuzz_sha3:
# SHA-3 and SHAKE against OpenSSL's EVP, split updates and squeezes).

FUZZ_DIR := $(BUILD)/fuzz
FUZZ_SECONDS ?= 60
FUZZ_CHECK_SECONDS ?= 20
FUZZ_TARGETS := openssl sodium arch sha3
FUZZ_BINS := $(patsubst %,$(FUZZ_DIR)/fuzz_%,$(FUZZ_TARGETS))

# ASan's redzones make stack frames larger: the frame size limit of
# HOST_CFLAGS is for the real build.
FUZZ_SAN := -fsanitize=address,undefined -fno-sanitize-recover=all \
	    -fno-omit-frame-pointer -Wno-frame-larger-than
FUZZ_BITS := $(if $(filter 64,$(shell getconf LONG_BIT)),-DCONFIG_64BIT)
FUZZ_CFLAGS := -x c -std=gnu11 $(FUZZ_BITS) $(HOST_CFLAGS) \
	       -fsanitize=fuzzer-no-link $(FUZZ_SAN)
# The generic-only copy of the library: no arch flags, no shim. ASan leaves
# its global variables alone: their checks are the library copy's, and
# instrumented globals come in COMDAT groups named after the source file,
# which the linker would fold into the library copy's (the exported
# sha*_zero_message_hash[] made those groups appear).
FUZZ_GEN_CFLAGS := -x c -std=gnu11 $(FUZZ_BITS) -fsanitize=fuzzer-no-link \
		   $(FUZZ_SAN) -mllvm -asan-globals=0 \
		   $(filter-out $(ARCH_CFLAGS_$(HOST_ARCH)),$(HOST_CFLAGS))
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
	$(CCACHE) clang-19 $(FUZZ_CFLAGS) -MMD -MP -MT $@ -c $< -o $@

$(FUZZ_DIR)/lib/%.o: $(TOP)/%.S | fuzz-deps host-deps
	@mkdir -p $(@D)
	$(CCACHE) clang-19 $(FUZZ_BITS) $(HOST_CFLAGS) -MMD -MP -MT $@ -c $< -o $@

$(FUZZ_DIR)/gen/%.o: $(TOP)/%.c | fuzz-deps host-deps
	@mkdir -p $(@D)
	$(CCACHE) clang-19 $(FUZZ_GEN_CFLAGS) -MMD -MP -MT $@ -c $< -o $@

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
	$(CCACHE) clang++-19 $(FUZZ_CXXFLAGS) -c -o $@ $<

$(FUZZ_DIR)/fuzz_%: $(FUZZ_DIR)/fuzz_%.o $(FUZZ_LIB_OBJS) $(FUZZ_DIR)/gen.o
	clang++-19 $(FUZZ_CXXFLAGS) -o $@ $< $(FUZZ_LIB_OBJS) \
		$(if $(filter fuzz_arch,$(@F)),$(FUZZ_DIR)/gen.o) $(FUZZ_LIBS)

# The negative control: each fuzzer again, linked with the library built
# from the tree of tools/plants/final_byte.patch, whose blake2b_final()
# and sha3_final() flip a bit of the digest (tools/plants/plants.mk); the
# generic copy in gen.o stays clean. run-fuzz.sh runs
# build/fuzz/plant/fuzz_NAME over the seeds first and requires a BLAKE2b
# (fuzz_sha3: SHA3) MISMATCH report from it.
FUZZ_PLANT_C_OBJS := $(patsubst $(TOP)/%.c,$(FUZZ_DIR)/plant/%.o,\
		     $(filter %.c,$(HOST_LIB_SRCS)))
FUZZ_PLANT_S_OBJS := $(patsubst $(TOP)/%.S,$(FUZZ_DIR)/plant/%.o,\
		     $(filter %.S,$(HOST_LIB_SRCS)))
FUZZ_PLANT_OBJS := $(FUZZ_PLANT_C_OBJS) $(FUZZ_PLANT_S_OBJS)
FUZZ_PLANT_BINS := $(patsubst $(FUZZ_DIR)/%,$(FUZZ_DIR)/plant/%,$(FUZZ_BINS))
fuzz_plant := $(call plant_tree,final_byte)

$(FUZZ_PLANT_C_OBJS): $(FUZZ_DIR)/plant/%.o: $(fuzz_plant)/%.c \
		      $(call plant_stamp,final_byte) | fuzz-deps host-deps
	@mkdir -p $(@D)
	$(CCACHE) clang-19 $(call plant_flags,final_byte,$(FUZZ_CFLAGS)) -MMD -MP -MT $@ \
		-c $< -o $@

$(FUZZ_PLANT_S_OBJS): $(FUZZ_DIR)/plant/%.o: $(fuzz_plant)/%.S \
		      $(call plant_stamp,final_byte) | fuzz-deps host-deps
	@mkdir -p $(@D)
	$(CCACHE) clang-19 $(FUZZ_BITS) $(call plant_flags,final_byte,$(HOST_CFLAGS)) \
		-MMD -MP -MT $@ -c $< -o $@

$(FUZZ_DIR)/plant/fuzz_%: $(FUZZ_DIR)/fuzz_%.o $(FUZZ_PLANT_OBJS) \
			  $(FUZZ_DIR)/gen.o
	clang++-19 $(FUZZ_CXXFLAGS) -o $@ $< $(FUZZ_PLANT_OBJS) \
		$(if $(filter fuzz_arch,$(@F)),$(FUZZ_DIR)/gen.o) $(FUZZ_LIBS)

-include $(patsubst %.o,%.d,$(FUZZ_PLANT_OBJS))
.SECONDARY: $(FUZZ_PLANT_OBJS) $(patsubst %,%.o,$(FUZZ_BINS))

fuzz-build: $(FUZZ_BINS) $(FUZZ_PLANT_BINS)

fuzz: fuzz-build $(CPUFLAGS)
	@$(TOP)/tools/fuzz/run-fuzz.sh fuzz $(FUZZ_SECONDS) $(FUZZ_BINS)

# fuzz_arch compares the library with itself when there is no arch code.
# With arch code it runs once with the library's own choice, and once more
# for each forced path of FUZZ_ARCH_ENVS_$(HOST_ARCH) (run-fuzz.sh's
# FUZZER+VAR=value form), so that every path meets the generic code. The
# BLAKE2s, BLAKE2b and SHA-512 paths ride along with SHA-256's (the BLAKE2
# ones pick their own by timing, so the one not picked meets the generic
# code only here). SHA-512 has three SIMD paths, so its AVX2 one, which a
# CPU with AVX-512 doesn't choose, gets a run of its own.
FUZZ_ARCH_ENVS_x86 := \
	KCRYPTO_SHA256_IMPL=avx2+KCRYPTO_BLAKE2S_IMPL=avx512+KCRYPTO_BLAKE2B_IMPL=avx512+KCRYPTO_SHA512_IMPL=avx512 \
	KCRYPTO_SHA256_IMPL=ssse3+KCRYPTO_BLAKE2S_IMPL=ssse3+KCRYPTO_BLAKE2B_IMPL=avx2+KCRYPTO_SHA512_IMPL=ssse3 \
	KCRYPTO_SHA512_IMPL=avx2
check-fuzz: fuzz-build $(CPUFLAGS)
	@$(TOP)/tools/fuzz/run-fuzz.sh check-fuzz $(FUZZ_CHECK_SECONDS) \
		$(filter-out $(if $(ARCH_SRCS_$(HOST_ARCH)),,%/fuzz_arch),\
			$(FUZZ_BINS)) \
		$(if $(ARCH_SRCS_$(HOST_ARCH)),$(foreach e,\
			$(FUZZ_ARCH_ENVS_$(HOST_ARCH)),$(FUZZ_DIR)/fuzz_arch+$(e)))

CHECK_STEPS += check-fuzz

# check-fuzz-cross: fuzz_arch.cc for armhf and arm64, where there is no
# libFuzzer runtime: built with the gcc cross compilers of
# tools/cross/cross.mk, without sanitizers, linked with
# tools/fuzz/standalone-main.cc, which feeds it the corpus and then
# FUZZ_CROSS_INPUTS generated inputs (fixed seed, lengths at the block
# edges), and run under qemu-user by tools/fuzz/run-fuzz-cross.sh. The
# arch library is check-cross's gcc-c objects (same flags, so reused; with
# --wrap for the asm-call counters); the generic copy is lib/crypto again
# without the arch flags, its symbols renamed gen_* as above. The negative
# control links the same library built by the same flags from the tree of
# tools/plants/final_byte.patch (tools/plants/plants.mk), whose
# blake2b_final() and sha3_final() flip a bit. SHA-3 and SHAKE run on both
# (on armhf, which has no SHA-3 assembly, the C against itself built
# without the arch flags).
#
# FUZZ_CROSS_RUNS_ARCH: one run per word, CPU|ENV|CALLED|NOT-CALLED: qemu
# -cpu CPU, environment ENV (commas for spaces), the assembly functions
# that must have run and those that must not (commas).
FUZZ_CROSS_INPUTS ?= 20000
FUZZ_CROSS_ARCHES := armhf arm64
arm_syms := blake2b_compress_neon,sha256_blocks_neon,sha512_blocks_neon,blake2s_compress_arm
FUZZ_CROSS_RUNS_armhf := \
	'cortex-a15||$(arm_syms)|' \
	'cortex-a15|KCRYPTO_BLAKE2B_IMPL=neon,KCRYPTO_SHA256_IMPL=neon,KCRYPTO_SHA512_IMPL=neon,KCRYPTO_BLAKE2S_IMPL=arm|$(arm_syms)|' \
	'cortex-a15|KCRYPTO_BLAKE2B_IMPL=generic,KCRYPTO_SHA256_IMPL=generic,KCRYPTO_SHA512_IMPL=generic,KCRYPTO_BLAKE2S_IMPL=generic||$(arm_syms)' \
	'cortex-a15,neon=off||blake2s_compress_arm|blake2b_compress_neon,sha256_blocks_neon,sha512_blocks_neon'
arm64_syms := sha256_ce_transform,sha256_ce_transform_2x,sha512_ce_transform,sha3_ce_keccakf,sha3_ce_absorb_blocks
FUZZ_CROSS_RUNS_arm64 := \
	'max||$(arm64_syms)|' \
	'max|KCRYPTO_SHA256_IMPL=ce,KCRYPTO_SHA512_IMPL=ce,KCRYPTO_SHA3_IMPL=ce|$(arm64_syms)|' \
	'max|KCRYPTO_SHA256_IMPL=generic,KCRYPTO_SHA512_IMPL=generic,KCRYPTO_SHA3_IMPL=generic||$(arm64_syms)'

# $(call fuzz_cross,ARCH)
define fuzz_cross
fxc_$(1)_dir := $(FUZZ_DIR)/cross/$(1)
fxc_$(1)_lib := $$(patsubst $(TOP)/%.S,$(CROSS_DIR)/$(1)/gcc-c/%.o,\
	$$(patsubst $(TOP)/%.c,$(CROSS_DIR)/$(1)/gcc-c/%.o,\
		$$(CROSS_LIB_SRCS_$(1)) $(HOST_ASM_CALLS_SRCS)))
fxc_$(1)_plant_lib := $$(patsubst $(CROSS_DIR)/$(1)/gcc-c/%,\
	$$(fxc_$(1)_dir)/plant/%,$$(fxc_$(1)_lib))
fxc_$(1)_gen := $$(patsubst $(TOP)/%.c,$$(fxc_$(1)_dir)/gen/%.o,\
	$$(wildcard $(TOP)/lib/crypto/*.c))
fxc_$(1)_gen_cflags := $$(filter-out $$(ARCH_CFLAGS_$(CROSS_KARCH_$(1))) \
	-DKCRYPTO_HOST_ASM_CALLS,$$(CROSS_CFLAGS_$(1)))
fxc_$(1)_cxxflags := -std=gnu++20 -O2 -g -Wall -Wextra -Werror \
	-I$(HOST_DIR)/include

$$(fxc_$(1)_dir)/gen/%.o: $(TOP)/%.c | cross-deps
	@mkdir -p $$(@D)
	$(CCACHE) $(CROSS_TRIPLE_$(1))-gcc $(CROSS_LANG_c) $$(fxc_$(1)_gen_cflags) \
		-MMD -MP -MT $$@ -c $$< -o $$@

$$(filter %.o,$$(patsubst $(TOP)/%.c,$$(fxc_$(1)_dir)/plant/%.o,\
		$$(CROSS_LIB_SRCS_$(1)) $(HOST_ASM_CALLS_SRCS))): \
		$$(fxc_$(1)_dir)/plant/%.o: $$(call plant_tree,final_byte)/%.c \
		$$(call plant_stamp,final_byte) | cross-deps
	@mkdir -p $$(@D)
	$(CCACHE) $(CROSS_TRIPLE_$(1))-gcc $(CROSS_LANG_c) \
		$$(call plant_flags,final_byte,$$(CROSS_CFLAGS_$(1))) \
		-MMD -MP -MT $$@ -c $$< -o $$@

$$(filter %.o,$$(patsubst $(TOP)/%.S,$$(fxc_$(1)_dir)/plant/%.o,\
		$$(CROSS_LIB_SRCS_$(1)))): \
		$$(fxc_$(1)_dir)/plant/%.o: $$(call plant_tree,final_byte)/%.S \
		$$(call plant_stamp,final_byte) | cross-deps
	@mkdir -p $$(@D)
	$(CCACHE) $(CROSS_TRIPLE_$(1))-gcc \
		$$(call plant_flags,final_byte,$$(CROSS_CFLAGS_$(1))) \
		-MMD -MP -MT $$@ -c $$< -o $$@

$$(fxc_$(1)_dir)/gen.o: $$(fxc_$(1)_gen)
	$(CROSS_TRIPLE_$(1))-ld -r -o $$@.tmp $$^
	$(CROSS_TRIPLE_$(1))-nm -g --defined-only $$@.tmp | \
		awk '{ print $$$$3, "gen_" $$$$3 }' >$$@.syms
	$(CROSS_TRIPLE_$(1))-objcopy --redefine-syms=$$@.syms $$@.tmp $$@
	@rm -f $$@.tmp

$$(fxc_$(1)_dir)/%.o: $(TOP)/tools/fuzz/%.cc $(TOP)/tools/fuzz/fuzz-common.h \
		      $(HOST_DIR)/include/.stamp | cross-deps
	@mkdir -p $$(@D)
	$(CROSS_TRIPLE_$(1))-g++ $$(fxc_$(1)_cxxflags) -MMD -MP -MT $$@ -c -o $$@ $$<

$$(fxc_$(1)_dir)/fuzz_arch: $$(fxc_$(1)_dir)/fuzz_arch.o \
		$$(fxc_$(1)_dir)/standalone-main.o $$(fxc_$(1)_lib) \
		$$(fxc_$(1)_dir)/gen.o
	$(CROSS_TRIPLE_$(1))-g++ $$(call host_asm_wrap,$(CROSS_KARCH_$(1))) \
		-o $$@ $$^

$$(fxc_$(1)_dir)/plant/fuzz_arch: $$(fxc_$(1)_dir)/fuzz_arch.o \
		$$(fxc_$(1)_dir)/standalone-main.o $$(fxc_$(1)_plant_lib) \
		$$(fxc_$(1)_dir)/gen.o
	@mkdir -p $$(@D)
	$(CROSS_TRIPLE_$(1))-g++ $$(call host_asm_wrap,$(CROSS_KARCH_$(1))) \
		-o $$@ $$^

-include $$(patsubst %.o,%.d,$$(fxc_$(1)_gen) $$(fxc_$(1)_plant_lib) \
	$$(fxc_$(1)_dir)/fuzz_arch.o $$(fxc_$(1)_dir)/standalone-main.o)
.SECONDARY: $$(fxc_$(1)_gen) $$(fxc_$(1)_plant_lib)

FUZZ_CROSS_BINS += $$(fxc_$(1)_dir)/fuzz_arch $$(fxc_$(1)_dir)/plant/fuzz_arch
endef

FUZZ_CROSS_BINS :=
$(foreach a,$(FUZZ_CROSS_ARCHES),$(eval $(call fuzz_cross,$(a))))

.PHONY: fuzz-cross check-fuzz-cross
fuzz-cross: $(FUZZ_CROSS_BINS)

check-fuzz-cross:
	@$(MAKE) --no-print-directory -s fuzz-cross
	@$(TOP)/tools/fuzz/run-fuzz-cross.sh check-fuzz-cross \
		$(FUZZ_CROSS_INPUTS) $(foreach a,$(FUZZ_CROSS_ARCHES),-- $(a) \
		'$(CROSS_QEMU_$(a)) -L /usr/$(CROSS_TRIPLE_$(a))' \
		$(FUZZ_DIR)/cross/$(a)/fuzz_arch $(FUZZ_CROSS_RUNS_$(a)))

CHECK_STEPS += check-fuzz-cross
