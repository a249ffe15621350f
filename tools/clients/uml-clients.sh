#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Boot the gcc UML kernel of tools/uml/kunit.sh (its config includes
# tools/clients/uml.config: crypto self-tests with the extra tests, AF_ALG,
# btrfs, dm-verity, KASAN) with kcrypto's library and crypto API driver
# modules loaded, and run tools/clients/clients.sh in it with Debian's own
# tools: the host's / is the guest's root through hostfs, read-only, and
# UML runs as the host user nobody, so the guest cannot write to the host's
# files. It writes only its three disk images under build/uml/clients/.
#
#   tools/clients/uml-clients.sh                      # what make check runs
#   CLIENTS_PARTS=afalg,btrfs tools/clients/uml-clients.sh
#   CLIENTS_IMPL=generic tools/clients/uml-clients.sh # the kernel's drivers
#
# Steps: build (or reuse) the UML kernel and modules with tools/uml/kunit.sh
# --build-only gcc; copy init (tools/uml/init.c) and the modules to
# build/uml/clients/; boot with the disks ubda (btrfs, 256 MiB), ubdb
# (dm-verity, 32 MiB) and ubdc (results); init loads the modules, runs
# tools/clients/uml-guest.sh, unloads the modules. Then judge: clients.sh's
# closing line, init's "status ok" (every module loaded and unloaded), and
# no WARNING, BUG, Oops, KASAN, UBSAN, lockdep or call trace in the console
# log. The counts ("passed failed skipped": clients.sh's, plus these two
# checks) go to $BUILD/results/check-uml-clients.counts when make check
# runs. Logs: build/uml/clients/{console.log,clients.log}.
set -eu

top=$(cd "$(dirname "$0")/../.." && pwd)
uml=$top/build/uml
dir=$uml/clients
parts=$(echo "${CLIENTS_PARTS:-selftest,afalg,btrfs,verity}" | tr ' ' ',')
impl=${CLIENTS_IMPL:-kcrypto}
timeout=${UML_TIMEOUT:-900}
results=${BUILD:-$top/build}/results
step=check-uml-clients

say() { echo "uml-clients: $*"; }

"$top/tools/deps/install-deps.sh" clients uml module || {
	echo "uml-clients: missing packages" \
		"(tools/deps/install-deps.sh clients uml module)" >&2
	exit 1
}
# UML runs as nobody and reads the checkout through hostfs: a checkout in
# a directory that nobody can't enter (a 0700 home or mktemp -d) can't
# work, so say so instead of failing inside the guest.
setpriv --reuid=nobody --regid=nogroup --clear-groups \
	test -r "$top/tools/clients/uml-guest.sh" || {
	echo "uml-clients: user nobody, as whom UML runs, cannot read $top" \
		"(make its directories world-readable, e.g. chmod a+rx)" >&2
	exit 1
}
"$top/tools/uml/kunit.sh" --build-only gcc

mkdir -p "$dir"
exec 9>"$uml/.gcc.lock"
flock 9

# init and the modules: the libraries, then the crypto API drivers.
if [ ! -x "$dir/init" ] || [ "$top/tools/uml/init.c" -nt "$dir/init" ]; then
	gcc -static -O2 -Wall -Wextra -Werror -o "$dir/init.tmp" \
		"$top/tools/uml/init.c"
	mv "$dir/init.tmp" "$dir/init"
fi
rm -rf "$dir/modules"
mkdir -p "$dir/modules"
libs='' drivers=''
for ko in "$uml"/gcc-modules/src/*.ko; do
	name=$(basename "$ko" .ko)
	case $name in
	*_kunit) continue ;;
	*_shash) drivers="$drivers $name" ;;
	*) libs="$libs $name" ;;
	esac
	cp "$ko" "$dir/modules/"
done
for want in kcrypto_blake2b_shash kcrypto_sha256_shash kcrypto_sha512_shash \
	kcrypto_sha3_shash; do
	case " $drivers " in
	*" $want "*) ;;
	*)
		[ "$impl" != kcrypto ] || {
			echo "uml-clients: $want.ko was not built" >&2
			exit 1
		}
		;;
	esac
done
args=
for name in $libs $drivers; do
	args="$args $dir/modules/$name.ko"
done

# Fresh disks; UML runs as nobody, which owns only these.
rm -f "$dir"/*.img "$dir/console.log" "$dir/clients.log"
truncate -s 256M "$dir/btrfs.img"
truncate -s 32M "$dir/verity.img"
truncate -s 16M "$dir/out.img"
mkdir -p "$dir/uml"
chown nobody "$dir"/*.img "$dir/uml"
chmod -R a+rX "$dir/modules" "$dir/init"
rm -f "$results/$step.counts"

say "booting: modules$(echo "$libs $drivers" | tr -s ' ' ' '); parts $parts"
start=$(date +%s)
status=0
# shellcheck disable=SC2086
timeout "$timeout" setpriv --reuid=nobody --regid=nogroup --clear-groups \
	"$uml/gcc/linux" mem=1G uml_dir="$dir/uml" root=/dev/root \
	rootfstype=hostfs rootflags=/ ro init="$dir/init" \
	ubd0="$dir/btrfs.img" ubd1="$dir/verity.img" ubd2="$dir/out.img" \
	console=tty printk.devkmsg=on -- $args \
	--run "$top/tools/clients/uml-guest.sh" "$parts" "$impl" \
	</dev/null >"$dir/console.log" 2>&1 || status=$?
say "UML ran for $(($(date +%s) - start)) s"

# Judge.
tr -d '\000' <"$dir/out.img" | sed '/^=== dmesg$/,$d' >"$dir/clients.log"
grep -e '^ok ' -e '^not ok ' -e '^# ' "$dir/clients.log" || true
p=0 f=0 s=0
summary=$(grep '^clients: [0-9]* passed, [0-9]* failed, [0-9]* skipped$' \
	"$dir/clients.log" | tail -n 1)
if [ -n "$summary" ]; then
	echo "$summary"
	# shellcheck disable=SC2046
	set -- $(echo "$summary" | tr -dc '0-9 ')
	p=$1 f=$2 s=$3
else
	say "FAILED: clients.sh did not finish (no closing line)"
	f=$((f + 1))
fi
if grep -q 'kcrypto-init: done: .* status ok' "$dir/console.log"; then
	p=$((p + 1))
	grep 'kcrypto-init: done' "$dir/console.log" |
		sed 's/^.*kcrypto-init: /uml-clients: /'
else
	f=$((f + 1))
	grep 'kcrypto-init: ' "$dir/console.log" | tail -n 5 || true
	say "FAILED: init's status is not ok: a module did not load or" \
		"unload, or clients.sh failed (UML exit status $status)"
fi
splat=$(grep -n -e 'WARNING:' -e 'BUG:' -e 'Oops' -e 'KASAN' -e 'UBSAN' \
	-e 'lockdep' -e 'Call Trace' -e 'circular locking' \
	"$dir/console.log" || true)
if [ -z "$splat" ]; then
	p=$((p + 1))
else
	f=$((f + 1))
	echo "$splat" | head -n 20
	say "FAILED: the console log has the lines above"
fi
[ ! -d "$results" ] || echo "$p $f $s" >"$results/$step.counts"
say "$p passed, $f failed, $s skipped; logs: $dir/console.log, $dir/clients.log"
[ "$f" = 0 ] && [ "$status" = 0 ]
