# SPDX-License-Identifier: GPL-2.0-only OR MIT
# shellcheck shell=bash disable=SC2154
#
# Sourced by the scripts that build kernels or modules from Debian's
# linux-source-6.12 for another architecture (tools/qemu-arm/check-module.sh,
# tools/qemu-arm64/): shared steps, each cached, each failing with a message
# that starts with WHO. Needs $top. The caller sets
#   kmake_args  make's arguments for the tree, e.g. "ARCH=arm64
#               CROSS_COMPILE=aarch64-linux-gnu-" (word-split)
#
# kernel_source WHO
#	Unpack /usr/src/linux-source-6.12.tar.xz into
#	build/uml/linux-source-6.12 once (again only when the tarball is
#	newer), under the same lock and stamp as tools/uml/kunit.sh; sets src.
# kernel_prepare WHO OBJ DEFCONFIG [CONFIG_X=y...]
#	DEFCONFIG plus the given lines (each must survive olddefconfig), then
#	modules_prepare, in OBJ: a tree that external modules build against,
#	without vmlinux or Module.symvers. Again only when the source changed.
# kernel_allnoconfig WHO OBJ FRAGMENT...
#	allnoconfig plus the fragments (every CONFIG_ line must survive), in
#	OBJ; again only when a fragment or the source changed.
# kernel_build WHO OBJ IMAGE
#	make in OBJ (a full kernel: vmlinux, IMAGE, Module.symvers), when the
#	config is newer than IMAGE; log in OBJ/kbuild.log.
# ktap_counts PARSE-LOG
#	Print "passed failed skipped" from kunit.py parse's summary line
#	("Ran 64 tests: passed: 60, skipped: 4"; crashed and errors count as
#	failed); no summary counts as one failure.

kmake() {
	# shellcheck disable=SC2086
	make -C "$src" O="$kmake_obj" $kmake_args "$@"
}

kernel_source() {
	_kt_uml=$top/build/uml
	_kt_tarball=/usr/src/linux-source-6.12.tar.xz
	src=$_kt_uml/linux-source-6.12
	if [ ! -f "$_kt_tarball" ]; then
		echo "$1: no $_kt_tarball" >&2
		return 1
	fi
	mkdir -p "$_kt_uml"
	(
		flock 8
		if [ ! -f "$_kt_uml/.src-stamp" ] ||
		   [ "$_kt_tarball" -nt "$_kt_uml/.src-stamp" ]; then
			echo "$1: unpacking $_kt_tarball"
			rm -rf "$src"
			tar -C "$_kt_uml" -xJf "$_kt_tarball"
			touch "$_kt_uml/.src-stamp"
		fi
	) 8>"$_kt_uml/.src-lock"
}

# _kt_missing OBJ LINE...: print the lines that OBJ/.config lacks.
_kt_missing() {
	_kt_cfg=$1/.config
	shift
	for _kt_line in "$@"; do
		grep -qx "$_kt_line" "$_kt_cfg" || echo "$_kt_line"
	done
}

kernel_prepare() {
	_kt_who=$1 kmake_obj=$2 _kt_defconfig=$3
	shift 3
	mkdir -p "$kmake_obj"
	if [ -f "$kmake_obj/.prepared" ] &&
	   [ ! "$top/build/uml/.src-stamp" -nt "$kmake_obj/.prepared" ]; then
		return 0
	fi
	echo "$_kt_who: preparing $kmake_obj"
	rm -f "$kmake_obj/.prepared"
	kmake -s "$_kt_defconfig" >"$kmake_obj/prepare.log" 2>&1 || {
		tail -20 "$kmake_obj/prepare.log" >&2
		echo "$_kt_who: make $_kt_defconfig failed" >&2
		return 1
	}
	for _kt_line in "$@"; do
		echo "$_kt_line" >>"$kmake_obj/.config"
	done
	kmake -s olddefconfig >>"$kmake_obj/prepare.log" 2>&1
	_kt_lost=$(_kt_missing "$kmake_obj" "$@")
	if [ -n "$_kt_lost" ]; then
		# shellcheck disable=SC2086
		echo "$_kt_who: config lines dropped by Kconfig:" $_kt_lost >&2
		return 1
	fi
	kmake -j"${JOBS:-2}" modules_prepare >>"$kmake_obj/prepare.log" 2>&1 || {
		tail -20 "$kmake_obj/prepare.log" >&2
		echo "$_kt_who: modules_prepare failed" >&2
		return 1
	}
	touch "$kmake_obj/.prepared"
}

kernel_allnoconfig() {
	_kt_who=$1 kmake_obj=$2
	shift 2
	mkdir -p "$kmake_obj"
	_kt_stale=
	for _kt_f in "$@" "$top/build/uml/.src-stamp"; do
		[ ! "$_kt_f" -nt "$kmake_obj/.config-stamp" ] || _kt_stale=1
	done
	[ -f "$kmake_obj/.config-stamp" ] && [ -z "$_kt_stale" ] && return 0
	echo "$_kt_who: configuring $kmake_obj"
	cat "$@" >"$kmake_obj/allno.config"
	KCONFIG_ALLCONFIG=$kmake_obj/allno.config kmake -s allnoconfig
	_kt_lost=$(grep -h '^CONFIG_' "$@" | while read -r _kt_line; do
		_kt_missing "$kmake_obj" "$_kt_line"
	done)
	if [ -n "$_kt_lost" ]; then
		# shellcheck disable=SC2086
		echo "$_kt_who: config lines dropped by Kconfig:" $_kt_lost >&2
		return 1
	fi
	touch "$kmake_obj/.config-stamp"
}

kernel_build() {
	_kt_who=$1 kmake_obj=$2 _kt_image=$3
	if [ -f "$_kt_image" ] && [ -f "$kmake_obj/Module.symvers" ] &&
	   [ ! "$kmake_obj/.config-stamp" -nt "$_kt_image" ]; then
		return 0
	fi
	echo "$_kt_who: building the kernel in $kmake_obj (a few minutes)"
	_kt_start=$(date +%s)
	kmake -j"${JOBS:-2}" >"$kmake_obj/kbuild.log" 2>&1 || {
		tail -30 "$kmake_obj/kbuild.log" >&2
		echo "$_kt_who: kernel build failed, log: $kmake_obj/kbuild.log" >&2
		return 1
	}
	touch "$_kt_image"
	echo "$_kt_who: kernel built in $(($(date +%s) - _kt_start)) s"
}

ktap_counts() {
	sed -n 's/^.*Testing complete\. Ran [0-9]* tests: //p' "$1" |
		tail -n 1 | tr ',' '\n' | awk -F': ' '
		$1 ~ /passed/ { p += $2 } $1 ~ /skipped/ { s += $2 }
		$1 ~ /failed|crashed|errors/ { f += $2 } { n++ }
		END { if (!n) f = 1; print p + 0, f + 0, s + 0 }'
}
