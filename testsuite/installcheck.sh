#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/installcheck.sh: builds install-example.c against an installed
# thistle the way a user would, with pkg-config, linked dynamically (when a
# shared library is installed) and statically (when libthistle.a is), runs
# both and checks their output; runs the installed thistle-sum, which must
# load the installed shared library when there is one.
#
# usage: installcheck.sh PKGCONFIGDIR [SYSROOT]
#   PKGCONFIGDIR  the folder holding the installed thistle.pc
#   SYSROOT       set when the install went to a DESTDIR: the paths in
#                 thistle.pc are then under it (PKG_CONFIG_SYSROOT_DIR)
# Environment: srcdir (this folder), CC, READELF, bindir (the folder
# holding the installed thistle-sum, under SYSROOT too),
# THISTLE_TEST_WRAPPER (the programs are this build's: see wrapper.sh).

command -v pkg-config >/dev/null 2>&1 || {
  echo "SKIP: pkg-config is not installed (Debian: apt-get install pkg-config)"
  exit 77
}

. "$srcdir/wrapper.sh"
pcdir=$1 sysroot=${2:-}
fail() { echo "installcheck: FAIL: $*"; exit 1; }
[ -f "$pcdir/thistle.pc" ] || fail "no thistle.pc in $pcdir"

PKG_CONFIG_PATH=$pcdir
PKG_CONFIG_LIBDIR=$pcdir
export PKG_CONFIG_PATH PKG_CONFIG_LIBDIR
if [ -n "$sysroot" ]; then
  PKG_CONFIG_SYSROOT_DIR=$sysroot
  export PKG_CONFIG_SYSROOT_DIR
fi
cflags=$(pkg-config --cflags thistle) || fail "pkg-config --cflags thistle"
libs=$(pkg-config --libs thistle) || fail "pkg-config --libs thistle"
# pkgconf puts the sysroot in front of --variable values; pkg-config does not.
libdir=$(pkg-config --variable=libdir thistle)
case $libdir in "$sysroot"/*) ;; *) libdir=$sysroot$libdir ;; esac

tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-installcheck.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

# The expected output: SHA-256("abc"), RFC 4231 case 2, the version.
expected() {
  printf '%s\n%s\n%s\n' \
    ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad \
    5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843 "$1"
}

# loads_installed PROGRAM: the dynamic loader, asked what PROGRAM loads (as
# ldd has it do, but running the program as the tests run programs, so
# that it works for a foreign one too), names the installed libthistle.so.
loads_installed() {
  LD_TRACE_LOADED_OBJECTS=1 LD_LIBRARY_PATH=$libdir run_built "$1" \
    | grep -q "$libdir/libthistle.so"
}

checks=0
run_example() {                 # run_example NAME: runs $tmp/NAME
  LD_LIBRARY_PATH=$libdir run_built "$tmp/$1" >"$tmp/$1.out" || fail "$1 exited $?"
  version=$(sed -n 3p "$tmp/$1.out")
  [ -n "$version" ] || fail "$1: thistle_version() printed nothing"
  expected "$version" | cmp -s - "$tmp/$1.out" || { cat "$tmp/$1.out"; fail "$1: wrong output"; }
  checks=$((checks + 1))
}

if [ -e "$libdir/libthistle.so" ]; then
  ${CC:-cc} -o "$tmp/dynamic" "$srcdir/install-example.c" $cflags $libs \
    || fail "building against the installed shared library"
  run_example dynamic
  # It must run the installed library, not some other copy.
  loads_installed "$tmp/dynamic" || fail "the example does not load $libdir/libthistle.so"
  checks=$((checks + 1))
fi
if [ -e "$libdir/libthistle.a" ]; then
  ${CC:-cc} -o "$tmp/static" "$srcdir/install-example.c" $cflags \
    $(pkg-config --static --libs-only-L thistle) "$libdir/libthistle.a" \
    || fail "building against the installed static library"
  run_example static
  ${READELF:-readelf} -dW "$tmp/static" | grep NEEDED | grep -q libthistle \
    && fail "the static example needs libthistle.so"
  checks=$((checks + 1))
fi
if [ -n "${bindir:-}" ]; then
  sum=$bindir/thistle-sum
  [ -x "$sum" ] || fail "no thistle-sum in $bindir"
  printf abc | LD_LIBRARY_PATH=$libdir run_built "$sum" -a sha256 >"$tmp/sum.out" \
    || fail "the installed thistle-sum exited $?"
  expected "" | sed -n '1s/$/  -/p' | cmp -s - "$tmp/sum.out" \
    || { cat "$tmp/sum.out"; fail "the installed thistle-sum: wrong output"; }
  checks=$((checks + 1))
  if [ -e "$libdir/libthistle.so" ]; then
    loads_installed "$sum" || fail "the installed thistle-sum does not load $libdir/libthistle.so"
    checks=$((checks + 1))
  fi
fi
[ "$checks" -gt 0 ] || fail "neither libthistle.so nor libthistle.a is installed in $libdir"
echo "installcheck: $checks checks, 0 failed (pkg-config: $cflags $libs)"
