#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""Markdown summary of build/bench/results.json.

    summary.py DIR   reads DIR/results.json and DIR/bench.txt, writes
                     DIR/summary.md: the machine lines of bench.txt, then
                     per algorithm MB/s and cycles per call at a few
                     lengths, each kcrypto row with its ratio to the best
                     peer (x86-64 rows; the i386 rolled row against
                     kcrypto unrolled on i386); and the 16 KiB
                     speed of portable SHA-512 against OpenSSL's scalar
                     code, libsodium and portable SHA-256 (per byte);
                     and sha256_finup_2x() against two single calls of
                     the same library copy, paired (x_two_calls);
                     SHA3-256 at 16 KiB and per call against its peers;
                     and kcrypto against the kernel's own lib/crypto
                     (x_kernel), which it also writes to DIR/kernel.md.
"""
import json
import os
import sys

MBPS_LENS = [64, 128, 1024, 16384]
CYCLE_LENS = [0, 32, 55, 64, 128]
ALGS = ["BLAKE2b-512", "BLAKE2b-256", "BLAKE2s-256", "SHA-256",
        "HMAC-SHA256", "SHA-256x2-calls", "SHA-256x2-finup", "SHA-384",
        "SHA-512", "HMAC-SHA384", "HMAC-SHA512", "SHA3-224", "SHA3-256",
        "SHA3-384", "SHA3-512", "SHAKE128-256", "SHAKE256-512"]


def mbps(recs, alg, impl, n=16384):
    for r in recs:
        if (r["alg"], r["impl"], r["len"]) == (alg, impl, n) and "mbps" in r:
            return r["mbps"]
    return None


def sha512_line(recs, out):
    """Portable SHA-512 at 16 KiB beside its peers and portable SHA-256."""
    ours = mbps(recs, "SHA-512", "kcrypto")
    if not ours:
        return
    parts = ["SHA-512 at 16 KiB, kcrypto (portable C): %.0f MB/s" % ours]
    for alg, impl in (("SHA-512", "openssl-nosimd"),
                      ("SHA-512", "libsodium"), ("SHA-512", "openssl"),
                      ("SHA-256", "kcrypto")):
        v = mbps(recs, alg, impl)
        if v:
            parts.append("%.2fx %s %s (%.0f MB/s)" % (ours / v, alg, impl, v))
    out += ["; ".join(parts) + ".", ""]


def sha3_line(recs, out):
    """SHA3-256, issue 41's goals: at 16 KiB each kcrypto row against each
    peer (above 1: kcrypto is faster); per call at 0..200 bytes the lowest
    paired ratio to the best peer, and where."""
    peers = ("openssl-evp", "libgcrypt", "nettle", "cryptopp")
    for r in sorted({r["impl"] for r in recs if r["alg"] == "SHA3-256"
                     and r["impl"].startswith("kcrypto")
                     and not r["impl"].endswith("-i386")}):
        ours = mbps(recs, "SHA3-256", r)
        if not ours:
            continue
        parts = ["SHA3-256 at 16 KiB, %s: %.0f MB/s" % (r, ours)]
        for p in peers:
            v = mbps(recs, "SHA3-256", p)
            if v:
                parts.append("%.2fx %s (%.0f MB/s)" % (ours / v, p, v))
        low = min(((x["x_best_peer"], x["len"]) for x in recs
                   if (x["alg"], x["impl"]) == ("SHA3-256", r)
                   and "cycles" in x and x["len"] <= 200
                   and x.get("x_best_peer")), default=None)
        if low:
            parts.append("per call 0..200 B: at worst %.2fx the best peer "
                         "(at %d B)" % low)
        out += ["; ".join(parts) + ".", ""]


def finup_2x_line(recs, out):
    """sha256_finup_2x() against two sha256() calls, paired, per copy."""
    parts = []
    for r in recs:
        if (r["alg"] == "SHA-256x2-finup" and "mbps" in r
                and r.get("x_two_calls") and r["len"] in (4096, 16384)):
            parts.append("%s %.2fx at %d" % (r["impl"], r["x_two_calls"],
                                             r["len"]))
    if parts:
        out += ["sha256_finup_2x() against two single calls, paired "
                "samples (x2cal): " + "; ".join(parts) + ".", ""]


def kernel_lines(recs):
    """kcrypto against the kernel's own code: per pair of rows, the lowest
    paired ratio per call at 0..128 bytes, and the ratio per byte at 1 and
    16 KiB (above 1: kcrypto is faster)."""
    pairs = {}
    for r in recs:
        if "x_kernel" not in r or r["impl"].endswith("-i386"):
            continue
        p = pairs.setdefault((r["alg"], r["impl"]),
                             {"low": None, "kernel": r["kernel_row"]})
        if "cycles" in r and r["len"] <= 128:
            if p["low"] is None or r["x_kernel"] < p["low"][0]:
                p["low"] = (r["x_kernel"], r["len"])
        if "mbps" in r and r["len"] in (1024, 16384):
            p[r["len"]] = r["x_kernel"]
    if not pairs:
        return []
    out = ["kcrypto against the kernel's own lib/crypto (kernel: the path"
           " it picks on this CPU; kernel-generic: its C), paired samples,"
           " above 1: kcrypto is faster. SHA-256x2-finup lengths are the"
           " two messages together.", "",
           "| call | kcrypto | kernel | lowest per call, 0..128 B (at) |"
           " 1 KiB | 16 KiB |", "|---|---|---|---|---|---|"]
    order = {a: i for i, a in enumerate(ALGS)}
    for (alg, impl), p in sorted(pairs.items(),
                                 key=lambda kv: (order.get(kv[0][0], 99),
                                                 kv[0][1])):
        low = "%.2f (%d B)" % p["low"] if p["low"] else ""
        cells = ["%.2f" % p[n] if n in p else "" for n in (1024, 16384)]
        out.append("| %s | %s | %s | %s | %s |" %
                   (alg, impl, p["kernel"], low, " | ".join(cells)))
    out.append("")
    return out


def table(recs, alg, metric, lens, out):
    higher = metric == "mbps"
    rows = {}
    ratios = {}
    for r in recs:
        if r["alg"] == alg and metric in r:
            rows.setdefault(r["impl"], {})[r["len"]] = r[metric]
            x = r.get("x_best_peer", r.get("x_unrolled"))
            if x:
                ratios.setdefault(r["impl"], {})[r["len"]] = "%.2fx" % x
            k = r.get("x_kernel")
            if k:
                t = ratios.setdefault(r["impl"], {}).get(r["len"])
                ratios[r["impl"]][r["len"]] = ((t + ", " if t else "") +
                                               "k %.2fx" % k)
    if not rows:
        return
    impls = sorted(rows, key=lambda i: (not i.startswith("kcrypto"),
                                        i.endswith("-i386"), i))
    unit = "MB/s" if higher else "cycles per call (rdtsc)"
    out.append("| %s %s | %s |" % (alg, unit,
                                   " | ".join(str(n) for n in lens)))
    out.append("|---" * (len(lens) + 1) + "|")
    for impl in impls:
        cells = []
        for n in lens:
            v = rows[impl].get(n)
            if v is None:
                cells.append("")
                continue
            text = "%.0f" % v if v >= 100 else "%.1f" % v
            x = ratios.get(impl, {}).get(n)
            if x:
                text += " (%s)" % x
            cells.append(text)
        out.append("| %s | %s |" % (impl, " | ".join(cells)))
    out.append("")


def main():
    d = sys.argv[1]
    recs = json.load(open(os.path.join(d, "results.json")))
    out = ["```"]
    with open(os.path.join(d, "bench.txt")) as f:
        for line in f:
            if not line.strip():
                break
            out.append(line.rstrip())
    out += ["```", "",
            "Ratios in parentheses: kcrypto against the best peer at that"
            " length (above 1: kcrypto is faster), the median of the"
            " ratios of samples taken back to back; for the i386 rolled"
            " row, against kcrypto unrolled on i386; \"k\": against the"
            " kernel's own code doing the same job.", ""]
    kern = kernel_lines(recs)
    with open(os.path.join(d, "kernel.md"), "w") as f:
        f.write("\n".join(kern) + "\n")
    out += kern
    sha512_line(recs, out)
    sha3_line(recs, out)
    finup_2x_line(recs, out)
    for alg in ALGS:
        table(recs, alg, "mbps", MBPS_LENS, out)
        table(recs, alg, "cycles", CYCLE_LENS, out)
    with open(os.path.join(d, "summary.md"), "w") as f:
        f.write("\n".join(out) + "\n")
    print("bench: summary in %s" % os.path.join(d, "summary.md"))


if __name__ == "__main__":
    main()
