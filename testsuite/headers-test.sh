#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/headers-test.sh: every public header compiles on its own (it
# includes what it uses), as strict C99 and as C++, so a program may
# include any one of them first.
# Environment (from the Makefile): srcdir, top_builddir, CC, CXX.

includes="-I$top_builddir/include -I$srcdir/../include"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-headers.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

have_cxx=
if ${CXX:-c++} --version >/dev/null 2>&1; then have_cxx=1; fi

checks=0 failed=0
for header in "$srcdir"/../include/thistle/*.h "$top_builddir"/include/thistle/version.h; do
  name=thistle/$(basename "$header")
  printf '#include <%s>\n#include <%s>\nint main(void) { return 0; }\n' "$name" "$name" >"$tmp/t.c"
  checks=$((checks + 1))
  ${CC:-cc} -std=c99 -pedantic-errors -Wall -Wextra -Werror $includes \
      -c "$tmp/t.c" -o "$tmp/t.o" 2>"$tmp/err" \
    || { failed=$((failed + 1)); echo "FAIL: $name alone as C99:"; cat "$tmp/err"; }
  if [ -n "$have_cxx" ]; then
    cp "$tmp/t.c" "$tmp/t.cc"
    checks=$((checks + 1))
    ${CXX:-c++} -std=c++11 -pedantic-errors -Wall -Wextra -Werror $includes \
        -c "$tmp/t.cc" -o "$tmp/t.o" 2>"$tmp/err" \
      || { failed=$((failed + 1)); echo "FAIL: $name alone as C++:"; cat "$tmp/err"; }
  fi
done
[ -n "$have_cxx" ] || echo "(no C++ compiler: C++ checks left out)"
echo "headers-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
