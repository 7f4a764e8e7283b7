/* SPDX-License-Identifier: ISC */
/* tools/sum-message.h: thistle-sum's diagnostics on standard error, worded
   and quoted the way GNU coreutils' sha*sum word and quote theirs, so that
   scripts reading them see no difference. */

#ifndef THISTLE_SUM_MESSAGE_H
#define THISTLE_SUM_MESSAGE_H

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

#endif /* THISTLE_SUM_MESSAGE_H */
