#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""The one reader of KUnit results: KTAP in, one summary out.

    tools/check/ktap.py [OPTION...] NAME KTAP

Every step that runs KUnit suites (host binaries, UML, qemu kernels) hands
its KTAP to this reader, and only to it. The kernel's own parser, kunit.py
parse (tools/testing/kunit of a kernel source tree), gives the verdict, the
counts and each case's status; this adds what it lacks:

  --console LOG --modules "M..."
        KTAP is written, not read: the KTAP documents of the test modules
        M are pulled out of the kernel console LOG and merged into one
        document (kunit.py reads only the first one of its input). Fails
        when tools/uml/init.c did not log "kcrypto-init: done: ... status
        ok", a module printed no KTAP or fewer suite results than its plan.
  --run "CASE..."   each must have run (passed or failed); CASE is
        suite.case, or a suite's name;
  --skip "CASE..."  each must have skipped;
  --pass "CASE..."  each must have run and passed;
  --may-skip REGEX  no case may skip but those whose suite.case name
        matches REGEX;
  --used "MODULE.impl=PATH..."  LOG (--log, or --console) must say
        "MODULE: using PATH", the glue's word on its choice;
  --forced "MODULE.impl=PATH..."  the same with "(forced by impl=)", and
        the arch suites' "path in use: P" lines, if any, must name PATH;
  --counts FILE     write "passed failed skipped" there;
  --kunit DIR       the kernel's tools/testing/kunit (default: the one
        tools/lint/kernel-tools.sh unpacks);
  --show            print kunit.py's report (it always goes to
        KTAP.parse.log).

Prints "NAME: P passed, F failed, S skipped", then one line per failed or
crashed case and per unmet expectation; each unmet expectation, and a
document kunit.py or the extraction rejects without a failed case, adds a
failure. Exit 1 when anything failed.

    tools/check/ktap.py --used-paths LOG

prints the paths the glues of a boot logged they use, as words
"MODULE.impl=PATH" for tools/cpu/coverage.sh, one per module.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))))
PREFIX = re.compile(r'^\[\s*\d+\.\d+\]\s?')
RESULT = re.compile(r'^(not ok|ok) (\d+)(.*)$')
PLAN = re.compile(r'^1\.\.(\d+)$')
USING = re.compile(r'^(kcrypto_\w+): using (\S+)( \(forced by impl=\))?$')
IN_USE = re.compile(r'# test_(\w+?)_arch_\w+: (?:\w+ )?path in use: (\S+)$')
SUMMARY = re.compile(r'Testing complete\. Ran \d+ tests: (.*)$', re.M)


def console_lines(path):
    """LOG's lines without the kernel's timestamps."""
    with open(path, encoding='utf-8', errors='backslashreplace') as f:
        return [PREFIX.sub('', l.rstrip('\r\n')) for l in f]


def extract(lines, out, test_modules):
    """Merge the modules' KTAP documents of a console log into OUT;
    return the errors."""
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
        if line.startswith(('KTAP version', 'TAP version')):
            continue
        m = PLAN.match(line)
        if m and state[0] is None:
            state[0] = int(m.group(1))
            continue
        if state[0] is None or state[1] >= state[0]:
            continue    # kernel messages before or after the module's KTAP
        if RESULT.match(line):
            state[1] += 1
        state[2].append(line)

    if not began:
        errors.append('no "kcrypto-init: begin": did the init run?')
    if done is None:
        errors.append('no "kcrypto-init: done" line: the boot did not finish')
    elif not done.endswith('status ok'):
        errors.append('init: ' + done)
    body = []
    total = plan_total = 0
    for name in test_modules:
        if name not in per_module:
            errors.append(f'{name}: not loaded')
            continue
        plan, seen, mlines = per_module[name]
        if plan is None:
            errors.append(f'{name}: printed no KTAP (no suites?)')
            continue
        if plan == 0 or seen < plan:
            errors.append(f'{name}: {seen} of {plan} suite results')
        # The plan counts suites that never reported, so kunit.py sees
        # them missing too.
        plan_total += plan
        for line in mlines:
            m = RESULT.match(line)
            if m:
                total += 1
                line = f'{m.group(1)} {total}{m.group(3)}'
            body.append(line)
    if plan_total == 0:
        errors.append('no suites of ours in the log')
    with open(out, 'w', encoding='utf-8') as f:
        f.write(f'KTAP version 1\n1..{plan_total}\n')
        f.writelines(line + '\n' for line in body)
    return errors


def kunit_dir():
    src = subprocess.run([os.path.join(TOP, 'tools/lint/kernel-tools.sh')],
                         stdout=subprocess.PIPE, check=True, text=True)
    return os.path.join(src.stdout.strip(), 'tools/testing/kunit')


def kunit_parse(kunit, ktap, parse_log):
    """kunit.py parse on KTAP: (exit status 0, its report, its JSON tree);
    the report also goes to PARSE_LOG."""
    with tempfile.TemporaryDirectory() as tmp:
        js = os.path.join(tmp, 'results.json')
        with open(parse_log, 'w', encoding='utf-8') as log:
            # kunit.py runs from the kernel tree: absolute paths.
            cmd = [sys.executable, os.path.join(kunit, 'kunit.py'), 'parse',
                   os.path.abspath(ktap), '--json=' + js]
            rc = subprocess.run(cmd, stdout=log,
                                stderr=subprocess.STDOUT).returncode
        try:
            with open(js, encoding='utf-8') as f:
                tree = json.load(f)
        except (OSError, ValueError):
            tree = {}
    with open(parse_log, encoding='utf-8', errors='replace') as f:
        return rc == 0, f.read(), tree


def report_counts(report):
    """(passed, failed, skipped) of kunit.py's last summary line ("Ran 64
    tests: passed: 60, skipped: 4"): crashed cases and parse errors are
    failures. None without one."""
    p = f = s = 0
    last = SUMMARY.findall(report)
    if not last:
        return None
    for item in last[-1].split(','):
        what, _, n = item.partition(':')
        if not n.strip().isdigit():
            continue
        if 'passed' in what:
            p += int(n)
        elif 'skipped' in what:
            s += int(n)
        else:
            f += int(n)
    return p, f, s


def case_status(tree):
    """From kunit.py's JSON: ({"suite.case": PASS, SKIP, FAIL or ERROR},
    {suite: results that never came}); a suite's own status is FAIL when
    a case failed or is missing, SKIP when all skipped."""
    status = {}
    missing = {}

    def walk(group, prefix):
        for case in group.get('test_cases', []):
            if case['name']:
                status[prefix + case['name']] = case['status']
            else:   # kunit.py's stand-in for a missing result
                where = prefix.rstrip('.')
                missing[where] = missing.get(where, 0) + 1
        for sub in group.get('sub_groups', []):
            name = prefix + sub['name']
            walk(sub, name + '.')
            leaves = [v for k, v in status.items()
                      if k.startswith(name + '.')]
            if name in missing or any(v not in ('PASS', 'SKIP')
                                      for v in leaves):
                status[name] = 'FAIL'
            elif leaves and all(v == 'SKIP' for v in leaves):
                status[name] = 'SKIP'
            else:
                status[name] = 'PASS'
    walk(tree, '')
    return status, missing


def skip_reason(ktap, name):
    """The text after "# SKIP" on NAME's result line, if any."""
    case = re.escape(name.split('.')[-1])
    with open(ktap, encoding='utf-8', errors='replace') as f:
        for line in f:
            m = re.match(r'^\s*ok \d+ ' + case + r' # SKIP ?(.*)$', line)
            if m:
                return m.group(1).strip()
    return ''


def used_paths(lines):
    """{module: (path, forced)} from the glues' "MODULE: using PATH"."""
    used = {}
    for line in lines:
        m = USING.match(line)
        if m:
            used[m.group(1)] = (m.group(2), bool(m.group(3)))
    return used


def impl_words(words):
    """[(module, path)] of "MODULE.impl=PATH" words."""
    out = []
    for w in words.split():
        mod, _, path = w.partition('.impl=')
        if path:
            out.append((mod, path))
    return out


def case_problems(args, status):
    """The cases of --run, --pass, --skip and --may-skip that are not as
    they must be, one line each."""
    bad = []
    for name in args.run.split():
        if status.get(name) == 'SKIP':
            bad.append(f'must-run case {name} skipped'
                       f' ({skip_reason(args.ktap, name)})')
        elif name not in status:
            bad.append(f'must-run case {name} missing')
    for name in args.passed.split():
        if status.get(name) != 'PASS':
            bad.append(f'case {name} did not run and pass:'
                       f' {status.get(name, "missing")}')
    for name in args.skip.split():
        if status.get(name) != 'SKIP':
            bad.append(f'must-skip case {name}'
                       f' {"ran" if name in status else "missing"}')
    if args.may_skip is None:
        return bad
    for name, v in status.items():
        if (v == 'SKIP' and not re.search(args.may_skip, name) and
                not any(k.startswith(name + '.') for k in status)):
            bad.append(f'case {name} skipped'
                       f' ({skip_reason(args.ktap, name)}),'
                       f' only /{args.may_skip}/ may')
    return bad


def path_problems(args, lines):
    """The paths of --used and --forced that the log's "MODULE: using
    PATH" lines, or the suites' "path in use" lines, contradict."""
    bad = []
    used = used_paths(lines)
    said = {}
    with open(args.ktap, encoding='utf-8', errors='replace') as fd:
        for line in fd:
            m = IN_USE.search(line.rstrip('\n'))
            if m:
                said['kcrypto_' + m.group(1)] = m.group(2)
    for mod, path in impl_words(args.used):
        if used.get(mod, ('',))[0] != path:
            bad.append(f'the log lacks "{mod}: using {path}"'
                       f' (has: {used.get(mod, ("nothing",))[0]})')
    for mod, path in impl_words(args.forced):
        if used.get(mod) != (path, True):
            bad.append(f'the log lacks "{mod}: using {path}'
                       f' (forced by impl=)"')
        if said.get(mod, path) != path:
            bad.append(f'{mod}.impl={path}, but the suite says'
                       f' {said[mod]!r} is in use')
    return bad


def judge(args):
    bad = []
    lines = None
    if args.console:
        lines = console_lines(args.console)
        bad += extract(lines, args.ktap, args.modules.split())
    elif args.log:
        lines = console_lines(args.log)
    parse_log = re.sub(r'\.ktap$', '', args.ktap) + '.parse.log'
    ok, report, tree = kunit_parse(args.kunit or kunit_dir(), args.ktap,
                                   parse_log)
    counts = report_counts(report)
    if counts is None:
        tail = report.strip().splitlines()[-1:] or ['nothing']
        bad.append(f'kunit.py parse gave no summary ({parse_log}):'
                   f' {tail[0]}')
        counts = 0, 0, 0
    p, f, s = counts
    status, missing = case_status(tree)
    if args.show:
        sys.stdout.write(report)
    elif not ok or f:
        # What kunit.py says of the failures: their names, expectations.
        why = [re.sub(r'^\[[0-9:]+\] ', '', l) for l in report.splitlines()
               if re.search(r'\[(FAILED|CRASHED|ERROR)\]|[Ee]xpected', l)]
        sys.stdout.writelines(l + '\n' for l in list(dict.fromkeys(why))[:20])
    failed = [n for n, v in status.items() if v not in ('PASS', 'SKIP')
              and n not in missing
              and not any(k.startswith(n + '.') for k in status)]
    bad += case_problems(args, status)
    if args.used or args.forced:
        if lines is None:
            raise SystemExit('ktap: --used and --forced need --log')
        bad += path_problems(args, lines)
    if not ok and f == 0 and not bad:
        bad.append(f'kunit.py parse rejected the KTAP: {parse_log}')
    f += len(bad)
    print(f'{args.name}: {p} passed, {f} failed, {s} skipped')
    for name in failed:
        print(f'{args.name}: not ok {name}'
              f' ({"crashed" if status[name] == "ERROR" else "failed"})')
    for where, n in missing.items():
        what = f'{n} suites' if where == '' else f'{where}: {n} cases'
        print(f'{args.name}: not ok {what} missing (crashed)')
    for msg in bad:
        print(f'{args.name}: {msg}')
    if args.counts:
        with open(args.counts, 'w', encoding='utf-8') as fd:
            fd.write(f'{p} {f} {s}\n')
    return 1 if f else 0


def main(argv):
    if len(argv) == 3 and argv[1] == '--used-paths':
        for mod, (path, _) in sorted(used_paths(console_lines(argv[2]))
                                     .items()):
            print(f'{mod}.impl={path}')
        return 0
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument('name')
    ap.add_argument('ktap')
    ap.add_argument('--console')
    ap.add_argument('--modules', default='')
    ap.add_argument('--log')
    ap.add_argument('--run', default='')
    ap.add_argument('--skip', default='')
    ap.add_argument('--pass', dest='passed', default='')
    ap.add_argument('--may-skip')
    ap.add_argument('--used', default='')
    ap.add_argument('--forced', default='')
    ap.add_argument('--counts')
    ap.add_argument('--kunit')
    ap.add_argument('--show', action='store_true')
    return judge(ap.parse_args(argv[1:]))


if __name__ == '__main__':
    sys.exit(main(sys.argv))
