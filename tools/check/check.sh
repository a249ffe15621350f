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
# Afterwards the steps that ran are checked against the fragments on disk,
# not against the variable that chose them: every tools/**/*.mk must have
# been read by make (so a fragment dropped from PARTS can't go unseen),
# and every step name that a fragment adds to CHECK_STEPS without a
# condition must have run (one added under $(if ...) may be absent where
# its condition is false: it is listed). Then the coverage table
# (tools/cpu/coverage.sh): each arch path by where it ran, failing when a
# path this CPU can run did not run on the host; the same table, naming the
# CPU, the date and the command ($CHECK_COMMAND), goes to
# $BUILD/coverage.md, ready to be copied to Documentation/coverage.md.
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
total=$#
k=0
t0=$(date +%s)
for step in "$@"; do
	ran="$ran $step"
	k=$((k + 1))
	echo "==> [$k/$total] $step (at $(($(date +%s) - t0))s)"
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

# The steps that ran, against the fragments on disk (not for a chosen
# subset of the steps, CHECK_AUDIT=0, as make check-quick runs).
top=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
read_mk=$(${MAKE:-make} --no-print-directory -s print-makefiles)
audit=$(cd "$top" && find tools -name '*.mk' | sort | while read -r mk; do
	case " $read_mk " in
	*" $top/$mk "*) ;;
	*) echo "fragment $mk was not read by make (missing from PARTS?)" ;;
	esac
done
cd "$top" && find tools -name '*.mk' -exec awk '
	# Join continuation lines, then take the words of CHECK_STEPS +=.
	{ while (/\\$/ && (getline more) > 0) { sub(/\\$/, "", $0); $0 = $0 " " more } }
	/^(ifeq|ifneq|ifdef|ifndef)[ \t(]/ { inif++ }
	/^endif/ { inif-- }
	/^CHECK_STEPS[ \t]*\+=/ {
		line = $0
		sub(/^CHECK_STEPS[ \t]*\+=/, "", line)
		# A word inside $(...) or an ifeq block is conditional.
		depth = inif > 0
		word = ""
		for (i = 1; i <= length(line) + 1; i++) {
			c = i <= length(line) ? substr(line, i, 1) : " "
			if (c ~ /[a-z0-9-]/) {
				word = word c
				continue
			}
			if (word != "" && word !~ /^(if|filter|filter-out|strip|wildcard)$/ && \
			    substr(line, i - length(word) - 1, 1) !~ /[A-Z_]/)
				print (depth ? "if" : "always"), word, FILENAME
			word = ""
			if (c == "(")
				depth++
			else if (c == ")")
				depth--
		}
	}' {} + | sort -u | while read -r kind name file; do
	case " $ran " in
	*" $name "*) ;;
	*)
		if [ "$kind" = always ]; then
			echo "step $name ($file) did not run"
		else
			echo "# step $name ($file) is conditional and was not chosen here" >&2
		fi
		;;
	esac
done)
# Every step that ran has its line for "make help" in tools/check/steps.
for step in $ran; do
	awk -F' [|] ' -v s="$step" '$1 == s { f = 1 } END { exit !f }' \
		"$top/tools/check/steps" ||
		audit="$audit
step $step has no line in tools/check/steps (make help)"
done
audit=$(echo "$audit" | sed '/^$/d')
[ "${CHECK_AUDIT:-1}" != 0 ] || audit=
if [ -n "$audit" ]; then
	echo "$audit" | sed 's/^/check: /' >&2
	failed=$((failed + 1))
	failed_steps="$failed_steps (step list)"
fi

echo
require=
case " $ran " in *" check-host-paths "*) require=--require-host ;; esac
if ! "$top/tools/cpu/coverage.sh" table $require; then
	failed=$((failed + 1))
	failed_steps="$failed_steps (coverage)"
fi
echo "coverage table for Documentation/coverage.md: $BUILD/coverage.md"
echo
[ -z "$failed_steps" ] || echo "failed steps:$failed_steps"
summary="$passed passed, $failed failed, $skipped skipped"
echo "$summary" >"$results/summary"
echo "$summary"
[ "$failed" = 0 ]
