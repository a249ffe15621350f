#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run kcrypto's KUnit suites inside a UML kernel, loaded by the real module
# loader next to the kernel's own BLAKE2s and SHA-256.
#
#   tools/uml/kunit.sh gcc      # UML 6.12 and modules built with gcc
#   tools/uml/kunit.sh clang    # UML 7.3 with LLVM=-19 (clang-19, ld.lld-19)
#   tools/uml/kunit.sh --build-only gcc   # steps 1-4 only (tools/clients/)
#
# The two compilers build two kernels: gcc Debian's linux-source-6.12, clang
# Debian's linux-source-7.3 (trixie-backports, tools/deps/linux-7.3.txt),
# so that one UML build per kernel covers both compilers and both kernels.
# Steps 1-3 are entries of the kernel cache outside the clone
# (tools/kcache/kcache.sh; build/uml/linux-source-VER and build/uml/CC
# link to them), built once per key; the rest is cached under build/uml/:
#  1. unpack Debian's linux-source-VER;
#  2. configure the kernel from tools/uml/kunit.config, for gcc plus
#     tools/clients/uml.config, and check that every line of them survived;
#  3. build the UML kernel;
#  4. build our modules against it with W=1 C=1, warnings fatal
#     (tools/module/build.sh; incremental); 7.3 refuses Debian's sparse
#     (no __typeof_unqual__), a named skip as in tools/module/check-module.sh;
#  5. build the static init (tools/uml/init.c) and lay out a root directory
#     build/uml/CC-root/ with init, the modules and module-params (init's
#     module parameters, none here), mounted by UML with hostfs;
#  6. boot: init loads the library modules, then the test modules (KUnit runs
#     their suites on load), removes them all and powers off;
#  7. the results reader (tools/check/ktap.py) pulls our modules' KTAP out
#     of the console log and judges it: kunit.py parse (from the same
#     source tree) and the arch path cases this CPU must run or skip;
#  8. the same kernel booted once per line of tools/uml/x86-paths with an
#     x86 path forced (kcrypto_sha256.impl=avx2 ...), the SHA-256 and
#     BLAKE2s suites only (tools/uml/forced-paths.sh; a few seconds each).
# Fails on a build warning, a failed or missing suite, a module that does not
# load or unload, a kernel warning or splat other than the bad-input suite's
# two (tools/klog/check-klog.py), or a boot that does not finish within
# UML_TIMEOUT seconds.
# The console log is build/uml/CC-root/console.log, the KTAP build/uml/CC.ktap.
set -eu

build_only=
[ "${1:-}" != --build-only ] || { build_only=1; shift; }
cc=${1:-gcc}
case $cc in
gcc) llvm="" ver=6.12 ;;
clang) llvm=LLVM=-19 ver=7.3 ;;
*) echo "usage: $0 gcc|clang" >&2; exit 2 ;;
esac
top=$(cd "$(dirname "$0")/../.." && pwd)
uml=$top/build/uml
obj=$uml/$cc
root=$uml/$cc-root
frag=$top/tools/uml/kunit.config
# The gcc kernel also runs the clients (tools/clients/): one kernel less.
# The 7.3 kernel adds testmgr's full self-tests (tools/uml/kunit-7.3.config).
frags=$frag
[ "$cc" != gcc ] || frags="$frag $top/tools/clients/uml.config"
[ "$ver" != 7.3 ] || frags="$frag $top/tools/uml/kunit-7.3.config"
jobs=${JOBS:-2}
timeout=${UML_TIMEOUT:-600}

say() { echo "kunit-uml($cc): $*"; }

"$top/tools/deps/install-deps.sh" uml module || {
	echo "kunit-uml: missing packages (tools/deps/install-deps.sh uml module)" >&2
	exit 1
}

counts=$uml/$cc.counts
mkdir -p "$uml"
# One run per compiler at a time (make check and a make kunit by hand would
# otherwise build into the same directories).
exec 9>"$uml/.$cc.lock"
flock 9
rm -f "$counts"

# 1.-3. Source, config and kernel: entries of the kernel cache
# (tools/kcache/kcache.sh, through tools/uml/kernel-tree.sh), keyed by the
# source, the fragments' text, the compiler and make's arguments; built
# only when the cache has no sealed entry for that key.
# shellcheck source=tools/uml/kernel-tree.sh
. "$top/tools/uml/kernel-tree.sh"
kernel_source kunit-uml "$ver" || exit 1
kmake() {
	make -C "$src" O="$obj" ARCH=um $llvm "$@"
}
kmake_args="ARCH=um $llvm"
# shellcheck disable=SC2086
if kcache_use "$obj" "uml-$cc" "$(_kt_key uml "$(cat $frags)")"; then
	say "kernel from the cache: $(readlink "$obj")"
else
	say "configuring $obj"
	# shellcheck disable=SC2086
	cat $frags >"$obj/.config"
	kmake -s olddefconfig
	# shellcheck disable=SC2086
	missing=$(cat $frags | grep '^CONFIG_' | while read -r line; do
		grep -qx "$line" "$obj/.config" || echo "$line"
	done)
	if [ -n "$missing" ]; then
		echo "kunit-uml: config lines dropped by Kconfig:" $missing >&2
		exit 1
	fi
	say "building UML kernel in $obj (a few minutes)"
	start=$(date +%s)
	: >"$obj/kbuild.log"
	with_progress "kunit-uml($cc) build" "$obj/kbuild.log" \
		kmake -j"$jobs" || {
		tail -30 "$obj/kbuild.log" >&2
		echo "kunit-uml: UML kernel build failed, log: $obj/kbuild.log" >&2
		exit 1
	}
	say "kernel built in $(($(date +%s) - start)) s"
	kcache_seal "$obj" .config linux Module.symvers
fi

# Our modules must load beside the kernel's own BLAKE2s and SHA-256 (since
# 6.17 the kernel's sha256_update() is inline over __sha256_update()).
for sym in blake2s_update blake2s_final sha256 sha256_update/__sha256_update; do
	awk -v s="$sym" 'BEGIN { n = split(s, a, "/"); for (i = 1; i <= n; i++) w[a[i]] = 1 }
		$2 in w { found = 1 } END { exit !found }' \
		"$obj/Module.symvers" || {
		echo "kunit-uml: the UML kernel does not export $sym" >&2
		exit 1
	}
done

# 4. Modules.
"$top/tools/module/build.sh" --strict "$obj" "$uml/$cc-modules" KCRYPTO_KUNIT=y \
	ARCH=um $llvm W=1 C=1 -j"$jobs" >/dev/null || {
	cat "$uml/$cc-modules/build.log" >&2
	exit 1
}
mods=$uml/$cc-modules/src
"$top/tools/module/check.sh" "$mods"
sparse_skip=
if why=$("$top/tools/module/build.sh" --sparse-refused \
	"$uml/$cc-modules/build.log"); then
	sparse_skip=1
	echo "skip - kunit-uml($cc): sparse: linux $ver: $why"
fi
[ -z "$build_only" ] || exit 0

# 5. Root directory: init, /dev and /proc mount points, the modules.
mkdir -p "$root/dev" "$root/proc" "$root/modules" "$root/uml"
if [ ! -x "$root/init" ] ||
	[ -n "$(find "$top/tools/uml/init.c" -newer "$root/init")" ]; then
	gcc -static -O2 -Wall -Wextra -Werror -o "$root/init.tmp" \
		"$top/tools/uml/init.c"
	mv "$root/init.tmp" "$root/init"
fi
rm -f "$root"/modules/*.ko
. "$top/tools/uml/stage-modules.sh"
stage_modules "$mods" "$root" kunit-uml || exit 1
# No module parameters: the glues choose (forced-paths.sh forces them).
stage_params "$root"
# shellcheck disable=SC2086
init_args_fit kunit-uml $args || exit 1

# 6. Boot. Words with a dot before "=" are module parameters to the kernel,
# so init's arguments (paths) come after "--". uml_dir keeps UML out of
# $HOME/.uml. printk.devkmsg=on: init's lines to /dev/kmsg are not
# rate-limited (10 per 5 s by default).
say "booting: libraries:$libs; suites:$tests"
status=0
# shellcheck disable=SC2086
: >"$root/console.log"
# shellcheck disable=SC2086
with_progress "kunit-uml($cc) boot" "$root/console.log" \
	timeout "$timeout" "$obj/linux" mem=256M uml_dir="$root/uml" \
	root=/dev/root rootfstype=hostfs rootflags="$root" ro init=/init \
	console=tty printk.devkmsg=on -- $args </dev/null || status=$?
if [ $status -ne 0 ]; then
	tail -40 "$root/console.log" >&2
	[ $status -eq 124 ] && echo "kunit-uml: UML timed out after ${timeout}s" >&2
	echo "kunit-uml: UML exited with status $status," \
		"log: $root/console.log" >&2
	exit 1
fi

# 7. Results. UML runs on this CPU: with SHA-NI the x86 SHA-256 code must
# have run, for the library and through the crypto API drivers, and with
# SSSE3 the SHA-512 code (its slowest path needs no more); without them,
# the cases must say they skipped. The irq_every_path cases force each path
# in interrupt context, whatever was chosen: they need the slowest one.
# Whether the CPU has it is the CPU rule's call (tools/cpu/cpu-rule.sh,
# on the flags UML reads, those of /proc/cpuinfo).
procflags=$("$top/tools/cpu/cpu-rule.sh" procflags)
# Both kernels have the hmac template (CONFIG_CRYPTO_HMAC): the case over
# the SHA-3 drivers must run and pass on 6.12 and on 7.3 alike.
pass='kcrypto_shash.test_shash_sha3_hmac_template' skip=''
for want_cases in "kcrypto_sha256.impl=ni sha256_arch.test_sha256_arch_path_used kcrypto_shash.test_shash_sha256_arch_sections" \
	"kcrypto_sha512.impl=ssse3 sha512_arch.test_sha512_arch_path_used kcrypto_shash.test_shash_sha512_arch_sections sha512_arch.test_sha512_arch_irq_every_path" \
	"kcrypto_sha256.impl=ssse3 sha256_arch.test_sha256_arch_irq_every_path" \
	"kcrypto_blake2s.impl=ssse3 blake2s_arch.test_blake2s_arch_irq_every_path" \
	"kcrypto_blake2b.impl=avx2 blake2b-arch.test_blake2b_arch_irq_every_path"; do
	# shellcheck disable=SC2086
	set -- $want_cases
	impl=$1
	shift
	# Exit 0: the CPU can run it.
	if "$top/tools/cpu/cpu-rule.sh" lacks x86 "$procflags" "$impl" >/dev/null; then
		pass="$pass $*"
	else
		echo "kunit-uml($cc): the CPU can't run $impl: $* must skip"
		skip="$skip $*"
	fi
done
# The results reader (tools/check/ktap.py) pulls our modules' KTAP out of
# the console log, judges it with kunit.py parse and the cases above, and
# writes "passed failed skipped" for tools/check/check.sh.
ktap=$uml/$cc.ktap
python3 "$top/tools/check/ktap.py" --kunit "$src/tools/testing/kunit" --show \
	--console "$root/console.log" --modules "$want" --pass "$pass" \
	--skip "$skip" --counts "$counts" "kunit-uml($cc)" "$ktap" || status=1
[ -z "$sparse_skip" ] || echo "0 0 1" >>"$counts"
# No splat in the kernel log but the bad-input suite's deliberate warnings.
# shellcheck disable=SC2086
python3 "$top/tools/klog/check-klog.py" $klog_expect "$root/console.log" ||
	status=1
# testmgr ran the full self-tests where they are configured (the 7.3
# kernel) and none failed (crypto_alloc_shash() by name in the
# kcrypto_shash suite also refuses a driver that failed).
banner=
! grep -qx CONFIG_CRYPTO_SELFTESTS_FULL=y "$obj/.config" ||
	banner='alg: full crypto tests enabled'
selftest=$(testmgr_problems "$root/console.log" "$banner")
if [ -n "$selftest" ]; then
	echo "$selftest" >&2
	echo "kunit-uml($cc): crypto self-tests failed or did not run in full" >&2
	status=1
	echo "0 1 0" >>"$counts"
fi
grep 'kcrypto-init: done' "$root/console.log" | sed 's/^.*kcrypto-init: /kunit-uml: /' || true
# The coverage table (tools/cpu/coverage.sh): the paths this boot's glues
# logged they chose (the reader).
v=ran
[ $status = 0 ] || v=failed
# shellcheck disable=SC2046
"$top/tools/cpu/coverage.sh" add x86 "UML $cc" $v \
	$(python3 "$top/tools/check/ktap.py" --used-paths "$root/console.log")
# The timed BLAKE2 choices: each must be the one the rule gives for the
# speeds logged beside it (tools/klog/timed-choice.py), and be logged
# where the CPU has a path to time (tools/klog/timed-require.sh).
req=$("$top/tools/klog/timed-require.sh" x86 "$procflags")
# shellcheck disable=SC2086
if python3 "$top/tools/klog/timed-choice.py" $req "$root/console.log" \
	>"$uml/$cc.timed-choice" 2>&1; then
	sed "s/^/kunit-uml($cc): timed choice: /" "$uml/$cc.timed-choice"
else
	sed "s/^/kunit-uml($cc): timed choice: /" "$uml/$cc.timed-choice" >&2
	status=1
	echo "0 1 0" >>"$counts"
fi
# 8. The same kernel booted again per line of tools/uml/x86-paths, each x86
# path forced by impl=; each boot's counts join this run's.
"$top/tools/uml/forced-paths.sh" "$cc" "$obj/linux" "$root" "$src" \
	"$uml/$cc-forced" 3>>"$counts" || status=1
if [ $status -ne 0 ]; then
	echo "kunit-uml($cc): FAILED, log: $root/console.log" >&2
	exit 1
fi
say "all suites passed"
