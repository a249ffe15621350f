#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# check-anywhere: the guests find a checkout wherever it is. Copies this
# checkout (its tracked and untracked files, not build/) under /tmp, which
# both the UML guest and the Debian kernel guests cover with a tmpfs, and
# runs from that copy the two steps whose guests read the checkout: the
# UML clients (the selftest part) and one Debian kernel boot (6.12, -cpu
# max, selftest and afalg). Each must pass. They reuse what this machine
# has: the UML kernel from the kernel cache (tools/kcache), the Debian
# kernel packages already downloaded into build/qemu-x86 (hard links).
#
#   tools/check/anywhere.sh            (make check-anywhere)
#   ANYWHERE_DIR=/run tools/check/anywhere.sh
#
# Writes "passed failed 0" to $BUILD/results/check-anywhere.counts.
set -u
: "${BUILD:?}" "${TOP:?}"
step=check-anywhere
base=${ANYWHERE_DIR:-/tmp}
tmp=$(mktemp -d "$base/kcrypto-anywhere.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# mktemp makes it 0700; UML runs the clients as nobody (as a clone in /tmp
# would be: 0755).
chmod 755 "$tmp"
copy=$tmp/kcrypto
mkdir -p "$copy" "$BUILD/results"
(cd "$TOP" && git ls-files -z --cached --others --exclude-standard |
	tar --null -T - -cf -) | tar -C "$copy" -xf - || {
	echo "$step: cannot copy the checkout to $copy" >&2
	echo "0 1 0" >"$BUILD/results/$step.counts"
	exit 1
}
echo "$step: checkout copied to $copy"

# The Debian kernel packages, as debian-kernels.sh left them unpacked.
q=$TOP/build/qemu-x86
if [ -d "$q" ]; then
	mkdir -p "$copy/build/qemu-x86"
	[ ! -d "$q/debs" ] || cp -al "$q/debs" "$copy/build/qemu-x86/"
	for v in "$q"/*/image.version; do
		[ -f "$v" ] || continue
		d=$(dirname "$v")
		n=$(basename "$d")
		mkdir -p "$copy/build/qemu-x86/$n"
		cp -al "$d/image" "$copy/build/qemu-x86/$n/"
		cp "$v" "$copy/build/qemu-x86/$n/"
	done
fi

pass=0
fail=0
# run NAME CMD...: CMD in the copy, its output in $tmp/NAME.log.
run() {
	name=$1
	shift
	start=$(date +%s)
	if (cd "$copy" && env BUILD="$copy/build" TOP="$copy" "$@") \
		>"$tmp/$name.log" 2>&1; then
		echo "ok - $name from $copy ($(($(date +%s) - start)) s)"
		pass=$((pass + 1))
	else
		grep -E 'not ok|FAILED|cannot|status [1-9]' "$tmp/$name.log" |
			head -n 20 | sed 's/^/# /'
		echo "not ok - $name from $copy ($(($(date +%s) - start)) s)"
		fail=$((fail + 1))
	fi
}
run uml-clients env CLIENTS_PARTS=selftest tools/clients/uml-clients.sh
run debian-kernel env QEMU_X86_CPU2=none CLIENTS_PARTS=selftest,afalg \
	tools/qemu-x86/debian-kernels.sh 7.3

echo "$pass $fail 0" >"$BUILD/results/$step.counts"
echo "$step: $pass passed, $fail failed"
[ "$fail" = 0 ]
