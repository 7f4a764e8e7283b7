#!/bin/sh
# SPDX-License-Identifier: ISC
# bindings/lua/check.sh BUILD VECTORS TESTS VERSION:INTERPRETER...: runs the
# Lua module's tests (TESTS/run.lua) under each interpreter with the module
# built in BUILD/VERSION, the first run with the tests of strings over 2 GiB
# (THISTLE_LUA_LARGE), then again with only the C code
# (THISTLE_FAT_OVERRIDE=none), then under valgrind memcheck when valgrind
# is installed (the child interpreters of the finalizer tests too), over
# every eighth record of the vector files and the PBKDF2 vectors of at
# most 100 iterations (THISTLE_LUA_SAMPLE: run.lua says why). Ends with
# "lua-check: N passed, N failed"; exits non-zero if anything failed.
set -u
build=$1 vectors=$2 tests=$3
shift 3

passed=0 failed=0
# run LABEL COMMAND...: one test run; its "N passed, N failed" line is
# added to the totals, and a run that prints none counts as one failure.
run() {
  label=$1
  shift
  out=$("$@" 2>&1)
  status=$?
  printf '%s\n' "$out" | grep -v ' passed, .* failed$'
  line=$(printf '%s\n' "$out" | grep ' passed, .* failed$' | tail -n 1)
  if [ -z "$line" ]; then
    echo "FAIL: $label: no result line (exit status $status)"
    failed=$((failed + 1))
    return
  fi
  p=$(printf '%s\n' "$line" | sed 's/.*: \([0-9]*\) passed, \([0-9]*\) failed$/\1/')
  f=$(printf '%s\n' "$line" | sed 's/.*: \([0-9]*\) passed, \([0-9]*\) failed$/\2/')
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
    echo "FAIL: $label: exit status $status"
    f=1
  fi
  echo "$label: $p passed, $f failed"
  passed=$((passed + p))
  failed=$((failed + f))
}

if command -v valgrind >/dev/null 2>&1; then
  valgrind="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite"
else
  valgrind=
  echo "SKIP: valgrind is not installed: the memcheck runs"
fi

for pair in "$@"; do
  version=${pair%%:*} lua=${pair#*:}
  if ! command -v "$lua" >/dev/null 2>&1; then
    echo "SKIP: $lua is not installed (its headers are): Lua $version"
    continue
  fi
  export LUA_CPATH="$build/$version/?.so"
  # The strings over 2 GiB in huge pages where glibc can (2.35 and later):
  # most of their time is the kernel faulting in their memory.
  THISTLE_LUA_LARGE=1 GLIBC_TUNABLES=glibc.malloc.hugetlb=1 \
    run "$lua" "$lua" "$tests/run.lua" "$vectors"
  THISTLE_FAT_OVERRIDE=none run "$lua, C code only" "$lua" "$tests/run.lua" "$vectors"
  if [ -n "$valgrind" ]; then
    THISTLE_LUA_WRAPPER=$valgrind THISTLE_LUA_SAMPLE=8 \
      run "$lua under valgrind" $valgrind "$lua" "$tests/run.lua" "$vectors"
  fi
done

echo "lua-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
