/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-capture.h: what code under test writes on standard
   output and standard error, caught in memory so that a target can
   compare it (the streams stdout and stderr point elsewhere meanwhile;
   sanitizer and libFuzzer reports still reach the real descriptor 2). */

#ifndef THISTLE_FUZZ_CAPTURE_H
#define THISTLE_FUZZ_CAPTURE_H

#include <stddef.h>
#include <stdio.h>

struct fuzz_capture {
  FILE *saved_out, *saved_err;
  char *out, *err;            /* after fuzz_capture_end: what was written */
  size_t out_length, err_length;
};

/* Points stdout and stderr at memory. */
void fuzz_capture_begin(struct fuzz_capture *c);
/* Puts them back; c->out and c->err then hold the text, which
   fuzz_capture_free releases. */
void fuzz_capture_end(struct fuzz_capture *c);
void fuzz_capture_free(struct fuzz_capture *c);

#endif /* THISTLE_FUZZ_CAPTURE_H */
