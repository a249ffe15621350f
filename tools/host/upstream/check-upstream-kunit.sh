#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The kernel's own KUnit suites for what kcrypto implements, run on the
# shim: lib/crypto/tests/{blake2b,blake2s,sha224,sha256,sha384,sha512,sha3}_kunit.c
# of Debian's linux-source-7.3, unmodified, compiled in place from the kernel
# cache (tools/uml/kernel-tree.sh kernel_source: unpacked there on first
# use), never copied into this tree. They are built from nothing but a
# kcrypto-kunit.pc, as an outside KUnit file is (README: "Run your own KUnit
# file on the host"), plus -I for their own directory (their
# hash-test-template.h and *-testvecs.h), -Wextra and -Werror (without
# -Wsign-compare, which the kernel enables only at W=3, and without
# -Wpointer-sign, which its top Makefile turns off: sha3_kunit.c passes ""
# as a const u8 *): on the host
# (build/host/kcrypto-kunit.pc) with gcc and clang-19, and for i386, armhf
# and arm64 under qemu-user (build/cross/ARCH/kcrypto-kunit.pc,
# tools/cross/cross.mk) with the cross compilers check-cross uses.
#
# Only as C: the files are kernel C, not C++ (a void * from their own
# variables converted implicitly, void * arithmetic, a const array with no
# initializer), which g++ and clang++ reject whatever the headers say.
#
# Each binary runs twice: with the arch code on, and with every CPU feature
# hidden (KCRYPTO_FORCE_GENERIC=1, as check-host-generic) and, for a path
# that needs no CPU feature (armhf's scalar BLAKE2s), that would survive
# it, impl=generic (KCRYPTO_BLAKE2S_IMPL=generic); both with KCRYPTO_LOG=1.
# A target with no arch code (i386) runs once, forced. A run passes when it
# exits 0, the 7.3 tree's own kunit.py parses its KTAP, each of the seven
# suites reports, no case but a benchmark (benchmark_*: off without
# CONFIG_CRYPTO_LIB_BENCHMARK) skips, and the paths logged are the ones
# asked for: all "generic" when forced (none logged where there is no arch
# code); with the arch code on, each a path tools/cpu/arch-paths lists for
# the target, the timed BLAKE2 choices agree with their rule
# (tools/klog/timed-choice.py, as check-host), and an untimed glue (SHA-2;
# every glue on ARM) runs the C only where the CPU rule
# (tools/cpu/cpu-rule.sh, on the flags tools/cpu/cpuflags reads from the
# CPU or the qemu model) gives it no other path. Counts, summed over the
# runs, go to $BUILD/results/STEP.counts.
#
#   tools/host/upstream/check-upstream-kunit.sh STEP -- TARGET [-- TARGET]...
#
# TARGET is NAME KARCH PC_DIR RUNNER RUN_CCS BUILD_CCS:
#   NAME      host, or the tools/cross name (i386, armhf, arm64)
#   KARCH     the CPU rule's name for it (host, arm, arm64; none for i386)
#   PC_DIR    where its kcrypto-kunit.pc is; the output goes to
#             PC_DIR/upstream-kunit/
#   RUNNER    empty, or the qemu-user command line with its -cpu
#   RUN_CCS   the compiler commands, ";"-separated, whose binaries run
#   BUILD_CCS those that only build the files (may be empty)
# Targets run two at a time (UPSTREAM_JOBS), their reports in order.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
step=$1
shift
results=${BUILD:-$top/build}/results
work=${BUILD:-$top/build}/upstream-kunit/$step
rm -rf "$work"
mkdir -p "$results" "$work"
echo "0 1 0" >"$results/$step.counts"

# shellcheck source=tools/uml/kernel-tree.sh
. "$top/tools/uml/kernel-tree.sh"
kernel_source "$step" 7.3 || exit 1
tests=$src/lib/crypto/tests
kunit_py=$src/tools/testing/kunit/kunit.py
suites="blake2b blake2s sha224 sha256 sha384 sha512 sha3"
files=
for s in $suites; do
	files="$files $tests/${s}_kunit.c"
done

# A "using generic" line, or one that impl= forced.
generic=': using generic\( (forced by impl=)\)\{0,1\}$'

# check_using LOG MODE: the "using" lines of LOG against MODE (see above),
# with $karch, $arch (its "ALG PATH" lines but generic) and $flags.
check_using() {
	if [ "$2" = generic ]; then
		[ -z "$arch" ] || grep -q ': using ' "$1" ||
			echo "no path logged"
		grep ': using ' "$1" | grep -v "$generic" || true
		return
	fi
	grep ': using ' "$1" | grep -v "$generic" |
		sed -n 's/^kcrypto_\([a-z0-9]*\): using \([a-z0-9]*\).*/\1 \2/p' |
		while read -r alg path; do
			echo "$arch" | grep -qx "$alg $path" ||
				echo "$alg: using $path, which tools/cpu/arch-paths does not list for $karch"
		done
	# shellcheck disable=SC2046
	python3 "$top/tools/klog/timed-choice.py" \
		$([ "$karch" != host ] || [ "$(uname -m)" != x86_64 ] ||
			"$top/tools/klog/timed-require.sh" host "$flags") \
		"$1" >"$1.timed" || grep '^not ok' "$1.timed"
	echo "$arch" | awk '{ print $1 }' | sort -u | while read -r alg; do
		grep -q "^kcrypto_$alg: MB/s:" "$1" && continue
		grep -q "^kcrypto_$alg: using generic$" "$1" || continue
		echo "$arch" | awk -v a="$alg" '$1 == a { print $2 }' |
			while read -r path; do
				var=KCRYPTO_$(echo "$alg" | tr '[:lower:]' '[:upper:]')_IMPL=$path
				! "$top/tools/cpu/cpu-rule.sh" lacks "$karch" "$flags" \
					"$var" >/dev/null || {
					echo "$alg: using generic, but this CPU can run $path"
					break
				}
			done
	done
}

# run_cc CC MODE...: build the seven files with CC into $out, and run the
# binary in each MODE (none: build only); adds "passed failed skipped"
# lines to $out/counts.
run_cc() {
	cc=$1
	shift
	ccname=$(echo "$cc" | awk '{ sub(/.*-linux-gnu[a-z]*-/, "", $1); print $1 }')
	label="$name $ccname:"
	bin="$out/$ccname"
	rm -f "$bin"
	# shellcheck disable=SC2046,SC2086
	if ! $cc -std=gnu11 -O2 -g -Wall -Wextra -Wno-sign-compare \
		-Wno-pointer-sign -Werror \
		$(pkg-config --cflags kcrypto-kunit) -I"$tests" $files \
		$(pkg-config --libs kcrypto-kunit) -o "$bin" >"$bin.log" 2>&1; then
		printf '%-16s build failed: %s\n' "$label" "$cc"
		sed "s|$src/||" "$bin.log" | head -20
		echo "0 1 0" >>"$out/counts"
		return
	fi
	[ $# != 0 ] || printf '%-16s built (not run): %s\n' "$label" "$cc"
	for mode; do
		t="$bin-$mode"
		rm -f "$t.counts"
		status=0
		if [ "$mode" = arch ]; then
			KCRYPTO_LOG=1 $runner "$bin" --counts="$t.counts" \
				>"$t.ktap" 2>"$t.log" || status=$?
		else
			# shellcheck disable=SC2086
			env KCRYPTO_FORCE_GENERIC=1 KCRYPTO_LOG=1 $unhidden \
				$runner "$bin" --counts="$t.counts" \
				>"$t.ktap" 2>"$t.log" || status=$?
		fi
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
		printf '%-16s %-7s %3s passed %3s failed %3s skipped  %s\n' \
			"$label" "$mode" "$p" "$f" "$s" "$verdict"
		# "  blake2b 12+1s, ... | blake2b avx512, ...": passed+skipped
		# per suite, and the paths used.
		{
			sed -n 's/^# \([a-z0-9]*\): pass:\([0-9]*\) .* skip:\([0-9]*\) .*/\1 \2+\3s/p' \
				"$t.ktap"
			echo "|"
			sed -n 's/^kcrypto_\([a-z0-9]*\): using /\1 /p' "$t.log"
		} | paste -s -d, | sed 's/^/  /; s/,|,/ | /; s/,|$/ |/; s/,/, /g'
		if [ "$verdict" != ok ]; then
			sed 1d "$t.problems"
			grep -E '^ *(not ok|# .*(Expected|FAIL|expected))' \
				"$t.ktap" | head -20 || true
			grep -v -e ': using ' -e ': MB/s: ' -e '^kunit: ' \
				"$t.log" | tail -5 || true
		fi
		echo "$p $f $s" >>"$out/counts"
	done
}

# run_target N: target N (from $work/N.spec, tools/cross/specs.sh); its
# counts in $work/N.counts.
run_target() {
	{
		read -r name
		read -r karch
		read -r pcdir
		read -r runner
		read -r run_ccs
		read -r build_ccs
	} <"$work/$1.spec"
	out=$pcdir/upstream-kunit
	mkdir -p "$out"
	: >"$out/counts"
	export PKG_CONFIG_PATH="$pcdir"
	arch=$("$top/tools/cpu/cpu-rule.sh" paths "$karch" |
		awk '$2 != "generic"')
	flags=
	modes=generic
	unhidden=
	if [ -n "$arch" ]; then
		modes="arch generic"
		if [ "$karch" = host ]; then
			flags=$("$top/tools/cpu/cpu-rule.sh" flags)
		else
			# shellcheck disable=SC2086
			flags=$($runner "${BUILD:-$top/build}/cpu/cpuflags-$name") || {
				echo "$name: cpuflags-$name did not run under $runner"
				return
			}
		fi
		# The paths that need no CPU feature: hiding them all leaves
		# these on, so the forced run asks for generic by name.
		for alg_path in $(echo "$arch" | tr ' ' :); do
			var=KCRYPTO_$(echo "${alg_path%%:*}" | tr '[:lower:]' '[:upper:]')_IMPL
			! "$top/tools/cpu/cpu-rule.sh" lacks "$karch" "" \
				"$var=${alg_path#*:}" >/dev/null ||
				unhidden="$unhidden $var=generic"
		done
	fi
	echo "--- $name${runner:+: $runner}${unhidden:+ (forced:$unhidden)}"
	IFS=';'
	for cc in $run_ccs; do
		unset IFS
		# shellcheck disable=SC2086
		run_cc "$cc" $modes
		IFS=';'
	done
	for cc in $build_ccs; do
		unset IFS
		run_cc "$cc"
		IFS=';'
	done
	unset IFS
	awk '{ p += $1; f += $2; s += $3 } END { print p + 0, f + 0, s + 0 }' \
		"$out/counts" >"$work/$1.counts"
}

# shellcheck source=tools/cross/specs.sh
. "$top/tools/cross/specs.sh"
split_specs "$work" "$@" || exit 2
i=1
while [ $i -le $n ]; do
	echo "0 1 0" >"$work/$i.counts"
	i=$((i + 1))
done
run_specs "$work" "${UPSTREAM_JOBS:-2}" run_target || true
cat "$work"/*.counts | awk '{ p += $1; f += $2; s += $3 }
	END { print p + 0, f + 0, s + 0 }' >"$results/$step.counts"
read -r passed failed skipped <"$results/$step.counts"
echo "$step: $passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
