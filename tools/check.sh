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
# The last line is "N passed, N failed, N skipped"; the exit status is 0
# only when nothing failed.
set -u
: "${BUILD:?}"
results="$BUILD/results"
rm -rf "$results"
mkdir -p "$results"

passed=0
failed=0
skipped=0
failed_steps=""
for step in "$@"; do
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

echo
[ -z "$failed_steps" ] || echo "failed steps:$failed_steps"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
