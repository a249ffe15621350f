#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Install the Debian packages that one or more features of the build need.
#
#   tools/deps/install-deps.sh FEATURE...     e.g. host lint module uml cross bench
#   tools/deps/install-deps.sh all
#
# Each feature's packages are listed one per line in tools/deps/FEATURE.txt.
# Every make target that needs packages calls this script first. Packages
# already installed cost nothing. Missing ones are installed with apt-get
# when we run as root; otherwise the script names them and fails.
#
# Exit status: 0 when everything is installed, 1 otherwise. Callers that may
# skip (outside CI) print the reason; under CI=true every caller fails.
set -eu

here=$(dirname "$0")
[ $# -gt 0 ] || set -- all
if [ "$1" = all ]; then
	set -- $(ls "$here" | sed -n 's/\.txt$//p')
fi

want=""
for feature in "$@"; do
	list="$here/$feature.txt"
	if [ ! -f "$list" ]; then
		echo "install-deps: unknown feature '$feature' (no $list)" >&2
		exit 2
	fi
	want="$want $(grep -v '^#' "$list" | tr '\n' ' ')"
done

missing=""
for pkg in $(printf '%s\n' $want | sort -u); do
	status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
	[ "$status" = installed ] || missing="$missing $pkg"
done
[ -n "$missing" ] || exit 0

if [ "$(id -u)" != 0 ]; then
	echo "install-deps: missing Debian packages:$missing" >&2
	echo "install-deps: run 'sudo $0 $*' once" >&2
	exit 1
fi

echo "install-deps: installing$missing"
export DEBIAN_FRONTEND=noninteractive
# One apt run at a time, also when make runs targets in parallel.
exec 9>/tmp/kcrypto-install-deps.lock
flock 9
stamp=/var/lib/apt/periodic/kcrypto-update-stamp
if [ ! -f "$stamp" ] || [ -n "$(find "$stamp" -mmin +360 2>/dev/null)" ]; then
	apt-get -o DPkg::Lock::Timeout=600 update -q >/dev/null
	mkdir -p "$(dirname "$stamp")" && touch "$stamp"
fi
# shellcheck disable=SC2086
apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends \
	$missing >/tmp/kcrypto-install-deps.log 2>&1 || {
	tail -20 /tmp/kcrypto-install-deps.log >&2
	echo "install-deps: apt-get failed for:$missing" >&2
	exit 1
}
