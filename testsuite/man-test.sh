#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/man-test.sh: every manual page renders without a warning from
# man and groff (man --warnings: unknown macros, bad escapes, lines that
# cannot be broken), as a user's man would show it.
# Environment (from the Makefile): srcdir, top_builddir.

tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-man.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

# --warnings is man-db's; groff does the rendering.
printf '.TH PROBE 1\n.SH NAME\nprobe\n' >"$tmp/probe.1"
if ! command -v groff >/dev/null 2>&1 \
   || ! man --warnings -l "$tmp/probe.1" >/dev/null 2>&1; then
  echo "SKIP: man-db and groff are needed (Debian: apt-get install man-db groff-base)"
  exit 77
fi

checks=0 failed=0
for page in "$top_builddir/thistle.3" "$srcdir"/../tools/*.1 "$srcdir"/../examples/*.1; do
  [ -f "$page" ] || continue
  checks=$((checks + 1))
  if ! LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" >"$tmp/out" 2>"$tmp/err" \
     || [ -s "$tmp/err" ] || ! [ -s "$tmp/out" ]; then
    failed=$((failed + 1))
    echo "FAIL: $(basename "$page") renders with warnings:"
    cat "$tmp/err"
  fi
done
echo "man-test: $checks pages, $failed failed"
[ "$checks" -gt 0 ] && [ "$failed" -eq 0 ]
