#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# make check-module: kcrypto's modules against each Debian kernel, strict
# (tools/module/build.sh --strict: any compiler, sparse, objtool or modpost
# warning fails), then tools/module/check.sh on what was built:
#   - Debian 12's 6.1 and 6.12 header sets, W=1 C=1;
#   - Debian's 7.3 (trixie-backports; tools/module/debian-tree.sh amd64),
#     W=1 C=1; the vermagic must be Debian's release and, where the kernel
#     has CONFIG_MODVERSIONS (Debian's 7.3 has not), each symbol version
#     our modules import the one in Debian's own Module.symvers;
#   - Debian's 7.3 for arm64, cross-built, W=1 C=1, with Debian's
#     vermagic: the arm64 NEON sections take a state since 6.19
#     (compat/kcrypto-compat.h);
#   - the same 7.3 config with the frame-pointer unwinder and KUnit as a
#     module (debian-tree.sh amd64 fp), W=1: objtool validates every
#     object's frame-pointer use (--stackval), and the modules, built as
#     DKMS builds them, must carry no test hook although the kernel has
#     KUnit (check.sh);
#   - tools/module/frame-rule.sh: %rbp only as the frame pointer in
#     arch/x86/*.S (objtool checks only the first path it walks to a
#     return, so an early return can hide a scratch %rbp from it).
# Kernel 7.3 accepts only a sparse that knows __typeof_unqual__, which no
# Debian release packages yet (0.6.4): its Makefile then drops C=1, and this
# step says so as a named skip. The same files pass sparse on 6.1 and 6.12.
# Counts: one test per build and check; $BUILD/results/check-module.counts.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=tools/kcache/kcache.sh
. "$top/tools/kcache/kcache.sh"
out=${BUILD:-$top/build}/module
results=${BUILD:-$top/build}/results
mkdir -p "$results"
passed=0 failed=0 skipped=0

ok() { echo "ok - check-module: $*"; passed=$((passed + 1)); }
not_ok() { echo "not ok - check-module: $*"; failed=$((failed + 1)); }
skip() { echo "skip - check-module: $*"; skipped=$((skipped + 1)); }

# build NAME KDIR MAKE-ARGS...: build and check; the output in $out/NAME.
build() {
	name=$1 kdir=$2
	shift 2
	echo "check-module: $kdir ($*)"
	if ! "$top/tools/module/build.sh" --strict "$kdir" "$out/$name" "$@" \
		>/dev/null; then
		not_ok "$name: build ($*)"
		return 1
	fi
	ok "$name: build ($*)"
	if "$top/tools/module/check.sh" "$out/$name/src"; then
		ok "$name: exports, licenses, aliases"
	else
		not_ok "$name: exports, licenses, aliases"
		return 1
	fi
	if why=$("$top/tools/module/build.sh" --sparse-refused \
		"$out/$name/build.log"); then
		skip "$name: sparse: $why"
	fi
}

# versions NAME KDIR HEADERS: the vermagic and the imported symbol versions.
versions() {
	name=$1 kdir=$2 hdr=$3
	rel=$(cat "$hdr/include/config/kernel.release")
	bad=0
	for ko in "$out/$name"/src/*.ko; do
		vm=$(modinfo -F vermagic "$ko")
		case "$vm " in
		"$rel "*) ;;
		*) echo "check-module: $ko: vermagic '$vm', Debian's kernel is $rel" >&2
		   bad=1 ;;
		esac
		grep -q '^CONFIG_MODVERSIONS=y' "$kdir/.config" || continue
		/sbin/modprobe --dump-modversions "$ko" |
			awk -v ko="$ko" 'NR == FNR { crc[$2] = $1; next }
			$2 in crc && (crc[$2] + 0 != $1 + 0 || crc[$2] != $1) {
				print "check-module: " ko ": " $2 " " $1 \
					", Debian has " crc[$2]; bad = 1 }
			END { exit bad }' "$hdr/Module.symvers" - >&2 || bad=1
	done
	if [ $bad = 0 ]; then
		ok "$name: vermagic $rel and symbol versions of Debian's kernel"
	else
		not_ok "$name: vermagic and symbol versions of Debian's kernel"
	fi
}

if kdirs=$("$top/tools/module/kdirs.sh" debian); then
	for kdir in $kdirs; do
		build "$(basename "$kdir")" "$kdir" W=1 C=1
	done
else
	not_ok "Debian 12's 6.1 and 6.12 headers"
fi

# Debian's 7.3 for amd64, then arm64 cross-built: ARCH:CROSS_COMPILE:ARCH=.
"$top/tools/deps/install-deps.sh" arm64-kernel >/dev/null ||
	not_ok "the cross compiler (tools/deps/install-deps.sh arm64-kernel)"
for spec in amd64:: arm64:aarch64-linux-gnu-:arm64; do
	IFS=: read -r flavour cross karch <<<"$spec"
	set -- W=1 C=1
	[ -z "$karch" ] || set -- ARCH="$karch" CROSS_COMPILE="$cross" "$@"
	if ! kdir=$("$top/tools/module/kdirs.sh" debian-7.3 "$flavour"); then
		not_ok "a tree for Debian's 7.3 $flavour (tools/module/debian-tree.sh $flavour)"
		continue
	fi
	build "debian-7.3-$flavour" "$kdir" "$@" || continue
	hdr=$(kcache_deb_headers 7.3 "$flavour")
	versions "debian-7.3-$flavour" "$kdir" "$hdr"
done

if kdir=$("$top/tools/module/kdirs.sh" debian-7.3 amd64 fp); then
	build debian-7.3-amd64-fp "$kdir" W=1
else
	not_ok "a 7.3 tree with frame pointers and KUnit (tools/module/debian-tree.sh amd64 fp)"
fi

if "$top/tools/module/frame-rule.sh" "$top"/arch/x86/*.S; then
	ok "frame-rule.sh: %rbp only as the frame pointer in arch/x86/*.S"
else
	not_ok "frame-rule.sh: %rbp only as the frame pointer in arch/x86/*.S"
fi

echo "$passed $failed $skipped" >"$results/check-module.counts"
[ $failed = 0 ]
