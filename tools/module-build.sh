#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Build kcrypto's kernel modules against one kernel build tree.
#
#   tools/module-build.sh [--strict] KDIR OUTDIR [MAKE-ARGS...]
#
# Kernels before v6.13 write an external module's objects next to its
# sources, so each kernel gets its own copy of the sources in OUTDIR/src
# (refreshed on every run; unchanged files keep their times, so the rebuild is
# incremental) and the modules end up in OUTDIR/src/*.ko. The log of the last
# build is OUTDIR/build.log. With --strict, any compiler or sparse warning
# fails the build (use with W=1 C=1).
set -eu

strict=
if [ "${1:-}" = --strict ]; then
	strict=1
	shift
fi
[ $# -ge 2 ] || { echo "usage: $0 [--strict] KDIR OUTDIR [MAKE-ARGS...]" >&2; exit 2; }
kdir=$1 out=$2
shift 2
top=$(cd "$(dirname "$0")/.." && pwd)

if [ ! -f "$kdir/Makefile" ]; then
	echo "module-build: no kernel build tree at $kdir" >&2
	exit 1
fi

# Sources: everything Kbuild reads.
mkdir -p "$out/src"
out=$(cd "$out" && pwd)
src="$out/src"
# One build per output directory at a time.
exec 9>"$out/.lock"
flock 9
for f in Kbuild Kconfig; do
	cp -p "$top/$f" "$src/$f"
done
for d in include compat lib crypto tests arch; do
	[ -d "$top/$d" ] || continue
	(cd "$top" && find "$d" -type f \( -name '*.[chS]' -o -name 'Kbuild*' \
		-o -name '*.inc' \) -print) | while read -r f; do
		if [ ! -f "$src/$f" ] || [ "$top/$f" -nt "$src/$f" ] ||
		   ! cmp -s "$top/$f" "$src/$f"; then
			mkdir -p "$src/$(dirname "$f")"
			cp -p "$top/$f" "$src/$f"
		fi
	done
	# Drop sources that are gone from the tree (objects stay harmless).
	[ -d "$src/$d" ] && (cd "$src" && find "$d" -type f \
		\( -name '*.[chS]' -o -name 'Kbuild*' -o -name '*.inc' \) \
		! -name '*.mod.c' -print) | while read -r f; do
		[ -f "$top/$f" ] || rm -f "$src/$f"
	done
done
# Generated files that depend on the tree: rebuilt when the set of
# modules changes.
rm -f "$src"/*.ko

status=0
make -C "$kdir" M="$src" "$@" modules >"$out/build.log" 2>&1 || status=$?
cat "$out/build.log"
if [ $status -ne 0 ]; then
	echo "module-build: make against $kdir failed" >&2
	exit $status
fi
if [ -n "$strict" ] && grep -E -q '(warning|error):' "$out/build.log"; then
	echo "module-build: warnings building against $kdir:" >&2
	grep -E '(warning|error):' "$out/build.log" >&2
	exit 1
fi
ls "$src"/*.ko >/dev/null 2>&1 || { echo "module-build: no .ko built" >&2; exit 1; }
