#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/install-test.sh: `make install` into a temporary DESTDIR, the
# installed-library checks of installcheck.sh against it, then `make
# uninstall`, which must leave nothing behind.
# Environment (from the Makefile): srcdir, top_builddir, CC, MAKE.

command -v pkg-config >/dev/null 2>&1 || {
  echo "SKIP: pkg-config is not installed (Debian: apt-get install pkg-config)"
  exit 77
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
root=$tmp/root
fail() { echo "install-test: FAIL: $*"; exit 1; }

(cd "$top_builddir" && ${MAKE:-make} install DESTDIR="$root") >"$tmp/install.log" 2>&1 \
  || { cat "$tmp/install.log"; fail "make install"; }

pc=$(find "$root" -name thistle.pc)
[ -n "$pc" ] || fail "thistle.pc was not installed"
sum=$(find "$root" -name thistle-sum -type f)
[ -n "$sum" ] || fail "thistle-sum was not installed"
bindir=$(dirname "$sum") sh "$srcdir/installcheck.sh" "$(dirname "$pc")" "$root" >"$tmp/check.log" 2>&1 \
  || { cat "$tmp/check.log"; fail "installcheck.sh against the DESTDIR install"; }

(cd "$top_builddir" && ${MAKE:-make} uninstall DESTDIR="$root") >"$tmp/uninstall.log" 2>&1 \
  || { cat "$tmp/uninstall.log"; fail "make uninstall"; }
left=$(find "$root" \( -type f -o -type l \))
[ -z "$left" ] || fail "make uninstall left: $left"

echo "install-test: 3 checks, 0 failed ($(tail -n 1 "$tmp/check.log"))"
