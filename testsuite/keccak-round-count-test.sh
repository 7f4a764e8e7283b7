#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/keccak-round-count-test.sh: the instruction counts behind
# thistle-benchmark's Keccak-f[1600] floors (keccak_floors in
# examples/bench-thistle.c) are those of the code. Every Keccak object of
# this build (sha3-absorb-n and sha3-absorb-xL of each assembly folder:
# a variant's token, or a lane core's TOKEN-xL) is disassembled, and in
# each of its functions that loops, the round loop is the innermost
# backward loop with the most instructions (from a backward branch's
# target to the branch, no other backward loop inside): its instructions
# must be the table row's. Every such object needs a row; the rows of
# the other architecture are left for a build of it (a cross build
# disassembles with its host's objdump).
# Environment (from the Makefile): srcdir, top_builddir, ASM_DIRS (the
# assembly folders of this build, empty in a C-only build), OBJDUMP.

OBJDUMP=${OBJDUMP:-objdump}
top_srcdir=$srcdir/..
table=$top_srcdir/examples/bench-thistle.c

command -v "$OBJDUMP" >/dev/null 2>&1 || {
  echo "SKIP: no $OBJDUMP to disassemble with"
  exit 77
}

# The objects, as "name object" lines, named as Makefile.in's asm_object
# names them: x86_64/avx2/sha3-absorb-x4.asm gives
# x86_64/avx2/sha3-absorb-x4-avx2.o, name avx2-x4.
objects=$(for dir in ${ASM_DIRS:-}; do
  token=${dir##*/}
  for asm in "$top_srcdir/$dir"/sha3-absorb-*.asm; do
    [ -f "$asm" ] || continue
    core=$(basename "$asm" .asm)
    core=${core#sha3-absorb-}
    case $core in
      n) name=$token ;;
      *) name=$token-$core ;;
    esac
    echo "$name $top_builddir/$dir/$(basename "$asm" .asm)-$token.o"
  done
done)
[ -n "$objects" ] || {
  echo "SKIP: no Keccak assembly in this build (folders: ${ASM_DIRS:-none})"
  exit 77
}

# The table's rows: { "name", loop instructions, loop rounds, units }.
rows=$(sed -n '/^static const struct keccak_floor keccak_floors\[\] = {$/,/^};$/p' "$table" |
  sed -n 's/^ *{ "\([^"]*\)", \([0-9]*\), [0-9]*, [A-Z_0-9]* },$/\1 \2/p')
[ -n "$rows" ] || { echo "FAIL: no keccak_floors rows in $table"; exit 1; }

# Prints, for each function of an objdump -d listing (no raw bytes) that
# loops, its name and the instructions of its round loop.
round_loops() {
  awk '
    function report(  i, k, t, inner, best) {
      best = 0
      for (i = 1; i <= n; i++) {
        if (!(i in from)) continue
        t = from[i]; inner = 1
        for (k = t; k < i; k++) if ((k in from) && from[k] >= t) inner = 0
        if (inner && i - t + 1 > best) best = i - t + 1
      }
      if (best) print name, best
    }
    /^[0-9a-f]+ <[^>]+>:$/ {
      if (name != "") report()
      name = $2; gsub(/[<>:]/, "", name); n = 0; split("", at); split("", from)
      next
    }
    /^ *[0-9a-f]+:\t/ {
      address = $1; sub(/:$/, "", address); at[address] = ++n
      text = $0; sub(/^ *[0-9a-f]+:\t/, "", text)
      # A branch (x86 j*, A64 b, b.cond, cb[n]z, tb[n]z) to an address
      # already seen in this function goes backward.
      if (text ~ /^(j[a-z]+|b|b\.[a-z]+|cbn?z|tbn?z)[ \t]/ &&
          match(text, /[0-9a-f]+ <[^>]*>/)) {
        target = substr(text, RSTART); sub(/ .*/, "", target)
        if (target in at) from[n] = at[target]
      }
    }
    END { if (name != "") report() }'
}

checks=0 failed=0
fail() {
  failed=$((failed + 1))
  echo "FAIL: $*"
}

echo "$objects" | {
  while read -r name object; do
    checks=$((checks + 1))
    [ -f "$object" ] || { fail "$object is missing"; continue; }
    expected=$(echo "$rows" | awk -v name="$name" '$1 == name { print $2 }')
    [ -n "$expected" ] || { fail "$name ($object) has no row in keccak_floors of $table"; continue; }
    # An objdump for another architecture says so and may still succeed.
    listing=$("$OBJDUMP" -d --no-show-raw-insn "$object" 2>&1)
    echo "$listing" | grep -q '^ *[0-9a-f]*:	' || {
      echo "SKIP: $OBJDUMP cannot disassemble $object:" $listing
      exit 77
    }
    loops=$(echo "$listing" | round_loops)
    [ -n "$loops" ] || { fail "$object: no function with a loop"; continue; }
    echo "$loops" | {
      while read -r function count; do
        if [ "$count" -eq "$expected" ]; then
          echo "ok: $name: $function's round loop, $count instructions"
        else
          echo "FAIL: $name: $function's round loop is $count instructions, keccak_floors says $expected"
          exit 1
        fi
      done
    } || failed=$((failed + 1))
  done
  echo "keccak-round-count-test: $checks objects, $failed failed"
  [ "$failed" -eq 0 ]
}
