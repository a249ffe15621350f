#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# A Module.symvers for a kernel tree that has no vmlinux, made from its
# source: every EXPORT_SYMBOL*() of the generic code and of arch/ARCH, for
# modpost to resolve an external module's symbols against (tools/qemu-arm64/
# check-module.sh: 6.12 for arm64).
#
#   tools/qemu-arm64/source-symvers.sh SRC ARCH >Module.symvers
#
# Read from the text, not from a build: an export counts whatever config
# guards it, and a name that a macro pastes together (param_ops_##name) is
# not seen, but for kernel/params.c's STANDARD_PARAM_DEF(), which every
# module_param() of an integer type uses. Namespaces come from
# EXPORT_SYMBOL_NS*(); a directory-wide DEFAULT_SYMBOL_NAMESPACE is not
# seen. No CRCs (0): check-module.sh's tree has no CONFIG_MODVERSIONS.
set -eu

src=${1:?usage: $0 SRC ARCH} arch=${2:?usage: $0 SRC ARCH}
cd "$src"
[ -d "arch/$arch" ] || { echo "$0: no arch/$arch in $src" >&2; exit 1; }

{
	grep -rhoE --include='*.[chS]' --exclude-dir=arch \
		--exclude-dir=tools --exclude-dir=Documentation \
		--exclude-dir=samples --exclude-dir=scripts \
		'EXPORT_(PER_CPU_)?SYMBOL(_NS)?(_GPL)?\([A-Za-z0-9_]+(, *"?[A-Za-z0-9_:.]+"?)?\)' \
		. "arch/$arch"
	sed -n 's/^STANDARD_PARAM_DEF(\([a-z0-9_]*\),.*/param_set_\1 param_get_\1 param_ops_\1/p' \
		kernel/params.c | tr ' ' '\n' | sed 's/.*/EXPORT_SYMBOL(&)/'
} | awk '{
	type = $0 ~ /_GPL\(/ ? "EXPORT_SYMBOL_GPL" : "EXPORT_SYMBOL"
	sub(/^[^(]*\(/, ""); sub(/\)$/, ""); gsub(/[ "]/, "")
	n = split($0, f, ",")
	if (f[1] in seen)
		next
	seen[f[1]] = 1
	printf "0x00000000\t%s\tvmlinux\t%s\t%s\n", f[1], type, (n > 1 ? f[2] : "")
}'
