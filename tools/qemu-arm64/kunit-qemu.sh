#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run kcrypto's KUnit suites and the kernel's crypto self-tests of our
# drivers in a real arm64 Linux 7.3 kernel (Debian's linux-source-7.3, from
# trixie-backports) under qemu-system-aarch64 -M virt -cpu max (TCG
# implements the SHA-2, SHA-512 and SHA-3 instructions), loaded by the module
# loader beside the kernel's own "-lib" drivers (priority 300):
#   ce     the SHA-256, SHA-512 and SHA-3 glues must pick the ARMv8 CE
#          code: the sha256-arch, sha512-arch and sha3-arch suites' path
#          cases must run, and see CE sections; our SHA-2 and SHA-3
#          drivers (-ce, 350) win their names, the kernel's blake2b-*-lib
#          (300) win over ours (120);
#   no-ce  the same CPU, kcrypto_sha256, kcrypto_sha512 and kcrypto_sha3
#          loaded with impl=generic (our module parameter, in the
#          initramfs's /module-params: no qemu CPU model lacks SHA2, and
#          the kernel's idreg override knows no ID_AA64ISAR0 field): the
#          generic code, those cases skip, and the kernel's -lib drivers
#          win every name but SHA-3's (its sha3-*-lib have priority 0,
#          ours 120).
#
#   tools/qemu-arm64/kunit-qemu.sh [--kernel-only]
#
# Steps, cached under build/arm64-kernel/qemu (the kernel) and
# build/arm64-qemu (the rest):
#  1. Debian's linux-source-7.3 (tools/uml/kernel-tree.sh kernel_source);
#  2. allnoconfig + tools/qemu-arm64/kunit.config (every line must survive);
#  3. the kernel (Image; about 9 minutes on 2 shared cores, again only when
#     the config or the source changed); --kernel-only stops here;
#  4. our modules against it, W=1 C=1, warnings fatal, modpost with the
#     kernel's Module.symvers (7.3 refuses Debian's sparse 0.6.4, which
#     knows no __typeof_unqual__, and drops C=1: a named skip, as in
#     tools/module/check-module.sh);
#  5. an initramfs per boot, build/arm64-qemu/{ce,no-ce}.cpio:
#     tools/uml/init.c and proc-crypto.c built static for arm64, the
#     modules, and the boot's module parameters in /module-params
#     (tools/uml/stage-modules.sh: stage_params; none for ce);
#  6. two boots, console logs in build/arm64-qemu/{ce,no-ce}.log;
#  7. judged: the results reader (tools/check/ktap.py: kunit.py and the
#     cases) on the KTAP; the sha256-arch and sha512-arch path cases ran
#     (ce, finup_2x included) or skipped (no-ce), and the glues logged
#     that choice, SHA-3's sha3_arch path case too; /proc/crypto lists
#     every -kcrypto driver with "selftest : passed", no self-test failed
#     and none skipped its comparison with the kernel's driver (testmgr's
#     full tests, CRYPTO_SELFTESTS_FULL); each name goes to the driver
#     above;
#     no WARNING, BUG, Oops or panic in the log but the two warnings the
#     bad_input suite provokes (blake2b_init_key, blake2s_init_key).
# Counts (both boots, the sparse skip) go to
# $BUILD/results/check-kunit-arm64.counts.
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
kernel_source "$who" 7.3
(
	flock 9
	kernel_allnoconfig "$who" "$obj" "$top/tools/qemu-arm64/kunit.config"
	kernel_build "$who" "$obj" "$image"
) 9>"$obj/.lock"
[ "${1:-}" != --kernel-only ] || exit 0

mkdir -p "$BUILD/results"
rm -f "$counts"
exec 9>"$work/.lock"
flock 9

# 4. Modules (every object again, so that --strict sees every warning).
mods=$work/modules/src
[ ! -d "$mods" ] || find "$mods" -name '*.o' -delete
# shellcheck disable=SC2086
"$top/tools/module/build.sh" --strict "$obj" "$work/modules" KCRYPTO_KUNIT=y $kmake_args \
	W=1 C=1 -j"${JOBS:-2}" >/dev/null || exit 1
"$top/tools/module/check.sh" "$mods"
sparse_skip=0
if why=$("$top/tools/module/build.sh" --sparse-refused \
	"$work/modules/build.log"); then
	say "skip - sparse: $why"
	sparse_skip=1
fi
for sym in sha256:sha256_ce_transform sha256:sha256_ce_transform_2x \
	sha256:kcrypto_sha256_arch_test sha512:sha512_ce_transform \
	sha512:kcrypto_sha512_arch_test sha3:sha3_ce_absorb_blocks \
	sha3:sha3_ce_keccakf sha3:kcrypto_sha3_arch_test; do
	ko=kcrypto_${sym%%:*}.ko
	${cross}nm "$mods/$ko" | grep -q " [TtD] ${sym#*:}\$" || {
		echo "$who: ${sym#*:} missing from $ko" >&2
		exit 1
	}
done

# 5. Initramfs: /init, /proc-crypto, /dev, /proc, /modules; /module-params
# and the archive per boot (step 6).
root=$work/root
rm -rf "$root"
mkdir -p "$root/dev" "$root/proc" "$root/modules"
for prog in init:tools/uml/init.c proc-crypto:tools/qemu-arm64/proc-crypto.c; do
	${cross}gcc -static -O2 -Wall -Wextra -Werror -o "$root/${prog%%:*}" \
		"$top/${prog#*:}"
done
. "$top/tools/uml/stage-modules.sh"
stage_modules "$mods" "$root" "$who" "$obj/.config" || exit 1
# shellcheck disable=SC2086
init_args_fit "$who" $args --run /proc-crypto || exit 1

# arm64_driver BASE: the name of our driver BASE in the boot $tag; the
# SHA-2 drivers name the CE code when the library uses it.
arm64_driver() {
	case $tag-$1 in
	ce-sha* | ce-hmac-sha*) echo "$1-kcrypto-ce" ;;
	*) echo "$1-kcrypto" ;;
	esac
}

# testmgr_73 LOG CRYPTO: tools/uml/kunit-boot.sh's kunit_boot_testmgr, but
# for 7.3's testmgr: it names the kernel's drivers that the full tests
# compare ours with "-lib", not "-generic", and says "full crypto tests
# enabled", not "extra"; those two checks of 6.12 give way to: every such
# -lib driver is there (sha3-*-lib: CONFIG_CRYPTO_SHA3 in kunit.config),
# the full tests are on. No hash test may skip the comparison ("skipping
# comparison tests for D because G is unavailable"): kunit_boot_testmgr.
testmgr_73() {
	local log=$1 crypto=$2 line base lack=
	kunit_boot_testmgr "$log" "$crypto" arm64_driver >"$crypto.bad"
	while read -r line; do
		case $line in
		"/proc/crypto lacks "*"-generic, which the extra tests compare ours with" | \
			"testmgr's extra tests are not enabled")
			testmgr_bad=$((testmgr_bad - 1)) ;;
		*) echo "$line" ;;
		esac
	done <"$crypto.bad"
	for base in $kunit_boot_drivers; do
		grep -Eq "^driver +: $base-lib\$" "$crypto" || lack="$lack $base-lib"
	done
	grep -q 'alg: full crypto tests enabled' "$log" ||
		lack="$lack (testmgr's full tests: not enabled)"
	if [ -n "$lack" ]; then
		echo "the full self-tests lack:$lack"
		testmgr_bad=$((testmgr_bad + 1))
	fi
}

# winner CRYPTO NAME: the driver with the highest priority among those of
# NAME that passed their self-test (the one crypto_alloc_shash(NAME) gets),
# or "a tie at P" when two share it.
winner() {
	awk -v n="$2" '
	BEGIN { best = -1 }	# 7.3 gives sha3-*-lib priority 0
	/^name +:/ { nm = $3 } /^driver +:/ { d = $3 } /^priority +:/ { p = $3 + 0 }
	/^selftest +:/ && nm == n && $3 == "passed" {
		if (p > best) { best = p; w = d; tie = 0 }
		else if (p == best) tie = 1
	}
	END { print tie ? "a tie at " best : w }' "$1"
}

# judge TAG LOG: the checks of step 7 that are not KUnit's; prints one
# line per failure and returns the number of failures.
judge() {
	local tag=$1 log=$2 bad=0 line base name expect
	# testmgr, its full tests on.
	testmgr_73 "$log" "$work/$tag.crypto" >"$work/$tag.testmgr"
	while read -r line; do
		say "$tag: $line"
	done <"$work/$tag.testmgr"
	bad=$((bad + testmgr_bad))
	# Who gets each name: ours where our arch code runs (350), else the
	# kernel's -lib driver (300 against our 120); README's priority table.
	for base in $kunit_boot_drivers; do
		case $base in
		hmac-*) name="hmac(${base#hmac-})" ;;
		*) name=$base ;;
		esac
		# 7.3 registers its sha3-*-lib at priority 0: ours win
		# them without our arch code too (Documentation/kernel.md).
		expect=$(arm64_driver "$base")
		case $base-$expect in
		sha3-*) ;;
		*-kcrypto) expect=$base-lib ;;
		esac
		line=$(winner "$work/$tag.crypto" "$name")
		[ "$line" = "$expect" ] || {
			say "$tag: $name goes to ${line:-no driver}, not $expect"
			bad=$((bad + 1))
		}
	done
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
# The results reader (tools/check/ktap.py) checks with the KTAP the arch
# path cases, by their suite.case names: the library's and the drivers'
# over it run and pass (ce) or skip (no-ce); each path in every context,
# forced whatever init chose, runs in both; and the glue's word on its
# choice (pr_info at module init): CE, or the C forced by impl=.
. "$top/tools/uml/kunit-boot.sh"
kunit_boot_start "$who" "$src/tools/testing/kunit"
path_cases=
irq_cases=
for alg in sha256 sha512; do
	path_cases="$path_cases ${alg}_arch.test_${alg}_arch_path_used
		kcrypto_shash.test_shash_${alg}_arch_sections"
	irq_cases="$irq_cases ${alg}_arch.test_${alg}_arch_irq_every_path"
done
# SHA-3 has no shash section counts: its library's path case only.
path_cases="$path_cases sha3_arch.test_sha3_arch_path_used"
irq_cases="$irq_cases sha3_arch.test_sha3_arch_irq_every_path"
ce_params="kcrypto_sha256.impl=ce kcrypto_sha512.impl=ce kcrypto_sha3.impl=ce"
for tag in ce no-ce; do
	log=$work/$tag.log
	ktap=$work/$tag.ktap
	params=
	expect=(--pass "$path_cases $irq_cases" --used "$ce_params")
	if [ "$tag" != ce ]; then
		params=${ce_params//=ce/=generic}
		expect=(--skip "$path_cases" --pass "$irq_cases" --forced "$params")
	fi
	# The parameters go to init in the initramfs, not on the command
	# line (tools/uml/init.c: the kernel's MAX_INIT_ARGS).
	# shellcheck disable=SC2086
	stage_params "$root" $params
	(cd "$root" && find . | cpio -o -H newc --quiet) >"$work/$tag.cpio"
	say "$tag: booting -cpu max: libraries:$libs; suites:$tests"
	kunit_boot "$tag" "$log" "$ktap" "$timeout" "${expect[@]}" -- \
		qemu-system-aarch64 \
		-M virt -cpu max -smp 2 -m 512 -nographic -no-reboot -nic none \
		-kernel "$image" -initrd "$work/$tag.cpio" \
		-append "console=ttyAMA0 printk.devkmsg=on panic=-1 -- $args --run /proc-crypto" ||
		continue
	bad=0
	judge "$tag" "$log" || bad=$?
	f=$((f + bad))
	# The coverage table (tools/cpu/coverage.sh): the paths the boot
	# logged it used (the reader): CE, or the C forced.
	v=ran
	[ "$f" = 0 ] || v=failed
	# shellcheck disable=SC2046
	"$top/tools/cpu/coverage.sh" add arm64 "arm64 kernel max" $v \
		$(python3 "$top/tools/check/ktap.py" --used-paths "$log")
	say "$tag: $p passed, $f failed, $s skipped"
	s=$((s + sparse_skip)) sparse_skip=0
	kunit_boot_add
done
kunit_boot_finish "$counts" ||
	{ echo "$who: FAILED, logs in $work" >&2; exit 1; }
say "all suites and self-tests passed"
