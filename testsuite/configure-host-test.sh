#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/configure-host-test.sh: configure refuses a --host its compiler
# does not build for (no cross compiler installed: autoconf would fall back
# to the native one and configure a native build), naming the compiler to
# install, and takes the --host this build's compiler does build for.
# configure runs from a copy holding only itself and the file it checks the
# source folder by: it stops, or would fail, long before it needs more, and
# a configured source tree (an in-tree build) is no obstacle. The run that
# must take its host ends where it says so (its next line finds the pipe
# closed): what follows is every build's configure.
# Environment (from the Makefile): srcdir, top_builddir, CC.

configure=$srcdir/../configure
[ -f "$configure" ] || { echo "SKIP: no configure beside the sources (run ./bootstrap)"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-host.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir "$tmp/src" "$tmp/build"
cp "$configure" "$tmp/src/configure"
: >"$tmp/src/sha256.c"

family=$(sed -n 's/^CPU_FAMILY = //p' "$top_builddir/testsuite/Makefile")
case $family in
  x86_64) own=x86_64-linux-gnu other=aarch64-linux-gnu ;;
  x86) own=i686-linux-gnu other=aarch64-linux-gnu ;;
  arm64) own=aarch64-linux-gnu other=x86_64-linux-gnu ;;
  *) own= other=x86_64-linux-gnu ;;
esac

checks=0 failed=0
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }
# run_configure HOST: configure --host=HOST with this build's compiler,
# its output on standard output.
run_configure() {
  (cd "$tmp/build" && rm -f config.cache \
     && sh ../src/configure --host="$1" CC="${CC:-cc}") 2>&1
}

checks=$((checks + 1))
if run_configure "$other" >"$tmp/out"; then
  fail "configure --host=$other CC=\"$CC\" succeeded"
elif ! grep -q "error: .* does not build for ${other%%-*} (--host=$other): install gcc-$other" "$tmp/out" \
     || ! grep -q "CC=\"clang --target=$other\"" "$tmp/out"; then
  fail "configure --host=$other CC=\"$CC\" failed without naming the compiler to install:"
  tail -n 5 "$tmp/out"
fi

if [ -n "$own" ]; then
  checks=$((checks + 1))
  took="builds for ${own%%-*} (--host)\.\.\. yes"
  run_configure "$own" | tee "$tmp/out" | grep -q -m 1 "$took" \
    || { fail "configure --host=$own CC=\"$CC\" does not take the compiler's own CPU:"; tail -n 5 "$tmp/out"; }
fi
echo "configure-host-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
