#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The kernel's own KUnit suites for what kcrypto implements, run on the host
# shim: lib/crypto/tests/{blake2b,blake2s,sha224,sha256,sha384,sha512}_kunit.c
# of Debian's linux-source-7.3, unmodified, compiled in place from the kernel
# cache (tools/uml/kernel-tree.sh kernel_source: unpacked there on first
# use), never copied into this tree. They are built from nothing but
# build/host/kcrypto-kunit.pc, as an outside KUnit file is (README: "Run your
# own KUnit file on the host"), plus -I for their own directory (their
# hash-test-template.h and *-testvecs.h), with gcc and clang-19, -Wextra and
# -Werror (without -Wsign-compare, which the kernel enables only at W=3).
#
# Only as C: the files are kernel C, not C++ (a void * from their own
# variables converted implicitly, void * arithmetic, a const array with no
# initializer), which g++ and clang++ reject whatever the headers say.
#
# Each binary runs twice: with the arch code on, and with every CPU feature
# hidden (KCRYPTO_FORCE_GENERIC=1, as check-host-generic), both with
# KCRYPTO_LOG=1. It passes when it exits 0, the 7.3 tree's own kunit.py
# parses its KTAP, each of the six suites reports, no case but a benchmark
# (benchmark_*: off without CONFIG_CRYPTO_LIB_BENCHMARK) skips, and the
# paths logged are the ones asked for: all "generic" when forced; with the
# arch code on, the timed BLAKE2 choices agree with their rule
# (tools/klog/timed-choice.py, as check-host), and an untimed glue (SHA-2)
# runs the C only where the CPU rule (tools/cpu/cpu-rule.sh) gives it no
# other path. Counts, summed over the runs, go to
# $BUILD/results/check-upstream-kunit.counts.
#
#   tools/host/upstream/check-upstream-kunit.sh BUILD_HOST_DIR
set -eu
dir=$1
top=$(cd "$(dirname "$0")/../../.." && pwd)
step=check-upstream-kunit
out="$dir/upstream-kunit"
results=${BUILD:-$(dirname "$dir")}/results
mkdir -p "$out" "$results"
echo "0 1 0" >"$results/$step.counts"

# shellcheck source=tools/uml/kernel-tree.sh
. "$top/tools/uml/kernel-tree.sh"
kernel_source "$step" 7.3 || exit 1
tests=$src/lib/crypto/tests
kunit_py=$src/tools/testing/kunit/kunit.py
suites="blake2b blake2s sha224 sha256 sha384 sha512"
files=
for s in $suites; do
	files="$files $tests/${s}_kunit.c"
done

export PKG_CONFIG_PATH="$dir"
arch=$("$top/tools/cpu/cpu-rule.sh" paths host | awk '$2 != "generic"')
flags=
[ -z "$arch" ] || flags=$("$top/tools/cpu/cpu-rule.sh" flags)

# check_using LOG MODE: the "using" lines of LOG against MODE (see above).
check_using() {
	if [ "$2" = generic ]; then
		grep -q ': using ' "$1" || echo "no path logged"
		grep ': using ' "$1" | grep -v ': using generic$' || true
		return
	fi
	# shellcheck disable=SC2046
	python3 "$top/tools/klog/timed-choice.py" \
		$([ "$(uname -m)" != x86_64 ] ||
			"$top/tools/klog/timed-require.sh" host "$flags") \
		"$1" >"$1.timed" || grep '^not ok' "$1.timed"
	echo "$arch" | awk '{ print $1 }' | sort -u | while read -r alg; do
		grep -q "^kcrypto_$alg: MB/s:" "$1" && continue
		grep -q "^kcrypto_$alg: using generic$" "$1" || continue
		echo "$arch" | awk -v a="$alg" '$1 == a { print $2 }' |
			while read -r path; do
				var=KCRYPTO_$(echo "$alg" | tr '[:lower:]' '[:upper:]')_IMPL=$path
				! "$top/tools/cpu/cpu-rule.sh" lacks host "$flags" \
					"$var" >/dev/null || {
					echo "$alg: using generic, but this CPU can run $path"
					break
				}
			done
	done
}

passed=0
failed=0
skipped=0
for cc in gcc clang-19; do
	bin="$out/$cc"
	rm -f "$bin"
	# shellcheck disable=SC2046,SC2086
	if ! $cc -std=gnu11 -O2 -g -Wall -Wextra -Wno-sign-compare -Werror \
		$(pkg-config --cflags kcrypto-kunit) -I"$tests" $files \
		$(pkg-config --libs kcrypto-kunit) -o "$bin" >"$bin.log" 2>&1; then
		printf '%-9s build failed\n' "$cc:"
		sed "s|$src/||" "$bin.log" | head -20
		failed=$((failed + 1))
		continue
	fi
	for mode in arch generic; do
		t="$bin-$mode"
		force=0
		[ "$mode" = arch ] || force=1
		rm -f "$t.counts"
		status=0
		KCRYPTO_FORCE_GENERIC=$force KCRYPTO_LOG=1 \
			"$bin" --counts="$t.counts" >"$t.ktap" 2>"$t.log" ||
			status=$?
		p=0 f=0 s=0
		[ ! -f "$t.counts" ] || read -r p f s <"$t.counts"
		# Each problem on a line of its own, for the report.
		{
			[ "$status" = 0 ] || echo "exit status $status"
			python3 "$kunit_py" parse "$t.ktap" >"$t.parsed" 2>&1 ||
				[ "$status" != 0 ] || echo "kunit.py parse failed"
			for suite in $suites; do
				grep -q "^# $suite: pass:[1-9]" "$t.ktap" ||
					echo "suite $suite: no pass line"
			done
			awk '/^    # Subtest: / { suite = $3 }
			/^    ok [0-9]+ [^ ]+ # SKIP/ && $3 !~ /^benchmark_/ {
				print "skipped: " suite "." $3
			}' "$t.ktap"
			check_using "$t.log" "$mode"
		} >"$t.problems"
		verdict=ok
		if [ -s "$t.problems" ]; then
			verdict=$(head -n 1 "$t.problems")
			[ "$f" != 0 ] || f=1
		fi
		printf '%-9s %-7s %3s passed %3s failed %3s skipped  %s\n' \
			"$cc:" "$mode" "$p" "$f" "$s" "$verdict"
		# "  blake2b 12+1s, ... | blake2b avx512, ...": passed+skipped
		# per suite, and the paths used.
		{
			sed -n 's/^# \([a-z0-9]*\): pass:\([0-9]*\) .* skip:\([0-9]*\) .*/\1 \2+\3s/p' \
				"$t.ktap"
			echo "|"
			sed -n 's/^kcrypto_\([a-z0-9]*\): using /\1 /p' "$t.log"
		} | paste -s -d, | sed 's/^/  /; s/,|,/ | /; s/,/, /g'
		if [ "$verdict" != ok ]; then
			sed 1d "$t.problems"
			grep -E '^ *(not ok|# .*(Expected|FAIL|expected))' \
				"$t.ktap" | head -20 || true
			grep -v -e ': using ' -e ': MB/s: ' -e '^kunit: ' \
				"$t.log" | tail -5 || true
		fi
		passed=$((passed + p))
		failed=$((failed + f))
		skipped=$((skipped + s))
	done
done
echo "$passed $failed $skipped" >"$results/$step.counts"
[ "$failed" = 0 ]
