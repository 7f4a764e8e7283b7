/* SPDX-License-Identifier: ISC */
/* tools/sum-check-line.h: reading one line of a checksum file, in any of
   the forms coreutils' sha*sum --check accepts:
     HEX  NAME      HEX *NAME      (GNU; '*' marks binary mode)
     TAG (NAME) = HEX              (BSD, as written by --tag)
     HEX NAME                      (BSD "md5 -r" style, one space)
   each optionally preceded by '\\', which says NAME is escaped (\\\\, \\n,
   \\r). HEX may also be the digest in base64 (coreutils 9.2's
   --base64, which its --check reads from 9.9 on), but hex digits alone
   are always hex. */

#ifndef THISTLE_SUM_CHECK_LINE_H
#define THISTLE_SUM_CHECK_LINE_H

#include <stdbool.h>
#include <stddef.h>

#include <thistle/hash.h>

struct sum_check_syntax {
  /* The BSD tag of the algorithm: "SHA256" ...; or NULL when none was
     given, and each line's tag says (coreutils 9.0's cksum -c): then only
     BSD lines are read, the parser sets hex_length and line_hash. */
  const char *tag;
  size_t hex_length;      /* hex digits in a digest */
  /* Whether lines so far were "HEX NAME" (1), "HEX  NAME" (0) or neither
     yet (-1). The two are never mixed, so that a renamed file with a
     leading space cannot pass for the other form. Like coreutils, this
     carries over from one checksum file to the next. */
  int reversed;
  const struct thistle_hash *line_hash;  /* with no tag: the line's */
};

/* Parses line[0..length), which has no newline and is NUL-terminated at
   line[length]; it is modified in place. On success sets *hex to the
   syntax->hex_length hex digits and *name to the (unescaped) file name, and
   returns true; returns false for a line in none of the forms. *hex is
   the digest as the line has it: hex_length hex digits, or base64. */
bool sum_parse_check_line(struct sum_check_syntax *syntax, char *line,
                          size_t length, const char **hex, char **name);

#endif /* THISTLE_SUM_CHECK_LINE_H */
