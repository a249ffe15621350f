#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The guest side of tools/clients/uml-clients.sh, run inside UML by the init
# of tools/uml/init.c (--run) once our modules are loaded. The root file
# system is the host's / through hostfs, mounted read-only: this script
# mounts sysfs and tmpfs over the places the tools write to, the checkout
# (hostfs, read-only) at its own path over those, runs
# clients.sh on the UML disks ubda (btrfs) and ubdb (dm-verity), and writes
# its output and the kernel log to the third disk, ubdc, which the host
# reads back. Nothing is written to the host's files but those disks.
#
#   (init) tools/clients/uml-guest.sh PARTS IMPL
#
# PARTS is clients.sh's CLIENTS_PARTS with commas, IMPL its CLIENTS_IMPL.
# Exits with clients.sh's status.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
checkout=$(cd "$here/../.." && pwd)
export PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp TMPDIR=/tmp LC_ALL=C
mount -t sysfs sysfs /sys
mkdir -p /dev/shm
for dir in /tmp /run /var/tmp /dev/shm; do
	mount -t tmpfs -o mode=1777 tmpfs "$dir"
done
mkdir -p /run/lock
# The checkout again, through hostfs at its own path: a clone under /tmp
# or /run is hidden by the tmpfs mounts above.
mkdir -p "$checkout"
mount -r -t hostfs -o "$checkout" none "$checkout"

status=0
CLIENTS_WORK=/tmp/clients CLIENTS_DISKS="/dev/ubda /dev/ubdb" \
	CLIENTS_PARTS=$1 CLIENTS_IMPL=$2 CLIENTS_EXPECT_EXTRA_TESTS=1 \
	"$here/clients.sh" >/tmp/clients.log 2>&1 || status=$?
{
	cat /tmp/clients.log
	echo "=== dmesg"
	dmesg
} >/tmp/out
dd if=/tmp/out of=/dev/ubdc bs=64k conv=fsync 2>/dev/null
exit $status
