#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""Extract our modules' KTAP from a UML console log as one KTAP document.

    tools/uml/ktap.py CONSOLE.LOG OUT.KTAP TEST-MODULE...

The boot prints the kernel's own KTAP document first (built-in suites, none
here); then tools/uml/init.c logs "kcrypto-init: loading NAME" before each
module, and each test module prints a KTAP document of its own ("KTAP
version 1", "1..N", N suite results numbered from 1). kunit.py parse reads
only the first document of its input, so this merges the modules' documents
into one: a single header and plan, suites renumbered 1..total. Everything
else inside a module's output (subtests, diagnostics, kernel messages such as
WARN splats) is kept as it is.

Fails (exit 1) when init did not finish with "status ok", when a named test
module printed no KTAP or fewer suite results than its plan said, or when the
log has no KTAP of ours at all. Whether the suites passed is for kunit.py
parse to say, on OUT.KTAP.
"""
import re
import sys

PREFIX = re.compile(r'^\[\s*\d+\.\d+\]\s?')
RESULT = re.compile(r'^(not ok|ok) (\d+)(.*)$')
PLAN = re.compile(r'^1\.\.(\d+)$')


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    log, out, test_modules = argv[1], argv[2], argv[3:]
    with open(log, encoding='utf-8', errors='backslashreplace') as f:
        lines = [PREFIX.sub('', l.rstrip('\r\n')) for l in f]

    errors = []
    done = None
    began = False
    module = None
    per_module = {}   # name -> [plan, results seen, body lines]
    for line in lines:
        if line.startswith('kcrypto-init: '):
            msg = line[len('kcrypto-init: '):]
            if msg.startswith('begin'):
                began = True
            elif msg.startswith('loading '):
                module = msg[len('loading '):].strip()
                per_module[module] = [None, 0, []]
            elif msg.startswith('done:'):
                done = msg
                module = None
            elif (msg.startswith('parameters of ') or
                  msg.startswith('running ') or
                  msg.endswith(' exited with status 0')):
                pass    # module parameters, --run PROG that succeeded
            else:
                errors.append('init: ' + msg)
            continue
        if not began or module is None:
            continue
        state = per_module[module]
        if line.startswith('KTAP version') or line.startswith('TAP version'):
            continue
        m = PLAN.match(line)
        if m and state[0] is None:
            state[0] = int(m.group(1))
            continue
        if state[0] is None:
            continue    # kernel messages before the module's KTAP
        if state[1] >= state[0]:
            continue    # and after it
        m = RESULT.match(line)
        if m:
            state[1] += 1
        state[2].append(line)

    if not began:
        errors.append('no "kcrypto-init: begin": did the init run?')
    if done is None:
        errors.append('no "kcrypto-init: done" line: the boot did not finish')
    elif not done.endswith('status ok'):
        errors.append('init: ' + done)
    for name in test_modules:
        if name not in per_module:
            errors.append(f'{name}: not loaded')
            continue
        plan, seen, _ = per_module[name]
        if plan is None:
            errors.append(f'{name}: printed no KTAP (no suites?)')
        elif plan == 0 or seen < plan:
            errors.append(f'{name}: {seen} of {plan} suite results')

    body = []
    total = 0
    for name in test_modules:
        if name not in per_module or per_module[name][0] is None:
            continue
        plan, _, mlines = per_module[name]
        for line in mlines:
            m = RESULT.match(line)
            if m:
                total += 1
                line = f'{m.group(1)} {total}{m.group(3)}'
            body.append(line)
    # The plan counts suites that never reported, so kunit.py sees them
    # missing too.
    plan_total = sum(per_module[n][0] or 0 for n in test_modules
                     if n in per_module)
    with open(out, 'w', encoding='utf-8') as f:
        f.write('KTAP version 1\n')
        f.write(f'1..{plan_total}\n')
        for line in body:
            f.write(line + '\n')

    for e in errors:
        print('ktap: ' + e, file=sys.stderr)
    if plan_total == 0:
        print('ktap: no suites of ours in the log', file=sys.stderr)
        return 1
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
