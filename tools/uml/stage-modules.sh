# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# Sourced by tools/uml/kunit.sh and arch/arm/kunit-qemu.sh, which boot a
# kernel whose init loads our modules: stage_modules MODS ROOT WHO copies
# every MODS/*.ko into ROOT/modules/ and sets
#   libs, tests  the library and the test module names
#   args         init's arguments: the library modules first, then the tests
#   want         the module every tests/NAME_kunit.c must have become, whose
#                KTAP ktap.py then wants
# It fails, naming WHO, when no test module was built. Needs $top.
stage_modules() {
	libs= tests=
	for ko in "$1"/*.ko; do
		cp "$ko" "$2/modules/"
		name=$(basename "$ko" .ko)
		case $name in
		*_kunit) tests="$tests $name" ;;
		*) libs="$libs $name" ;;
		esac
	done
	if [ -z "$tests" ]; then
		echo "$3: no test modules were built" >&2
		return 1
	fi
	want=
	for c in "$top"/tests/*_kunit.c; do
		want="$want kcrypto_$(basename "$c" .c)"
	done
	args=
	for name in $libs $tests; do
		args="$args /modules/$name.ko"
	done
}
