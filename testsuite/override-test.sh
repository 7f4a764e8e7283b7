#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/override-test.sh: how a fat build reads THISTLE_FAT_OVERRIDE.
# An empty list or one of separators only is no override, and says
# nothing; case is ignored; commas, spaces and tabs separate words; an
# unknown word is ignored with a warning that says what the list leaves;
# THISTLE_FAT_VERBOSE prints for any value but empty and 0. Each case runs api-test with THISTLE_FAT_VERBOSE=1, compares the
# features and choices it prints with those of a reference run, and has
# api-test assert the same choices through the variant-in-use query
# (THISTLE_TEST_EXPECT), so the printout cannot differ from what runs.
# The words are those of this build's CPU family (x86 or arm64).
# Environment (from the Makefile): ENABLE_FAT, top_builddir.

[ "${ENABLE_FAT:-}" = yes ] || {
  echo "SKIP: not a fat build (THISTLE_FAT_OVERRIDE is read by fat builds only)"
  exit 77
}

. "$srcdir/wrapper.sh"

# The runner's expectation is for its own run, not for these.
unset THISTLE_TEST_EXPECT THISTLE_FAT_OVERRIDE
checks=0 failed=0
fail() {
  failed=$((failed + 1))
  echo "FAIL: $*"
}

warning_prefix='thistle: THISTLE_FAT_OVERRIDE: '
tab=$(printf '\t')

tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-override.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# run NAME [OVERRIDE]: api-test under the override (none without one);
# in $tmp: NAME.err its stderr, NAME.choice the variants it printed as
# THISTLE_TEST_EXPECT spells them, NAME.leaves what the override leaves,
# NAME.warn its warnings. A second run has api-test assert the printed
# choices through the query.
run() {
  name=$1
  shift
  (
    [ $# -eq 0 ] || { THISTLE_FAT_OVERRIDE=$1; export THISTLE_FAT_OVERRIDE; }
    THISTLE_FAT_VERBOSE=1 && export THISTLE_FAT_VERBOSE
    run_built ./api-test
  ) >"$tmp/$name.out" 2>"$tmp/$name.err" \
    || fail "$name: api-test failed: $(cat "$tmp/$name.out" "$tmp/$name.err")"
  sed -n -e 's/^thistle: \(sha[0-9]*\)_compress_n: \(.*\)/\1=\2/p' \
    -e 's/^thistle: \(sha3\)_absorb_n: \(.*\)/\1=\2/p' "$tmp/$name.err" \
    | sort | paste -s -d, - >"$tmp/$name.choice"
  sed -n 's/^thistle: THISTLE_FAT_OVERRIDE leaves: *//p' "$tmp/$name.err" >"$tmp/$name.leaves"
  grep -F "$warning_prefix" "$tmp/$name.err" >"$tmp/$name.warn"
  (
    [ $# -eq 0 ] || { THISTLE_FAT_OVERRIDE=$1; export THISTLE_FAT_OVERRIDE; }
    THISTLE_TEST_EXPECT=$(cat "$tmp/$name.choice") && export THISTLE_TEST_EXPECT
    run_built ./api-test
  ) >"$tmp/$name.query" 2>&1 \
    || fail "$name: the variants in use are not those printed: $(cat "$tmp/$name.query")"
}

# same KIND NAME REFERENCE: NAME chose the variants (KIND choice), or gave
# the warnings (KIND warn: about features this CPU lacks, if any), that
# REFERENCE did.
same() {
  checks=$((checks + 1))
  cmp -s "$tmp/$2.$1" "$tmp/$3.$1" \
    || fail "$2: $1 '$(cat "$tmp/$2.$1")', $3: '$(cat "$tmp/$3.$1")'"
}

# quiet NAME: NAME printed no warning.
quiet() {
  checks=$((checks + 1))
  [ ! -s "$tmp/$1.warn" ] || fail "$1 warned: $(cat "$tmp/$1.warn")"
}

# leaves NAME FEATURES: NAME's override left FEATURES.
leaves() {
  checks=$((checks + 1))
  [ "$(cat "$tmp/$1.leaves")" = "$2" ] \
    || fail "$1 left '$(cat "$tmp/$1.leaves")', expected '$2'"
}

# warns NAME WORD LEFT: NAME's one warning about an unknown word is that
# WORD is unknown and the override leaves LEFT.
warns() {
  checks=$((checks + 1))
  if [ "$(grep -c "^${warning_prefix}unknown" "$tmp/$1.warn")" -ne 1 ] \
     || ! grep -q "^${warning_prefix}unknown feature '$2' ignored (known: none .*); the override leaves: $3\$" "$tmp/$1.warn"; then
    fail "$1: expected one warning about '$2' leaving '$3', got: $(cat "$tmp/$1.warn")"
  fi
}

run reference
all=$(sed -n 's/^thistle: cpu features: //p' "$tmp/reference.err")
checks=$((checks + 1))
[ -n "$all" ] && [ -s "$tmp/reference.choice" ] \
  || fail "THISTLE_FAT_VERBOSE=1 printed no features or choices: $(cat "$tmp/reference.err")"

# schedule NAME: the second schedules NAME's run printed are those made
# for this kind of CPU, by target-probe's own CPUID reading (not our
# library's; under qemu-user the emulated CPU's, where /proc/cpuinfo is
# the host's): on AMD, SHA-1's sha_ni code with sha1msg2 for every word;
# on AMD family 1Ah (Zen 5) also the rounds for six integer ALUs of
# SHA-256's avx2 code and SHA-512's avx2 and avx512 code (variants.c);
# whatever the override left; elsewhere none.
kind=$(run_built ./target-probe cpu-kind) \
  || fail "target-probe cpu-kind failed: $kind"
amd= six_alus=
case $kind in
  'AuthenticAMD 26') amd=1 six_alus=1 ;;
  'AuthenticAMD '*) amd=1 ;;
esac
schedule() {
  for family in sha1 sha256 sha512; do
    checks=$((checks + 1))
    chose=$(sed -n "s/^thistle: ${family}_compress_n: //p" "$tmp/$1.err")
    said=$(sed -n "s/^thistle: ${family}_compress_n schedule: //p" "$tmp/$1.err")
    expected=
    case $amd,$family,$chose in
      1,sha1,sha_ni) expected=sha_ni_msg ;;
    esac
    case $six_alus,$family,$chose in
      1,sha256,avx2|1,sha512,avx2|1,sha512,avx512) expected=${chose}_alu6 ;;
    esac
    [ "$said" = "$expected" ] \
      || fail "$1: $family ($chose) schedule '$said', expected '$expected'"
  done
}
schedule reference
# The words of this build's CPU family, from the tokens a warning lists:
# two variants' words (V1, V2), two features for the separators (P1, P2),
# three for a mixed list (M1, M2, M3). On x86 the baseline token of this
# build's mode (x86_64 or x86) comes first among the detected features.
run foo foo
known=$(sed -n "s/^${warning_prefix}unknown feature 'foo' ignored (known: \([^)]*\)).*/\1/p" "$tmp/foo.err")
case " $known " in
  *" sha_ni "*)
    baseline=${all%% *}
    V1=avx2 V2=sha_ni P1=$baseline P2=ssse3 M1=avx2 M2=sse4_1 M3=$baseline ;;
  *" sha512 "*)
    V1=sha2 V2=sha1 P1=sha1 P2=sha512 M1=sha2 M2=sha512 M3=sha1 ;;
  *) fail "no words of a known CPU family among: $known"
     echo "override-test: $checks checks, $failed failed"
     exit 1 ;;
esac
upper() { echo "$1" | tr a-z A-Z; }
capital() { echo "$(echo "$1" | cut -c1 | tr a-z A-Z)$(echo "$1" | cut -c2-)"; }

# Nothing but separators: no override.
run empty ''
run comma ','
run space ' '
run tab "$tab"
run separators " ,$tab, "
for name in empty comma space tab separators; do
  same choice $name reference
  quiet $name
  leaves $name "$all"
done

# Case is ignored.
run v1 $V1
run V1 "$(upper $V1)"
schedule v1
same choice V1 v1
same warn V1 v1
leaves V1 "$(cat "$tmp/v1".leaves)"
run v2 $V2
run V2 "$(upper $V2)"
schedule v2
same choice V2 v2
same warn V2 v2
leaves V2 "$(cat "$tmp/v2.leaves")"
run NONE NONE
quiet NONE
leaves NONE none
checks=$((checks + 1))
[ "$(cat "$tmp/NONE.choice")" = "sha1=c,sha256=c,sha3=c,sha512=c" ] \
  || fail "NONE chose $(cat "$tmp/NONE.choice"), not C only"
# c, the C variants' token, is the same word.
run c c
quiet c
same choice c NONE
leaves c none

# Spaces and tabs separate words as commas do.
run commas "$P1,$P2"
run words "$(upper $P1)${tab}$(capital $P2)"
same choice words commas
same warn words commas
leaves words "$(cat "$tmp/commas.leaves")"

# An unknown word is ignored: alone it leaves every feature, among
# others it leaves what they do; the warning says which.
same choice foo reference
leaves foo "$all"
warns foo foo "$all"
run mixed_reference "$M1,$M2,$M3"
run mixed "foo,$(capital $M1)${tab}$M2 $(upper $M3)"
same choice mixed mixed_reference
leaves mixed "$(cat "$tmp/mixed_reference.leaves")"
warns mixed foo "$(cat "$tmp/mixed_reference.leaves")"
run none_foo none,foo
same choice none_foo NONE
warns none_foo foo none

# THISTLE_FAT_VERBOSE prints for any value but empty and 0.
for value in '' 0 yes; do
  (
    THISTLE_FAT_VERBOSE=$value && export THISTLE_FAT_VERBOSE
    run_built ./api-test
  ) >"$tmp/verbose.out" 2>"$tmp/verbose.err" \
    || fail "THISTLE_FAT_VERBOSE='$value': api-test failed: $(cat "$tmp/verbose.out" "$tmp/verbose.err")"
  checks=$((checks + 1))
  if [ "$value" = yes ]; then
    grep -q '^thistle: cpu features: ' "$tmp/verbose.err" \
      || fail "THISTLE_FAT_VERBOSE=yes printed no features: $(cat "$tmp/verbose.err")"
  else
    [ ! -s "$tmp/verbose.err" ] \
      || fail "THISTLE_FAT_VERBOSE='$value' printed: $(cat "$tmp/verbose.err")"
  fi
done

echo "override-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
