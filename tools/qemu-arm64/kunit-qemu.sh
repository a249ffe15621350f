#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run kcrypto's KUnit suites and the kernel's crypto self-tests of our
# drivers in a real arm64 kernel under qemu-system-aarch64 -M virt -cpu max
# (TCG implements the SHA-2 instructions), loaded by the module loader:
#   ce     the SHA-256 and SHA-512 glues must pick the ARMv8 CE code: the
#          sha256-arch and sha512-arch suites' path cases must run, and
#          see CE sections;
#   no-ce  the same CPU, kcrypto_sha256 and kcrypto_sha512 loaded with
#          impl=generic (our module parameter: no qemu CPU model lacks
#          SHA2, and 6.12 has no idreg override for ID_AA64ISAR0): the
#          generic code, those cases skip.
#
#   tools/qemu-arm64/kunit-qemu.sh [--kernel-only]
#
# Steps, cached under build/arm64-kernel/qemu (the kernel) and
# build/arm64-qemu (the rest):
#  1. Debian's linux-source-6.12 (tools/uml/kernel-tree.sh);
#  2. allnoconfig + tools/qemu-arm64/kunit.config (every line must survive);
#  3. the kernel (Image; about 6 minutes on 2 cores, again only when the
#     config changed); --kernel-only stops here (check-module.sh needs its
#     Module.symvers);
#  4. our modules against it, W=1 C=1, warnings fatal, modpost with the
#     kernel's Module.symvers;
#  5. an initramfs: tools/uml/init.c and proc-crypto.c built static for
#     arm64, the modules;
#  6. two boots, console logs in build/arm64-qemu/{ce,no-ce}.log;
#  7. judged: tools/uml/ktap.py and kunit.py on the KTAP; the sha256-arch
#     and sha512-arch path cases ran (ce, finup_2x included) or skipped
#     (no-ce), and the glues logged that choice; /proc/crypto lists every
#     -kcrypto driver with "selftest : passed" and no self-test failed; no
#     WARNING, BUG, Oops or panic in the log but the two warnings the
#     bad_input suite provokes (blake2b_init_key, blake2s_init_key).
# Counts (both boots) go to $BUILD/results/check-kunit-arm64.counts.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-$top/build}
obj=$top/build/arm64-kernel/qemu
work=$top/build/arm64-qemu
timeout=${ARM64_QEMU_TIMEOUT:-900}
counts=$BUILD/results/check-kunit-arm64.counts
cross=aarch64-linux-gnu-
kmake_args="ARCH=arm64 CROSS_COMPILE=$cross"
who=kunit-arm64
image=$obj/arch/arm64/boot/Image

say() { echo "$who: $*"; }

"$top/tools/deps/install-deps.sh" arm64-kernel module || {
	echo "$who: missing packages (tools/deps/install-deps.sh arm64-kernel module)" >&2
	exit 1
}
. "$top/tools/uml/kernel-tree.sh"
mkdir -p "$obj" "$work"

# 1-3. Source, config, kernel (one builder at a time).
(
	flock 9
	kernel_source "$who"
	kernel_allnoconfig "$who" "$obj" "$top/tools/qemu-arm64/kunit.config"
	kernel_build "$who" "$obj" "$image"
) 9>"$obj/.lock"
[ "${1:-}" != --kernel-only ] || exit 0

mkdir -p "$BUILD/results"
rm -f "$counts"
exec 9>"$work/.lock"
flock 9
src=$top/build/uml/linux-source-6.12

# 4. Modules (every object again, so that --strict sees every warning).
mods=$work/modules/src
[ ! -d "$mods" ] || find "$mods" -name '*.o' -delete
# shellcheck disable=SC2086
"$top/tools/module/build.sh" --strict "$obj" "$work/modules" KCRYPTO_KUNIT=y $kmake_args \
	W=1 C=1 -j"${JOBS:-2}" >/dev/null || exit 1
"$top/tools/module/check.sh" "$mods"
for sym in sha256:sha256_ce_transform sha256:sha256_ce_transform_2x \
	sha256:kcrypto_sha256_arch_test sha512:sha512_ce_transform \
	sha512:kcrypto_sha512_arch_test; do
	ko=kcrypto_${sym%%:*}.ko
	${cross}nm "$mods/$ko" | grep -q " [TtD] ${sym#*:}\$" || {
		echo "$who: ${sym#*:} missing from $ko" >&2
		exit 1
	}
done

# 5. Initramfs: /init, /proc-crypto, /dev, /proc, /modules.
root=$work/root
rm -rf "$root"
mkdir -p "$root/dev" "$root/proc" "$root/modules"
for prog in init:tools/uml/init.c proc-crypto:tools/qemu-arm64/proc-crypto.c; do
	${cross}gcc -static -O2 -Wall -Wextra -Werror -o "$root/${prog%%:*}" \
		"$top/${prog#*:}"
done
. "$top/tools/uml/stage-modules.sh"
stage_modules "$mods" "$root" "$who" "$obj/.config" || exit 1
(cd "$root" && find . | cpio -o -H newc --quiet) >"$work/initramfs.cpio"

# arm64_driver BASE: the name of our driver BASE in the boot $tag; the
# SHA-2 drivers name the CE code when the library uses it.
arm64_driver() {
	case $tag-$1 in
	ce-sha* | ce-hmac-sha*) echo "$1-kcrypto-ce" ;;
	*) echo "$1-kcrypto" ;;
	esac
}

# judge TAG LOG KTAP: the checks of step 7 that are not KUnit's; prints
# one line per failure and returns the number of failures.
judge() {
	local tag=$1 log=$2 ktap=$3 bad=0 line
	for alg in sha256 sha512; do
		# The arch path cases, by the names of their KTAP result lines:
		# the library's, and the drivers' over it.
		for case in test_${alg}_arch_path_used test_shash_${alg}_arch_sections; do
			if [ "$tag" = ce ]; then
				grep -Eq "^ *ok [0-9]+ $case\$" "$ktap" || {
					say "$tag: $alg: the CE path case $case did not run and pass"
					bad=$((bad + 1))
				}
			else
				grep -Eq "^ *ok [0-9]+ $case # SKIP" "$ktap" || {
					say "$tag: $alg: the CE path case $case did not skip"
					bad=$((bad + 1))
				}
			fi
		done
		# Each path in every context, forced whatever init chose:
		# CE in both boots.
		grep -Eq "^ *ok [0-9]+ test_${alg}_arch_irq_every_path\$" "$ktap" || {
			say "$tag: $alg: test_${alg}_arch_irq_every_path did not run and pass"
			bad=$((bad + 1))
		}
		# The glue's own word on its choice (pr_info at module init).
		case $tag in
		ce) line="kcrypto_$alg: using ce" ;;
		*) line="kcrypto_$alg: using generic (forced by impl=)" ;;
		esac
		grep -Fq "$line" "$log" || {
			say "$tag: the log lacks \"$line\""
			bad=$((bad + 1))
		}
	done
	# testmgr, its extra tests on (tools/uml/kunit-boot.sh).
	kunit_boot_testmgr "$log" "$work/$tag.crypto" arm64_driver \
		>"$work/$tag.testmgr"
	while read -r line; do
		say "$tag: $line"
	done <"$work/$tag.testmgr"
	bad=$((bad + testmgr_bad))
	# Kernel complaints: only the warnings the suites trip on purpose
	# (stage_modules' klog_expect: the static inline blake2b_init_key()
	# and blake2s_init_key() once in each test module that includes them).
	# shellcheck disable=SC2086
	if ! python3 "$top/tools/klog/check-klog.py" $klog_expect "$log" \
		>"$work/$tag.klog"; then
		while read -r line; do
			say "$tag: $line"
		done <"$work/$tag.klog"
		bad=$((bad + 1))
	fi
	return $bad
}

# 6, 7. Boot with CE and without; judge each log (tools/uml/kunit-boot.sh).
. "$top/tools/uml/kunit-boot.sh"
kunit_boot_start "$who" "$src/tools/testing/kunit/kunit.py"
for tag in ce no-ce; do
	log=$work/$tag.log
	ktap=$work/$tag.ktap
	params=
	[ "$tag" = ce ] ||
		params="kcrypto_sha256.impl=generic kcrypto_sha512.impl=generic"
	say "$tag: booting -cpu max: libraries:$libs; suites:$tests"
	kunit_boot "$tag" "$log" "$ktap" "$timeout" qemu-system-aarch64 \
		-M virt -cpu max -smp 2 -m 512 -nographic -no-reboot -nic none \
		-kernel "$image" -initrd "$work/initramfs.cpio" \
		-append "console=ttyAMA0 printk.devkmsg=on panic=-1 -- $params $args --run /proc-crypto" ||
		continue
	bad=0
	judge "$tag" "$log" "$ktap" || bad=$?
	f=$((f + bad))
	# The coverage table (tools/cpu/coverage.sh): CE, or the C forced.
	v=ran
	[ "$f" = 0 ] || v=failed
	impl=$([ "$tag" = ce ] && echo ce || echo generic)
	"$top/tools/cpu/coverage.sh" add arm64 "arm64 kernel max" $v \
		"kcrypto_sha256.impl=$impl" "kcrypto_sha512.impl=$impl"
	say "$tag: $p passed, $f failed, $s skipped"
	kunit_boot_add
done
kunit_boot_finish "$counts" ||
	{ echo "$who: FAILED, logs in $work" >&2; exit 1; }
say "all suites and self-tests passed"
