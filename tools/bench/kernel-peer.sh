#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The kernel's own lib/crypto as a benchmark peer: Debian's linux-source-7.3
# (the kernel cache; tools/uml/kernel-tree.sh kernel_source fetches and
# unpacks it on first use) compiled in place, unmodified and unread,
# through kcrypto's userspace shim (tools/host/include), with the kernel's
# own <crypto/*.h> ahead of ours, into one object beside the benchmark's
# copies of kcrypto:
#
#   lib/crypto/{sha256,sha512,blake2s,blake2b,sha3}.c, and the
#   lib/crypto/{memneq,utils}.c that SHA-3 selects (CRYPTO_LIB_UTILS),
#   with VARIANT=arch on x86-64, as an x86-64 kernel configures them
#   (lib/crypto/Kconfig: CRYPTO_LIB_{SHA256,SHA512,BLAKE2S}_ARCH, with
#   -I lib/crypto/x86 as lib/crypto/Makefile passes it; BLAKE2b and SHA-3
#   have no x86 code), plus their lib/crypto/x86/*.S; with
#   VARIANT=generic, no *_ARCH option, the kernel's C alone.
#
# tools/bench/kcrypto_impls.c, compiled against the kernel's headers, gives
# the rows (BENCH_IMPL "kernel" or "kernel-generic"), and tools/host/shim.c
# what the shim's headers call. Every global symbol but the entry point
# bench_kernel_VARIANT gets the prefix bench_kernel_VARIANT_ (as
# tools/bench/bench.mk does to each copy of kcrypto), so the kernel's
# sha256() and ours link into one program. The assembly goes to OUT-asm.o,
# beside OUT.o. The kernel's initcalls run as the shim runs ours (a
# constructor), so its arch code picks its path by the CPU's features as
# it does at boot.
#
#   tools/bench/kernel-peer.sh OUT.o VARIANT CC CFLAGS...
#
# writes OUT.o, and OUT-asm.o when VARIANT is arch.
#
# CFLAGS are the benchmark's flags for kcrypto's copies (bench.mk
# BENCH_KCFLAGS, -I for the shim included): the same compiler and
# optimisation for both, -Werror and the 1024-byte frame limit included.
# The kernel's files are built without -Wextra (the kernel's own W=0 set
# leaves out -Wunused-parameter, which its stubs trip).
set -eu
[ $# -ge 3 ] || {
	echo "usage: $0 OUT.o arch|generic CC CFLAGS..." >&2
	exit 2
}
out=$1
variant=$2
cc=$3
shift 3
top=$(cd "$(dirname "$0")/../.." && pwd)

# shellcheck source=tools/uml/kernel-tree.sh
. "$top/tools/uml/kernel-tree.sh"
kernel_source bench-kernel 7.3 >&2 || exit 1
ksrc=$src

work=${out%.o}.d
rm -rf "$work"
mkdir -p "$work/include/crypto"
# The kernel's <crypto/*.h> for its own code and for the rows: its structs
# and its static inline functions, not ours.
for h in blake2b.h blake2s.h hmac.h sha2.h sha3.h utils.h; do
	ln -s "$ksrc/include/crypto/$h" "$work/include/crypto/$h"
done

# The flags without -Wextra (the rows' file gets it back).
kflags=
for f in "$@"; do
	[ "$f" = -Wextra ] || kflags="$kflags $f"
done

case $(uname -m) in
x86_64) karch=x86 kdefs="-DCONFIG_X86=1 -DCONFIG_X86_64=1" ;;
*) karch='' kdefs='' ;;
esac
[ "$variant" = arch ] && [ -z "$karch" ] && {
	echo "kernel-peer: no kernel arch code built for $(uname -m)" >&2
	exit 1
}

objs=
asm_objs=
compile() { # SRC OBJ FLAGS...
	s=$1 o=$work/$2
	shift 2
	# shellcheck disable=SC2086
	$cc -I"$work/include" $kflags $kdefs -DCONFIG_64BIT=1 "$@" \
		-c "$s" -o "$o"
	case $s in
	*.S) asm_objs="$asm_objs $o" ;;
	*) objs="$objs $o" ;;
	esac
}

for alg in sha256 sha512 blake2s blake2b sha3; do
	up=$(echo "$alg" | tr '[:lower:]' '[:upper:]')
	archflags=
	case $variant:$alg in
	arch:sha256 | arch:sha512 | arch:blake2s)
		archflags="-DCONFIG_CRYPTO_LIB_${up}_ARCH=1"
		archflags="$archflags -I$ksrc/lib/crypto/$karch"
		;;
	esac
	# shellcheck disable=SC2086
	compile "$ksrc/lib/crypto/$alg.c" "$alg.o" \
		-DCONFIG_CRYPTO_LIB_${up}=1 $archflags
done
# SHA-3 selects CRYPTO_LIB_UTILS, libcryptoutils (lib/crypto/Kconfig and
# Makefile): what <crypto/utils.h> declares.
for u in memneq utils; do
	compile "$ksrc/lib/crypto/$u.c" "$u.o" -DCONFIG_CRYPTO_LIB_UTILS=1
done
if [ "$variant" = arch ]; then
	for s in sha256-ssse3-asm sha256-avx-asm sha256-avx2-asm \
		sha256-ni-asm sha512-ssse3-asm sha512-avx-asm \
		sha512-avx2-asm blake2s-core; do
		compile "$ksrc/lib/crypto/$karch/$s.S" "$s.o" -D__ASSEMBLY__
	done
fi
compile "$top/tools/host/shim.c" shim.o
impl=kernel
[ "$variant" = arch ] || impl=kernel-generic
compile "$top/tools/bench/kcrypto_impls.c" rows.o -Wextra \
	-DBENCH_VARIANT="kernel_$variant" -DBENCH_IMPL="\"$impl\"" \
	-DBENCH_KERNEL

# The C in OUT.o, the assembly (if any) in OUT-asm.o: calls from one to
# the other stay references to a symbol that the linker resolves, so that
# kernel-paths can wrap them (ld --wrap).
entry=bench_kernel_$variant
# shellcheck disable=SC2086
ld -r -o "$work/all.o" $objs
rm -f "${out%.o}-asm.o"
set -- "$work/all.o"
if [ -n "$asm_objs" ]; then
	# shellcheck disable=SC2086
	ld -r -o "$work/asm.o" $asm_objs
	set -- "$@" "$work/asm.o"
fi
nm -g --defined-only "$@" | grep -v ':$' |
	awk -v e="$entry" 'NF == 3 && $3 != e { print $3, e "_" $3 }' \
	>"$work/syms"
objcopy --redefine-syms="$work/syms" "$work/all.o" "$out"
if [ -n "$asm_objs" ]; then
	objcopy --redefine-syms="$work/syms" "$work/asm.o" "${out%.o}-asm.o"
fi
kver=$(sed -n 's/^VERSION = //p' "$ksrc/Makefile").$(sed -n \
	's/^PATCHLEVEL = //p' "$ksrc/Makefile").$(sed -n 's/^SUBLEVEL = //p' \
	"$ksrc/Makefile")
deb=$(sed -n 's/^@from [^ ]* //p' "$top/tools/deps/linux-7.3.txt")
echo "Linux $kver lib/crypto (Debian linux-source-7.3 $deb), $variant" \
	>"${out%.o}.version"
echo "kernel-peer: $out: $(cat "${out%.o}.version")" >&2
