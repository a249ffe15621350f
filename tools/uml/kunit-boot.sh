# SPDX-License-Identifier: GPL-2.0-only OR MIT
# shellcheck shell=bash disable=SC2154
#
# Sourced by the scripts that run our KUnit suites in a kernel under
# qemu-system (tools/qemu-arm/kunit-qemu.sh, tools/qemu-arm64/kunit-qemu.sh),
# after stage_modules (tools/uml/stage-modules.sh: want): the
# part of each boot that is the same everywhere, and the totals over the
# boots. Needs $top.
#
# kunit_boot_start WHO KUNIT
#	Zero the totals; WHO starts every message, KUNIT is the kernel's
#	tools/testing/kunit.
# kunit_boot TAG LOG KTAP TIMEOUT [READER-OPTION...] -- QEMU-COMMAND...
#	Run the command under timeout TIMEOUT (seconds), console to LOG.
#	When qemu fails (or times out): the log's tail, one failure added to
#	the totals, return 1: the caller skips its own checks of this boot.
#	Else the results reader (tools/check/ktap.py) pulls the KTAP of the
#	modules in $want out of LOG into KTAP (NAME.ktap), judges it with
#	kunit.py parse (its report kept in NAME.parse.log) and the
#	READER-OPTIONs (--pass CASES, --skip CASES, --used MOD.impl=PATH:
#	what this boot must show), prints its summary and sets p f s, the
#	boot's counts. The caller adds its own failures to f.
# kunit_boot_add
#	Add p f s to the totals; after each boot the caller judged.
# kunit_boot_finish COUNTS
#	Write the totals ("p f s") to COUNTS; return 1 when anything failed.
# kunit_boot_testmgr LOG CRYPTO NAME_FN
#	testmgr with its extra tests, in a boot that ran /proc-crypto
#	(tools/qemu-arm64/proc-crypto.c): copy the /proc/crypto records of
#	LOG to CRYPTO; each driver of ours in $kunit_boot_drivers, as the
#	function NAME_FN names it (it prints the driver name of a base name:
#	"sha256" -> "sha256-kcrypto-neon"), must be listed, and the kernel's
#	generic drivers the extra tests compare ours with; every -kcrypto
#	driver must say "selftest : passed", LOG that the extra tests are
#	enabled, no self-test may have failed, and none may have skipped the
#	comparison with the kernel's driver (which the kernel lacked: its
#	config fragment must build it in). Prints one line per
#	failure (and the failed self-tests' lines); sets testmgr_bad to the
#	failures, one per driver without a passed self-test.

# shellcheck source=tools/check/progress.sh
. "$top/tools/check/progress.sh"

kunit_boot_start() {
	_kb_who=$1
	_kb_kunit=$2
	_kb_status=0
	_kb_p=0 _kb_f=0 _kb_s=0
}

kunit_boot() {
	local tag=$1 log=$2 ktap=$3 timeout=$4 rc=0
	local reader=()
	shift 4
	while [ "$1" != -- ]; do
		reader+=("$1")
		shift
	done
	shift
	: >"$log"
	with_progress "$_kb_who: $tag" "$log" timeout "$timeout" "$@" \
		</dev/null || rc=$?
	if [ $rc -ne 0 ]; then
		tail -30 "$log" >&2
		echo "$_kb_who: $tag: qemu exited with status $rc, log: $log" >&2
		_kb_status=1
		_kb_f=$((_kb_f + 1))
		return 1
	fi
	python3 "$top/tools/check/ktap.py" --kunit "$_kb_kunit" --show \
		--console "$log" --modules "$want" --counts "${ktap%.ktap}.counts" \
		"${reader[@]}" "$_kb_who: $tag" "$ktap" || _kb_status=1
	p=0 f=1 s=0
	read -r p f s <"${ktap%.ktap}.counts" || _kb_status=1
	return 0
}

kunit_boot_add() {
	_kb_p=$((_kb_p + p)) _kb_f=$((_kb_f + f)) _kb_s=$((_kb_s + s))
}

kunit_boot_finish() {
	[ "$_kb_status" = 0 ] || [ "$_kb_f" != 0 ] || _kb_f=1
	echo "$_kb_p $_kb_f $_kb_s" >"$1"
	[ "$_kb_f" = 0 ]
}

# Our crypto API drivers, by base name, that must register and pass testmgr.
# (hmac(sha3-*) is the kernel's template over ours: registered only when
# something asks for it, as the kcrypto_shash suite does.)
kunit_boot_drivers="blake2b-160 blake2b-256 blake2b-384 blake2b-512 sha224
	sha256 hmac-sha224 hmac-sha256 sha384 sha512 hmac-sha384 hmac-sha512
	sha3-224 sha3-256 sha3-384 sha3-512"

kunit_boot_testmgr() {
	local log=$1 crypto=$2 name_fn=$3 base drv n
	testmgr_bad=0
	sed -n 's/\r$//; s/^.*proc-crypto: //p' "$log" >"$crypto"
	for base in $kunit_boot_drivers; do
		drv=$("$name_fn" "$base")
		grep -Eq "^driver +: $drv\$" "$crypto" || {
			echo "/proc/crypto lacks driver $drv"
			testmgr_bad=$((testmgr_bad + 1))
		}
	done
	for drv in blake2b-512-generic sha256-generic sha384-generic \
		sha512-generic sha3-224-generic sha3-256-generic \
		sha3-384-generic sha3-512-generic; do
		grep -Eq "^driver +: $drv\$" "$crypto" || {
			echo "/proc/crypto lacks $drv, which the extra tests compare ours with"
			testmgr_bad=$((testmgr_bad + 1))
		}
	done
	n=$(awk '/^driver +: .*-kcrypto/ { d = 1; next }
		d && /^selftest +: / { if ($3 != "passed") print; d = 0 }' \
		"$crypto" | wc -l)
	[ "$n" = 0 ] || {
		echo "$n kcrypto drivers without 'selftest : passed'"
		testmgr_bad=$((testmgr_bad + n))
	}
	grep -q 'alg: extra crypto tests enabled' "$log" || {
		echo "testmgr's extra tests are not enabled"
		testmgr_bad=$((testmgr_bad + 1))
	}
	if grep -E 'alg: .*(fail|error)' "$log"; then
		echo "a crypto self-test failed"
		testmgr_bad=$((testmgr_bad + 1))
	fi
	if grep 'alg: hash: skipping comparison tests' "$log"; then
		echo "a self-test did not compare a driver with the kernel's"
		testmgr_bad=$((testmgr_bad + 1))
	fi
	return 0
}
