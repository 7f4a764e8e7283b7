#!/bin/sh
# SPDX-License-Identifier: ISC
# examples/bench-plot.sh: what `make bench-plot` runs. Measures with
# thistle-benchmark --csv (then once more for each thistle variant,
# thistle's rows only), pivots the 16 KiB update rows into a table of
# algorithm by implementation, and draws it with gnuplot.
#
# usage: bench-plot.sh BENCHMARK GNUPLOT-SCRIPT CSV PNG
set -eu

if [ $# -ne 4 ]; then
  echo "usage: $0 BENCHMARK GNUPLOT-SCRIPT CSV PNG" >&2
  exit 2
fi
benchmark=$1 script=$2 csv=$3 png=$4

# gnuplot first, so a missing one does not cost a whole benchmark run.
# Installing is for whoever may write dpkg's database: root, as a rule.
if ! command -v gnuplot >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ -w /var/lib/dpkg ]; then
    echo "bench-plot: gnuplot is missing; installing gnuplot-nox with apt-get"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
      --no-install-recommends gnuplot-nox \
      || { apt-get update -q && DEBIAN_FRONTEND=noninteractive \
             apt-get install -y -q --no-install-recommends gnuplot-nox; }
  else
    echo "bench-plot: gnuplot is needed to draw the chart; install it" \
      "(Debian: apt-get install gnuplot-nox) and run make bench-plot again" >&2
    exit 1
  fi
fi

"$benchmark" --csv "$csv" | tee "$csv.log"

# The variants of this build are in the compress rows. Each gets a run of
# its own, thistle's rows only and short, for the algorithms the main run
# measured with another variant (where both measured one, the main run's
# figure is kept).
variants=$(awk -F, '$3 == "compress" { sub(/^thistle /, "", $2); print $2 }' \
  "$csv" | awk '!seen[$0]++')
for variant in $variants; do
  echo "bench-plot: thistle's rows with --variant $variant"
  "$benchmark" --variant "$variant" --peers none --seconds 0.05 \
    --csv "$csv.$variant" >/dev/null
  awk -F, 'NR > 1 && $3 != "compress"' "$csv.$variant" >> "$csv"
  rm -f "$csv.$variant"
done

# One line per algorithm, one column per implementation (thistle's variants
# in the table's order of preference, then the peers), "?" where a variant
# has no code for that algorithm.
awk -F, '
  $3 == "compress" && !($2 in column) { column[$2] = ++columns; name[columns] = $2 }
  $3 == "update" && $7 == "median" {
    if (!($1 in row)) { row[$1] = ++rows; algorithm[rows] = $1 }
    if (!($2 in column)) { column[$2] = ++columns; name[columns] = $2 }
    if (!(($1, $2) in speed)) speed[$1, $2] = $5
  }
  END {
    printf "algorithm"
    for (c = 1; c <= columns; c++) printf " \"%s\"", name[c]
    printf "\n"
    for (r = 1; r <= rows; r++) {
      printf "%s", algorithm[r]
      for (c = 1; c <= columns; c++)
        printf " %s", ((algorithm[r], name[c]) in speed) ? speed[algorithm[r], name[c]] : "?"
      printf "\n"
    }
  }' "$csv" > "$csv.table"

# The CPU and its clock from the benchmark's own lines (a quote would end
# gnuplot's string early).
cpu=$(sed -n '1s/.* on \(.*\), pinned to CPU.*/\1/p; 1s/.* on \([^,]*\)$/\1/p' \
  "$csv.log" | head -n 1 | tr -d "'")
clock=$(sed -n 's/^core clock during the figures: //p' "$csv.log")
title="thistle-benchmark: Mbyte/s of 16 KiB updates (log scale)"
subtitle="${cpu:-unknown CPU}${clock:+, core clock $clock}, $(uname -m)"
columns=$(sed -n '2p' "$csv.table" | wc -w)
thistle_columns=$(head -n 1 "$csv.table" | grep -o '"thistle ' | wc -l)
# The axis: from the 1-2-5 step under the slowest bar to the one over the
# fastest (with room for the labels), so that the bars use the chart.
range=$(awk 'function step_under(x,  s) { s = 1; while (s * 10 <= x) s *= 10
               return x >= 5 * s ? 5 * s : x >= 2 * s ? 2 * s : s }
             function step_over(x,  s) { s = 1; while (s < x) s *= 10
               return x <= s / 5 ? s / 5 : x <= s / 2 ? s / 2 : s }
             NR > 1 { for (i = 2; i <= NF; i++) if ($i != "?") {
               if (min == "" || $i + 0 < min) min = $i + 0
               if ($i + 0 > max) max = $i + 0 } }
             END { printf "ymin=%g; ymax=%g", step_under(min / 1.2),
                   step_over(max * 1.6) }' "$csv.table")
gnuplot -e "datafile='$csv.table'; columns=$columns; output='$png'" \
  -e "thistle_columns=$thistle_columns; $range" \
  -e "title='$title'; subtitle='$subtitle'" "$script"
rm -f "$csv.log" "$csv.table"
echo "bench-plot: wrote $png (the figures: $csv)"
