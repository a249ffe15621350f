#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Cross-build kcrypto's kernel modules for arm64 (CE SHA-256 and KUnit
# suites included) against Debian's linux-source-6.12 with defconfig, gcc
# cross compiler, W=1 and sparse (C=1): any warning fails, modpost's
# included (tools/module/build.sh --strict).
#
#   tools/qemu-arm64/check-module.sh
#
# The defconfig tree is modules_prepare'd once in build/arm64-kernel/defconfig
# (about a minute; tools/uml/kernel-tree.sh); the modules are built in
# build/module/arm64-defconfig/src. Such a tree has no vmlinux, so no
# Module.symvers: modpost resolves the kernel's symbols from the Module.symvers
# of the full arm64 kernel that tools/qemu-arm64/kunit-qemu.sh builds (the
# same source; built first when missing), so an undefined symbol fails here
# too. The kernel's own "Module.symvers is missing" notice is listed in
# tools/module/build.allow.
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
# The full kernel, for its Module.symvers.
"$top/tools/qemu-arm64/kunit-qemu.sh" --kernel-only
symvers=$top/build/arm64-kernel/qemu/Module.symvers

. "$top/tools/uml/kernel-tree.sh"
kernel_source "$who"
mkdir -p "$obj"
exec 9>"$obj/.lock"
flock 9
kernel_prepare "$who" "$obj" defconfig CONFIG_KERNEL_MODE_NEON=y \
	CONFIG_MODULES=y

echo "$who: defconfig (W=1 C=1)"
# Rebuild everything: --strict sees only the warnings of this build.
[ ! -d "$out/src" ] || find "$out/src" -name '*.o' -delete
# shellcheck disable=SC2086
"$top/tools/module/build.sh" --strict "$obj" "$out" $kmake_args W=1 C=1 \
	KBUILD_EXTRA_SYMBOLS="$symvers" -j"${JOBS:-2}" \
	CONFIG_KCRYPTO_BLAKE2B_KUNIT_TEST=m CONFIG_KCRYPTO_BLAKE2S_KUNIT_TEST=m \
	CONFIG_KCRYPTO_SHA256_KUNIT_TEST=m CONFIG_KCRYPTO_SHA512_KUNIT_TEST=m \
	>/dev/null
# The library module must carry the CE code.
ko=$out/src/kcrypto_sha256.ko
if ! ${cross}nm "$ko" | grep -q " T sha256_ce_transform\$"; then
	echo "$who: sha256_ce_transform missing from $ko" >&2
	exit 1
fi
echo "$who: defconfig: $(cd "$out/src" && echo ./*.ko)"
