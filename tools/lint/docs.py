#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""README.md's tables against their sources of truth (make check-docs).

  tools/lint/docs.py [--write] [TOP]

Each table is found by its header row and checked, row by row:

  steps     "| step | what it proves | time here | needs |": one row per
            line of tools/check/steps, in its order, the cells as there
  arch      "| arch | algorithm | path | CPU flags |": one row per line of
            tools/cpu/arch-paths, in its order
  modules   "| module | Kconfig | built from | what |": the modules Kbuild
            builds (obj-$(CONFIG_KCRYPTO_X) += NAME.o, NAME-y := FILE.o),
            the KUnit suites' modules aside
  drivers   "| module | names | driver names | suffixes | priority |": per
            crypto API driver module, the names its MODULE_ALIAS_CRYPTO()
            lines give (crypto/*.c), split into algorithm names, driver
            names and the arch suffixes, and the priorities of
            include/crypto/internal/kcrypto-shash.h
  layout    "| path | what |": every path a row names exists in git
            (git ls-files at check time; "<arch>" matches any name), and
            every top-level entry and every tools/ folder that git has is
            named by a row

A disagreement fails and names the table and the row. --write rewrites
the steps and arch tables from their sources (the other three hold
prose and are only checked).
"""
import fnmatch
import os
import re
import subprocess
import sys

STEPS_HEAD = "| step | what it proves | time here | needs |"
ARCH_HEAD = "| arch | algorithm | path | CPU flags |"
MODULES_HEAD = "| module | Kconfig | built from | what |"
DRIVERS_HEAD = "| module | names | driver names | suffixes | priority |"
LAYOUT_HEAD = "| path | what |"
RULE = "| --- | --- | --- | --- |"


def read(top, path):
    with open(os.path.join(top, path), encoding="utf-8") as f:
        return f.read()


def data_lines(text):
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def cells(line):
    """The cells of a Markdown table row, outer pipes dropped."""
    return [c.strip() for c in line.strip()[1:-1].split(" | ")]


def unquote(cell):
    return cell[1:-1] if cell.startswith("`") and cell.endswith("`") else cell


def find_table(lines, head):
    """(first row index, end index) of the body of the table under head."""
    for i, line in enumerate(lines):
        if line.strip() == head:
            j = i + 2
            while j < len(lines) and lines[j].startswith("|"):
                j += 1
            return i + 2, j
    return None


# Each source gives the rows the README must have, as lists of cells.

def steps_rows(top):
    rows = []
    for line in data_lines(read(top, "tools/check/steps")):
        f = [c.strip() for c in line.split(" | ")]
        rows.append(["`%s`" % f[0]] + f[1:4])
    return rows


def arch_rows(top):
    rows = []
    for line in data_lines(read(top, "tools/cpu/arch-paths")):
        a, alg, path, needs = line.split(None, 3)
        rows.append([a, alg, "`%s`" % path, needs])
    return rows


def kbuild_modules(top):
    """{module: (Kconfig symbol, source file)} from Kbuild."""
    text = read(top, "Kbuild")
    mods = {}
    for sym, name in re.findall(
            r"^obj-\$\(CONFIG_(\w+)\) \+= (\w+)\.o$", text, re.M):
        m = re.search(r"^%s-y := (\S+)\.o$" % name, text, re.M)
        mods[name] = (sym, m.group(1) + ".c" if m else "?")
    return mods


def driver_names(top):
    """{module: (names, driver names, suffixes)} from crypto/*.c."""
    srcs = {src: mod for mod, (_, src) in kbuild_modules(top).items()}
    out = {}
    for f in sorted(os.listdir(os.path.join(top, "crypto"))):
        if not f.endswith(".c"):
            continue
        aliases = re.findall(r'MODULE_ALIAS_CRYPTO\("([^"]+)"\)',
                             read(top, "crypto/" + f))
        names = [a for a in aliases if "-kcrypto" not in a]
        drivers = [a for a in aliases if a.endswith("-kcrypto")]
        sfx = []
        for a in aliases:
            if "-kcrypto-" in a:
                s = "-" + a.split("-kcrypto-", 1)[1]
                if s not in sfx:
                    sfx.append(s)
        out[srcs.get("crypto/" + f, "crypto/" + f)] = (names, drivers, sfx)
    return out


def priorities(top):
    text = read(top, "include/crypto/internal/kcrypto-shash.h")
    g = re.search(r"KCRYPTO_SHASH_PRIO_GENERIC (\d+)", text).group(1)
    a = re.search(r"KCRYPTO_SHASH_PRIO_ARCH (\d+)", text).group(1)
    return "%s; %s with arch code" % (g, a)


def names_cell(cell):
    return [unquote(x.strip()) for x in cell.split(",") if x.strip()]


def check_exact(what, got, want, key):
    """Rows of a generated table: same rows, same order, same cells."""
    errs = []
    gk = [key(r) for r in got]
    wk = [key(r) for r in want]
    for k in wk:
        if k not in gk:
            errs.append("%s table: no row for %s (its source has one)" %
                        (what, k))
    for r, k in zip(got, gk):
        if k not in wk:
            errs.append("%s table: row %s is not in its source" % (what, k))
        elif r != want[wk.index(k)]:
            errs.append("%s table: row %s reads %s, its source %s" %
                        (what, k, r, want[wk.index(k)]))
    if not errs and gk != wk:
        errs.append("%s table: rows not in its source's order" % what)
    return errs


def check_layout(top, rows):
    files = subprocess.run(["git", "-C", top, "ls-files"], check=True,
                           capture_output=True, text=True).stdout.split()
    dirs = set()
    for f in files:
        parts = f.split("/")
        for i in range(1, len(parts)):
            dirs.add("/".join(parts[:i]))
    known = set(files) | dirs
    errs = []
    named = []
    for r in rows:
        for p in re.findall(r"`([^`]+)`", r[0]):
            pat = re.sub(r"<[^>]+>", "*", p.rstrip("/"))
            hits = [k for k in known if fnmatch.fnmatchcase(k, pat)
                    and k.count("/") == pat.count("/")]
            if not hits:
                errs.append("layout table: row %s: %s is not in git" %
                            (r[0], p))
            named += hits
    want = {f.split("/")[0] for f in files if not f.startswith(".")}
    want |= {"/".join(f.split("/")[:2]) for f in files
             if f.startswith("tools/") and f.count("/") >= 2}
    for w in sorted(want):
        if not any(n == w or n.startswith(w + "/") for n in named):
            errs.append("layout table: no row names %s (git has it)" % w)
    return errs


def main():
    args = sys.argv[1:]
    write = "--write" in args
    args = [a for a in args if a != "--write"]
    top = args[0] if args else os.path.join(os.path.dirname(
        os.path.abspath(__file__)), "..", "..")
    readme = os.path.join(top, "README.md")
    lines = read(top, "README.md").splitlines()
    errs = []
    generated = [("steps", STEPS_HEAD, steps_rows(top)),
                 ("arch", ARCH_HEAD, arch_rows(top))]
    tables = {}
    for what, head in [("steps", STEPS_HEAD), ("arch", ARCH_HEAD),
                       ("modules", MODULES_HEAD), ("drivers", DRIVERS_HEAD),
                       ("layout", LAYOUT_HEAD)]:
        span = find_table(lines, head)
        if not span:
            errs.append("%s table: no table headed %s in README.md" %
                        (what, head))
            continue
        tables[what] = span

    if write:
        # From the last table up, so that earlier spans stay valid.
        for what, head, want in sorted(
                [g for g in generated if g[0] in tables],
                key=lambda g: -tables[g[0]][0]):
            a, b = tables[what]
            lines[a:b] = ["| " + " | ".join(r) + " |" for r in want]
        with open(readme, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print("check-docs: README.md: steps and arch tables written")
        return 0

    def rows(what):
        a, b = tables[what]
        return [cells(line) for line in lines[a:b]]

    if "steps" in tables:
        errs += check_exact("steps", rows("steps"), steps_rows(top),
                            lambda r: unquote(r[0]))
    if "arch" in tables:
        errs += check_exact("arch", rows("arch"), arch_rows(top),
                            lambda r: " ".join(map(unquote, r[:3])))
    if "modules" in tables:
        mods = {k: v for k, v in kbuild_modules(top).items()
                if not k.endswith("_kunit")}
        got = {unquote(r[0]).removesuffix(".ko"): r for r in rows("modules")}
        for m, (sym, src) in mods.items():
            r = got.get(m)
            if not r:
                errs.append("modules table: no row for %s.ko (Kbuild builds "
                            "it)" % m)
            elif unquote(r[1]) != sym or unquote(r[2]) != src:
                errs.append("modules table: row %s.ko: %s, %s; Kbuild: %s, "
                            "%s" % (m, r[1], r[2], sym, src))
        for m in got:
            if m not in mods:
                errs.append("modules table: row %s.ko: Kbuild builds no such "
                            "module" % m)
    if "drivers" in tables:
        drv = driver_names(top)
        prio = priorities(top)
        got = {unquote(r[0]).removesuffix(".ko"): r for r in rows("drivers")}
        for m, (names, drivers, sfx) in drv.items():
            r = got.get(m)
            if not r:
                errs.append("drivers table: no row for %s.ko (crypto/ has "
                            "it)" % m)
                continue
            for col, want in [(1, names), (2, drivers), (3, sfx)]:
                if sorted(names_cell(r[col])) != sorted(want):
                    errs.append("drivers table: row %s.ko: %s; crypto/*.c "
                                "MODULE_ALIAS_CRYPTO: %s" %
                                (m, r[col], ", ".join(want)))
            if r[4] != prio:
                errs.append("drivers table: row %s.ko: priority %s; "
                            "kcrypto-shash.h: %s" % (m, r[4], prio))
        for m in got:
            if m not in drv:
                errs.append("drivers table: row %s.ko: no such driver module "
                            "in crypto/" % m)
    if "layout" in tables:
        errs += check_layout(top, rows("layout"))

    for e in errs:
        print("check-docs: README.md: " + e)
    n = sum(b - a for a, b in tables.values())
    print("check-docs: %d table rows, %d disagreements" % (n, len(errs)))
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
