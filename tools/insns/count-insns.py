#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only OR MIT
"""Count the guest instructions a qemu-user run executes between marks.

  count-insns.py LOG MARK_ADDR [FUNC_ADDR FUNC_SIZE]

LOG is what `qemu-aarch64 -d in_asm,exec,nochain -D LOG` wrote: every
translation block (TB) as it is translated ("IN: symbol", then one line per
guest instruction), and a "Trace" line each time a TB starts executing, with
its guest pc. With nochain, every TB execution goes through the main loop
and is logged, so summing the instruction counts of the executed TBs gives
the guest instructions executed (all of them: a TB runs to its end unless
it faults, which the workload doesn't).

MARK_ADDR (hex) is the address of the workload's insns_mark(); the
instructions are summed per stretch between two executions of the TB at
that address, and one count per stretch is printed (the mark's own TB is
counted in the stretch it starts). With FUNC_ADDR and FUNC_SIZE (hex, as
`nm -S` prints them), each count is followed by the number of those
instructions that lie in that function: "TOTAL IN_FUNC" per stretch.
"""
import re
import sys

IN_RE = re.compile(r'^IN:')
INSN_RE = re.compile(r'^0x([0-9a-f]+):\s')
TRACE_RE = re.compile(r'^Trace \d+: 0x[0-9a-f]+ \[[0-9a-f]+/([0-9a-f]+)/')


def main():
    if len(sys.argv) not in (3, 5):
        sys.exit('usage: count-insns.py LOG MARK_ADDR [FUNC_ADDR FUNC_SIZE]')
    log, mark = sys.argv[1], int(sys.argv[2], 16)
    func = None
    if len(sys.argv) == 5:
        start = int(sys.argv[3], 16)
        func = range(start, start + int(sys.argv[4], 16))
    sizes = {}  # TB start pc -> guest instructions (latest translation)
    infunc = {}  # TB start pc -> how many of them lie in FUNC
    tb_pc, tb_n, tb_f = None, 0, 0
    stretches = []
    with open(log, errors='replace') as f:
        for line in f:
            if IN_RE.match(line):
                tb_pc, tb_n, tb_f = None, 0, 0
                continue
            m = INSN_RE.match(line)
            if m:
                pc = int(m.group(1), 16)
                if tb_pc is None:
                    tb_pc = pc
                tb_n += 1
                tb_f += func is not None and pc in func
                sizes[tb_pc] = tb_n
                infunc[tb_pc] = tb_f
                continue
            m = TRACE_RE.match(line)
            if not m:
                continue
            pc = int(m.group(1), 16)
            if pc not in sizes:
                sys.exit(f'count-insns: TB at {pc:#x} executed, never translated')
            if pc == mark:
                stretches.append([0, 0])
            if stretches:
                stretches[-1][0] += sizes[pc]
                stretches[-1][1] += infunc[pc]
    if not stretches:
        sys.exit(f'count-insns: the mark at {mark:#x} never ran')
    # The last stretch runs from the last mark to the exit: not a measure.
    print(' '.join(f'{n} {f}' if func else str(n)
                   for n, f in stretches[:-1]))


if __name__ == '__main__':
    main()
