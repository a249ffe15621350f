# SPDX-License-Identifier: GPL-2.0-only OR MIT
#
# gnuplot -e "dir='build/bench'" tools/bench/plot.gp
#
# cycles.png: rdtsc cycles per one-shot call against the length;
# mbps.png: MB/s against the length (log scale). One panel per algorithm;
# the i386 rows, when there are some, are dashed.

algs = "BLAKE2b-512 BLAKE2b-256 BLAKE2s-256 SHA-256 HMAC-SHA256 SHA3-256"
file_ok(f) = system("test -f '" . f . "' && echo 1 || echo 0") + 0

set terminal pngcairo size 1200,1300 font ",9" noenhanced
set datafile separator "\t"
set key top left font ",9"
set grid

do for [metric in "cycles mbps"] {
	set output dir . "/" . metric . ".png"
	if (metric eq "cycles") {
		set multiplot layout 3,2 title \
			"cycles per one-shot call (rdtsc reference cycles; lower is better)"
		unset logscale x
		set xlabel "length (bytes)"
		set ylabel "cycles"
		set xrange [0:128]
	} else {
		set multiplot layout 3,2 title "throughput in MB/s (higher is better)"
		set logscale x 2
		set xlabel "length (bytes)"
		set ylabel "MB/s"
		set xrange [1:16384]
	}
	do for [alg in algs] {
		f = dir . "/" . alg . "." . metric . ".tsv"
		g = dir . "/" . alg . "-i386." . metric . ".tsv"
		set title alg
		stats f skip 1 nooutput
		nf = STATS_columns
		if (file_ok(g)) {
			stats g skip 1 nooutput
			ng = STATS_columns
			plot for [i=2:nf] f using 1:i with linespoints pt 7 ps 0.5 \
				title columnheader(i), \
			     for [i=2:ng] g using 1:i with linespoints dt 2 \
				pt 6 ps 0.5 title columnheader(i)
		} else {
			plot for [i=2:nf] f using 1:i with linespoints pt 7 ps 0.5 \
				title columnheader(i)
		}
	}
	unset multiplot
}
