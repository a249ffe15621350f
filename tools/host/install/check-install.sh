#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Prove make install and make uninstall (tools/host/install/install.mk):
# install into a DESTDIR under build/, then build against the installed
# .pc files alone (PKG_CONFIG_PATH and PKG_CONFIG_SYSROOT_DIR = DESTDIR):
#   - tools/host/example (C++17 and C), static and shared, gcc and clang-19,
#     checked against Python's hashlib/hmac by check-example.py;
#   - tools/host/install/install_kunit.c with kcrypto-kunit.pc, gcc and
#     clang-19, whose KTAP must report every case ok;
#   - the installed kcsum against sha256sum;
#   - no test hook of the arch glue (kcrypto_*_arch_test, the counter of
#     <crypto/internal/kcrypto-arch-test.h>) in the installed libraries, nor
#     that header among the installed ones: they are for the KUnit programs;
#   - nm: none of the shim's test instrumentation (KCRYPTO_HOST_INSTRUMENTED,
#     tools/host/include/kcrypto-host.h: the SIMD section count and busy
#     flag, the interrupt emulation, the assembly call counters), defined or
#     referenced, in the installed libkcrypto.a and .so, and all of it in
#     libkcrypto-kunit.a, whose KUnit programs need it;
# then uninstall and fail if any file or symlink is left in DESTDIR.
#
#   tools/host/install/check-install.sh HOST_DIR KCSUM HOST_ARCH VERSION \
#       KUNIT_CFLAGS
set -eu
hostdir=$1 kcsum=$2 arch=$3 version=$4 kunit_cflags=$5
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
build=${BUILD:-$top/build}
work=$build/check-install
dest=$work/dest
prefix=/usr/local
rm -rf "$work"
mkdir -p "$work" "$build/results"
passed=0 failed=0
ok() { passed=$((passed + 1)); echo "check-install: ok: $*"; }
bad() { failed=$((failed + 1)); echo "check-install: FAILED: $*"; }

"$here/install.sh" install "$hostdir" "$kcsum" "$dest" "$prefix" "$arch" \
	"$version" "$kunit_cflags"
export PKG_CONFIG_PATH="$dest$prefix/lib/pkgconfig"
export PKG_CONFIG_SYSROOT_DIR="$dest"
export PKG_CONFIG_LIBDIR=
lib=$dest$prefix/lib

# Nothing from the shim may land where it shadows system headers.
if [ -e "$dest$prefix/include/linux" ] || [ -e "$dest$prefix/include/crypto" ]; then
	bad "headers outside include/kcrypto/"
fi

for f in libkcrypto.a libkcrypto.so.$version libkcrypto-kunit.a; do
	hooks=$(nm "$lib/$f" 2>/dev/null | grep -E ' kcrypto_([a-z0-9]+_)?arch_test' |
		awk '{ print $NF }' | sort -u | tr '\n' ' ')
	if [ -n "$hooks" ]; then
		bad "lib/$f carries test hooks: $hooks"
	else
		ok "lib/$f: no test hooks"
	fi
done
# shim.c's kcrypto_host_simd_sections, kcrypto_host_simd_begin/_end,
# kcrypto_host_simd_nested, kcrypto_host_irq (the busy flag and the
# context), kcrypto_host_irq_run/_call/_arm/_handler,
# kcrypto_host_run_irq_test; asm-calls.c's kcrypto_asm_* and
# __wrap_/__real_. libkcrypto-kunit.a must have what KUnit programs link.
instr='(kcrypto_host_(simd_|irq|run_irq)|kcrypto_asm_|__(wrap|real)_)'
for f in libkcrypto.a libkcrypto.so.$version; do
	syms=$(nm "$lib/$f" 2>/dev/null || true)
	found=$(echo "$syms" | grep -E " $instr" | awk '{ print $NF }' |
		sort -u | tr '\n' ' ' | sed 's/ $//')
	if ! echo "$syms" | grep -q ' T kcrypto_sha256$'; then
		bad "lib/$f: nm lists no kcrypto_sha256, nothing checked"
	elif [ -n "$found" ]; then
		bad "lib/$f carries the shim's test instrumentation: $found"
	else
		ok "lib/$f: no test instrumentation"
	fi
done
# What the KUnit library must have; kunit_run_irq_test() links to these.
have=$(nm "$lib/libkcrypto-kunit.a" 2>/dev/null | awk '$2 != "U" { print $NF }')
missing=
for s in kcrypto_host_irq kcrypto_host_run_irq_test kcrypto_host_simd_begin \
	kcrypto_host_simd_end kcrypto_host_simd_sections; do
	echo "$have" | grep -qx "$s" || missing="$missing $s"
done
if [ -n "$missing" ]; then
	bad "lib/libkcrypto-kunit.a lacks the shim's test instrumentation:$missing"
else
	ok "lib/libkcrypto-kunit.a: the shim's test instrumentation"
fi
if [ -n "$(find "$dest$prefix/include" -name kcrypto-arch-test.h)" ]; then
	bad "the test hooks' header is installed"
fi

ex=$top/tools/host/example
for pair in "g++ gcc" "clang++-19 clang-19"; do
	# shellcheck disable=SC2086
	set -- $pair
	for link in shared static; do
		cflags=$(pkg-config --cflags kcrypto)
		libs=$(pkg-config --libs kcrypto)
		[ "$link" = shared ] ||
			libs="-Wl,-Bstatic $libs -Wl,-Bdynamic"
		cxxbin=$work/example-$1-$link cbin=$work/example-c-$2-$link
		# shellcheck disable=SC2086
		if "$1" -std=c++17 -Wall -Wextra -Werror -o "$cxxbin" \
			"$ex/kcrypto-example.cc" $cflags $libs &&
			"$2" -std=c11 -Wall -Wextra -Werror -o "$cbin" \
				"$ex/kcrypto-example.c" $cflags $libs; then
			:
		else
			bad "example, $1/$2 $link: does not build"
			continue
		fi
		needed=$(readelf -d "$cbin" | grep -c 'NEEDED.*libkcrypto\.so\.0' || true)
		if [ "$link" = shared ] && [ "$needed" != 1 ]; then
			bad "example, $1/$2 shared: no NEEDED libkcrypto.so.0"
			continue
		fi
		if [ "$link" = static ] && [ "$needed" != 0 ]; then
			bad "example, $1/$2 static: linked to libkcrypto.so"
			continue
		fi
		if LD_LIBRARY_PATH=$lib python3 "$ex/check-example.py" \
			"$cxxbin" "$cbin" 200 >"$work/example-$1-$link.log" 2>&1; then
			ok "example, $1/$2 $link: $(tail -n 1 "$work/example-$1-$link.log")"
		else
			bad "example, $1/$2 $link: $(tail -n 3 "$work/example-$1-$link.log")"
		fi
	done
	bin=$work/kunit-$2
	# shellcheck disable=SC2046
	if "$2" -std=gnu11 -Wall -Wextra -Werror \
		$(pkg-config --cflags kcrypto-kunit) "$here/install_kunit.c" \
		$(pkg-config --libs kcrypto-kunit) -o "$bin" 2>"$work/kunit-$2.err"; then
		"$bin" >"$work/kunit-$2.ktap" 2>&1 || true
		if grep -q '^ok 1 kcrypto_install$' "$work/kunit-$2.ktap" &&
			[ "$(grep -c '^    ok [0-9]' "$work/kunit-$2.ktap")" = 2 ]; then
			ok "KUnit file with kcrypto-kunit.pc, $2: 2 cases ok"
		else
			bad "KUnit file with kcrypto-kunit.pc, $2: $(grep 'not ok' "$work/kunit-$2.ktap" | head -n 3)"
		fi
	else
		bad "KUnit file with kcrypto-kunit.pc, $2: does not build: $(head -n 3 "$work/kunit-$2.err")"
	fi
done

printf 'abc' >"$work/abc"
want=$(sha256sum "$work/abc" | cut -d' ' -f1)
got=$(LD_LIBRARY_PATH=$lib "$dest$prefix/bin/kcsum" -a sha256 "$work/abc" 2>&1 | tail -n 1 | cut -d' ' -f1 || true)
if [ "$want" = "$got" ]; then
	ok "installed kcsum -a sha256"
else
	bad "installed kcsum -a sha256: want $want, got $got"
fi

"$here/install.sh" uninstall "$hostdir" "$kcsum" "$dest" "$prefix" "$arch" \
	"$version" ""
left=$(find "$dest" ! -type d | wc -l)
if [ "$left" = 0 ]; then
	ok "uninstall: no file left in DESTDIR"
else
	bad "uninstall: $left files left: $(find "$dest" ! -type d | head -n 5)"
fi

echo "$passed $failed 0" >"$build/results/check-install.counts"
echo "check-install: $passed passed, $failed failed"
[ "$failed" = 0 ]
