#!/bin/sh
# testsuite/install-test.sh: `make install` into a temporary DESTDIR, build
# a program against the installed library with pkg-config, run it, then
# check `make uninstall` leaves nothing behind.
# Environment (from the Makefile): srcdir, top_builddir, CC, MAKE.

command -v pkg-config >/dev/null 2>&1 || {
  echo "SKIP: pkg-config is not installed (Debian: apt-get install pkg-config)"
  exit 77
}

set -e
tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
fail() { echo "install-test: FAIL: $*"; exit 1; }

(cd "$top_builddir" && ${MAKE:-make} install DESTDIR="$tmp") >"$tmp/install.log" 2>&1 \
  || { cat "$tmp/install.log"; fail "make install"; }

pc=$(find "$tmp" -name thistle.pc)
[ -n "$pc" ] || fail "thistle.pc was not installed"
PKG_CONFIG_PATH=$(dirname "$pc")
PKG_CONFIG_SYSROOT_DIR=$tmp
PKG_CONFIG_LIBDIR=$PKG_CONFIG_PATH
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR PKG_CONFIG_LIBDIR
flags=$(pkg-config --cflags --libs thistle) || fail "pkg-config --cflags --libs thistle"
${CC:-cc} -o "$tmp/example" "$srcdir/install-example.c" $flags \
  || fail "compiling against the installed headers and library"

# pkgconf puts the sysroot in front of --variable values; pkg-config does not.
libdir=$(pkg-config --variable=libdir thistle)
case $libdir in "$tmp"/*) ;; *) libdir=$tmp$libdir ;; esac
LD_LIBRARY_PATH="$libdir" "$tmp/example" >"$tmp/out" || fail "example exited $?"
version=$(sed -n 3p "$tmp/out")
cat >"$tmp/want" <<WANT
ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843
$version
WANT
cmp -s "$tmp/out" "$tmp/want" || { cat "$tmp/out"; fail "wrong output"; }
[ -n "$version" ] || fail "thistle_version() printed nothing"

# A shared build must run the installed shared library, not a static copy.
if [ -e "$libdir/libthistle.so" ]; then
  LD_LIBRARY_PATH="$libdir" ldd "$tmp/example" | grep -q "$libdir/libthistle.so" \
    || fail "the example does not load the installed libthistle.so"
fi

(cd "$top_builddir" && ${MAKE:-make} uninstall DESTDIR="$tmp") >"$tmp/uninstall.log" 2>&1 \
  || { cat "$tmp/uninstall.log"; fail "make uninstall"; }
left=$(find "$tmp" \( -type f -o -type l \) ! -name example ! -name '*.log' ! -name out ! -name want)
[ -z "$left" ] || fail "make uninstall left: $left"

echo "install-test: 5 checks, 0 failed (pkg-config: $flags)"
