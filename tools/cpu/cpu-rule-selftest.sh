#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# check-cpu-rule: test tools/cpu/cpu-rule.sh itself, on fake flag lists.
# For every path of every arch in tools/cpu/arch-paths:
#   - with exactly the flags it needs, the rule says it can run (exit 0,
#     nothing printed);
#   - with each of those flags taken away in turn, the rule says it can't,
#     and names that flag and only that one (exit 1);
#   - with no flags at all, every path that needs one can't run.
# A path the table lacks is an error (exit 2), not "can run". Then the
# flags program against the kernel's own view: for each flag the table
# uses on this arch, tools/cpu/cpuflags and /proc/cpuinfo agree; and under
# qemu-x86_64 (x86 hosts) the models the qemu steps rely on have the flags
# those steps assume (Nehalem: SSSE3, no AVX2; qemu64: no SSSE3).
# Prints TAP-like lines; writes "passed failed 0" to $BUILD/results/STEP.counts.
set -u
: "${BUILD:?}"
step=${1:-check-cpu-rule}
top=$(cd "$(dirname "$0")/../.." && pwd)
rule=$top/tools/cpu/cpu-rule.sh
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "not ok - $*"; }

for arch in x86 arm arm64; do
	"$rule" paths "$arch" >"$BUILD/cpu/paths.$arch"
	while read -r alg path; do
		word="KCRYPTO_$(echo "$alg" | tr a-z A-Z)_IMPL=$path"
		needs=$(awk -v a="$arch" -v g="$alg" -v p="$path" \
			'$1 == a && $2 == g && $3 == p { for (i = 4; i <= NF; i++) if ($i != "-") printf " %s", $i }' \
			"$top/tools/cpu/arch-paths")
		out=$("$rule" lacks "$arch" "$needs" "$word")
		rc=$?
		if [ $rc = 0 ] && [ -z "$out" ]; then ok; else
			bad "$arch $alg $path with its flags ($needs): rc $rc, '$out'"
		fi
		for drop in $needs; do
			fake=$(for f in $needs; do [ "$f" = "$drop" ] || printf '%s ' "$f"; done)
			out=$("$rule" lacks "$arch" "$fake unrelated_flag" "$word")
			rc=$?
			if [ $rc = 1 ] && echo "$out" | grep -q "lacks $drop\$"; then ok; else
				bad "$arch $alg $path without $drop: rc $rc, '$out'"
			fi
		done
		if [ -n "$needs" ]; then
			out=$("$rule" lacks "$arch" "" "kcrypto_$alg.impl=$path")
			rc=$?
			if [ $rc = 1 ] && echo "$out" | grep -q "lacks$needs\$"; then ok; else
				bad "$arch $alg $path with no flags: rc $rc, '$out'"
			fi
		fi
	done <"$BUILD/cpu/paths.$arch"
done

# Unknown paths and words that force nothing.
out=$("$rule" lacks x86 "ssse3" KCRYPTO_SHA256_IMPL=avx3)
[ $? = 2 ] && ok || bad "an unknown path is not an error: '$out'"
out=$("$rule" lacks x86 "" KUNIT_FILTER=x KCRYPTO_LOG=1)
[ $? = 0 ] && [ -z "$out" ] && ok || bad "words that force no path: '$out'"

# A CPU with AVX-512F and AVX-512VL but no AVX2 (clearcpuid=avx2, or a VM
# model: in the kernel's CPUID dependencies AVX-512F needs only AVX). The
# AVX-512 code that also uses AVX2 instructions must skip there, BLAKE2s's
# (none) may run: as a flag list, and hidden by KCRYPTO_CLEARCPUID.
noavx2="sse sse2 ssse3 sse4_1 sse4_2 avx bmi1 bmi2 avx512f avx512vl"
for spec in "BLAKE2B avx512 1" "SHA512 avx512 1" "BLAKE2S avx512 0"; do
	set -- $spec
	for how in "$noavx2" "$noavx2 avx2|KCRYPTO_CLEARCPUID=avx2"; do
		out=$("$rule" lacks x86 "${how%|*}" \
			$(case $how in *"|"*) echo "${how#*|}" ;; esac) \
			"KCRYPTO_$1_IMPL=$2")
		rc=$?
		case $rc:$3:$out in
		0:0: | 1:1:*"lacks avx2") ok ;;
		*) bad "$1 $2 without avx2 ($how): rc $rc, '$out'" ;;
		esac
	done
done

# The flags program against /proc/cpuinfo, for the flags the table uses.
arch=$("$rule" paths host >/dev/null && uname -m)
mine=$("$rule" flags) || { bad "cpuflags did not run"; mine=; }
proc=$("$rule" procflags)
used=$(awk -v a="$(case $arch in x86_64) echo x86 ;; aarch64) echo arm64 ;; arm*) echo arm ;; esac)" \
	'!/^#/ && $1 == a { for (i = 4; i <= NF; i++) if ($i != "-") print $i }' \
	"$top/tools/cpu/arch-paths" | sort -u)
for flag in $used; do
	a=n b=n
	case " $mine " in *" $flag "*) a=y ;; esac
	case " $proc " in *" $flag "*) b=y ;; esac
	[ $a = $b ] && ok || bad "flag $flag: cpuflags says $a, /proc/cpuinfo says $b"
done
echo "# this CPU, by tools/cpu/cpuflags: $mine"

# qemu models the x86 qemu steps rely on.
if [ "$arch" = x86_64 ]; then
	if command -v qemu-x86_64 >/dev/null; then
		for spec in "Nehalem ssse3 !avx2 !sha_ni !avx512f" \
			"Haswell-noTSX ssse3 avx2 bmi2 !sha_ni !avx512f" \
			"qemu64 !ssse3 !avx2"; do
			set -- $spec
			model=$1
			shift
			f=$("$rule" flags qemu-x86_64 -cpu "$model")
			echo "# qemu-x86_64 -cpu $model: $f"
			for want; do
				case $want in
				!*) case " $f " in *" ${want#!} "*) bad "$model has ${want#!}" ;; *) ok ;; esac ;;
				*) case " $f " in *" $want "*) ok ;; *) bad "$model lacks $want" ;; esac ;;
				esac
			done
		done
	elif [ "${CI:-}" = true ]; then
		bad "qemu-x86_64 not found"
	fi
fi

mkdir -p "$BUILD/results"
echo "$pass 0 0" | awk -v f="$fail" '{ print $1, f, 0 }' >"$BUILD/results/$step.counts"
echo "$step: $pass passed, $fail failed"
[ "$fail" = 0 ]
