#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""Judge a kernel's console log: no splat but the ones a run expects.

    tools/klog/check-klog.py [--expect FUNC=N[-M]]... [--taint-ok LETTERS] LOG

Every kernel this project boots (UML, the ARM and arm64 kernels under
qemu-system, Debian's own kernels) hands its console log to this script.
It fails (exit 1) when the log holds a report it did not expect:

  - "WARNING:" lines: a WARN*() splat, or a lockdep report ("WARNING:
    possible circular locking dependency detected", ...);
  - "BUG:" lines ("BUG: KASAN: ...", "BUG: sleeping function ...",
    "BUG: unable to handle page fault"), "kernel BUG at", "Oops",
    "general protection fault", "Unable to handle kernel",
    "Kernel panic", "UBSAN:", "KASAN", "INFO: possible recursive locking",
    "INFO: task ... blocked", "refcount_t:", "list_add corruption";
  - with --taint-ok, a "Tainted: FLAGS" line (printed with every splat)
    with a letter outside LETTERS ("G", no proprietary module, is no
    taint), or a boot script's "NAME: tainted: N" line (its read of
    /proc/sys/kernel/tainted) with a bit set whose letter is not in
    LETTERS.

A WARN splat names its call site: "WARNING: CPU: 0 PID: 1 at FILE:LINE
FUNC+0x../0x.. [module]" (since 6.19 "WARNING: FILE:LINE at
FUNC+0x../0x.. [module], CPU#0: TASK/PID"). --expect SITE=N says that SITE must warn exactly
N times in this log, where SITE is FUNC. When SITE is the file name of FILE
(no directory, no line), N counts the modules that warned there: the KUnit
suites trip the WARN_ON_ONCE() of the static inline blake2b_init_key() and
blake2s_init_key() on purpose, in each test module that includes them, at
blake2b.h and blake2s.h in whichever function the compiler inlined them
into. Where the arch keeps WARN_ON_ONCE()'s flag per inlined copy (arm64,
x86: the bug table) one module warns once per copy it reaches, elsewhere
once; so each FUNC [module] there must warn once, and N modules must.
N-M accepts N to M: a WARN_ON_ONCE() that ends a library function
(lib/crypto/sha3.c) may be a tail call, and 32-bit ARM then names the
caller, in a test module, instead of the library. A splat at any other
site, a site warning twice, or a count outside the expected one, fails.

Prints one line per finding and a closing "klog: ..." verdict.
"""
import argparse
import re
import sys

PREFIX = re.compile(r'^\[\s*\d+\.\d+\]\s?')
WARN_SITE = re.compile(r'^WARNING: (?:CPU: \d+ PID: \d+ at (?:(\S+):\d+ )?'
                       r'|(\S+):\d+ at )'
                       r'([A-Za-z0-9_.]+)\+0x[0-9a-f]+/0x[0-9a-f]+'
                       r'(?: \[([^]\s]+)\])?')
BAD = re.compile(r'WARNING:|BUG:|kernel BUG at|Oops|general protection fault'
                 r'|Unable to handle kernel|Kernel panic|UBSAN:|KASAN'
                 r'|INFO: possible recursive locking|INFO: task .* blocked'
                 r'|refcount_t:|list_add corruption|list_del corruption')
TAINT = re.compile(r'Tainted: ([A-Z ]+?)\s*(?:$|\d)')
# A boot script's report of /proc/sys/kernel/tainted: "...: tainted: 12288".
TAINT_NUM = re.compile(r'^[a-z0-9-]+: tainted: (\d+)$')
# Bit n of the taint mask is letter n (Documentation/admin-guide/tainted-kernels.rst).
TAINT_LETTERS = 'PFSRMBUDAWCIOELKXTN'
# Our own lines that name these words without being reports.
OURS = re.compile(r'^(kcrypto-init|kcrypto-clients|clients|kcrypto-guest)'
                  r'[:(]|^# ')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--expect', action='append', default=[],
                    metavar='FUNC=N[-M]')
    ap.add_argument('--taint-ok', default=None, metavar='LETTERS')
    ap.add_argument('log')
    args = ap.parse_args()

    expect = {}
    for e in args.expect:
        func, _, n = e.partition('=')
        lo, _, hi = n.partition('-')
        if not func or not lo.isdigit() or not (hi or lo).isdigit():
            ap.error(f'--expect {e}: want FUNC=N or FUNC=N-M')
        expect[func] = (int(lo), int(hi or lo))

    with open(args.log, encoding='utf-8', errors='backslashreplace') as f:
        lines = [PREFIX.sub('', l.rstrip('\r\n')) for l in f]

    problems = []
    seen = {}
    header_sites = {}
    for no, line in enumerate(lines, 1):
        if args.taint_ok is not None:
            flags = ''
            t = TAINT.search(line)
            if t:
                flags = t.group(1).replace(' ', '').replace('G', '')
            t = TAINT_NUM.search(line)
            if t:
                mask = int(t.group(1))
                flags = ''.join(c for i, c in enumerate(TAINT_LETTERS)
                                if mask >> i & 1)
                if mask >> len(TAINT_LETTERS):
                    flags += '?'
            bad = sorted(set(flags) - set(args.taint_ok))
            if bad:
                problems.append(f'{args.log}:{no}: taint {"".join(bad)} '
                                f'not allowed (only {args.taint_ok}): {line}')
        if OURS.search(line):
            continue
        site = WARN_SITE.search(line)
        if site:
            func = site.group(3)
            where = (site.group(1) or site.group(2) or '').rsplit('/', 1)[-1]
            if where in expect:
                key = (func, site.group(4) or '')
                sites = header_sites.setdefault(where, set())
                if key in sites:
                    problems.append(f'{args.log}:{no}: {where}: '
                                    f'{key[0]} [{key[1]}] warned again: '
                                    f'{line}')
                sites.add(key)
                seen[where] = len({m for _, m in sites})
                continue
            seen[func] = seen.get(func, 0) + 1
            if func not in expect:
                problems.append(f'{args.log}:{no}: unexpected: {line}')
        elif BAD.search(line):
            problems.append(f'{args.log}:{no}: unexpected: {line}')
    for func, (lo, hi) in sorted(expect.items()):
        if not lo <= seen.get(func, 0) <= hi:
            what = 'modules warned' if func in header_sites else 'warnings'
            want = f'{lo}' if lo == hi else f'{lo} to {hi}'
            problems.append(f'{args.log}: {func}: {seen.get(func, 0)} {what},'
                            f' expected {want}')

    for p in problems:
        print(f'klog: {p}')
    known = ', '.join(f'{f} x{n}' for f, n in sorted(seen.items())
                      if f in expect) or 'none'
    if problems:
        print(f'klog: {args.log}: FAILED, {len(problems)} findings')
        return 1
    print(f'klog: {args.log}: clean (expected warnings: {known})')
    return 0


if __name__ == '__main__':
    sys.exit(main())
