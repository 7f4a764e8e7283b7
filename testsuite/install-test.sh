#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/install-test.sh: `make install` into a temporary DESTDIR, the
# installed-library checks of installcheck.sh against it, a manual page
# for every public name of thistle.map (man thistle_sha256_init shows
# thistle.3), then `make uninstall`, which must leave nothing behind.
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

man3=$(dirname "$(find "$root" -name thistle.3)")
for name in $(sed -n 's/^ *\(thistle_[a-z0-9_]*\);.*/\1/p' "$top_builddir/thistle.map"); do
  { IFS= read -r line && [ "$line" = ".so man3/thistle.3" ] && ! read -r line; } \
    2>/dev/null <"$man3/$name.3" || fail "no manual page $name.3 that sources thistle.3"
done
if command -v man >/dev/null 2>&1; then
  [ "$(man -M "$(dirname "$man3")" -w thistle_sha256_init)" = "$man3/thistle.3" ] \
    || fail "man thistle_sha256_init does not find thistle.3"
fi

(cd "$top_builddir" && ${MAKE:-make} uninstall DESTDIR="$root") >"$tmp/uninstall.log" 2>&1 \
  || { cat "$tmp/uninstall.log"; fail "make uninstall"; }
left=$(find "$root" \( -type f -o -type l \))
[ -z "$left" ] || fail "make uninstall left: $left"

echo "install-test: 4 checks, 0 failed ($(tail -n 1 "$tmp/check.log"))"
