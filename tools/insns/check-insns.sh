#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Count the guest instructions of the arm64 sha256_finup_2x() of two 4 KiB
# messages and of two sha256() calls on the same messages, under
# qemu-aarch64 -cpu max, and judge the ratio.
#
#   tools/insns/check-insns.sh BINARY
#
# BINARY is build/insns/sha256-2x (tools/insns/sha256-2x.c, built by
# tools/insns/insns.mk). Two runs, logs in build/insns/:
#   ce       the CE code: sha256_ce_transform_2x() must run in the finup_2x
#            stretch, and finup_2x must cost at most INSNS_SHA256_2X_MAX
#            (default 0.99) times the two sha256() calls;
#   generic  KCRYPTO_SHA256_IMPL=generic: the same two stretches with the
#            generic C code, printed for comparison (not judged).
# The counts come from qemu's own log (-d in_asm,exec,nochain), see
# tools/insns/count-insns.py. Counts ("p f s") go to
# $BUILD/results/check-insns.counts.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-$top/build}
bin=$1
max=${INSNS_SHA256_2X_MAX:-0.99}
work=$BUILD/insns
mkdir -p "$work" "$BUILD/results"
qemu="qemu-aarch64 -cpu max"
mark=$(aarch64-linux-gnu-nm "$bin" | awk '$3 == "insns_mark" { print $1 }')
xform=$(aarch64-linux-gnu-nm -S "$bin" |
	awk '$4 == "sha256_ce_transform_2x" { print $1, $2 }')
pass=0
fail=0

say() {
	echo "check-insns: $*"
}

# run TAG [VAR=VALUE]: the workload under qemu; sets n2x, nsingle, in2x.
run() {
	tag=$1
	shift
	log=$work/$tag.log
	rm -f "$log"
	# shellcheck disable=SC2086
	env "$@" $qemu -d in_asm,exec,nochain -D "$log" "$bin" \
		>"$work/$tag.out" 2>&1 || {
		cat "$work/$tag.out"
		say "$tag: the workload failed"
		return 1
	}
	# shellcheck disable=SC2046,SC2086
	set -- $(python3 "$top/tools/insns/count-insns.py" "$log" "$mark" \
		$xform)
	[ $# = 4 ] || {
		say "$tag: expected two stretches, got: $*"
		return 1
	}
	n2x=$1 in2x=$2 nsingle=$3
	say "$tag: $(grep -m1 'kcrypto_sha256: using' "$work/$tag.out")"
	say "$tag: sha256_finup_2x(2 x 4096 bytes): $n2x instructions" \
		"($in2x in sha256_ce_transform_2x)"
	say "$tag: 2 x sha256(4096 bytes):          $nsingle instructions"
}

if run ce; then
	ce2x=$n2x
	cesingle=$nsingle
	ratio=$(awk -v a="$n2x" -v b="$nsingle" 'BEGIN { printf "%.3f", a / b }')
	if [ "$in2x" -gt 0 ]; then
		pass=$((pass + 1))
	else
		say "ce: sha256_ce_transform_2x did not run in sha256_finup_2x()"
		fail=$((fail + 1))
	fi
	if awk -v r="$ratio" -v m="$max" 'BEGIN { exit !(r <= m) }'; then
		say "ce: finup_2x / two sha256() calls = $ratio (at most $max)"
		pass=$((pass + 1))
	else
		say "ce: finup_2x / two sha256() calls = $ratio, above $max"
		fail=$((fail + 1))
	fi
else
	fail=$((fail + 1))
fi
if run generic KCRYPTO_SHA256_IMPL=generic; then
	say "generic: finup_2x / two sha256() calls = $(awk -v a="$n2x" \
		-v b="$nsingle" 'BEGIN { printf "%.3f", a / b }')"
	[ -z "${ce2x:-}" ] ||
		say "ce finup_2x / generic two sha256() calls = $(awk \
			-v a="$ce2x" -v b="$nsingle" \
			'BEGIN { printf "%.3f", a / b }'); ce two calls /" \
			"generic two calls = $(awk -v a="$cesingle" \
			-v b="$nsingle" 'BEGIN { printf "%.3f", a / b }')"
	pass=$((pass + 1))
else
	fail=$((fail + 1))
fi
echo "$pass $fail 0" >"$BUILD/results/check-insns.counts"
say "$pass passed, $fail failed"
[ "$fail" = 0 ]
