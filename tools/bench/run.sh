#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Run the benchmark pinned to one CPU and collect its output.
#
#   run.sh [--quick|--check] DIR BENCH [BENCH_I386]
#
# DIR gets bench.txt (machine, then the tables), results.json (the x86-64
# and i386 records together), cycles.png, mbps.png, summary.md (a few
# lengths per algorithm, in Markdown) and percall.csv and percall.md
# (cycles per call at every length 0..64, then every 8 up to two blocks:
# 128 bytes, 256 for BLAKE2b-512 and SHA-512, 200 for SHA-3). BENCH_I386 runs only
# when the kernel runs 32-bit programs; its rows carry the suffix -i386.
#
# --check is the smoke test behind 'make check-bench': the quick benchmark,
# the digests of every implementation agreeing (at every length 0..129
# and some longer ones) and matching Python's hashlib and hmac
# (hashlib-fp.py), the kernel's own rows there and, on x86-64, running its
# assembly (kernel-paths), every per-call cell present, the i386 build's
# digests (by fingerprint) agreeing with the native ones, and the outputs
# written.
# It writes $BUILD/results/check-bench.counts.
set -eu

mode=full
case ${1:-} in
--quick) mode=quick; shift ;;
--check) mode=check; shift ;;
esac
[ $# -ge 2 ] || { echo "usage: $0 [--quick|--check] DIR BENCH [BENCH_I386]" >&2; exit 2; }
dir=$1
bench=$2
bench32=${3:-}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir"

# The last CPU: CPU 0 takes more interrupts. Real-time priority, where we
# may have it, keeps other jobs from preempting the samples: they move to
# the other CPUs (and the kernel leaves them 5% of this one anyway).
cpu=$(($(nproc) - 1))
pin="taskset -c $cpu"
prio="normal priority"
if chrt -f 10 true 2>/dev/null; then
	pin="chrt -f 10 $pin"
	prio="SCHED_FIFO 10"
fi
quick=
[ "$mode" = full ] || quick=--quick

if [ -n "$bench32" ] && ! "$bench32" --check >/dev/null 2>&1; then
	echo "bench: $bench32 does not run here (no 32-bit support?), skipped"
	bench32=
fi

rm -f "$dir"/*.tsv "$dir"/results*.json "$dir"/*.png
{
	echo "machine: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)," \
		"family $(sed -n 's/^cpu family[[:space:]]*: //p' /proc/cpuinfo | head -1)" \
		"model $(sed -n 's/^model[[:space:]]*: //p' /proc/cpuinfo | head -1)," \
		"$(nproc) CPUs, pinned to CPU $cpu, $prio;" \
		"$(uname -sr) $(uname -m)"
	grep -qw hypervisor /proc/cpuinfo && echo "virtual machine (hypervisor flag set)"
	echo "compiler: $(gcc --version | head -1); libraries:" \
		"openssl $(pkg-config --modversion libcrypto)," \
		"libsodium $(pkg-config --modversion libsodium)," \
		"libb2 $(dpkg-query -W -f='${Version}' libb2-1 2>/dev/null || echo '?')," \
		"libgcrypt $(pkg-config --modversion libgcrypt)," \
		"nettle $(pkg-config --modversion nettle)," \
		"crypto++ $(pkg-config --modversion libcrypto++)"
	for v in "$(dirname "$bench")"/kernel/*.version; do
		[ -f "$v" ] && echo "kernel rows: $(cat "$v")"
	done
	echo "command: make bench${quick:+ QUICK=1}"
	echo "date: $(date -u +%Y-%m-%d)"
	echo "commit: $(git -C "$here" describe --always --dirty 2>/dev/null || echo unknown)"
	echo "load average before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
	echo
} >"$dir/bench.txt"

status=0
if [ -n "$bench32" ]; then
	echo "== i386 (static, i686-linux-gnu-gcc -O2) ==" >>"$dir/bench.txt"
	$pin "$bench32" $quick --out "$dir" --suffix -i386 >>"$dir/bench.txt" || status=1
	echo >>"$dir/bench.txt"
	echo "== x86-64 ==" >>"$dir/bench.txt"
fi
$pin "$bench" $quick --out "$dir" >>"$dir/bench.txt" || status=1
cat "$dir/bench.txt"
[ $status = 0 ] || { echo "bench: FAILED" >&2; exit 1; }

python3 - "$dir" <<'EOPY'
import json, sys, os
d = sys.argv[1]
recs = json.load(open(os.path.join(d, "results.json")))
p = os.path.join(d, "results-i386.json")
if os.path.exists(p):
    recs += json.load(open(p))
    os.remove(p)
json.dump(recs, open(os.path.join(d, "results.json"), "w"), indent=0)
print("bench: %d records in %s" % (len(recs), os.path.join(d, "results.json")))
EOPY

gnuplot -e "dir='$dir'" "$here/plot.gp"
echo "bench: plots in $dir/cycles.png $dir/mbps.png"
python3 "$here/summary.py" "$dir"

if [ "$mode" != check ]; then
	python3 "$here/percall.py" "$dir"
	exit 0
fi

# The smoke test: count what held.
pass=0
fail=0
skipped=0
count() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); fi; }
# need_row ALG ROW [WHY]: the native rows of ALG (its last "impls" line)
# include ROW.
need_row() {
	case " $(sed -n "s/^impls $1://p" "$dir/bench.txt" | tail -n 1) " in
	*" $2 "*) pass=$((pass + 1)) ;;
	*)
		echo "check-bench: $1: no $2 row${3:+ ($3)}"
		fail=$((fail + 1))
		;;
	esac
}
sha3_algs="SHA3-224 SHA3-256 SHA3-384 SHA3-512 SHAKE128-256 SHAKE256-512"
for alg in BLAKE2b-512 BLAKE2b-256 BLAKE2s-256 SHA-256 HMAC-SHA256 \
	SHA-256x2-calls SHA-256x2-finup SHA-384 SHA-512 HMAC-SHA384 \
	HMAC-SHA512 $sha3_algs; do
	count grep -q "^digest $alg *agree" "$dir/bench.txt"
done
# SHA-3 has its peers' rows: OpenSSL's EVP, libgcrypt, nettle (which has
# no SHAKE128) and Crypto++, beside ours.
for alg in $sha3_algs; do
	want="kcrypto openssl-evp libgcrypt nettle cryptopp"
	[ "$alg" = SHAKE128-256 ] && want="kcrypto openssl-evp libgcrypt cryptopp"
	for r in $want; do
		need_row "$alg" "$r"
	done
done
# Those digests are hashlib's (the first row's; all agreed with it).
count python3 "$here/hashlib-fp.py" "$dir/bench.txt"
# The kernel's own code has its rows (tools/bench/kernel-peer.sh): its C
# everywhere, its arch code on x86-64 (for SHA-3 its C as an x86-64 kernel
# builds it: no arch code there).
krows=kernel-generic
[ "$(uname -m)" = x86_64 ] && krows="kernel $krows"
for alg in BLAKE2b-512 BLAKE2s-256 SHA-256 HMAC-SHA256 SHA-256x2-finup \
	SHA-512 HMAC-SHA512 $sha3_algs; do
	for k in $krows; do
		need_row "$alg" "$k" "the kernel's own code"
	done
done
# Its "kernel" rows run its assembly (kernel-paths: which functions ran),
# as the kernel's glue picks it on any x86-64 CPU with SSSE3.
kpaths=$(dirname "$bench")/kernel-paths
if [ -x "$kpaths" ]; then
	"$kpaths" >"$dir/kernel-paths.txt"
	cat "$dir/kernel-paths.txt"
	while read -r _ alg ran; do
		if [ "$ran" != "no assembly" ] && [ "$ran" != "no row" ]; then
			pass=$((pass + 1))
		elif ! grep -qw ssse3 /proc/cpuinfo; then
			echo "check-bench: kernel ${alg%:} runs its C: SKIP: no SSSE3 here"
			skipped=$((skipped + 1))
		else
			echo "check-bench: kernel ${alg%:}: $ran, on a CPU with SSSE3"
			fail=$((fail + 1))
		fi
	done <"$dir/kernel-paths.txt"
fi
# The kcrypto path rows follow the CPU rule (tools/cpu/cpu-rule.sh): a
# path this CPU can run has its row, one it can't has none and is a
# named skip. The native rows are the last "impls" line (i386 comes first).
top=$(cd "$here/../.." && pwd)
flags=$("$top/tools/cpu/cpu-rule.sh" flags)
arch=$(uname -m | sed 's/x86_64/x86/; s/aarch64/arm64/; s/^arm.*/arm/')
for ap in sha256:SHA-256 sha512:SHA-512 blake2s:BLAKE2s-256 blake2b:BLAKE2b-512; do
	alg=${ap%%:*} name=${ap#*:}
	rows=$(sed -n "s/^impls $name://p" "$dir/bench.txt" | tail -n 1)
	for path in $("$top/tools/cpu/cpu-rule.sh" paths "$arch" |
		awk -v a="$alg" '$1 == a && $2 != "generic" { print $2 }'); do
		if lacks=$("$top/tools/cpu/cpu-rule.sh" lacks "$arch" "$flags" \
			"kcrypto_$alg.impl=$path"); then
			case " $rows " in
			*" kcrypto-$path "*) pass=$((pass + 1)) ;;
			*)
				echo "check-bench: $name: no kcrypto-$path row on a CPU that can run it"
				fail=$((fail + 1))
				;;
			esac
		else
			case " $rows " in
			*" kcrypto-$path "*)
				echo "check-bench: $name: a kcrypto-$path row, but $lacks"
				fail=$((fail + 1))
				;;
			*)
				echo "check-bench: $name kcrypto-$path: SKIP: $lacks"
				skipped=$((skipped + 1))
				;;
			esac
		fi
	done
done
# Every per-call cell (SHA-256 paths, BLAKE2s, BLAKE2b-512, SHA-512 at
# 0..64 bytes and every 8 up to two blocks, SHA-3 and SHAKE up to 200
# bytes, each row bench.txt lists) is in percall.csv.
count python3 "$here/percall.py" --check "$dir"
count test -s "$dir/results.json"
count test -s "$dir/cycles.png"
count test -s "$dir/mbps.png"
if [ -n "$bench32" ]; then
	fp64=$("$bench" --check | awk '$1 == "digest" { print $2, $NF }')
	fp32=$("$bench32" --check | awk '$1 == "digest" { print $2, $NF }')
	echo "fingerprints x86-64 / i386:"
	echo "$fp64"
	echo "$fp32"
	count test "$fp64" = "$fp32"
fi
mkdir -p "${BUILD:-$dir/..}/results"
echo "$pass $fail $skipped" >"${BUILD:-$dir/..}/results/check-bench.counts"
echo "check-bench: $pass passed, $fail failed, $skipped skipped"
[ $fail = 0 ]
