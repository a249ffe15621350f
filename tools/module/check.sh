#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Check the modules that tools/module/build.sh built in DIR (OUTDIR/src):
#
#   tools/module/check.sh DIR
#
# - every .ko has MODULE_LICENSE("Dual MIT/GPL") and a description (modinfo);
# - the library modules export, with EXPORT_SYMBOL_GPL, exactly the kcrypto_*
#   functions that include/crypto/*.h declare (its static inline kernel names
#   call them: "void kcrypto_sha256(...)"), and nothing that lacks the
#   kcrypto_ prefix (Module.symvers); beside them
#   only the arch code's test hooks that include/crypto/internal/*.h declare
#   (kcrypto_*(), exported when the KUnit suites are configured).
set -eu
dir=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

command -v modinfo >/dev/null || { echo "module-check: modinfo missing (kmod)" >&2; exit 1; }
kos=$(ls "$dir"/*.ko 2>/dev/null || true)
[ -n "$kos" ] || { echo "module-check: no .ko in $dir" >&2; exit 1; }
for ko in $kos; do
	lic=$(modinfo -F license "$ko")
	desc=$(modinfo -F description "$ko")
	if [ "$lic" != "Dual MIT/GPL" ]; then
		echo "module-check: $ko: license '$lic', want 'Dual MIT/GPL'" >&2
		fail=1
	fi
	if [ -z "$desc" ]; then
		echo "module-check: $ko: no MODULE_DESCRIPTION" >&2
		fail=1
	fi
done

for alg in blake2b blake2s sha256; do
	[ -f "$dir/kcrypto_$alg.ko" ] || { echo "module-check: kcrypto_$alg.ko missing" >&2; fail=1; }
done

sed -n 's/^[a-z].*[ *]\(kcrypto_[A-Za-z_0-9]\{1,\}\)(.*$/\1/p' \
	"$top"/include/crypto/*.h | sort -u >"$tmp/want"
sed -n 's/^[a-z].*[ *]\(kcrypto_[A-Za-z_0-9]\{1,\}\)(.*$/\1/p' \
	"$top"/include/crypto/internal/*.h | sort -u >"$tmp/hooks"
awk '{ print $2 }' "$dir/Module.symvers" | sort -u |
	comm -23 - "$tmp/hooks" >"$tmp/have"
if ! cmp -s "$tmp/want" "$tmp/have"; then
	echo "module-check: exported symbols differ from include/crypto/*.h" \
		"(< only in headers, > only exported):" >&2
	diff "$tmp/want" "$tmp/have" | grep '^[<>]' >&2 || true
	fail=1
fi
if awk '$4 != "EXPORT_SYMBOL_GPL" && $4 !~ /^EXPORT_SYMBOL_GPL/' \
	"$dir/Module.symvers" | grep -q .; then
	echo "module-check: exports not GPL-only:" >&2
	awk '$4 !~ /^EXPORT_SYMBOL_GPL/ { print "  " $2 " " $4 }' \
		"$dir/Module.symvers" >&2
	fail=1
fi
n=$(wc -l <"$tmp/have")
if [ $fail -ne 0 ]; then
	echo "module-check: $dir: FAILED" >&2
	exit 1
fi
echo "module-check: $dir: $(echo $kos | wc -w) modules, $n kcrypto_* exports (GPL), license Dual MIT/GPL"
