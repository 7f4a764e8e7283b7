/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-capture.c: see fuzz-capture.h. glibc lets a
   program assign stdout and stderr; open_memstream gives the memory. */

#define _GNU_SOURCE 1

#include "fuzz-capture.h"

#include <stdlib.h>

static FILE *
memory_stream(char **text, size_t *length)
{
  FILE *f = open_memstream(text, length);
  if (f == NULL)
    abort();
  return f;
}

void
fuzz_capture_begin(struct fuzz_capture *c)
{
  fflush(stdout);
  fflush(stderr);
  c->saved_out = stdout;
  c->saved_err = stderr;
  stdout = memory_stream(&c->out, &c->out_length);
  stderr = memory_stream(&c->err, &c->err_length);
}

void
fuzz_capture_end(struct fuzz_capture *c)
{
  if (fclose(stdout) != 0 || fclose(stderr) != 0)
    abort();
  stdout = c->saved_out;
  stderr = c->saved_err;
}

void
fuzz_capture_free(struct fuzz_capture *c)
{
  free(c->out);
  free(c->err);
}
