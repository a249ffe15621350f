#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Build the example programs as an outside project would, from nothing but
# pkg-config, as C++17 and as C (with g++/gcc and clang++/clang), and check
# their digests against Python's hashlib/hmac.
#
#   tools/host/example/check-example.sh BUILD_HOST_DIR
set -eu
dir=$1
here=$(cd "$(dirname "$0")" && pwd)
out="$dir/example"
mkdir -p "$out"
export PKG_CONFIG_PATH="$dir"
flags=$(pkg-config --cflags --libs kcrypto)

passed=0
failed=0
for pair in "g++ gcc" "clang++-19 clang-19"; do
	set -- $pair
	# shellcheck disable=SC2086
	"$1" -std=c++17 -Wall -Wextra -Werror -o "$out/example-$1" \
		"$here/kcrypto-example.cc" $flags
	# shellcheck disable=SC2086
	"$2" -std=c11 -Wall -Wextra -Werror -o "$out/example-c-$2" \
		"$here/kcrypto-example.c" $flags
	echo "example built with $1 and $2: $(pkg-config --cflags --libs kcrypto)"
	if python3 "$here/check-example.py" "$out/example-$1" \
		"$out/example-c-$2" 2000 >"$out/check-$1.log"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
	fi
	tail -n 6 "$out/check-$1.log"
done
results=${BUILD:-$(dirname "$dir")}/results
mkdir -p "$results"
echo "$passed $failed 0" >"$results/check-example.counts"
[ "$failed" = 0 ]
