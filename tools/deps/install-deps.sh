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
# A list with a line "@from SUITE VERSION" names packages of another
# Debian suite (linux-7.3.txt: Debian's 7.3 kernel from trixie-backports).
# Those are not installed: they are fetched at exactly VERSION with a
# private apt configuration (under the kernel cache, tools/kcache), whose
# one source is the mirror this machine's own apt sources use for Debian,
# with SUITE in place of this release's codename, signed by Debian's
# archive keyring; then unpacked with dpkg-deb -x into
#   $(kcache_root)/deb/PACKAGE/       (.version holds VERSION)
# The machine's apt sources and package state are left as they are.
#
#   tools/deps/install-deps.sh --where PACKAGE
#	prints that directory (after fetching the feature that lists it)
#
# Exit status: 0 when everything is installed, 1 otherwise. Callers that may
# skip (outside CI) print the reason; under CI=true every caller fails.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
# shellcheck source=tools/kcache/kcache.sh
. "$top/tools/kcache/kcache.sh"

# The list file that names package $1.
list_of() {
	grep -l -x -e "$1" -e "$1:[a-z0-9]*" "$here"/*.txt | head -n 1
}

if [ "${1:-}" = --where ]; then
	list=$(list_of "$2") || { echo "install-deps: no list names $2" >&2; exit 2; }
	"$0" "$(basename "$list" .txt)" >&2 || exit 1
	echo "$(kcache_root)/deb/$2"
	exit 0
fi

# The URI of the Debian archive in this machine's apt sources.
debian_mirror() {
	codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
	# shellcheck disable=SC2016 # apt's own $(FIELD) syntax
	apt-get indextargets --format '$(REPO_URI)|$(CODENAME)|$(LABEL)' |
		awk -F'|' -v c="$codename" '$2 == c && $3 == "Debian" {
			print $1; exit }'
}

# fetch LIST: the packages of an "@from" list, each unpacked once per version.
fetch() {
	from=$1
	# shellcheck disable=SC2046 # two words: the suite and the version
	set -- $(sed -n 's/^@from //p' "$from")
	suite=$1 version=$2
	root=$(kcache_root)
	want=$(grep -v -e '^#' -e '^@' "$from")
	todo=""
	for pkg in $want; do
		name=${pkg%%:*}
		[ "$(cat "$root/deb/$name/.version" 2>/dev/null)" = "$version" ] ||
			todo="$todo $pkg"
	done
	[ -n "$todo" ] || return 0
	mirror=$(debian_mirror)
	if [ -z "$mirror" ]; then
		echo "install-deps: no Debian archive in this machine's apt sources" >&2
		return 1
	fi
	keyring=/usr/share/keyrings/debian-archive-keyring.gpg
	[ -f "$keyring" ] || {
		echo "install-deps: no $keyring (debian-archive-keyring)" >&2
		return 1
	}
	apt=$root/apt-$suite
	mkdir -p "$apt/lists/partial" "$apt/archives/partial" "$root/deb"
	echo "deb [signed-by=$keyring] $mirror $suite main" >"$apt/sources.list"
	set -- -o Dir::Etc::SourceList="$apt/sources.list" \
		-o Dir::Etc::SourceParts=/dev/null \
		-o Dir::Etc::Preferences=/dev/null \
		-o Dir::Etc::PreferencesParts=/dev/null \
		-o Dir::State::Lists="$apt/lists" \
		-o Dir::State::status=/dev/null \
		-o Dir::Cache="$apt" -o Dir::Cache::archives="$apt/archives" \
		-o APT::Architectures::=amd64 -o APT::Architectures::=arm64 \
		-o Acquire::Languages=none
	exec 8>"$apt.lock"
	flock 8
	echo "install-deps: fetching$todo from $suite ($version)"
	apt-get "$@" update -q >"$apt/update.log" 2>&1 || {
		tail -5 "$apt/update.log" >&2
		echo "install-deps: apt-get update of $suite failed" >&2
		return 1
	}
	for pkg in $todo; do
		name=${pkg%%:*}
		rm -f "$apt/archives/${name}_"*.deb
		(cd "$apt/archives" && apt-get "$@" download -q "$pkg=$version") \
			>"$apt/download.log" 2>&1 || {
			tail -5 "$apt/download.log" >&2
			echo "install-deps: cannot download $pkg=$version from $suite" >&2
			return 1
		}
		rm -rf "$root/deb/$name" "$root/deb/$name.tmp"
		dpkg-deb -x "$apt/archives/${name}_"*.deb "$root/deb/$name.tmp"
		echo "$version" >"$root/deb/$name.tmp/.version"
		mv "$root/deb/$name.tmp" "$root/deb/$name"
		rm -f "$apt/archives/${name}_"*.deb
	done
}

[ $# -gt 0 ] || set -- all
if [ "$1" = all ]; then
	set -- $(ls "$here" | sed -n 's/\.txt$//p')
fi

want=""
fetched=""
for feature in "$@"; do
	list="$here/$feature.txt"
	if [ ! -f "$list" ]; then
		echo "install-deps: unknown feature '$feature' (no $list)" >&2
		exit 2
	fi
	if grep -q '^@from ' "$list"; then
		fetched="$fetched $list"
		continue
	fi
	want="$want $(grep -v '^#' "$list" | tr '\n' ' ')"
done

missing=""
for pkg in $(printf '%s\n' $want | sort -u); do
	status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
	[ "$status" = installed ] || missing="$missing $pkg"
done
if [ -z "$missing" ]; then
	for list in $fetched; do
		fetch "$list" || exit 1
	done
	exit 0
fi

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
for list in $fetched; do
	fetch "$list" || exit 1
done
