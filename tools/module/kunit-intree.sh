#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run kcrypto's KUnit suites the kernel developer's way: inside a kernel
# source tree, with the kernel's own tools/testing/kunit/kunit.py.
#
#   tools/module/kunit-intree.sh [KERNEL-SOURCE] [-- KUNIT.PY-RUN-ARGS...]
#
# KERNEL-SOURCE defaults to a private copy of Debian's linux-source-6.12,
# unpacked to build/intree/ (it is modified, so it is not the tree that
# "make kunit" builds from). Into the kernel tree this script
#  - links this repository as lib/kcrypto (a symlink: edits here are seen
#    there at once),
#  - adds 'source "lib/kcrypto/Kconfig"' to lib/Kconfig and
#    'obj-y += kcrypto/' to lib/Makefile (once),
# then runs
#   kunit.py run --kunitconfig=tools/uml/intree.kunitconfig \
#       --build_dir=build/intree/kunit --jobs=2 [KUNIT.PY-RUN-ARGS]
# which builds a UML kernel with kcrypto built in and parses the suites'
# results. Examples:
#   tools/module/kunit-intree.sh                                   # gcc
#   tools/module/kunit-intree.sh -- --make_options LLVM=-19        # clang
#   tools/module/kunit-intree.sh ~/linux -- --arch x86_64          # QEMU
# A tree of your own must be clean (no in-tree .config): kunit.py builds
# in --build_dir. Remove lib/kcrypto and the two added lines to undo.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
ksrc=
if [ $# -gt 0 ] && [ "$1" != -- ]; then
	ksrc=$(cd "$1" && pwd)
	shift
fi
[ "${1:-}" != -- ] || shift

if [ -z "$ksrc" ]; then
	"$top/tools/deps/install-deps.sh" uml || exit 1
	tarball=/usr/src/linux-source-6.12.tar.xz
	out=$top/build/intree
	ksrc=$out/linux-source-6.12
	if [ ! -f "$out/.stamp" ] || [ "$tarball" -nt "$out/.stamp" ]; then
		echo "kunit-intree: unpacking $tarball to $out"
		rm -rf "$out" && mkdir -p "$out"
		tar -C "$out" -xJf "$tarball"
		touch "$out/.stamp"
	fi
fi
[ -f "$ksrc/tools/testing/kunit/kunit.py" ] ||
	{ echo "kunit-intree: $ksrc is not a kernel source tree" >&2; exit 1; }

if [ -e "$ksrc/lib/kcrypto" ] && [ ! -L "$ksrc/lib/kcrypto" ]; then
	echo "kunit-intree: $ksrc/lib/kcrypto exists and is not our link" >&2
	exit 1
fi
ln -sfn "$top" "$ksrc/lib/kcrypto"
grep -qx 'source "lib/kcrypto/Kconfig"' "$ksrc/lib/Kconfig" ||
	printf '\nsource "lib/kcrypto/Kconfig"\n' >>"$ksrc/lib/Kconfig"
grep -qx 'obj-y += kcrypto/' "$ksrc/lib/Makefile" ||
	printf '\nobj-y += kcrypto/\n' >>"$ksrc/lib/Makefile"

cd "$ksrc"
exec python3 tools/testing/kunit/kunit.py run \
	--kunitconfig="$top/tools/uml/intree.kunitconfig" \
	--build_dir="$top/build/intree/kunit" --jobs=2 "$@"
