#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Build tools/host/example/my_kunit.c, a KUnit file outside tests/, exactly
# as the README's "Run your own KUnit file on the host" says, from nothing
# but build/host/kcrypto-kunit.pc, with gcc and clang-19; run it, and have
# the kernel's kunit.py parse its KTAP. Counts: one per compiler.
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
for cc in gcc clang-19; do
	t="$out/t-$cc"
	verdict=ok
	status=0
	rm -f "$t" "$t.ktap"
	# shellcheck disable=SC2046
	"$cc" -std=gnu11 $(pkg-config --cflags kcrypto-kunit) \
		"$here/my_kunit.c" $(pkg-config --libs kcrypto-kunit) \
		-o "$t" 2>"$t.log" || verdict="build failed"
	[ "$verdict" != ok ] || "$t" >"$t.ktap" 2>"$t.stderr" || status=$?
	if [ "$verdict" != ok ]; then
		:
	elif [ "$status" != 0 ]; then
		verdict="exit status $status"
	elif ! python3 "$kunit_py" parse "$t.ktap" >"$t.parsed" 2>&1; then
		verdict="kunit.py parse failed"
	elif ! grep -q '^# Totals: pass:4 fail:0 skip:0 total:4' "$t.ktap"; then
		verdict="not 4 cases passed"
	fi
	printf 'my_kunit.c with %-9s %s\n' "$cc:" "$verdict"
	if [ "$verdict" = ok ]; then
		passed=$((passed + 1))
		grep '# my_irq_context:' "$t.ktap" || true
	else
		failed=$((failed + 1))
		head -20 "$t.log" 2>/dev/null || true
		grep -E '^ *(not ok|# .*(Expected|FAIL))' "$t.ktap" 2>/dev/null |
			head -20 || true
		tail -5 "$t.stderr" 2>/dev/null || true
	fi
done
echo "cflags: $(pkg-config --cflags kcrypto-kunit)"
echo "libs:   $(pkg-config --libs kcrypto-kunit)"
results=${BUILD:-$(dirname "$dir")}/results
mkdir -p "$results"
echo "$passed $failed 0" >"$results/check-kunit-pc.counts"
[ "$failed" = 0 ]
