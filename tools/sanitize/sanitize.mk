# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# make check-asan: every host KUnit suite built with ASan+UBSan.
# make check-valgrind: every host KUnit suite under valgrind memcheck.
# Both start with negative controls that must be reported.

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

.PHONY: asan asan-plant valgrind-plant check-asan check-valgrind

asan:
	@$(MAKE) -j2 --no-print-directory -f $(TOP)/Makefile HOST_DIR=$(ASAN_DIR) \
		HOST_EXTRA_CFLAGS='$(ASAN_FLAGS)' \
		$(foreach v,$(ASAN_VARIANTS),host-$(v))

# Negative controls: the SHA-256 suites again, built from the tree of
# tools/plants/overread.patch (tools/plants/plants.mk), whose update copies
# one byte more of its input than it was given: ASan must report the read
# past the caller's buffer in the update, by name, and so must memcheck.
# One variant each: clang C under ASan, gcc C under valgrind, each built by
# the tree's own Makefile (TOP is the tree, the build stays in BUILD).
san_plant_make = $(MAKE) -j2 --no-print-directory \
	-f $(call plant_tree,overread)/Makefile BUILD=$(BUILD)
SAN_PLANT_SUITES := sha256*
# san_control LOG PATTERN NAME: the report PATTERN must be in LOG, with the
# update among the first frames of its stack.
san_control = if grep -A6 '$(strip $(2))' $(1) | \
		grep -q 'sha256_update'; then \
		echo "negative control $(strip $(3)): caught: $$(grep -m 1 -o \
			'$(strip $(2)).*' \
			$(1) | cut -c1-72) in $$(grep -m 1 -o \
			'[a-z_]*sha256_update[^ ]* [^ ]*' $(1))"; \
	else \
		echo "negative control $(strip $(3)): NOT reported (see $(1))"; \
		exit 1; \
	fi

asan-plant: $(call plant_stamp,overread)
	@$(san_plant_make) HOST_DIR=$(ASAN_DIR)-plant \
		HOST_EXTRA_CFLAGS='$(ASAN_FLAGS)' host-clang-c-64bit

check-asan: asan asan-plant
	@$(ASAN_ENV) $(ASAN_DIR)-plant/clang-c-64bit/kunit-tests \
		--filter_glob='$(SAN_PLANT_SUITES)' \
		>$(ASAN_DIR)-plant/control.log 2>&1; \
	$(call san_control,$(ASAN_DIR)-plant/control.log,\
		ERROR: AddressSanitizer: [a-z-]*buffer-overflow,overread (ASan))
	@$(ASAN_ENV) $(TOP)/tools/host/run-kunit.sh check-asan \
		$(foreach v,$(ASAN_VARIANTS),$(ASAN_DIR)/$(v)/kunit-tests)

# Memcheck on the plain gcc C 64-bit build: any error or leak fails.
VALGRIND := valgrind -q --error-exitcode=99 --leak-check=full \
	    --errors-for-leak-kinds=definite,indirect --track-origins=yes

valgrind-plant: $(call plant_stamp,overread)
	@$(san_plant_make) HOST_DIR=$(BUILD)/valgrind-plant host-gcc-c-64bit

check-valgrind: $(HOST_DIR)/gcc-c-64bit/kunit-tests valgrind-plant | fuzz-deps
	@rm -rf $(BUILD)/valgrind && mkdir -p $(BUILD)/valgrind
	@cp $< $(BUILD)/valgrind/kunit-tests
	@$(VALGRIND) $(BUILD)/valgrind-plant/gcc-c-64bit/kunit-tests \
		--filter_glob='$(SAN_PLANT_SUITES)' \
		>$(BUILD)/valgrind/control.log 2>&1; \
	$(call san_control,$(BUILD)/valgrind/control.log,\
		Invalid read of size,overread (memcheck))
	@KUNIT_RUNNER='$(VALGRIND)' $(TOP)/tools/host/run-kunit.sh \
		check-valgrind $(BUILD)/valgrind/kunit-tests

CHECK_STEPS += check-asan check-valgrind

