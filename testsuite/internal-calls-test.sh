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

checks=$((checks + 1))
"$READELF" -rW "$lib" | awk '$3 ~ /J(U)?MP_SLOT$/ { sub(/@.*/, "", $5); print $5 }' \
  | sort -u >"$tmp/slots"
comm -12 "$tmp/own" "$tmp/slots" >"$tmp/own-slots"
[ -s "$tmp/own-slots" ] \
  && fail "PLT slots for the library's own functions: $(tr '\n' ' ' <"$tmp/own-slots")"

if ! command -v "$OBJDUMP" >/dev/null 2>&1; then
  echo "(no $OBJDUMP: the disassembly view left out)"
elif ! "$OBJDUMP" -d "$lib" >"$tmp/dis" 2>"$tmp/err" || ! grep -q '^ *[0-9a-f]*:' "$tmp/dis"; then
  echo "($OBJDUMP cannot disassemble $lib: the disassembly view left out)"
  head -n 2 "$tmp/err"
else
  checks=$((checks + 1))
  # A reference is "<NAME@plt>" in an instruction's operands; the PLT's
  # own entries are labels, "<NAME@plt>:".
  grep -v '>:$' "$tmp/dis" | sed -n 's/.*<\([A-Za-z0-9_.]*\)@plt>.*/\1/p' \
    | sort >"$tmp/plt-refs"
  count=$(sort -u "$tmp/plt-refs" | comm -12 "$tmp/own" - | while read -r name; do
            grep -cx "$name" "$tmp/plt-refs"; done | awk '{ n += $1 } END { print n + 0 }')
  if [ "$count" -ne 0 ]; then
    fail "$count calls to the library's own functions through the PLT:"
    sort -u "$tmp/plt-refs" | comm -12 "$tmp/own" - | head -n 10
  fi
  # That objdump names PLT entries at all, or the count proves nothing:
  # the library calls the C library through its PLT.
  checks=$((checks + 1))
  [ -s "$tmp/plt-refs" ] \
    || fail "$OBJDUMP shows no call through the PLT at all (to the C library either): the check sees nothing"
fi
echo "internal-calls-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
