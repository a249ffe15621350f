#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Secret-independence check: run each case of ct-check under valgrind
# memcheck (see ct-check.c). A library case passes when memcheck reports
# nothing. The negative control is ct-check linked with a library built
# from the tree of tools/plants/ct_branch.patch (a secret-dependent branch
# in BLAKE2b's G, blake2b_g(), and in the Keccak-f[1600] rounds, a
# key-indexed load in HMAC's key setup): there, memcheck must report
# "Conditional jump or move depends on uninitialised value(s)" in
# blake2b_g() or blake2b_compress_generic, the same in
# sha3_keccakf_generic() for the sha3 and shake cases, and "Use of
# uninitialised value of size" in __hmac_sha256_preparekey, which shows
# that the check can fail.
#
#   tools/ct/check-ct.sh STEP [generic] PLANT_BINARY CT_CHECK_BINARY...
#
# Each binary is ct-check.c linked with the library as one compiler built
# it. With "generic" (or "" for no), the library cases run a second time
# with KCRYPTO_FORCE_GENERIC=1. Valgrind hides the instruction set
# extensions it doesn't emulate (SHA-NI, AVX-512) from the library too, but
# it does emulate SSSE3 and AVX2, so the first pass checks the x86 BLAKE2b,
# BLAKE2s and SHA-512 code where the CPU has them, and the second the C.
# The planted code is in the C, so the negative control runs generic.
# Logs go next to each binary; counts to $BUILD/results/STEP.counts.
set -u
step=$1
generic=$2
plant=$3
shift 3
: "${BUILD:?}"
mkdir -p "$BUILD/results"

passed=0
failed=0
# run clean CASE, or run planted CASE 'REPORT' 'FUNCTION': memcheck must
# find nothing, or must report REPORT (a grep pattern) with FUNCTION (an
# extended regex) among the first frames of its stack.
run() {
	mode=$1
	case=$2
	log="$bin-$case${KCRYPTO_FORCE_GENERIC:+-generic}.log"
	valgrind -q --error-exitcode=99 --track-origins=yes "$bin" "$case" \
		>"$log" 2>&1
	status=$?
	reports=$(grep -c 'depends on uninitialised\|uninitialised value' \
		"$log")
	if [ "$mode" = clean ]; then
		[ $status = 0 ] && [ "$reports" = 0 ] && ok=1 || ok=0
		what="no secret-dependent branch or index"
	else
		# The report line, then its first stack frame.
		found=$(grep -A4 "$3" "$log" |
			grep -m 1 -E "(at|by) 0x[0-9A-F]+: ($4) ")
		[ $status = 99 ] && [ -n "$found" ] && ok=1 || ok=0
		what="negative control caught: $(grep -m 1 "$3" "$log" |
			sed 's/^==[0-9]*== //') ${found#*: }"
	fi
	label="${bin##*/} $case${KCRYPTO_FORCE_GENERIC:+ (generic)}"
	if [ "$ok" = 1 ]; then
		passed=$((passed + 1))
		printf '%-40s ok: %s\n' "$label" "$what"
	else
		failed=$((failed + 1))
		printf '%-40s FAILED (exit status %s): see %s\n' "$label" \
			"$status" "$log"
		head -20 "$log"
	fi
}

cases="blake2b blake2s hmac-sha256 hmac-sha224 sha256 sha256-finup-2x
	hmac-sha512 hmac-sha384 sha512 sha3 shake"
for bin in "$@"; do
	for c in $cases; do
		run clean "$c"
	done
	if [ "$generic" = generic ]; then
		export KCRYPTO_FORCE_GENERIC=1
		for c in $cases; do
			run clean "$c"
		done
		unset KCRYPTO_FORCE_GENERIC
	fi
done
bin=$plant
export KCRYPTO_FORCE_GENERIC=1
run planted blake2b 'Conditional jump or move depends on uninitialised' \
	'blake2b_g|blake2b_compress_generic'
run planted hmac-sha256 'Use of uninitialised value of size' \
	'__hmac_sha256_preparekey|hmac_sha256_preparekey'
for c in sha3 shake; do
	run planted "$c" 'Conditional jump or move depends on uninitialised' \
		'sha3_keccakf_generic'
done
unset KCRYPTO_FORCE_GENERIC

echo "$passed $failed 0" >"$BUILD/results/$step.counts"
[ "$failed" = 0 ]
