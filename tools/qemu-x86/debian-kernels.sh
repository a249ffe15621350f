#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Boot Debian's own 6.1 and 7.3 kernels (6.1: the linux-image package
# matching the header set tools/module/kdirs.sh debian finds; 7.3: the
# linux-binary, -modules and -base packages from trixie-backports, fetched
# by tools/deps/install-deps.sh linux-7.3, beside the tree
# tools/module/debian-tree.sh amd64 builds our modules in) under
# qemu-system-x86_64 (TCG, -cpu max), load the kcrypto modules built against
# those headers into them, run tools/clients/clients.sh (self-tests, AF_ALG,
# btrfs, dm-verity) with Debian's userland, unload the modules and judge the
# console log. The last kernel then boots once more on a CPU model with
# SSSE3 but no AVX (QEMU_X86_CPU2, default Nehalem), with the clients'
# selftest and afalg parts only.
#
# Neither model has SHA-NI (qemu 7.2's TCG lacks it; "max" has AVX2 and
# BMI2), so these boots show the library choosing its x86 SHA-256 path by
# itself in a real kernel: avx2 on max, ssse3 on Nehalem (the kernel log's
# "kcrypto_sha256: using PATH"), and our sha256/sha224/hmac drivers
# (-kcrypto-PATH, priority 350) ranking first in /proc/crypto once the
# kernel's own sha256_ssse3 module (sha256-avx2 170, -avx 160, -ssse3 150)
# is loaded too.
#
#   tools/qemu-x86/debian-kernels.sh              # what make check runs
#   tools/qemu-x86/debian-kernels.sh 7.3          # only kernels matching
#
# Debian 12's 6.12 is not booted: it is the source of the UML, ARM and
# arm64 test kernels, and check-module builds against its headers; the boots
# take Debian 12's default kernel and today's.
#   CLIENTS_PARTS=selftest,afalg tools/qemu-x86/debian-kernels.sh
#
# Knobs: QEMU_X86_TIMEOUT (seconds per boot, default 540), QEMU_X86_SMP
# (guest CPUs, default 1), QEMU_X86_CPU=MODEL:PATH (default max:avx2: the
# model, and the SHA-256 path the library must pick there), QEMU_X86_CPU2
# (the second boot's, default Nehalem:ssse3; "none": no second boot),
# CLIENTS_SCRIPT (default tools/clients/clients.sh), CLIENTS_PARTS,
# CLIENTS_IMPL, CLIENTS_EXPECT_EXTRA_TESTS (passed on).
#
# Per kernel VER, cached under build/qemu-x86/VER/:
#  1. linux-image-VER at exactly the headers' package version, fetched with
#     apt-get download and unpacked with dpkg-deb -x into image/ (never
#     installed; depmod -b writes its modules.dep there); again only when
#     the headers' version changes;
#  2. our modules against the headers (tools/module/build.sh --strict, W=1,
#     warnings fatal) in modules/; their vermagic must equal the kernel's;
#  3. initramfs.cpio.gz: busybox (static), tools/qemu-x86/guest-init.sh as
#     /init, the Debian modules the guest needs with their dependencies from
#     modules.dep (virtio/9p for the host root, af_alg, algif_hash, btrfs,
#     dm-verity, loop), our modules; rebuilt only when an input changes;
#  4. a boot with the host's / and this checkout (which the guest mounts
#     where it is on the host, so that a checkout under /tmp, /run or
#     /boot, which the guest covers with tmpfs, is still seen) as
#     read-only virtio-9p shares; console log
#     in console.log (the second CPU model's boot: under MODEL/). The guest
#     loads the Debian modules, then ours (the library modules before the
#     drivers that use them), runs the clients chrooted into the share,
#     unloads ours in reverse order, prints the kernel log and the taint
#     flags;
#  5. judged: every module loaded and unloaded, the clients' closing line,
#     no WARNING/BUG/Oops/KASAN/UBSAN/lockdep/call trace in the kernel log,
#     taint flags only O (out-of-tree, 4096) and E (unsigned, 8192); the
#     guest CPU without SHA-NI, the SHA-256, SHA-512 and SHA-3 paths the
#     library picked, our drivers first in /proc/crypto with the kernel's
#     loaded (SHA-3: beside 6.1's sha3-*-generic and 7.3's sha3-*-lib,
#     each name's winner by priority).
# The kernel's own x86 SHA-256 module (sha256_ssse3: sha256-avx2 at
# priority 170 on QEMU's "max" CPU), blake2b_generic and its SHA-3 drivers
# (sha3_generic on 6.1, sha3 on 7.3) load only after the clients ran, so
# the clients see our drivers alone; the guest then lists every driver of
# our algorithms by priority ("with the kernel's drivers:"), where our
# -kcrypto-avx2/-ssse3 drivers (350) and our sha3-*-kcrypto (120) must
# come first.
#
# Prints "ok - VER: ..." / "not ok - VER: ..." per check, and the clients'
# lines; counts (checks here plus the clients' counts, both kernels; a kernel
# that does not finish adds one failure) go to
# $BUILD/results/check-debian-kernels.counts. Exit status 0 only when
# nothing failed.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=tools/check/progress.sh
. "$top/tools/check/progress.sh"
BUILD=${BUILD:-$top/build}
work=$top/build/qemu-x86
timeout=${QEMU_X86_TIMEOUT:-540}
smp=${QEMU_X86_SMP:-1}
cpu1=${QEMU_X86_CPU:-max:avx2}
cpu2=${QEMU_X86_CPU2:-Nehalem:ssse3}
clients=${CLIENTS_SCRIPT:-$top/tools/clients/clients.sh}
jobs=${JOBS:-2}
step=check-debian-kernels
counts=$BUILD/results/$step.counts
# What the guest needs from the kernel's own modules (dependencies follow).
# crypto_user: libkcapi asks the kernel about an algorithm over
# NETLINK_CRYPTO.
# crc32c before btrfs, which needs it at mount (the guest refuses
# request_module); 7.x names that module crc32c_cryptoapi.
want_boot="virtio_pci 9pnet_virtio 9p crc32c_generic af_alg algif_hash
	crypto_user loop btrfs dm_verity"

# The kernel's own drivers of our algorithms that are modules: loaded
# after the clients ran, to show who would win. Those a kernel lacks (7.3
# has its sha256-lib and sha512-lib drivers built in, and no blake2b
# driver; 6.1's SHA-3 drivers are sha3_generic, 7.3's sha3 over its
# libsha3) are left out.
want_compare="sha256_ssse3 blake2b_generic sha3_generic sha3"

# The priority= our driver modules are reloaded with where the kernel has
# its *-lib drivers (300): below those, which must answer then.
low_priority=200
# What tools/qemu-x86/shash-alloc/ asks crypto_alloc_shash() for, each
# with the module of ours that must answer at our default priorities.
alloc_names="sha256:kcrypto_sha256_shash hmac(sha256):kcrypto_sha256_shash
sha512:kcrypto_sha512_shash hmac(sha512):kcrypto_sha512_shash
blake2b-256:kcrypto_blake2b_shash sha3-256:kcrypto_sha3_shash"

say() { echo "qemu-x86: $*"; }
passed=0 failed=0 skipped=0
ok() { echo "ok - $*"; passed=$((passed + 1)); }
not_ok() { echo "not ok - $*"; failed=$((failed + 1)); }
check() {
	name=$1
	shift
	if "$@"; then ok "$name"; else not_ok "$name"; fi
}

"$top/tools/deps/install-deps.sh" qemu-x86 clients module || {
	echo "qemu-x86: missing packages" \
		"(tools/deps/install-deps.sh qemu-x86 clients module)" >&2
	exit 1
}
[ -f "$clients" ] || { echo "qemu-x86: no client script $clients" >&2; exit 1; }
case $top$clients in
*[[:space:]]*)
	echo "qemu-x86: paths with blanks are not supported: $top" >&2
	exit 1
	;;
esac
kdirs="$("$top/tools/module/kdirs.sh" debian | head -n 1)
$("$top/tools/module/kdirs.sh" debian-7.3 amd64)"
mkdir -p "$work/debs" "$BUILD/results"
rm -f "$counts"
exec 9>"$work/.lock"
flock 9

# 1. The kernel image package whose version equals the headers' one.
fetch_image() {
	case $ver in
	7.3.*) fetch_image_bpo; return ;;
	esac
	hver=$(dpkg-query -W -f='${Version}' "linux-headers-$ver")
	[ "$(cat "$kw/image.version" 2>/dev/null)" != "$hver" ] || return 0
	pkg=linux-image-$ver
	say "$ver: fetching $pkg $hver"
	rm -f "$work/debs/${pkg}_"*.deb
	(cd "$work/debs" && apt-get download -q "$pkg=$hver") \
		>"$kw/apt.log" 2>&1 || {
		# Stale package lists: update once, then try again.
		apt-get -o DPkg::Lock::Timeout=600 update -q >>"$kw/apt.log" 2>&1
		(cd "$work/debs" && apt-get download -q "$pkg=$hver") \
			>>"$kw/apt.log" 2>&1
	} || {
		cat "$kw/apt.log" >&2
		echo "qemu-x86: cannot download $pkg=$hver" >&2
		return 1
	}
	rm -rf "$kw/image" "$kw/image.tmp"
	dpkg-deb -x "$work/debs/${pkg}_"*.deb "$kw/image.tmp"
	depmod -b "$kw/image.tmp" "$ver"
	mv "$kw/image.tmp" "$kw/image"
	echo "$hver" >"$kw/image.version"
}

# Debian's 7.3 comes split: vmlinuz (linux-binary), the modules
# (linux-modules) and config, System.map, modules.builtin (linux-base),
# fetched into the kernel cache by install-deps.sh; laid out as one image.
fetch_image_bpo() {
	hver=
	for p in base binary modules; do
		d=$("$top/tools/deps/install-deps.sh" --where "linux-$p-$ver") ||
			return 1
		hver="$hver $(cat "$d/.version")"
		eval "dir_$p=\$d/usr/lib/modules/\$ver"
	done
	[ "$(cat "$kw/image.version" 2>/dev/null)" != "$hver" ] || return 0
	rm -rf "$kw/image" "$kw/image.tmp"
	mkdir -p "$kw/image.tmp/boot" "$kw/image.tmp/lib/modules"
	# shellcheck disable=SC2154 # set by the eval above
	cp -a "$dir_modules" "$kw/image.tmp/lib/modules/$ver"
	cp -a "$dir_base"/* "$kw/image.tmp/lib/modules/$ver/"
	cp "$dir_binary/vmlinuz" "$kw/image.tmp/boot/vmlinuz-$ver"
	cp "$dir_base/config" "$kw/image.tmp/boot/config-$ver"
	depmod -b "$kw/image.tmp" "$ver"
	mv "$kw/image.tmp" "$kw/image"
	echo "$hver" >"$kw/image.version"
}

# The first of the modules named that this kernel has (crc32c_generic,
# crc32c_cryptoapi: the same driver under another name in 7.x).
first_module() {
	for n; do
		[ -z "$(modpath "$n")" ] || { echo "$n"; return 0; }
	done
	echo "$1"
}

# Module file (relative to the module directory) for NAME, "-" for a
# built-in one, nothing when the kernel has no such module.
modpath() {
	awk -v n="$1" '
	function name(p) { sub(/^.*\//, "", p); sub(/\.ko(\.[a-z]+)?$/, "", p)
		gsub(/-/, "_", p); return p }
	FILENAME ~ /modules\.builtin$/ && name($1) == n { print "-"; exit }
	FILENAME ~ /modules\.dep$/ { p = $1; sub(/:$/, "", p)
		if (name(p) == n) { print p; exit } }' \
		"$moddir/modules.builtin" "$moddir/modules.dep"
}

# The module files for the names in $1, each after its dependencies.
boot_modules() {
	paths=
	for n in $1; do
		p=$(modpath "$n")
		[ -n "$p" ] || { echo "qemu-x86: $ver has no module $n" >&2; return 1; }
		[ "$p" = - ] || paths="$paths $p"
	done
	awk -v want="$paths" '
	{ p = $1; sub(/:$/, "", p); deps[p] = ""
	  for (i = 2; i <= NF; i++) deps[p] = deps[p] " " $i }
	function visit(p,   n, i, d) {
		if (p in done) return
		done[p] = 1
		n = split(deps[p], d, " ")
		for (i = n; i >= 1; i--) visit(d[i])
		print p
	}
	END { n = split(want, w, " "); for (i = 1; i <= n; i++) visit(w[i]) }' \
		"$moddir/modules.dep"
}

# Our modules in load order (each after the ones of ours it depends on);
# sets "ours" and "extdeps" (the kernel modules they need).
order_ours() {
	ours='' extdeps='' left=''
	for ko in "$mods"/*.ko; do
		left="$left $(basename "$ko" .ko)"
	done
	while [ -n "$left" ]; do
		next='' progress=''
		for m in $left; do
			ready=1
			for d in $(modinfo -F depends "$mods/$m.ko" | tr ',' ' '); do
				case " $left " in
				*" $d "*) ready= ;;
				esac
				[ -f "$mods/$d.ko" ] || extdeps="$extdeps $d"
			done
			if [ -n "$ready" ]; then
				ours="$ours $m" progress=1
			else
				next="$next $m"
			fi
		done
		[ -n "$progress" ] || { echo "qemu-x86: dependency loop:$next" >&2; return 1; }
		left=$next
	done
}

unpack() {
	case $1 in
	*.ko.xz) xz -dc "$1" ;;
	*.ko.zst) zstd -dcq "$1" ;;
	*.ko.gz) gzip -dc "$1" ;;
	*) cat "$1" ;;
	esac
}

# 3. The initramfs, rebuilt when any input changed.
make_initramfs() {
	root=$bw/initramfs
	cpio=$bw/initramfs.cpio.gz
	parts=$(echo "${boot_parts:-}" | tr ' ' ',')
	env="CLIENTS=$clients
CHECKOUT=$top
CLIENTS_SECS=$((timeout - 90))
LOW_PRIORITY=$low_priority
CLIENTS_ENV='${parts:+CLIENTS_PARTS=$parts }CLIENTS_IMPL=${CLIENTS_IMPL:-kcrypto} CLIENTS_EXPECT_EXTRA_TESTS=${CLIENTS_EXPECT_EXTRA_TESTS:-0}'"
	inputs=$(
		echo "$env"
		echo "$boot" "$compare" "$ours"
		for f in /bin/busybox "$top/tools/qemu-x86/guest-init.sh" "$0" \
			"$mods"/*.ko "$alloc/shash_alloc.ko"; do
			cksum "$f"
		done
	)
	if [ -f "$cpio" ] && [ "$(cat "$bw/initramfs.inputs" 2>/dev/null)" = "$inputs" ]; then
		return 0
	fi
	rm -rf "$root"
	mkdir -p "$root/bin" "$root/lib/kcrypto-boot" "$root/lib/kcrypto" \
		"$root/proc" "$root/sys" "$root/dev" "$root/tmp"
	cp /bin/busybox "$root/bin/busybox"
	cp "$top/tools/qemu-x86/guest-init.sh" "$root/init"
	chmod 755 "$root/init"
	echo "$env" >"$root/kcrypto.env"
	cp "$kw/image/boot/config-$ver" "$root/config"
	# Uncompressed: busybox insmod passes the file to init_module().
	for p in $boot; do
		n=$(basename "$p" | sed 's/\.ko\(\.[a-z]*\)\{0,1\}$//')
		unpack "$moddir/$p" >"$root/lib/kcrypto-boot/$n.ko"
		echo "$n" >>"$root/lib/kcrypto-boot/order"
	done
	mkdir -p "$root/lib/kcrypto-compare"
	: >"$root/lib/kcrypto-compare/order"
	for p in $compare; do
		n=$(basename "$p" | sed 's/\.ko\(\.[a-z]*\)\{0,1\}$//')
		unpack "$moddir/$p" >"$root/lib/kcrypto-compare/$n.ko"
		echo "$n" >>"$root/lib/kcrypto-compare/order"
	done
	for m in $ours; do
		cp "$mods/$m.ko" "$root/lib/kcrypto/"
		echo "$m" >>"$root/lib/kcrypto/order"
	done
	mkdir -p "$root/lib/kcrypto-test"
	cp "$alloc/shash_alloc.ko" "$root/lib/kcrypto-test/"
	(cd "$root" && find . | cpio -o -H newc --quiet | gzip -1) >"$cpio.tmp"
	mv "$cpio.tmp" "$cpio"
	echo "$inputs" >"$bw/initramfs.inputs"
}

# 5. The verdict on one console log.
judge() {
	log=$bw/console.log
	g() { sed -n "s/^kcrypto-guest: $1//p" "$log" | tr -d '\r'; }
	for m in $ours; do
		case $(g "insmod $m: ") in
		ok) ok "$tag: insmod $m" ;;
		*) not_ok "$tag: insmod $m: $(g "insmod $m: ")" ;;
		esac
	done
	sed -n 's/^kcrypto-guest: \(kernel .*\|at .*\)/# \1/p' "$log" | tr -d '\r'
	flags=$(g 'cpu flags: ')
	have=
	for f in sha_ni avx512f avx2 bmi2 avx ssse3; do
		echo " $flags " | grep -q " $f " && have="$have $f"
	done
	echo "# -cpu $model: of sha_ni avx512f avx2 bmi2 avx ssse3, the guest CPU has:${have:- none}"
	check "$tag: the guest CPU has no SHA-NI" \
		test -n "$flags" -a -z "$(echo " $flags " | grep ' sha_ni ')"
	sed -n 's/^kcrypto-guest: \{3\}/# /p' "$log" | tr -d '\r'
	sed -n 's/^kcrypto-guest: boot module/# boot module/p' "$log"
	# The clients' lines, and their closing line into the counts.
	sed -n '/^kcrypto-guest: clients begin/,/^kcrypto-guest: clients end/p' \
		"$log" | tr -d '\r' | grep -v '^kcrypto-guest: ' |
		sed "s/^\(\(not \)\{0,1\}ok [0-9]* - \)/\1$tag: /" >"$bw/clients.log"
	cat "$bw/clients.log"
	line=$(grep -E '^clients: [0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' \
		"$bw/clients.log" | tail -n 1)
	rc=$(g 'clients end: status ')
	if [ -n "$line" ]; then
		# shellcheck disable=SC2046
		set -- $(echo "$line" | tr -dc '0-9 ')
		passed=$((passed + $1)) failed=$((failed + $2)) skipped=$((skipped + $3))
		[ "$rc" = 0 ] || [ "$2" != 0 ] ||
			not_ok "$tag: clients.sh exited with status ${rc:-none}"
	else
		not_ok "$tag: clients.sh printed its closing line (status ${rc:-none})"
	fi
	sed -n "s/^kcrypto-guest: with the kernel's drivers: /# with the kernel's drivers: /p" \
		"$log" | tr -d '\r'
	for m in $ours; do
		case $(g "rmmod $m: ") in
		ok) ok "$tag: rmmod $m" ;;
		*) not_ok "$tag: rmmod $m: $(g "rmmod $m: ")" ;;
		esac
	done
	left=$(g 'modules left:' | xargs)
	check "$tag: no kcrypto module left loaded${left:+ (left:$left)}" \
		test -z "$left" -a -n "$(grep '^kcrypto-guest: done' "$log")"
	sed -n '/^kcrypto-guest: dmesg begin/,/^kcrypto-guest: dmesg end/p' \
		"$log" | tr -d '\r' >"$bw/dmesg.log"
	grep -o 'kcrypto-guest: request_module .*' "$bw/dmesg.log" |
		sed 's/^kcrypto-guest: request_module //' | sort | uniq -c |
		sed 's/^ */# refused request_module, times: /' || true
	# tools/klog/check-klog.py: no splat in the whole console log (the
	# kernel log is printed at the end), taint flags O and E at most.
	if out=$(python3 "$top/tools/klog/check-klog.py" --taint-ok OE "$log" 2>&1) &&
	   [ -s "$bw/dmesg.log" ]; then
		ok "$tag: kernel log has no WARNING, BUG, Oops, KASAN, UBSAN, lockdep or call trace (check-klog.py)"
	else
		echo "$out" | sed 's/^/# /'
		not_ok "$tag: kernel log has no WARNING, BUG, Oops, KASAN, UBSAN, lockdep or call trace (check-klog.py)"
	fi
	t=$(g 'tainted: ')
	check "$tag: taint flags only O and E (tainted=${t:-none})" \
		test -n "$t" -a $((${t:-1} & ~(4096 | 8192))) = 0
	judge_sha256_path
	judge_sha512_path
	judge_sha3
	judge_winners
	judge_alloc
}

# tools/qemu-x86/shash-alloc/ in the guest: crypto_alloc_shash() by name
# gives the driver that /proc/crypto ranks first, and the one the README's
# priority table promises: ours at our default priorities; with our driver
# modules reloaded at priority=$low_priority, the kernel's *-lib drivers
# (300) where it has them, ours still where it has no driver of that name
# (7.3: Debian builds no BLAKE2b one). Its digest of a short message is the
# known answer; where the kernel has the core-state hooks (6.16+), the
# core state round trip through shash, ahash and the hmac template works.
judge_alloc() {
	judge_alloc_run default "with the kernel's drivers: "
	case $(g "reload "),$ver in
	,7.*)
		not_ok "$tag: our driver modules reloaded with priority=$low_priority (no reload line)"
		;;
	,*) ;;
	*)
		for m in $ours; do
			case $m in
			*_shash) ;;
			*) continue ;;
			esac
			r=$(g "reload $m priority=$low_priority: ")
			check "$tag: $m reloaded with priority=$low_priority${r:+ ($r)}" \
				test "$r" = ok
		done
		judge_alloc_run low "with priority=$low_priority: "
		;;
	esac
}

# judge_alloc_run TAG LISTING: the test module's lines of run TAG against
# the /proc/crypto rows printed after LISTING.
judge_alloc_run() {
	run=$1 listing=$2
	a() { g "alloc $run: " | awk -v n="$1" -v w="$2" '$1 == n && $2 == w' |
		cut -d' ' -f3-; }
	x=$(g "alloc $run: insmod failed: ")
	[ -z "$x" ] || not_ok "$tag: alloc $run: insmod shash_alloc: $x"
	for spec in $alloc_names; do
		alg=${spec%:*} mod=${spec##*:}
		rows=$(g "$listing" | awk -v a="$alg" '$1 == a')
		# shellcheck disable=SC2046
		set -- $(echo "$rows" | head -n 1)
		first=${2:-none}
		want=$mod
		if [ "$run" = low ]; then
			# The kernel's own, where it has one of that name
			# above priority=$low_priority (the *-lib ones at
			# 300); ours over 7.3's sha3-*-lib (0).
			theirs=$(echo "$rows" | awk -v m="$mod" '$3 != m' | head -n 1)
			# shellcheck disable=SC2086
			[ -z "$theirs" ] || [ "$(echo $theirs | cut -d' ' -f4)" -le "$low_priority" ] ||
				want=$(echo "$theirs" | cut -d' ' -f3)
		fi
		# shellcheck disable=SC2046
		set -- $(a "$alg" answers)
		answer=${1:-}
		check "$tag: alloc $run: crypto_alloc_shash(\"$alg\"): ${1:-nothing} (${2:-}, ${3:-}) answers, /proc/crypto first: $first, want the module $want" \
			test "${1:-}" = "$first" -a "${2:-}" = "$want"
		d=$(a "$alg" digest)
		check "$tag: alloc $run: $alg: digest of the test message is the known answer (${d:-no line})" \
			test "${d%% *}" = ok
		case $ver in
		6.1[6-9].* | 6.[2-9][0-9].* | [7-9].*) ;;
		*) continue ;;
		esac
		judge_alloc_core "$alg"
	done
}

# judge_alloc_core ALG: the core state round trips (6.16+).
judge_alloc_core() {
	c=$(a "$1" core)
	case $1 in
	blake2b-*)
		# BLAKE2b keeps its last block: no core state, refused.
		check "$tag: alloc $run: $1: crypto_shash_export_core() refused (${c:-no line})" \
			test "${c%% *}" = refused
		return
		;;
	esac
	check "$tag: alloc $run: $1: crypto_shash_export_core() after a block, import_core() into a fresh request, finish: the one-shot digest (${c:-no line})" \
		test "${c%% *}" = ok
	c=$(a "$1" ahash-core)
	check "$tag: alloc $run: $1: the same through crypto_alloc_ahash() and crypto_ahash_export_core() (${c:-no line})" \
		test "${c%% *}" = ok
	# A full export between the kernel's *-lib driver (6.17+) and the
	# answering one, both ways: the same layout and statesize.
	c=$(a "$1" lib-move)
	case $ver in
	6.1[7-9].* | 6.[2-9][0-9].* | [7-9].*) l=ok ;;
	*) l=absent ;;
	esac
	check "$tag: alloc $run: $1: crypto_shash_export() after a block and a part moved between the kernel's *-lib driver and the answering one, both ways: the one-shot digest (${c:-no line})" \
		test "${c%% *}" = ok -o "${c%% *}" = "$l"
	case $1 in
	hmac*) return ;;
	esac
	c=$(a "hmac($answer)" template)
	check "$tag: alloc $run: the hmac template over $answer, which keeps its keys as core states: the known HMAC (${c:-no line})" \
		test "${c%% *}" = ok
}

# SHA-3: the path the library picked by itself (avx512 where the guest CPU
# has AVX-512F and AVX-512VL, else generic: TCG's "max" and Nehalem have
# neither), our sha3-* drivers in /proc/crypto with that suffix, their
# self-tests passed, and who wins each name by priority beside the
# kernel's own SHA-3 drivers, which must be there where its config has
# them (CONFIG_CRYPTO_SHA3: 6.1's sha3-*-generic and 7.3's sha3-*-lib,
# both at priority 0): ours (120; 350 with arch code), as the README's
# priority table says.
judge_sha3() {
	p3=generic
	if echo " $flags " | grep -q ' avx512f ' &&
	   echo " $flags " | grep -q ' avx512vl '; then
		p3=avx512
	fi
	judge_lib_path kcrypto_sha3 "$p3"
	want_theirs=
	! grep -q -E '^CONFIG_CRYPTO_SHA3=[ym]$' "$kw/image/boot/config-$ver" ||
		want_theirs=1
	for bits in 224 256 384 512; do
		alg=sha3-$bits drv=sha3-$bits-kcrypto
		[ "$p3" = generic ] || drv=$drv-$p3
		rows=$(g "with the kernel's drivers: " | awk -v a="$alg" '$1 == a')
		first=$(echo "$rows" | head -n 1)
		theirs=$(echo "$rows" | awk '$3 != "kcrypto_sha3_shash"' | head -n 1)
		mine=$(echo "$rows" | awk -v d="$drv" '$2 == d' | head -n 1)
		# shellcheck disable=SC2086
		set -- $mine
		check "$tag: /proc/crypto: $alg: $drv from kcrypto_sha3_shash, self-test ${5:-not run}" \
			test "${3:-}" = kcrypto_sha3_shash -a "${5:-}" = passed
		# shellcheck disable=SC2086
		set -- $first
		f_drv=${2:-none} f_mod=${3:-} f_p=${4:-} f_st=${5:-}
		# shellcheck disable=SC2086
		set -- $theirs
		# First by priority answers only with its self-test passed.
		check "$tag: /proc/crypto: $alg: $f_drv ($f_p, self-test ${f_st:-none}) answers, over ${2:-no kernel driver}${4:+ ($4)}${want_theirs:+, which CONFIG_CRYPTO_SHA3 gives}" \
			test "$f_mod" = kcrypto_sha3_shash -a "$f_st" = passed -a \
			\( -z "$want_theirs" -o -n "$theirs" \)
	done
}

# Who answers each name in /proc/crypto (highest priority first) with the
# kernel's own drivers loaded: ours, as the README's priority table says.
judge_winners() {
	for spec in sha512:kcrypto_sha512_shash 'hmac(sha512)':kcrypto_sha512_shash \
		blake2b-256:kcrypto_blake2b_shash; do
		alg=${spec%:*} mod=${spec##*:}
		rows=$(g "with the kernel's drivers: " | awk -v a="$alg" '$1 == a')
		first=$(echo "$rows" | head -n 1)
		theirs=$(echo "$rows" | awk -v m="$mod" '$3 != m' | head -n 1)
		# shellcheck disable=SC2086
		set -- $first
		f_drv=${2:-none} f_mod=${3:-} f_p=${4:-}
		# shellcheck disable=SC2086
		set -- $theirs
		check "$tag: /proc/crypto: $alg: $f_drv ($f_p) answers, over ${2:-no kernel driver}${4:+ ($4)}" \
			test "$f_mod" = "$mod"
	done
}

# The SHA-512 path the library picked by itself: AVX2 (with BMI1/BMI2)
# where the SHA-256 one is avx2 or ni, SSSE3 where it is ssse3 (the CPU
# models these boots use), and its drivers in /proc/crypto.
judge_sha512_path() {
	[ "$path" != "$model" ] || return 0
	case $path in
	ni | avx2) p512=avx2 ;;
	*) p512=$path ;;
	esac
	judge_lib_path kcrypto_sha512 "$p512"
	for alg in sha384 sha512 'hmac(sha384)' 'hmac(sha512)'; do
		drv=$(echo "$alg" | tr -d ')' | tr '(' '-')-kcrypto-$p512
		# name driver module priority selftest
		row=$(g "with the kernel's drivers: " |
			awk -v a="$alg" -v d="$drv" '$1 == a && $2 == d' | head -n 1)
		# shellcheck disable=SC2086
		set -- $row
		check "$tag: /proc/crypto: $alg: $drv from kcrypto_sha512_shash, self-test ${5:-not run}" \
			test "${3:-}" = kcrypto_sha512_shash -a "${5:-}" = passed
	done
}

# judge_lib_path MODULE PATH: the library module MODULE logged "MODULE:
# using PATH" (picked by itself); adds the coverage row.
judge_lib_path() {
	used=$(sed -n "s/^\[ *[0-9.]*\] $1: using \(.*\)\$/\1/p" \
		"$bw/dmesg.log" | head -n 1)
	check "$tag: $1 picked $2 by itself (kernel log: '$1: using ${used:-nothing}')" \
		test "$used" = "$2"
	"$top/tools/cpu/coverage.sh" add x86 "$(echo "$tag" | sed 's/+deb.*-amd64//') $model" \
		"$([ "$used" = "$2" ] && echo ran || echo failed)" \
		"$1.impl=$2"
}

# The BLAKE2s and BLAKE2b paths, chosen by timing under TCG, so that none
# can be expected: each must be the one the rule gives for the speeds
# logged beside it (tools/klog/timed-choice.py). Which glue must have
# logged its timings is the CPU rule's word on the guest's own flags, as
# in UML and on the host (tools/klog/timed-require.sh): BLAKE2s where the
# model has SSSE3, BLAKE2b where it has AVX2 (Nehalem has not).
judge_timed_choices() {
	if [ -z "$flags" ]; then
		not_ok "$tag: timed choice: the guest printed no CPU flags"
		return
	fi
	tc_req=$("$top/tools/klog/timed-require.sh" x86 "$flags")
	# shellcheck disable=SC2086
	python3 "$top/tools/klog/timed-choice.py" $tc_req "$bw/dmesg.log" \
		>"$bw/timed-choice.log" 2>&1
	while IFS= read -r tc_line; do
		case $tc_line in
		"ok - "*) ok "$tag: timed choice: ${tc_line#ok - }" ;;
		*) not_ok "$tag: timed choice: ${tc_line#not ok - }" ;;
		esac
	done <"$bw/timed-choice.log"
	[ -s "$bw/timed-choice.log" ] ||
		not_ok "$tag: timed choice: tools/klog/timed-choice.py said nothing"
}

# The SHA-256 path the library picked by itself on this CPU model, and
# our drivers over it ranking first with the kernel's own loaded.
judge_sha256_path() {
	# QEMU_X86_CPU=MODEL alone: no path to expect.
	[ "$path" != "$model" ] || return 0
	judge_timed_choices
	judge_lib_path kcrypto_sha256 "$path"
	for alg in sha256 sha224 'hmac(sha256)' 'hmac(sha224)'; do
		drv=$(echo "$alg" | tr -d ')' | tr '(' '-')-kcrypto-$path
		# name driver module priority selftest, the highest first
		rows=$(g "with the kernel's drivers: " | awk -v a="$alg" '$1 == a')
		first=$(echo "$rows" | head -n 1)
		# The kernel's best: sha256-avx2 (sha256_ssse3) on 6.1,
		# sha256-lib and hmac-sha256-lib (built in) from 6.17.
		theirs=$(echo "$rows" | awk '$3 != "kcrypto_sha256_shash"' | head -n 1)
		# shellcheck disable=SC2086
		set -- $first
		ours_p=${4:-}
		# shellcheck disable=SC2086
		set -- $theirs
		case $alg in
		# 6.1's hmac(sha256-avx2) exists only once used.
		hmac*) vs=${theirs:+" over $2 ($4)"} ;;
		*) vs=" over ${2:-no kernel driver} (${4:-})" ;;
		esac
		if [ "$(echo "$first" | cut -d' ' -f2-3)" = "$drv kcrypto_sha256_shash" ] &&
		   { [ -z "$vs" ] || [ -n "$theirs" ]; }; then
			ok "$tag: /proc/crypto: $alg: $drv ($ours_p) first$vs"
		else
			not_ok "$tag: /proc/crypto: $alg: $drv first$vs (first: ${first:-none})"
		fi
	done
}

# The release of the kernel that header set or tree $1 is for
# ("6.1.0-57-amd64", "7.3.4+deb13-amd64"). Debian's 6.1 header sets hold
# the upstream one in kernel.release; their name has Debian's.
kernel_release() {
	case $1 in
	*/linux-headers-*) basename "$(readlink -f "$1")" | sed 's/^linux-headers-//' ;;
	*) cat "$1/include/config/kernel.release" ;;
	esac
}

# The test module tools/qemu-x86/shash-alloc/ for this kernel, in
# $kw/shash-alloc ("alloc"), W=1 and warnings fatal as ours.
build_alloc() {
	alloc=$kw/shash-alloc
	rm -rf "$alloc"
	mkdir -p "$alloc"
	cp "$top/tools/qemu-x86/shash-alloc/Kbuild" \
		"$top/tools/qemu-x86/shash-alloc/shash_alloc.c" "$alloc/"
	if make -C "$kdir" M="$alloc" KCRYPTO_COMPAT="$top/compat" W=1 \
		modules >"$alloc/build.log" 2>&1 &&
	   ! grep -q -E '(warning|error):' "$alloc/build.log"; then
		ok "$ver: test module shash_alloc builds against $kdir (W=1)"
	else
		grep -E '(warning|error|ERROR|WARNING):' "$alloc/build.log" |
			sed 's/^/# /'
		not_ok "$ver: test module shash_alloc builds against $kdir (W=1)"
		return 1
	fi
}

run_kernel() {
	kdir=$1
	ver=$(kernel_release "$kdir")
	kw=$work/$ver
	mkdir -p "$kw"
	start=$(date +%s)
	fetch_image || { not_ok "$ver: linux-image-$ver unpacked"; return 0; }
	moddir=$kw/image/lib/modules/$ver
	vmlinuz=$kw/image/boot/vmlinuz-$ver

	# 2. Our modules, built for exactly this kernel.
	mods=$kw/modules/src
	if ! "$top/tools/module/build.sh" --strict "$kdir" "$kw/modules" \
		W=1 -j"$jobs" >/dev/null; then
		grep -E '(warning|error|ERROR|WARNING):' "$kw/modules/build.log" |
			sed 's/^/# /'
		not_ok "$ver: modules build against $kdir (W=1)"
		return 0
	fi
	n=$(find "$mods" -maxdepth 1 -name '*.ko' | wc -l)
	ok "$ver: modules build against $kdir (W=1), $n modules"
	kmagic=$(modinfo -F vermagic "$moddir/$(modpath loop)")
	badmagic=
	for ko in "$mods"/*.ko; do
		[ "$(modinfo -F vermagic "$ko")" = "$kmagic" ] ||
			badmagic="$badmagic $(basename "$ko")"
	done
	check "$ver: vermagic '$kmagic' in every module${badmagic:+ (not in$badmagic)}" \
		[ -z "$badmagic" ]
	build_alloc || return 0
	order_ours || { not_ok "$ver: load order of our modules"; return 0; }
	boot=$(boot_modules "$(echo "$want_boot" | sed "s/crc32c_generic/$(
		first_module crc32c_generic crc32c_cryptoapi)/") $extdeps") ||
		{ not_ok "$ver: kernel modules for the guest"; return 0; }
	# Loaded only after the clients, to show who would win then.
	have_compare=
	for n in $want_compare; do
		[ -z "$(modpath "$n")" ] || have_compare="$have_compare $n"
	done
	compare=
	[ -z "$have_compare" ] ||
		compare=$(boot_modules "$have_compare" | grep -v -x -F "$boot") || true
	prep=$(($(date +%s) - start))
	boot_cpu "${cpu1%%:*}" "${cpu1#*:}" "$ver" "$kw" "${CLIENTS_PARTS:-}"
	# The last kernel once more, on an older CPU model: the drivers'
	# self-tests and AF_ALG digests are enough to exercise the path.
	[ "$kdir" = "$last" ] && [ "$cpu2" != none ] || return 0
	boot_cpu "${cpu2%%:*}" "${cpu2#*:}" "$ver on ${cpu2%%:*}" \
		"$kw/${cpu2%%:*}" "selftest afalg"
}

# 4. One boot on CPU model $1, where the library must pick SHA-256 path
# $2; $3 names it in the report, $4 is its directory, $5 the clients'
# parts (empty: all).
boot_cpu() {
	model=$1 path=$2 tag=$3 bw=$4 boot_parts=$5
	mkdir -p "$bw"
	make_initramfs

	# Boot. watchdog_thresh=60: a soft lockup is reported after 120 s,
	# not 20 s; under TCG on a busy host a guest CPU that the host did not
	# run for 20 s is common (seen: clear_page_erms in a page fault of the
	# btrfs tool), and no code of ours is involved.
	say "$tag: booting (TCG, -cpu $model, -smp $smp); ours:$ours"
	start=$(date +%s)
	status=0
	: >"$bw/console.log"
	with_progress "debian-kernels: $tag" "$bw/console.log" \
		timeout "$timeout" qemu-system-x86_64 -cpu "$model" -m 1G -smp "$smp" \
		-nographic -no-reboot -nic none -kernel "$vmlinuz" \
		-initrd "$bw/initramfs.cpio.gz" \
		-append "console=ttyS0 panic=-1 quiet watchdog_thresh=60" \
		-virtfs local,path=/,mount_tag=hostroot,security_model=none,readonly=on,multidevs=remap \
		-virtfs local,path="$top",mount_tag=checkout,security_model=none,readonly=on,multidevs=remap \
		</dev/null || status=$?
	secs=$(($(date +%s) - start))
	say "$tag: prepared in ${prep}s, booted and ran in ${secs}s (status $status)," \
		"log: $bw/console.log"
	prep=0
	judge
	if ! grep -q '^kcrypto-guest: done' "$bw/console.log"; then
		tail -n 30 "$bw/console.log" | sed 's/^/# /'
		[ $status != 124 ] || echo "# timed out after ${timeout}s"
		not_ok "$tag: the guest finished (qemu status $status)"
	fi
}

# The kernels boot at the same time, each on one guest CPU (TCG threads
# compete less than with -smp 2 each); each writes its report and counts
# under build/qemu-x86/VER/, printed in order afterwards.
selected=
last=$(echo "$kdirs" | tail -n 1)
for kdir in $kdirs; do
	ver=$(kernel_release "$kdir")
	if [ $# -gt 0 ]; then
		case $ver in
		"$1".*) ;;
		*) continue ;;
		esac
	fi
	mkdir -p "$work/$ver"
	rm -f "$work/$ver/counts"
	selected="$selected $ver"
	(
		run_kernel "$kdir"
		echo "$passed $failed $skipped" >"$work/$ver/counts"
	) >"$work/$ver/report" 2>&1 &
done
wait
for ver in $selected; do
	cat "$work/$ver/report"
	if [ -f "$work/$ver/counts" ]; then
		read -r p f s <"$work/$ver/counts"
		passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
	else
		not_ok "$ver: the harness finished"
	fi
done
[ -n "$selected" ] || not_ok "a kernel matches '$*'"
echo "$passed $failed $skipped" >"$counts"
say "$passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
