#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""Each algorithm's digest fingerprint, as kcrypto-bench --check prints it,
from Python's hashlib and hmac.

    hashlib-fp.py CHECK-OUTPUT   compares the "digest ALG agree ...
                                 fingerprint F" lines of kcrypto-bench
                                 --check with the fingerprints computed
                                 here; exits 1 on a difference or a
                                 missing algorithm

The benchmark's input is in[i] = (i * 131 + (i >> 8)) mod 256 (bench.cc);
a fingerprint is FNV-1a (64-bit) over the digests, in order, of the first
len bytes for every len 0..129 and 200, 511, 512, 1000, 3173, 4096 and
16384. Every row of an algorithm agreed with the first before the
benchmark printed its line, so a match here checks all of them, the
kernel's own code included, against hashlib. A "DIFFER" line's fingerprint
is the first row's (kcrypto's), and is checked too.
"""
import hashlib
import hmac
import re
import sys

KEY = bytes([0x0b, 0x1c, 0x2d, 0x3e, 0x4f, 0x50, 0x61, 0x72, 0x83, 0x94,
             0xa5, 0xb6, 0xc7, 0xd8, 0xe9, 0xfa]) * 2
LENS = list(range(130)) + [200, 511, 512, 1000, 3173, 4096, 16384]
DATA = bytes((i * 131 + (i >> 8)) & 0xff for i in range(65536))


def two(m):
    h = len(m) // 2
    return hashlib.sha256(m[:h]).digest() + hashlib.sha256(m[h:2 * h]).digest()


ALGS = {
    "BLAKE2b-512": lambda m: hashlib.blake2b(m).digest(),
    "BLAKE2b-256": lambda m: hashlib.blake2b(m, digest_size=32).digest(),
    "BLAKE2s-256": lambda m: hashlib.blake2s(m).digest(),
    "SHA-256": lambda m: hashlib.sha256(m).digest(),
    "HMAC-SHA256": lambda m: hmac.new(KEY, m, "sha256").digest(),
    "SHA-256x2-calls": two,
    "SHA-256x2-finup": two,
    "SHA-384": lambda m: hashlib.sha384(m).digest(),
    "SHA-512": lambda m: hashlib.sha512(m).digest(),
    "HMAC-SHA384": lambda m: hmac.new(KEY, m, "sha384").digest(),
    "HMAC-SHA512": lambda m: hmac.new(KEY, m, "sha512").digest(),
    "SHA3-224": lambda m: hashlib.sha3_224(m).digest(),
    "SHA3-256": lambda m: hashlib.sha3_256(m).digest(),
    "SHA3-384": lambda m: hashlib.sha3_384(m).digest(),
    "SHA3-512": lambda m: hashlib.sha3_512(m).digest(),
    "SHAKE128-256": lambda m: hashlib.shake_128(m).digest(32),
    "SHAKE256-512": lambda m: hashlib.shake_256(m).digest(64),
}


def fingerprint(fn):
    h = 0xcbf29ce484222325
    for n in LENS:
        for b in fn(DATA[:n]):
            h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
    return "%016x" % h


def main(argv):
    if len(argv) != 1:
        sys.exit(__doc__)
    got = {}
    for line in open(argv[0]):
        m = re.match(r"digest (\S+)\s+(?:agree|DIFFER)\s.*fingerprint "
                     r"([0-9a-f]+)", line)
        if m:
            got[m.group(1)] = m.group(2)
    bad = 0
    for alg, fn in ALGS.items():
        want = fingerprint(fn)
        if got.get(alg) != want:
            print("check-bench: %s: fingerprint %s, hashlib's %s" %
                  (alg, got.get(alg, "missing"), want))
            bad += 1
    print("check-bench: %d of %d algorithms' digests match hashlib" %
          (len(ALGS) - bad, len(ALGS)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
