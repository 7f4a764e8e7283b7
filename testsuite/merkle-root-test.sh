#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/merkle-root-test.sh: examples/merkle-root against the RFC 6962
# definition computed independently: by python3's hashlib where there is
# python3 (random files around leaf and batch edges), else known roots of
# files of zeros. Both modes (many API and --single) must agree, from a
# file and from standard input; files of /proc, whose size says nothing of
# what they read, hash as their bytes do through a pipe; bad usage,
# unreadable files, a file that shrinks while it is read and an
# unwritable standard output must fail with a message; "--" ends the
# options.
# The peak memory of a 1 GiB file must be nearly that of an empty one.
# Environment (from the Makefile): srcdir, top_builddir, CC, MAKE,
# THISTLE_TEST_WRAPPER.

top_builddir=${top_builddir:-..}
. "${srcdir:-.}/wrapper.sh"
examples=$top_builddir/examples

tmp=$(mktemp -d "${TMPDIR:-/tmp}/merkle-root.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

(cd "$examples" && ${MAKE:-make} merkle-root) >"$tmp/build.log" 2>&1 || {
  cat "$tmp/build.log"
  echo "merkle-root-test: FAIL: cannot build examples/merkle-root"
  exit 1
}
tool=$(cd "$examples" && pwd)/merkle-root

checks=0 failed=0
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# check FILE EXPECTED: both modes, from the file and from standard input.
check() {
  for mode in "" --single; do
    checks=$((checks + 2))
    got=$(run_built "$tool" "$1" $mode) || fail "$1 $mode: exit status $?"
    [ "$got" = "$2" ] || fail "$1 $mode: $got, expected $2"
    got=$(run_built "$tool" - $mode <"$1") || fail "stdin $1 $mode: exit status $?"
    [ "$got" = "$2" ] || fail "stdin $1 $mode: $got, expected $2"
  done
}

# Known roots of files of zeros (computed with hashlib, as below).
zeros() { head -c "$1" /dev/zero >"$tmp/zeros"; check "$tmp/zeros" "$2"; }
zeros 0 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
zeros 1 96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7
zeros 4097 1a334171955b2fdb714a54d6e1a6beb6e3d7c0410d65f31561ec40c2ddc04b21
zeros 20481 3c4a006ce7ae3486001625956354ffc0a98579a28594e5a16b58e1a52537f15a
zeros 1228805 22a252362cf51bb38543cc3975d92a38b8d99df764ba35671ccf41b2e4c95a4b

python=${PYTHON:-python3}
if command -v "$python" >/dev/null 2>&1; then
  # Random files: 0..3 leaves around the edges, odd counts at every level,
  # and more leaves than one batch (256 leaves, 1 MiB): whole batches
  # that join on the stack of pending subtrees (2, 3, 4, 7), with and
  # without a shorter batch after them. One run of python3 writes them
  # all (random-SIZE) and prints "SIZE ROOT" for each.
  sizes="0 1 4095 4096 4097 8192 12288 12289 20481 28672 69631 1048576 \
    1052673 1380000 2097152 2097153 3149825 4194304 7340032 7344129"
  "$python" - "$tmp" $sizes >"$tmp/expected" <<'EOF' || fail "python3"
import hashlib, os, sys

def mth(leaves):
    # RFC 6962, 2.1: k is the largest power of two smaller than n.
    n = len(leaves)
    if n == 0:
        return hashlib.sha256(b"").digest()
    if n == 1:
        return hashlib.sha256(b"\x00" + leaves[0]).digest()
    k = 1
    while k * 2 < n:
        k *= 2
    return hashlib.sha256(b"\x01" + mth(leaves[:k]) + mth(leaves[k:])).digest()

folder = sys.argv[1]
for size in map(int, sys.argv[2:]):
    data = os.urandom(size)
    open(os.path.join(folder, "random-%d" % size), "wb").write(data)
    print(size, mth([data[i:i + 4096] for i in range(0, size, 4096)]).hex())
EOF
  roots=0
  while read -r size root <&3; do
    check "$tmp/random-$size" "$root"
    roots=$((roots + 1))
  done 3<"$tmp/expected"
  set -- $sizes
  [ $roots = $# ] || fail "python3 gave $roots roots for $# files"
  independent="python3 hashlib"
else
  independent="known roots only (no python3)"
fi

# "--" ends the options: what follows is the file, whatever its name.
head -c 4097 /dev/zero >"$tmp/zeros"
cp "$tmp/zeros" "$tmp/--single"
for args in "-- $tmp/zeros" "--single -- $tmp/zeros" "-- $tmp/--single" \
    "--single -- $tmp/--single" "$tmp/zeros --"; do
  checks=$((checks + 1))
  got=$(run_built "$tool" $args) || fail "merkle-root $args: exit status $?"
  # (the root of 4097 zeros, above)
  [ "$got" = 1a334171955b2fdb714a54d6e1a6beb6e3d7c0410d65f31561ec40c2ddc04b21 ] \
    || fail "merkle-root $args: $got"
done
checks=$((checks + 1))
got=$(cd "$tmp" && run_built "$tool" -- -) || fail "merkle-root -- -: exit status $?"
[ "$got" = e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855 ] \
  || fail "merkle-root -- - (standard input, empty): $got"

# A file of /proc stats as 0 bytes and reads as more: the root of what it
# reads, from the file and from standard input, as through a pipe.
if [ -r /proc/version ]; then
  for mode in "" --single; do
    checks=$((checks + 1))
    want=$(cat /proc/version | run_built "$tool" - $mode)
    from_file=$(run_built "$tool" /proc/version $mode 2>&1)
    from_stdin=$(run_built "$tool" - $mode </proc/version 2>&1)
    [ -n "$want" ] && [ "$from_file" = "$want" ] && [ "$from_stdin" = "$want" ] \
      || fail "merkle-root /proc/version ${mode:-(many API)}: '$from_file'," \
              "from standard input '$from_stdin', through a pipe '$want'"
  done
fi

# Bad usage: exit 2 with the usage line; unreadable input: exit 1.
expect_error() {
  status=$1
  shift
  checks=$((checks + 1))
  run_built "$tool" "$@" >"$tmp/out" 2>"$tmp/err"
  got=$?
  [ "$got" = "$status" ] && [ -s "$tmp/err" ] && [ ! -s "$tmp/out" ] \
    || fail "merkle-root $*: exit $got (expected $status with a message)"
}
expect_error 2
expect_error 2 --single
expect_error 2 a b
expect_error 2 --bogus "$tmp/zeros"
expect_error 2 -- "$tmp/zeros" --single
expect_error 2 "$tmp/zeros" -- "$tmp/zeros"
expect_error 1 "$tmp/missing"
expect_error 1 "$tmp"

# Standard output that cannot be written: exit 1 and a message naming why.
checks=$((checks + 1))
run_built "$tool" "$tmp/zeros" >/dev/full 2>"$tmp/err"
got=$?
[ "$got" = 1 ] && grep -q 'No space left on device' "$tmp/err" \
  || fail "merkle-root >/dev/full: exit $got, stderr: $(cat "$tmp/err")"

# A file that shrinks while it is read: exit 1 with a message, never a
# signal (a program that maps the file gets SIGBUS). The file is sparse
# and large, so that hashing all of it would take seconds; it is cut to
# nothing as soon as merkle-root has started reading it (its descriptor's
# offset in /proc has moved), or after 2 s where /proc does not tell.
huge=$tmp/huge
# offset PID: how far PID has read into $huge; empty if /proc does not say.
offset() {
  for fd in /proc/$1/fd/*; do
    [ "$(readlink "$fd" 2>/dev/null)" = "$huge" ] \
      && sed -n 's/^pos:[[:space:]]*//p' "/proc/$1/fdinfo/${fd##*/}"
  done
}
for how in file stdin; do
  for mode in "" --single; do
    checks=$((checks + 1))
    rm -f "$huge"
    truncate -s 8G "$huge" || { fail "truncate -s 8G"; break 2; }
    if [ $how = file ]; then
      exec_built "$tool" "$huge" $mode >"$tmp/out" 2>"$tmp/err" &
    else
      exec_built "$tool" - $mode <"$huge" >"$tmp/out" 2>"$tmp/err" &
    fi
    pid=$!
    waited=0
    until [ "$(offset $pid)" -gt 0 ] 2>/dev/null || [ $waited -ge 40 ]; do
      sleep 0.05
      waited=$((waited + 1))
    done
    truncate -s 0 "$huge"
    wait $pid
    got=$?
    [ "$got" = 1 ] && grep -q 'changed while reading' "$tmp/err" && [ ! -s "$tmp/out" ] \
      || fail "merkle-root $how ${mode:-(many API)}, the file cut while it is read: exit $got," \
           "stderr: $(cat "$tmp/err")"
  done
done
rm -f "$huge"

# Memory that does not grow with the file: the peak resident size hashing
# a sparse file of 1 GiB (256 Ki leaves, whose digests alone are 8 MiB)
# exceeds that of an empty file by less than 4 MiB (testsuite/peak-rss
# measures it). Native runs only: under an emulator hashing 1 GiB takes
# minutes, and the emulator's own memory would blur the figure (the code
# is the same C on every machine).
if emulated "$tool"; then
  echo "SKIP: peak memory of a 1 GiB file: $tool is emulated"
elif ! ${CC:-cc} -o "$tmp/peak-rss" "$srcdir/peak-rss.c" 2>"$tmp/err"; then
  fail "cannot build peak-rss: $(cat "$tmp/err")"
else
  checks=$((checks + 1))
  : >"$tmp/empty"
  truncate -s 1G "$tmp/sparse"
  small=$("$tmp/peak-rss" "$tool" "$tmp/empty") \
    && large=$("$tmp/peak-rss" "$tool" "$tmp/sparse") \
    && [ $((large - small)) -lt 4096 ] \
    || fail "merkle-root's peak RSS: ${small:-?} KiB for an empty file, ${large:-?} KiB for 1 GiB"
  rm -f "$tmp/sparse"
fi

echo "merkle-root-test: $checks checks, $failed failed ($independent)"
[ "$failed" -eq 0 ]
