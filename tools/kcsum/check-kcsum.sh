#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Test kcsum against coreutils b2sum, sha256sum, sha224sum, sha384sum and
# sha512sum on real files:
# every case runs both commands in the same directory and compares standard
# output, standard error (with the program name replaced) and exit status.
# BLAKE2s, keyed BLAKE2 and HMAC have no coreutils command: those digests
# are compared with Python's hashlib/hmac. SHA-3 has none either: its digests
# are compared with rhash --sha3-N (which prints coreutils' formats) and
# openssl dgst, SHAKE's with openssl dgst -xoflen and hashlib, and its check
# mode with sha256sum -c's messages on the same files.
#
#   tools/kcsum/check-kcsum.sh KCSUM
#
# Unreadable files: root reads chmod-000 files, so when we run as root the
# unreadable-file cases run both commands as user nobody via setpriv(1)
# (util-linux). Without setpriv they are skipped with a message, or fail
# under CI=true. Counts go to $BUILD/results/check-kcsum.counts.
set -u
export LC_ALL=C
kcsum_src=$1
: "${BUILD:?}"
work="$BUILD/kcsum/t"
rm -rf "$work"
mkdir -p "$work" "$BUILD/results"
chmod 755 "$work" "$BUILD/kcsum"
cp "$kcsum_src" "$work/kcsum"
K="$work/kcsum"
cd "$work" || exit 1

passed=0
failed=0
skipped=0

ok() {
	passed=$((passed + 1))
	printf 'ok    %s\n' "$1"
}

not_ok() {
	failed=$((failed + 1))
	printf 'FAIL  %s\n' "$1"
}

# --- test files --------------------------------------------------------------
: >empty
printf 'x' >one
printf 'abc' >abc
head -c 65537 /dev/urandom >bin64k
head -c 1048576 /dev/urandom >exact1m
head -c $((5 * 1048576 + 13)) /dev/urandom >multi5m
printf 'line\r\nwith\0nul\n' >text-crlf
printf 'x' >'back\slash'
printf 'y' >'new
line'
printf 'z' >'sp ace'
printf 'r' >"$(printf 'c\rr')"
mkdir -p adir
head -c 100 /dev/urandom >key64
head -c 64 key64 >key64.tmp && mv key64.tmp key64
head -c 32 key64 >key32
head -c 16 key64 >key16
head -c 65 /dev/urandom >key65
head -c 200 /dev/urandom >hkey200
: >key0
files="empty one abc bin64k exact1m multi5m text-crlf 'back\\slash' 'sp ace'"
plain_files="empty one abc bin64k exact1m multi5m text-crlf 'sp ace'"

# judge DESC REF_STATUS KCSUM_STATUS: ref.out and ref.err against k.out and
# k.err, and the statuses.
judge() {
	if [ "$2" = "$3" ] && cmp -s ref.out k.out && cmp -s ref.err k.err; then
		ok "$1 (exit $3)"
	else
		not_ok "$1: exit $3, want $2"
		diff ref.out k.out | head -10
		diff ref.err k.err | head -10
	fi
}

# same REF "KCSUM_OPTS" ARGS...: same stdout, stderr and status.
same() {
	local ref=$1 kopts=$2
	shift 2
	local desc="$ref $* vs kcsum $kopts $*"
	desc=${desc//$'\n'/\\n}
	"$ref" "$@" >ref.out 2>ref.err
	local rs=$?
	# shellcheck disable=SC2086
	"$K" $kopts "$@" >k.out 2>k.err
	local ks=$?
	sed -i "s/^$ref:/kcsum:/; s/'$ref --help'/'kcsum --help'/" ref.err
	judge "$desc" $rs $ks
}

# same_in INPUT REF "KCSUM_OPTS" ARGS...: the same, with stdin from INPUT.
same_in() {
	local in=$1 ref=$2 kopts=$3
	shift 3
	local desc="$ref $* <$in vs kcsum $kopts"
	desc=${desc//$'\n'/\\n}
	"$ref" "$@" <"$in" >ref.out 2>ref.err
	local rs=$?
	# shellcheck disable=SC2086
	"$K" $kopts "$@" <"$in" >k.out 2>k.err
	local ks=$?
	sed -i "s/^$ref:/kcsum:/; s/'$ref --help'/'kcsum --help'/" ref.err
	judge "$desc" $rs $ks
}

# --- digests of real files -----------------------------------------------------
eval "set -- $files"
for opts in "" "-b" "--tag" "-z" "-l 256" "-l 8" "-l 504" "--tag -l 128"; do
	# shellcheck disable=SC2086
	same b2sum "-a blake2b" $opts "$@"
done
for opts in "" "-b" "--tag" "-z"; do
	# shellcheck disable=SC2086
	same sha256sum "-a sha256" $opts "$@"
	# shellcheck disable=SC2086
	same sha224sum "-a sha224" $opts "$@"
	# shellcheck disable=SC2086
	same sha384sum "-a sha384" $opts "$@"
	# shellcheck disable=SC2086
	same sha512sum "-a sha512" $opts "$@"
done
# Names that coreutils escapes, and -z that doesn't.
same b2sum "-a blake2b" "new
line" "$(printf 'c\rr')" 'back\slash'
same sha256sum "-a sha256" --tag "new
line" 'back\slash'
same sha256sum "-a sha256" -z "new
line"
# Standard input, named and implicit.
same_in multi5m b2sum "-a blake2b" -
same_in abc sha256sum "-a sha256"
same_in empty sha224sum "-a sha224" - abc -
same_in multi5m sha512sum "-a sha512" -
same_in abc sha384sum "-a sha384"
same sha512sum "-a sha512" "new
line" "$(printf 'c\rr')" 'back\slash'

# --- errors: it says why on stderr, goes on, and exits 1 -----------------------
same b2sum "-a blake2b" nonexistent abc adir one
same sha256sum "-a sha256" abc adir nonexistent
same sha512sum "-a sha512" abc adir nonexistent one
if [ "$(id -u)" != 0 ]; then
	cp abc unreadable && chmod 000 unreadable
	same sha256sum "-a sha256" abc unreadable one
	same b2sum "-a blake2b" unreadable
	rm -f unreadable
elif command -v setpriv >/dev/null; then
	# As root, an unprivileged user is needed for EACCES.
	cp abc unreadable && chmod 000 unreadable
	chmod 644 abc one
	nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
	$nobody sha256sum abc unreadable one >ref.out 2>ref.err
	rs=$?
	$nobody "$K" -a sha256 abc unreadable one >k.out 2>k.err
	ks=$?
	sed -i 's/^sha256sum:/kcsum:/' ref.err
	if [ $rs = 1 ] && [ $ks = 1 ] && cmp -s ref.out k.out &&
		cmp -s ref.err k.err &&
		grep -q 'unreadable: Permission denied' k.err; then
		ok "unreadable file as nobody (setpriv): Permission denied, exit 1"
	else
		not_ok "unreadable file as nobody: exit $ks, want $rs"
		diff ref.err k.err | head
	fi
	rm -f unreadable
else
	if [ "${CI:-}" = true ]; then
		not_ok "unreadable files: running as root without setpriv"
	else
		skipped=$((skipped + 1))
		echo "skip  unreadable files: root without setpriv(1)"
	fi
fi

# --- check mode --------------------------------------------------------------
eval "set -- $files"
b2sum "$@" >b2.sums
sha256sum "$@" >s256.sums
sha224sum --tag "$@" >s224.tag
b2sum -l 160 --tag "$@" >b2-160.tag
b2sum -l 96 "$@" >b2-96.sums
b2sum "new
line" 'back\slash' >escaped.sums
same b2sum "-a blake2b" -c b2.sums
same b2sum "-a blake2b" -c b2-160.tag
same b2sum "-a blake2b" -c b2-96.sums
same b2sum "-a blake2b" -c escaped.sums
same sha256sum "-a sha256" -c s256.sums
same sha224sum "-a sha224" -c s224.tag
same_in s256.sums sha256sum "-a sha256" -c
same_in s256.sums sha256sum "-a sha256" -c -
sha512sum "$@" >s512.sums
sha512sum --tag "$@" >s512.tag
sha384sum "$@" >s384.sums
sha384sum --tag "$@" >s384.tag
sha512sum "new
line" 'back\slash' >escaped512.sums
same sha512sum "-a sha512" -c s512.sums
same sha512sum "-a sha512" -c s512.tag
same sha512sum "-a sha512" -c escaped512.sums
same sha384sum "-a sha384" -c s384.sums
same sha384sum "-a sha384" -c s384.tag
same_in s512.sums sha512sum "-a sha512" -c
# Each line wrong in its own way: a changed digest, a SHA-384 digest (the
# wrong length), a SHA-384 tag, a missing file; with -w the malformed
# lines are named ("improperly formatted SHA512 checksum line").
{
	head -n 2 s512.sums
	sed -n 3p s512.sums | sed 's/^./0/; s/^00/11/'
	sed -n 4p s384.sums
	sed -n 5p s384.tag
	sed -n 6p s512.tag
	printf '%s  nonexistent\n' "$(cut -c1-128 s512.sums | head -n 1)"
} >mixed512.sums
for opts in "" "--quiet" "--status" "--strict" "-w" "--ignore-missing"; do
	# shellcheck disable=SC2086
	same sha512sum "-a sha512" -c $opts mixed512.sums
	# shellcheck disable=SC2086
	same sha384sum "-a sha384" -c $opts mixed512.sums
done

# Mismatches, missing files, directories, malformed lines, comments, CRLF.
{
	head -n 3 s256.sums
	sed -n 4p s256.sums | sed 's/^./0/; s/^00/11/'
	echo "this line is not a checksum line"
	echo
	echo "# a comment"
	printf '%s  nonexistent\n' "$(cut -c1-64 s256.sums | head -n 1)"
	printf '%s  adir\n' "$(cut -c1-64 s256.sums | head -n 1)"
	printf '%s\n' "$(cut -c1-63 s256.sums | head -n 1)  empty"
	printf '%s  \n' "$(cut -c1-64 s256.sums | head -n 1)"
	printf 'SHA256 (abc) = %s\n' "$(sha256sum <abc | cut -c1-64)"
	printf 'SHA1 (abc) = %s\n' "$(sha256sum <abc | cut -c1-64)"
	printf '%s  abc\r\n' "$(sha256sum <abc | cut -c1-64)"
	printf '%s abc\n' "$(sha256sum <abc | cut -c1-64)"
	printf '\\%s  bad\\escape\n' "$(sha256sum <abc | cut -c1-64)"
} >mixed.sums
for opts in "" "--quiet" "--status" "--strict" "-w" "--ignore-missing" \
	"--strict --quiet"; do
	# shellcheck disable=SC2086
	same sha256sum "-a sha256" -c $opts mixed.sums
done
sed 's/^\(\\\?\)[0-9a-f]/\1X/' b2.sums >allbad.sums
same b2sum "-a blake2b" -c allbad.sums
same b2sum "-a blake2b" -c -w allbad.sums
: >empty.sums
same b2sum "-a blake2b" -c empty.sums
same b2sum "-a blake2b" -c nonexistent.sums b2.sums
printf '%s  nonexistent\n' "$(cut -c1-128 b2.sums | head -n 1)" >missing.sums
same b2sum "-a blake2b" -c --ignore-missing missing.sums
same b2sum "-a blake2b" -c missing.sums
# "HASH NAME" (one space) is only valid in files that use it throughout.
printf '%s abc\n%s one\n' "$(b2sum <abc | cut -c1-128)" \
	"$(b2sum <one | cut -c1-128)" >reversed.sums
same b2sum "-a blake2b" -c reversed.sums
# Upper-case hex.
sed 's/^[0-9a-f]*/\U&/' s256.sums >upper.sums
same sha256sum "-a sha256" -c --quiet upper.sums

# --- SHA-3 and SHAKE against rhash, openssl and sha256sum -c ------------------
# same_out "CMD" "KCSUM_OPTS" FILES...: the same standard output and status.
same_out() {
	local cmd=$1 kopts=$2
	shift 2
	# shellcheck disable=SC2086
	$cmd "$@" >ref.out 2>/dev/null
	local rs=$?
	# shellcheck disable=SC2086
	"$K" $kopts "$@" >k.out 2>/dev/null
	local ks=$?
	if [ $rs = $ks ] && [ -s k.out ] && cmp -s ref.out k.out; then
		ok "$cmd vs kcsum $kopts ($# files, exit $ks)"
	else
		not_ok "$cmd vs kcsum $kopts: output differs (exit $ks, want $rs)"
		diff ref.out k.out | head -4 | cut -c1-150
	fi
}
eval "set -- $plain_files"
for n in 224 256 384 512; do
	same_out "rhash --sha3-$n" "-a sha3-$n" "$@"
	same_out "rhash --sha3-$n --bsd" "-a sha3-$n --tag" "$@"
	same_out "openssl dgst -sha3-$n -r" "-a sha3-$n -b" "$@"
	same_out "rhash --sha3-$n" "-a sha3-$n" nonexistent abc
done
# SHAKE at output lengths around the rates (168 and 136 bytes) and past
# several squeezes; without -l, openssl's defaults (16 and 32 bytes).
for n in 128 256; do
	same_out "openssl dgst -shake$n -r" "-a shake$n -b" "$@"
	for len in 1 32 135 136 137 168 169 500 1000; do
		same_out "openssl dgst -shake$n -xoflen $len -r" \
			"-a shake$n -b -l $((len * 8))" "$@"
	done
done
# Standard input, and digests of files that kcsum reads in several blocks.
for a in sha3-256 sha3-512; do
	printf '%s  -\n' "$(openssl dgst -"$a" -r <multi5m | cut -d' ' -f1)" \
		>want.out
	"$K" -a $a <multi5m >k.out
	if cmp -s want.out k.out; then
		ok "kcsum -a $a <multi5m vs openssl dgst"
	else
		not_ok "kcsum -a $a <multi5m vs openssl dgst"
	fi
done
# Check mode: sums written by rhash (both forms), by openssl (-r: "HEX
# *NAME") and by kcsum itself; messages as sha256sum -c gives them for the
# same lines (NAME: the algorithm's name in -w's messages).
# like_sha256 SUMS S256SUMS "KCSUM_OPTS" NAME [-c OPTS...]
like_sha256() {
	local sums=$1 ref=$2 kopts=$3 name=$4
	shift 4
	sha256sum "$@" "$ref" >ref.out 2>ref.err
	local rs=$?
	# shellcheck disable=SC2086
	"$K" $kopts "$@" "$sums" >k.out 2>k.err
	local ks=$?
	sed -i "s/^sha256sum:/kcsum:/; s/ SHA256 / $name /; s/$ref/$sums/" ref.err
	judge "kcsum $kopts $* $sums like sha256sum $* $ref" $rs $ks
}
sha256sum "$@" >p256.sums
for n in 224 256 384 512; do
	rhash --sha3-$n "$@" >r$n.sums
	rhash --sha3-$n --bsd "$@" >r$n.tag
	openssl dgst -sha3-$n -r "$@" >o$n.sums
	like_sha256 r$n.sums p256.sums "-a sha3-$n" SHA3-$n -c
	like_sha256 r$n.tag p256.sums "-a sha3-$n" SHA3-$n -c
	like_sha256 o$n.sums p256.sums "-a sha3-$n" SHA3-$n -c
done
# A changed digest, a missing file, a digest of the wrong length.
{
	head -n 2 r256.sums
	sed -n 3p r256.sums | sed 's/^./0/; s/^00/11/'
	printf '%s  nonexistent\n' "$(head -n 1 r256.sums | cut -c1-64)"
	sed -n 4p r224.sums
	sed -n '5,$p' r256.sums
} >bad256.sums
{
	head -n 2 p256.sums
	sed -n 3p p256.sums | sed 's/^./0/; s/^00/11/'
	printf '%s  nonexistent\n' "$(head -n 1 p256.sums | cut -c1-64)"
	sed -n 4p p256.sums | cut -c1-56,65-
	sed -n '5,$p' p256.sums
} >bad-p256.sums
for opts in "" "--quiet" "--status" "--strict" "-w" "--ignore-missing"; do
	# shellcheck disable=SC2086
	like_sha256 bad256.sums bad-p256.sums "-a sha3-256" SHA3-256 -c $opts
done
if rhash --sha3-512 -c o512.sums >/dev/null &&
	"$K" -a sha3-512 "$@" >k512.sums &&
	rhash --sha3-512 -c k512.sums >/dev/null &&
	"$K" -a sha3-224 --tag "$@" >k224.tag &&
	rhash -c k224.tag >/dev/null &&
	! rhash --sha3-512 -c bad256.sums >/dev/null 2>&1; then
	ok "rhash -c accepts kcsum's SHA3-512 and SHA3-224 tag sums"
else
	not_ok "rhash -c on kcsum's SHA-3 sums"
fi
# SHAKE: without -l, each line's length; with -l, only lines of it.
openssl dgst -shake256 -xoflen 40 -r "$@" >o-shake.sums
"$K" -a shake128 -l 1000 --tag "$@" >k-shake.tag
like_sha256 o-shake.sums p256.sums "-a shake256" SHAKE256 -c
like_sha256 o-shake.sums p256.sums "-a shake256 -l 320" SHAKE256 -c
like_sha256 k-shake.tag p256.sums "-a shake128" SHAKE128 -c
sed 's/^[0-9a-f]*/X&/' p256.sums >notsums
like_sha256 o-shake.sums notsums "-a shake256 -l 256" SHAKE256 -c
like_sha256 k-shake.tag notsums "-a shake256" SHAKE256 -c

# --- usage errors --------------------------------------------------------------
same b2sum "-a blake2b" -l 7 abc
same b2sum "-a blake2b" -l 520 abc
same b2sum "-a blake2b" -x abc
same b2sum "-a blake2b" --no-such-option abc
same b2sum "-a blake2b" --tag -c b2.sums
for bad in "-a md5 abc" "-a sha256 -l 128 abc" "-a sha512 -l 256 abc" \
	"-a sha384 --key-file key16 abc" "--key-file key65 abc" \
	"-a blake2s --key-file key64 abc" "--key-file nonexistent abc" \
	"-a sha256 --key-file key16 abc" "--quiet abc" \
	"-a sha3-256 -l 256 abc" "-a sha3-512 --key-file key16 abc" \
	"-a sha3-256 --hmac-key-file key16 abc" "-a shake128 -l 12 abc" \
	"-a shake256 -l 65544 abc" "-a shake256 -l 0 abc" "-a sha3 abc"; do
	# shellcheck disable=SC2086
	"$K" $bad >k.out 2>k.err
	s=$?
	if [ $s = 1 ] && [ ! -s k.out ] && grep -q '^kcsum: ' k.err; then
		ok "kcsum $bad: $(head -n 1 k.err), exit 1"
	else
		not_ok "kcsum $bad: exit $s, want 1 and a message"
		cat k.err
	fi
done

# --- BLAKE2s, keyed BLAKE2 and HMAC against Python ------------------------------
pycheck() {	# pycheck DESC PYTHON-EXPR KCSUM-OPTS: EXPR(data, key) -> hex
	local desc=$1 expr=$2 kopts=$3 f want got
	local bad=0
	eval "set -- $plain_files"
	for f in "$@"; do
		want=$(python3 -c "
import hashlib, hmac, sys
data = open(sys.argv[1], 'rb').read()
key = open(sys.argv[2], 'rb').read() if sys.argv[2] else b''
print($expr)" "$f" "${KEYF:-}")
		# shellcheck disable=SC2086
		got=$("$K" $kopts "$f")
		if [ "$got" != "$want  $f" ]; then
			echo "  $f: got '$got', want '$want'"
			bad=1
		fi
	done
	if [ $bad = 0 ]; then
		ok "$desc ($# files)"
	else
		not_ok "$desc"
	fi
}
KEYF='' pycheck "blake2s vs hashlib" \
	"hashlib.blake2s(data).hexdigest()" "-a blake2s"
KEYF='' pycheck "blake2s -l 160 vs hashlib" \
	"hashlib.blake2s(data, digest_size=20).hexdigest()" \
	"-a blake2s -l 160"
KEYF=key64 pycheck "keyed blake2b vs hashlib" \
	"hashlib.blake2b(data, key=key).hexdigest()" "--key-file key64"
KEYF=key16 pycheck "keyed blake2b -l 256 vs hashlib" \
	"hashlib.blake2b(data, key=key, digest_size=32).hexdigest()" \
	"-l 256 --key-file key16"
KEYF=key32 pycheck "keyed blake2s vs hashlib" \
	"hashlib.blake2s(data, key=key).hexdigest()" \
	"-a blake2s --key-file key32"
KEYF=key0 pycheck "empty key file: unkeyed blake2b" \
	"hashlib.blake2b(data).hexdigest()" "--key-file key0"
KEYF=hkey200 pycheck "hmac-sha256 (200-byte key) vs hmac" \
	"hmac.new(key, data, 'sha256').hexdigest()" \
	"-a sha256 --hmac-key-file hkey200"
KEYF=key16 pycheck "hmac-sha224 vs hmac" \
	"hmac.new(key, data, 'sha224').hexdigest()" \
	"-a sha224 --hmac-key-file key16"
KEYF=hkey200 pycheck "hmac-sha512 (200-byte key) vs hmac" \
	"hmac.new(key, data, 'sha512').hexdigest()" \
	"-a sha512 --hmac-key-file hkey200"
KEYF=key64 pycheck "hmac-sha512 (64-byte key) vs hmac" \
	"hmac.new(key, data, 'sha512').hexdigest()" \
	"-a sha512 --hmac-key-file key64"
KEYF='' pycheck "shake128 -l 8 vs hashlib" \
	"hashlib.shake_128(data).hexdigest(1)" "-a shake128 -l 8"
KEYF='' pycheck "shake256 (default length) vs hashlib" \
	"hashlib.shake_256(data).hexdigest(32)" "-a shake256"
KEYF='' pycheck "shake256 -l 65536 (the longest) vs hashlib" \
	"hashlib.shake_256(data).hexdigest(8192)" "-a shake256 -l 65536"
KEYF='' pycheck "sha3-224 vs hashlib" \
	"hashlib.sha3_224(data).hexdigest()" "-a sha3-224"
KEYF=key16 pycheck "hmac-sha384 vs hmac" \
	"hmac.new(key, data, 'sha384').hexdigest()" \
	"-a sha384 --hmac-key-file key16"
KEYF=key0 pycheck "hmac-sha384 (empty key) vs hmac" \
	"hmac.new(key, data, 'sha384').hexdigest()" \
	"-a sha384 --hmac-key-file key0"
# Check mode with a key: its own output verifies; another key fails.
"$K" -a blake2s --key-file key32 --tag abc one >mac.sums
if "$K" -a blake2s --key-file key32 -c --quiet mac.sums &&
	! "$K" -a blake2s --key-file key16 -c --status mac.sums; then
	ok "keyed blake2s check mode: right key OK, wrong key FAILED"
else
	not_ok "keyed blake2s check mode"
fi
"$K" -a sha512 --hmac-key-file hkey200 --tag abc one >mac512.sums
if grep -q '^HMAC-SHA512 (abc) = ' mac512.sums &&
	"$K" -a sha512 --hmac-key-file hkey200 -c --quiet mac512.sums &&
	! "$K" -a sha512 --hmac-key-file key16 -c --status mac512.sums; then
	ok "hmac-sha512 check mode: right key OK, wrong key FAILED"
else
	not_ok "hmac-sha512 check mode"
fi

echo "$passed $failed $skipped" >"$BUILD/results/check-kcsum.counts"
echo "check-kcsum: $passed passed, $failed failed, $skipped skipped"
[ "$failed" = 0 ]
