#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/symbols-test.sh: the public headers, the version script and the
# shared library agree. Every function and object the headers declare is
# listed in thistle.map (which has no wildcard, so a name missing there
# would silently stay local), the map lists nothing the headers lack, and
# libthistle.so exports exactly those names, each with a version node.
# And what it imports has no allocator or lock among it: thistle(3)
# promises it never allocates memory or takes a lock.
# Environment (from the Makefile): srcdir, top_builddir, NM.

NM=${NM:-nm}
map=$top_builddir/thistle.map
lib=$top_builddir/libthistle.so
tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-symbols.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

checks=0 failed=0
# differ DESCRIPTION FILE1 FILE2: a failure listing the lines that differ.
differ() {
  checks=$((checks + 1))
  if ! diff "$2" "$3" >"$tmp/diff"; then
    failed=$((failed + 1))
    echo "FAIL: $1 (< only in the first, > only in the second):"
    cat "$tmp/diff"
  fi
}

# A declaration starts in the first column; its name is the last thistle_*
# word before its '(' or '['. (The generated version.h is among the source
# headers too in a build inside the source tree: each name counts once.)
sed -n 's/^[a-z][^([]*[^a-z0-9_]\(thistle_[a-z0-9_]*\) *[([].*/\1/p' \
  "$srcdir"/../include/thistle/*.h "$top_builddir"/include/thistle/version.h \
  | sort -u >"$tmp/declared"
# A name in two nodes (an object whose size grew) has a version in each.
sed -n 's/^ *\(thistle_[a-z0-9_]*\);.*/\1/p' "$map" | sort >"$tmp/listed"
sort -u "$tmp/listed" >"$tmp/listed-once"
differ "the public headers' declarations against thistle.map" "$tmp/declared" "$tmp/listed-once"

if [ -f "$lib" ]; then
  command -v "$NM" >/dev/null 2>&1 || { echo "SKIP: nm not found (binutils)"; exit 77; }
  # Every defined dynamic symbol but the version nodes' own, as NAME@@NODE,
  # or NAME@NODE for an older version of it (an unversioned one would have
  # no @).
  "$NM" -D --defined-only "$lib" | awk '$2 != "A" { print $3 }' | sort >"$tmp/exported"
  sed 's/@@*THISTLE_.*//' "$tmp/exported" | sort >"$tmp/exported-names"
  differ "thistle.map against the symbols libthistle.so exports" "$tmp/listed" "$tmp/exported-names"
  grep -v '@THISTLE_' "$tmp/exported" >"$tmp/unversioned"
  : >"$tmp/none"
  differ "libthistle.so's exports without a version (none expected)" "$tmp/none" "$tmp/unversioned"
  "$NM" -D --undefined-only "$lib" | awk '{ print $NF }' | sed 's/@.*//' \
    | grep -E '^(malloc|calloc|realloc|reallocarray|free|aligned_alloc|posix_memalign|memalign|valloc|pvalloc|mmap|mmap64|sbrk|brk|strdup|strndup|pthread_.*|sem_.*|mtx_.*|cnd_.*|call_once|__cxa_guard_.*)$' \
    >"$tmp/allocating"
  differ "libthistle.so's imports of an allocator or a lock (none expected)" "$tmp/none" "$tmp/allocating"
fi
echo "symbols-test: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
