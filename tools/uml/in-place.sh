#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# kcrypto in place of the kernel's own SHA-2, SHA-3 and BLAKE2 library: a
# copy of Debian's linux-source-7.3 in which our files replace the
# kernel's, built as a UML kernel by the kernel's own kunit.py, which runs
# the kernel's KUnit suites for BLAKE2b, BLAKE2s, SHA-224/256 and
# SHA-384/512 (and their HMACs) and SHA-3/SHAKE and, at boot, the crypto
# self-tests of the kernel's crypto API drivers over the library.
#
#   tools/uml/in-place.sh        (make check-in-place)
#
# In the copy (an entry of the kernel cache, tools/kcache/kcache.sh, keyed
# by the source and the content of every file below; build/uml/in-place
# links to it):
#   include/crypto/sha2.h, blake2b.h, blake2s.h   replaced by ours
#   lib/crypto/sha256.c, sha512.c, blake2b.c,
#   blake2s.c                                      replaced by ours
#   include/crypto/sha3.h, lib/crypto/sha3.c       replaced by ours where
#                                                  the tree has a
#                                                  lib/crypto/sha3.c (6.19+;
#                                                  7.3 has, 6.12 not)
#   lib/crypto/kcrypto-pad.h, kcrypto-sha2.h,
#   compat/kcrypto-compat.h                        added (ours include them)
#   lib/kcrypto-in-place/                          added: tools/uml/in-place/,
#                                                  a KUnit suite of ours over
#                                                  the crypto API, with a line
#                                                  each in lib/Kconfig and
#                                                  lib/Makefile
# Nothing else changes: the kernel's Kconfig and lib/crypto/Makefile build
# our sha256.c as its libsha256, our sha3.c as its libsha3, and so on. UML
# has no arch code (CRYPTO_LIB_*_ARCH depend on !UML), so this is the
# generic C; the arch glue is tested by our own suites and the kernels that
# run them. Every other file compiled against these headers (the kernel's
# crypto/ drivers, testmgr, random.c, jitterentropy, lib/crypto/tests/) is
# the kernel's, unmodified, so it must build against our API: a missing or
# different name, type or inline is a build error.
#
# Fails on a build error, a failed or crashed case, a skipped case other
# than a benchmark, a suite of $must_run that did not run (the kernel's
# sha3 suite where our sha3.c is in place), or a self-test failure in the
# log ("alg: ... failed").
# Counts to $BUILD/results/check-in-place.counts.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd)
who=check-in-place
results=${BUILD:-$top/build}/results
mkdir -p "$results"
counts=$results/check-in-place.counts
echo "0 1 0" >"$counts"

"$top/tools/deps/install-deps.sh" uml || {
	echo "$who: missing packages (tools/deps/install-deps.sh uml)" >&2
	exit 1
}
# shellcheck source=tools/uml/kernel-tree.sh
. "$top/tools/uml/kernel-tree.sh"
kernel_source "$who" 7.3 || exit 1

# KERNEL-PATH OUR-PATH: the files that replace the kernel's or are added.
files="include/crypto/sha2.h:include/crypto/sha2.h
include/crypto/blake2b.h:include/crypto/blake2b.h
include/crypto/blake2s.h:include/crypto/blake2s.h
lib/crypto/sha256.c:lib/crypto/sha256.c
lib/crypto/sha512.c:lib/crypto/sha512.c
lib/crypto/blake2b.c:lib/crypto/blake2b.c
lib/crypto/blake2s.c:lib/crypto/blake2s.c
lib/crypto/kcrypto-pad.h:lib/crypto/kcrypto-pad.h
lib/crypto/kcrypto-sha2.h:lib/crypto/kcrypto-sha2.h
compat/kcrypto-compat.h:compat/kcrypto-compat.h
lib/kcrypto-in-place/Kconfig:tools/uml/in-place/Kconfig
lib/kcrypto-in-place/Makefile:tools/uml/in-place/Makefile
lib/kcrypto-in-place/kcrypto_in_place_kunit.c:tools/uml/in-place/kcrypto_in_place_kunit.c"
kunitconfig=$top/tools/uml/in-place/in-place.kunitconfig
# The suites that must run: the kernel's own (lib/crypto/tests/) and ours.
must_run="blake2b blake2s sha224 sha256 sha384 sha512 kcrypto-in-place"
# SHA-3 where the kernel has a SHA-3 library of its own to replace (6.19+):
# the kernel's sha3 suite then runs on our sha3.c.
if [ -f "$src/lib/crypto/sha3.c" ]; then
	files="$files
include/crypto/sha3.h:include/crypto/sha3.h
lib/crypto/sha3.c:lib/crypto/sha3.c"
	must_run="$must_run sha3"
fi

link=$top/build/uml/in-place
mkdir -p "$top/build/uml"
# shellcheck disable=SC2034 # for _kt_key (tools/uml/kernel-tree.sh)
kmake_args="ARCH=um"
ours=$(for f in $files; do cat "$top/${f#*:}"; done | sha256sum)
if kcache_use "$link" uml-in-place \
	"$(_kt_key in-place "$ours" "$(cat "$kunitconfig")")"; then
	echo "$who: tree and kernel from the cache: $(readlink "$link")"
else
	tree=$link/linux
	echo "$who: copying $src to $tree (hard links)"
	cp -al "$src" "$tree" || exit 1
	# Replace a file: unlink first, so the source entry it shares an
	# inode with stays intact.
	for f in $files; do
		mkdir -p "$(dirname "$tree/${f%%:*}")"
		rm -f "$tree/${f%%:*}"
		cp "$top/${f#*:}" "$tree/${f%%:*}"
	done
	for f in lib/Kconfig lib/Makefile; do
		cp "$tree/$f" "$tree/$f.new" && mv "$tree/$f.new" "$tree/$f"
	done
	printf '\nsource "lib/kcrypto-in-place/Kconfig"\n' >>"$tree/lib/Kconfig"
	printf '\nobj-y += kcrypto-in-place/\n' >>"$tree/lib/Makefile"
	echo "$who: kunit.py build (a few minutes)"
	: >"$link/build.log"
	with_progress "$who: build" "$link/build.log" \
		python3 "$tree/tools/testing/kunit/kunit.py" build \
		--kunitconfig="$kunitconfig" --build_dir="$link/kunit" \
		--jobs="${JOBS:-2}" || {
		tail -40 "$link/build.log" >&2
		echo "$who: the kernel with our files does not build," \
			"log: $link/build.log" >&2
		exit 1
	}
	kcache_seal "$link" kunit/.config kunit/linux
fi

# kunit.py runs the kernel; the results reader (tools/check/ktap.py, with
# the tree's kunit.py parse) judges its log. Only the benchmarks may skip
# (CONFIG_CRYPTO_LIB_BENCHMARK is off).
status=0
python3 "$link/linux/tools/testing/kunit/kunit.py" exec --raw_output=all \
	--build_dir="$link/kunit" --timeout=600 >"$link/exec.log" 2>&1 ||
	status=1
raw=$link/kunit/test.log
python3 "$top/tools/check/ktap.py" --kunit "$link/linux/tools/testing/kunit" \
	--show --may-skip benchmark --run "$must_run" --counts "$counts" \
	"$who" "$raw" ||
	status=1
# testmgr says that it runs the full self-tests, and no self-test failed.
selftest=$(testmgr_problems "$raw" 'alg: full crypto tests enabled')
if [ -n "$selftest" ]; then
	echo "$who: crypto self-test failures:" >&2
	echo "$selftest" >&2
	echo "0 1 0" >>"$counts"
	status=1
fi
if [ $status -ne 0 ]; then
	echo "$who: FAILED, log: $raw" >&2
	exit 1
fi
echo "$who: the kernel's suites and self-tests pass on kcrypto's library"
