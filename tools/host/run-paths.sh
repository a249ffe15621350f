#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run host KUnit binaries once per line of a paths file, each time with the
# line's environment, so that every arch path (forced by a module parameter
# taken from the environment, e.g. KCRYPTO_SHA256_IMPL=avx2) runs the
# suites, and add up the counts for tools/check/check.sh. KCRYPTO_CLEARCPUID
# hides CPU flags from the glue (tools/host/shim.c), and from the CPU rule.
#
#   tools/host/run-paths.sh STEP PATHS-FILE BINARY...
#
# A line of PATHS-FILE (# starts a comment):
#
#   [qemu-cpu=MODEL] VAR=value... must-run: suite.case...
#	[must-skip: suite.case...]
#
# qemu-cpu=MODEL runs the binaries under "qemu-x86_64 -cpu MODEL" (a CPU
# that lacks some feature of this host); the cases after "must-run:" become
# KUNIT_MUST_RUN for tools/host/run-kunit.sh, so each of them failing to run
# (skipped or missing) is a failure, named in the output; those after
# "must-skip:" become KUNIT_MUST_SKIP, so each that runs (or is missing) is
# one. A line that only forces paths (KCRYPTO_<ALG>_IMPL) runs only the
# suites of those algorithms, and the bad-input and arch-choice suites,
# which call every algorithm (a filter the binaries take as
# KUNIT_FILTER_GLOB): the other suites would run the same code as with no
# line at all. A line with any other variable (KCRYPTO_CLEARCPUID, an
# _EXPECT, as the qemu CPU models have) runs every suite. Each line runs copies of the binaries in
# $BUILD/paths/STEP.N/VARIANT/,
# so that its KTAP stays there and steps can run side by side; its counts go
# to $BUILD/results/STEP.N.counts, the total to STEP.counts.
set -eu
step=$1
paths=$2
shift 2
: "${BUILD:?}"
: "${TOP:?}"
mkdir -p "$BUILD/results"

total_p=0
total_f=0
total_s=0
n=0
bins=$*
host_flags=

# suites VAR...: the KUNIT_FILTER_GLOB for a line's variables; empty (all
# suites) unless each forces a path of an algorithm named here.
suites() {
	globs=kcrypto_bad_input,kcrypto-arch-choice
	for v in "$@"; do
		case ${v%%=*} in
		KCRYPTO_SHA256_IMPL) g='sha224*,sha256*' ;;
		KCRYPTO_SHA512_IMPL) g='sha384*,sha512*' ;;
		KCRYPTO_BLAKE2S_IMPL) g='blake2s*' ;;
		KCRYPTO_BLAKE2B_IMPL) g='blake2b*' ;;
		KCRYPTO_SHA3_IMPL) g='sha3,sha3_*,shake*' ;;
		*) return ;;
		esac
		globs="$globs,$g"
	done
	echo "$globs"
}
while read -r line; do
	line=${line%%#*}
	set -f
	# shellcheck disable=SC2086
	set -- $line
	set +f
	[ $# != 0 ] || continue
	skip=""
	case $line in
	*must-skip:*)
		skip=${line#*must-skip:}
		line=${line%%must-skip:*}
		;;
	esac
	env_part=${line%%must-run:*}
	if [ "$env_part" = "$line" ]; then
		must=""
	else
		must=${line#*must-run:}
	fi
	n=$((n + 1))
	runner=""
	vars=""
	for word in $env_part; do
		case $word in
		qemu-cpu=*)
			command -v qemu-x86_64 >/dev/null || {
				echo "$step: qemu-x86_64 not found" >&2
				exit 1
			}
			runner="qemu-x86_64 -cpu ${word#qemu-cpu=}"
			;;
		*=*)
			vars="$vars $word"
			;;
		*)
			echo "$paths: bad word '$word'" >&2
			exit 1
			;;
		esac
	done
	set -f
	# shellcheck disable=SC2086
	set -- $vars
	vars=$*
	# shellcheck disable=SC2086
	set -- $must
	must=$*
	# shellcheck disable=SC2086
	set -- $skip
	skip=$*
	set +f
	# shellcheck disable=SC2086
	filter=$(suites $vars)
	echo "--- ${runner:+$runner: }$vars${filter:+  suites: $filter}${must:+  must-run: $must}${skip:+  must-skip: $skip}"
	# The CPU rule (tools/cpu/cpu-rule.sh): a forced or expected path
	# this CPU (or qemu model) can't run is a skip naming the flags it
	# lacks; one it can run must run.
	if [ -n "$runner" ]; then
		# shellcheck disable=SC2086
		flags=$("$TOP/tools/cpu/cpu-rule.sh" flags $runner) || exit 1
	else
		[ -n "$host_flags" ] ||
			host_flags=$("$TOP/tools/cpu/cpu-rule.sh" flags) || exit 1
		flags=$host_flags
	fi
	rc=0
	# shellcheck disable=SC2086
	lacks=$("$TOP/tools/cpu/cpu-rule.sh" lacks host "$flags" $vars) || rc=$?
	if [ $rc = 2 ]; then
		echo "$paths: $lacks" >&2
		exit 1
	fi
	where=${runner:-host}
	where=${where#qemu-x86_64 -cpu }
	[ "$where" = host ] || where="qemu-x86_64 $where"
	case " $vars " in
	*" KCRYPTO_CLEARCPUID="*)
		hidden=${vars#*KCRYPTO_CLEARCPUID=}
		where="$where clearcpuid=${hidden%% *}"
		;;
	esac
	if [ $rc = 1 ]; then
		echo "$lacks" | sed "s/^/skip - $step.$n: /"
		total_s=$((total_s + 1))
		echo "$lacks" | while IFS= read -r l; do
			alg=${l%% *}
			path=${l#* }
			"$TOP/tools/cpu/coverage.sh" add host "$where" \
				"skipped: ${l##*; this CPU }" \
				"kcrypto_$alg.impl=${path%%:*}"
		done
		continue
	fi
	dir=$BUILD/paths/$step.$n
	rm -rf "$dir"
	set --
	for bin in $bins; do
		copy=$dir/$(basename "$(dirname "$bin")")/$(basename "$bin")
		mkdir -p "$(dirname "$copy")"
		cp "$bin" "$copy"
		set -- "$@" "$copy"
	done
	# Counts of this run only: none at all is a failure.
	rm -f "$BUILD/results/$step.$n.counts"
	# shellcheck disable=SC2086
	env $vars KUNIT_RUNNER="$runner" KUNIT_MUST_RUN="$must" \
		KUNIT_FILTER_GLOB="$filter" \
		KUNIT_MUST_SKIP="$skip" \
		"$TOP/tools/host/run-kunit.sh" "$step.$n" "$@" || :
	p=0 f=1 s=0
	[ ! -f "$BUILD/results/$step.$n.counts" ] ||
		read -r p f s <"$BUILD/results/$step.$n.counts"
	if [ "$f" = 0 ]; then verdict=ran; else verdict=failed; fi
	# shellcheck disable=SC2086
	"$TOP/tools/cpu/coverage.sh" add host "$where" "$verdict" $vars
	total_p=$((total_p + p))
	total_f=$((total_f + f))
	total_s=$((total_s + s))
done <"$paths"

if [ $n = 0 ]; then
	echo "$paths: no paths" >&2
	total_f=$((total_f + 1))
fi
echo "$total_p $total_f $total_s" >"$BUILD/results/$step.counts"
echo "$step: $n paths, $total_p passed, $total_f failed, $total_s skipped"
[ "$total_f" = 0 ]
