#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Make the tree of a negative control: the product code (lib/, include/,
# arch/, crypto/) copied and patched with tools/plants/NAME.patch.
#
#   tools/plants/plant-tree.sh NAME DIR
#
# DIR gets the patched lib/ include/ arch/ crypto/, and a symlink to the
# real file for every other entry at the top of the tree (tools/, tests/,
# Makefile, ...), so that the control builds with the real tests, shim
# and flags: "make -f DIR/Makefile" builds from DIR, and so does a
# compile that takes its sources and -I paths from DIR instead of $TOP.
#
# The patch must apply exactly: patch(1) with no fuzz and no rejects. One
# that no longer applies (the code it plants into has changed) fails here
# with patch's output, so that the control cannot build the clean code
# and pass for a caught bug. Every call starts again from the current
# sources. A file of DIR is rewritten only when its content changes, so
# that make rebuilds only what changed, and DIR/.stamp is touched whenever
# any file of DIR changed: the control's objects depend on it.
set -eu
name=$1
dir=$2
: "${TOP:?}"
patch_file=$TOP/tools/plants/$name.patch
srcs="lib include arch crypto"

fail() {
	echo "plant-tree: $name: $*" >&2
	exit 1
}

[ -f "$patch_file" ] || fail "no such patch: $patch_file"
mkdir -p "$dir"
# One copy at a time (two steps of one make -j may share a control).
exec 9>"$dir.lock"
flock 9

new=$(mktemp -d "$dir.new.XXXXXX")
trap 'rm -rf "$new"' EXIT
for d in $srcs; do
	cp -R "$TOP/$d" "$new/$d"
done
if ! patch -p1 -d "$new" --batch --forward --fuzz=0 \
	--no-backup-if-mismatch --reject-file=- -i "$patch_file" \
	>"$new.log" 2>&1; then
	sed 's/^/  /' "$new.log" >&2
	rm -f "$new.log"
	fail "tools/plants/$name.patch does not apply to this tree; the" \
		"control cannot be built (update the patch to the code)"
fi
rm -f "$new.log"

changed=0
# shellcheck disable=SC2086 # $srcs is a list
(cd "$new" && find $srcs -type f) | sort >"$new/.files"
while read -r f; do
	if ! cmp -s "$new/$f" "$dir/$f"; then
		mkdir -p "$dir/${f%/*}"
		cp "$new/$f" "$dir/$f"
		changed=1
	fi
done <"$new/.files"
# Files that are gone from the sources, or that an older patch added.
# shellcheck disable=SC2086
(cd "$dir" && find $srcs -type f 2>/dev/null) | sort >"$new/.old"
for f in $(comm -13 "$new/.files" "$new/.old"); do
	rm -f "$dir/$f"
	changed=1
done

# Everything else at the top but dot files: a symlink to the real tree.
for path in "$TOP"/*; do
	[ -e "$path" ] || continue
	entry=${path##*/}
	case " $srcs build " in
	*" $entry "*) continue ;;
	esac
	[ "$(readlink "$dir/$entry" 2>/dev/null)" = "$path" ] && continue
	[ ! -e "$dir/$entry" ] || [ -L "$dir/$entry" ] ||
		fail "$dir/$entry is in the way of a symlink to $path"
	ln -sfn "$path" "$dir/$entry"
	changed=1
done

if [ $changed = 1 ] || [ ! -e "$dir/.stamp" ]; then
	echo "  PLANT   $name (tools/plants/$name.patch) in ${dir#"$TOP"/}"
	touch "$dir/.stamp"
fi
