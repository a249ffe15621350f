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

.PHONY: asan check-asan check-valgrind

asan:
	@$(MAKE) -j2 --no-print-directory -f $(TOP)/Makefile HOST_DIR=$(ASAN_DIR) \
		HOST_EXTRA_CFLAGS='$(ASAN_FLAGS)' \
		$(foreach v,$(ASAN_VARIANTS),host-$(v))

# Negative controls: a heap overflow and a too-wide shift, built with the
# same flags by each compiler, must be reported (see sanitizer-control.c).
SAN_CONTROL := $(TOP)/tools/sanitize/sanitizer-control.c

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

