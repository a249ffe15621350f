#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# The --require options of tools/klog/timed-choice.py for a CPU: a glue
# times its paths (and logs it) only where the CPU can run one of its SIMD
# paths, which the CPU rule (tools/cpu/cpu-rule.sh) decides: BLAKE2s its
# SSSE3 code, BLAKE2b its AVX2 code.
#
#   tools/klog/timed-require.sh ARCH FLAGS
#
# ARCH and FLAGS as for "cpu-rule.sh lacks" (x86 and /proc/cpuinfo's
# flags in UML, host and cpuflags' on the host).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
req=
for want in kcrypto_blake2s.impl=ssse3 kcrypto_blake2b.impl=avx2; do
	if "$top/tools/cpu/cpu-rule.sh" lacks "$1" "$2" "$want" >/dev/null; then
		req="$req --require ${want%%.*}"
	fi
done
echo "$req"
