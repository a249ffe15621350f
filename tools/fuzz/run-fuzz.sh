#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run libFuzzer targets for a bounded time each, starting from the seed
# corpus in the repo, and report executions. The targets run side by side,
# as many at a time as there are CPUs, each on one; their reports come
# out in the order given.
#
#   tools/fuzz/run-fuzz.sh STEP SECONDS FUZZER[+VAR=value]...
#
# A FUZZER written with "+VAR=value" runs with that variable set, e.g.
# build/fuzz/fuzz_arch+KCRYPTO_SHA256_IMPL=avx2 runs fuzz_arch with the AVX2
# SHA-256 path forced (the shim reads module parameters from the
# environment); it shares the corpora of the plain fuzzer.
#
# Each FUZZER (build/fuzz/fuzz_NAME) runs for SECONDS with the seeds of
# tools/fuzz/corpus/NAME/ plus its working corpus build/fuzz/corpus/NAME/
# (new inputs go there, the repo is never written). A crash, sanitizer
# report, leak or digest mismatch makes the run fail; libFuzzer saves the
# input as build/fuzz/NAME-crash-*, replay it with
# "build/fuzz/fuzz_NAME FILE". Before that, the negative control: the same
# fuzzer linked with a library whose blake2b_final() and sha3_final() flip
# a bit of the digest (build/fuzz/plant/fuzz_NAME,
# tools/plants/final_byte.patch) must report a BLAKE2 "MISMATCH:" (fuzz_sha3:
# a SHA3 one) on the seeds, and the clean run must
# report no MISMATCH at all. A forced path this CPU can't run (the CPU
# rule, tools/cpu/cpu-rule.sh) is dropped from the run and counted as a
# skip that names the missing flags; the run goes on with the other
# variables, or is skipped when none is left. Each forced path that stays
# must log its own module's "MODULE: using PATH (forced by impl=)". Counts
# go to $BUILD/results/STEP.counts: one test per fuzzer, one skip per
# dropped path.
set -u
step=$1
secs=$2
shift 2
: "${BUILD:?}" "${TOP:?}"
mkdir -p "$BUILD/results"

flags=$("$TOP/tools/cpu/cpu-rule.sh" flags) || exit 1

# fuzz_one N FUZZER[+VAR=value]: one fuzzer's negative control and run;
# its report goes to standard output, its counts (fuzz_done) to
# $BUILD/fuzz/run.N.
fuzz_done() {
	echo "$passed $failed $skipped" >"$out"
}
fuzz_one() {
	out=$BUILD/fuzz/run.$1
	arg=$2
	passed=0
	failed=0
	skipped=0
	bin=${arg%%+*}
	vars=""
	forced=""
	for var in $([ "$bin" = "$arg" ] || echo "${arg#*+}" | tr + ' '); do
		rc=0
		lacks=$("$TOP/tools/cpu/cpu-rule.sh" lacks host "$flags" "$var") ||
			rc=$?
		if [ $rc = 1 ]; then
			echo "fuzz_${bin##*/fuzz_} $var: SKIP: $lacks"
			skipped=$((skipped + 1))
			"$TOP/tools/cpu/coverage.sh" add host fuzz \
				"skipped: ${lacks##*; this CPU }" "$var"
			continue
		fi
		[ $rc = 0 ] || { echo "$lacks" >&2; failed=$((failed + 1)); continue; }
		forced="$forced $var"
	done
	if [ "$bin" != "$arg" ] && [ -z "$forced" ]; then
		echo "fuzz_${bin##*/fuzz_}: SKIP: no forced path of '${arg#*+}' can run here"
		fuzz_done; return
	fi
	# KCRYPTO_LOG=1: the shim prints the glue's "using PATH" line.
	[ -z "$forced" ] || vars="KCRYPTO_LOG=1$forced"
	name=${bin##*/fuzz_}
	label=$name${vars:+ $vars}
	seeds="$TOP/tools/fuzz/corpus/$name"
	work="$BUILD/fuzz/corpus/$name"
	log="$BUILD/fuzz/$name${vars:+-$(echo "$vars" | tr -c 'A-Za-z0-9_\n' -)}.log"
	mkdir -p "$work" "$seeds"
	# Negative control: the planted library's wrong BLAKE2b (or SHA-3)
	# digest must be reported by name, on the seeds alone.
	plant="$BUILD/fuzz/plant/fuzz_$name"
	caught=BLAKE2
	[ "$name" = sha3 ] && caught=SHA3
	# shellcheck disable=SC2086
	env $vars "$plant" -runs=2000 -max_len=4096 \
		-artifact_prefix="$BUILD/fuzz/plant-$name-" "$seeds" \
		>"$log.plant" 2>&1
	report=$(grep -m 1 "^MISMATCH: .*$caught" "$log.plant")
	rm -f "$BUILD/fuzz/plant-$name-"*
	if [ -z "$report" ]; then
		echo "fuzz_$label: FAILED: its negative control (final_byte:" \
			"a bit of the digest flipped) reported no $caught" \
			"MISMATCH (see $log.plant)"
		failed=$((failed + 1))
		fuzz_done; return
	fi
	echo "fuzz_$label: negative control (final_byte) caught: $report"
	# Reproducible enough to debug: the seed is printed in the log.
	# shellcheck disable=SC2086
	env $vars "$bin" -max_total_time="$secs" -max_len=4096 -timeout=10 \
		-rss_limit_mb=2048 -print_final_stats=1 \
		-artifact_prefix="$BUILD/fuzz/$name-" \
		"$work" "$seeds" >"$log" 2>&1
	status=$?
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
	cov=$(grep -E '^#[0-9]+' "$log" | tail -n 1 |
		sed -n 's/.*cov: \([0-9]*\).*/\1/p')
	# The glue of each forced module logs "MODULE: using PATH (forced by
	# impl=)" at init: KCRYPTO_SHA256_IMPL=avx2 wants kcrypto_sha256's.
	missing=
	for var in $forced; do
		mod=${var#KCRYPTO_}
		mod=kcrypto_$(echo "${mod%%_IMPL=*}" | tr A-Z a-z)
		grep -qF "$mod: using ${var#*=} (forced by impl=)" "$log" ||
			missing="$missing '$mod: using ${var#*=} (forced by impl=)'"
	done
	if [ -n "$missing" ]; then
		verdict="FAILED (log $log lacks$missing)"
		failed=$((failed + 1))
	elif [ $status = 0 ] && [ -n "$execs" ] &&
		! grep -q '^MISMATCH' "$log"; then
		verdict=ok
		passed=$((passed + 1))
	else
		verdict="FAILED (exit status $status, log $log)"
		failed=$((failed + 1))
	fi
	printf 'fuzz_%-8s %4ss %10s execs %7s exec/s  cov %5s  %s\n' \
		"$label" "$secs" "${execs:-?}" "${rate:-?}" "${cov:-?}" \
		"$verdict"
	# shellcheck disable=SC2086
	[ -z "$forced" ] || "$TOP/tools/cpu/coverage.sh" add host fuzz \
		"$([ "$verdict" = ok ] && echo ran || echo failed)" $forced
	if [ "$verdict" != ok ]; then
		grep -E 'MISMATCH|ERROR|SUMMARY|WARNING|^  (kcrypto|ref)' \
			"$log" | head -20
		find "$BUILD/fuzz" -maxdepth 1 -name "$name-*" | head -3
	fi
	fuzz_done
}

# As many fuzzers at a time as there are CPUs (FUZZ_JOBS overrides it).
jobs=${FUZZ_JOBS:-$(nproc)}
mkdir -p "$BUILD/fuzz"
n=0
for arg in "$@"; do
	n=$((n + 1))
	rm -f "$BUILD/fuzz/run.$n" "$BUILD/fuzz/run.$n.out"
	fuzz_one "$n" "$arg" >"$BUILD/fuzz/run.$n.out" 2>&1 &
	[ $((n % jobs)) != 0 ] || wait
done
wait

passed=0
failed=0
skipped=0
i=0
while [ $i -lt $n ]; do
	i=$((i + 1))
	cat "$BUILD/fuzz/run.$i.out"
	p=0 f=1 s=0
	[ ! -f "$BUILD/fuzz/run.$i" ] || read -r p f s <"$BUILD/fuzz/run.$i"
	passed=$((passed + p))
	failed=$((failed + f))
	skipped=$((skipped + s))
done
echo "$passed $failed $skipped" >"$BUILD/results/$step.counts"
[ "$failed" = 0 ]
