#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Check the modules that tools/module/build.sh built in DIR (OUTDIR/src):
#
#   tools/module/check.sh DIR
#
# - every .ko has MODULE_LICENSE("Dual MIT/GPL") and a description (modinfo);
# - the library modules export, with EXPORT_SYMBOL_GPL, exactly the kcrypto_*
#   functions and data that include/crypto/*.h declare (its static inline
#   kernel names call them: "void kcrypto_sha256(...)"; its macros name the
#   data: "extern const u8 kcrypto_sha256_zero_message_hash[...];"), and
#   nothing that lacks the
#   kcrypto_ prefix (Module.symvers); beside them
#   only the arch code's test hooks that include/crypto/internal/*.h declare
#   (kcrypto_*(), exported when the KUnit suites are configured);
# - each crypto API driver module (*_shash.ko) has MODULE_ALIAS_CRYPTO() for
#   every name it can register (modinfo lists them): each cra_name, and each
#   driver name string in the .ko ("<alg>-kcrypto") alone and with every
#   suffix that the library's arch code can add on the modules' arch (by
#   the ELF machine of kcrypto_sha256.ko, kcrypto_sha512.ko,
#   kcrypto_blake2b.ko, kcrypto_sha3.ko;
#   sha256_arch_name(): x86-64 and UML ni, avx2, ssse3; arm64 ce; ARM neon;
#   sha512_arch_name(): x86-64 and UML avx512, avx2, ssse3; arm64 ce; ARM
#   neon;
#   blake2b_arch_name(): x86-64 and UML avx2, avx512; ARM neon;
#   sha3_arch_name(): x86-64 and UML avx512; arm64 ce). Each alias
#   comes twice: NAME and crypto-NAME;
# - where no KUnit suite was built (DIR has no *_kunit.ko: the modules that
#   DKMS and "make module" ship), the library modules carry no test hook:
#   no export from include/crypto/internal/*.h, and no variable in .data or
#   .bss but module parameters and WARN_ON_ONCE()'s flags (the arch state,
#   its static keys included, is __ro_after_init).
set -eu
dir=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

command -v modinfo >/dev/null || { echo "module-check: modinfo missing (kmod)" >&2; exit 1; }
kos=$(ls "$dir"/*.ko 2>/dev/null || true)
[ -n "$kos" ] || { echo "module-check: no .ko in $dir" >&2; exit 1; }
for ko in $kos; do
	lic=$(modinfo -F license "$ko")
	desc=$(modinfo -F description "$ko")
	if [ "$lic" != "Dual MIT/GPL" ]; then
		echo "module-check: $ko: license '$lic', want 'Dual MIT/GPL'" >&2
		fail=1
	fi
	if [ -z "$desc" ]; then
		echo "module-check: $ko: no MODULE_DESCRIPTION" >&2
		fail=1
	fi
done

for alg in blake2b blake2s sha256 sha512 sha3; do
	[ -f "$dir/kcrypto_$alg.ko" ] || { echo "module-check: kcrypto_$alg.ko missing" >&2; fail=1; }
done

sed -n -e 's/^[a-z].*[ *]\(kcrypto_[A-Za-z_0-9]\{1,\}\)(.*$/\1/p' \
	-e 's/^extern .*[ *]\(kcrypto_[A-Za-z_0-9]\{1,\}\)\(\[.*\]\)\{0,1\};$/\1/p' \
	"$top"/include/crypto/*.h | sort -u >"$tmp/want"
sed -n -e 's/^[a-z].*[ *]\(kcrypto_[A-Za-z_0-9]\{1,\}\)(.*$/\1/p' \
	-e 's/^extern .*[ *]\(kcrypto_[A-Za-z_0-9]\{1,\}\);$/\1/p' \
	"$top"/include/crypto/internal/*.h | sort -u >"$tmp/hooks"
awk '{ print $2 }' "$dir/Module.symvers" | sort -u |
	comm -23 - "$tmp/hooks" >"$tmp/have"
if ! cmp -s "$tmp/want" "$tmp/have"; then
	echo "module-check: exported symbols differ from include/crypto/*.h" \
		"(< only in headers, > only exported):" >&2
	diff "$tmp/want" "$tmp/have" | grep '^[<>]' >&2 || true
	fail=1
fi
if awk '$4 != "EXPORT_SYMBOL_GPL" && $4 !~ /^EXPORT_SYMBOL_GPL/' \
	"$dir/Module.symvers" | grep -q .; then
	echo "module-check: exports not GPL-only:" >&2
	awk '$4 !~ /^EXPORT_SYMBOL_GPL/ { print "  " $2 " " $4 }' \
		"$dir/Module.symvers" >&2
	fail=1
fi
# The arch code's names on x86-64, per driver module; each must also be a
# string of the library module, where sha256_arch_name() takes it from.
arch_names() {
	case $1 in
	kcrypto_sha256_shash)
		case $(readelf -h "$dir/kcrypto_sha256.ko" |
			sed -n 's/^ *Machine: *//p') in
		*X86-64*) echo "kcrypto_sha256.ko: ni avx2 ssse3" ;;
		AArch64) echo "kcrypto_sha256.ko: ce" ;;
		ARM) echo "kcrypto_sha256.ko: neon" ;;
		*) echo "kcrypto_sha256.ko:" ;;
		esac
		;;
	kcrypto_blake2b_shash)
		case $(readelf -h "$dir/kcrypto_blake2b.ko" |
			sed -n 's/^ *Machine: *//p') in
		*X86-64*) echo "kcrypto_blake2b.ko: avx2 avx512" ;;
		ARM) echo "kcrypto_blake2b.ko: neon" ;;
		*) echo "kcrypto_blake2b.ko:" ;;
		esac
		;;
	kcrypto_sha512_shash)
		case $(readelf -h "$dir/kcrypto_sha512.ko" |
			sed -n 's/^ *Machine: *//p') in
		*X86-64*) echo "kcrypto_sha512.ko: avx512 avx2 ssse3" ;;
		AArch64) echo "kcrypto_sha512.ko: ce" ;;
		ARM) echo "kcrypto_sha512.ko: neon" ;;
		*) echo "kcrypto_sha512.ko:" ;;
		esac
		;;
	kcrypto_sha3_shash)
		case $(readelf -h "$dir/kcrypto_sha3.ko" |
			sed -n 's/^ *Machine: *//p') in
		*X86-64*) echo "kcrypto_sha3.ko: avx512" ;;
		AArch64) echo "kcrypto_sha3.ko: ce" ;;
		*) echo "kcrypto_sha3.ko:" ;;
		esac
		;;
	*) echo ":" ;;
	esac
}
naliases=0
for ko in "$dir"/*_shash.ko; do
	[ -f "$ko" ] || continue
	mod=$(basename "$ko" .ko)
	spec=$(arch_names "$mod")
	lib=${spec%%:*} sufs=${spec#*:}
	for suf in $sufs; do
		# A string may follow data whose last byte prints ("[ce"
		# after a digest ending in 0x5b): strings joins them.
		if ! strings -n 2 "$dir/$lib" |
			grep -q -E "(^|[^A-Za-z0-9_-])$suf\$"; then
			echo "module-check: $lib has no path named '$suf'" >&2
			fail=1
		fi
	done
	modinfo -F alias "$ko" | sort -u >"$tmp/aliases"
	strings "$ko" | grep -E -x '[a-z0-9-]+-kcrypto' | sort -u >"$tmp/stems"
	if ! [ -s "$tmp/stems" ]; then
		echo "module-check: $ko: no driver name (-kcrypto) in it" >&2
		fail=1
	fi
	: >"$tmp/names"
	while read -r stem; do
		# hmac-sha256-kcrypto -> hmac(sha256); blake2b-256-kcrypto -> blake2b-256
		name=${stem%-kcrypto}
		case $name in hmac-*) name="hmac(${name#hmac-})" ;; esac
		printf '%s\n%s\n' "$name" "$stem" >>"$tmp/names"
		for suf in $sufs; do
			echo "$stem-$suf" >>"$tmp/names"
		done
	done <"$tmp/stems"
	while read -r name; do
		for a in "$name" "crypto-$name"; do
			if ! grep -q -x -F "$a" "$tmp/aliases"; then
				echo "module-check: $ko: no MODULE_ALIAS_CRYPTO(\"$name\") (alias $a missing)" >&2
				fail=1
			fi
		done
	done <"$tmp/names"
	echo "module-check: $mod aliases: $(grep -v "^crypto-" "$tmp/aliases" | tr "\n" " ")"
	naliases=$((naliases + $(grep -c '^crypto-' "$tmp/aliases")))
done

# Production modules: no test hook.
hooks=""
if ! ls "$dir"/*_kunit.ko >/dev/null 2>&1; then
	hooks=", no test hooks"
	if awk '{ print $2 }' "$dir/Module.symvers" | grep -x -F -f "$tmp/hooks"; then
		echo "module-check: $dir: test hooks exported (above) with no KUnit suite built" >&2
		fail=1
	fi
	for alg in blake2b blake2s sha256 sha512 sha3; do
		ko=$dir/kcrypto_$alg.ko
		[ -f "$ko" ] || continue
		objdump -t "$ko" >"$tmp/syms"
		# Module parameters: __param_NAME points at the variable NAME.
		sed -n 's/^.* __param_\([A-Za-z_0-9]*\)$/\1/p' "$tmp/syms" >"$tmp/params"
		# (.data..once: WARN_ON_ONCE()'s flags.)
		awk '$3 == "O" && $4 ~ /^\.(data|bss)/ &&
		     $4 != ".data..ro_after_init" && $4 != ".data..once" { print $6 }' \
			"$tmp/syms" | grep -v -x -F -f "$tmp/params" >"$tmp/writable" || :
		if [ -s "$tmp/writable" ]; then
			echo "module-check: $ko: writable variables in a module without test hooks (want __ro_after_init):" \
				$(cat "$tmp/writable") >&2
			fail=1
		fi
	done
fi

n=$(wc -l <"$tmp/have")
if [ $fail -ne 0 ]; then
	echo "module-check: $dir: FAILED" >&2
	exit 1
fi
echo "module-check: $dir: $(echo $kos | wc -w) modules, $n kcrypto_* exports (GPL), license Dual MIT/GPL, $naliases crypto aliases$hooks"
