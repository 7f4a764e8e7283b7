#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/internal-calls-test.sh: the shared library calls its own
# exported functions directly, never through its PLT (HMAC's verify calling
# thistle_memeq, HKDF and PBKDF2 calling the HMAC functions): a PLT call is
# an indirect jump, and one another library could interpose. The library
# is linked -Bsymbolic-functions (doc/design.md says why). Two views:
# readelf, the PLT slots (JUMP_SLOT relocations) of functions the library
# defines, and objdump -d, the calls and jumps to NAME@plt for such a
# function; both must be none. Generic: the names come from the library's
# exports, the relocation and instruction names from any architecture.
# Environment (from the Makefile): top_builddir, READELF, NM, OBJDUMP.

READELF=${READELF:-readelf}
NM=${NM:-nm}
OBJDUMP=${OBJDUMP:-objdump}
lib=$top_builddir/libthistle.so
[ -f "$lib" ] || { echo "SKIP: no shared library (--disable-shared)"; exit 77; }
for tool in "$READELF" "$NM"; do
  command -v "$tool" >/dev/null 2>&1 || { echo "SKIP: $tool not found (binutils)"; exit 77; }
done
tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-calls.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

checks=0 failed=0
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# The functions the library defines and exports.
"$NM" -D --defined-only "$lib" | awk '$2 == "T" || $2 == "W" || $2 == "i" { sub(/@.*/, "", $3); print $3 }' \
  | sort -u >"$tmp/own"
[ -s "$tmp/own" ] || { echo "FAIL: $NM -D found no function in $lib"; exit 1; }

# Each view first shows that it sees PLT calls at all (the library calls
# the C library through its PLT), or it would prove nothing.
"$READELF" -rW "$lib" | awk '$3 ~ /J(U)?MP_SLOT$/ { sub(/@.*/, "", $5); print $5 }' \
  | sort -u >"$tmp/slots"
if [ -s "$tmp/slots" ]; then
  checks=$((checks + 1))
  comm -12 "$tmp/own" "$tmp/slots" >"$tmp/own-slots"
  [ -s "$tmp/own-slots" ] \
    && fail "PLT slots for the library's own functions: $(tr '\n' ' ' <"$tmp/own-slots")"
else
  echo "(no PLT slot at all, -fno-plt?: the relocation view left out)"
fi

if ! command -v "$OBJDUMP" >/dev/null 2>&1; then
  echo "(no $OBJDUMP: the disassembly view left out)"
elif ! "$OBJDUMP" -d "$lib" >"$tmp/dis" 2>"$tmp/err" || ! grep -q '^ *[0-9a-f]*:' "$tmp/dis"; then
  echo "($OBJDUMP cannot disassemble $lib: the disassembly view left out)"
  head -n 2 "$tmp/err"
else
  # A reference is "<NAME@plt>" in an instruction's operands (on ppc64,
  # a call stub "<OFFSET.plt_call.NAME>"); the PLT's own entries are
  # labels, "<NAME@plt>:".
  grep -v '>:$' "$tmp/dis" \
    | sed -n -e 's/.*<\([A-Za-z0-9_.]*\)@plt>.*/\1/p' \
        -e 's/.*<[0-9a-f]*\.plt_call\.\([A-Za-z0-9_]*\)[@>].*/\1/p' \
    | sort >"$tmp/plt-refs"
  if [ -s "$tmp/plt-refs" ]; then
    checks=$((checks + 1))
    sort -u "$tmp/plt-refs" | comm -12 "$tmp/own" - >"$tmp/own-refs"
    count=0
    [ -s "$tmp/own-refs" ] && count=$(grep -cxF -f "$tmp/own-refs" "$tmp/plt-refs")
    [ "$count" -eq 0 ] \
      || fail "$count calls to the library's own functions through the PLT, to: $(tr '\n' ' ' <"$tmp/own-refs")"
  else
    echo "($OBJDUMP names no call NAME@plt here: the disassembly view left out)"
  fi
fi
[ "$checks" -gt 0 ] || { echo "SKIP: neither readelf's relocations nor $OBJDUMP -d show PLT calls here"; exit 77; }
echo "internal-calls-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
