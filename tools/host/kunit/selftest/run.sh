#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Check the host KUnit runtime with its self-test binaries (built from
# kunit-selftest.c as C and C++, with gcc and clang):
#
#   tools/host/kunit/selftest/run.sh BINARY...
#
# Each binary must report exactly the passes, failures and skips that
# kunit-selftest.c makes on purpose, in KTAP that the kernel's
# tools/testing/kunit/kunit.py parse reads with the same counts, and its
# options (filters, --list, --counts, exit status) must behave as documented
# in kunit.cc. kunit.py comes from $KUNIT_PY or tools/lint/kernel-tools.sh; when
# neither works the kunit.py checks are skipped, except under CI=true, where
# that is a failure.
#
# Prints one line per failed check and a closing "N passed, N failed" line;
# with $BUILD set, also writes $BUILD/results/kunit-selftest.counts.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

passed=0
failed=0
skipped=0

ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $cur: $*"; }

kunit_py=${KUNIT_PY:-}
if [ -z "$kunit_py" ]; then
	if src=$("$top/tools/lint/kernel-tools.sh" 2>"$tmp/kt.err"); then
		kunit_py=$src/tools/testing/kunit/kunit.py
	fi
fi
if [ -z "$kunit_py" ] || [ ! -f "$kunit_py" ]; then
	if [ "${CI:-}" = true ]; then
		cur=setup
		bad "kunit.py not found (tools/lint/kernel-tools.sh: $(tail -1 "$tmp/kt.err" 2>/dev/null))"
	else
		echo "kunit-selftest: kunit.py not found, its checks are skipped"
	fi
	kunit_py=""
fi

# run NAME EXPECTED_STATUS [ENV=VALUE] BINARY ARGS...: output in $tmp/NAME.*
run() {
	name=$1 want=$2
	shift 2
	env "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
	got=$?
	if [ "$got" = "$want" ]; then ok; else
		bad "$name: exit status $got, expected $want"
		tail -3 "$tmp/$name.err"
	fi
}

# has NAME LINE: the output of NAME has exactly this line.
has() {
	if grep -qxF -- "$2" "$tmp/$1.out"; then ok; else
		bad "$1: no line '$2'"
	fi
}

# counts NAME "P F S": --counts wrote these.
counts() {
	if [ "$(cat "$tmp/$1.counts" 2>/dev/null)" = "$2" ]; then ok; else
		bad "$1: counts '$(cat "$tmp/$1.counts" 2>/dev/null)', expected '$2'"
	fi
}

# parse NAME STATUS "Ran ...": kunit.py parse agrees.
parse() {
	if [ -z "$kunit_py" ]; then
		skipped=$((skipped + 1))
		return
	fi
	python3 "$kunit_py" parse <"$tmp/$1.out" >"$tmp/$1.parsed" 2>&1
	st=$?
	if [ "$st" != "$2" ]; then
		bad "$1: kunit.py parse exit status $st, expected $2"
	elif ! grep -q "Testing complete. $3\$" "$tmp/$1.parsed"; then
		bad "$1: kunit.py parse says '$(tail -1 "$tmp/$1.parsed")', expected '$3'"
	elif grep -q "ERROR\|CRASHED" "$tmp/$1.parsed"; then
		bad "$1: kunit.py parse reported errors"
	else
		ok
	fi
}

for bin in "$@"; do
	cur=$bin

	# Everything: 16 passed, 5 failed, 4 skipped runs of test cases.
	run all 1 "$bin" --counts="$tmp/all.counts"
	counts all "16 5 4"
	parse all 1 "Ran 25 tests: passed: 16, failed: 5, skipped: 4"
	if [ "$(head -2 "$tmp/all.out" | tr '\n' ' ')" = "KTAP version 1 1..4 " ]
	then ok; else bad "all: no KTAP version 1 / 1..4 header"; fi
	if grep -q MUSTNOTRUN "$tmp/all.out"; then
		bad "all: code after an abort ran"
	else ok; fi
	if grep -q "kunit: 16 passed, 5 failed, 4 skipped" "$tmp/all.err"
	then ok; else bad "all: no summary on stderr"; fi
	if grep -qE '^    # selftest_assert_aborts: ASSERTION FAILED at .*kunit-selftest\.c:[0-9]+$' \
		"$tmp/all.out"; then ok; else bad "all: no file:line"; fi
	while IFS= read -r line; do
		has all "$line"
	done <<'EOF'
    KTAP version 1
    # Subtest: kunit_selftest_pass
    1..10
    ok 1 selftest_checks_pass
    ok 2 selftest_eval_once
    ok 3 selftest_alloc
    ok 4 selftest_alloc_cleanup
    # selftest_priv: priv is 42
    ok 6 selftest_skip_ok # SKIP skipped on purpose (7)
        KTAP version 1
        # Subtest: selftest_param
        ok 1 double 1
        ok 3 double 5
        ok 2 param-1
        ok 3 five
    # selftest_param: pass:3 fail:0 skip:0 total:3
    ok 9 selftest_param
    ok 10 selftest_priv
# kunit_selftest_pass: pass:9 fail:0 skip:1 total:10
# Totals: pass:15 fail:0 skip:1 total:16
ok 1 kunit_selftest_pass
    # Subtest: kunit_selftest_fail
    Expected three == four, but
        three == 3 (0x3)
        four == 4 (0x4)
    Expected three == SELFTEST_FOUR, but
        SELFTEST_FOUR == 4 (0x4)
    Expected three == 0, but
    extra message 99
            61 62 <63> 64
    Expected NULL is not null, but is
    Expected four == 4 to be false, but is true
    # selftest_expect_fails: still running after failed expectations
    not ok 1 selftest_expect_fails
    Expected p != NULL, but
        p == NULL
    not ok 2 selftest_assert_aborts
    failed before skipping
    not ok 3 selftest_fail_then_skip
    # selftest_mark_skipped: still running after kunit_mark_skipped
    ok 4 selftest_mark_skipped # SKIP marked skipped
        # Subtest: selftest_param_mixed
        ok 1 value 0
            v == 1 (0x1)
        not ok 2 value 1
        ok 3 value 2 # SKIP value 2 skipped
    # selftest_param_mixed: pass:1 fail:1 skip:1 total:3
    not ok 5 selftest_param_mixed
# kunit_selftest_fail: pass:0 fail:4 skip:1 total:5
# Totals: pass:1 fail:4 skip:2 total:7
not ok 2 kunit_selftest_fail
    # selftest_never_runs: failed to initialize: -22
    not ok 1 selftest_never_runs
not ok 3 kunit_selftest_init_fail
    ok 1 selftest_skip_all # SKIP whole suite skipped
ok 4 kunit_selftest_skip # SKIP
EOF

	# A passing selection exits 0; cases are renumbered after filtering.
	run pass 0 "$bin" --filter_glob=kunit_selftest_pass \
		--counts="$tmp/pass.counts"
	counts pass "15 0 1"
	has pass "1..1"
	parse pass 0 "Ran 16 tests: passed: 15, skipped: 1"
	run glob 0 "$bin" "--filter_glob=kunit_selftest_?ass.selftest_pr*" \
		--counts="$tmp/glob.counts"
	counts glob "2 0 0"
	has glob "    ok 2 selftest_priv"

	# Several globs, beyond the kernel's: a case runs when any selects
	# it, each case glob applying to its own suite glob only.
	run globs 0 "$bin" \
		"--filter_glob=kunit_selftest_skip,kunit_selftest_pass.selftest_pr*" \
		--counts="$tmp/globs.counts"
	counts globs "2 0 1"
	has globs "    ok 2 selftest_priv"

	# The kernel's spelling, and the environment variable.
	run mixed 1 "$bin" "kunit.filter_glob=*fail.selftest_param_*" \
		--counts="$tmp/mixed.counts"
	counts mixed "1 1 1"
	has mixed "    not ok 1 selftest_param_mixed"
	run envglob 0 KUNIT_FILTER_GLOB=kunit_selftest_skip "$bin" \
		--counts="$tmp/envglob.counts"
	counts envglob "0 0 1"
	has envglob "ok 1 kunit_selftest_skip # SKIP"
	# kunit.py itself exits 1 when everything was skipped.
	parse envglob 1 "Ran 1 tests: skipped: 1"

	# A filter that matches nothing is an error, not a silent pass.
	run none 2 "$bin" --filter_glob=no_such_suite
	run nonecase 2 KUNIT_FILTER_GLOB=kunit_selftest_pass.nope "$bin"

	run list 0 "$bin" --list --filter_glob='kunit_selftest_[fs]*'
	if [ "$(cat "$tmp/list.out")" = "kunit_selftest_fail.selftest_expect_fails
kunit_selftest_fail.selftest_assert_aborts
kunit_selftest_fail.selftest_fail_then_skip
kunit_selftest_fail.selftest_mark_skipped
kunit_selftest_fail.selftest_param_mixed
kunit_selftest_skip.selftest_skip_all" ]; then ok; else
		bad "list: unexpected output"
	fi

	run help 0 "$bin" --help
	has help "  --list              print the selected suite.case names"
	run badarg 2 "$bin" --no-such-option
	run badcounts 2 "$bin" --filter_glob=kunit_selftest_skip \
		--counts="$tmp/no/such/dir"
done

if [ -n "${BUILD:-}" ]; then
	mkdir -p "$BUILD/results"
	echo "$passed $failed $skipped" >"$BUILD/results/kunit-selftest.counts"
fi
echo "kunit-selftest: $passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ] && [ $# -gt 0 ]
