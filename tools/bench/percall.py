#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""The per-call table: cycles per one-shot call at every short length.

    percall.py DIR           reads DIR/results.json and DIR/bench.txt,
                             writes DIR/percall.csv (alg,len,impl,cycles,
                             noise; one line per cell) and DIR/percall.md
                             (per algorithm, a line per length, a column
                             per implementation, the best peer marked)
    percall.py --check DIR   the same, then fails unless every x86-64
                             implementation that bench.txt lists for an
                             algorithm has a cell at every length

Lengths 0..64 one by one, then every 8 up to two blocks of the algorithm
(128 bytes; 256 for BLAKE2b-512 and SHA-512; 200 for SHA-3, past each
variant's second permutation); algorithms SHA-256 (every forced path this
CPU runs), BLAKE2s-256, BLAKE2b-512, SHA-512, HMAC-SHA256 and HMAC-SHA512
(one-shot and -iuf), SHA-256x2-finup (two messages of len / 2 bytes),
SHA3-224/256/384/512, SHAKE128-256 and SHAKE256-512. The cells are kcrypto-bench's medians of
timestamp-counter ticks per call. The columns include the kernel's own
lib/crypto (kernel, kernel-generic); * marks the fastest userspace peer,
which the kernel's rows are not.
"""
import csv
import json
import os
import sys

SHA3 = ["SHA3-224", "SHA3-256", "SHA3-384", "SHA3-512", "SHAKE128-256",
        "SHAKE256-512"]
ALGS = ["SHA-256", "BLAKE2s-256", "BLAKE2b-512", "SHA-512", "HMAC-SHA256",
        "HMAC-SHA512", "SHA-256x2-finup"] + SHA3
# The last length of the sweep (bench.cc: two blocks, or its percall_to).
LAST = {"SHA-256": 128, "BLAKE2s-256": 128, "BLAKE2b-512": 256,
        "SHA-512": 256, "HMAC-SHA256": 128, "HMAC-SHA512": 256,
        "SHA-256x2-finup": 128, **{alg: 200 for alg in SHA3}}
LENS = {alg: list(range(0, 65)) + list(range(72, LAST[alg] + 1, 8))
        for alg in ALGS}


def listed_impls(bench_txt):
    """Per algorithm, the native rows: the last "impls ALG:" line."""
    impls = {}
    for line in open(bench_txt):
        if line.startswith("impls "):
            alg, _, rest = line[len("impls "):].partition(":")
            impls[alg] = rest.split()
    return impls


def main(argv):
    check = argv[:1] == ["--check"]
    if check:
        argv = argv[1:]
    if len(argv) != 1:
        sys.exit(__doc__)
    d = argv[0]
    recs = json.load(open(os.path.join(d, "results.json")))
    impls = listed_impls(os.path.join(d, "bench.txt"))
    cells = {}
    for r in recs:
        if ("cycles" in r and r["alg"] in ALGS
                and r["len"] in LENS[r["alg"]]):
            cells[r["alg"], r["impl"], r["len"]] = r

    missing = []
    with open(os.path.join(d, "percall.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["alg", "len", "impl", "cycles", "noise"])
        for alg in ALGS:
            for n in LENS[alg]:
                for impl in impls.get(alg, []):
                    r = cells.get((alg, impl, n))
                    if r is None:
                        missing.append("%s %s len %d" % (alg, impl, n))
                        continue
                    w.writerow([alg, n, impl, "%.1f" % r["cycles"],
                                "%.4f" % r["noise"]])

    with open(os.path.join(d, "percall.md"), "w") as f:
        f.write("Cycles per one-shot call (median rdtsc ticks); "
                "* marks the fastest userspace peer of the line "
                "(kernel and kernel-generic are the kernel's own "
                "lib/crypto).\n")
        for alg in ALGS:
            cols = impls.get(alg, [])
            f.write("\n| %s | %s |\n" % (alg, " | ".join(cols)))
            f.write("|---:|%s\n" % ("---:|" * len(cols)))
            for n in LENS[alg]:
                vals = [cells.get((alg, c, n)) for c in cols]
                peers = [v["cycles"] for c, v in zip(cols, vals)
                         if v and not c.startswith(("kcrypto", "kernel"))]
                best = min(peers) if peers else None
                out = []
                for v in vals:
                    if v is None:
                        out.append("-")
                        continue
                    mark = "*" if v["cycles"] == best else ""
                    out.append("%.0f%s" % (v["cycles"], mark))
                f.write("| %d | %s |\n" % (n, " | ".join(out)))
    print("bench: per-call table in %s %s" %
          (os.path.join(d, "percall.csv"), os.path.join(d, "percall.md")))

    if not check:
        return 0
    bad = 0
    for alg in ALGS:
        if not impls.get(alg):
            print("check-bench: per-call: no implementations of %s" % alg)
            bad += 1
    for m in missing:
        print("check-bench: per-call: no cell for %s" % m)
    bad += len(missing)
    n = sum(len(impls.get(a, [])) * len(LENS[a]) for a in ALGS)
    print("check-bench: per-call: %d of %d cells, %d algorithms" %
          (n - len(missing), n, len(ALGS)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
