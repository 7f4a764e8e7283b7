# SPDX-License-Identifier: ISC
# bindings/lua/bench-chart.gp: the chart of bench.sh's figures, in the
# manner of the pure-Lua sha2 module's own: SHA-256 bytes per second on a
# log axis, one column per Lua, the thistle binding's three message sizes
# joined by a line (and the pure-Lua module's beside them, when measured),
# the C library and sha256sum as reference lines.
#   gnuplot -e "dat='...'; png='...'; c64=...; c1k=...; c16k=...; sum=...; pure=0|1; code='sha_ni'" bench-chart.gp
# dat's rows: x "label" implementation rate64 rate1k rate16k.

set terminal pngcairo size 960,600 font "sans,10"
set output png
stats dat using 1 nooutput
columns = STATS_max

set title sprintf("SHA-256 from Lua, one call per message: the thistle module beside the C library (%s) and sha256sum", code) noenhanced
set ylabel "bytes per second (log scale)"
set logscale y
set format y "10^{%T}"
# Pure Lua runs at 10^5 to 10^8 bytes/s; without it, the range of C.
set yrange [(pure ? 1e5 : 5e7):2e10]
set xrange [0.4:columns + 0.6]
set grid ytics mytics
set key outside right top vertical
set xtics nomirror
set ytics nomirror

small = "#1b9e77"; medium = "#d95f02"; large = "#7570b3"

# Each implementation's place in its column: the binding on the left when
# pure Lua stands on the right.
dx(impl) = pure ? (impl eq "thistle" ? -0.15 : 0.15) : 0
x(impl) = $1 + dx(impl)

plot c16k with lines dt 2 lw 1.5 lc rgb large title sprintf("C library, 16 KiB: %.0f MB/s", c16k / 1e6), \
     c1k with lines dt 2 lw 1.5 lc rgb medium title sprintf("C library, 1 KiB: %.0f MB/s", c1k / 1e6), \
     c64 with lines dt 2 lw 1.5 lc rgb small title sprintf("C library, 64 B: %.0f MB/s", c64 / 1e6), \
     sum with lines lw 2 lc rgb "black" title sprintf("sha256sum: %.0f MB/s", sum / 1e6), \
     dat using (x(strcol(3))):4:(0):($6 - $4) with vectors nohead lw 1 lc rgb "gray50" notitle, \
     dat using 1:(1/0):xtic(2) notitle, \
     dat using (x(strcol(3))):4 with points pt 7 ps 1.3 lc rgb small title "64 B messages", \
     dat using (x(strcol(3))):5 with points pt 5 ps 1.3 lc rgb medium title "1 KiB messages", \
     dat using (x(strcol(3))):6 with points pt 9 ps 1.5 lc rgb large title "16 KiB messages", \
     dat using (x(strcol(3)) + 0.06):6:(sprintf("%.2g%% of C", 100 * $6 / c16k)) \
       with labels left offset 0,1 font "sans,8" notitle, \
     dat using (x(strcol(3))):4:(!pure ? "" : strcol(3) eq "thistle" ? "thistle" : "pure Lua") \
       with labels offset 0,-1.3 font "sans,8" notitle
