# SPDX-License-Identifier: GPL-2.0-only OR MIT
# shellcheck shell=sh
#
# Targets given as "-- FIELD... [-- FIELD...]..." on the command line, run
# a few at a time: sourced by tools/cross/check-cross.sh and
# tools/host/upstream/check-upstream-kunit.sh.
#
# split_specs DIR ARG...
#	One file per "--" group, DIR/1.spec, DIR/2.spec, ..., one field a
#	line; sets n to the number of groups. Returns 2 if ARG does not
#	start with "--".
# run_specs DIR JOBS FUNC
#	FUNC 1 ... FUNC n, JOBS at a time, each with its output in DIR/I.log;
#	then prints the logs in order. Returns 1 if a FUNC failed.

split_specs() {
	_sp_dir=$1
	shift
	n=0
	for _sp_arg; do
		if [ "$_sp_arg" = -- ]; then
			n=$((n + 1))
			: >"$_sp_dir/$n.spec"
			continue
		fi
		[ $n -gt 0 ] || { echo "$0: expected --" >&2; return 2; }
		printf '%s\n' "$_sp_arg" >>"$_sp_dir/$n.spec"
	done
}

run_specs() {
	_sp_dir=$1 _sp_jobs=$2 _sp_fn=$3
	_sp_status=0
	_sp_running=
	_sp_i=1
	while [ $_sp_i -le "$n" ]; do
		"$_sp_fn" $_sp_i >"$_sp_dir/$_sp_i.log" 2>&1 &
		_sp_running="$_sp_running $!"
		# shellcheck disable=SC2086
		set -- $_sp_running
		if [ $# -ge "$_sp_jobs" ]; then
			wait "$1" || _sp_status=1
			shift
			_sp_running="$*"
		fi
		_sp_i=$((_sp_i + 1))
	done
	for _sp_pid in $_sp_running; do
		wait "$_sp_pid" || _sp_status=1
	done
	_sp_i=1
	while [ $_sp_i -le "$n" ]; do
		cat "$_sp_dir/$_sp_i.log"
		_sp_i=$((_sp_i + 1))
	done
	return $_sp_status
}
