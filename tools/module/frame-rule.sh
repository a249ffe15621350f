#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The kernel's rule for %rbp in x86-64 assembly, checked on the source:
# %rbp is the frame pointer and nothing else, because on a kernel with the
# frame-pointer unwinder (CONFIG_UNWINDER_FRAME_POINTER) an interrupt, NMI
# or perf sample anywhere in a function unwinds through whatever %rbp
# holds. objtool --stackval says "BP used as a scratch register", but only
# on the first path it walks to each RET: an early "jz .Lreturn" before
# the registers are saved hides the rest of the function from it. So a
# line of FILE that names %rbp, %ebp, %bp or %bpl must be one of
#
#	push %rbp		directly followed by mov %rsp, %rbp
#	mov %rsp, %rbp		directly after push %rbp
#	pop %rbp
#	... N(%rbp) ...		%rbp as the base of a memory operand, in an
#				instruction whose last operand is not %rbp
#
# and nothing else: no "#define IDX %rbp", no "xor %ebp, %ebp", no
# (%rsp, %rbp) index. Comments are ignored.
#
#   tools/module/frame-rule.sh FILE...   (exit 1 and a line per breach)
set -eu
[ $# -gt 0 ] || { echo "usage: $0 FILE..." >&2; exit 2; }
status=0
for f; do
	awk '
function breach(line, why) {
	printf "%s:%d: %s: %s\n", FILENAME, line, why, text[line]
	bad = 1
}
# The instruction on a line, comments and label stripped, blanks squeezed.
function insn(s) {
	sub(/^[ \t]*[A-Za-z0-9_.$]+:/, "", s)
	gsub(/[ \t]+/, " ", s)
	sub(/^ /, "", s)
	sub(/ $/, "", s)
	return s
}
{
	line = $0
	text[FNR] = $0
	# Strip /* */ comments, also across lines.
	out = ""
	while (line != "") {
		if (incomment) {
			i = index(line, "*/")
			if (!i) { line = ""; break }
			line = substr(line, i + 2)
			incomment = 0
		} else {
			i = index(line, "/*")
			if (!i) { out = out line; break }
			out = out substr(line, 1, i - 1)
			line = substr(line, i + 2)
			incomment = 1
		}
	}
	s = insn(out)
	if (s == "")
		next
	if (pushed) {
		pushed = 0
		if (s !~ /^movq? %rsp, ?%rbp$/)
			breach(pushline, "push %rbp not followed by mov %rsp, %rbp")
		else
			next
	}
	if (s !~ /%(rbp|ebp|bpl|bp)([^a-z0-9]|$)/)
		next
	if (s ~ /^pushq? %rbp$/) {
		pushed = 1
		pushline = FNR
		next
	}
	if (s ~ /^popq? %rbp$/)
		next
	# %rbp only as a base, (%rbp) or (%rbp,..., and not written.
	t = s
	gsub(/\(%rbp[,)]/, "(BASE", t)
	if (t !~ /%(rbp|ebp|bpl|bp)([^a-z0-9]|$)/ && s !~ /, ?%[re]?bpl?$/)
		next
	breach(FNR, "%rbp is the frame pointer, not a scratch register")
}
END {
	if (pushed)
		breach(pushline, "push %rbp not followed by mov %rsp, %rbp")
	exit bad
}
' "$f" || status=1
done
exit $status
