/* SPDX-License-Identifier: ISC */
/* tools/sum-message.c: diagnostics on standard error, in the shape of
   glibc's error(): "PROGRAM: message[: strerror]". */

#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sum-message.h"

const char *sum_program_name = "thistle-sum";

static void
vreport(int errnum, const char *format, va_list args)
{
  fflush(stdout);
  fprintf(stderr, "%s: ", sum_program_name);
  vfprintf(stderr, format, args);
  if (errnum != 0)
    fprintf(stderr, ": %s", strerror(errnum));
  fputc('\n', stderr);
}

void
sum_error(int errnum, const char *format, ...)
{
  va_list args;
  va_start(args, format);
  vreport(errnum, format, args);
  va_end(args);
}

void
sum_try_help(void)
{
  fprintf(stderr, "Try '%s --help' for more information.\n",
          sum_program_name);
  exit(EXIT_FAILURE);
}

void
sum_usage_error(const char *format, ...)
{
  va_list args;
  va_start(args, format);
  vreport(0, format, args);
  va_end(args);
  sum_try_help();
}
