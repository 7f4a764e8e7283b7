/* SPDX-License-Identifier: ISC */
/* tools/sum-check.h: --check, verifying the files a checksum file lists. */

#ifndef THISTLE_SUM_CHECK_H
#define THISTLE_SUM_CHECK_H

#include <stdbool.h>

#include "sum-check-line.h"
#include "sum-read.h"

struct sum_check_options {
  struct sum_check_syntax syntax;
  bool ignore_missing;    /* a listed file that does not exist is skipped */
  bool quiet;             /* no "OK" lines */
  bool status_only;       /* nothing on stdout, no summary: the exit status */
  bool strict;            /* malformed lines make the check fail */
  bool warn;              /* say which lines are malformed */
  unsigned jobs;          /* threads hashing the listed files */
  struct sum_reader *reader;
  /* Under the name cksum with no algorithm given (syntax.tag NULL): the
     algorithm coreutils 9.1's cksum names in the warnings of -w, "CRC"
     to begin with (sum-check.c follows it); NULL otherwise, for none. */
  const char *cksum_type;
};

/* Checks every file listed in the checksum file called name ("-" being
   standard input), printing verdicts, warnings and the summary the way
   coreutils does. Returns whether the check passed. */
bool sum_check_file(struct sum_check_options *options, const char *name);

#endif /* THISTLE_SUM_CHECK_H */
