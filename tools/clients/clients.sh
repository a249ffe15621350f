#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Drive kcrypto's crypto API drivers through clients that nobody here wrote:
# the kernel's crypto self-tests, AF_ALG (Debian's kcapi-dgst and Python's
# socket.AF_ALG), btrfs and dm-verity. Runs as root inside a booted kernel
# (UML: tools/clients/uml-clients.sh; qemu: tools/qemu-x86/) with our
# modules loaded, Debian's userland at the usual paths, /proc, /sys and
# /dev mounted:
#
#   CLIENTS_WORK=/tmp/clients tools/clients/clients.sh
#   CLIENTS_WORK=/tmp/clients CLIENTS_PARTS=afalg tools/clients/clients.sh
#
# Parts (CLIENTS_PARTS, space or comma separated; default all, in order):
#   selftest  /proc/crypto lists every kcrypto driver with "selftest :
#             passed", testmgr logged nothing about them, the extra
#             self-tests were on (kernel config)
#   afalg     kcapi-dgst and Python hash files of 0, 1, 55, 56, 111, 112,
#             127, 128, 129, 4095, 4096, 4097 and 1 MiB + 3 bytes (55/56
#             and 111/112: where SHA-256's and SHA-512's padding takes one
#             more block), and of one byte below, at and above each SHA-3
#             rate (72, 104, 136, 144), through each driver by driver name,
#             keyed too; the digests equal b2sum -l, sha224sum, sha256sum,
#             sha384sum, sha512sum, openssl dgst -hmac, openssl dgst
#             -sha3-N and rhash --sha3-N (which must agree), Python's
#             hashlib (keyed BLAKE2b) and hmac; accept() clones; a 65-byte BLAKE2b key gives
#             EINVAL, HMAC keys of 0 and 1000 bytes work, HMAC without a key
#             gives ENOKEY. kcapi-dgst takes keys of up to 32 bytes only.
#   btrfs     mkfs.btrfs --csum blake2, mount (the log names our driver),
#             write, read back, scrub clean; then one flipped byte in a data
#             extent: scrub reports it and reading the file gives EIO
#   verity    veritysetup format/open with sha256, then sha512 (our
#             driver's refcnt rises), the device reads back equal; one
#             flipped data byte gives EIO on its block
#
# Other knobs:
#   CLIENTS_WORK   scratch directory on a tmpfs (required)
#   CLIENTS_DISKS  "BTRFS VERITY": two spare block devices of at least 256
#                  and 32 MiB, overwritten; default: loop devices over files
#                  in CLIENTS_WORK
#   CLIENTS_IMPL   drivers are "<alg>-IMPL" (default kcrypto, with an arch
#                  suffix allowed); "generic" points the checks at the
#                  kernel's own drivers, to try the checks themselves
#   CLIENTS_EXPECT_EXTRA_TESTS=1  fail unless the kernel config shows the
#                  extra self-tests on (else that check is a skip)
#
# Prints one line per check, "ok N - name", "not ok N - name" or "ok N -
# name # SKIP why", diagnostics as "# ...", and last exactly one line
# "clients: N passed, N failed, N skipped". Exit status 0 only when nothing
# failed.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
: "${CLIENTS_WORK:?set CLIENTS_WORK to a scratch directory (tmpfs)}"
parts=$(echo "${CLIENTS_PARTS:-selftest afalg btrfs verity}" | tr ',' ' ')
impl=${CLIENTS_IMPL:-kcrypto}
work=$CLIENTS_WORK
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
export LC_ALL=C DM_DISABLE_UDEV=1

algs="blake2b-160 blake2b-256 blake2b-384 blake2b-512 sha224 sha256"
algs="$algs sha384 sha512 hmac(sha224) hmac(sha256) hmac(sha384)"
algs="$algs hmac(sha512) sha3-224 sha3-256 sha3-384 sha3-512"
lengths="0 1 55 56 71 72 73 103 104 105 111 112 127 128 129 135 136 137"
lengths="$lengths 143 144 145 4095 4096 4097 1048579"
nlengths=$(($(echo "$lengths" | wc -w)))

# Each part runs in a subshell with "set -e" and prints unnumbered lines,
# "ok NAME", "not ok NAME", "ok NAME # SKIP WHY", anything else being a
# diagnostic; the main loop numbers and counts them (see run_part).
ok() { echo "ok $1"; }
not_ok() { echo "not ok $1"; }
skip() { echo "ok $1 # SKIP $2"; }
diag() { echo "$*" | sed 's/^/# /'; }
# check NAME CMD...: one line, ok when CMD succeeds.
check() {
	name=$1
	shift
	if "$@"; then ok "$name"; else not_ok "$name"; fi
}
# Lines of the kernel log after the marker "clients: MARK" (see mark).
mark() { echo "clients: $1" >/dev/kmsg; }
log_since() { dmesg | sed -n "/clients: $1\$/,\$p"; }
drop_caches() { sync; echo 3 >/proc/sys/vm/drop_caches; }
hex() { od -An -v -tx1 "$1" | tr -d ' \n'; }

# /proc/crypto, one line per algorithm:
# name driver module priority refcnt selftest type
crypto_table() {
	awk -F' *: ' '
	function out() {
		if (drv != "")
			print name, drv, mod, prio, ref, st, type
		name = drv = mod = prio = ref = st = type = ""
	}
	$1 == "name" { name = $2 } $1 == "driver" { drv = $2 }
	$1 == "module" { mod = $2 } $1 == "priority" { prio = $2 }
	$1 == "refcnt" { ref = $2 } $1 == "selftest" { st = $2 }
	$1 == "type" { type = $2 } /^$/ { out() } END { out() }' /proc/crypto
}

# The driver name we expect for ALG: ours is "<stem>-kcrypto" or
# "<stem>-kcrypto-<arch>", with hmac(sha256) -> hmac-sha256; it must be in
# /proc/crypto. With CLIENTS_IMPL=generic: the kernel's generic driver.
driver() {
	if [ "$impl" != kcrypto ]; then
		echo "$1" | sed "s/^hmac(\(.*\))\$/hmac(\1-$impl)/; t; s/\$/-$impl/"
		return
	fi
	stem=$(echo "$1" | sed 's/^hmac(\(.*\))$/hmac-\1/')-kcrypto
	crypto_table | awk -v a="$1" -v s="$stem" '
		$1 == a && ($2 == s || index($2, s "-") == 1) { print $2; exit }'
}

refcnt() { crypto_table | awk -v d="$1" '$2 == d { print $5; exit }'; }

need() {
	for tool; do
		command -v "$tool" >/dev/null 2>&1 || {
			not_ok "$part: $tool is installed"
			return 1
		}
	done
}

part_selftest() {
	table=$(crypto_table)
	diag "$(echo "$table" | grep -e "-$impl" || echo "no -$impl drivers")"
	for alg in $algs; do
		d=$(driver "$alg")
		line=$(echo "$table" | awk -v d="$d" '$2 == d')
		if [ -z "$d" ] || [ -z "$line" ]; then
			not_ok "selftest: $alg: a -$impl driver is registered"
			continue
		fi
		# shellcheck disable=SC2086
		set -- $line
		if [ "$6" = passed ] && [ "$7" = shash ]; then
			ok "selftest: $alg: $d ($3, priority $4) selftest passed"
		else
			not_ok "selftest: $alg: $d: selftest '$6', type '$7'"
		fi
	done
	count=$(echo "$table" | awk -v s="-$impl" 'index($2, s)' | wc -l)
	if [ "$impl" != kcrypto ]; then
		skip "selftest: no other -$impl drivers" "CLIENTS_IMPL=$impl"
	else
		want=$(echo "$algs" | wc -w)
		check "selftest: exactly $want -kcrypto drivers (found $count)" \
			[ "$count" -eq "$want" ]
	fi
	# testmgr logs a failed test or a skipped comparison as "alg: ...".
	complaints=$(dmesg | grep -e '\balg: ' | grep -e "-$impl" || true)
	[ -z "$complaints" ] || diag "$complaints"
	check "selftest: the kernel log has no testmgr line about a -$impl driver" \
		[ -z "$complaints" ]

	# Are the extra (fuzzing, compare-with-generic) tests on?
	config=
	if [ -r /proc/config.gz ]; then
		config=$(zcat /proc/config.gz)
		from=/proc/config.gz
	elif [ -r "/boot/config-$(uname -r)" ]; then
		config=$(cat "/boot/config-$(uname -r)")
		from=/boot/config-$(uname -r)
	fi
	params=
	for p in notests noextratests; do
		f=/sys/module/cryptomgr/parameters/$p
		[ ! -r "$f" ] || params="$params cryptomgr.$p=$(cat "$f")"
	done
	[ -z "$params" ] || diag "module parameters:$params"
	# testmgr says so at boot, when the extra tests are built in.
	banner=$(dmesg | grep -e 'alg: extra crypto tests enabled' || true)
	diag "${banner:-no 'extra crypto tests enabled' line in the kernel log}"
	# CONFIG_CRYPTO_SELFTESTS_FULL is their name in 7.3 (Debian has it off).
	extra=no
	if echo "$config" | grep -qx -e 'CONFIG_CRYPTO_MANAGER_EXTRA_TESTS=y' \
		-e 'CONFIG_CRYPTO_SELFTESTS_FULL=y' &&
	   ! echo "$config" | grep -qx 'CONFIG_CRYPTO_MANAGER_DISABLE_TESTS=y' &&
	   ! echo "$params" | grep -q '=Y'; then
		extra=yes
	fi
	if [ $extra = yes ]; then
		ok "selftest: extra self-tests on ($from, cryptomgr parameters)"
	elif [ "${CLIENTS_EXPECT_EXTRA_TESTS:-0}" = 1 ]; then
		not_ok "selftest: extra self-tests on (${from:-no kernel config})"
	else
		what=$(echo "$config" | grep -e 'CRYPTO_MANAGER_DISABLE_TESTS' \
			-e 'CRYPTO_MANAGER_EXTRA_TESTS' -e 'CRYPTO_SELFTESTS' |
			tr '\n' ' ')
		skip "selftest: extra self-tests on" \
			"${from:-no kernel config}: ${what:-not found}"
	fi
}

part_afalg() {
	need kcapi-dgst python3 b2sum sha224sum sha256sum sha384sum sha512sum \
		openssl rhash || return 0
	dir=$work/afalg
	rm -rf "$dir"
	mkdir -p "$dir/files" "$dir/keys"
	# From 7.3, AF_ALG binds only an allowlist of algorithm names unless
	# /proc/sys/crypto/af_alg_restrict is 0 (Documentation/admin-guide/
	# sysctl/crypto.rst): the default answers a driver name, or blake2b-*,
	# with ENOENT. Under it, sha256 by name must still reach the winner
	# and agree with sha256sum; then the part lifts the restriction to
	# reach each driver by its name, and puts it back at the end.
	restrict=$(cat /proc/sys/crypto/af_alg_restrict 2>/dev/null || true)
	if [ -n "$restrict" ] && [ "$restrict" != 0 ]; then
		head -c 1000 /dev/urandom >"$dir/files/restricted"
		got=$(kcapi-dgst -c sha256 --hex -i "$dir/files/restricted" 2>&1 </dev/null) || true
		want=$(sha256sum <"$dir/files/restricted" | cut -d' ' -f1)
		[ "$got" = "$want" ] || diag "kcapi-dgst -c sha256: got $got want $want"
		check "afalg: af_alg_restrict=$restrict: sha256 by name agrees with sha256sum" \
			[ "$got" = "$want" ]
		echo 0 >/proc/sys/crypto/af_alg_restrict ||
			not_ok "afalg: af_alg_restrict=0 for the driver names"
		rm "$dir/files/restricted"
	fi
	files=
	for len in $lengths; do
		head -c "$len" /dev/urandom >"$dir/files/$len"
		files="$files $dir/files/$len"
	done
	# kcapi-dgst --keyfd takes the key up to the first NUL byte (and a
	# newline may end it): random keys without those two bytes.
	for k in 0 1 16 32 64 65 1000; do
		head -c 8192 /dev/urandom | tr -d '\000\n' | head -c "$k" \
			>"$dir/keys/k$k"
		[ "$(wc -c <"$dir/keys/k$k")" -eq "$k" ]
	done
	# One line per driver and key, "ALG DRIVER KEY", and the reference
	# digests "ALG KEY LEN HEX DRIVER", one tool run per line of variants
	# (every process costs in UML).
	: >"$dir/variants"
	: >"$dir/refs"
	for alg in $algs; do
		d=$(driver "$alg")
		if [ -z "$d" ]; then
			not_ok "afalg: $alg: a -$impl driver is registered"
			continue
		fi
		case $alg in
		blake2b-*) keys="- k1 k32 k64" ;;
		hmac*) keys="k0 k16 k32 k1000" ;;
		*) keys=- ;;
		esac
		for key in $keys; do
			echo "$alg $d $key" >>"$dir/variants"
			# shellcheck disable=SC2086
			ref "$alg" "$key" $files | sed \
				"s|^\([0-9a-f]*\) .*/\([0-9]*\)\$|$alg $key \2 \1 $d|" \
				>>"$dir/refs"
		done
	done
	if [ "$(wc -l <"$dir/refs")" -ne \
	     $(($(wc -l <"$dir/variants") * nlengths)) ]; then
		diag "$(cat "$dir/refs")"
		not_ok "afalg: reference digests for every driver, key and length"
		return 0
	fi

	# kcapi-dgst, one line per driver and key. Its --keyfd reads at most
	# 32 key bytes (a longer key is cut silently): longer keys, and the
	# 65-byte BLAKE2b key, go through Python only.
	cur='' prev='' bad=''
	while read -r alg key len want d; do
		if [ "$d key=$key" != "$cur" ]; then
			[ -z "$prev" ] || check "afalg: kcapi-dgst $prev: $nlengths lengths" \
				[ -z "$bad" ]
			cur="$d key=$key" prev=$cur bad=''
			case $key in
			k64 | k1000)
				skip "afalg: kcapi-dgst $prev" \
					"kcapi-dgst --keyfd reads only 32 bytes"
				prev=''
				;;
			esac
		fi
		[ -n "$prev" ] || continue
		if [ "$key" = - ]; then
			got=$(kcapi-dgst -c "$d" --hex -i "$dir/files/$len" \
				2>&1 </dev/null) || true
		else
			got=$(kcapi-dgst -c "$d" --hex --keyfd 3 \
				-i "$dir/files/$len" 2>&1 \
				3<"$dir/keys/$key" </dev/null) || true
		fi
		[ "$got" = "$want" ] || {
			bad=1
			diag "$len: got $got want $want"
		}
	done <"$dir/refs"
	[ -z "$prev" ] || check "afalg: kcapi-dgst $prev: $nlengths lengths" [ -z "$bad" ]

	# Python's socket.AF_ALG.
	# It must exit 0 and report every line of variants twice (all lengths,
	# and the accept() clone): a crash midway fails here, by count.
	rc=0
	python3 "$here/afalg.py" "$dir/variants" "$dir/refs" "$dir/files" \
		"$dir/keys" >"$dir/python.out" 2>&1 || rc=$?
	sed 's/^\(not \)\{0,1\}ok /&afalg: /' "$dir/python.out"
	check "afalg: python AF_ALG exited with status 0 (got $rc)" [ $rc = 0 ]
	nvar=$(wc -l <"$dir/variants")
	nlen=$(grep -Ec '^(not )?ok python AF_ALG .*: [0-9]+ lengths$' \
		"$dir/python.out")
	nclone=$(grep -Ec '^(not )?ok python AF_ALG .*: accept\(\) clone$' \
		"$dir/python.out")
	[ "$nlen" = "$nvar" ] && [ "$nclone" = "$nvar" ] ||
		diag "python AF_ALG: $nlen length lines, $nclone clone lines, $nvar variants"
	check "afalg: python AF_ALG reported each of the $nvar drivers and keys" \
		test "$nvar" -gt 0 -a "$nlen" = "$nvar" -a "$nclone" = "$nvar"
	if [ -n "$restrict" ] && [ "$restrict" != 0 ]; then
		echo "$restrict" >/proc/sys/crypto/af_alg_restrict
	fi
}

# ref ALG KEY FILE...: "HEX ... FILE" lines, the digests from tools that are
# not the kernel: coreutils, openssl, rhash, Python's hashlib for keyed
# BLAKE2b. SHA-3: the lines on which openssl and rhash agree; a file they
# disagree on has none, which the count of reference digests catches.
ref() {
	alg=$1 key=$2
	shift 2
	case $alg in
	blake2b-*)
		if [ "$key" = - ]; then
			b2sum -l "${alg#blake2b-}" "$@"
		else
			python3 -c 'import hashlib, sys
key = open(sys.argv[2], "rb").read()
for path in sys.argv[3:]:
    data = open(path, "rb").read()
    print(hashlib.blake2b(data, key=key, digest_size=int(sys.argv[1]) // 8)
          .hexdigest(), path)' "${alg#blake2b-}" "$dir/keys/$key" "$@"
		fi
		;;
	sha224 | sha256 | sha384 | sha512) "${alg}sum" "$@" ;;
	sha3-*)
		openssl dgst "-$alg" -r "$@" | sed 's/ \*/ /' >"$dir/ref.openssl"
		rhash "--$alg" "$@" | sed 's/  */ /' >"$dir/ref.rhash"
		grep -v -x -F -f "$dir/ref.openssl" "$dir/ref.rhash" |
			sed 's/^/# rhash disagrees with openssl: /' >&2 || :
		grep -x -F -f "$dir/ref.rhash" "$dir/ref.openssl" || :
		;;
	hmac*)
		h=${alg#hmac(}
		h=${h%)}
		if [ -s "$dir/keys/$key" ]; then
			openssl dgst "-$h" -mac HMAC \
				-macopt "hexkey:$(hex "$dir/keys/$key")" -r "$@"
		else
			openssl dgst "-$h" -hmac '' -r "$@"
		fi
		;;
	esac
}

# Find the 32 bytes of FILE at OFFSET on DEV (exactly once), flip the first
# one there; prints the device offset.
flip_copy() {
	python3 - "$@" <<'EOF'
import os, sys
dev, path, off = sys.argv[1], sys.argv[2], int(sys.argv[3])
with open(path, 'rb') as f:
    f.seek(off)
    needle = f.read(32)
with open(dev, 'r+b') as f:
    disk = f.read()
    at = disk.find(needle)
    if at < 0 or disk.find(needle, at + 1) >= 0:
        sys.exit('%s: found %d times' % (dev, disk.count(needle)))
    f.seek(at)
    f.write(bytes([disk[at] ^ 0xff]))
    f.flush()
    os.fsync(f.fileno())
print(at)
EOF
}

# Flip the byte at OFFSET on DEV.
flip_at() {
	python3 - "$1" "$2" <<'EOF'
import os, sys
with open(sys.argv[1], 'r+b') as f:
    f.seek(int(sys.argv[2]))
    b = f.read(1)
    f.seek(int(sys.argv[2]))
    f.write(bytes([b[0] ^ 0xff]))
    f.flush()
    os.fsync(f.fileno())
EOF
}

part_btrfs() {
	need mkfs.btrfs btrfs python3 || return 0
	dev=$disk_btrfs
	mnt=$work/btrfs
	d=$(driver blake2b-256)
	d=${d:-blake2b-256-$impl}
	mkdir -p "$mnt" "$work/btrfs-files"
	# Three files: data extents of 1 MiB + 3 and 5000 bytes, and one
	# small enough to be inline in the metadata.
	head -c 1048579 /dev/urandom >"$work/btrfs-files/big"
	head -c 5000 /dev/urandom >"$work/btrfs-files/mid"
	head -c 100 /dev/urandom >"$work/btrfs-files/small"
	if ! out=$(mkfs.btrfs -f --csum blake2 "$dev" 2>&1); then
		diag "$out"
		not_ok "btrfs: mkfs.btrfs --csum blake2 $dev"
		return 0
	fi
	ok "btrfs: mkfs.btrfs --csum blake2 $dev"
	mark btrfs-mount
	if ! mount -t btrfs "$dev" "$mnt"; then
		not_ok "btrfs: mount"
		return 0
	fi
	log=$(log_since btrfs-mount | grep -i 'btrfs.*checksum' || true)
	diag "$log"
	# Since 6.17 btrfs hashes with the kernel's BLAKE2b library, not the
	# crypto API: its log names the algorithm with no driver, and the
	# checks below test the kernel's code there, not ours.
	if echo "$log" | grep -q 'using blake2b checksum algorithm$'; then
		skip "btrfs: the kernel log names $d as the checksum driver" \
			"this kernel's btrfs calls its own BLAKE2b library, not a crypto API driver"
	else
		check "btrfs: the kernel log names $d as the checksum driver" \
			sh -c 'echo "$1" | grep -q -e "($2)"' - "$log" "$d"
	fi
	cp "$work"/btrfs-files/* "$mnt/"
	sync
	umount "$mnt"
	drop_caches
	mount -t btrfs "$dev" "$mnt"
	check "btrfs: files read back equal after a remount" \
		diff -r "$work/btrfs-files" "$mnt"
	out=$(btrfs scrub start -B "$mnt" 2>&1) && status=0 || status=$?
	diag "$out"
	check "btrfs: scrub clean" \
		sh -c '[ "$1" = 0 ] && echo "$2" | grep -q "no errors found"' \
		- "$status" "$out"
	umount "$mnt"

	# One flipped byte in the data extent of "big".
	if ! at=$(flip_copy "$dev" "$work/btrfs-files/big" 8192); then
		not_ok "btrfs: find the data of big on $dev"
		return 0
	fi
	ok "btrfs: flipped the byte at $dev offset $at (big, file offset 8192)"
	drop_caches
	mark btrfs-corrupt
	mount -t btrfs "$dev" "$mnt"
	out=$(btrfs scrub start -B "$mnt" 2>&1) && status=0 || status=$?
	diag "$out"
	check "btrfs: scrub reports the checksum error (status $status)" \
		sh -c '[ "$1" != 0 ] && echo "$2" | grep -q "csum=1"' \
		- "$status" "$out"
	drop_caches
	out=$(cat "$mnt/big" 2>&1 >/dev/null) && status=0 || status=$?
	diag "$out"
	check "btrfs: reading big fails with EIO" \
		sh -c '[ "$1" != 0 ] && echo "$2" | grep -q "Input/output error"' \
		- "$status" "$out"
	check "btrfs: the other files still read back equal" \
		sh -c 'cmp "$1/mid" "$2/mid" && cmp "$1/small" "$2/small"' \
		- "$work/btrfs-files" "$mnt"
	diag "$(log_since btrfs-corrupt | grep -i 'csum\|checksum' | head -5)"
	umount "$mnt"
}

part_verity() {
	need veritysetup dmsetup python3 || return 0
	verity_hash sha256
	verity_hash sha512
}

# verity_hash HASH: the verity checks with dm-verity hashing by HASH.
verity_hash() {
	h=$1
	dev=$disk_verity
	d=$(driver "$h")
	d=${d:-$h-$impl}
	blocks=4096
	offset=$((blocks * 4096))
	head -c "$offset" /dev/urandom >"$work/verity-data"
	dd if="$work/verity-data" of="$dev" bs=1M conv=fsync 2>/dev/null
	if ! out=$(veritysetup format --hash="$h" --data-blocks=$blocks \
		--hash-offset=$offset "$dev" "$dev" 2>&1); then
		diag "$out"
		not_ok "verity $h: veritysetup format"
		return 0
	fi
	root=$(echo "$out" | sed -n 's/^Root hash:[[:space:]]*//p')
	ok "verity $h: veritysetup format, root hash $root"
	ref0=$(refcnt "$d")
	mark verity-open
	if ! out=$(veritysetup open --hash-offset=$offset "$dev" kcverity \
		"$dev" "$root" 2>&1); then
		diag "$out"
		not_ok "verity $h: veritysetup open"
		return 0
	fi
	ref1=$(refcnt "$d")
	diag "$(dmsetup table kcverity)"
	diag "$(log_since verity-open | grep -v 'clients:')"
	check "verity $h: $d refcnt rose at open ($ref0 -> $ref1)" \
		[ "${ref1:-0}" -gt "${ref0:-0}" ]
	drop_caches
	check "verity $h: the whole device reads back equal" \
		cmp /dev/mapper/kcverity "$work/verity-data"
	veritysetup close kcverity

	flip_at "$dev" $((1234 * 4096 + 100))
	drop_caches
	veritysetup open --hash-offset=$offset "$dev" kcverity "$dev" "$root"
	out=$(dd if=/dev/mapper/kcverity of=/dev/null bs=4096 skip=1234 \
		count=1 iflag=direct 2>&1) && status=0 || status=$?
	diag "$out"
	check "verity $h: block 1234, one byte flipped, reads EIO" \
		sh -c '[ "$1" != 0 ] && echo "$2" | grep -q "Input/output error"' \
		- "$status" "$out"
	check "verity $h: blocks 1233 and 1235 still read" \
		sh -c 'dd if="$1" of=/dev/null bs=4096 skip=1233 count=1 \
			iflag=direct 2>/dev/null &&
		       dd if="$1" of=/dev/null bs=4096 skip=1235 count=1 \
			iflag=direct 2>/dev/null' - /dev/mapper/kcverity
	veritysetup close kcverity
	ref2=$(refcnt "$d")
	check "verity $h: $d refcnt back at close ($ref2)" \
		[ "${ref2:-x}" = "${ref0:-y}" ]
}

mkdir -p "$work"
loops=
disk_btrfs='' disk_verity=''
if [ -n "${CLIENTS_DISKS:-}" ]; then
	# shellcheck disable=SC2086
	set -- $CLIENTS_DISKS
	disk_btrfs=$1 disk_verity=$2
else
	case " $parts " in
	*" btrfs "* | *" verity "*)
		truncate -s 256M "$work/btrfs.img"
		truncate -s 32M "$work/verity.img"
		disk_btrfs=$(losetup -f --show "$work/btrfs.img")
		disk_verity=$(losetup -f --show "$work/verity.img")
		loops="$disk_btrfs $disk_verity"
		;;
	esac
fi

# run_part PART: run part_PART in a subshell that stops at the first
# command that fails unchecked (that is one more failure), then number its
# lines and count them.
n=0 passed=0 failed=0 skipped=0
run_part() {
	set +e
	(
		set -e
		"part_$1"
	) >"$work/$1.out" 2>&1
	status=$?
	set -e
	[ $status = 0 ] || echo "not ok $1: stopped early (status $status)" \
		>>"$work/$1.out"
	while IFS= read -r line; do
		case $line in
		"ok "*" # SKIP "*)
			n=$((n + 1)) skipped=$((skipped + 1))
			echo "ok $n - ${line#ok }"
			;;
		"ok "*)
			n=$((n + 1)) passed=$((passed + 1))
			echo "ok $n - ${line#ok }"
			;;
		"not ok "*)
			n=$((n + 1)) failed=$((failed + 1))
			echo "not ok $n - ${line#not ok }"
			;;
		"#"*) echo "$line" ;;
		*) echo "# $line" ;;
		esac
	done <"$work/$1.out"
}

echo "# kernel $(uname -r), parts: $parts, drivers: -$impl"
for part in $parts; do
	case $part in
	selftest | afalg | btrfs | verity) run_part "$part" ;;
	*)
		n=$((n + 1)) failed=$((failed + 1))
		echo "not ok $n - unknown part '$part'"
		;;
	esac
done
for l in $loops; do
	losetup -d "$l" || true
done
echo "clients: $passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
