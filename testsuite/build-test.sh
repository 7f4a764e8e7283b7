#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/build-test.sh: properties of the built libraries that no unit
# test sees: the shared library has no text relocations and a
# non-executable stack (symbols-test.sh checks its exports); the static
# library's members have unique names (ar x, and so packaging tools, keep
# one file per name); every object of the static library says it needs no
# executable stack; under CET (-fcf-protection) the shared library keeps
# the IBT/SHSTK property our assembly declares.
# Environment (from the Makefile): top_builddir, READELF.

READELF=${READELF:-readelf}
command -v "$READELF" >/dev/null 2>&1 || {
  echo "SKIP: readelf not found (binutils)"
  exit 77
}

lib=$top_builddir/libthistle.so
archive=$top_builddir/libthistle.a
checks=0 failed=0
check() {                       # check DESCRIPTION COMMAND...
  description=$1
  shift
  checks=$((checks + 1))
  if ! "$@"; then
    failed=$((failed + 1))
    echo "FAIL: $description"
  fi
}

no_textrel() { ! "$READELF" -dW "$lib" | grep -q TEXTREL; }
stack_not_executable() {
  "$READELF" -lW "$lib" | grep GNU_STACK | grep -qv 'RWE'
}
member_names_unique() {
  repeated=$("$READELF" -h "$archive" | sed -n 's/^File: .*(\(.*\))$/\1/p' | sort | uniq -d)
  [ -z "$repeated" ] || { echo "members named more than once: $repeated"; return 1; }
}
# members_without OPTION PATTERN: the archive members whose readelf OPTION
# output lacks PATTERN. (readelf walks archives itself; extracting with ar
# would lose members of the same name from different folders.)
members_without() {
  "$READELF" "$1" "$archive" | awk -v pattern="$2" '
    /^File: / { if (member != "" && !found) print member; member = $2; found = 0; next }
    $0 ~ pattern { found = 1 }
    END { if (member != "" && !found) print member }'
}
objects_have_stack_note() {
  missing=$(members_without -SW '\\.note\\.GNU-stack')
  [ -z "$missing" ] || { echo "no .note.GNU-stack in: $missing"; return 1; }
}
# CET: every object of the archive, and so the shared library (linked
# without the toolchain's unmarked start files, see configure.ac), must
# carry the x86 feature property (IBT/SHSTK) the compiler targets.
cet_bits() { sed -n "s/define(\`ASM_CET', \`\([0-9]*\)')/\1/p" "$top_builddir/config.m4"; }
has_cet_bits() {                # has_cet_bits FILE BITS
  property=$("$READELF" -nW "$1" | sed -n 's/.*x86 feature: *//p')
  if [ $(($2 & 1)) -ne 0 ]; then echo "$property" | grep -q IBT || return 1; fi
  if [ $(($2 & 2)) -ne 0 ]; then echo "$property" | grep -q SHSTK || return 1; fi
}
objects_keep_cet() {
  pattern='x86 feature:'
  [ $((cet & 1)) -ne 0 ] && pattern="$pattern.*IBT"
  [ $((cet & 2)) -ne 0 ] && pattern="$pattern.*SHSTK"
  missing=$(members_without -nW "$pattern")
  [ -z "$missing" ] || { echo "without the CET property: $missing"; return 1; }
}
library_keeps_cet() { has_cet_bits "$lib" "$cet"; }

check "libthistle.a: every member's name is unique" member_names_unique
check "libthistle.a: every object has .note.GNU-stack" objects_have_stack_note
cet=$(cet_bits)
if [ "${cet:-0}" -ne 0 ]; then
  check "libthistle.a: every object carries the CET property" objects_keep_cet
  if [ -f "$lib" ]; then
    check "libthistle.so keeps the CET property" library_keeps_cet
  fi
fi
if [ -f "$lib" ]; then
  check "libthistle.so has no TEXTREL" no_textrel
  check "libthistle.so has a non-executable GNU_STACK" stack_not_executable
fi
echo "build-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
