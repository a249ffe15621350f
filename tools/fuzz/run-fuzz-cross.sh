#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run the cross-built fuzz_arch (tools/fuzz/standalone-main.cc as main())
# under qemu-user: the corpus tools/fuzz/corpus/arch/, then INPUTS
# generated inputs, once per run, and check that each run's paths really
# ran (the asm-call counters the program prints at exit).
#
#   tools/fuzz/run-fuzz-cross.sh STEP INPUTS -- ARCH RUNNER BINARY RUN... \
#           [-- ...]
#
# RUNNER is the qemu command line ('qemu-arm -L /usr/arm-linux-gnueabihf'),
# BINARY the clean build; BINARY_DIR/plant/fuzz_arch is the negative
# control (blake2b_final() and sha3_final() flip a bit,
# tools/plants/final_byte.patch), which must die with a BLAKE2
# "MISMATCH:" on the corpus and with a SHA3 one on its first SHA-3 input
# (alg8-0), on the CPU of the first RUN. Each RUN is CPU|ENV|CALLED|NOT-CALLED: qemu -cpu CPU, with
# KCRYPTO_LOG=1 and ENV (VAR=value, commas between them) in the
# environment; a run passes when the program exits 0 having run every
# input, without MISMATCH, the glue logs "(forced by impl=)" once per
# variable of ENV, every assembly function of CALLED (commas) was called
# and none of NOT-CALLED. Logs: $BUILD/fuzz/cross/ARCH/run-N.log. Counts (one test per
# run and per negative control) go to $BUILD/results/STEP.counts.
set -eu
: "${BUILD:?}" "${TOP:?}"
step=$1
inputs=$2
shift 2
mkdir -p "$BUILD/results"
corpus="$TOP/tools/fuzz/corpus/arch"
passed=0
failed=0

fail() {
	echo "fuzz_arch $label: FAILED: $*"
	grep -E 'MISMATCH|^  (kcrypto|reference)|Abort|signal' "$log" |
		head -5 || true
	failed=$((failed + 1))
}

# calls SYM: its asm-call count in $log, empty if not printed.
calls() {
	sed -n "s/^asm-calls: [^ ]* [^ ]* $1 \([0-9]*\)$/\1/p" "$log"
}

arch=
while [ $# -gt 0 ]; do
	if [ "$1" = -- ]; then
		arch=$2 runner=$3 bin=$4
		shift 4
		n=0
		first=1
		mkdir -p "$BUILD/fuzz/cross/$arch"
		continue
	fi
	run=$1
	shift
	cpu=${run%%|*}
	rest=${run#*|}
	vars=$(echo "${rest%%|*}" | tr , ' ')
	rest=${rest#*|}
	called=$(echo "${rest%%|*}" | tr , ' ')
	notcalled=$(echo "${rest#*|}" | tr , ' ')
	if [ -n "$first" ]; then
		first=
		for c in BLAKE2:blake2b:"$corpus" SHA3:sha3:"$corpus/alg8-0"; do
			alg=${c%%:*} c=${c#*:}
			fn=${c%%:*} input=${c#*:}
			label="$arch -cpu $cpu negative control (final_byte, $alg)"
			log="$BUILD/fuzz/cross/$arch/plant-$fn.log"
			status=0
			# shellcheck disable=SC2086
			$runner -cpu "$cpu" "$(dirname "$bin")/plant/fuzz_arch" \
				-n 0 "$input" >"$log" 2>&1 || status=$?
			report=$(grep -m 1 "^MISMATCH: .*$alg" "$log" || true)
			if [ $status = 0 ] || [ -z "$report" ]; then
				fail "the planted ${fn}_final() was not caught" \
					"(exit status $status, log $log)"
			else
				echo "fuzz_arch $label: caught: $report"
				passed=$((passed + 1))
			fi
		done
	fi
	n=$((n + 1))
	label="$arch -cpu $cpu${vars:+ $vars}"
	log="$BUILD/fuzz/cross/$arch/run-$n.log"
	start=$(date +%s)
	status=0
	# shellcheck disable=SC2086
	env KCRYPTO_LOG=1 $vars $runner -cpu "$cpu" "$bin" -n "$inputs" \
		"$corpus" >"$log" 2>&1 || status=$?
	secs=$(($(date +%s) - start))
	ran=$(sed -n 's/^standalone: \([0-9]*\) inputs ran.*/\1/p' "$log")
	if [ $status != 0 ] || [ -z "$ran" ] || grep -q '^MISMATCH' "$log"; then
		fail "exit status $status, log $log"
		continue
	fi
	# The glue logs "using PATH (forced by impl=)": one per variable.
	forced=$(grep -c '(forced by impl=)' "$log" || true)
	# shellcheck disable=SC2086
	if [ "$forced" != "$(echo $vars | wc -w)" ]; then
		fail "$forced of the forced paths took (log $log)"
		continue
	fi
	bad=
	counts=
	for sym in $called; do
		c=$(calls "$sym")
		counts="$counts $sym=${c:-?}"
		[ -n "$c" ] && [ "$c" != 0 ] || bad="$bad $sym not called;"
	done
	for sym in $notcalled; do
		c=$(calls "$sym")
		counts="$counts $sym=${c:-?}"
		[ "$c" = 0 ] || bad="$bad $sym called;"
	done
	if [ -n "$bad" ]; then
		fail "$bad (log $log)"
		continue
	fi
	echo "fuzz_arch $label: ok, $ran inputs in ${secs}s, calls:$counts"
	passed=$((passed + 1))
done
echo "$passed $failed 0" >"$BUILD/results/$step.counts"
[ "$failed" = 0 ]
