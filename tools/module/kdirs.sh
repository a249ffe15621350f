#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Find kernel build trees (header sets) to build kcrypto's modules against.
#
#   tools/module/kdirs.sh default   KDIR for "make module": the running
#                                   kernel's /lib/modules/$(uname -r)/build,
#                                   else the newest /usr/src/linux-headers-*;
#                                   as root on Debian with none, installs
#                                   linux-headers-amd64 (install-deps module)
#   tools/module/kdirs.sh all       every installed header set
#   tools/module/kdirs.sh debian    Debian 12's 6.1 (linux-headers-amd64) and
#                                   6.12 (linux-headers-6.12-amd64) header
#                                   sets, installing them when missing; fails
#                                   unless both are there
#   tools/module/kdirs.sh debian-7.3 ARCH
#                                   a tree for Debian's 7.3 kernel on ARCH
#                                   (amd64, arm64): tools/module/debian-tree.sh
#
# Header directories are found by glob, since the ABI number in their names
# changes with updates. A build tree is a directory with a Makefile and a
# Module.symvers.
set -eu
here=$(dirname "$0")

installed() {
	for d in /usr/src/linux-headers-*; do
		[ -f "$d/Makefile" ] && [ -f "$d/Module.symvers" ] && echo "$d"
	done | sort -V
}

# newest "/usr/src/linux-headers-MAJOR.MINOR.*-amd64"
debian() {
	installed | grep -E "/linux-headers-$1\.[0-9][^/]*-amd64\$" | tail -n 1
}

case ${1:-default} in
default)
	d=/lib/modules/$(uname -r)/build
	if [ -f "$d/Makefile" ]; then
		echo "$d"
		exit 0
	fi
	d=$(installed | tail -n 1)
	if [ -z "$d" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
		"$here/../deps/install-deps.sh" module >&2
		d=$(installed | tail -n 1)
	fi
	[ -n "$d" ] || { echo "module-kdirs: no kernel headers installed" >&2; exit 1; }
	echo "$d"
	;;
all)
	installed
	;;
debian)
	"$here/../deps/install-deps.sh" module >&2 || exit 1
	old=$(debian 6.1) new=$(debian 6.12)
	[ -n "$old" ] || { echo "module-kdirs: no linux-headers-6.1.*-amd64" >&2; exit 1; }
	[ -n "$new" ] || { echo "module-kdirs: no linux-headers-6.12.*-amd64" >&2; exit 1; }
	echo "$old"
	echo "$new"
	;;
debian-7.3)
	exec "$here/debian-tree.sh" "${2:-amd64}"
	;;
*)
	echo "usage: $0 default|all|debian|debian-7.3 [ARCH]" >&2
	exit 2
	;;
esac
