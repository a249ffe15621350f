# SPDX-License-Identifier: GPL-2.0-only OR MIT
# shellcheck shell=bash disable=SC2154
#
# Sourced by the scripts that build kernels or modules from Debian's
# linux-source-6.12 (tools/uml/kunit.sh, tools/qemu-arm/check-module.sh,
# tools/qemu-arm64/): shared steps, each cached, each failing with a message
# that starts with WHO. Needs $top. The caller sets
#   kmake_args  make's arguments for the tree, e.g. "ARCH=arm64
#               CROSS_COMPILE=aarch64-linux-gnu-" (word-split)
#
# Each tree is an entry of the kernel cache (tools/kcache/kcache.sh),
# outside the clone, keyed by the source, make's arguments, the compiler
# and the configuration; OBJ (under build/) links to it.
#
# kernel_source WHO [VER]
#	Unpack Debian's linux-source-VER tarball (VER 6.12, the default, or
#	7.3: tools/kcache/kcache.sh kcache_src_tarball) into the cache once
#	per tarball, build/uml/linux-source-VER linking to it; sets src to
#	the entry's own path, and ksrc_ver to VER for the trees built from it.
# kernel_prepare WHO OBJ DEFCONFIG [CONFIG_X=y...]
#	DEFCONFIG plus the given lines (each must survive olddefconfig), then
#	modules_prepare, in OBJ: a tree that external modules build against,
#	without vmlinux, and without Module.symvers unless KT_SYMVERS names
#	a file to install as such (its content joins the key). Once per key.
# kernel_prepare_from WHO OBJ HEADERS [CONFIG_X=y...]
#	The same with the .config of Debian's linux-headers package
#	unpacked at HEADERS plus the given lines (olddefconfig: this
#	compiler's own options; each line must survive it),
#	and that package's Module.symvers, so that modules built in OBJ get
#	the vermagic and symbol versions of Debian's kernel.
# kernel_allnoconfig WHO OBJ FRAGMENT...
#	allnoconfig plus the fragments (every CONFIG_ line must survive), in
#	OBJ, unless the cache has the built tree for them.
# kernel_build WHO OBJ IMAGE
#	make in OBJ (a full kernel: vmlinux, IMAGE, Module.symvers) after
#	kernel_allnoconfig, unless that found it in the cache; log in
#	OBJ/kbuild.log.
# testmgr_problems LOG [BANNER]
#	Print a line per problem the crypto self-tests' lines in LOG show:
#	each "alg: ..." line that reports a failure or an error and, given
#	BANNER (e.g. "alg: full crypto tests enabled"), its absence.
#	Nothing when all is well.

# shellcheck source=tools/kcache/kcache.sh
. "$top/tools/kcache/kcache.sh"
# shellcheck source=tools/check/progress.sh
. "$top/tools/check/progress.sh"

kmake() {
	# shellcheck disable=SC2086
	make -C "$src" O="$kmake_obj" $kmake_args "$@"
}

kernel_source() {
	ksrc_ver=${2:-6.12}
	if [ "$ksrc_ver" != 6.12 ]; then
		"$top/tools/deps/install-deps.sh" "linux-$ksrc_ver" || return 1
	fi
	_kt_tarball=$(kcache_src_tarball "$ksrc_ver")
	src=$top/build/uml/linux-source-$ksrc_ver
	if [ ! -f "$_kt_tarball" ]; then
		echo "$1: no $_kt_tarball" >&2
		return 1
	fi
	if ! kcache_use "$src" "linux-source-$ksrc_ver" \
		"$(kcache_src_key "$ksrc_ver")"; then
		echo "$1: unpacking $_kt_tarball"
		tar -C "$src/" --strip-components=1 -xJf "$_kt_tarball" || {
			echo "$1: cannot unpack $_kt_tarball" >&2
			return 1
		}
		kcache_seal "$src" Makefile scripts/Makefile.build \
			tools/testing/kunit/kunit.py
	fi
	src=$(readlink "$src")
}

# _kt_key KIND ARG...: the cache key of a tree built from the source with
# $kmake_args, by the compiler those name, as KIND with ARGs.
_kt_key() {
	case " $kmake_args " in
	*" LLVM="*) _kt_cc=$(clang-19 --version | head -n 1) ;;
	*)
		_kt_cross=$(echo " $kmake_args " |
			sed -n 's/.* CROSS_COMPILE=\([^ ]*\) .*/\1/p')
		_kt_cc=$("${_kt_cross}gcc" --version | head -n 1)
		;;
	esac
	kcache_key "$(kcache_src_key "${ksrc_ver:-6.12}")" "$kmake_args" \
		"$_kt_cc" "$@"
}

# _kt_name OBJ: the cache entry's name, from OBJ's last two parts.
_kt_name() {
	echo "$(basename "$(dirname "$1")")-$(basename "$1")"
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
	_kt_sv=${KT_SYMVERS:-}
	# shellcheck disable=SC2046
	kcache_use "$kmake_obj" "$(_kt_name "$kmake_obj")" \
		"$(_kt_key prepare "$_kt_defconfig" "$@" \
			$([ -z "$_kt_sv" ] || sha256sum <"$_kt_sv"))" && return 0
	echo "$_kt_who: preparing $kmake_obj"
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
	with_progress "$_kt_who: modules_prepare" "$kmake_obj/prepare.log" \
		kmake -j"${JOBS:-2}" modules_prepare || {
		tail -20 "$kmake_obj/prepare.log" >&2
		echo "$_kt_who: modules_prepare failed" >&2
		return 1
	}
	[ -z "$_kt_sv" ] || cp "$_kt_sv" "$kmake_obj/Module.symvers"
	kcache_seal "$kmake_obj" .config include/generated/autoconf.h \
		scripts/mod/modpost ${_kt_sv:+Module.symvers}
}

kernel_prepare_from() {
	_kt_who=$1 kmake_obj=$2 _kt_hdr=$3
	shift 3
	# Debian's kernel release ("7.3.4+deb13-amd64"), for the vermagic.
	_kt_rel=$(cat "$_kt_hdr/include/config/kernel.release")
	kcache_use "$kmake_obj" "$(_kt_name "$kmake_obj")" \
		"$(_kt_key prepare-from "$_kt_rel" "$(cat "$_kt_hdr/.config" \
			"$_kt_hdr/Module.symvers" | sha256sum)" "$@")" && return 0
	echo "$_kt_who: preparing $kmake_obj from $_kt_hdr/.config"
	cp "$_kt_hdr/.config" "$kmake_obj/.config"
	for _kt_line in "$@"; do
		echo "$_kt_line" >>"$kmake_obj/.config"
	done
	kmake -s KERNELRELEASE="$_kt_rel" olddefconfig \
		>"$kmake_obj/prepare.log" 2>&1 || {
		tail -20 "$kmake_obj/prepare.log" >&2
		echo "$_kt_who: make olddefconfig failed" >&2
		return 1
	}
	_kt_lost=$(_kt_missing "$kmake_obj" "$@")
	if [ -n "$_kt_lost" ]; then
		# shellcheck disable=SC2086
		echo "$_kt_who: config lines dropped by Kconfig:" $_kt_lost >&2
		return 1
	fi
	with_progress "$_kt_who: modules_prepare" "$kmake_obj/prepare.log" \
		kmake -j"${JOBS:-2}" KERNELRELEASE="$_kt_rel" modules_prepare || {
		tail -20 "$kmake_obj/prepare.log" >&2
		echo "$_kt_who: modules_prepare failed" >&2
		return 1
	}
	cp "$_kt_hdr/Module.symvers" "$kmake_obj/Module.symvers"
	kcache_seal "$kmake_obj" .config include/generated/autoconf.h \
		scripts/mod/modpost Module.symvers
}

kernel_allnoconfig() {
	_kt_who=$1 kmake_obj=$2
	shift 2
	_kt_frags=$(cat "$@")
	_kt_built=
	if kcache_use "$kmake_obj" "$(_kt_name "$kmake_obj")" \
		"$(_kt_key allnoconfig "$_kt_frags")"; then
		_kt_built=1
		return 0
	fi
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
}

kernel_build() {
	_kt_who=$1 kmake_obj=$2 _kt_image=$3
	# A sealed entry from the cache (kernel_allnoconfig) is complete.
	[ -z "$_kt_built" ] || return 0
	echo "$_kt_who: building the kernel in $kmake_obj (a few minutes)"
	_kt_start=$(date +%s)
	: >"$kmake_obj/kbuild.log"
	with_progress "$_kt_who: build" "$kmake_obj/kbuild.log" \
		kmake -j"${JOBS:-2}" || {
		tail -30 "$kmake_obj/kbuild.log" >&2
		echo "$_kt_who: kernel build failed, log: $kmake_obj/kbuild.log" >&2
		return 1
	}
	echo "$_kt_who: kernel built in $(($(date +%s) - _kt_start)) s"
	kcache_seal "$kmake_obj" .config Module.symvers \
		"${_kt_image#"$kmake_obj"/}"
}

testmgr_problems() {
	grep -E 'alg: .*(fail|error)' "$1" || true
	[ -z "${2:-}" ] || grep -qF "$2" "$1" || echo "no \"$2\" in the log"
}
