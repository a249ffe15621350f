#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The coverage table that make check prints last: each arch path of each
# algorithm (tools/cpu/arch-paths) against each place it was run (the
# host, each qemu CPU model, each kernel boot), as "ran", "FAILED",
# "skip" (with the flags the CPU lacked, listed under the table) or "-"
# (not tried there). Steps add their rows as they go:
#
#   coverage.sh add ARCH WHERE STATUS WORD...
#	for each WORD that forces or expects a path (KCRYPTO_SHA256_IMPL=avx2,
#	kcrypto_blake2s.impl=ssse3, ...), one row "ARCH ALG PATH WHERE
#	STATUS"; ARCH is x86, arm, arm64 or host; STATUS is ran, failed or
#	"skipped: REASON"
#   coverage.sh table [--require-host]
#	print the table from $BUILD/results/coverage; with --require-host
#	(make check, which runs check-host-paths) also check it: every
#	path of this host's arch that the CPU rule says this CPU can run
#	must have "ran" on the host. Exit 1, naming the path, when one
#	didn't (a path that should have run and was skipped or never tried).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-$top/build}
file=$BUILD/results/coverage

host_arch() {
	uname -m | sed 's/x86_64/x86/; s/aarch64/arm64/; s/^arm.*/arm/'
}

cmd=$1
shift
case $cmd in
add)
	arch=$1 where=$2 status=$3
	shift 3
	[ "$arch" != host ] || arch=$(host_arch)
	mkdir -p "$BUILD/results"
	for word; do
		case $word in
		KCRYPTO_*_IMPL=?* | KCRYPTO_*_EXPECT=?*)
			alg=${word#KCRYPTO_}
			alg=$(echo "${alg%%_*}" | tr A-Z a-z)
			;;
		kcrypto_*.impl=?*)
			alg=${word#kcrypto_}
			alg=${alg%%.*}
			;;
		*) continue ;;
		esac
		printf '%s %s\t%s\t%s\t%s\n' "$arch" "$alg" "${word#*=}" \
			"$where" "$status" >>"$file"
	done
	;;
table)
	require=${1:-}
	[ -f "$file" ] || : >"$file"
	host_flags=$("$top/tools/cpu/cpu-rule.sh" flags)
	host_arch=$(host_arch)
	"$top/tools/cpu/cpu-rule.sh" paths "$host_arch" |
		while read -r alg path; do
			if "$top/tools/cpu/cpu-rule.sh" lacks "$host_arch" \
				"$host_flags" "kcrypto_$alg.impl=$path" >/dev/null; then
				printf '%s %s\t%s\n' "$host_arch" "$alg" "$path"
			fi
		done >"$file.host-can"
	[ "$require" = --require-host ] || : >"$file.host-can"
	for arch in x86 arm arm64; do
		"$top/tools/cpu/cpu-rule.sh" paths "$arch" | sed "s/^/$arch /"
	done | awk -v file="$file" -v can="$file.host-can" '
	BEGIN {
		FS = "\t"
		while ((getline line < file) > 0) {
			split(line, r, "\t")
			key = r[1] " " r[2] SUBSEP r[3]
			st = r[4]
			short = st ~ /^ran/ ? "ran" : st ~ /^skipped/ ? "skip" : "FAILED"
			# A failure anywhere beats a pass; a run beats a skip.
			if (!(key in cell) || short == "FAILED" || \
			    (short == "ran" && cell[key] == "skip"))
				cell[key] = short
			if (short == "skip")
				reason[r[1] " " r[2] " on " r[3]] = st
			if (!(r[3] in seen)) {
				seen[r[3]] = 1
				col[++ncol] = r[3]
			}
			if (r[3] == "host")
				hostrow[r[1] " " r[2]] = hostrow[r[1] " " r[2]] " " short
		}
		while ((getline line < can) > 0) {
			split(line, r, "\t")
			mustrun[r[1] " " r[2]] = 1
		}
		FS = " "
	}
	{ row[++nrow] = $0 }
	END {
		printf "coverage: arch path by where it ran (ran, skip, FAILED; - not tried there)\n"
		printf "  %-22s", "arch alg path"
		for (c = 1; c <= ncol; c++)
			printf " | %-s", col[c]
		printf "\n"
		bad = 0
		for (i = 1; i <= nrow; i++) {
			split(row[i], f, " ")
			ap = f[1] " " f[2] " " f[3]
			line = sprintf("  %-22s", row[i])
			any = 0
			for (c = 1; c <= ncol; c++) {
				k = ap SUBSEP col[c]
				v = (k in cell) ? cell[k] : "-"
				if (k in cell)
					any = 1
				line = line sprintf(" | %-*s", length(col[c]), v)
			}
			if (any)
				print line
		}
		for (k in reason)
			printf "  skip: %s: %s\n", k, reason[k] | "sort"
		close("sort")
		for (k in mustrun) {
			if ((k SUBSEP "host") in cell && cell[k SUBSEP "host"] == "ran")
				continue
			st = (k SUBSEP "host") in cell ? cell[k SUBSEP "host"] : "never tried"
			printf "coverage: %s can run on this CPU, but on the host it is: %s\n", k, st
			bad = 1
		}
		exit bad
	}'
	;;
*)
	echo "usage: coverage.sh add WHERE STATUS WORD... | table" >&2
	exit 2
	;;
esac
