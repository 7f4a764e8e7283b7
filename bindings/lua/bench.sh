#!/bin/sh
# SPDX-License-Identifier: ISC
# bindings/lua/bench.sh: what `make lua-bench` runs.
#   bench.sh BUILD SRC [--quick] -- VERSION:INTERPRETER...
# Measures SHA-256 from each Lua (bench.lua, with the module built in
# BUILD/VERSION, and the pure-Lua module at $SHA2_LUA when set), the C
# library the same way in the same run (BUILD/bench-c) and sha256sum over
# 256 MiB of zeros, then prints a table and, with gnuplot, draws
# BUILD/lua-benchmark.png (SRC/bench-chart.gp). Writes BUILD/lua-benchmark.txt
# (the raw lines) and BUILD/lua-benchmark.dat (the chart's columns).
set -eu

build=$1 src=$2
shift 2
seconds=0.2
if [ "${1:-}" = --quick ]; then
  seconds=0.05
  shift
fi
[ "${1:-}" = -- ] && shift
pure=${SHA2_LUA:-}
if [ -n "$pure" ] && [ ! -r "$pure" ]; then
  echo "lua-bench: SHA2_LUA=$pure: no such file" >&2
  exit 1
fi

raw=$build/lua-benchmark.txt dat=$build/lua-benchmark.dat png=$build/lua-benchmark.png
"$build/bench-c" "$seconds" > "$raw"
for pair in "$@"; do
  version=${pair%%:*} lua=${pair#*:}
  if ! command -v "$lua" >/dev/null 2>&1; then
    echo "lua-bench: SKIP $lua (not installed)"
    continue
  fi
  LUA_CPATH="$build/$version/?.so" "$lua" "$src/bench.lua" "$version" "$seconds" "$pure" >> "$raw"
done

# sha256sum, as the pure-Lua module's author measured it (dd | sha256sum),
# but from a file and in CPU time (user + system, as the figures above), so
# that neither dd nor other programs on the machine share the time: the
# best of 3.
zeros=$build/lua-benchmark.zeros
dd if=/dev/zero of="$zeros" bs=1M count=256 2>/dev/null
best=
for _ in 1 2 3; do
  cpu=$(bash -c 'TIMEFORMAT="%U %S"; time sha256sum "$1" > /dev/null' sh "$zeros" 2>&1)
  best=$(echo "$cpu ${best:-1e9}" | awk '{ t = $1 + $2; print (t < $3 ? t : $3) }')
done
rm -f "$zeros"
echo "$best" | awk '{ printf "sha256sum file 268435456 %.0f -\n", 268435456 / $1 }' >> "$raw"

lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1
echo "SHA-256 from Lua, one call per message: 10^6 bytes/s, best of 5 rounds of >= $seconds s CPU;"
code=$(LUA_CPATH="$build/${1%%:*}/?.so" "${1#*:}" -e 'print(require("thistle").implementation("sha256"))' 2>/dev/null || echo '?')
echo "thistle's code: $code"
awk -v dat="$dat" '
  function name(v) { return v == "jit" ? "LuaJIT 2.1" : v == "c" ? "C" : "Lua " v }
  { rate[$1, $2, $3] = $4; ns[$1, $2, $3] = $5
    if (!(($1, $2) in seen)) { seen[$1, $2] = 1; order[++n] = $1 SUBSEP $2 } }
  END {
    printf "%-22s %9s %9s %9s %10s %11s %12s\n", "", "64 B", "1 KiB", "16 KiB",
           "16 KiB/C", "ns/call 64B", "vs C, 64 B"
    column = 0
    for (i = 1; i <= n; i++) {
      split(order[i], k, SUBSEP)
      if (k[1] == "sha256sum") continue
      label = name(k[1]) " " (k[2] == "thistle" && k[1] != "c" ? "thistle" : k[2] == "thistle" ? "thistle_sha256" : k[2])
      printf "%-22s %9.1f %9.1f %9.1f %9.1f%% %11.1f %+11.1f\n", label,
             rate[k[1], k[2], 64] / 1e6, rate[k[1], k[2], 1024] / 1e6,
             rate[k[1], k[2], 16384] / 1e6,
             100 * rate[k[1], k[2], 16384] / rate["c", "thistle", 16384],
             ns[k[1], k[2], 64], ns[k[1], k[2], 64] - ns["c", "thistle", 64]
      if (k[1] == "c") continue
      if (!(k[1] in x)) { x[k[1]] = ++column; xs[column] = k[1] }
      line[k[1], k[2]] = sprintf("%d \"%s\" %s %s %s %s", x[k[1]], name(k[1]), k[2],
                                 rate[k[1], k[2], 64], rate[k[1], k[2], 1024], rate[k[1], k[2], 16384])
    }
    printf "%-22s %29s %9.1f\n", "sha256sum (256 MiB)", "", rate["sha256sum", "file", 268435456] / 1e6
    printf "# x label implementation rate64 rate1k rate16k; C: %s %s %s; sha256sum: %s\n",
           rate["c", "thistle", 64], rate["c", "thistle", 1024], rate["c", "thistle", 16384],
           rate["sha256sum", "file", 268435456] > dat
    for (c = 1; c <= column; c++) {
      if ((xs[c], "thistle") in line) print line[xs[c], "thistle"] > dat
      if ((xs[c], "pure-lua") in line) print line[xs[c], "pure-lua"] > dat
    }
  }' "$raw"

if command -v gnuplot >/dev/null 2>&1; then
  ref=$(sed -n '1s/.*C: \([^;]*\); sha256sum: \(.*\)/\1 \2/p' "$dat")
  set -- $ref
  gnuplot -e "dat='$dat'; png='$png'; c64=$1; c1k=$2; c16k=$3; sum=$4; pure=$([ -n "$pure" ] && echo 1 || echo 0); code='$code'" \
    "$src/bench-chart.gp"
  echo "lua-bench: chart $png"
else
  echo "lua-bench: gnuplot not installed: no chart (apt-get install gnuplot-nox)"
fi
