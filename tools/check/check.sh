#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run each test step (a make target) in turn, whatever the others did, and
# print the totals. A step that runs KUnit suites writes its counts
# ("passed failed skipped", one line) to $BUILD/results/STEP.counts; any
# other step counts as one passed or one failed test, by its exit status. A
# step that fails after writing counts also adds one failure, so a crash
# between suites can't hide behind earlier passes.
#
# Afterwards the steps that ran are compared with the list "make help"
# prints: a step missing from the run (or one run but not listed) counts as
# a failure, so a fragment that drops out of the Makefile can't go unseen.
#
# The last line is "N passed, N failed, N skipped", also written to
# $BUILD/results/summary, the one place .ci/run reads it from; the exit
# status is 0 only when nothing failed.
set -u
: "${BUILD:?}"
results="$BUILD/results"
rm -rf "$results"
mkdir -p "$results"

passed=0
failed=0
skipped=0
failed_steps=""
ran=""
for step in "$@"; do
	ran="$ran $step"
	echo "==> $step"
	start=$(date +%s)
	if ${MAKE:-make} --no-print-directory "$step"; then
		status=0
	else
		status=1
	fi
	secs=$(($(date +%s) - start))
	counts="$results/$step.counts"
	if [ -f "$counts" ]; then
		read -r p f s <"$counts"
	elif [ $status = 0 ]; then
		p=1 f=0 s=0
	else
		p=0 f=0 s=0
	fi
	[ $status = 0 ] || [ "$f" != 0 ] || f=1
	passed=$((passed + p))
	failed=$((failed + f))
	skipped=$((skipped + s))
	[ "$f" = 0 ] || failed_steps="$failed_steps $step"
	echo "<== $step: $p passed, $f failed, $s skipped (${secs}s)"
done

listed=$(${MAKE:-make} --no-print-directory -s help |
	sed -n 's/^make check *test steps: *//p')
if [ "$(echo $ran)" != "$(echo $listed)" ]; then
	echo "check: the steps run differ from those 'make help' lists:" >&2
	echo "  ran:   $(echo $ran)" >&2
	echo "  listed: $(echo $listed)" >&2
	failed=$((failed + 1))
	failed_steps="$failed_steps (step list)"
fi

echo
[ -z "$failed_steps" ] || echo "failed steps:$failed_steps"
summary="$passed passed, $failed failed, $skipped skipped"
echo "$summary" >"$results/summary"
echo "$summary"
[ "$failed" = 0 ]
