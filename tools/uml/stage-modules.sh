# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Sourced by tools/uml/kunit.sh, tools/uml/forced-paths.sh and
# tools/qemu-arm{,64}/kunit-qemu.sh, which boot a kernel whose init
# (tools/uml/init.c) loads our modules: stage_modules MODS ROOT WHO [KCONFIG]
# copies every MODS/*.ko into ROOT/modules/ and sets
#   libs, tests  the library modules, then the crypto API drivers over them
#                (*_shash), and the test module names
#   args         init's arguments: the library modules first, then the tests
#   want         the module every tests/NAME_kunit.c must have become, whose
#                KTAP ktap.py then wants; a suite whose header comment says
#                " * Requires: CONFIG_FOO" is wanted only when KCONFIG (the
#                kernel's .config) has CONFIG_FOO=y or =m, or no KCONFIG is
#                given
#   klog_expect  tools/klog/check-klog.py's --expect arguments for the
#                warnings the staged suites trip on purpose: one from the
#                static inline blake2b_init_key() (include/crypto/blake2b.h)
#                in each of the bad-input and BLAKE2b suites, and the same
#                for BLAKE2s; and, with the SHA-3 suites, the two of
#                lib/crypto/sha3.c (an update after the first squeeze or on
#                a zeroized context, a squeeze of a zeroized context), each
#                once: named in kcrypto_sha3, or where the WARN is a tail
#                call (32-bit ARM) in the suite's module that called it
# It fails, naming WHO, when no test module was built. Needs $top.
#
# stage_params ROOT [NAME.PARAM=VALUE...] writes ROOT/module-params, the
# module parameters that tools/uml/init.c (ROOT/init) gives the modules it
# loads (its header comment has the format), one word a line; with none, a
# file of one comment, so that no earlier boot's words stay. Module
# parameters never go on init's command line (init refuses them there).
#
# init_args_fit WHO ARG... fails, naming WHO, when init would get more
# arguments than the kernel passes it (MAX_INIT_ARGS, 32 with init's own
# name): such a boot panics before its console is up and prints nothing.
stage_modules() {
	libs= drivers= tests=
	for ko in "$1"/*.ko; do
		cp "$ko" "$2/modules/"
		name=$(basename "$ko" .ko)
		case $name in
		*_kunit) tests="$tests $name" ;;
		*_shash) drivers="$drivers $name" ;;
		*) libs="$libs $name" ;;
		esac
	done
	libs="$libs$drivers"
	if [ -z "$tests" ]; then
		echo "$3: no test modules were built" >&2
		return 1
	fi
	want=
	for c in "$top"/tests/*_kunit.c; do
		if [ -n "${4:-}" ]; then
			for opt in $(sed -n 's/^ \* Requires: \(CONFIG_[A-Z0-9_]*\)$/\1/p' "$c"); do
				grep -Eq "^$opt=(y|m)\$" "$4" || continue 2
			done
		fi
		want="$want kcrypto_$(basename "$c" .c)"
	done
	klog_expect=
	b2b=0 b2s=0
	case " $tests " in
	*" kcrypto_bad_input_kunit "*) b2b=$((b2b + 1)) b2s=$((b2s + 1)) ;;
	esac
	case " $tests " in
	*" kcrypto_blake2b_kunit "*) b2b=$((b2b + 1)) ;;
	esac
	case " $tests " in
	*" kcrypto_blake2s_kunit "*) b2s=$((b2s + 1)) ;;
	esac
	[ "$b2b" = 0 ] || klog_expect="--expect blake2b.h=$b2b"
	[ "$b2s" = 0 ] || klog_expect="$klog_expect --expect blake2s.h=$b2s"
	case " $tests " in
	*" kcrypto_sha3_kunit "* | *" kcrypto_shake128_kunit "* | \
		*" kcrypto_shake256_kunit "*)
		klog_expect="$klog_expect --expect sha3.c=1-2"
		;;
	esac
	args=
	for name in $libs $tests; do
		args="$args /modules/$name.ko"
	done
}

stage_params() {
	_sp_root=$1
	shift
	{
		echo "# Module parameters for init (tools/uml/init.c), from $(basename "$0")."
		[ $# = 0 ] || printf '%s\n' "$@"
	} >"$_sp_root/module-params"
}

init_args_fit() {
	_ia_who=$1
	shift
	[ $# -lt 32 ] || {
		echo "$_ia_who: init's $# arguments are over the kernel's 31" \
			"(MAX_INIT_ARGS, 32 with init's name): move words to a file" >&2
		return 1
	}
}
