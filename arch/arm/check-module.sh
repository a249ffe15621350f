#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Cross-build kcrypto's kernel modules for 32-bit ARM, NEON BLAKE2b and KUnit
# suites included, with W=1 (and sparse, C=1, in the gcc configuration): any
# compiler or sparse warning fails.
#
#   arch/arm/check-module.sh [CONFIG...]
#
# CONFIG is one of (default: both)
#   gcc-arm       multi_v7_defconfig, gcc cross compiler, ARM kernel
#   clang-thumb2  multi_v7_defconfig + THUMB2_KERNEL, LLVM=-19
# The kernel tree is Debian's linux-source-6.12, shared with tools/uml/
# (build/uml/linux-source-6.12); each configuration gets modules_prepare'd
# once in build/arm-kernel/CONFIG (about a minute), the modules are built in
# build/module/arm-CONFIG/src. Without the kernel's Module.symvers (that would
# take a full kernel build) modpost cannot resolve the kernel's symbols, so
# its "undefined" warnings are expected and ignored.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
uml=$top/build/uml
src=$uml/linux-source-6.12
jobs=${JOBS:-2}

"$top/tools/install-deps.sh" cross module arm-kernel || {
	echo "check-module-arm: missing packages" >&2
	exit 1
}

# The kernel source, unpacked as tools/uml/kunit.sh does (same lock, stamp).
tarball=/usr/src/linux-source-6.12.tar.xz
[ -f "$tarball" ] || { echo "check-module-arm: no $tarball" >&2; exit 1; }
mkdir -p "$uml"
(
	flock 8
	if [ ! -f "$uml/.src-stamp" ] || [ "$tarball" -nt "$uml/.src-stamp" ]; then
		echo "check-module-arm: unpacking $tarball"
		rm -rf "$src"
		tar -C "$uml" -xJf "$tarball"
		touch "$uml/.src-stamp"
	fi
) 8>"$uml/.src-lock"

[ $# -gt 0 ] || set -- gcc-arm clang-thumb2
status=0
for config in "$@"; do
	case $config in
	gcc-arm)
		tc="CROSS_COMPILE=arm-linux-gnueabihf-"
		extra=""
		check="C=1"
		;;
	clang-thumb2)
		tc="LLVM=-19"
		extra="CONFIG_THUMB2_KERNEL=y"
		# sparse fails on clang's ARM flags ("No such file: gnu");
		# the gcc configuration runs it.
		check=""
		;;
	*)
		echo "check-module-arm: unknown config $config" >&2
		exit 2
		;;
	esac
	obj=$top/build/arm-kernel/$config
	out=$top/build/module/arm-$config
	mkdir -p "$obj"
	exec 9>"$obj/.lock"
	flock 9
	# shellcheck disable=SC2086
	kmake() { make -s -C "$src" O="$obj" ARCH=arm $tc "$@"; }
	if [ ! -f "$obj/.prepared" ] || [ "$uml/.src-stamp" -nt "$obj/.prepared" ]; then
		echo "check-module-arm: preparing $obj"
		rm -f "$obj/.prepared"
		kmake multi_v7_defconfig >"$obj/prepare.log" 2>&1
		for opt in $extra; do
			echo "$opt" >>"$obj/.config"
		done
		kmake olddefconfig >>"$obj/prepare.log" 2>&1
		for opt in CONFIG_KERNEL_MODE_NEON=y CONFIG_MODULES=y $extra; do
			grep -qx "$opt" "$obj/.config" || {
				echo "check-module-arm: $config lacks $opt" >&2
				exit 1
			}
		done
		kmake -j"$jobs" modules_prepare >>"$obj/prepare.log" 2>&1 || {
			tail -20 "$obj/prepare.log" >&2
			echo "check-module-arm: modules_prepare failed" >&2
			exit 1
		}
		touch "$obj/.prepared"
	fi
	echo "check-module-arm: $config (W=1 $check)"
	# Rebuild everything: --strict sees only the warnings of this build.
	[ ! -d "$out/src" ] || find "$out/src" -name '*.o' -delete
	# shellcheck disable=SC2086
	if ! "$top/tools/module-build.sh" --strict "$obj" "$out" ARCH=arm $tc \
		W=1 $check KBUILD_MODPOST_WARN=1 -j"$jobs" \
		CONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST=m \
		CONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST=m \
		CONFIG_KCRYPTO_SHA256_KUNIT_TEST=m >/dev/null; then
		status=1
		continue
	fi
	# The library module must carry the NEON code and the test hooks.
	ko=$out/src/kcrypto_blake2b.ko
	for sym in blake2b_compress_neon kcrypto_blake2b_arch_enabled; do
		if ! arm-linux-gnueabihf-nm "$ko" | grep -q " T $sym\$"; then
			echo "check-module-arm: $sym missing from $ko" >&2
			status=1
		fi
	done
	echo "check-module-arm: $config: $(cd "$out/src" && echo ./*.ko)"
done
exit $status
