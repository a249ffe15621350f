#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""Check Documentation/bad-input.md against the KUnit sources in tests/.

The document's tables name the cases that test each row as `suite.case`.
This script reads the suites from tests/*.c (the kunit_suite's name, its
case array, the *_KUNIT_CASES macros of the templates) and fails when

  - a `suite.case` of the document names no case that exists;
  - a case of the kcrypto_bad_input suite is named by no row;
  - a row names a case whose test declares an outcome, in a comment line
    'bad-input.md: "PHRASE"' above the case function or above a function of
    the same file that the case calls, and the row does not say PHRASE
    (backquotes in the row are ignored).

The last one keeps the outcome columns honest: where the tests check what
a call writes, the row must say what they check.

Usage: bad-input-doc.py [TOP]   (default: the checkout this script is in)
"""
import os
import re
import sys

TAG = re.compile(r'bad-input\.md:\s*"([^"]+)"')
REF = re.compile(r'`([a-z0-9_-]+)\.([a-z0-9_]+)`')
BAD_INPUT_SUITE = "kcrypto_bad_input"


def read_sources(tests):
    """The text of every tests/*.c and *.h, by file name."""
    return {n: open(os.path.join(tests, n), encoding="utf-8").read()
            for n in sorted(os.listdir(tests)) if n.endswith((".c", ".h"))}


def case_macros(sources):
    """#define NAME_KUNIT_CASES ... -> the case names it lists."""
    macros = {}
    for text in sources.values():
        joined = text.replace("\\\n", " ")
        for m in re.finditer(r'^#define\s+(\w+_KUNIT_CASES)\s+(.*)$', joined,
                             re.M):
            macros[m.group(1)] = m.group(2)
    return macros


def expand(body, macros, depth=0):
    cases = re.findall(r'KUNIT_CASE\w*\(\s*(\w+)', body)
    if depth < 4:
        for name in re.findall(r'\b(\w+_KUNIT_CASES)\b', body):
            if name in macros:
                cases += expand(macros[name], macros, depth + 1)
    return cases


def suites(sources):
    """suite name -> (file, [case function names])."""
    macros = case_macros(sources)
    found = {}
    for fname, text in sources.items():
        if not fname.endswith(".c"):
            continue
        for m in re.finditer(r'struct kunit_suite\s+\w+\s*=\s*\{(.*?)\};',
                             text, re.S):
            name = re.search(r'\.name\s*=\s*"([^"]+)"', m.group(1))
            arr = re.search(r'\.test_cases\s*=\s*(\w+)', m.group(1))
            if not name or not arr:
                continue
            body = re.search(r'\b' + arr.group(1) + r'\[\]\s*=\s*\{(.*?)\n\};',
                             text, re.S)
            if body:
                found[name.group(1)] = (fname,
                                        expand(body.group(1), macros))
    return found


def functions(text):
    """name -> (the comment right above it, its body), for static void f()."""
    funcs = {}
    pat = re.compile(r'(?:/\*((?:[^*]|\*(?!/))*)\*/\n)?'
                     r'static void\s+(\w+)\([^)]*\)\n\{\n(.*?)\n\}\n', re.S)
    for m in pat.finditer(text):
        funcs[m.group(2)] = (m.group(1) or "", m.group(3))
    return funcs


def outcomes(sources, fname, case):
    """The outcome phrases a case declares, itself or through a callee."""
    text = sources[fname]
    for inc in re.findall(r'#include "([^"]+)"', text):
        text += sources.get(inc, "")
    funcs = functions(text)
    if case not in funcs:
        return []
    comment, body = funcs[case]
    phrases = TAG.findall(comment)
    for callee in re.findall(r'\b(\w+)\(', body):
        if callee != case and callee in funcs:
            phrases += TAG.findall(funcs[callee][0])
    return phrases


def main():
    top = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..")
    doc_path = os.path.join(top, "Documentation", "bad-input.md")
    sources = read_sources(os.path.join(top, "tests"))
    known = suites(sources)
    errors = []
    named = set()

    with open(doc_path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for lineno, line in enumerate(lines, 1):
        if not line.startswith("|"):
            continue
        plain = line.replace("`", "")
        for suite, case in REF.findall(line):
            if suite not in known:
                continue
            fname, cases = known[suite]
            if case not in cases:
                errors.append(f"{lineno}: {suite}.{case}: no such case in "
                              f"suite {suite} (tests/{fname})")
                continue
            named.add((suite, case))
            for phrase in outcomes(sources, fname, case):
                if phrase not in plain:
                    errors.append(
                        f"{lineno}: the row names {suite}.{case}, which "
                        f"checks \"{phrase}\" (tests/{fname}), but does "
                        f"not say so")
    # A suite.case whose suite doesn't exist: a typo or a renamed suite.
    for lineno, line in enumerate(lines, 1):
        for suite, case in REF.findall(line):
            if suite not in known and case.startswith("test_"):
                errors.append(f"{lineno}: {suite}.{case}: no suite "
                              f"named {suite} in tests/")

    if BAD_INPUT_SUITE not in known:
        errors.append(f"no suite {BAD_INPUT_SUITE} in tests/")
    else:
        for case in known[BAD_INPUT_SUITE][1]:
            if (BAD_INPUT_SUITE, case) not in named:
                errors.append(f"{BAD_INPUT_SUITE}.{case} is named by no "
                              f"row of Documentation/bad-input.md")

    for e in errors:
        print(f"Documentation/bad-input.md:{e}")
    n = sum(len(c) for _, c in known.values())
    if errors:
        print(f"bad-input-doc: {len(errors)} disagreement(s) with tests/")
        return 1
    print(f"bad-input-doc: {len(named)} cases named, all of "
          f"{BAD_INPUT_SUITE} among them; {len(known)} suites, {n} cases "
          f"read")
    return 0


if __name__ == "__main__":
    sys.exit(main())
