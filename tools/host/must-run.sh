#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Check that KUnit cases ran: each SUITE.CASE named must appear in the KTAP
# file as "ok" without "# SKIP" (a failed case is the runner's business,
# it counts as having run). Prints one line per case that was skipped or
# is missing, and exits 1 if there was any. With "skip", the opposite: each
# case must appear with "# SKIP" (one that ran or is missing is printed).
#
#   tools/host/must-run.sh KTAP "suite.case suite.case ..." [skip]
#
# Used by tools/host/run-kunit.sh for KUNIT_MUST_RUN and KUNIT_MUST_SKIP.
set -eu
ktap=$1
cases=$2
mode=${3:-run}

awk -v cases="$cases" -v mode="$mode" '
BEGIN {
	n = split(cases, want, " ")
	for (i = 1; i <= n; i++)
		state[want[i]] = "missing"
}
/^    # Subtest: / {
	suite = $0
	sub(/^    # Subtest: /, "", suite)
	next
}
# A suite ends at its top-level result line; other unindented lines are
# kernel messages that the console interleaves (testmgr: "alg: ...").
/^(not )?ok [0-9]+ |^KTAP version / {
	suite = ""
	next
}
/^        (not )?ok [0-9]+ / {
	next
}
/^    (not )?ok [0-9]+ / && suite != "" {
	line = $0
	sub(/^    (not )?ok [0-9]+ /, "", line)
	name = line
	sub(/ # .*$/, "", name)
	sub(/ +$/, "", name)
	key = suite "." name
	if (!(key in state))
		next
	if (line ~ / # SKIP/) {
		reason = line
		sub(/^.* # SKIP */, "", reason)
		state[key] = "skipped" (reason != "" ? " (" reason ")" : "")
	} else {
		state[key] = "ran"
	}
}
END {
	bad = 0
	for (i = 1; i <= n; i++) {
		if (mode == "skip") {
			if (state[want[i]] ~ /^skipped/)
				continue
			printf "must-skip case %s %s\n", want[i], state[want[i]]
		} else {
			if (state[want[i]] == "ran")
				continue
			printf "must-run case %s %s\n", want[i], state[want[i]]
		}
		bad = 1
	}
	exit bad
}' "$ktap"
