#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# make check-ktap-reader: the results reader (tools/check/ktap.py) on small
# KTAP documents and console logs written here, each with the exit status
# and the line it must give: a clean run passes with its counts; a failed
# case, a truncated document, a suite cut off in a console log, a boot
# that did not finish, an unmet must-run, must-pass, must-skip or may-skip
# case and a path the log does not show each fail, naming what failed.
#
#   tools/check/ktap-selftest.sh
#
# Prints "ok"/"not ok" per check; counts ("passed failed 0") go to
# $BUILD/results/check-ktap-reader.counts.
set -u
: "${BUILD:?}" "${TOP:?}"
src=$("$TOP/tools/lint/kernel-tools.sh") || exit 1
dir=$BUILD/ktap-selftest
rm -rf "$dir"
mkdir -p "$dir" "$BUILD/results"
pass=0
fail=0

# ktap NAME: a document of two suites, alg_arch's path case skipped.
ktap() {
	cat >"$dir/$1.ktap" <<'EOF'
KTAP version 1
1..2
    KTAP version 1
    # Subtest: alg
    1..2
    ok 1 test_vectors
    ok 2 test_incremental
ok 1 alg
    KTAP version 1
    # Subtest: alg_arch
    1..2
    ok 1 test_alg_arch_differential
    # test_alg_arch_path_used: ALG path in use: generic
    ok 2 test_alg_arch_path_used # SKIP no arch code
ok 2 alg_arch
EOF
}

# check NAME STATUS LINE READER-ARGS...: the reader on $dir/NAME.ktap must
# exit with STATUS and print LINE (a fixed string).
check() {
	name=$1 want=$2 line=$3
	shift 3
	rc=0
	python3 "$TOP/tools/check/ktap.py" --kunit "$src/tools/testing/kunit" \
		"$@" "$name" "$dir/$name.ktap" >"$dir/$name.out" 2>&1 || rc=$?
	if [ "$rc" = "$want" ] && grep -qF -- "$line" "$dir/$name.out"; then
		echo "ok - $name: $line"
		pass=$((pass + 1))
	else
		echo "not ok - $name: exit $rc (want $want), no line '$line' in:"
		sed 's/^/# /' "$dir/$name.out"
		fail=$((fail + 1))
	fi
}

ktap clean
check clean 0 'clean: 3 passed, 0 failed, 1 skipped' \
	--run 'alg.test_vectors alg_arch' --skip alg_arch.test_alg_arch_path_used

ktap failed
sed -i 's/^    ok 2 test_incremental/    not ok 2 test_incremental/' \
	"$dir/failed.ktap"
check failed 1 'failed: not ok alg.test_incremental (failed)'

ktap truncated
sed -i '/test_alg_arch_differential/,$d' "$dir/truncated.ktap"
check truncated 1 'truncated: not ok alg_arch: 2 cases missing (crashed)'

ktap must-run
check must-run 1 'must-run case alg_arch.test_alg_arch_path_used skipped (no arch code)' \
	--run alg_arch.test_alg_arch_path_used
ktap must-pass
check must-pass 1 'case alg.test_nothing did not run and pass: missing' \
	--pass alg.test_nothing
ktap must-skip
check must-skip 1 'must-skip case alg.test_vectors ran' --skip alg.test_vectors
ktap may-skip
check may-skip 1 'case alg_arch.test_alg_arch_path_used skipped (no arch code), only /benchmark/ may' \
	--may-skip benchmark

# A console log: init's lines (tools/uml/init.c) around a module's KTAP,
# with kernel timestamps and a kernel message inside.
console() {
	{
		echo '[    0.100000] kcrypto-init: begin'
		echo '[    0.100001] kcrypto-init: loading kcrypto_alg'
		echo '[    0.100002] kcrypto_alg: using avx2'
		echo '[    0.100003] kcrypto-init: loading kcrypto_alg_kunit'
		sed 's/^/[    0.200000] /' "$dir/$1.ktap"
		echo '[    0.300000] kcrypto-init: done: 2 modules, status ok'
	} >"$dir/$1.log"
}
ktap boot
console boot
check boot 0 'boot: 3 passed, 0 failed, 1 skipped' --console "$dir/boot.log" \
	--modules kcrypto_alg_kunit --used kcrypto_alg.impl=avx2
check boot 1 'the log lacks "kcrypto_alg: using avx2 (forced by impl=)"' \
	--console "$dir/boot.log" --modules kcrypto_alg_kunit \
	--forced kcrypto_alg.impl=avx2
check boot 1 'kcrypto_alg.impl=avx2, but the suite says '"'generic'"' is in use' \
	--console "$dir/boot.log" --modules kcrypto_alg_kunit \
	--forced kcrypto_alg.impl=avx2
used=$(python3 "$TOP/tools/check/ktap.py" --used-paths "$dir/boot.log")
if [ "$used" = kcrypto_alg.impl=avx2 ]; then
	echo "ok - --used-paths: $used"
	pass=$((pass + 1))
else
	echo "not ok - --used-paths: '$used', not kcrypto_alg.impl=avx2"
	fail=$((fail + 1))
fi
ktap cut
sed -i '/test_alg_arch_differential/,$d' "$dir/cut.ktap"
console cut
check cut 1 'kcrypto_alg_kunit: 1 of 2 suite results' \
	--console "$dir/cut.log" --modules kcrypto_alg_kunit
ktap unfinished
console unfinished
sed -i '/kcrypto-init: done/d' "$dir/unfinished.log"
check unfinished 1 'no "kcrypto-init: done" line: the boot did not finish' \
	--console "$dir/unfinished.log" --modules kcrypto_alg_kunit

echo "$pass $fail 0" >"$BUILD/results/check-ktap-reader.counts"
echo "check-ktap-reader: $pass passed, $fail failed"
[ "$fail" = 0 ]
