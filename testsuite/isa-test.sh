#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/isa-test.sh: no assembly instruction needs a CPU feature its
# variant or lane core does not declare. Every object built from an .asm
# file of this build is disassembled (objdump -d: x86_64, 32-bit x86 or
# arm64); each instruction's mnemonic and encoding (legacy, VEX.128,
# VEX.256, EVEX on x86; A64 on arm64) map to the feature it needs through
# isa-features, and that feature
# must be among those the table entry of every entry point of the object
# needs, as the library itself reports them (isa-needs). An instruction
# isa-features does not know fails too, so nothing new slips through
# unclassified; so does an entry point that is not in the tables, and a
# table entry whose symbol no object defines.
# Environment (from the Makefile): srcdir, top_builddir, ASM_DIRS (the
# assembly folders of this build, empty in a C-only build), OBJDUMP, NM.

OBJDUMP=${OBJDUMP:-objdump}
NM=${NM:-nm}
top_srcdir=$srcdir/..
table=$srcdir/isa-features

[ -n "${ASM_DIRS:-}" ] || {
  echo "SKIP: no assembly in this build (C only)"
  exit 77
}

checks=0 failed=0
fail() {
  failed=$((failed + 1))
  echo "FAIL: $*"
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-isa.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

. "$srcdir/wrapper.sh"
run_built ./isa-needs >"$tmp/needs" || { echo "FAIL: isa-needs failed"; exit 1; }

# x86 objects in Intel syntax, with every byte of the longest instruction
# shown (isa-check.awk reads the encoding from them); A64 has one syntax.
case $ASM_DIRS in
  arm64*) objdump_options= ;;
  *) objdump_options="-M intel --insn-width=15" ;;
esac

# What each symbol's table entry needs, as needs_SYMBOL.
while read -r entry rest; do
  eval "needs_$entry=\$rest"
done <"$tmp/needs"

# The objects, named as Makefile.in's asm_object names them: x86_64/avx2/
# sha256-compress-n.asm gives x86_64/avx2/sha256-compress-n-avx2.o.
objects= defined=
for dir in $ASM_DIRS; do
  for asm in "$top_srcdir/$dir"/*.asm; do
    object=$top_builddir/$dir/$(basename "$asm" .asm)-${dir##*/}.o
    checks=$((checks + 1))
    if [ -f "$object" ]; then
      objects="$objects $object"
    else
      fail "$object (from $asm) is missing"
    fi
  done
done
[ -n "$objects" ] || { echo "isa-test: FAIL: no objects"; exit 1; }

# What every entry point of each object needs (the features all of its
# entry points' table entries have), as lines "OBJECT FEATURE..." for
# isa-check.awk: one nm and one objdump for all the objects.
"$NM" --defined-only -g -A $objects >"$tmp/symbols" || fail "$NM failed"
: >"$tmp/object-needs"
for object in $objects; do
  needs= first=1 entries=
  while read -r where type entry; do
    [ "${where%:*}" = "$object" ] && [ "$type" = T ] || continue
    entries=1
    defined="$defined $entry"
    eval "mine=\${needs_$entry-unset}"
    [ "$mine" != unset ] || { fail "$object: $entry is in no variant or lane core table"; continue; }
    if [ -n "$first" ]; then
      needs=$mine first=
    else
      common=
      for f in $needs; do case " $mine " in *" $f "*) common="$common $f" ;; esac; done
      needs=$common
    fi
  done <"$tmp/symbols"
  [ -n "$entries" ] || fail "$object defines no function"
  echo "$object" $needs >>"$tmp/object-needs"
done
"$OBJDUMP" -d $objdump_options $objects >"$tmp/disassembly" \
  || fail "$OBJDUMP -d failed"
report=$(awk -v needs_file="$tmp/object-needs" -v table="$table" \
  -f "$srcdir/isa-check.awk" "$tmp/disassembly")
[ -z "$report" ] || fail "$report"

# Every declared variant and lane core is somewhere in the assembly.
while read -r entry rest; do
  checks=$((checks + 1))
  case "$defined " in
    *" $entry "*) ;;
    *) fail "$entry is declared but no .asm file of $ASM_DIRS defines it" ;;
  esac
done <"$tmp/needs"

echo "isa-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
