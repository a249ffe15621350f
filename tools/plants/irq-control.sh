#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The negative control of check-irq-plant (tools/plants/plants.mk): BINARY
# is the host suites built from the tree of tools/plants/irq_fallback.patch,
# whose x86 BLAKE2b fallback in hardirqs drops a block. Its
# interrupt-context case of blake2b-arch forces each SIMD path, whatever
# path the timing chose at init, and must report a wrong result in hardirq
# context. A CPU that can't run the AVX2 BLAKE2b code (the CPU rule,
# tools/cpu/cpu-rule.sh) has no SIMD path to force: a named skip.
#
#   tools/plants/irq-control.sh STEP BINARY
#
# Counts go to $BUILD/results/STEP.counts: one passed when the bug was
# reported, one failed when not, one skipped.
set -u
step=$1
bin=$2
: "${BUILD:?}"
: "${TOP:?}"
counts=$BUILD/results/$step.counts
case_name=test_blake2b_arch_irq_every_path
mkdir -p "$BUILD/results"

flags=$("$TOP/tools/cpu/cpu-rule.sh" flags) || exit 1
rc=0
lacks=$("$TOP/tools/cpu/cpu-rule.sh" lacks host "$flags" \
	KCRYPTO_BLAKE2B_IMPL=avx2) || rc=$?
if [ $rc = 2 ]; then
	echo "$step: $lacks" >&2
	exit 1
fi
if [ $rc = 1 ]; then
	echo "$lacks" | sed "s/^/skip - $step: /"
	echo "0 0 1" >"$counts"
	exit 0
fi

log=$(dirname "$bin")/control.log
"$bin" --filter_glob="blake2b-arch.$case_name" >"$log" 2>&1
if grep -Eq "^ +not ok [0-9]+ $case_name\$" "$log" &&
	grep -q 'wrong result in hardirq context' "$log"; then
	echo "negative control irq_fallback: caught: $(grep -m 1 -o \
		'wrong result in hardirq context.*' "$log")"
	echo "1 0 0" >"$counts"
else
	echo "negative control irq_fallback: NOT reported (see $log)"
	echo "0 1 0" >"$counts"
	exit 1
fi
