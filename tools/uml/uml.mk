# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The KUnit suites inside UML kernels, loaded by the real module loader:
#
#   make kunit         the suites in UML built with gcc (KASAN, testmgr's
#                      extra tests), then with LLVM=-19
#   make kunit-gcc, make kunit-clang   one of them
#
#   make check-in-place  our library in place of the kernel's own in a copy of
#                      Linux 7.3: the kernel's suites and self-tests by kunit.py
#                      (tools/uml/in-place.sh)
#
# gcc builds Debian's linux-source-6.12, clang linux-source-7.3.
# build/uml/ holds the unpacked sources, the kernels in
# build/uml/gcc and build/uml/clang, console logs in
# build/uml/CC-root/console.log. A clean "make kunit" takes some minutes (two
# UML kernels); a second one seconds.

.PHONY: kunit kunit-gcc kunit-clang check-in-place

# Both compilers in one recipe, one after the other: each UML build already
# uses both cores. The KUnit counts of both runs go to check.sh's results.
# Each run's counts are removed before it starts, so a kunit.sh that exits
# before writing them counts as a failure, not as the last run's passes.
kunit:
	@status=0; \
	for cc in gcc clang; do \
		rm -f '$(BUILD)'/uml/$$cc.counts; \
		$(TOP)/tools/uml/kunit.sh $$cc || status=1; \
		[ -s '$(BUILD)'/uml/$$cc.counts ] || \
			echo "0 1 0" >'$(BUILD)'/uml/$$cc.counts; \
	done; \
	if [ -d '$(BUILD)/results' ]; then \
		cat '$(BUILD)'/uml/gcc.counts '$(BUILD)'/uml/clang.counts \
			| awk '{ p += $$1; f += $$2; s += $$3 } \
			END { print p + 0, f + 0, s + 0 }' \
			>'$(BUILD)/results/$@.counts'; \
	fi; \
	exit $$status

kunit-gcc kunit-clang:
	@$(TOP)/tools/uml/kunit.sh $(@:kunit-%=%)

check-in-place:
	@$(TOP)/tools/uml/in-place.sh

CHECK_STEPS += kunit check-in-place
