#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Secret-independence check: run each case of ct-check under valgrind
# memcheck (see ct-check.c). A library case passes when memcheck reports
# nothing; a negative control (leak-*) passes only when memcheck flags it,
# which shows that the check can fail.
#
#   tools/ct/check-ct.sh STEP [generic] CT_CHECK_BINARY...
#
# Each binary is ct-check.c linked with the library as one compiler built
# it. With "generic" (or "" for no), the library cases run a second time
# with KCRYPTO_FORCE_GENERIC=1. Valgrind doesn't emulate every instruction
# set extension (SHA-NI, for one): the CPU features it hides are hidden from
# the library too, so under valgrind the generic code runs in both passes.
# Logs go next to each binary; counts to $BUILD/results/STEP.counts.
set -u
step=$1
generic=$2
shift 2
: "${BUILD:?}"
mkdir -p "$BUILD/results"

passed=0
failed=0
run() {	# run MODE CASE; MODE is clean or leak
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
		[ $status = 99 ] && [ "$reports" != 0 ] && ok=1 || ok=0
		what="negative control flagged ($reports reports)"
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

cases="blake2b blake2s hmac-sha256 hmac-sha224 sha256 sha256-finup-2x"
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
	run leak leak-branch
	run leak leak-index
done

echo "$passed $failed 0" >"$BUILD/results/$step.counts"
[ "$failed" = 0 ]
