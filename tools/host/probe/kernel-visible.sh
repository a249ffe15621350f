#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Regenerate tools/host/probe/visible.txt: for each shim header, the shim
# headers that the kernel's header of the same name pulls in. Reads only
# include/ and arch/{x86,arm,arm64}/include/ of Debian's linux-source-6.12
# (unpacked into WORK), and lets the preprocessor follow the includes
# (gcc -M -MG, so #if and #ifdef count) under a small configuration per
# architecture: SMP, MMU, modules, printk, BUG, jump labels, KUnit, 4 KiB
# pages, 64-bit on x86 and arm64. A header the build would generate is
# taken as missing (-MG), except the asm-generic wrappers that the arch's
# Kbuild asks for, which are written as the kernel build writes them.
#
# A row for a generic header (tools/host/include) holds what the kernel's
# reaches on all three architectures; an "ARCH:" row, what it reaches on
# that one. <linux/kconfig.h> and <linux/compiler_attributes.h> are left
# out: the kernel build includes them in every file (the second through
# <linux/compiler_types.h>). <kunit/run-in-irq-context.h> is not in v6.12;
# from v6.17 on it includes <kunit/test.h>, and its row says so.
#
# kcrypto's own public headers (include/crypto/*.h) have the rows of the
# kernel's headers of the same name in 7.3, whose API they follow: K73 is
# an unpacked Debian linux-source-7.3 (only its include/ and
# arch/{x86,arm,arm64}/include/ are read), as tools/deps/install-deps.sh
# linux-7.3 leaves it in the kernel cache.
#
#   tools/host/probe/kernel-visible.sh WORK K73 >tools/host/probe/visible.txt
set -eu
work=$1
k73=$2
here=$(cd "$(dirname "$0")" && pwd)
shim=$(cd "$here/.." && pwd)
tarball=/usr/src/linux-source-6.12.tar.xz
[ -f "$tarball" ] || { echo "kernel-visible: no $tarball" >&2; exit 1; }
k="$work/linux-source-6.12"
if [ ! -d "$k/include" ]; then
	mkdir -p "$work"
	tar -xJf "$tarball" -C "$work" --wildcards 'linux-source-6.12/include/*' \
		'linux-source-6.12/arch/x86/include/*' \
		'linux-source-6.12/arch/arm/include/*' \
		'linux-source-6.12/arch/arm64/include/*'
fi
g="$work/generated"

config() {
	echo "#define CONFIG_SMP 1"
	echo "#define CONFIG_MMU 1"
	echo "#define CONFIG_MODULES 1"
	echo "#define CONFIG_KUNIT 1"
	echo "#define CONFIG_PRINTK 1"
	echo "#define CONFIG_BUG 1"
	echo "#define CONFIG_GENERIC_BUG 1"
	echo "#define CONFIG_JUMP_LABEL 1"
	echo "#define CONFIG_PREEMPT_COUNT 1"
	echo "#define CONFIG_NR_CPUS 64"
	echo "#define CONFIG_NODES_SHIFT 6"
	echo "#define CONFIG_HZ 250"
	echo "#define CONFIG_BASE_SMALL 0"
	echo "#define CONFIG_PAGE_SHIFT 12"
	echo "#define CONFIG_KERNEL_MODE_NEON 1"
	case $1 in
	x86)
		echo "#define CONFIG_X86 1"
		echo "#define CONFIG_X86_64 1"
		echo "#define CONFIG_64BIT 1"
		echo "#define CONFIG_X86_L1_CACHE_SHIFT 6"
		echo "#define CONFIG_PGTABLE_LEVELS 4"
		echo "#define CONFIG_X86_MINIMUM_CPU_FAMILY 64"
		;;
	arm64)
		echo "#define CONFIG_ARM64 1"
		echo "#define CONFIG_64BIT 1"
		echo "#define CONFIG_ARM64_PAGE_SHIFT 12"
		echo "#define CONFIG_ARM64_4K_PAGES 1"
		echo "#define CONFIG_ARM64_VA_BITS 48"
		echo "#define CONFIG_PGTABLE_LEVELS 4"
		;;
	arm)
		echo "#define CONFIG_ARM 1"
		echo "#define CONFIG_CPU_V7 1"
		echo "#define CONFIG_AEABI 1"
		echo "#define CONFIG_VFP 1"
		echo "#define CONFIG_NEON 1"
		echo "#define CONFIG_ARM_L1_CACHE_SHIFT 6"
		echo "#define CONFIG_PGTABLE_LEVELS 2"
		echo "#define CONFIG_PAGE_OFFSET 0xC0000000"
		;;
	esac
}

# The asm-generic wrappers of ARCH's Kbuild ("generic-y", "mandatory-y").
wrappers() {
	arch=$1 sub=$2 dst=$3
	mkdir -p "$dst"
	for kb in "$k/arch/$arch/include/$sub/Kbuild" \
		"$k/include/${sub%asm}asm-generic/Kbuild"; do
		[ -f "$kb" ] || continue
		grep -oE '^(generic|mandatory)-y \+= [a-z0-9_/-]+\.h' "$kb" |
			awk '{ print $3 }'
	done | sort -u | while read -r h; do
		[ -f "$k/arch/$arch/include/$sub/$h" ] && continue
		mkdir -p "$(dirname "$dst/$h")"
		echo "#include <asm-generic/$h>" >"$dst/$h"
	done
}

# The configuration and wrappers of the tree $k, in $g.
prepare() {
	rm -rf "$g"
	for arch in x86 arm64 arm; do
		mkdir -p "$g/$arch/cfg/generated"
		config "$arch" >"$g/$arch/cfg/generated/autoconf.h"
		wrappers "$arch" asm "$g/$arch/include/asm"
		wrappers "$arch" uapi/asm "$g/$arch/include/uapi/asm"
	done
}
prepare

# The kernel headers that <$2> reaches on $1, one name a line; uapi
# headers keep their uapi/ prefix.
kdeps() {
	arch=$1
	echo "#include <$2>" |
		gcc -x c -M -MG -nostdinc -D__KERNEL__ -std=gnu11 \
			-I"$k/arch/$arch/include" -I"$g/$arch/include" \
			-I"$k/include" -I"$k/arch/$arch/include/uapi" \
			-I"$g/$arch/include/uapi" -I"$k/include/uapi" \
			-I"$g/$arch/cfg" \
			-include "$k/include/linux/compiler-version.h" \
			-include "$k/include/linux/kconfig.h" \
			-include "$k/include/linux/compiler_types.h" \
			-isystem "$(gcc -print-file-name=include)" - 2>/dev/null |
		tr -s ' ' '\n' | sed -e 's/\\$//' | sed -e '/^$/d' -e '/^-:/d' \
			-e "s|^$k/arch/$arch/include/uapi/|uapi/|" \
			-e "s|^$g/$arch/include/uapi/|uapi/|" \
			-e "s|^$k/include/uapi/|uapi/|" \
			-e "s|^$k/arch/$arch/include/||" -e "s|^$g/$arch/include/||" \
			-e "s|^$k/include/||" | sort -u
}

headers() {
	(cd "$1" && find . -name '*.h' | sed 's|^\./||' | grep -v '^kcrypto-' |
		sort)
}

generic=$(headers "$shim/include")
portable="$generic asm/linkage.h"

# "$1: the names of $3 that the kernel's $1 reaches on arch $2", or
# nothing when the kernel has no $1.
row() {
	deps=$(kdeps "$2" "$1")
	printf '%s\n' "$deps" | grep -qx "$1" || return 0
	out=""
	for n in $3; do
		case $n in
		"$1" | linux/kconfig.h | linux/compiler_attributes.h) continue ;;
		esac
		printf '%s\n' "$deps" | grep -qx "$n" && out="$out $n"
	done
	# shellcheck disable=SC2046,SC2086
	[ -z "$out" ] || printf ' %s' $(printf '%s\n' $out | sort)
	echo
}

# A generic row: what $1 reaches on all three architectures, among $2.
common_row() {
	common=""
	first=1
	for arch in x86 arm64 arm; do
		r=$(row "$1" "$arch" "$2")
		if [ $first = 1 ]; then
			common=$r
			first=0
		else
			keep=""
			for n in $common; do
				case " $r " in *" $n "*) keep="$keep $n" ;; esac
			done
			common=$keep
		fi
	done
	echo "$1:$common"
}

sed -n '/^#/!q;p' "$here/visible.txt"
for h in $generic; do
	if [ "$h" = kunit/run-in-irq-context.h ]; then
		echo "$h: kunit/test.h"
		continue
	fi
	common_row "$h" "$portable"
done
for arch in arm arm64 x86; do
	mine=$(headers "$shim/arch/$arch/include")
	for h in $mine; do
		echo "$arch:$h:$(row "$h" "$arch" "$generic $mine")"
	done
done

# kcrypto's public headers, against 7.3's.
k=$(cd "$k73" && pwd)
g="$work/generated-7.3"
prepare
for h in $(cd "$shim/../.." && find include/crypto -maxdepth 1 -name '*.h' |
	sed 's|^include/||' | sort); do
	common_row "$h" "$portable"
done
