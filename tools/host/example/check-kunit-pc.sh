#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Build the KUnit files outside tests/ in tools/host/example/ (my_kunit.c,
# and guard_page_kunit.c, irq_atomic_kunit.c, alloc_actions_kunit.c, which
# include only the headers the kernel documents for what they use) exactly
# as the README's "Run your own KUnit file on the host" says, from nothing
# but build/host/kcrypto-kunit.pc, with gcc and clang-19; run each, have the
# kernel's kunit.py parse its KTAP, and check its totals. Counts: one per
# file and compiler.
#
#   tools/host/example/check-kunit-pc.sh BUILD_HOST_DIR
set -eu
dir=$1
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
out="$dir/kunit-pc"
mkdir -p "$out"
export PKG_CONFIG_PATH="$dir"
src=$("$top/tools/lint/kernel-tools.sh")
kunit_py="$src/tools/testing/kunit/kunit.py"

passed=0
failed=0
# FILE:CASES, CASES being the "# Totals" count when every case passes.
for job in my_kunit.c:4 guard_page_kunit.c:7 irq_atomic_kunit.c:2 \
	alloc_actions_kunit.c:3; do
	src=${job%:*}
	cases=${job#*:}
	for cc in gcc clang-19; do
		t="$out/${src%.c}-$cc"
		verdict=ok
		status=0
		rm -f "$t" "$t.ktap"
		# shellcheck disable=SC2046
		"$cc" -std=gnu11 $(pkg-config --cflags kcrypto-kunit) \
			"$here/$src" $(pkg-config --libs kcrypto-kunit) \
			-o "$t" 2>"$t.log" || verdict="build failed"
		[ "$verdict" != ok ] || "$t" >"$t.ktap" 2>"$t.stderr" ||
			status=$?
		if [ "$verdict" != ok ]; then
			:
		elif [ "$status" != 0 ]; then
			verdict="exit status $status"
		elif ! python3 "$kunit_py" parse "$t.ktap" >"$t.parsed" 2>&1; then
			verdict="kunit.py parse failed"
		elif ! grep -q "^# Totals: pass:$cases fail:0 skip:0 total:$cases\$" \
			"$t.ktap"; then
			verdict="not $cases cases passed"
		fi
		printf '%-21s with %-9s %s\n' "$src" "$cc:" "$verdict"
		if [ "$verdict" = ok ]; then
			passed=$((passed + 1))
			grep -E '# (my_irq_context|irq_hash_in_all_contexts):' \
				"$t.ktap" || true
		else
			failed=$((failed + 1))
			head -20 "$t.log" 2>/dev/null || true
			grep -E '^ *(not ok|# .*(Expected|FAIL))' "$t.ktap" \
				2>/dev/null | head -20 || true
			tail -5 "$t.stderr" 2>/dev/null || true
		fi
	done
done
echo "cflags: $(pkg-config --cflags kcrypto-kunit)"
echo "libs:   $(pkg-config --libs kcrypto-kunit)"
results=${BUILD:-$(dirname "$dir")}/results
mkdir -p "$results"
echo "$passed $failed 0" >"$results/check-kunit-pc.counts"
[ "$failed" = 0 ]
