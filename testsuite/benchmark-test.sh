#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/benchmark-test.sh: examples/thistle-benchmark --quick over
# SHA3-256 and the SHAKEs, beside the peers this build has. It must exit
# 0: every row measured, each peer's digest equal to thistle's and, in
# the batch modes of the SHAKEs, every row's output (thistle's many API
# and each peer's) equal to thistle's single stream's. Each batch mode
# must have thistle's many row and single-stream row, in the table and in
# the CSV file. The figures themselves are not checked: -f fixes the core
# clock, so that no clock measurement can fail the run. Options it cannot
# act on exit 2 with a message; "--" ends the options; an unwritable
# standard output exits 1 with the reason.
# Skipped where the programs run emulated: the benchmark times the CPU it
# runs on. Environment (from the Makefile): srcdir, top_builddir, MAKE,
# THISTLE_TEST_WRAPPER.

top_builddir=${top_builddir:-..}
. "${srcdir:-.}/wrapper.sh"
examples=$top_builddir/examples

tmp=$(mktemp -d "${TMPDIR:-/tmp}/benchmark.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

skip() {
  echo "SKIP: the benchmark times the CPU it runs on, not an emulated one"
  exit 77
}
[ -z "${THISTLE_TEST_WRAPPER:-}" ] || skip
(cd "$examples" && ${MAKE:-make} thistle-benchmark) >"$tmp/build.log" 2>&1 || {
  cat "$tmp/build.log"
  echo "benchmark-test: FAIL: cannot build examples/thistle-benchmark"
  exit 1
}
tool=$(cd "$examples" && pwd)/thistle-benchmark
! emulated "$tool" || skip

checks=0 failed=0
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

checks=$((checks + 1))
run_built "$tool" --quick -f 3G --csv "$tmp/csv" sha3_256 shake128 shake256 \
  >"$tmp/out" 2>"$tmp/err" || {
  fail "thistle-benchmark exits $?:"
  cat "$tmp/err"
  grep -e ' - ' "$tmp/out" | grep -v 'not in this library'
}

# has_rows ALGORITHM MODE CSV_MODE: thistle's many row and single-stream
# row of MODE, with figures (a row that cannot be measured shows "-"),
# and their CSV lines, whose mode is CSV_MODE.
has_rows() {
  for label in "$1 many (" "$1 ("; do
    checks=$((checks + 2))
    awk -v label="$label" -v mode="$2" '
      index($0, label) == 1 && substr($0, 33, length(mode) + 1) == mode " " \
        && $0 !~ / - / { found = 1 }
      END { exit !found }' "$tmp/out" \
      || fail "no row '$label...' of $2 with figures"
    awk -F, -v algorithm="${label%% (}" -v mode="$3" '
      $1 == algorithm && $3 == mode && $2 ~ /^thistle / { found = 1 }
      END { exit !found }' "$tmp/csv" \
      || fail "no CSV line of ${label%% (} in mode $3"
  done
}
has_rows sha3_256 "64x64 B" batch
for mode in "64x34>504" "seed+64x2>504" "seed+64x2>840"; do
  has_rows shake128 "$mode" "$mode"
done
has_rows shake256 "64x64>32" "64x64>32"

# Options it cannot act on: a clear message and exit status 2, nothing run.
refused() {
  checks=$((checks + 1))
  run_built "$tool" "$@" >"$tmp/out" 2>"$tmp/err"
  status=$?
  [ "$status" = 2 ] && [ ! -s "$tmp/out" ] && grep -q '^thistle-benchmark: ' "$tmp/err" \
    || fail "$*: exit status $status, $(cat "$tmp/err" "$tmp/out" | head -n 2)"
}
refused -f 3.2 sha256
refused --variant c --variant avx2 sha256
refused --seconds -1 sha256
refused --kdf-iterations 4G kdf
refused --seconds 61 sha256
refused --peers '' sha256
refused -- --quick
refused no_such_algorithm
peer=$(run_built "$tool" --help | sed -n 's/^Peers of this build: \([a-z]*\).*/\1/p')
if [ -n "$peer" ] && [ "$peer" != none ]; then
  refused --peers "$peer,$peer" sha256
  refused --peers "$peer," sha256
fi

# "--" ends the options: the words after it are algorithms.
checks=$((checks + 1))
run_built "$tool" --quick -f 3G --peers none -- sha3_256 >"$tmp/out" 2>"$tmp/err" \
  && grep -q '^sha3_256 ' "$tmp/out" \
  || fail "--quick -f 3G --peers none -- sha3_256: $(head -n 2 "$tmp/err")"

# Standard output that cannot be written: exit 1 and the reason, at the
# first line (the header), not after the run; --help too.
for args in "--quick -f 3G --peers none sha3_256" --help; do
  checks=$((checks + 1))
  run_built "$tool" $args >/dev/full 2>"$tmp/err"
  status=$?
  [ "$status" = 1 ] && grep -q '^thistle-benchmark: standard output: ' "$tmp/err" \
    || fail "$args >/dev/full: exit status $status, $(head -n 2 "$tmp/err")"
done

echo "benchmark-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
