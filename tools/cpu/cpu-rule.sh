#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The one rule by which every step decides, from the CPU it runs on,
# whether an arch path must run or must skip: a path runs where the CPU has
# every flag that tools/cpu/arch-paths lists for it, and is a skip naming
# the missing flags where it doesn't. Host, qemu-user, fuzz, benchmark and
# UML steps all ask here; tools/cpu/cpu-rule-selftest.sh tests the rule on
# fake flag lists.
#
#   cpu-rule.sh flags [RUNNER...]
#	the CPU flags of this host (tools/cpu/cpuflags, built by make), or
#	of the CPU that RUNNER emulates ("qemu-x86_64 -cpu Nehalem"), one line
#   cpu-rule.sh procflags
#	the flags line of /proc/cpuinfo (what UML and the kernel see)
#   cpu-rule.sh lacks ARCH FLAGS WORD...
#	for each WORD that forces or expects a path (KCRYPTO_SHA256_IMPL=avx2,
#	KCRYPTO_BLAKE2S_EXPECT=ssse3, kcrypto_blake2s.impl=avx512), one line
#	"ALG PATH: needs F...; this CPU lacks F..." when FLAGS (a quoted
#	space-separated list) lack a flag the path needs; other words are
#	ignored. Exit 0: every path can run; 1: some can't; 2: a path that
#	arch-paths does not list (a typo must not pass as "can run"). A word
#	KCRYPTO_CLEARCPUID=F,F... takes those flags away from FLAGS first,
#	as the host shim hides them from the glue (tools/host/shim.c).
#   cpu-rule.sh paths ARCH
#	every "ALG PATH" of ARCH, one per line
#
# ARCH is x86, arm or arm64, or "host" for this machine's.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
table=$top/tools/cpu/arch-paths

host_arch() {
	case $(uname -m) in
	x86_64) echo x86 ;;
	aarch64) echo arm64 ;;
	arm*) echo arm ;;
	*) uname -m ;;
	esac
}

arch_of() {
	if [ "$1" = host ]; then host_arch; else echo "$1"; fi
}

cmd=${1:-}
[ $# = 0 ] || shift
case $cmd in
flags)
	bin=${BUILD:-$top/build}/cpu/cpuflags
	[ -x "$bin" ] || {
		echo "cpu-rule.sh: $bin not built (make cpuflags)" >&2
		exit 2
	}
	"$@" "$bin" 2>/dev/null
	;;
procflags)
	sed -n 's/^\(flags\|Features\)[[:space:]]*: //p' /proc/cpuinfo |
		head -n 1
	;;
paths)
	arch=$(arch_of "$1")
	awk -v arch="$arch" '!/^#/ && NF >= 3 && $1 == arch { print $2, $3 }' \
		"$table"
	;;
lacks)
	[ $# -ge 2 ] || { echo "usage: cpu-rule.sh lacks ARCH FLAGS WORD..." >&2; exit 2; }
	arch=$(arch_of "$1")
	flags=$2
	shift 2
	awk -v arch="$arch" -v flags="$flags" -v words="$*" '
	!/^#/ && NF >= 3 && $1 == arch {
		need = ""
		for (i = 4; i <= NF; i++)
			if ($i != "-")
				need = need " " $i
		needs[$2 " " $3] = need
	}
	END {
		nf = split(flags, f, " ")
		for (i = 1; i <= nf; i++)
			have[f[i]] = 1
		nw = split(words, w, " ")
		for (i = 1; i <= nw; i++) {
			if (w[i] !~ /^KCRYPTO_CLEARCPUID=/)
				continue
			nc = split(substr(w[i], 20), c, ",")
			for (j = 1; j <= nc; j++)
				delete have[c[j]]
		}
		status = 0
		for (i = 1; i <= nw; i++) {
			word = w[i]
			if (word ~ /^KCRYPTO_[A-Z0-9]+_(IMPL|EXPECT)=/) {
				alg = word
				sub(/^KCRYPTO_/, "", alg)
				sub(/_(IMPL|EXPECT)=.*/, "", alg)
				alg = tolower(alg)
			} else if (word ~ /^kcrypto_[a-z0-9]+\.impl=/) {
				alg = word
				sub(/^kcrypto_/, "", alg)
				sub(/\.impl=.*/, "", alg)
			} else {
				continue
			}
			path = word
			sub(/^[^=]*=/, "", path)
			if (path == "")
				continue
			if (!((alg " " path) in needs)) {
				printf "%s %s: not in tools/cpu/arch-paths for %s\n", alg, path, arch
				status = 2
				continue
			}
			n = split(needs[alg " " path], nd, " ")
			lack = ""
			for (j = 1; j <= n; j++)
				if (!(nd[j] in have))
					lack = lack " " nd[j]
			if (lack == "")
				continue
			printf "%s %s: needs%s; this CPU lacks%s\n", alg, path, needs[alg " " path], lack
			if (status == 0)
				status = 1
		}
		exit status
	}' "$table"
	;;
*)
	echo "usage: cpu-rule.sh flags|procflags|paths|lacks ... (see the file)" >&2
	exit 2
	;;
esac
