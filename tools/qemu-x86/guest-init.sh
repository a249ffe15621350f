#!/bin/busybox sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
# shellcheck shell=dash
#
# /init of the initramfs that tools/qemu-x86/debian-kernels.sh boots in
# Debian's own kernels under qemu-system-x86_64. Not run by hand: the host
# script puts it into the initramfs with busybox (static), the Debian
# modules in /lib/kcrypto-boot/ (loaded in the order of its "order" file),
# our modules in /lib/kcrypto/ (ditto) and /kcrypto.env, which sets
#   CLIENTS       the client script's path on the host (tools/clients/clients.sh)
#   CHECKOUT      the checkout's path on the host, shared as "checkout"
#   CLIENTS_ENV   "NAME=VALUE ..." passed on to it (CLIENTS_PARTS, ...)
#   CLIENTS_SECS  its time limit
#   LOW_PRIORITY  the priority= our driver modules are reloaded with
# and the test module tools/qemu-x86/shash-alloc/ in /lib/kcrypto-test/.
#
# It loads the Debian modules, mounts the host's root (virtio-9p, read-only)
# on /host with /proc, /sys, /dev and tmpfs on /tmp, /run and /boot (with
# the kernel's config, /config in the initramfs) over it, then the
# checkout (a second 9p share) at its own path over those,
# insmods our modules, runs the client script chrooted into /host, loads
# the kernel's own drivers to compare, asks the test module who answers by
# name, and where the kernel has *-lib drivers does that again with our
# driver modules reloaded at a priority below theirs, rmmods
# our modules in reverse order, prints the kernel log and the taint flags and
# powers off. Every line for the host starts with "kcrypto-guest: "; the
# client script's output comes between "clients begin" and "clients end".
# The console shows only emergency messages while the clients run (so that
# kernel lines cannot cut into theirs); the host judges the kernel log that
# comes at the end.

/bin/busybox --install -s /bin
export PATH=/bin
say() { echo "kcrypto-guest: $*"; }
stamp() { echo "kcrypto-guest: at $(cut -d" " -f1 /proc/uptime) s: $*"; }

mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
# shellcheck source=/dev/null
. /kcrypto.env
say "kernel $(uname -r), $(grep -c ^processor /proc/cpuinfo) CPUs"
say "cpu flags: $(grep -m1 '^flags' /proc/cpuinfo | sed 's/^[^:]*: //')"

# Nothing is loaded behind our back: a request_module() from the kernel
# is logged and refused (the host lists it).
printf '#!/bin/sh\necho "kcrypto-guest: request_module $*" >/dev/kmsg\nexit 1\n' \
	>/bin/kcrypto-modprobe
chmod 755 /bin/kcrypto-modprobe
echo /bin/kcrypto-modprobe >/proc/sys/kernel/modprobe

for m in $(cat /lib/kcrypto-boot/order); do
	insmod "/lib/kcrypto-boot/$m.ko" || say "boot module $m: insmod failed"
done

mkdir -p /host
if ! mount -t 9p -o trans=virtio,version=9p2000.L,msize=512000,cache=loose,ro \
	hostroot /host; then
	say "cannot mount the host root over 9p"
	poweroff -f
fi
mount -t proc proc /host/proc
mount -t sysfs sysfs /host/sys
mount -t devtmpfs devtmpfs /host/dev
mkdir -p /host/dev/shm
mount -t tmpfs tmpfs /host/dev/shm
ln -sf /proc/self/fd /host/dev/fd
mount -t tmpfs -o mode=1777 tmpfs /host/tmp
mount -t tmpfs -o mode=755 tmpfs /host/run
mkdir -p /host/run/lock /host/run/cryptsetup
# The kernel's own config where Debian keeps it (the host may lack it).
mount -t tmpfs -o mode=755 tmpfs /host/boot
cp /config "/host/boot/config-$(uname -r)"
# The checkout, shared on its own and mounted where it is on the host: a
# clone under /tmp, /run or /boot is hidden by the tmpfs mounts above.
mkdir -p "/host$CHECKOUT"
if ! mount -t 9p -o trans=virtio,version=9p2000.L,msize=512000,cache=loose,ro \
	checkout "/host$CHECKOUT"; then
	say "cannot mount the checkout $CHECKOUT over 9p"
	poweroff -f
fi

echo 1 >/proc/sys/kernel/printk
loaded=
for m in $(cat /lib/kcrypto/order); do
	if out=$(insmod "/lib/kcrypto/$m.ko" 2>&1); then
		say "insmod $m: ok"
		loaded="$m $loaded"
	else
		say "insmod $m: failed: $out"
	fi
done
# name driver module priority selftest, the highest priority first
drivers() {
	awk -F' *: ' '$1 == "name" { n = $2 } $1 == "driver" { d = $2 }
		$1 == "module" { m = $2 } $1 == "priority" { p = $2 }
		$1 == "selftest" { s = $2 }
		/^$/ { print n, d, m, p, s; n = d = m = p = s = "" }' /proc/crypto |
		grep -E '^(sha224|sha256|sha384|sha512|hmac\(sha(224|256|384|512)\)|blake2b-[0-9]+|sha3-(224|256|384|512)|hmac\(sha3-(224|256|384|512)\)) ' |
		sort -k1,1 -k4,4nr | sed "s/^/kcrypto-guest: $1 /"
}
drivers " "

stamp "modules loaded"
say "clients begin"
rc=0
# shellcheck disable=SC2086
timeout "$CLIENTS_SECS" chroot /host /usr/bin/env -i HOME=/tmp TERM=dumb \
	PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
	CLIENTS_WORK=/tmp/kcrypto-clients $CLIENTS_ENV \
	/bin/sh "$CLIENTS" </dev/null 2>&1 || rc=$?
say "clients end: status $rc"
stamp "clients done"

# Who would win if the kernel's own drivers were loaded as well (the
# Debian modules in /lib/kcrypto-compare/: sha256_ssse3, blake2b_generic,
# sha3_generic on 6.1, sha3 on 7.3). They stay loaded for the second run
# at priority=$LOW_PRIORITY below, which compares with them too.
cmp=
for m in $(cat /lib/kcrypto-compare/order); do
	insmod "/lib/kcrypto-compare/$m.ko" && cmp="$m $cmp"
done
drivers "with the kernel's drivers:"

# Who answers crypto_alloc_shash() by name, and does it work: the test
# module tools/qemu-x86/shash-alloc/ logs one line per check with the word
# $1 (module parameter tag=), repeated here for the host.
alloc_run() {
	if out=$(insmod /lib/kcrypto-test/shash_alloc.ko tag="$1" 2>&1); then
		rmmod shash_alloc
	else
		say "alloc $1: insmod failed: $out"
	fi
	dmesg | sed -n "s/^\[[ 0-9.]*\] shash_alloc: $1: /kcrypto-guest: alloc $1: /p"
}
alloc_run default

# Whatever the clients left behind would hold our modules.
for m in $(grep -o '/host/[^ ]*' /proc/mounts | sort -r); do
	case $m in
	/host/proc | /host/sys | /host/dev* | /host/tmp | /host/run | /host/boot) ;;
	*) umount "$m" && say "left mounted by the clients: $m" ;;
	esac
done
for d in /sys/block/dm-*; do
	[ -e "$d" ] || continue
	say "device-mapper devices left by the clients: $(cd /sys/block && echo dm-*)"
	chroot /host dmsetup remove_all
	break
done

# Where the kernel has its own *-lib drivers (6.17+, at priority 300), our
# driver modules again with priority=$LOW_PRIORITY, below them: the
# kernel's must answer now.
if grep -q '^driver *: sha256-lib$' /proc/crypto; then
	for m in $loaded; do
		case $m in
		*_shash) ;;
		*) continue ;;
		esac
		if out=$({ rmmod "$m" &&
			insmod "/lib/kcrypto/$m.ko" priority="$LOW_PRIORITY"; } 2>&1); then
			say "reload $m priority=$LOW_PRIORITY: ok"
		else
			say "reload $m priority=$LOW_PRIORITY: failed: $out"
		fi
	done
	drivers "with priority=$LOW_PRIORITY:"
	alloc_run low
fi
for m in $cmp; do
	rmmod "$m"
done
for m in $loaded; do
	if out=$(rmmod "$m" 2>&1); then
		say "rmmod $m: ok"
	else
		say "rmmod $m: failed: $out"
	fi
done
say "modules left: $(awk '$1 ~ /^kcrypto_/ { printf " %s", $1 }' /proc/modules)"
stamp "modules unloaded"
say "dmesg begin"
dmesg
say "dmesg end"
say "tainted: $(cat /proc/sys/kernel/tainted)"
say "done"
umount /host/boot /host/run /host/tmp /host/dev/shm /host/dev /host/sys /host/proc 2>/dev/null
poweroff -f
