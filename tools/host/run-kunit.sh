#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run KUnit test binaries of the host shim, each on its own, and add up
# their counts for tools/check/check.sh.
#
#   tools/host/run-kunit.sh STEP BINARY...
#
# Each binary's KTAP goes to BINARY.ktap, and is also read by the kernel's
# own parser (tools/testing/kunit/kunit.py parse, from linux-source-6.12):
# a binary passes only when it exits 0 and kunit.py agrees. Environment:
#   KUNIT_FILTER_GLOB   passed to every binary (suite[.test] glob)
#   KUNIT_RUNNER        a command put before each binary (e.g. qemu-arm -L ..)
#   KUNIT_PARSE=0       don't run kunit.py (it costs ~1 s per binary)
#   KUNIT_MUST_RUN      "suite.case ..." that must run: each one skipped or
#                       missing is a failure (tools/host/must-run.sh)
#   KUNIT_MUST_SKIP     "suite.case ..." that must be skipped: each one that
#                       ran or is missing is a failure
# Counts go to $BUILD/results/STEP.counts as "passed failed skipped".
set -u
step=$1
shift
: "${BUILD:?}"
mkdir -p "$BUILD/results"

kunit_py=""
if [ "${KUNIT_PARSE:-1}" != 0 ]; then
	src=$("$TOP/tools/lint/kernel-tools.sh") || exit 1
	kunit_py="$src/tools/testing/kunit/kunit.py"
fi

total_p=0
total_f=0
total_s=0
for bin in "$@"; do
	name=${bin#"$BUILD"/}
	ktap=$bin.ktap
	counts=$bin.counts
	rm -f "$counts"
	# shellcheck disable=SC2086
	${KUNIT_RUNNER:-} "$bin" --counts="$counts" >"$ktap" 2>"$bin.stderr"
	status=$?
	if [ -f "$counts" ]; then
		read -r p f s <"$counts"
	else
		p=0 f=0 s=0
	fi
	verdict=ok
	if [ $status != 0 ]; then
		verdict="exit status $status"
		[ "$f" != 0 ] || f=1
	fi
	if [ -n "$kunit_py" ]; then
		if ! python3 "$kunit_py" parse "$ktap" >"$ktap.parsed" 2>&1; then
			[ $status != 0 ] || verdict="kunit.py parse failed"
			[ "$f" != 0 ] || f=1
		fi
	fi
	: >"$ktap.must-run"
	if [ -n "${KUNIT_MUST_RUN:-}" ] &&
		! "$TOP/tools/host/must-run.sh" "$ktap" "$KUNIT_MUST_RUN" \
			>"$ktap.must-run"; then
		[ "$verdict" != ok ] || verdict="must-run cases did not run"
		f=$((f + $(wc -l <"$ktap.must-run")))
	fi
	if [ -n "${KUNIT_MUST_SKIP:-}" ] &&
		! "$TOP/tools/host/must-run.sh" "$ktap" "$KUNIT_MUST_SKIP" \
			skip >"$ktap.must-skip"; then
		[ "$verdict" != ok ] || verdict="must-skip cases did not skip"
		f=$((f + $(wc -l <"$ktap.must-skip")))
		cat "$ktap.must-skip" >>"$ktap.must-run"
	fi
	printf '%-40s %5s passed %3s failed %3s skipped  %s\n' "$name" \
		"$p" "$f" "$s" "$verdict"
	if [ "$verdict" != ok ]; then
		grep -E '^ *(not ok|# .*(Expected|FAIL|expected))' "$ktap" | head -20
		tail -5 "$bin.stderr"
		cat "$ktap.must-run"
	fi
	total_p=$((total_p + p))
	total_f=$((total_f + f))
	total_s=$((total_s + s))
done
echo "$total_p $total_f $total_s" >"$BUILD/results/$step.counts"
[ "$total_f" = 0 ]
