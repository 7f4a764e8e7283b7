#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/version-test.sh: the package version is that of the newest
# interface. thistle.map names each node after the release that brought it
# (THISTLE_0.2 for 0.2.0), so no node may be newer than the package
# version: a library exporting THISTLE_0.2 while calling itself 0.1.0
# would tell pkg-config users it lacks functions it has. NEWS's newest
# entry is this version, and pkg-config's file says the same version.
# Environment (from the Makefile): srcdir, top_builddir.

map=$top_builddir/thistle.map
version_h=$top_builddir/include/thistle/version.h
checks=0 failed=0
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

version=$(sed -n 's/^#define THISTLE_VERSION_STRING "\(.*\)"$/\1/p' "$version_h")
case $version in
  [0-9]*.[0-9]*.[0-9]*) ;;
  *) echo "FAIL: no version MAJOR.MINOR.PATCH in $version_h"; exit 1 ;;
esac
major=${version%%.*}
minor=${version#*.}
minor=${minor%%.*}

# Every node named after a release (THISTLE_M.N; THISTLE_1 is the ABI's
# first node, named after the soname) is at most MAJOR.MINOR.
nodes=$(sed -n 's/^\(THISTLE_[0-9][0-9.]*\) *{.*/\1/p' "$map")
[ -n "$nodes" ] || fail "no version node found in $map"
for node in $nodes; do
  release=${node#THISTLE_}
  case $release in
    *.*) ;;
    *) continue ;;
  esac
  checks=$((checks + 1))
  node_major=${release%%.*}
  node_minor=${release#*.}
  if [ "$node_major" -gt "$major" ] \
     || { [ "$node_major" -eq "$major" ] && [ "$node_minor" -gt "$minor" ]; }; then
    fail "$map has node $node, newer than the package version $version (AC_INIT in configure.ac)"
  fi
done

checks=$((checks + 1))
newest=$(sed -n 's/^\* \([0-9][0-9.]*\) .*/\1/p' "$srcdir/../NEWS" | head -n 1)
[ "$newest" = "$version" ] \
  || fail "NEWS's newest entry is ${newest:-missing}, the package version $version"

checks=$((checks + 1))
pc_version=$(sed -n 's/^Version: //p' "$top_builddir/thistle.pc")
[ "$pc_version" = "$version" ] \
  || fail "thistle.pc says $pc_version, the package version $version"

echo "version-test: $version, $checks checks, $failed failed"
[ "$failed" -eq 0 ]
