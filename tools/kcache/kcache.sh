# SPDX-License-Identifier: GPL-2.0-only OR MIT
# shellcheck shell=sh
#
# The kernel cache, sourced by the scripts that unpack or build a kernel
# tree (tools/uml/kunit.sh, tools/uml/kernel-tree.sh): each unmodified tree
# (the unpacked linux-source-6.12, the UML kernels, the ARM and arm64 test
# kernels, the modules_prepare'd trees) is built once per machine, in a
# cache outside the clone, and every later clone reuses it. An entry is
# named by a key over everything that goes into it (the source package's
# version and tarball, the config fragments' text, the compiler and its
# version, make's arguments, KCACHE_RECIPE), so a changed input builds a
# new entry instead of reusing a stale one. build/... keeps a symlink to
# the entry; kbuild resolves it, so the trees record the entry's own path.
#
# An entry is used only when it is sealed: after a successful build the
# script records the SHA-256 of its main files (.kcache-seal); an entry
# with no seal (a build that died) or whose files no longer match it (a
# corrupt entry) is removed and built again, never used.
#
#   KCRYPTO_CACHE=off       no shared cache: the entries live in the
#                           clone's build/kcache, so a clean clone is cold
#   KCRYPTO_CACHE_DIR=DIR   the cache (default /var/cache/kcrypto where it
#                           can be written, else ~/.cache/kcrypto)
#
# kcache_key WORD...
#	a 16-hex-digit key over the words (pass file contents as words)
# kcache_src_key [VER]
#	the key of Debian's linux-source-VER tarball (version, SHA-256);
#	VER 6.12 (the default) is the installed package, 7.3 the one
#	tools/deps/install-deps.sh linux-7.3 fetched into the cache
# kcache_src_tarball [VER]
#	that tarball's path
# kcache_deb_headers VER ARCH
#	the kernel tree of Debian's linux-headers-VER.*-ARCH package that
#	tools/deps/install-deps.sh linux-VER fetched (.config,
#	Module.symvers, include/config/kernel.release)
# kcache_use LINK NAME KEY
#	point LINK at the entry NAME-KEY, under a lock held until the
#	script exits (shared by the users of a sealed entry, held alone by
#	the one that builds it); exit 0 if it is sealed and intact (use it
#	as it is), 1 if it is new or was removed (build into LINK, then
#	kcache_seal before the next kcache_use)
# kcache_seal LINK FILE...
#	seal the entry behind LINK with the SHA-256 of FILEs (relative to
#	it); keep the two newest entries of the same NAME, remove older ones
# Needs $top.

# shellcheck disable=SC2154 # $top: the caller's
KCACHE_RECIPE=1

kcache_root() {
	if [ "${KCRYPTO_CACHE:-on}" = off ]; then
		echo "$top/build/kcache"
	elif [ -n "${KCRYPTO_CACHE_DIR:-}" ]; then
		echo "$KCRYPTO_CACHE_DIR"
	elif mkdir -p /var/cache/kcrypto 2>/dev/null &&
	     [ -w /var/cache/kcrypto ]; then
		echo /var/cache/kcrypto
	else
		echo "${XDG_CACHE_HOME:-$HOME/.cache}/kcrypto"
	fi
}

kcache_key() {
	printf '%s\n' "recipe $KCACHE_RECIPE" "$@" | sha256sum | cut -c1-16
}

kcache_src_key() {
	_kc_ver=${1:-6.12}
	_kc_tar=$(kcache_src_tarball "$_kc_ver")
	# The tarball's size and time are cheap; its SHA-256 is taken once
	# per tarball and kept beside the cache.
	case $_kc_ver in
	6.12) _kc_pv=$(dpkg-query -W -f '${Version}' linux-source-6.12 2>/dev/null) ;;
	*) _kc_pv=$(cat "${_kc_tar%/usr/src/*}/.version" 2>/dev/null) ;;
	esac
	_kc_id="$_kc_pv $(stat -c '%s %Y' "$_kc_tar")"
	_kc_sum=$(kcache_root)/.tarball-sums
	mkdir -p "$(dirname "$_kc_sum")"
	_kc_sha=$(grep -F "$_kc_id " "$_kc_sum" 2>/dev/null | tail -n 1 |
		sed 's/^.* //')
	if [ -z "$_kc_sha" ]; then
		_kc_sha=$(sha256sum "$_kc_tar" | cut -d' ' -f1)
		echo "$_kc_id $_kc_sha" >>"$_kc_sum"
	fi
	kcache_key "linux-source-$_kc_ver $_kc_id $_kc_sha"
}

kcache_src_tarball() {
	case ${1:-6.12} in
	6.12) echo /usr/src/linux-source-6.12.tar.xz ;;
	*) echo "$(kcache_root)/deb/linux-source-$1/usr/src/linux-source-$1.tar.xz" ;;
	esac
}

kcache_deb_headers() {
	find "$(kcache_root)/deb" -mindepth 4 -maxdepth 4 -type d \
		-path "*/linux-headers-$1.*-$2/usr/src/linux-headers-$1.*-$2" |
		sort | tail -n 1
}

# The lock file descriptors, 3 to 7, one per entry a script holds (the
# scripts keep 8 and 9 for their own locks).
_kcache_fd=2

_kcache_sealed() {
	[ -f "$1/.kcache-seal" ] &&
		(cd "$1" && sha256sum --status -c .kcache-seal) &&
		touch "$1/.kcache-seal"
}

kcache_use() {
	_kc_link=$1 _kc_name=$2 _kc_key=$3
	_kc_root=$(kcache_root)
	_kc_dir=$_kc_root/$_kc_name-$_kc_key
	mkdir -p "$_kc_root" "$(dirname "$_kc_link")"
	_kcache_fd=$((_kcache_fd + 1))
	[ $_kcache_fd -le 7 ] || { echo "kcache: too many entries" >&2; exit 1; }
	eval "exec $_kcache_fd>\"\$_kc_dir.lock\""
	# The link is replaced by a rename, never removed first: another
	# script may be reading it at the same time (make -j runs two users
	# of one entry at once), and a readlink between the removal and the
	# new link would fail.
	if [ -e "$_kc_link" ] && [ ! -L "$_kc_link" ]; then
		rm -rf "$_kc_link"
	fi
	ln -sfn "$_kc_dir" "$_kc_link.$$" &&
		mv -T "$_kc_link.$$" "$_kc_link" || return 1
	# Users share the lock; a builder holds it alone until it seals.
	flock -s "$_kcache_fd"
	if _kcache_sealed "$_kc_dir"; then
		echo "kcache: using $_kc_dir"
		return 0
	fi
	flock -u "$_kcache_fd"
	flock "$_kcache_fd"
	if _kcache_sealed "$_kc_dir"; then
		flock -s "$_kcache_fd"
		echo "kcache: using $_kc_dir (built meanwhile)"
		return 0
	fi
	if [ -e "$_kc_dir" ]; then
		if [ -f "$_kc_dir/.kcache-seal" ]; then
			echo "kcache: $_kc_dir is corrupt (its files differ from its seal): rebuilding"
		else
			echo "kcache: $_kc_dir is unsealed (a build that did not finish): rebuilding"
		fi
		rm -rf "$_kc_dir"
	fi
	mkdir -p "$_kc_dir"
	echo "kcache: building $_kc_dir"
	return 1
}

kcache_seal() {
	_kc_dir=$(readlink "$1")
	shift
	(cd "$_kc_dir" && sha256sum "$@" >.kcache-seal.tmp &&
		mv .kcache-seal.tmp .kcache-seal) || return 1
	# Built: share the entry's lock from now on (the last kcache_use's).
	flock -s "$_kcache_fd"
	# Keep the newest two of this name (by last use).
	_kc_name=$(basename "$_kc_dir" | sed 's/-[0-9a-f]\{16\}$//')
	for _kc_old in $(ls -td "$(dirname "$_kc_dir")/$_kc_name"-????????????????/.kcache-seal \
		2>/dev/null | tail -n +3); do
		_kc_old=$(dirname "$_kc_old")
		[ "$_kc_old" = "$_kc_dir" ] && continue
		# Only where no one holds it.
		flock -n "$_kc_old.lock" rm -rf "$_kc_old" || :
	done
}
