#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Cross-build kcrypto's kernel modules for arm64 (CE SHA-256 and KUnit
# suites included) against Debian's linux-source-6.12 with defconfig, gcc
# cross compiler, W=1 and sparse (C=1): any warning fails, modpost's
# included (tools/module/build.sh --strict). This is the one arm64 build
# against a kernel before 6.19, whose kernel_neon_begin() takes no state
# (compat/kcrypto-compat.h); 7.3 is built by make check-module (Debian's
# config) and tools/qemu-arm64/kunit-qemu.sh (the kernel that runs them).
#
#   tools/qemu-arm64/check-module.sh
#
# The defconfig tree is modules_prepare'd once in build/arm64-kernel/defconfig
# (about a minute; tools/uml/kernel-tree.sh); the modules are built in
# build/module/arm64-defconfig/src. Such a tree has no vmlinux, so no
# Module.symvers, and no 6.12 arm64 kernel is built any more (the qemu one
# is 7.3, whose exports differ: 6.12's hrtimer_init() is gone). So modpost
# resolves the kernel's symbols against every export in 6.12's own source,
# generic code and arch/arm64 (tools/qemu-arm64/source-symvers.sh): an
# undefined symbol, or one that only a later kernel exports, still fails
# here. What that gives up against a built kernel's Module.symvers: an
# export under a config option that defconfig lacks passes, and so would a
# name pasted by a macro other than kernel/params.c's. The kernel's own
# "Module.symvers is missing" notice is listed in tools/module/build.allow.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
who=check-module-arm64
obj=$top/build/arm64-kernel/defconfig
out=$top/build/module/arm64-defconfig
cross=aarch64-linux-gnu-
kmake_args="ARCH=arm64 CROSS_COMPILE=$cross"

"$top/tools/deps/install-deps.sh" arm64-kernel module || {
	echo "$who: missing packages (tools/deps/install-deps.sh arm64-kernel module)" >&2
	exit 1
}
. "$top/tools/uml/kernel-tree.sh"
kernel_source "$who"
mkdir -p "$obj"
exec 9>"$obj/.lock"
flock 9
kernel_prepare "$who" "$obj" defconfig CONFIG_KERNEL_MODE_NEON=y \
	CONFIG_MODULES=y

# The kernel's exports, from its source (again when the source changes).
mkdir -p "$out"
symvers=$out/source.symvers
stamp="$src $(sha256sum "$top/tools/qemu-arm64/source-symvers.sh")"
if [ "$(cat "$symvers.stamp" 2>/dev/null)" != "$stamp" ]; then
	"$top/tools/qemu-arm64/source-symvers.sh" "$src" arm64 >"$symvers.tmp"
	mv "$symvers.tmp" "$symvers"
	echo "$stamp" >"$symvers.stamp"
fi

echo "$who: defconfig (W=1 C=1)"
# Rebuild everything: --strict sees only the warnings of this build.
[ ! -d "$out/src" ] || find "$out/src" -name '*.o' -delete
# shellcheck disable=SC2086
"$top/tools/module/build.sh" --strict "$obj" "$out" $kmake_args W=1 C=1 \
	KBUILD_EXTRA_SYMBOLS="$symvers" -j"${JOBS:-2}" \
	CONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST=m CONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST=m \
	CONFIG_KCRYPTO_SHA256_KUNIT_TEST=m CONFIG_KCRYPTO_SHA512_KUNIT_TEST=m \
	CONFIG_KCRYPTO_SHA3_KUNIT_TEST=m >/dev/null
# The library modules must carry the CE code.
for mod_sym in sha256:sha256_ce_transform sha3:sha3_ce_absorb_blocks; do
	ko=$out/src/kcrypto_${mod_sym%%:*}.ko
	if ! ${cross}nm "$ko" | grep -q " T ${mod_sym#*:}\$"; then
		echo "$who: ${mod_sym#*:} missing from $ko" >&2
		exit 1
	fi
done
echo "$who: defconfig: $(cd "$out/src" && echo ./*.ko)"
