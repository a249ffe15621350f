#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""Judge the timed choices in a kernel log against the rule that makes them.

    tools/klog/timed-choice.py [--require MODULE]... LOG

A glue that chooses its path by timing (kcrypto_arch_choose_timed() in
include/crypto/internal/kcrypto-arch.h: BLAKE2s and BLAKE2b on x86) logs

    MODULE: MB/s: generic 72, ssse3 45, avx512 80
    MODULE: using generic

Under TCG, or on another CPU, the timing decides, so no path can be
expected in advance; but the path logged must be the one the rule of
kcrypto_arch_pick_timed() gives for the speeds logged beside it. The rule,
on times: the highest-numbered timed path, unless a lower one is faster by
1/16; that one, if it is faster than path 0 (generic) by 1/8. The log gives
MB/s rounded down, so each speed is known to within [v, v + 1) (and its
time to within the integer divisions): where that interval allows either
outcome of a comparison, both are accepted.

Each MODULE with a "MB/s:" line must have an automatic "using" line after
it ("(forced by impl=)" means no timing took place: there is none to
judge). --require MODULE: the log must hold MODULE's "MB/s:" line.

Prints one "ok"/"not ok" line per choice; exits 1 on any "not ok".
"""
import argparse
import itertools
import re
import sys

MBS = re.compile(r'(kcrypto_\w+): MB/s: (.*?)\s*$')
USING = re.compile(r'(kcrypto_\w+): using (\S+)( \(forced by impl=\))?\s*$')
# The times' integer divisions (best / 16, best / 8) and MB/s's own.
SLACK = 0.005


def pick(ns):
    """kcrypto_arch_pick_timed() on times in arbitrary units."""
    simd = len(ns) - 1
    if simd == 0:
        return 0
    for p in range(simd - 1, 0, -1):
        if ns[p] * 17 / 16 < ns[simd]:
            simd = p
    return simd if ns[simd] * 9 / 8 < ns[0] else 0


def possible(speeds):
    """Every path the rule can give for speeds known to within [v, v + 1)."""
    bounds = [((v - SLACK * v) or 0.5, (v + 1) * (1 + SLACK))
              for v in speeds]
    # Time is 1 / speed; the rule's comparisons are monotonic in each
    # time, so the corners of the box hold every outcome it allows.
    return {pick([1 / s for s in corner])
            for corner in itertools.product(*bounds)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--require', action='append', default=[])
    ap.add_argument('log')
    args = ap.parse_args()

    timed = {}  # module -> [(name, MB/s), ...], until its "using" line
    seen = set()
    bad = 0
    with open(args.log, errors='replace') as f:
        for line in f:
            m = MBS.search(line)
            if m:
                mod = m.group(1)
                rows = [r.strip().rsplit(' ', 1) for r in
                        m.group(2).split(',')]
                try:
                    timed[mod] = [(n, int(v)) for n, v in rows]
                except ValueError:
                    print(f'not ok - {mod}: unreadable timing: '
                          f'{m.group(2)}')
                    bad += 1
                    continue
                seen.add(mod)
                continue
            m = USING.search(line)
            if not m or m.group(1) not in timed:
                continue
            mod, used, forced = m.groups()
            rows = timed.pop(mod)
            names = [n for n, _ in rows]
            desc = ', '.join(f'{n} {v}' for n, v in rows)
            if forced:
                print(f'not ok - {mod}: timed ({desc}), then forced '
                      f'to {used}: impl= is read before any timing')
                bad += 1
                continue
            want = sorted(names[p] for p in possible([v for _, v in rows]))
            if names[0] != 'generic' or used not in want:
                print(f'not ok - {mod}: MB/s {desc}: using {used}, '
                      f'the rule gives {" or ".join(want)}')
                bad += 1
            else:
                print(f'ok - {mod}: MB/s {desc}: using {used}, as the rule '
                      f'gives{" (either, within rounding)" if len(want) > 1 else ""}')
    for mod in sorted(timed):
        print(f'not ok - {mod}: timed, but no "using" line follows')
        bad += 1
    for mod in args.require:
        if mod not in seen:
            print(f'not ok - {mod}: no "MB/s:" line in {args.log}')
            bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
