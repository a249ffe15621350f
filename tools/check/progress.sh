# SPDX-License-Identifier: GPL-2.0-only OR MIT
# shellcheck shell=sh
#
# Sourced by the scripts whose commands run for minutes with their output
# in a log (kernel builds, boots): while the command runs, a line every 30
# seconds (PROGRESS_SECS) with the time so far and the log's last line, so
# that make check never goes quiet for long.
#
#   with_progress LABEL LOG CMD [ARG...]
#	run CMD (a command or shell function) in the foreground, its output
#	and errors appended to LOG; print "LABEL: 30s: <last line of LOG>"
#	every 30 s until it ends; return its exit status

with_progress() {
	_wp_label=$1 _wp_log=$2
	shift 2
	(
		_wp_t=0
		while sleep "${PROGRESS_SECS:-30}"; do
			_wp_t=$((_wp_t + ${PROGRESS_SECS:-30}))
			_wp_last=$(tail -n 1 "$_wp_log" 2>/dev/null | tr -d '\r' |
				cut -c1-100)
			echo "$_wp_label: ${_wp_t}s: ${_wp_last:-(no output yet)}"
		done
	) &
	_wp_pid=$!
	_wp_status=0
	"$@" >>"$_wp_log" 2>&1 || _wp_status=$?
	kill "$_wp_pid" 2>/dev/null
	wait "$_wp_pid" 2>/dev/null
	return $_wp_status
}
