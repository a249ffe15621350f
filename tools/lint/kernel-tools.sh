#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Unpack the kernel's own developer tools (checkpatch.pl, kernel-doc,
# kunit.py) from Debian's linux-source-6.12 package into build/kernel-tools/,
# and print that directory. Only these few files are unpacked, which takes a
# few seconds; the full tree (for UML) is unpacked by tools/uml/.
#
#   tools/lint/kernel-tools.sh   ->  build/kernel-tools/linux-source-6.12
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
out="$top/build/kernel-tools"
"$top/tools/deps/install-deps.sh" lint >&2
tarball=$(ls /usr/src/linux-source-6.12.tar.xz 2>/dev/null | head -n 1)
[ -n "$tarball" ] || { echo "kernel-tools: no linux-source-6.12 tarball" >&2; exit 1; }
src="$out/linux-source-6.12"
if [ ! -f "$out/.stamp" ] || [ "$tarball" -nt "$out/.stamp" ]; then
	rm -rf "$out" && mkdir -p "$out"
	tar -C "$out" -xJf "$tarball" \
		linux-source-6.12/scripts/checkpatch.pl \
		linux-source-6.12/scripts/spelling.txt \
		linux-source-6.12/scripts/const_structs.checkpatch \
		linux-source-6.12/scripts/kernel-doc \
		linux-source-6.12/tools/testing/kunit
	touch "$out/.stamp"
fi
echo "$src"
