/* SPDX-License-Identifier: ISC */
/* tools/sum-jobs.h: hashing a list of files on several threads while the
   results come out in list order (-j/--jobs). */

#ifndef THISTLE_SUM_JOBS_H
#define THISTLE_SUM_JOBS_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/hash.h>
#include <thistle/sha2.h>

#include "sum-read.h"

/* One file to hash. */
struct sum_job {
  const char *name;   /* the file, "-" for standard input, or NULL for an
                         entry that only needs to be reported in turn */
  const struct thistle_hash *hash;  /* its algorithm; NULL: the reader's */
  int error;          /* after hashing: 0, or the errno of the failure */
  uint8_t digest[THISTLE_SHA512_DIGEST_SIZE];
  int done;           /* private to the runner */
};

/* Called once per job (jobs[index]), in list order, from the thread that called
   sum_run_jobs. */
typedef void sum_emit_fn(struct sum_job *job, size_t index, void *arg);

/* Hashes the files of jobs[0..count) with up to threads worker threads
   (1: all in the calling thread, no threads at all), and calls emit for
   each job in order as soon as it and those before it are done. Jobs that
   read standard input run in the calling thread, in their turn, so they
   read it in the same order as a one-thread run would. reader serves the
   calling thread; workers get their own, and one that cannot takes no
   jobs (with no worker left, the calling thread runs them all). */
void sum_run_jobs(struct sum_job *jobs, size_t count, unsigned threads,
                  struct sum_reader *reader, sum_emit_fn *emit, void *arg);

#endif /* THISTLE_SUM_JOBS_H */
