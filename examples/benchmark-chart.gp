# SPDX-License-Identifier: ISC
# examples/benchmark-chart.gp: the chart `make bench-plot` draws: two
# panels of horizontal bars, Mbyte/s on a linear axis, each bar named on
# its left and its figure at its end. bench-plot.sh writes the panels'
# files, one line per bar (y position, colour "#rrggbb", "label", Mbyte/s)
# or per algorithm's heading (Mbyte/s -1), and sets update, many (the two
# files), update_rows, many_rows (their lines), output, title, subtitle,
# legend.

row = 15                                # pixels per bar
height = 190 + row * update_rows
set terminal pngcairo size 1600,height font "sans,10" noenhanced
set output output

# Screen coordinates: the title on top, the panels under it, with the
# same pixels per bar in both, so the right one is shorter.
top = 1 - 115.0 / height
bottom = 65.0 / height
per_row = (top - bottom) / update_rows

set style fill solid 0.9 border rgb "#555555"
set grid xtics lc rgb "#dddddd"
set xtics nomirror out
set ytics nomirror scale 0 font ",10"
set border 1
set key off
set xrange [0:*]
set offsets 0, graph 0.12, 0, 0        # room for the figures after the bars

colour(c) = int("0x" . c[2:7])
heading(y, label, value) = value < 0 ? label : ""

set multiplot title title . "\n" . subtitle . "\n" . legend font ",13"

set xlabel "Mbyte/s (10^6 bytes per second)"

# Left: every algorithm, 16 KiB updates into one long message.
set lmargin at screen 0.14
set rmargin at screen 0.49
set tmargin at screen top
set bmargin at screen bottom
set yrange [update_rows - 0.5:-0.5]
set title "One long message, 16 KiB per update call" font ",12"
plot update using (0):1:(0):($4 > 0 ? $4 : 0):($1 - 0.4):($1 + 0.4):(colour(strcol(2))):ytic($4 < 0 ? "" : strcol(3)) \
       with boxxyerror lc rgb variable, \
     '' using (0):1:(heading($1, strcol(3), $4)) with labels left offset -0.5,0 font ",11:Bold", \
     '' using ($4 > 0 ? $4 : NaN):1:(sprintf(" %.0f", $4)) with labels left font ",9"

# Right: the many API, 64 messages of 4 KiB at once.
set lmargin at screen 0.64
set rmargin at screen 0.99
set bmargin at screen top - per_row * many_rows
set yrange [many_rows - 0.5:-0.5]
set title "64 messages of 4 KiB: the many API against one message after another" font ",12"
plot many using (0):1:(0):($4 > 0 ? $4 : 0):($1 - 0.4):($1 + 0.4):(colour(strcol(2))):ytic($4 < 0 ? "" : strcol(3)) \
       with boxxyerror lc rgb variable, \
     '' using (0):1:(heading($1, strcol(3), $4)) with labels left offset -0.5,0 font ",11:Bold", \
     '' using ($4 > 0 ? $4 : NaN):1:(sprintf(" %.0f", $4)) with labels left font ",9"

# What the names mean, in the space under the right panel.
set label 1 at screen 0.52, screen top - per_row * many_rows - 110.0 / height left font ",10" \
  "thistle's variants are named by the instructions they use: sha_ni, the SHA extensions;\n" . \
  "avx512, avx2, ssse3, vector extensions; x86_64, scalar assembly; c, the portable C code.\n" . \
  "A lane core of the many API hashes several messages at once: avx512-x16 sixteen in the\n" . \
  "lanes of AVX-512 registers, avx2-x8 eight in AVX2 registers, sha_ni-x2 two interleaved\n" . \
  "SHA-NI streams. One by one: the 64 messages hashed one after another.\n" . \
  "OpenSSL, SHA-NI masked: OpenSSL told to ignore SHA-NI (OPENSSL_ia32cap),\n" . \
  "the code it runs on CPUs without it."
unset title
unset xlabel
unset ytics
set border 0
unset xtics
unset grid
plot NaN notitle

unset multiplot
