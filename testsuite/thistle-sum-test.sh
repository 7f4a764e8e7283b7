#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/thistle-sum-test.sh: tools/thistle-sum against the real GNU
# coreutils sha1sum ... sha512sum. Both run on the same files, options,
# checksum files and standard input; their stdout, stderr and exit status
# must be byte for byte the same. Ours runs through a link called sha256sum
# (so both print the same program name) and as `thistle-sum -a ALG` (its
# name normalised), with -j 1, 2 and 3. Each run does as much as one
# comparison can take (every file, several checksum files at once), so
# that an emulator starts few programs. Under emulation, where each start
# of ours costs tens of milliseconds, the main algorithm runs through the
# link and with -j 2 only, the others fewer option sets and through the
# link only (thorough(), below).
# Cases that an emulator's environment makes impossible (wrapper.sh's
# probes say which) are skipped, each listed with the reason.
# Environment (from the Makefile): srcdir, top_builddir, THISTLE_TEST_WRAPPER.

. "${srcdir:-.}/wrapper.sh"
# Absolute: the comparisons run in a work folder (an in-tree build's
# srcdir is ".").
srcdir=$(cd "${srcdir:-.}" && pwd)
tools_dir=$(cd "${top_builddir:-..}/tools" 2>/dev/null && pwd)
tool=$tools_dir/thistle-sum
[ -x "$tool" ] || { echo "thistle-sum-test: FAIL: $tool is not built"; exit 1; }

# The oracle: coreutils' own tools, wherever PATH has them.
# The one tested hardest ($main_alg: sha256sum if there is one) comes last,
# so the checksum files left after the loops below are its own.
algorithms= ref_dir= main_alg=
for alg in sha1 sha224 sha384 sha512 sha256; do
  ref=$(command -v ${alg}sum 2>/dev/null) || continue
  "$ref" --version 2>/dev/null | head -n 1 | grep -q 'GNU coreutils' || continue
  algorithms="$algorithms $alg"
  ref_dir=$(dirname "$ref")
  main_alg=$alg
done
[ -n "$algorithms" ] || {
  echo "SKIP: no GNU coreutils sha*sum to compare with (Debian: coreutils)"
  exit 77
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-sum.XXXXXX")
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
mkdir "$tmp/links" "$tmp/files" "$tmp/ck"
for alg in thistle- $algorithms; do ln -s "$tool" "$tmp/links/${alg}sum"; done
work=$tmp/files ck=$tmp/ck

# Messages are compared in the C locale (a UTF-8 one for the quoting of
# non-ASCII names, below), so no translation can differ.
LC_ALL=C
export LC_ALL

checks=0 failures=0 skipped=0 skip_reasons=
fail() {
  failures=$((failures + 1))
  echo "FAIL: $*"
}

# invoke DIR COMMAND ARG...: runs COMMAND found first in DIR, in $work,
# with standard input $input and standard output as the caller set it;
# "closed" closes either, output=full writes to /dev/full; with $stream
# set, standard input is a pipe from the command $stream instead. Ours (in
# $tmp/links) run as built programs, under $guard when it is set;
# coreutils' directly.
input=/dev/null output= stream=
invoke() {
  dir=$1
  shift
  run=exec built_guard=
  [ "$dir" = "$tmp/links" ] && run=exec_built built_guard=$guard
  in_redirect='<"$input"' out_redirect=
  [ "$input" = closed ] && in_redirect='<&-'
  [ -n "$stream" ] && in_redirect=
  [ "$output" = closed ] && out_redirect='>&-'
  [ "$output" = full ] && out_redirect='>/dev/full'
  if [ -n "$stream" ]; then
    $stream | invoke_in_work "$@"
  else
    invoke_in_work "$@"
  fi
}
invoke_in_work() {
  (cd "$work" && PATH=$dir:$PATH && export PATH &&
   eval '$run "$@"' "$in_redirect" "$out_redirect")
}

# run_all LABEL ALG ARG...: coreutils' ALGsum once, then ours in each way
# of $variants, each compared with it byte for byte:
#   sha      through a link called ALGsum
#   j2, j3   the same with -j 2, --jobs=3
#   thistle  as `thistle-sum -a ALG`, its name in messages put back to ALGsum
# Ours runs under the command $guard when it is set (a time bound).
# (Through a wrapper, the name in our messages is the link's full path:
# its folder is taken out.) When $skip_reason is set, each is listed as
# skipped instead. The exit statuses are compared at once; the outputs
# stay in $outputs (N.out and N.err of check N, rN.out and rN.err of
# coreutils' run for the Nth call), all compared by compare_outputs at
# the end: a few programs for all of them, not two or three for each.
variants="sha j2 thistle" guard= skip_reason=
outputs=$tmp/outputs runs=0 pending=
mkdir "$outputs"
run_all() {
  label=$1 alg=$2
  shift 2
  if [ -n "$skip_reason" ]; then
    for variant in $variants; do
      skipped=$((skipped + 1))
      echo "SKIP: $label: ${alg}sum ($variant) $*: $skip_reason"
    done
    case $skip_reasons in *"$skip_reason"*) ;; *) skip_reasons="$skip_reasons; $skip_reason" ;; esac
    return
  fi
  runs=$((runs + 1))
  invoke "$ref_dir" ${alg}sum "$@" >"$outputs/r$runs.out" 2>"$outputs/r$runs.err"
  ref_rc=$?
  for variant in $variants; do
    checks=$((checks + 1))
    case $variant in
      sha) invoke "$tmp/links" ${alg}sum "$@" ;;
      j2) invoke "$tmp/links" ${alg}sum -j 2 "$@" ;;
      j3) invoke "$tmp/links" ${alg}sum --jobs=3 "$@" ;;
      thistle) invoke "$tmp/links" thistle-sum -a $alg "$@" ;;
    esac >"$outputs/$checks.out" 2>"$outputs/$checks.err"
    our_rc=$?
    what="$label: ${alg}sum ($variant) $*"
    if [ -n "$guard" ] && [ "$our_rc" = 124 ]; then
      fail "$what: killed by $guard"
    elif [ "$ref_rc" != "$our_rc" ]; then
      fail "$what: exit status $our_rc, coreutils $ref_rc"
    else
      printf '%s\n' "$what" >"$outputs/$checks.what"
      pending="$pending $checks:$runs"
      [ ! -s "$outputs/$checks.err" ] || eval "messages_$alg=\"\$messages_$alg $checks.err\""
    fi
  done
}

# compare_outputs: each pending check's standard output and error (our
# messages named as coreutils' first) against coreutils', by their
# digests, all taken by one run of coreutils.
compare_outputs() {
  for alg in $algorithms; do
    eval "files=\${messages_$alg:-}"
    [ -z "$files" ] \
      || (cd "$outputs" && sed -i "s|$tmp/links/||g; s/^thistle-sum: /${alg}sum: /; s/'thistle-sum --help'/'${alg}sum --help'/" $files)
  done
  (cd "$outputs" && "$ref_dir/${main_alg}sum" -- *.out *.err) >"$tmp/digests"
  while read -r digest name; do
    eval "digest_${name%.*}_${name#*.}=$digest"
  done <"$tmp/digests"
  for pair in $pending; do
    c=${pair%:*} r=${pair#*:}
    eval "out=\${digest_${c}_out:-} ref_out=\${digest_r${r}_out:-}"
    eval "err=\${digest_${c}_err:-} ref_err=\${digest_r${r}_err:-}"
    if [ -z "$out" ] || [ "$out" != "$ref_out" ]; then
      fail "$(cat "$outputs/$c.what"): stdout differs"
      diff "$outputs/r$r.out" "$outputs/$c.out" | od -c | head -n 20
    elif [ -z "$err" ] || [ "$err" != "$ref_err" ]; then
      fail "$(cat "$outputs/$c.what"): stderr differs"
      diff "$outputs/r$r.err" "$outputs/$c.err" | head -n 20
    fi
  done
}

# The files: every block-boundary size of SHA-1/SHA-256 (64-byte blocks)
# and SHA-384/512 (128-byte), 1 MiB, and names that need escapes or quotes.
# 1 MiB is the least size one job reads on a helper thread, into a ring
# of 256 KiB pieces: the smallest file that takes that path, four whole
# pieces and then the end (the long files below lap the ring). A larger
# one would add only hashing, most of this script's time under emulation.
cd "$work" || exit 1
: >empty
printf x >one
for n in 55 56 63 64 65 111 112 127 128 129 1000; do
  head -c $n /dev/urandom >b$n
done
head -c 1048576 /dev/urandom >big
printf 'space' >"sp ace"
printf 'backslash' >'back\slash'
printf 'newline' >"new
line"
printf 'cr' >"$(printf 'c\rr')"
printf 'colon' >'col:on'
printf 'quote' >"quo'te"
printf 'dollar' >'do$llar'
printf 'dash' >-dash
printf 'utf8' >"$(printf 'na\303\257ve')"
printf 'latin1' >"$(printf 'lat\351n')"
printf 'tab' >"$(printf 'ta\tb')"
printf 'parens' >'pa(re)n'
printf 'mix' >"$(printf 'mi\\x\nq\047 z')"
mkdir dir
# Globs below (-- *) expand here, in $work, where the tools run too.

# thorough ALG: whether ALG runs every option set in every way of ours.
# Under emulation only $main_alg runs every set, and in two ways: through
# the link, and with -j 2 (the thread pool, whose memory ordering is the
# architecture's); --jobs=3 and `thistle-sum -a` are parsed by the same
# code on every machine. Each other algorithm runs the sets that show
# what is its own (its digest, its tag, its checksum lines) through the
# link: the options are one piece of code for every algorithm. Natively,
# every algorithm runs everything.
emulation=
emulated "$tool" && emulation=1
thorough() { [ -z "$emulation" ] || [ "$1" = "$main_alg" ]; }
# ways_for ALG WAYS: $variants becomes WAYS natively; under emulation the
# link and -j 2 of them where ALG is thorough, else the link alone.
ways_for() {
  variants=$2
  [ -z "$emulation" ] && return
  variants=sha
  if thorough "$1"; then
    case " $2 " in *" j2 "*) variants="sha j2" ;; esac
  fi
}

# Computing: every option form over every file, standard input (the 1 MiB
# file) among them, a missing file and a directory.
input=$work/big
for alg in $algorithms; do
  ways_for $alg "sha j2 j3 thistle"
  if thorough $alg; then
    set -- "" -b -t --tag -z "--tag -z" "-b -z" "--binary --zero" \
      "-t --tag" "--text --binary"
  else
    set -- "" "--tag -z"
  fi
  for opts; do
    run_all "digest" $alg $opts -- * - missing
  done
  run_all "stdin" $alg
  run_all "stdin twice" $alg - -
done

# Files longer than the ring that one job reads a large file into on a
# helper thread (16 pieces of 256 KiB): one ends inside a piece of its
# second lap, the other at the end of the ring's second lap, and the ring
# is reused from one file to the next. The guard (30 s for 12 MiB, ten
# times that under emulation) catches a reader and a hasher that end up
# waiting for each other.
head -c 4456548 /dev/urandom >"$tmp/long"
head -c 8388608 /dev/urandom >"$tmp/long2"
guard="timeout $((30 * $(time_scale "$tool")))"
for alg in $algorithms; do
  ways_for $alg "sha j2 j3 thistle"
  run_all "long files" $alg "$tmp/long" "$tmp/long2"
done
guard=

ways_for $main_alg "sha j2 thistle"

# Option errors and their order; abbreviations, "--b" among them, which
# --base64 (ours, not sha*sum's) must not make ambiguous.
for args in "--tag -t" "-c -z" "-c --tag" "-c -b" "-c -t" "--status" \
    "--quiet" "-w" "--strict" "--ignore-missing" "--status -w" "-z --check" \
    "--tag -c -z" "--bogus" "-x" "--s" "--t" "--ch empty" "--che=1" \
    "--help=x" "-c --ignore-missing --strict --status --tag" "--b one" \
    "--b=1 one" "--b= one" "--bi one" "-c --b"; do
  run_all "options" $main_alg $args
done

# Checksum files: written by coreutils, by us, and by hand (malformed,
# mismatched, missing, mixed). $H is the digest of one of the files.
for alg in $algorithms; do
  ref_sum() { (cd "$work" && PATH=$ref_dir:$PATH && exec ${alg}sum "$@"); }
  our_sum() { (cd "$work" && PATH=$tmp/links:$PATH && run_built ${alg}sum "$@"); }
  # (the directory "dir" fails in both, as it should: tested above)
  ref_sum -- * >"$ck/ref.gnu" 2>/dev/null
  ref_sum --tag -- * >"$ck/ref.bsd" 2>/dev/null
  ref_sum -b -- * >"$ck/ref.bin" 2>/dev/null
  our_sum -- * >"$ck/our.gnu" 2>/dev/null
  our_sum --tag -- * >"$ck/our.bsd" 2>/dev/null
  our_sum -b -j 2 -- * >"$ck/our.bin" 2>/dev/null
  for form in gnu bsd bin; do
    checks=$((checks + 1))
    cmp -s "$ck/ref.$form" "$ck/our.$form" \
      || fail "$alg: our $form checksum file differs from coreutils'"
  done
  H=$(ref_sum one | cut -d' ' -f1)
  Z=$(echo "$H" | tr 0-9a-f 1-9a-f0)
  U=$(echo "$H" | tr a-f A-F)
  T=$(echo "$alg" | tr a-z A-Z)
  printf '%s  b55\n%s  one\n' "$Z" "$H" >"$ck/bad"
  printf 'garbage\n%s\n%s one\n%s  one\n' "$H" "${H%?}" "${H}0" >"$ck/malformed"
  {
    echo "# a comment"
    echo
    printf '%s  one\r\n' "$H"
    printf '%s  one\n' "$U"
    printf '%s  one\n' "$Z"
    printf 'junk line\n'
    printf '%s  missing\n' "$H"
    printf '%s  dir\n' "$H"
    printf '%s (one) = %s\n' "$T" "$H"
    printf '%s(one)=%s\n' "$T" "$H"
    printf '%s  (one) = %s\n' "$T" "$H"
    printf '\\%s  back\\\\slash\n' "$H"
    printf '\\%s  bad\\escape\n' "$H"
    printf '%s *one\n' "$H"
    printf '%s  one' "$H"
  } >"$ck/mixed"
  printf '%s  missing\n%s  gone\n' "$H" "$H" >"$ck/allmissing"
  printf '%s  missing\n%s  one\n' "$H" "$H" >"$ck/somemissing"
  printf '%s one\n%s b55\n' "$H" "$H" >"$ck/reversed"
  printf '%s one\n%s  one\n' "$H" "$H" >"$ck/reversed-then-gnu"
  printf '%s  -\n%s  one\n' "$H" "$H" >"$ck/dash"
  : >"$ck/empty"
  # NUL bytes end a line's digest or name (coreutils reads them as C
  # strings); a line longer than our read size.
  printf '%s  one\000junk\n%s (one) = %s\000\n%s  one\000\n\\%s  one\000b\n' \
    "$H" "$T" "$H" "$H" "$H" >"$ck/nul"
  printf '  %s\000one\n' "$H" >>"$ck/nul"
  { printf '%s  one\n' "$H"; head -c 200000 /dev/zero | tr '\0' x; echo
    printf '%s  one\n' "$H"; } >"$ck/long"
  # Coreutils checks the files we wrote (and we do, the same way); each
  # passes alone, so one run over the three passes if and only if each does.
  ways_for $alg "sha j2 thistle"
  run_all "coreutils checks ours" $alg -c ../ck/our.gnu ../ck/our.bsd ../ck/our.bin
  # Every combination of the reporting options for $main_alg, the main
  # ones for the others. Each run checks all the checksum files at once
  # (several files: each one's lines, warnings and summary in turn, as if
  # checked alone), "dash" listing "-" as standard input; the two that are
  # standard input themselves run alone. The exit status of such a run
  # says only whether every file passed; with --status, where it is all
  # there is to compare, each file is also checked alone (through the
  # link).
  all_opts='"" -w --strict --status --quiet --ignore-missing'
  [ $alg = $main_alg ] && all_opts="$all_opts"' "--quiet --ignore-missing"'\
' "--status --strict" "-w --strict" "--warn --quiet" "--quiet --warn"'\
' "--status --warn" "--warn --status"'
  thorough $alg || all_opts='""'
  eval "set -- $all_opts"
  for opts; do
    files=
    for f in ref.gnu ref.bsd ref.bin bad malformed mixed allmissing \
        somemissing reversed reversed-then-gnu empty nul long reversed \
        ref.gnu nonexistent; do
      files="$files ../ck/$f"
    done
    input=$work/one
    run_all "check" $alg --check $opts $files dir ../ck/dash
    case " $opts " in
      *" --status "*)
        all_variants=$variants variants=sha
        for f in $files dir ../ck/dash; do
          run_all "check alone" $alg -c $opts $f
        done
        variants=$all_variants ;;
    esac
    input=$ck/mixed
    run_all "check stdin" $alg -c $opts
    input=$ck/dash
    run_all "check stdin listing -" $alg -c $opts -
    input=/dev/null
  done
done
ways_for $main_alg "sha j2 thistle"

# Another algorithm's hex digests as long as this one's base64 ones (40
# characters for SHA-1 in hex and SHA-224 in base64, 64 for SHA-256 and
# SHA-384), in the GNU and the BSD form: improperly formatted, as
# coreutils finds them, not digests that do not match; a file of nothing
# else has no properly formatted line.
for pair in sha224:sha1 sha384:sha256; do
  alg=${pair%:*} other=${pair#*:}
  case " $algorithms " in *" $alg "*) ;; *) continue ;; esac
  case " $algorithms " in *" $other "*) ;; *) continue ;; esac
  (cd "$work" && "$ref_dir/${other}sum" one b55) >"$ck/$other-only"
  { (cd "$work" && "$ref_dir/${alg}sum" one)
    cat "$ck/$other-only"
    printf '%s (one) = %s\n' "$(echo $alg | tr a-z A-Z)" \
      "$(cut -d' ' -f1 <"$ck/$other-only" | head -n 1)"
  } >"$ck/$alg-and-$other"
  ways_for $alg "sha j2 thistle"
  run_all "another algorithm's digests" $alg -c -w ../ck/$alg-and-$other
  run_all "another algorithm's digests" $alg -c ../ck/$other-only
done
ways_for $main_alg "sha j2 thistle"

# A line of 100 MB on a pipe, alone and after a good line, with no
# newline at its end: the time to find the line's end must be linear in
# its length, not quadratic (it takes well under a second). The guard,
# enforced by timeout, is 5 s (ten times that under emulation or a
# sanitizer) plus ten times what coreutils takes over the same stream
# just before: a loaded machine slows both, a quadratic scan (the line
# rescanned at each 64 KiB read) takes a thousand times longer.
huge_line() {
  [ -z "$1" ] || printf '%s  one\n' "$1"
  head -c 100000000 /dev/zero | tr '\0' x
}
# huge_line_guard: the guard for ALGsum -c over $stream, in seconds.
huge_line_guard() {
  start=$(date +%s%N)
  invoke "$ref_dir" ${main_alg}sum -c >/dev/null 2>&1
  took=$(( ($(date +%s%N) - start + 999999999) / 1000000000 ))
  echo "timeout $((5 * $(time_scale "$tool") + 10 * took))"
}
for stream in huge_line "huge_line $H"; do
  guard=$(huge_line_guard)
  case $stream in
    huge_line) run_all "a 100 MB line" $main_alg -c ;;
    *) run_all "a good line, then one of 100 MB" $main_alg -c ;;
  esac
done
stream= guard=

# Memory after a long line: a comment of 2 MiB, then 2 Mi short lines
# (improperly formatted) and a good one. The long line costs the buffer
# that holds it, a few times its size at most, but the lines after it
# must go by in batches as small as the reads, not as large as that buffer
# (one batch of 4 MiB of short lines took 100 MB). testsuite/peak-rss
# measures the peak resident size against that of the same file with a
# short comment; under AddressSanitizer without its quarantine of freed
# memory, which fills up with the batches' either way. Native runs only,
# as in merkle-root-test.sh: an emulator's own memory would blur the
# figure, and the code is the same C on every machine.
if emulated "$tool"; then
  skipped=$((skipped + 1))
  reason="no peak memory under emulation"
  echo "SKIP: memory after a long checksum line: $reason"
  skip_reasons="$skip_reasons; $reason"
elif ! ${CC:-cc} -o "$tmp/peak-rss" "$srcdir/peak-rss.c" 2>"$tmp/err"; then
  fail "cannot build peak-rss: $(cat "$tmp/err")"
else
  long=2097152
  { echo '#'; yes x | head -c $((2 * long)); printf '%s  one\n' "$H"; } \
    >"$ck/short-comment"
  { printf '#'; head -c $long /dev/zero | tr '\0' x; echo
    yes x | head -c $((2 * long)); printf '%s  one\n' "$H"; } >"$ck/long-comment"
  peak_rss() {
    (cd "$work" && ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0 &&
     export ASAN_OPTIONS && exec "$tmp/peak-rss" "$tool" -a $main_alg -c "$1") \
      2>"$tmp/err"
  }
  checks=$((checks + 1))
  short=$(peak_rss "$ck/short-comment") && long_rss=$(peak_rss "$ck/long-comment") \
    && [ $((long_rss - short)) -lt $((4 * long / 1024)) ] \
    || fail "-c after a line of $long bytes: peak RSS ${long_rss:-?} KiB, ${short:-?} KiB after a short one; $(tail -n 1 "$tmp/err")"
fi

# Standard input or output closed or full.
stdin_closed_stays_closed || skip_reason=$why_not
input=closed
for args in "" "-- one -" "-c" "-c -- ../ck/ref.gnu -"; do
  run_all "stdin closed" $main_alg $args
done
# With -j, "-" is read in its turn while workers read the files after it:
# a worker's file must not get the descriptor of the closed standard
# input, or "-" reads from it too, and both digests come out wrong. Files
# of 8 MiB keep a worker reading each time "-" comes up.
all_variants=$variants variants="j2 j3"
[ -z "$emulation" ] || variants=j2
run_all "stdin closed, -j" $main_alg -- - "$tmp/long2" - "$tmp/long2" - "$tmp/long2"
variants=$all_variants
skip_reason=
input=/dev/null output=closed
run_all "stdout closed" $main_alg -c --status ../ck/ref.gnu
run_all "stdout closed" $main_alg -c ../ck/ref.gnu
run_all "stdout closed" $main_alg one
run_all "stdout closed" $main_alg -z one
output=full
for args in "one" "-z one" "-c ../ck/ref.gnu" "-c --quiet ../ck/ref.gnu"; do
  run_all "stdout full" $main_alg $args
done
output=

# Quoting in messages: names that need none, single or double quotes,
# $'...' escapes, and a single quote with bytes that need escapes (which
# coreutils 9.1 writes in a peculiar way of its own). In the C locale, then
# in a UTF-8 one for non-ASCII names.
set -- plain 'sp ace' "it's" "it's x#" 'a:b' '#x' 'x#' '~x' '{' 'a?' \
  "$(printf 'n\nl')" "$(printf 'zz\047\244')" "$(printf '\311$\047{\375')" \
  "$(printf '\t\047\025\017')" "$(printf '@\047~\202')" "$(printf 'a\001b')"
run_all "quoting" $main_alg -- "$@"

# Quoting of non-ASCII names in a UTF-8 locale.
utf8=$(locale -a 2>/dev/null | grep -i -m 1 -E '^C\.utf-?8$')
if [ -n "$utf8" ]; then
  locale_loads "$utf8" || skip_reason=$why_not
  LC_ALL=$utf8
  run_all "UTF-8 names" $main_alg -- "$(printf 'na\303\257ve')x" \
    "$(printf 'lat\351n')x" "$(printf 'a\302\205b')" "$(printf '\342\202')"
  LC_ALL=C skip_reason=
fi

# An unreadable file, when permissions bind us (not as root).
printf 'secret' >"$work/unreadable"
chmod 000 "$work/unreadable"
if ! cat "$work/unreadable" >/dev/null 2>&1; then
  printf '%s  unreadable\n' "$H" >"$ck/unreadable"
  run_all "unreadable" $main_alg -- unreadable one
  run_all "unreadable" $main_alg -c ../ck/unreadable
fi
chmod 600 "$work/unreadable"
rm -f "$work/unreadable"

# make install-sum-links: the five links, relative, in the directory asked
# for only, and never over a file that is not one of them.
dest=$tmp/dest
checks=$((checks + 1))
if (cd "$tools_dir" && ${MAKE:-make} install-sum-links \
      DESTDIR="$dest" SUMLINKDIR=/links) >"$tmp/make.log" 2>&1; then
  for name in sha1sum sha224sum sha256sum sha384sum sha512sum; do
    target=$(readlink "$dest/links/$name")
    case $target in
      '' | /*) fail "install-sum-links: $name -> '$target', not a relative link" ;;
    esac
    [ -x "$dest/links/$target" ] || fail "install-sum-links: $name -> '$target'"
  done
  rm -f "$dest/links/sha1sum"
  echo foreign >"$dest/links/sha1sum"
  (cd "$tools_dir" && ${MAKE:-make} install-sum-links \
     DESTDIR="$dest" SUMLINKDIR=/links) >"$tmp/make.log" 2>&1 \
    && fail "install-sum-links replaced a file of its own name"
  [ "$(cat "$dest/links/sha1sum")" = foreign ] \
    || fail "install-sum-links touched a foreign sha1sum"
  (cd "$tools_dir" && ${MAKE:-make} uninstall-sum-links \
     uninstall DESTDIR="$dest" SUMLINKDIR=/links) >"$tmp/make.log" 2>&1
  left=$(find "$dest" \( -type f -o -type l \) ! -path "$dest/links/sha1sum")
  [ -z "$left" ] || fail "uninstall-sum-links left: $left"
else
  cat "$tmp/make.log"
  fail "make install-sum-links"
fi

# What coreutils has no tool for: SHA-512/224 and SHA-512/256 (FIPS 180-4
# example "abc"), and our own round trip through --check.
check_own() {
  checks=$((checks + 1))
  got=$(printf abc | run_built "$tool" -a "$1" | cut -d' ' -f1)
  [ "$got" = "$2" ] || fail "$1(abc) = $got, want $2"
  for tag in "" --tag; do
    checks=$((checks + 1))
    # (all but the directory "dir", which fails)
    (cd "$work" && run_built "$tool" -a "$1" $tag -- * >"$ck/own" 2>/dev/null;
     run_built "$tool" -a "$1" -c --quiet "$ck/own") || fail "$1 $tag: own round trip"
  done
}
check_own sha512_224 4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa
check_own SHA-512/256 53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23

# Our own command line: -a is needed unless the name says it, and checked.
for args in "" "-a md5" "-a sha256 -j x" "-a sha256 -j -1"; do
  checks=$((checks + 1))
  run_built "$tool" $args </dev/null >/dev/null 2>"$tmp/err"
  rc=$?
  [ $rc = 1 ] && grep -q "^$tool: " "$tmp/err" && grep -q "^Try '$tool --help'" "$tmp/err" \
    || fail "thistle-sum $args: exit status $rc, stderr: $(cat "$tmp/err")"
done
# -j takes decimal digits only, as many as 1024.
for jobs in x -1 " 3" +5 0x3 "" 1025 99999999999999999999; do
  checks=$((checks + 1))
  run_built "$tool" -a sha256 -j "$jobs" </dev/null >/dev/null 2>"$tmp/err"
  rc=$?
  [ $rc = 1 ] && grep -q "^$tool: invalid number of jobs: '$jobs' (0 to 1024;" "$tmp/err" \
    && grep -q "^Try '$tool --help'" "$tmp/err" \
    || fail "thistle-sum -j '$jobs': exit status $rc, stderr: $(cat "$tmp/err")"
done

# --help names the algorithm as coreutils does ("SHA256 (256-bit)").
for alg in $algorithms; do
  checks=$((checks + 1))
  want=$("$ref_dir/${alg}sum" --help | sed -n 2p)
  for got in "$(run_built "$tmp/links/${alg}sum" --help | sed -n 2p)" \
      "$(run_built "$tool" -a $alg --help | sed -n 2p)"; do
    [ "$got" = "$want" ] || fail "${alg}sum --help: '$got', coreutils '$want'"
  done
done

# The README and the manual page, where they call thistle-sum a drop-in
# for coreutils 9.1, name in the same paragraph what it accepts and
# coreutils 9.1 does not: base64 digests in checksum files (tested below).
# drop_in_names_base64 SEPARATOR FILE: FILE's paragraphs, split at the
# lines SEPARATOR matches, that say "drop-in", all name base64.
drop_in_names_base64() {
  checks=$((checks + 1))
  claims=$(awk -v separator="$1" '$0 ~ separator { if (p ~ /drop-in/) print p; p = ""; next }
    { p = p " " $0 } END { if (p ~ /drop-in/) print p }' "$2")
  [ -n "$claims" ] && ! printf '%s\n' "$claims" | grep -v -q base64 \
    || fail "$2: a drop-in claim that does not name the base64 digests --check accepts: ${claims:-none found}"
}
drop_in_names_base64 '^$' "$srcdir/../README.md"
drop_in_names_base64 '^[.](PP|SH|TP)' "$srcdir/../tools/thistle-sum.1"

# Read buffers, through memalign-shim (LD_PRELOAD) around posix_memalign:
# the main thread's buffer is the first call, each worker's one more.
# A worker that cannot allocate its buffer takes no files: every file
# still gets its digest, with one worker failing, and with all of them
# (then the main thread hashes them all); -c verifies them all. And -j 0
# starts one worker per processor the affinity mask allows: under
# `taskset -c 0`, none (the main thread alone, one buffer).
shim=$tmp/memalign-shim.so
${CC:-cc} -shared -fPIC -o "$shim" "$srcdir/memalign-shim.c" -ldl 2>"$tmp/err" \
  || fail "cannot build memalign-shim: $(cat "$tmp/err")"
# shim_run FAIL-RULE ARG...: ours with the shim, its calls counted in $tmp/count.
shim_run() {
  (THISTLE_FAIL_MEMALIGN=$1 THISTLE_COUNT_MEMALIGN=$tmp/count LD_PRELOAD=$shim
   export THISTLE_FAIL_MEMALIGN THISTLE_COUNT_MEMALIGN LD_PRELOAD
   shift
   exec_built "$tool" "$@")
}
rm -f "$tmp/count"
shim_run "" -a sha1 </dev/null >/dev/null 2>&1
if [ "$(cat "$tmp/count" 2>/dev/null)" != 1 ]; then
  skipped=$((skipped + 1))
  reason="LD_PRELOAD does not reach the program (linked statically?)"
  echo "SKIP: read buffers that cannot be allocated: $reason"
  skip_reasons="$skip_reasons; $reason"
else
  mkdir "$tmp/many"
  i=0
  while [ $i -lt 2000 ]; do echo $i >"$tmp/many/f$i"; i=$((i + 1)); done
  (cd "$tmp/many" && "$ref_dir/${main_alg}sum" -- *) >"$tmp/many.ref"
  for rule in 2 3 2-; do
    checks=$((checks + 2))
    (cd "$tmp/many" && shim_run $rule -a $main_alg -j 4 -- *) >"$tmp/out" 2>"$tmp/err"
    rc=$?
    [ $rc = 0 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/out" "$tmp/many.ref" \
      || fail "-j 4 over 2000 files, posix_memalign call $rule failing: exit status $rc," \
              "$(grep -c . <"$tmp/out") digests, $(grep -c . <"$tmp/err") errors"
    (cd "$tmp/many" && shim_run $rule -a $main_alg -j 4 -c ../many.ref) >"$tmp/out" 2>"$tmp/err"
    rc=$?
    [ $rc = 0 ] && [ ! -s "$tmp/err" ] && [ "$(grep -c ': OK$' <"$tmp/out")" = 2000 ] \
      || fail "-j 4 -c over 2000 files, posix_memalign call $rule failing: exit status $rc," \
              "$(grep -c ': OK$' <"$tmp/out") OK, $(grep -c 'FAILED' <"$tmp/out") FAILED"
  done
  if command -v taskset >/dev/null 2>&1 && taskset -c 0 true 2>/dev/null; then
    checks=$((checks + 1))
    rm -f "$tmp/count"
    (cd "$work" && built_guard="taskset -c 0" && shim_run "" -a sha1 -j 0 one b55 b56) \
      >/dev/null 2>&1
    [ "$(cat "$tmp/count" 2>/dev/null)" = 1 ] \
      || fail "taskset -c 0 thistle-sum -j 0: $(cat "$tmp/count") read buffers, not 1"
  fi
fi

# The options of coreutils' cksum -a (9.0 to 9.9), which this machine's
# coreutils may lack: the expected outputs are written here from
# coreutils' manual ("cksum invocation": --untagged writes "DIGEST  FILE",
# the tagged form "ALG (FILE) = DIGEST" is cksum's default, --base64 is
# RFC 4648 base64 with padding, -l is the length in bits, --raw writes the
# bytes of one digest, -c reads base64 digests and, without -a, each
# line's tag) and its NEWS (9.8: SHA-3 tags are "SHA3-256"), with the
# digests from FIPS 202's and FIPS 180-4's "abc" examples and, where
# there is python3, hashlib.
mkdir "$tmp/cksum"
ln -s "$tool" "$tmp/links/cksum"
cksum=$tmp/links/cksum
printf abc >"$tmp/cksum/abc"
: >"$tmp/cksum/empty"
i=0
while [ $i -lt 40 ]; do printf '%s' 0123456789abcdefghijklmnopqrstuvwxyz; i=$((i + 1)); done \
  >"$tmp/cksum/long"
files="abc empty long"
# ours_in_cksum OUT ARG...: ours (as cksum when ARG starts with cksum) in
# $tmp/cksum, stdout to OUT, stderr to $tmp/cksum.err, status in $rc.
ours_in_cksum() {
  out=$1 prog=$tool
  shift
  [ "$1" = cksum ] && { prog=$cksum; shift; }
  (cd "$tmp/cksum" && exec_built "$prog" "$@") >"$out" 2>"$tmp/cksum.err"
  rc=$?
}
# expect WHAT FILE TEXT: FILE holds TEXT and a newline, rc was 0.
expect() {
  checks=$((checks + 1))
  printf '%s\n' "$3" >"$tmp/expected"
  [ "$rc" = 0 ] && cmp -s "$tmp/expected" "$2" \
    || fail "$1: exit status $rc, got '$(cat "$2")', expected '$3'; $(cat "$tmp/cksum.err")"
}
ours_in_cksum "$tmp/out" cksum -a sha3 -l 256 abc
expect "cksum -a sha3 -l 256 (FIPS 202 example)" "$tmp/out" \
  "SHA3-256 (abc) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"
ours_in_cksum "$tmp/out" -a sha2 -l 256 --tag --base64 abc
expect "-a sha2 -l 256 --tag --base64 (FIPS 180-4 example)" "$tmp/out" \
  "SHA256 (abc) = ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="
ours_in_cksum "$tmp/out" -a sha3_224 --untagged abc
expect "-a sha3_224 --untagged (FIPS 202 example)" "$tmp/out" \
  "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf  abc"

python=${PYTHON:-python3}
if command -v "$python" >/dev/null 2>&1; then
  # Every SHA-3 and SHA-2 size, hex and base64, tagged and not: one run of
  # ours per algorithm and form, all checked against one run of python3.
  # Each expected line comes prefixed with "FAMILY N FORM KIND ".
  (cd "$tmp/cksum" && "$python" - $files) >"$tmp/cksum/expected" <<'PYTHON' || fail "python3"
import base64, hashlib, sys
for n in (224, 256, 384, 512):
    for family, tag, name in (("sha3", "SHA3-%d" % n, "sha3_%d" % n),
                              ("sha2", "SHA%d" % n, "sha%d" % n)):
        for form in ("hex", "base64"):
            for file in sys.argv[1:]:
                d = hashlib.new(name, open(file, "rb").read()).digest()
                text = d.hex() if form == "hex" else base64.b64encode(d).decode()
                key = "%s %d %s" % (family, n, form)
                print("%s untagged %s  %s" % (key, text, file))
                print("%s tagged %s (%s) = %s" % (key, tag, file, text))
PYTHON
  : >"$tmp/cksum/tagged-all"
  for n in 224 256 384 512; do
    for family in sha3 sha2; do
      for form in hex base64; do
        b64=
        [ $form = base64 ] && b64=--base64
        # Untagged through thistle-sum -a sha3_N (sha2: -a sha2 -l N);
        # tagged through cksum, its default.
        alg="-a ${family}_$n"
        [ $family = sha2 ] && alg="-a sha2 -l $n"
        ours_in_cksum "$tmp/out" $alg --untagged $b64 $files
        sed -n "s/^$family $n $form untagged //p" "$tmp/cksum/expected" >"$tmp/expected"
        checks=$((checks + 2))
        [ "$rc" = 0 ] && cmp -s "$tmp/expected" "$tmp/out" \
          || fail "$alg --untagged $b64: exit status $rc, $(head -n 1 "$tmp/out"), expected $(head -n 1 "$tmp/expected")"
        ours_in_cksum "$tmp/out" cksum -a $family -l $n $b64 $files
        cat "$tmp/out" >>"$tmp/cksum/tagged-all"
        sed -n "s/^$family $n $form tagged //p" "$tmp/cksum/expected" >"$tmp/expected"
        [ "$rc" = 0 ] && cmp -s "$tmp/expected" "$tmp/out" \
          || fail "cksum -a $family -l $n $b64: exit status $rc, $(head -n 1 "$tmp/out"), expected $(head -n 1 "$tmp/expected")"
      done
    done
  done
  untagged_base64_line=$(sed -n 's/^sha3 256 base64 untagged //p' "$tmp/cksum/expected" | head -n 1)
else
  skipped=$((skipped + 1))
  echo "SKIP: SHA-3 and SHA-2 sizes against hashlib: no python3"
  skip_reasons="$skip_reasons; no python3"
  : >"$tmp/cksum/tagged-all"
  untagged_base64_line=
fi

# -c without -a: every algorithm, hex and base64, in one file (with the
# FIPS lines above added); one wrong digest and one untagged line make
# it fail, with a FAILED line and a warning.
printf '%s\n' \
  "SHA3-256 (abc) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532" \
  "SHA256 (abc) = ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=" \
  "SHA512 (abc) = ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f" \
  >>"$tmp/cksum/tagged-all"
lines=$(grep -c . <"$tmp/cksum/tagged-all")
ours_in_cksum "$tmp/out" -c "$tmp/cksum/tagged-all"
checks=$((checks + 1))
[ "$rc" = 0 ] && [ "$(grep -c ': OK$' <"$tmp/out")" = "$lines" ] && [ ! -s "$tmp/cksum.err" ] \
  || fail "-c of $lines mixed tagged lines: exit status $rc, $(grep -c ': OK$' <"$tmp/out") OK; $(cat "$tmp/cksum.err")"
# The same as cksum, whose tagged default (or --tag) does not keep it from
# checking, and with --base64, which checking ignores (coreutils' manual).
for opts in -c "--tag -c" "--base64 -c"; do
  ours_in_cksum "$tmp/out" cksum $opts "$tmp/cksum/tagged-all"
  checks=$((checks + 1))
  [ "$rc" = 0 ] && [ "$(grep -c ': OK$' <"$tmp/out")" = "$lines" ] && [ ! -s "$tmp/cksum.err" ] \
    || fail "cksum $opts of $lines mixed tagged lines: exit status $rc, $(grep -c ': OK$' <"$tmp/out") OK; $(cat "$tmp/cksum.err")"
done
{ cat "$tmp/cksum/tagged-all"
  echo "SHA3-512 (abc) = AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=="
  echo "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532  abc"
} >"$tmp/cksum/tampered"
ours_in_cksum "$tmp/out" -c -w "$tmp/cksum/tampered"
checks=$((checks + 1))
[ "$rc" = 1 ] && [ "$(grep -c ': OK$' <"$tmp/out")" = "$lines" ] \
  && grep -q '^abc: FAILED$' "$tmp/out" \
  && grep -q ": $((lines + 2)): improperly formatted checksum line" "$tmp/cksum.err" \
  && grep -q 'WARNING: 1 computed checksum did NOT match' "$tmp/cksum.err" \
  || fail "-c with a wrong base64 digest and an untagged line: exit status $rc; $(cat "$tmp/out" "$tmp/cksum.err" | tail -n 4)"
# As cksum without -a, -w names in each warning the algorithm coreutils
# 9.1's cksum would: CRC, its default, until a line's tag names one it can
# check (MD5 among them, even where thistle cannot), then that one, on
# into the next checksum file; not SHA-3, which 9.1 does not know, nor
# its BSD and SysV sums. A tag ends at a blank, '-' or '('.
printf '%s\n' junk \
  "SHA256 (abc) = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" \
  junk \
  "SHA3-256 (abc) = 3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532" \
  junk "MD5 (abc) = 900150983cd24fb0d6963f7d28e17f72" "BSD (abc) = 1 2" \
  ' \SHA1-x' >"$tmp/cksum/types"
ours_in_cksum "$tmp/out" cksum -c -w types types
checks=$((checks + 1))
# expect_types LINE:ALG...: one file's warnings, then its summary.
expect_types() {
  for line; do
    echo "$cksum: types: ${line%:*}: improperly formatted ${line#*:} checksum line"
  done
  echo "$cksum: WARNING: $# lines are improperly formatted"
}
{ expect_types 1:CRC 3:SHA256 5:SHA256 6:MD5 7:MD5 8:SHA1
  expect_types 1:SHA1 3:SHA256 5:SHA256 6:MD5 7:MD5 8:SHA1
} >"$tmp/expected"
[ "$rc" = 0 ] && [ "$(grep -c '^abc: OK$' <"$tmp/out")" = 4 ] \
  && cmp -s "$tmp/expected" "$tmp/cksum.err" \
  || fail "cksum -c -w: exit status $rc, warnings: $(diff "$tmp/expected" "$tmp/cksum.err")"

# Untagged base64 lines with -a, and a hex one beside them.
if [ -n "$untagged_base64_line" ]; then
  printf '%s\n' "$untagged_base64_line" \
    "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532  abc" \
    >"$tmp/cksum/untagged"
  ours_in_cksum "$tmp/out" -a sha3_256 -c "$tmp/cksum/untagged"
  checks=$((checks + 1))
  [ "$rc" = 0 ] && [ "$(grep -c ': OK$' <"$tmp/out")" = 2 ] \
    || fail "-a sha3_256 -c of an untagged base64 line: exit status $rc; $(cat "$tmp/out" "$tmp/cksum.err")"
fi

# --raw: the bytes of the digest, as od shows them, against the hex form.
ours_in_cksum "$tmp/raw" -a sha3_512 --raw abc
raw_hex=$(od -An -v -tx1 <"$tmp/raw" | tr -d ' \n')
checks=$((checks + 1))
[ "$rc" = 0 ] && [ "$raw_hex" = b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0 ] \
  || fail "-a sha3_512 --raw: exit status $rc, $raw_hex"

# Command lines cksum refuses: a clear message, status 1, no output.
for args in "-a sha3 -l 7 abc|length is not a multiple of 8" \
            "-a sha3 -l 264 abc|digest length for 'sha3' must be 224, 256, 384 or 512" \
            "-a sha2 -l 0 abc|digest length for 'sha2' must be 224, 256, 384 or 512" \
            "-a sha3 -l 25x abc|invalid length: '25x'" \
            "-a sha3 abc|--algorithm=sha3 needs --length" \
            "-a sha256 -l 256 abc|--length is only supported with --algorithm=sha2 or sha3" \
            "-a sha256 --raw abc empty|the --raw option is not supported with multiple files"; do
  message=${args#*|}
  ours_in_cksum "$tmp/out" ${args%%|*}
  checks=$((checks + 1))
  [ "$rc" = 1 ] && [ ! -s "$tmp/out" ] && grep -q -F -- "$message" "$tmp/cksum.err" \
    || fail "${args%%|*}: exit status $rc, $(head -n 1 "$tmp/cksum.err"), expected '$message'"
done

# --debug names the variant that ran, as --version and the library say.
ours_in_cksum "$tmp/out" --version
variant=$(sed -n 's/.* sha3 \([^ ,]*\).*/\1/p' "$tmp/out")
ours_in_cksum "$tmp/out" -a sha3_256 --debug abc
checks=$((checks + 1))
[ "$rc" = 0 ] && [ -n "$variant" ] \
  && grep -q -F "sha3_256: using the $variant implementation" "$tmp/cksum.err" \
  || fail "--debug: exit status $rc, '$(cat "$tmp/cksum.err")', --version says '$variant'"

for args in --help --version "-a sha1 --help"; do
  checks=$((checks + 1))
  run_built "$tool" $args >"$tmp/out" 2>&1 && [ -s "$tmp/out" ] || fail "thistle-sum $args"
done

compare_outputs
echo "thistle-sum-test: $checks checks against coreutils ($algorithms ), $failures failed${skip_reasons:+, $skipped skipped (${skip_reasons#; })}"
[ "$failures" -eq 0 ]
