#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# A tree to build kcrypto's modules against Debian's Linux 7.3 (from
# trixie-backports, tools/deps/linux-7.3.txt) for ARCH (amd64 or arm64),
# printed on stdout.
#
#   tools/module/debian-tree.sh amd64|arm64
#
# Debian's linux-headers-7.3 package is built for Debian 13: its kbuild
# programs (modpost, objtool, ...) need a newer C library than Debian 12's.
# So the tree is linux-source-7.3 prepared here with the headers package's
# .config (olddefconfig for this machine's compiler) and its Module.symvers
# (tools/uml/kernel-tree.sh kernel_prepare_from): modules built against it
# carry the vermagic and symbol versions of Debian's 7.3 kernel. Cached in
# the kernel cache, build/module/debian-7.3-ARCH linking to it.
#
#   tools/module/debian-tree.sh amd64 fp
#
# The same config but for two lines, for the checks that need them
# (build/module/debian-7.3-amd64-fp): the frame-pointer unwinder, with
# which objtool validates every object's frame-pointer use (--stackval),
# and KUnit as a module, on which the production modules must still carry
# no test hooks.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
arch=${1:?usage: $0 amd64|arm64 [fp]}
flavour=${2:-}
who=debian-tree-$arch${flavour:+-$flavour}
case $arch in
amd64) kmake_args="" ;;
arm64) kmake_args="ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-" ;;
*) echo "$who: no such architecture" >&2; exit 2 ;;
esac

# shellcheck source=tools/uml/kernel-tree.sh
. "$top/tools/uml/kernel-tree.sh"
"$top/tools/deps/install-deps.sh" module >&2 || exit 1
kernel_source "$who" 7.3 >&2 || exit 1
hdr=$(kcache_deb_headers 7.3 "$arch")
[ -f "$hdr/.config" ] || { echo "$who: no Debian 7.3 headers for $arch" >&2; exit 1; }
obj=$top/build/module/debian-7.3-$arch${flavour:+-$flavour}
case $flavour in
"") set -- ;;
fp) set -- CONFIG_UNWINDER_FRAME_POINTER=y CONFIG_STACK_VALIDATION=y \
	CONFIG_KUNIT=m ;;
*) echo "$who: no such flavour" >&2; exit 2 ;;
esac
kernel_prepare_from "$who" "$obj" "$hdr" "$@" >&2 || exit 1
echo "$obj"
