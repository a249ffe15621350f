#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Check that "dkms add" and "dkms build" work for kcrypto against Debian's
# 6.1 and 6.12 kernels (or the kernel releases named on the command line).
#
#   tools/module/dkms-check.sh [KERNELRELEASE...]
#
# Any warning line that tools/module/build.sh --strict would reject fails.
# Uses a private DKMS tree and source tree under build/dkms/, so nothing is
# added to the system's /var/lib/dkms or /usr/src (DKMS itself may create its
# module signing key /var/lib/dkms/mok.key, as on any first DKMS build).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
out=$top/build/dkms

command -v dkms >/dev/null || "$top/tools/deps/install-deps.sh" module || exit 1
if [ $# -eq 0 ]; then
	kdirs=$("$top/tools/module/kdirs.sh" debian)
	for d in $kdirs; do
		# /usr/src/linux-headers-6.1.0-57-amd64 -> 6.1.0-57-amd64
		set -- "$@" "${d##*/linux-headers-}"
	done
fi

name=$(sed -n 's/^PACKAGE_NAME="\(.*\)"$/\1/p' "$top/dkms.conf")
version=$(sed -n 's/^PACKAGE_VERSION="\(.*\)"$/\1/p' "$top/dkms.conf")
[ -n "$name" ] && [ -n "$version" ] || { echo "dkms-check: bad dkms.conf" >&2; exit 1; }

# One run at a time: each starts from an empty build/dkms.
mkdir -p "$top/build"
exec 9>"$top/build/.dkms-lock"
flock 9
rm -rf "$out"
pkg=$out/src/$name-$version
mkdir -p "$pkg" "$out/tree"
cp -p "$top/Kbuild" "$top/Kconfig" "$top/dkms.conf" "$pkg/"
for d in include compat lib crypto tests arch; do
	[ -d "$top/$d" ] && cp -pR "$top/$d" "$pkg/"
done

opts="--sourcetree $out/src --dkmstree $out/tree"
# shellcheck disable=SC2086
dkms add -m "$name" -v "$version" $opts >"$out/add.log" 2>&1 || {
	cat "$out/add.log" >&2
	echo "dkms-check: dkms add failed" >&2
	exit 1
}
fail=0
for kver in "$@"; do
	log=$out/build-$kver.log
	kdir=/lib/modules/$kver/build
	[ -d "$kdir" ] || kdir=/usr/src/linux-headers-$kver
	# shellcheck disable=SC2086
	if dkms build -m "$name" -v "$version" -k "$kver" $opts \
		--kernelsourcedir "$kdir" >"$log" 2>&1; then
		n=$(find "$out/tree/$name/$version/$kver" -name '*.ko*' | wc -l)
		# The same rule as tools/module/build.sh --strict: no warning
		# from dkms or from the build it ran (make.log).
		warn=$( (cat "$log"; find "$out/tree/$name/$version/$kver" \
			-name make.log -exec cat {} +) >"$out/all-$kver.log"
			"$top/tools/module/build.sh" --check-log "$out/all-$kver.log")
		if [ -n "$warn" ]; then
			echo "$warn" >&2
			echo "dkms-check: $kver: warnings in the dkms build" >&2
			fail=1
		elif [ "$n" -lt 3 ]; then
			echo "dkms-check: $kver: $n modules built, want 3" >&2
			fail=1
		else
			echo "dkms-check: $kver: dkms build ok ($n modules)"
		fi
	else
		cat "$log" >&2
		find "$out/tree" -name make.log -exec cat {} + >&2 || true
		echo "dkms-check: $kver: dkms build failed" >&2
		fail=1
	fi
done
exit $fail
