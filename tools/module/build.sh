#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Build kcrypto's kernel modules against one kernel build tree.
#
#   tools/module/build.sh [--strict] KDIR OUTDIR [MAKE-ARGS...]
#   tools/module/build.sh --check-log LOG   (prints what --strict rejects)
#   tools/module/build.sh --sparse-refused LOG
#	exit 0, printing why, when LOG is that of a build whose kernel
#	dropped C=1 for want of a sparse it accepts (7.3 needs one that
#	knows __typeof_unqual__, which no Debian release packages yet):
#	the callers' named skip; else exit 1
#
# Kernels before v6.13 write an external module's objects next to its
# sources, so each kernel gets its own copy of the sources in OUTDIR/src
# (refreshed on every run; unchanged files keep their times, so the rebuild is
# incremental) and the modules end up in OUTDIR/src/*.ko. The log of the last
# build is OUTDIR/build.log. With --strict, any line with "warning:" or
# "error:" in any case, from any tool (compiler, sparse, modpost, objtool),
# fails the build (use with W=1 C=1), unless its exact text is listed in
# tools/module/build.allow (lines of exact text: its comments and blank
# lines can't match a warning); such lines go to OUTDIR/warnings.log.
# KBUILD_MODPOST_WARN, which turns modpost's errors into warnings, is refused.
set -eu

# --check-log LOG: print LOG's warning lines that the allow list lacks.
if [ "${1:-}" = --check-log ] && [ $# = 2 ]; then
	allow=$(dirname "$0")/build.allow
	grep -i -E '(warning|error):' "$2" | grep -v -x -F -f "$allow" || true
	exit 0
fi

if [ "${1:-}" = --sparse-refused ] && [ $# = 2 ]; then
	grep -q "C=1 specified, but sparse is not available or not up to date" \
		"$2" || exit 1
	echo "the kernel refuses Debian's sparse $(sparse --version 2>/dev/null) (no __typeof_unqual__)"
	exit 0
fi

strict=
if [ "${1:-}" = --strict ]; then
	strict=1
	shift
fi
[ $# -ge 2 ] || { echo "usage: $0 [--strict] KDIR OUTDIR [MAKE-ARGS...]" >&2; exit 2; }
kdir=$1 out=$2
shift 2
top=$(cd "$(dirname "$0")/../.." && pwd)

# Modpost's undefined-symbol errors must stay errors.
if [ -n "${KBUILD_MODPOST_WARN:-}" ] ||
   printf '%s\n' "$@" | grep -q '^KBUILD_MODPOST_WARN='; then
	echo "module-build: KBUILD_MODPOST_WARN is not allowed" >&2
	exit 2
fi

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
# Every "warning:" or "error:" line, in any case (modpost says "WARNING:
# modpost: ..." and "ERROR: modpost: ..."), that tools/module/build.allow
# does not list; on stderr too when the build fails, whatever the caller
# does with stdout.
"$top/tools/module/build.sh" --check-log "$out/build.log" >"$out/warnings.log"
if [ $status -ne 0 ]; then
	cat "$out/warnings.log" >&2
	echo "module-build: make against $kdir failed" >&2
	exit $status
fi
if [ -n "$strict" ] && [ -s "$out/warnings.log" ]; then
	echo "module-build: warnings building against $kdir:" >&2
	cat "$out/warnings.log" >&2
	exit 1
fi
ls "$src"/*.ko >/dev/null 2>&1 || { echo "module-build: no .ko built" >&2; exit 1; }
