#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/licence-test.sh: every file of ours in the source tree carries
# the SPDX-License-Identifier line of COPYING's licence. Data that is not
# ours (the test vectors, with their provenance in vectors/README.md),
# fuzz seed inputs, generated ABI dumps, images and Markdown are left out.
# Environment (from the Makefile): srcdir.

top=$srcdir/..
if ! git -C "$top" rev-parse --git-dir >/dev/null 2>&1; then
  echo "SKIP: not a git checkout, so which files are tracked is unknown"
  exit 77
fi
[ -f "$top/COPYING" ] || { echo "FAIL: no COPYING"; exit 1; }

# One grep over all the files (grep -L names those without the line).
missing=$(cd "$top" && git ls-files -z -- . \
    ':!testsuite/vectors/' ':!testsuite/fuzz/corpus/' \
    ':!*.png' ':!*.abi' ':!*.md' ':!COPYING' \
  | xargs -0 -r grep -L 'SPDX-License-Identifier: ISC')
if [ -n "$missing" ]; then
  echo "FAIL: files without 'SPDX-License-Identifier: ISC':"
  echo "$missing"
  exit 1
fi
echo "licence-test: every tracked source file names its licence"
