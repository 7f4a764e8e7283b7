/* SPDX-License-Identifier: ISC */
/* tools/sum-output.h: the lines thistle-sum writes on standard output,
   byte for byte as coreutils' sha*sum writes them. */

#ifndef THISTLE_SUM_OUTPUT_H
#define THISTLE_SUM_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* How digest lines look. */
struct sum_format {
  const char *tag;          /* the BSD tag: "SHA256", "SHA512/256" ... */
  size_t digest_size;       /* bytes */
  bool tagged;              /* --tag: "TAG (NAME) = HEX" */
  bool binary;              /* -b: '*' before the name in the GNU form */
  char delimiter;           /* '\n', or '\0' for -z (no escaping then) */
};

/* Prints one digest line: "HEX  NAME" (or "HEX *NAME") or the tagged form.
   A name holding '\\', '\n' or '\r' has them written as "\\\\", "\\n" and
   "\\r", and the line starts with a '\\' to say so (not with -z). */
void sum_print_digest(const struct sum_format *format, const char *name,
                      const uint8_t *digest);

/* Prints "NAME: VERDICT\n" for --check; a name with a newline is escaped
   as above (only then: coreutils 9.1 prints other names as they are). */
void sum_print_verdict(const char *name, const char *verdict);

#endif /* THISTLE_SUM_OUTPUT_H */
