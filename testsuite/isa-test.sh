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
: >"$tmp/defined"

for dir in $ASM_DIRS; do
  for asm in "$top_srcdir/$dir"/*.asm; do
    # Named as Makefile.in's asm_object names it: x86_64/avx2/
    # sha256-compress-n.asm gives x86_64/avx2/sha256-compress-n-avx2.o.
    object=$top_builddir/$dir/$(basename "$asm" .asm)-${dir##*/}.o
    checks=$((checks + 1))
    [ -f "$object" ] || { fail "$object (from $asm) is missing"; continue; }
    entries=$("$NM" --defined-only -g "$object" | awk '$2 == "T" { print $3 }')
    [ -n "$entries" ] || { fail "$object defines no function"; continue; }
    # What every entry point of the object needs.
    needs=
    first=1
    for entry in $entries; do
      echo "$entry" >>"$tmp/defined"
      line=$(awk -v s="$entry" '$1 == s' "$tmp/needs")
      [ -n "$line" ] || { fail "$object: $entry is in no variant or lane core table"; continue; }
      mine=$(echo "$line" | cut -d' ' -f2-)
      if [ -n "$first" ]; then
        needs=$mine
        first=
      else
        needs=$(for f in $needs; do case " $mine " in *" $f "*) echo "$f" ;; esac; done)
      fi
    done
    "$OBJDUMP" -d $objdump_options "$object" >"$tmp/disassembly" \
      || { fail "$OBJDUMP -d $object failed"; continue; }
    report=$(awk -v needs=" $(echo $needs) " -v object="$object" -v table="$table" \
      -f "$srcdir/isa-check.awk" "$tmp/disassembly")
    [ -z "$report" ] || fail "$report"
  done
done

# Every declared variant and lane core is somewhere in the assembly.
while read -r entry rest; do
  checks=$((checks + 1))
  grep -qx "$entry" "$tmp/defined" || fail "$entry is declared but no .asm file of $ASM_DIRS defines it"
done <"$tmp/needs"

echo "isa-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
