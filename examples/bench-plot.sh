#!/bin/sh
# SPDX-License-Identifier: ISC
# examples/bench-plot.sh: what `make bench-plot` runs. Measures with
# thistle-benchmark --csv, then once more for each thistle variant
# (thistle's rows only, short), and draws two panels of horizontal bars
# with gnuplot: Mbyte/s of 16 KiB updates for every algorithm, and of
# batches of 64 messages of 4 KiB (thistle's many API against one message
# after another), one bar per thistle variant, lane core and peer.
#
# usage: bench-plot.sh BENCHMARK GNUPLOT-SCRIPT CSV PNG
# It writes CSV and PNG, and CSV.update and CSV.many (the bars) beside
# them, nothing else.
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

# The variants of this build, in the order the library prefers them. Each
# gets a run of its own, thistle's rows only, for the algorithms the main
# run measured with another variant, and for the lane cores those features
# lead the many API to (where two runs measured the same, the first figure
# is kept). A quarter of a second per figure, as long as the main run's at
# most: shorter runs put the variants out of order on a busy machine.
variants=$("$benchmark" --help | sed -n 's/^Variants of this build: //p')
for variant in $variants; do
  echo "bench-plot: thistle's rows with --variant $variant"
  "$benchmark" --variant "$variant" --peers none --seconds 0.25 \
    --csv "$csv.$variant" >/dev/null
  awk -F, 'NR > 1 && $3 != "compress"' "$csv.$variant" >> "$csv"
  rm -f "$csv.$variant"
done

# The bars of one panel, one line each: y position, colour, label, Mbyte/s,
# with a heading line per algorithm (Mbyte/s -1) above its bars: thistle's
# first, fastest first, then the peers in the benchmark's order. In the
# batch panel, thistle's single-stream bar is the main run's (its best
# variant). Colours: thistle's variants purple, darker for the variants
# the library prefers; its lane cores teal, one shade per core; each peer
# its own. (No apostrophe in the titles: it would end gnuplot's string.)
# bars MODE BYTES: the rows of MODE whose message_bytes is BYTES, each
# figure's fastest interval: the table's median moves by half on a busy
# machine (an interval shared with other work still counts), the fastest
# interval by a few percent.
bars() {
  awk -F, -v mode="$1" -v bytes="$2" -v variants="$variants" '
    BEGIN {
      n = split(variants, token, " ")
      split("#3b1a7a #5a32a8 #7a52c7 #9a79d8 #b9a2e6 #d3c5f0", purple, " ")
      for (i = 1; i <= n; i++) variant_colour["thistle " token[i]] = purple[i]
      split("#0b5f6b #0c8599 #22b8cf #66d9e8 #99e9f2", teal, " ")
      peer["openssl"] = "#e8590c"; label["openssl"] = "OpenSSL"
      peer["openssl no sha_ni"] = "#ffa94d"; label["openssl no sha_ni"] = "OpenSSL, SHA-NI masked"
      peer["nettle"] = "#2f9e44"; label["nettle"] = "nettle"
      peer["gcrypt"] = "#1971c2"; label["gcrypt"] = "libgcrypt"
      suffix = mode == "batch" ? ", one by one" : ""
    }
    $3 != mode || $7 != "best" || $4 != bytes || $2 == "thistle single" { next }
    {
      algorithm = $1; many = sub(/ many$/, "", algorithm)
      if (!(algorithm in bars)) order[++algorithms] = algorithm
      key = algorithm SUBSEP $2 SUBSEP many
      if (key in seen) next
      seen[key] = 1
      if ($2 !~ /^thistle /) {
        colour = ($2 in peer) ? peer[$2] : "#868e96"
        name = (($2 in label) ? label[$2] : $2) suffix
        peers[algorithm] = peers[algorithm] sprintf("%s \"%s\" %s\n", colour, name, $5)
        bars[algorithm]
        next
      }
      if (!many && suffix != "" && single[algorithm]++) next
      if (many) {
        if (!($2 in core_colour)) core_colour[$2] = teal[++cores]
        colour = core_colour[$2]; name = "thistle many, " substr($2, 9)
      }
      else { colour = variant_colour[$2]; name = $2 suffix }
      # Insertion by speed, fastest first.
      m = ++mine[algorithm]
      while (m > 1 && speed[algorithm, m - 1] < $5 + 0) {
        speed[algorithm, m] = speed[algorithm, m - 1]; line[algorithm, m] = line[algorithm, m - 1]; m--
      }
      speed[algorithm, m] = $5 + 0
      line[algorithm, m] = sprintf("%s \"%s\" %s", colour ? colour : "#868e96", name, $5)
      bars[algorithm]
    }
    END {
      y = 0
      for (a = 1; a <= algorithms; a++) {
        algorithm = order[a]
        title = toupper(algorithm); sub(/^SHA/, "SHA-", title); gsub(/_/, "/", title)
        printf "%d #000000 \"%s\" -1\n", y++, title
        for (m = 1; m <= mine[algorithm]; m++) printf "%d %s\n", y++, line[algorithm, m]
        rows = split(peers[algorithm], peer_line, "\n")
        for (r = 1; r < rows; r++) printf "%d %s\n", y++, peer_line[r]
      }
    }' "$csv"
}
bars update 16384 > "$csv.update"
bars batch $((64 * 4096)) > "$csv.many"

# The title's facts from the benchmark's own lines (a quote would end
# gnuplot's string early).
first=$(head -n 1 "$csv.log" | tr -d "'")
version=$(echo "$first" | sed -n 's/^thistle-benchmark (\([^)]*\)).*/\1/p')
cpu=$(echo "$first" | sed -n 's/.* on \(.*\), pinned to CPU.*/\1/p; s/.* on \([^,]*\)$/\1/p' | head -n 1)
peers=$(sed -n '2s/^peers: \([^;]*\).*/\1/p' "$csv.log" | tr -d "'" \
  | sed 's/\(OpenSSL [0-9.]*\)[^,]*/\1/')
clock=$(sed -n 's/^core clock during the figures: //p' "$csv.log")
title="${version:-thistle}: Mbyte/s (10^6 bytes/s; longer is faster) on ${cpu:-an unknown CPU}, $(uname -m), $(date -u +%Y-%m-%d)"
subtitle="the fastest interval of each figure; core clock ${clock:-not measured}; peers: ${peers:-none}"
legend="Purple: thistle variants (darker: preferred), teal: lane cores of the many API, other colours: peers"
gnuplot -e "update='$csv.update'; many='$csv.many'; output='$png'" \
  -e "update_rows=$(wc -l < "$csv.update"); many_rows=$(wc -l < "$csv.many")" \
  -e "title='$title'; subtitle='$subtitle'; legend='$legend'" "$script"
rm -f "$csv.log"
echo "bench-plot: wrote $png (the figures: $csv)"
