# SPDX-License-Identifier: ISC
# examples/benchmark-chart.gp: the chart `make bench-plot` draws: one group
# of bars per algorithm, one bar per implementation, throughput on a
# logarithmic axis so that a factor of two is the same height anywhere.
# bench-plot.sh sets datafile (a header line, then one line per algorithm),
# columns (how many a line has), thistle_columns (how many of them, after
# the first, are thistle's variants), ymin, ymax, output, title, subtitle.

set terminal pngcairo size 1280,640 font "sans,11" noenhanced
set output output
set title title . "\n" . subtitle

set style data histograms
set style histogram clustered gap 1.5  # as gap below
set style fill solid 0.9 border rgb "#333333"
set boxwidth 0.95
set datafile missing "?"
set key autotitle columnheader          # every plot skips the header line

set logscale y
set yrange [ymin:ymax]
set ytics nomirror ("10" 10, "20" 20, "50" 50, "100" 100, "200" 200, \
  "500" 500, "1000" 1000, "2000" 2000, "5000" 5000, "10000" 10000, \
  "20000" 20000, "50000" 50000)
set ylabel "Mbyte/s (10^6 bytes/s)"
set grid ytics lc rgb "#cccccc"
set xtics nomirror scale 0
set key outside right top vertical title "implementation" samplen 2

# thistle's variants in shades of one colour, the peers in others.
array thistle_colour[5] = ["#2d1463", "#5b2ea6", "#8a63d2", "#b59ae6", "#dccff5"]
array peer_colour[4] = ["#e08a00", "#2f9e44", "#1c7ed6", "#868e96"]
colour(i) = i <= thistle_columns + 1 \
  ? thistle_colour[(i - 2) % 5 + 1] : peer_colour[(i - thistle_columns - 2) % 4 + 1]

# Where bar i of each cluster stands: a cluster of n bars is one unit wide
# with the gap, centred on its line number.
bars = columns - 1
gap = 1.5
bar_x(row, i) = row + (i - 2 - (bars - 1) / 2.0) / (bars + gap)

plot for [i = 2:columns] datafile using i:xtic(1) title columnheader(i) \
       lc rgb colour(i), \
     for [i = 2:columns] datafile using (bar_x($0, i)):i:(sprintf("%.0f", column(i))) \
       with labels rotate by 90 left offset 0,0.4 font ",8" notitle
