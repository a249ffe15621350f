#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""Differential check of the pkg-config example programs against Python.

Usage: check-example.py CXX_PROGRAM C_PROGRAM [CASES]

Feeds CASES random jobs (algorithm, key, digest length, update splits,
data) to the C++ program, the same jobs to hashlib/hmac, and compares every
digest; then checks the C program's one-shot digests of "abc". Prints
"N passed, N failed" and exits non-zero on any mismatch.
"""
import hashlib
import hmac
import random
import subprocess
import sys


def expected(alg, outlen, key, data):
    if alg == "blake2b":
        return hashlib.blake2b(data, digest_size=outlen, key=key).hexdigest()
    if alg == "blake2s":
        return hashlib.blake2s(data, digest_size=outlen, key=key).hexdigest()
    if alg in ("sha224", "sha256", "sha384", "sha512"):
        return hashlib.new(alg, data).hexdigest()
    return hmac.new(key, data, alg.split("-")[1]).hexdigest()


def main():
    cxx_prog, c_prog = sys.argv[1], sys.argv[2]
    cases = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
    rng = random.Random(20261130)
    algs = ["blake2b", "blake2s", "sha224", "sha256", "sha384", "sha512",
            "hmac-sha224", "hmac-sha256", "hmac-sha384", "hmac-sha512"]
    jobs, want = [], []
    for _ in range(cases):
        alg = rng.choice(algs)
        size = rng.choice([rng.randrange(0, 300), rng.randrange(0, 5000)])
        data = rng.randbytes(size)
        if alg == "blake2b":
            outlen, key = rng.randrange(1, 65), rng.randbytes(rng.randrange(0, 65))
        elif alg == "blake2s":
            outlen, key = rng.randrange(1, 33), rng.randbytes(rng.randrange(0, 33))
        elif alg.startswith("hmac"):
            outlen, key = 0, rng.randbytes(rng.randrange(0, 300))
        else:
            outlen, key = 0, b""
        splits = []
        left = size
        while left and rng.random() < 0.7:
            n = rng.randrange(0, min(left, 200) + 1)
            splits.append(n)
            left -= n
        jobs.append("%s %d %s %s %s" % (
            alg, outlen, key.hex() or "-",
            ",".join(map(str, splits)) or "-", data.hex() or "-"))
        want.append(expected(alg, outlen, key, data))

    got = subprocess.run([cxx_prog], input="\n".join(jobs) + "\n",
                         capture_output=True, text=True, check=True).stdout.split()
    passed = failed = 0
    for job, w, g in zip(jobs, want, got + [""] * len(want)):
        if w == g:
            passed += 1
        else:
            failed += 1
            if failed <= 5:
                print("MISMATCH %s...: want %s got %s" % (job[:80], w, g))

    abc, key = b"abc", b"key!"
    c_want = {
        "blake2b": hashlib.blake2b(abc).hexdigest(),
        "blake2s": hashlib.blake2s(abc).hexdigest(),
        "sha224": hashlib.sha224(abc).hexdigest(),
        "sha256": hashlib.sha256(abc).hexdigest(),
        "hmac-sha256": hmac.new(key, abc, "sha256").hexdigest(),
        "sha384": hashlib.sha384(abc).hexdigest(),
        "sha512": hashlib.sha512(abc).hexdigest(),
        "hmac-sha512": hmac.new(key, abc, "sha512").hexdigest(),
    }
    out = subprocess.run([c_prog], capture_output=True, text=True, check=True).stdout
    c_got = dict(line.split() for line in out.splitlines())
    for name, w in c_want.items():
        if c_got.get(name) == w:
            passed += 1
        else:
            failed += 1
            print("MISMATCH C program %s: want %s got %s" % (name, w, c_got.get(name)))

    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
