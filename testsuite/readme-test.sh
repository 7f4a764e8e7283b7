#!/bin/sh
# SPDX-License-Identifier: ISC
# testsuite/readme-test.sh: README.md's C example compiles as written, as
# strict C99 with the errors newer compilers make of old C (gcc 14 and
# clang 16 refuse an implicitly declared function, malloc without
# <stdlib.h>). Its #include lines open the file; the rest is the body of
# a function whose parameters are the variables the example leaves to the
# reader (data, key, salt, ...).
# Environment (from the Makefile): srcdir, top_builddir, CC.

readme=$srcdir/../README.md
tmp=$(mktemp -d "${TMPDIR:-/tmp}/thistle-readme.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

awk '/^```c$/ { inside = 1; next } /^```$/ { inside = 0 } inside' "$readme" >"$tmp/block"
[ -s "$tmp/block" ] || { echo "FAIL: no \`\`\`c block in $readme"; exit 1; }

# The example's free variables, as the parameters of the function it is
# the body of (declared first: the build warns of a missing prototype).
params='const void *data, size_t length,
                    const void *part1, size_t length1,
                    const void *part2, size_t length2,
                    const void *key, size_t key_length,
                    const void *message, size_t message_length,
                    const uint8_t *tag, size_t tag_length,
                    const void *salt, size_t salt_length,
                    const void *secret, size_t secret_length,
                    const void *password, size_t password_length,
                    const void *const messages[], const size_t lengths[]'
{
  grep '^#include' "$tmp/block"
  printf 'void readme_example(%s);\nvoid readme_example(%s)\n{\n' \
    "$params" "$params"
  grep -v '^#include' "$tmp/block"
  echo '}'
} >"$tmp/readme.c"

# Every warning an error but those of variables the example sets to show
# a value and never reads (valid, hctx's digest).
if ${CC:-cc} -std=c99 -pedantic-errors -Wall -Wextra -Werror \
     -Werror=implicit-function-declaration -Wno-unused-variable \
     -Wno-unused-but-set-variable \
     -I"$top_builddir/include" -I"$srcdir/../include" \
     -c "$tmp/readme.c" -o "$tmp/readme.o" 2>"$tmp/err"; then
  echo "readme-test: README.md's C example compiles"
else
  echo "FAIL: README.md's C example does not compile as written:"
  cat "$tmp/err"
  exit 1
fi
