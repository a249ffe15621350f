#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Boot a UML kernel that tools/uml/kunit.sh has just built and run once per
# line of tools/uml/x86-paths, each time with that line's x86 path forced by
# module parameters (kcrypto_sha256.impl=avx2 ...), and judge each boot:
#
#   tools/uml/forced-paths.sh CC LINUX ROOT SRC OUT
#
# CC names the run in messages (gcc, clang); LINUX is the UML kernel, ROOT
# the root directory kunit.sh laid out (init, modules/; each boot's
# parameters go to ROOT/module-params, which init reads), SRC the kernel
# source (for kunit.py), OUT a directory for the boots' console logs and
# KTAP (OUT/N.console.log, OUT/N.ktap). No rebuild: called from kunit.sh.
#
# A boot loads the library modules, the crypto API drivers and the
# SHA-256, SHA-224, SHA-512 arch, BLAKE2s, BLAKE2b arch and shash suites
# (about 2 s each). It fails when the results reader (tools/check/ktap.py)
# finds that init did not finish, a suite failed (kunit.py parse), a
# "must-run:" case skipped or is missing, a "must-skip:" case ran, the
# kernel log lacks "MODULE: using PATH (forced by impl=)" for a forced
# MODULE.impl=PATH or the suites say another path is in use; or when the
# log has a splat other than the BLAKE2s suites' deliberate one
# (tools/klog/check-klog.py). Prints "ok"/"not ok" lines per boot, and one
# "passed failed skipped" line per boot (the suites' counts, plus one
# failure per failed check) on file descriptor 3 for kunit.sh's counts.
# A boot that forces a path the host CPU can't run (the CPU rule,
# tools/cpu/cpu-rule.sh, on the flags of /proc/cpuinfo, which UML reads)
# is skipped, naming the missing flags, and counted as one skip. Each
# forced path's outcome, and that of each path the boot's glues logged
# they use, joins the coverage table (tools/cpu/coverage.sh).
# Exit status 0 only when every boot that ran passed.
set -eu

cc=$1
linux=$2
root=$3
src=$4
mkdir -p "$5"
out=$(cd "$5" && pwd)
top=$(cd "$(dirname "$0")/../.." && pwd)
paths=$top/tools/uml/x86-paths
timeout=${UML_TIMEOUT:-600}
say() { echo "kunit-uml($cc) forced: $*"; }
# shellcheck source=tools/uml/stage-modules.sh
. "$top/tools/uml/stage-modules.sh"

# The library modules and drivers first, then these suites.
suites="kcrypto_sha256_arch_kunit kcrypto_sha256_kunit kcrypto_sha224_kunit
	kcrypto_sha512_arch_kunit kcrypto_blake2s_arch_kunit
	kcrypto_blake2s_kunit kcrypto_blake2b_arch_kunit kcrypto_shash_kunit
	kcrypto_sha3_arch_kunit"
libs='' drivers='' tests=''
for ko in "$root"/modules/*.ko; do
	name=$(basename "$ko" .ko)
	case $name in
	*_kunit) ;;
	*_shash) drivers="$drivers $name" ;;
	*) libs="$libs $name" ;;
	esac
done
for name in $suites; do
	[ -f "$root/modules/$name.ko" ] || {
		echo "kunit-uml($cc) forced: no $name.ko in $root/modules" >&2
		exit 1
	}
	tests="$tests $name"
done
mods=
for name in $libs $drivers $tests; do
	mods="$mods /modules/$name.ko"
done
# shellcheck disable=SC2086
init_args_fit "kunit-uml($cc) forced" $mods || exit 1
klog_expect=
case " $tests " in
*" kcrypto_blake2s_kunit "*) klog_expect="--expect blake2s.h=1" ;;
esac

# One failed check of the current boot.
fail() {
	echo "not ok - $cc boot $n:$params: $*"
	bad=$((bad + 1))
}

host_flags=$("$top/tools/cpu/cpu-rule.sh" procflags)
rm -f "$out"/*
status=0
n=0
while read -r line; do
	line=${line%%#*}
	set -f
	# shellcheck disable=SC2086
	set -- $line
	set +f
	[ $# != 0 ] || continue
	n=$((n + 1))
	params='' must='' skip='' mode=''
	set -f
	for word in $line; do
		case $word in
		must-run:) mode=run ;;
		must-skip:) mode=skip ;;
		*.*=*)
			[ -z "$mode" ] || { echo "$paths: '$word' after the cases" >&2; exit 1; }
			params="$params $word"
			;;
		*)
			case $mode in
			run) must="$must $word" ;;
			skip) skip="$skip $word" ;;
			*) echo "$paths: bad word '$word'" >&2; exit 1 ;;
			esac
			;;
		esac
	done
	set +f
	# UML runs on the host's CPU: a path it lacks can't be forced.
	rc=0
	# shellcheck disable=SC2086
	lacks=$("$top/tools/cpu/cpu-rule.sh" lacks x86 "$host_flags" $params) ||
		rc=$?
	[ $rc != 2 ] || { echo "$paths: $lacks" >&2; exit 1; }
	if [ $rc = 1 ]; then
		echo "ok - $cc boot $n:$params # SKIP $(printf '%s' "$lacks" | tr '\n' ' ')"
		echo "0 0 1" >&3
		# shellcheck disable=SC2086
		"$top/tools/cpu/coverage.sh" add x86 "UML $cc" \
			"skipped: ${lacks##*; this CPU }" $params
		continue
	fi
	log=$out/$n.console.log
	ktap=$out/$n.ktap
	say "boot $n:$params"
	start=$(date +%s)
	rc=0
	# shellcheck disable=SC2086
	stage_params "$root" $params
	# shellcheck disable=SC2086
	timeout "$timeout" "$linux" mem=256M uml_dir="$root/uml" \
		root=/dev/root rootfstype=hostfs rootflags="$root" ro \
		init=/init console=tty printk.devkmsg=on -- $mods \
		</dev/null >"$log" 2>&1 || rc=$?
	bad=0
	[ $rc != 124 ] || fail "UML timed out after ${timeout}s"
	[ $rc = 0 ] || [ $rc = 124 ] || fail "UML exited with status $rc"
	# The results reader: the KTAP out of the log, kunit.py's verdict,
	# the cases, the glues' and the suites' word on the forced paths.
	python3 "$top/tools/check/ktap.py" --kunit "$src/tools/testing/kunit" \
		--console "$log" --modules "$tests" --run "$must" --skip "$skip" \
		--forced "$params" --counts "$out/$n.counts" \
		"not ok - $cc boot $n" "$ktap" >"$out/$n.reader" ||
		cat "$out/$n.reader"
	p=0 f=1 s=0
	read -r p f s <"$out/$n.counts" || :
	# shellcheck disable=SC2086
	python3 "$top/tools/klog/check-klog.py" $klog_expect "$log" >"$out/$n.klog" 2>&1 ||
		{ sed 's/^/# /' "$out/$n.klog"; fail "kernel log clean (check-klog.py)"; }
	secs=$(($(date +%s) - start))
	if [ $bad = 0 ] && [ "$f" = 0 ]; then
		echo "ok - $cc boot $n:$params: $p passed, $s skipped, in ${secs}s"
		verdict=ran
	else
		status=1
		verdict=failed
	fi
	# shellcheck disable=SC2046,SC2086
	"$top/tools/cpu/coverage.sh" add x86 "UML $cc" $verdict $params \
		$(python3 "$top/tools/check/ktap.py" --used-paths "$log")
	echo "$p $((f + bad)) $s" >&3
done <"$paths"
[ $n != 0 ] || { echo "$paths: no boots" >&2; echo "0 1 0" >&3; exit 1; }
exit $status
