#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# check-objtool-fp: every x86-64 object the modules ship, checked as a
# kernel with the frame-pointer unwinder (CONFIG_UNWINDER_FRAME_POINTER)
# checks it. Debian's kernels use ORC, whose objtool run (check-module)
# doesn't look for %rbp used as a scratch register; a frame-pointer kernel
# unwinds through %rbp, so there that is a broken stack trace on every
# interrupt, NMI or perf sample inside the function.
#
#   tools/module/objtool-fp.sh OUTDIR
#
# 1. tools/module/frame-rule.sh on arch/x86/*.S: %rbp only as the frame
#    pointer (objtool can miss a breach behind an early return).
# 2. The modules built against Debian's 6.12 headers as a frame-pointer
#    kernel compiles C (-fno-omit-frame-pointer -fno-optimize-sibling-calls)
#    into OUTDIR, and each module's objects linked again as Kbuild links
#    them; then the kernel's own objtool runs on the link with the exact
#    arguments Kbuild gave it (from the .cmd file, so they follow the
#    kernel's config), except --stackval, the frame-pointer validation, in
#    place of --orc. objtool 6.12 exits 0 on its warnings: any line it
#    prints is a failure.
# 3. Every arch/x86/*.S and lib/crypto/*.c is in some module's link, so
#    that none goes unchecked.
set -u
[ $# = 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
top=$(cd "$(dirname "$0")/../.." && pwd)
fail=0
bad() { fail=$((fail + 1)); echo "not ok - $*"; }

echo "# the %rbp rule on arch/x86/*.S"
"$top/tools/module/frame-rule.sh" "$top"/arch/x86/*.S || bad "frame-rule.sh"

kdir=$("$top/tools/module/kdirs.sh" debian | grep -- '-6\.12\.') || {
	echo "objtool-fp: no Debian 6.12 headers" >&2
	exit 1
}
mkdir -p "$1"
out=$(cd "$1" && pwd)/$(basename "$kdir")
echo "# $kdir with frame pointers"
"$top/tools/module/build.sh" --strict "$kdir" "$out" \
	KCFLAGS="-fno-omit-frame-pointer -fno-optimize-sibling-calls" \
	>/dev/null || exit 1
src=$out/src
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for mod in "$src"/*.mod; do
	name=$(basename "$mod" .mod)
	target=$src/$name.o
	cmd=$(sed -n 's/^\(saved\)\{0,1\}cmd_[^ ]* := //p' "$src/.$name.o.cmd")
	case $cmd in
	*" ; "*objtool*" --orc "*) ;;
	*)
		bad "$name: no objtool --orc at the link in $src/.$name.o.cmd"
		continue
		;;
	esac
	# "LD -r -o TARGET @MOD ; objtool ARGS TARGET", on a copy.
	cmd=$(printf '%s\n' "$cmd" | sed "s| --orc | --stackval |;
		s|$target|$tmp/$name.o|g")
	log=$tmp/$name.log
	(cd "$kdir" && SRCARCH=x86 sh -c "$cmd") >"$log" 2>&1 ||
		echo "objtool-fp: exit status $? for $name" >>"$log"
	if [ -s "$log" ]; then
		bad "objtool --stackval on $name.o:"
		sed 's/^/#   /' "$log"
	else
		echo "ok - objtool --stackval on $name.o"
	fi
done

objs=$(cat "$src"/*.mod | tr ' ' '\n' | sed "s|^$src/||")
for f in "$top"/arch/x86/*.S "$top"/lib/crypto/*.c; do
	o=${f#"$top/"}
	o=${o%.*}.o
	printf '%s\n' "$objs" | grep -qx "$o" || bad "$o is in no module"
done

[ $fail = 0 ] && echo "objtool-fp: ok" && exit 0
echo "objtool-fp: $fail failed"
exit 1
