#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Check the sources against the kernel's coding style.
#
#   tools/lint/lint.sh            check everything (what 'make lint' runs)
#   tools/lint/lint.sh FILE...    check only these files (paths from the top)
#   tools/lint/lint.sh --fix [FILE...]
#                            rewrite the files in place with clang-format
#                            first, then check
#
# Three tools, each over its own set of files:
#
#   checkpatch.pl --strict --no-tree -f
#       every C, header and assembly file under lib/ include/ crypto/ arch/
#       tests/, generated test vector headers included
#   clang-format --dry-run --Werror (.clang-format at the top)
#       the same C and header files, except generated test vector headers
#       (tests/**/*-testvecs.h, tests/**/*-kat.h: data tables written by
#       tools/testvecs/gen-hash-testvecs.py and the KAT converter, which lay them out
#       themselves), plus all C and C++ files under tools/ (host code is not
#       kernel code, so checkpatch does not see it)
#   kernel-doc -none -Wall -Werror
#       include/crypto/*.h, lib/crypto/*.c and lib/crypto/*.h
#
# The files are those git knows about: tracked ones, and new ones that are
# not ignored, so that a file is checked before its first commit too.
#
# checkpatch.pl and kernel-doc come from the kernel source package
# (tools/lint/kernel-tools.sh); clang-format-19 is preferred, any clang-format is
# taken otherwise (CLANG_FORMAT=... picks one). Every finding is printed,
# then a summary; the exit status is 0 only when all three tools ran and
# found nothing. A missing tool is always a failure: under CI=true as an
# error, otherwise with a note on how to install it.
set -u

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2

fix=0
if [ "${1:-}" = --fix ]; then
	fix=1
	shift
fi

# checkpatch types that are ignored, each because it cannot apply here.
# (None so far: with --no-tree, checkpatch already skips the checks that
# need a kernel tree, such as the SPDX license list and MAINTAINERS.)
checkpatch_ignore=()

# Single reports that are dropped, each because checkpatch is wrong about
# it. Each entry is a perl regex matched (with /m) against the whole report:
# its first line is "TYPE:NAME: message", then "#N: FILE: path:N:", then the
# offending lines with a leading '+'.
checkpatch_drop=(
	# _Pragma is the C99 operator, not a name we chose.
	'\ACHECK:CAMELCASE: Avoid CamelCase: <_Pragma>$'
	# A list of KUNIT_CASE() entries shared by suites (NAME_KUNIT_CASES)
	# is pasted into a struct kunit_case[] initializer; parentheses around
	# it would not compile.
	'\AERROR:COMPLEX_MACRO: .*\n#\d+: FILE: .*\n\+#define [A-Z0-9_]+_KUNIT_CASES\s*\\$'
)

# --- the files -------------------------------------------------------------

list_files()
{
	if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		git ls-files --cached --others --exclude-standard -- "$@" |
			sort -u
	else
		find "$@" -type f 2>/dev/null | sort
	fi
}

is_generated()
{
	case "$1" in
	tests/*-testvecs.h | tests/*-kat.h) return 0 ;;
	esac
	return 1
}

kernel_files=()		# checkpatch
kernel_fmt_files=()	# clang-format, kernel side
host_files=()		# clang-format, host side
kdoc_files=()		# kernel-doc

if [ $# -gt 0 ]; then
	candidates=("$@")
else
	mapfile -t candidates < <(list_files lib include crypto arch tests tools)
fi

for f in "${candidates[@]}"; do
	f=${f#./}
	[ -f "$f" ] || { echo "lint: no such file: $f" >&2; exit 2; }
	case "$f" in
	lib/* | include/* | crypto/* | arch/* | tests/*)
		case "$f" in
		*.c | *.h)
			kernel_files+=("$f")
			is_generated "$f" || kernel_fmt_files+=("$f")
			;;
		*.S)
			kernel_files+=("$f")
			;;
		esac
		case "$f" in
		include/crypto/*.h | lib/crypto/*.[ch])
			case "$f" in
			include/crypto/*/* | lib/crypto/*/*) ;;
			*) kdoc_files+=("$f") ;;
			esac
			;;
		esac
		;;
	tools/*)
		case "$f" in
		*.c | *.h | *.cc | *.cpp | *.cxx | *.hh | *.hpp | *.hxx)
			host_files+=("$f")
			;;
		esac
		;;
	esac
done
fmt_files=("${kernel_fmt_files[@]}" "${host_files[@]}")

# --- the tools ---------------------------------------------------------------

missing=()
checkpatch=""
kerneldoc=""
clang_format=""

if ksrc=$(tools/lint/kernel-tools.sh 2>/tmp/kcrypto-lint-tools.$$); then
	[ -f "$ksrc/scripts/checkpatch.pl" ] &&
		checkpatch="$ksrc/scripts/checkpatch.pl"
	[ -f "$ksrc/scripts/kernel-doc" ] &&
		kerneldoc="$ksrc/scripts/kernel-doc"
else
	sed 's/^/lint: /' /tmp/kcrypto-lint-tools.$$ >&2
fi
rm -f /tmp/kcrypto-lint-tools.$$
command -v perl >/dev/null 2>&1 || { checkpatch=""; kerneldoc=""; }
[ -n "$checkpatch" ] ||
	missing+=("checkpatch.pl (Debian: linux-source-6.12, perl, xz-utils)")
[ -n "$kerneldoc" ] ||
	missing+=("kernel-doc (Debian: linux-source-6.12, perl, xz-utils)")

if [ -n "${CLANG_FORMAT:-}" ]; then
	clang_format=$(command -v "$CLANG_FORMAT" || true)
else
	for c in clang-format-19 clang-format; do
		clang_format=$(command -v "$c") && break
	done
fi
[ -n "$clang_format" ] ||
	missing+=("clang-format (Debian: clang-format-19)")

# --- run them ----------------------------------------------------------------

tmp=$(mktemp -d /tmp/kcrypto-lint.XXXXXX) || exit 2
trap 'rm -rf "$tmp"' EXIT

cp_findings=0
cp_bad_files=0
fmt_bad_files=0
kdoc_findings=0

if [ $fix = 1 ] && [ -n "$clang_format" ] && [ ${#fmt_files[@]} -gt 0 ]; then
	echo "lint: clang-format -i on ${#fmt_files[@]} files"
	"$clang_format" --style=file -i "${fmt_files[@]}"
fi

if [ -n "$checkpatch" ] && [ ${#kernel_files[@]} -gt 0 ]; then
	echo "=== checkpatch.pl --strict (${#kernel_files[@]} files)"
	# checkpatch from v6.12 does not know the loop unrolling hints of
	# v6.19's <linux/unroll.h>: a line holding only 'unrolled_full' (or
	# another hint) before a 'for' reads to it as a function definition
	# and draws false OPEN_BRACE and FUNCTION_ARGUMENTS reports. Such lines
	# (and only those) become a comment in a copy of the file that is
	# checked under the same relative path, so that line numbers and file
	# names in the reports are those of the real file.
	hint='^([[:space:]]*)(unrolled|unrolled_full|unrolled_none|unrolled_count\([^()]*\))[[:space:]]*$'
	for f in "${kernel_files[@]}"; do
		mkdir -p "$tmp/src/$(dirname "$f")"
		sed -E "s#$hint#\\1/* \\2 */#" "$f" >"$tmp/src/$f"
	done
	ignore=()
	[ ${#checkpatch_ignore[@]} -gt 0 ] &&
		ignore=(--ignore "$(IFS=,; echo "${checkpatch_ignore[*]}")")
	# --root only tells checkpatch where to learn the CamelCase names
	# that headers define (our include/); the tree checks stay off.
	(cd "$tmp/src" &&
		perl "$checkpatch" --strict --no-tree --root="$tmp/src" \
			--show-types --quiet --no-summary --color=never \
			"${ignore[@]}" -f "${kernel_files[@]}") \
		>"$tmp/checkpatch.raw" 2>&1
	drop=$(IFS='|'; echo "${checkpatch_drop[*]}")
	DROP="$drop" perl -00 -ne \
		'print unless /$ENV{DROP}/m' \
		"$tmp/checkpatch.raw" >"$tmp/checkpatch.out"
	cat "$tmp/checkpatch.out"
	cp_findings=$(grep -cE '^(ERROR|WARNING|CHECK):' "$tmp/checkpatch.out")
	cp_bad_files=$(sed -nE 's/^#[0-9]+: FILE: ([^:]+):.*/\1/p' \
		"$tmp/checkpatch.out" | sort -u | wc -l)
	# Anything else checkpatch printed (a perl error) is a finding too.
	if [ "$cp_findings" = 0 ] && [ -s "$tmp/checkpatch.out" ]; then
		cp_findings=1
	fi
fi

if [ -n "$clang_format" ] && [ ${#fmt_files[@]} -gt 0 ]; then
	echo "=== $(basename "$clang_format") --dry-run --Werror (${#fmt_files[@]} files)"
	for f in "${fmt_files[@]}"; do
		if ! "$clang_format" --style=file --dry-run --Werror "$f" \
				>"$tmp/fmt.out" 2>&1; then
			fmt_bad_files=$((fmt_bad_files + 1))
			n=$(grep -c 'Wclang-format-violations' "$tmp/fmt.out")
			echo "$f: $n places differ from clang-format; first ones:"
			head -n 30 "$tmp/fmt.out"
			echo
		fi
	done
	if [ $fmt_bad_files -gt 0 ]; then
		echo "(fix with: tools/lint/lint.sh --fix FILE..., or" \
			"$(basename "$clang_format") -i FILE...)"
	fi
fi

if [ -n "$kerneldoc" ] && [ ${#kdoc_files[@]} -gt 0 ]; then
	echo "=== kernel-doc -none -Wall (${#kdoc_files[@]} files)"
	perl "$kerneldoc" -none -Wall "${kdoc_files[@]}" >"$tmp/kdoc.out" 2>&1
	cat "$tmp/kdoc.out"
	kdoc_findings=$(grep -c . "$tmp/kdoc.out")
fi

# --- summary -------------------------------------------------------------------

echo "=== lint summary"
status=0
if [ -n "$checkpatch" ]; then
	echo "checkpatch:   $cp_findings findings in $cp_bad_files of ${#kernel_files[@]} files"
	[ "$cp_findings" = 0 ] || status=1
fi
if [ -n "$clang_format" ]; then
	echo "clang-format: $fmt_bad_files of ${#fmt_files[@]} files not formatted"
	[ $fmt_bad_files = 0 ] || status=1
fi
if [ -n "$kerneldoc" ]; then
	echo "kernel-doc:   $kdoc_findings warnings in ${#kdoc_files[@]} files"
	[ "$kdoc_findings" = 0 ] || status=1
fi
if [ ${#missing[@]} -gt 0 ]; then
	status=1
	for m in "${missing[@]}"; do
		if [ "${CI:-}" = true ]; then
			echo "lint: ERROR: missing tool: $m"
		else
			echo "lint: missing tool, not run: $m"
		fi
	done
	[ "${CI:-}" = true ] ||
		echo "lint: install with: sudo tools/deps/install-deps.sh lint"
fi
if [ $status = 0 ]; then
	echo "lint: OK"
else
	echo "lint: FAILED"
fi
exit $status
