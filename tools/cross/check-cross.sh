#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run the cross-built KUnit binaries under qemu-user, once per qemu CPU, and
# print a per-architecture summary.
#
#   tools/cross/check-cross.sh STEP -- ARCH RUNNER CPUS BINARY... [-- ...]
#
# RUNNER is the qemu command line (e.g. 'qemu-arm -L /usr/arm-linux-gnueabihf')
# and CPUS a space-separated list of qemu -cpu values, empty for qemu's default
# CPU. A value CPU+must=SUITE.CASE,... runs on CPU with those cases in
# KUNIT_MUST_RUN (tools/host/run-kunit.sh): skipped or missing, they fail.
# +skip=SUITE.CASE,... is the opposite (KUNIT_MUST_SKIP): a CPU without
# the instructions must report those cases skipped. Both may follow a CPU,
# e.g. cortex-a15,neon=off+must=A.b+skip=C.d,E.f.
# Each run goes through tools/host/run-kunit.sh (KTAP judged by the
# results reader, tools/check/ktap.py); the counts of all runs add up in
# $BUILD/results/STEP.counts. Runs with a -cpu use symlinks under
# BINARY_DIR/../cpu-CPU/ so that every run keeps its own KTAP file.
#
# Environment: CROSS_JOBS (default 2) architectures run at the same time.
set -u
: "${BUILD:?}" "${TOP:?}"
step=$1
shift
mkdir -p "$BUILD/results"
work="$BUILD/cross/.runs-$step"
rm -rf "$work"
mkdir -p "$work"

# One file per architecture (tools/cross/specs.sh): line 1 ARCH, line 2
# RUNNER, line 3 CPUS, then one binary per line.
# shellcheck source=tools/cross/specs.sh
. "$TOP/tools/cross/specs.sh"
split_specs "$work" "$@" || exit 2

# rule_cases ARCH RUNNER CPU: the arch path cases against the CPU rule
# (tools/cpu/cpu-rule.sh) on the flags of this qemu CPU model, as
# tools/cpu/cpuflags built for ARCH reads them under RUNNER: the path case
# of each path the model can run goes to rule_run (it must run in every
# binary), that of each path it can't to rule_skip; rule_paths lists
# "ALG:PATH:VERDICT" for the coverage rows (tools/cpu/coverage.sh), the
# verdict of a path the model can run being that of the run.
rule_cases() {
	_arch=$1 _run=$2 _cpu=$3
	rule_run='' rule_skip='' rule_paths=''
	case $_arch in
	armhf)
		_cases="sha256:neon:sha256_arch.test_sha256_arch_path_used
			sha512:neon:sha512_arch.test_sha512_arch_path_used
			blake2b:neon:blake2b-arch.test_blake2b_arch_used
			blake2s:arm:blake2s_arch.test_blake2s_arch_path_used"
		;;
	arm64)
		_cases="sha256:ce:sha256_arch.test_sha256_arch_path_used
			sha512:ce:sha512_arch.test_sha512_arch_path_used
			sha3:ce:sha3_arch.test_sha3_arch_path_used"
		;;
	*) return 0 ;;
	esac
	_cf=$BUILD/cpu/cpuflags-$_arch
	# shellcheck disable=SC2086
	_flags=$($_run "$_cf" 2>/dev/null) || {
		echo "check-cross: $_cf did not run under $_run" >&2
		return 1
	}
	echo "# qemu -cpu $_cpu: CPU flags: ${_flags:-none}"
	for _c in $_cases; do
		_alg=${_c%%:*} _rest=${_c#*:}
		_path=${_rest%%:*} _case=${_rest#*:}
		_rc=0
		_lacks=$("$TOP/tools/cpu/cpu-rule.sh" lacks "$(karch "$_arch")" \
			"$_flags" "kcrypto_$_alg.impl=$_path") || _rc=$?
		if [ $_rc = 0 ]; then
			rule_run="$rule_run $_case"
			_verdict=run
		else
			echo "# $_lacks: $_case must skip"
			rule_skip="$rule_skip $_case"
			_verdict="skipped: ${_lacks##*; this CPU }"
		fi
		rule_paths="$rule_paths
$_alg:$_path:$_verdict"
	done
}

# karch ARCH: the name tools/cpu/arch-paths gives ARCH.
karch() {
	case $1 in
	armhf) echo arm ;;
	*) echo "$1" ;;
	esac
}

# run_arch N: all runs of architecture N; log in N.log, summary in N.sum.
run_arch() {
	idx=$1
	spec="$work/$idx.spec"
	arch=$(sed -n 1p "$spec")
	runner=$(sed -n 2p "$spec")
	cpus=$(sed -n 3p "$spec")
	bins=$(sed -n '4,$p' "$spec")
	[ -n "$cpus" ] || cpus=default
	i=0
	status=0
	: >"$work/$idx.sum"
	for cpu in $cpus; do
		spec=$cpu
		cpu=${spec%%+*}
		must=
		skip=
		for opt in $(echo "${spec#"$cpu"}" | tr + ' '); do
			case $opt in
			must=*) must="$must $(echo "${opt#must=}" | tr , ' ')" ;;
			skip=*) skip="$skip $(echo "${opt#skip=}" | tr , ' ')" ;;
			esac
		done
		must=${must# }
		skip=${skip# }
		i=$((i + 1))
		substep="$step-$arch-$i"
		if [ "$cpu" = default ]; then
			run="$runner"
			# shellcheck disable=SC2086
			set -- $bins
		else
			run="$runner -cpu $cpu"
			set --
			for bin in $bins; do
				d=$(dirname "$bin")
				tag=$(echo "$cpu" | tr ',=' '_-')
				link="$(dirname "$d")/cpu-$tag/$(basename "$d")"
				mkdir -p "$link"
				ln -sf "$bin" "$link/$(basename "$bin")"
				set -- "$@" "$link/$(basename "$bin")"
			done
		fi
		label="--- $arch, qemu -cpu $cpu: $run"
		echo "$label${must:+ (must run: $must)}${skip:+ (must skip: $skip)}"
		rule_cases "$arch" "$run" "$cpu" || status=1
		KUNIT_MUST_RUN="$must$rule_run" KUNIT_MUST_SKIP="$skip$rule_skip" \
			KUNIT_RUNNER="$run" \
			"$TOP/tools/host/run-kunit.sh" "$substep" "$@" || status=1
		read -r p f s <"$BUILD/results/$substep.counts" ||
			{ p=0 f=1 s=0; }
		v=ran
		[ "$f" = 0 ] || v=failed
		echo "$rule_paths" | while IFS=: read -r alg path c; do
			[ -n "$alg" ] || continue
			[ "$c" != run ] || c=$v
			"$TOP/tools/cpu/coverage.sh" add "$(karch "$arch")" \
				"qemu-$arch $cpu" "$c" "kcrypto_$alg.impl=$path"
		done
		echo "$arch $cpu $p $f $s" >>"$work/$idx.sum"
	done
	return $status
}

status=0
run_specs "$work" "${CROSS_JOBS:-2}" run_arch || status=1
total_p=0
total_f=0
total_s=0
echo "=== $step summary"
printf '%-8s %-28s %7s %7s %7s\n' arch "qemu -cpu" passed failed skipped
i=1
while [ $i -le $n ]; do
	while read -r arch cpu p f s; do
		printf '%-8s %-28s %7s %7s %7s\n' "$arch" "$cpu" "$p" "$f" "$s"
		total_p=$((total_p + p))
		total_f=$((total_f + f))
		total_s=$((total_s + s))
	done <"$work/$i.sum"
	i=$((i + 1))
done
printf '%-8s %-28s %7s %7s %7s\n' all "" "$total_p" "$total_f" "$total_s"
[ $status = 0 ] || [ $total_f != 0 ] || total_f=1
echo "$total_p $total_f $total_s" >"$BUILD/results/$step.counts"
[ $status = 0 ] && [ $total_f = 0 ]
