/* SPDX-License-Identifier: ISC */
/* tools/sum-output.h: everything thistle-sum writes: digest lines and
   --check verdicts on standard output, diagnostics on standard error, and
   the texts of --help and --version. Lines, words and the quoting of file
   names are GNU coreutils' sha*sum's, byte for byte, so that scripts
   reading them see no difference. */

#ifndef THISTLE_SUM_OUTPUT_H
#define THISTLE_SUM_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <thistle/hash.h>

/* The name every diagnostic starts with: argv[0] as given, like coreutils. */
extern const char *sum_program_name;

/* Prints "PROGRAM: MESSAGE" and, when errnum is not 0, ": strerror(errnum)",
   then a newline, on stderr. Standard output is flushed first so the two
   streams interleave in the order things happened. */
void sum_error(int errnum, const char *format, ...)
  __attribute__((format(printf, 2, 3)));

/* Prints the message like sum_error, then the "Try ... --help" hint, and
   exits with status 1: for command lines that make no sense. */
void sum_usage_error(const char *format, ...)
  __attribute__((format(printf, 1, 2), noreturn));

/* Prints only the "Try ... --help" hint and exits with status 1 (getopt has
   already said what was wrong). */
void sum_try_help(void) __attribute__((noreturn));

/* Returns name quoted for a diagnostic the way coreutils' quotef() quotes
   it: unchanged when a shell would read it as one plain word, otherwise in
   shell quotes, with $'\n'-style escapes for unprintable bytes. The result
   is valid until the next call. */
const char *sum_quote(const char *name);

/* Writes the 2 * size lower-case hex digits of digest[0..size) to hex (no
   NUL). */
void sum_hex(char *hex, const uint8_t *digest, size_t size);

/* How digest lines look. */
struct sum_format {
  const char *tag;          /* the BSD tag: "SHA256", "SHA512/256" ... */
  size_t digest_size;       /* bytes */
  bool tagged;              /* --tag: "TAG (NAME) = HEX" */
  bool binary;              /* -b: '*' before the name in the GNU form */
  char delimiter;           /* '\n', or '\0' for -z (no escaping then) */
  bool base64;              /* --base64: the digest in base64, not hex */
};

/* Prints one digest line: "HEX  NAME" (or "HEX *NAME") or the tagged form.
   A name holding '\\', '\n' or '\r' has them written as "\\\\", "\\n" and
   "\\r", and the line starts with a '\\' to say so (not with -z). */
void sum_print_digest(const struct sum_format *format, const char *name,
                      const uint8_t *digest);

/* Prints "NAME: VERDICT\n" for --check; a name with a newline is escaped
   as above (only then: coreutils 9.1 prints other names as they are). */
void sum_print_verdict(const char *name, const char *verdict);

/* The BSD tag of hash: its name in capitals, '_' written '/' ("SHA256",
   "SHA512/256"), or '-' for SHA-3 ("SHA3-256"), as coreutils writes it in
   --tag lines and in --help. The
   result is valid until the next call. */
const char *sum_bsd_tag(const struct thistle_hash *hash);

/* Prints the help for the program, defaulting to hash (may be NULL). */
void sum_usage(const struct thistle_hash *hash);

/* Prints the version, and which compression code each family uses. */
void sum_version(void);

/* Returns the algorithm names -a takes, separated by spaces. */
const char *sum_algorithm_list(void);

#endif /* THISTLE_SUM_OUTPUT_H */
