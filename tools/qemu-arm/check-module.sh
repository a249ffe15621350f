#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Cross-build kcrypto's kernel modules for 32-bit ARM, NEON BLAKE2b and KUnit
# suites included, with W=1 (and sparse, C=1, in the gcc configuration): any
# compiler or sparse warning fails.
#
#   tools/qemu-arm/check-module.sh [CONFIG...]
#
# CONFIG is one of (default: both)
#   gcc-arm       multi_v7_defconfig, gcc cross compiler, ARM kernel, 6.12
#   clang-thumb2  multi_v7_defconfig + THUMB2_KERNEL, LLVM=-19, 7.3
# The kernel trees are Debian's linux-source-6.12 and linux-source-7.3
# (trixie-backports, which has no armhf headers package for 7.3), shared
# with tools/uml/ (build/uml/linux-source-VER); each configuration gets modules_prepare'd
# once in build/arm-kernel/CONFIG (about a minute; tools/uml/kernel-tree.sh),
# the modules are built in build/module/arm-CONFIG/src. Such a tree has no
# vmlinux, so no Module.symvers of its own: on 6.12 modpost resolves the
# kernel's symbols from the Module.symvers of the full ARM kernel that
# tools/qemu-arm/kunit-qemu.sh builds (the same source; built first when
# missing), so an undefined symbol fails here too, and the kernel's own
# "Module.symvers is missing" notice is listed in tools/module/build.allow;
# the 7.3 tree gets one put together below.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
jobs=${JOBS:-2}

"$top/tools/deps/install-deps.sh" cross module arm-kernel linux-7.3 || {
	echo "check-module-arm: missing packages" >&2
	exit 1
}
# The full kernel, for its Module.symvers.
"$top/tools/qemu-arm/kunit-qemu.sh" --kernel-only
symvers=$top/build/arm-kernel/qemu/Module.symvers

. "$top/tools/uml/kernel-tree.sh"

[ $# -gt 0 ] || set -- gcc-arm clang-thumb2
status=0
for config in "$@"; do
	case $config in
	gcc-arm)
		tc="CROSS_COMPILE=arm-linux-gnueabihf-"
		extra=""
		check="C=1"
		ver=6.12
		;;
	clang-thumb2)
		tc="LLVM=-19"
		extra="CONFIG_THUMB2_KERNEL=y"
		# sparse fails on clang's ARM flags ("No such file: gnu");
		# the gcc configuration runs it.
		check=""
		ver=7.3
		;;
	*)
		echo "check-module-arm: unknown config $config" >&2
		exit 2
		;;
	esac
	kernel_source check-module-arm "$ver" || exit 1
	obj=$top/build/arm-kernel/$config
	extra_syms=$symvers KT_SYMVERS=
	if [ "$ver" != 6.12 ]; then
		# No ARM 7.3 kernel is built (nor packaged by Debian): the
		# kernel's exports are those of Debian's 7.3 arm64 kernel
		# (tools/deps/linux-7.3.txt), plus, from the 6.12 ARM kernel,
		# KUnit's (Debian leaves it out) and what only ARM exports
		# (the EABI helpers, elf_hwcap, warn_slowpath_fmt). Any other
		# symbol that 7.3 does not export is an error.
		hdr=$(kcache_deb_headers 7.3 arm64)
		# The tree's own Module.symvers (kernel_prepare, KT_SYMVERS).
		KT_SYMVERS=$top/build/module/arm-$config.symvers
		extra_syms=
		mkdir -p "$(dirname "$KT_SYMVERS")"
		awk -F '\t' 'NR == FNR { seen[$2] = 1; print; next }
			!($2 in seen) && ($2 ~ /^(__aeabi_|__kunit_|kunit_)/ ||
			$2 == "elf_hwcap" || $2 == "warn_slowpath_fmt")' \
			"$hdr/Module.symvers" "$symvers" >"$KT_SYMVERS"
	fi
	out=$top/build/module/arm-$config
	mkdir -p "$obj"
	exec 9>"$obj/.lock"
	flock 9
	kmake_args="ARCH=arm $tc"
	# shellcheck disable=SC2086
	kernel_prepare check-module-arm "$obj" multi_v7_defconfig \
		CONFIG_KERNEL_MODE_NEON=y CONFIG_MODULES=y $extra
	echo "check-module-arm: $config, linux $ver (W=1 $check)"
	# Rebuild everything: --strict sees only the warnings of this build.
	[ ! -d "$out/src" ] || find "$out/src" -name '*.o' -delete
	# shellcheck disable=SC2086
	if ! "$top/tools/module/build.sh" --strict "$obj" "$out" ARCH=arm $tc \
		W=1 $check ${extra_syms:+KBUILD_EXTRA_SYMBOLS="$extra_syms"} -j"$jobs" \
		CONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST=m \
		CONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST=m \
		CONFIG_KCRYPTO_SHA256_KUNIT_TEST=m \
		CONFIG_KCRYPTO_SHA512_KUNIT_TEST=m \
		CONFIG_KCRYPTO_SHA3_KUNIT_TEST=m >/dev/null; then
		status=1
		continue
	fi
	# The library modules must carry the arch code and the test hooks.
	for modsym in blake2b:blake2b_compress_neon \
		blake2b:kcrypto_blake2b_arch_test \
		blake2s:blake2s_compress_arm blake2s:kcrypto_blake2s_arch_test \
		sha512:sha512_blocks_neon sha512:kcrypto_sha512_arch_test; do
		ko=$out/src/kcrypto_${modsym%%:*}.ko
		sym=${modsym#*:}
		if ! arm-linux-gnueabihf-nm "$ko" | grep -q " [TD] $sym\$"; then
			echo "check-module-arm: $sym missing from $ko" >&2
			status=1
		fi
	done
	echo "check-module-arm: $config: $(cd "$out/src" && echo ./*.ko)"
done
exit $status
