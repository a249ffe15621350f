#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Install or uninstall the host library (what make install and make
# uninstall run; see tools/host/install/install.mk for the layout):
#
#   tools/host/install/install.sh install|uninstall HOST_DIR KCSUM DESTDIR \
#       PREFIX HOST_ARCH VERSION KUNIT_CFLAGS
#
# uninstall removes exactly the files install writes, then the directories
# under include/kcrypto and any other directory it made that is left empty.
set -eu
action=$1 hostdir=$2 kcsum=$3 destdir=$4 prefix=$5 arch=$6 version=$7
kunit_cflags=$8
top=$(cd "$(dirname "$0")/../../.." && pwd)
root=$destdir$prefix
inc=$root/include/kcrypto

# The installed files, relative to $root: "SRC DEST" pairs, headers last.
files() {
	echo "$hostdir/libkcrypto.a lib/libkcrypto.a"
	echo "$hostdir/libkcrypto.so.$version lib/libkcrypto.so.$version"
	echo "$hostdir/libkcrypto-kunit.a lib/libkcrypto-kunit.a"
	echo "$kcsum bin/kcsum"
	# Programs: -I$includedir/kcrypto, <crypto/sha2.h> and friends.
	(cd "$hostdir/include" && find . -name '*.h') | sed 's|^\./||' |
		while read -r h; do
			echo "$hostdir/include/$h include/kcrypto/$h"
		done
	# KUnit files: -I$includedir/kcrypto/kunit, the kernel-style headers
	# and the shim, with the arch's asm/ headers over the generic ones.
	for d in "$top/include" "$top/tools/host/include" \
		"$top/tools/host/arch/$arch/include"; do
		[ -d "$d" ] || continue
		# The arch glue's test hooks are not installed: the library
		# carries none.
		(cd "$d" && find . -name '*.h' \
			! -name kcrypto-arch-test.h ! -name kcrypto-glue.h) |
			sed 's|^\./||' |
			while read -r h; do
				echo "$d/$h include/kcrypto/kunit/$h"
			done
	done
	# What <crypto/sha2.h> includes by its path, "../../compat/...".
	echo "$top/compat/kcrypto-compat.h include/kcrypto/compat/kcrypto-compat.h"
}

pc() {
	cat <<EOPC
prefix=$prefix
includedir=\${prefix}/include
libdir=\${prefix}/lib

EOPC
}

case $action in
install)
	files | while read -r src dest; do
		mkdir -p "$root/$(dirname "$dest")"
		case $dest in
		bin/*) install -m 0755 "$src" "$root/$dest" ;;
		*) install -m 0644 "$src" "$root/$dest" ;;
		esac
	done
	ln -sf "libkcrypto.so.$version" "$root/lib/libkcrypto.so.0"
	ln -sf libkcrypto.so.0 "$root/lib/libkcrypto.so"
	mkdir -p "$root/lib/pkgconfig"
	{
		pc
		cat <<EOPC
Name: kcrypto
Description: Linux kernel lib/crypto hashes (BLAKE2b, BLAKE2s, SHA-224/256, HMAC) for userspace
Version: $version
Cflags: -I\${includedir}/kcrypto
Libs: -L\${libdir} -lkcrypto
EOPC
	} >"$root/lib/pkgconfig/kcrypto.pc"
	# shellcheck disable=SC2016
	sed -e "s|@prefix@|$prefix|" -e 's|@libdir@|${prefix}/lib|' \
		-e 's|@includes@|-I${prefix}/include/kcrypto/kunit|' \
		-e "s|@defines@|$kunit_cflags|" -e "s|@version@|$version|" \
		-e '/^#/d' "$top/tools/host/kcrypto-kunit.pc.in" \
		>"$root/lib/pkgconfig/kcrypto-kunit.pc"
	echo "install: $(files | wc -l) files, 2 symlinks, 2 .pc files in $root"
	;;
uninstall)
	files | while read -r src dest; do
		rm -f "$root/$dest"
	done
	rm -f "$root/lib/libkcrypto.so.0" "$root/lib/libkcrypto.so" \
		"$root/lib/pkgconfig/kcrypto.pc" \
		"$root/lib/pkgconfig/kcrypto-kunit.pc"
	[ ! -d "$inc" ] || find "$inc" -depth -type d -empty -delete
	for d in lib/pkgconfig lib bin include; do
		rmdir "$root/$d" 2>/dev/null || true
	done
	echo "uninstall: removed kcrypto from $root"
	;;
*)
	echo "install.sh: unknown action $action" >&2
	exit 2
	;;
esac
