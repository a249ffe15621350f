#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run KUnit test binaries of the host shim, each on its own, and add up
# their counts for tools/check/check.sh. The binaries run side by side,
# as many at a time as there are CPUs (KUNIT_JOBS overrides it), each
# single-threaded; their results are then read one after the other, in
# the order given.
#
#   tools/host/run-kunit.sh STEP BINARY...
#
# Each binary's KTAP goes to BINARY.ktap and is judged by the results
# reader (tools/check/ktap.py: the kernel's kunit.py parse, from
# linux-source-6.12, and the cases below); a binary passes only when it
# exits 0 and the reader finds nothing failed. Environment:
#   KUNIT_FILTER_GLOB   passed to every binary (suite[.test] glob)
#   KUNIT_RUNNER        a command put before each binary (e.g. qemu-arm -L ..)
#   KUNIT_MUST_RUN      "suite.case ..." that must run: each one skipped or
#                       missing is a failure
#   KUNIT_MUST_SKIP     "suite.case ..." that must be skipped: each one that
#                       ran or is missing is a failure
#   KUNIT_COVERAGE      "ARCH WHERE": run each binary with KCRYPTO_LOG=1 and
#                       add the paths its glues logged they use (the
#                       reader's --used-paths) to the coverage table
#                       (tools/cpu/coverage.sh), ran or failed by its verdict
# Counts go to $BUILD/results/STEP.counts as "passed failed skipped".
set -u
step=$1
shift
: "${BUILD:?}"
mkdir -p "$BUILD/results"
src=$("$TOP/tools/lint/kernel-tools.sh") || exit 1

jobs=${KUNIT_JOBS:-$(nproc)}
n=0
for bin in "$@"; do
	rm -f "$bin.status"
	(
		# shellcheck disable=SC2086
		KCRYPTO_LOG=${KUNIT_COVERAGE:+1} ${KUNIT_RUNNER:-} "$bin" \
			>"$bin.ktap" 2>"$bin.stderr"
		echo $? >"$bin.status"
	) &
	n=$((n + 1))
	[ $((n % jobs)) != 0 ] || wait
done
wait

total_p=0
total_f=0
total_s=0
for bin in "$@"; do
	name=${bin#"$BUILD"/}
	ktap=$bin.ktap
	status=1
	[ ! -f "$bin.status" ] || read -r status <"$bin.status"
	rm -f "$bin.counts"
	python3 "$TOP/tools/check/ktap.py" --kunit "$src/tools/testing/kunit" \
		--run "${KUNIT_MUST_RUN:-}" --skip "${KUNIT_MUST_SKIP:-}" \
		--counts "$bin.counts" "$name" "$ktap"
	p=0 f=1 s=0
	[ ! -f "$bin.counts" ] || read -r p f s <"$bin.counts"
	if [ "$status" != 0 ]; then
		echo "$name: exit status $status"
		tail -5 "$bin.stderr"
		[ "$f" != 0 ] || f=1
	fi
	if [ -n "${KUNIT_COVERAGE:-}" ]; then
		v=ran
		[ "$f" = 0 ] || v=failed
		# shellcheck disable=SC2046
		"$TOP/tools/cpu/coverage.sh" add "${KUNIT_COVERAGE%% *}" \
			"${KUNIT_COVERAGE#* }" $v \
			$(python3 "$TOP/tools/check/ktap.py" --used-paths "$bin.stderr")
	fi
	total_p=$((total_p + p))
	total_f=$((total_f + f))
	total_s=$((total_s + s))
done
echo "$total_p $total_f $total_s" >"$BUILD/results/$step.counts"
[ "$total_f" = 0 ]
