#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Count the guest instructions per block of an ARM block function and of
# the generic C code (gcc -O2; armhf's Thumb-2 default), under qemu-arm
# -cpu cortex-a15 (ARCH arm, the default) or qemu-aarch64 -cpu max (ARCH
# arm64), and judge them. Instructions are not cycles: this says the arch
# code does less work, not how fast it runs on a core.
#
#   tools/insns/check-arm-blocks.sh ALG BINARY BLOCKS PATH FUNC GENERIC_FUNC [ARCH]
#   e.g. tools/insns/check-arm-blocks.sh sha256 build/insns/sha256-blocks-arm \
#        65 neon sha256_blocks_neon sha256_blocks_generic
#
# BINARY is a workload (tools/insns/ALG-blocks.c, built by
# tools/insns/insns.mk) that hashes BLOCKS blocks between two calls of
# insns_mark() and prints "ALG code: NAME" and "digest: HEX". Two runs, logs
# in build/insns/ALG-ARCH-{PATH,generic}.log:
#   PATH     KCRYPTO_<ALG>_IMPL=PATH: the instructions executed inside
#            FUNC, per block;
#   generic  KCRYPTO_<ALG>_IMPL=generic: those inside GENERIC_FUNC.
# Checks: each run used the path it was given, and its block function ran;
# both digests agree; the arch code takes fewer instructions per block than
# the C code. The counts come from qemu's own log (-d in_asm,exec,nochain),
# see tools/insns/count-insns.py. Counts ("p f s") go to
# $BUILD/results/check-insns-ALG-ARCH.counts.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-$top/build}
alg=$1 bin=$2 blocks=$3 fast=$4 fast_func=$5 gen_func=$6 arch=${7:-arm}
impl_var=KCRYPTO_$(echo "$alg" | tr a-z A-Z)_IMPL
tag=check-insns-$alg-$arch
work=$BUILD/insns
mkdir -p "$work" "$BUILD/results"
case $arch in
arm)
	qemu="qemu-arm -L /usr/arm-linux-gnueabihf -cpu cortex-a15"
	nm=arm-linux-gnueabihf-nm
	;;
arm64)
	qemu="qemu-aarch64 -L /usr/aarch64-linux-gnu -cpu max"
	nm=aarch64-linux-gnu-nm
	;;
*)
	echo "$tag: unknown ARCH $arch" >&2
	exit 2
	;;
esac
mark=$($nm "$bin" | awk '$3 == "insns_mark" { print $1 }')
pass=0
fail=0

say() {
	echo "$tag: $*"
}

# run PATH FUNCTION: the workload on PATH; sets infunc, digest.
run() {
	path=$1 fname=$2
	func=$($nm -S "$bin" | awk -v f="$fname" '$4 == f { print $1, $2 }')
	log=$work/$alg-$arch-$path.log
	out=$work/$alg-$arch-$path.out
	rm -f "$log"
	[ -n "$func" ] || {
		say "$path: no symbol $fname in $bin"
		return 1
	}
	# shellcheck disable=SC2086
	env "$impl_var=$path" $qemu -d in_asm,exec,nochain -D "$log" \
		"$bin" >"$out" 2>&1 || {
		cat "$out"
		say "$path: the workload failed"
		return 1
	}
	used=$(sed -n "s/^$alg code: //p" "$out")
	digest=$(sed -n 's/^digest: //p' "$out")
	[ "$used" = "$path" ] || {
		say "$path: the workload ran the $used code"
		return 1
	}
	# shellcheck disable=SC2046,SC2086
	set -- $(python3 "$top/tools/insns/count-insns.py" "$log" "$mark" \
		$func)
	[ $# = 2 ] || {
		say "$path: expected one stretch, got: $*"
		return 1
	}
	infunc=$2
	[ "$infunc" -gt 0 ] || {
		say "$path: $fname did not run between the marks"
		return 1
	}
	say "$path: $1 instructions for $blocks blocks, $infunc in" \
		"$fname: $((infunc / blocks)) per block"
}

if run "$fast" "$fast_func"; then
	fast_blk=$((infunc / blocks)) fast_digest=$digest
	pass=$((pass + 1))
else
	fail=$((fail + 1))
fi
if run generic "$gen_func"; then
	gen_blk=$((infunc / blocks)) gen_digest=$digest
	pass=$((pass + 1))
else
	fail=$((fail + 1))
fi
if [ -n "${fast_blk:-}" ] && [ -n "${gen_blk:-}" ]; then
	if [ "$fast_digest" != "$gen_digest" ]; then
		say "the digests differ: $fast $fast_digest, generic $gen_digest"
		fail=$((fail + 1))
	elif [ "$fast_blk" -lt "$gen_blk" ]; then
		say "per block: $fast $fast_blk, generic $gen_blk instructions" \
			"($(awk -v a="$fast_blk" -v g="$gen_blk" \
			'BEGIN { printf "%.3f", a / g }')x; instructions, not cycles)"
		pass=$((pass + 1))
	else
		say "per block: $fast $fast_blk is not below generic $gen_blk"
		fail=$((fail + 1))
	fi
fi
echo "$pass $fail 0" >"$BUILD/results/$tag.counts"
say "$pass passed, $fail failed"
[ "$fail" = 0 ]
