#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run kcrypto's KUnit suites in a real 32-bit ARM kernel under
# qemu-system-arm -M virt, loaded by the module loader: once on a Cortex-A15
# with NEON (the BLAKE2b, SHA-256 and SHA-512 glue must pick the NEON code,
# the blake2b-arch suite and the sha256_arch and sha512_arch path cases must
# run, not skip) and once with neon=off (generic code; they must skip). The
# scalar BLAKE2s code must be chosen, and its blake2s_arch cases must run, on
# both.
#
#   tools/qemu-arm/kunit-qemu.sh [--kernel-only] [gcc|clang-thumb2]
#
# gcc (the default, what make check-kunit-arm runs): an ARM kernel and
# modules built with the gcc cross compiler. clang-thumb2: a Thumb-2 kernel
# and modules built with LLVM=-19.
#
# Steps, cached under build/arm-kernel/qemu[-VARIANT] (the kernel) and
# build/arm-qemu[-VARIANT]:
#  1. Debian's linux-source-6.12 (tools/uml/kernel-tree.sh);
#  2. allnoconfig + tools/qemu-arm/kunit.config (every line must survive);
#  3. the kernel (zImage, a few minutes; again only when the config changed);
#     --kernel-only stops here (tools/qemu-arm/check-module.sh needs its
#     Module.symvers);
#  4. our modules against it, W=1, warnings fatal, modpost with the kernel's
#     Module.symvers;
#  5. an initramfs: tools/uml/init.c and tools/qemu-arm64/proc-crypto.c
#     built static for ARM, the modules, an empty /module-params (no
#     module parameters: the CPU model picks the path);
#  6. two boots, console logs in build/arm-qemu/CPU.log;
#  7. the results reader (tools/check/ktap.py: the kernel's kunit.py and
#     the path cases) judges each KTAP (tools/uml/kunit-boot.sh),
#     tools/klog/check-klog.py each log, and
#     /proc/crypto (copied to the log by proc-crypto) must list our drivers
#     with testmgr's self-tests, extra tests included, passed, none of
#     them without the comparison with the kernel's generic driver.
# Counts (both boots) go to $BUILD/results/check-kunit-arm[-VARIANT].counts.
set -eu

kernel_only=
[ "${1:-}" != --kernel-only ] || { kernel_only=1; shift; }
variant=${1:-gcc}
case $variant in
gcc)
	suffix=""
	tc=(CROSS_COMPILE=arm-linux-gnueabihf-)
	extra=""
	;;
clang-thumb2)
	suffix=-$variant
	tc=(LLVM=-19)
	extra=CONFIG_THUMB2_KERNEL=y
	;;
*)
	echo "usage: $0 [--kernel-only] [gcc|clang-thumb2]" >&2
	exit 2
	;;
esac
top=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-$top/build}
uml=$top/build/uml
src=$uml/linux-source-6.12
obj=$top/build/arm-kernel/qemu$suffix
work=$top/build/arm-qemu$suffix
jobs=${JOBS:-2}
timeout=${ARM_QEMU_TIMEOUT:-600}
counts=$BUILD/results/check-kunit-arm$suffix.counts
cross=arm-linux-gnueabihf-

say() { echo "kunit-arm: $*"; }

"$top/tools/deps/install-deps.sh" arm-kernel module || {
	echo "kunit-arm: missing packages (tools/deps/install-deps.sh arm-kernel module)" >&2
	exit 1
}
. "$top/tools/uml/kernel-tree.sh"
kmake_args="ARCH=arm ${tc[*]}"
mkdir -p "$obj" "$work"

# 1-3. Source, config (the fragment, plus the variant's line), kernel; one
# builder at a time.
frag=$work/kunit-qemu.config
zimage=$obj/arch/arm/boot/zImage
(
	flock 9
	kernel_source kunit-arm
	if [ ! -f "$frag" ] || [ "$top/tools/qemu-arm/kunit.config" -nt "$frag" ]; then
		cp "$top/tools/qemu-arm/kunit.config" "$frag"
		[ -z "$extra" ] || echo "$extra" >>"$frag"
	fi
	kernel_allnoconfig kunit-arm "$obj" "$frag"
	kernel_build kunit-arm "$obj" "$zimage"
) 9>"$obj/.lock"
[ -z "$kernel_only" ] || exit 0

mkdir -p "$BUILD/results"
rm -f "$counts"
exec 9>"$work/.lock"
flock 9

# 4. Modules (every object again, so that --strict sees every warning).
mods=$work/modules/src
[ ! -d "$mods" ] || find "$mods" -name '*.o' -delete
"$top/tools/module/build.sh" --strict "$obj" "$work/modules" KCRYPTO_KUNIT=y ARCH=arm \
	"${tc[@]}" W=1 -j"$jobs" >/dev/null || {
	grep -E '(warning|error|ERROR):' "$work/modules/build.log" >&2
	exit 1
}

# 5. Initramfs: /init, /proc-crypto, /dev, /proc, /modules.
root=$work/root
rm -rf "$root"
mkdir -p "$root/dev" "$root/proc" "$root/modules"
for prog in init:tools/uml/init.c proc-crypto:tools/qemu-arm64/proc-crypto.c; do
	${cross}gcc -static -O2 -Wall -Wextra -Werror -o "$root/${prog%%:*}" \
		"$top/${prog#*:}"
done
. "$top/tools/uml/stage-modules.sh"
stage_modules "$mods" "$root" kunit-arm "$obj/.config" || exit 1
stage_params "$root"
# shellcheck disable=SC2086
init_args_fit kunit-arm $args --run /proc-crypto || exit 1
(cd "$root" && find . | cpio -o -H newc --quiet) >"$work/initramfs.cpio"

# arm_driver BASE: the name of our driver BASE on the CPU of this boot
# (SHA-3 has no ARM code: its drivers are the generic ones on both).
arm_driver() {
	case $cpu-$1 in
	cortex-a15-sha3-*) echo "$1-kcrypto" ;;
	cortex-a15-*) echo "$1-kcrypto-neon" ;;
	*) echo "$1-kcrypto" ;;
	esac
}

# 6, 7. Boot on each CPU; judge its KTAP (tools/uml/kunit-boot.sh). The
# NEON code must have been chosen exactly when the CPU has NEON: then its
# path cases must pass, each NEON path in task, softirq and hardirq
# context, else skip; the scalar BLAKE2s code runs on both, in hardirqs
# too. What each boot must show goes to the results reader
# (tools/check/ktap.py) with its KTAP.
. "$top/tools/uml/kunit-boot.sh"
kunit_boot_start kunit-arm "$src/tools/testing/kunit"
neon_cases="sha256_arch.test_sha256_arch_path_used
	sha512_arch.test_sha512_arch_path_used
	kcrypto_shash.test_shash_sha256_arch_sections
	kcrypto_shash.test_shash_sha512_arch_sections
	blake2b-arch.test_blake2b_arch_irq_every_path
	sha256_arch.test_sha256_arch_irq_every_path
	sha512_arch.test_sha512_arch_irq_every_path"
scalar_cases="blake2s_arch.test_blake2s_arch_path_used
	blake2s_arch.test_blake2s_arch_counter_carry
	blake2s_arch.test_blake2s_arch_arm
	blake2s_arch.test_blake2s_arch_irq_every_path"
for cpu in cortex-a15 cortex-a15,neon=off; do
	tag=${cpu//[,=]/-}
	log=$work/$tag.log
	ktap=$work/$tag.ktap
	if [ "$cpu" = cortex-a15 ]; then
		neon=neon
		expect=(--pass "blake2b-arch $neon_cases $scalar_cases")
	else
		neon=generic
		expect=(--skip "blake2b-arch $neon_cases" --pass "$scalar_cases")
	fi
	expect+=(--used "kcrypto_sha256.impl=$neon kcrypto_sha512.impl=$neon
		kcrypto_blake2s.impl=arm")
	say "$variant: booting -cpu $cpu: libraries:$libs; suites:$tests"
	kunit_boot "$tag" "$log" "$ktap" "$timeout" "${expect[@]}" -- \
		qemu-system-arm -M virt \
		-cpu "$cpu" -m 256 -nographic -no-reboot -nic none \
		-kernel "$zimage" -initrd "$work/initramfs.cpio" \
		-append "console=ttyAMA0 printk.devkmsg=on panic=-1 -- $args --run /proc-crypto" ||
		continue
	# shellcheck disable=SC2086
	python3 "$top/tools/klog/check-klog.py" $klog_expect "$log" ||
		f=$((f + 1))
	# testmgr, its extra tests on (tools/uml/kunit-boot.sh); our drivers
	# are named for the NEON code where the library uses it.
	kunit_boot_testmgr "$log" "$work/$tag.crypto" arm_driver \
		>"$work/$tag.testmgr"
	while read -r line; do
		echo "kunit-arm: -cpu $cpu: $line" >&2
	done <"$work/$tag.testmgr"
	f=$((f + testmgr_bad))
	# The coverage table (tools/cpu/coverage.sh): the paths this boot
	# logged it used (the reader), and NEON's skip without it.
	v=ran
	[ "$f" = 0 ] || v=failed
	where="ARM kernel${variant:+ $variant} $cpu"
	# shellcheck disable=SC2046
	"$top/tools/cpu/coverage.sh" add arm "$where" $v \
		$(python3 "$top/tools/check/ktap.py" --used-paths "$log")
	[ "$cpu" = cortex-a15 ] || [ $v = failed ] ||
		"$top/tools/cpu/coverage.sh" add arm "$where" "skipped: lacks neon" \
			kcrypto_sha256.impl=neon kcrypto_sha512.impl=neon \
			kcrypto_blake2b.impl=neon
	say "-cpu $cpu: $p passed, $f failed, $s skipped"
	kunit_boot_add
done
kunit_boot_finish "$counts" ||
	{ echo "kunit-arm: FAILED, logs in $work" >&2; exit 1; }
say "all suites passed"
