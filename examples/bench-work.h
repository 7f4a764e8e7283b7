/* SPDX-License-Identifier: ISC */
/* examples/bench-work.h: what one row of the table times: the modes (16
   KiB updates, whole messages of one size, batches of messages) and the
   work that drives an opened subject through one of them, on the same
   input for every library. The rows measured in this process and those the
   masked OpenSSL process measures (bench-masked.c) share it, so that both
   time the same thing. */

#ifndef BENCH_WORK_H
#define BENCH_WORK_H

#include <stddef.h>
#include <stdint.h>

#include "bench-clock.h"
#include "bench-library.h"

/* The many modes hash a batch of BENCH_BATCH messages. */
#define BENCH_BATCH 64
#define BENCH_MAX_DIGEST 64

struct bench_mode {
  const char *label;            /* the table's: "update", "64 B", ... */
  const char *name;             /* the CSV's: "update", "message", ... */
  size_t bytes;                 /* per unit of work */
  bench_work *work;
  int streaming;                /* needs start/update, so no HMAC rows */
  int many;                     /* a batch of BENCH_BATCH messages */
};

/* Every mode, in the table's order. */
extern const struct bench_mode bench_modes[];
extern const size_t bench_n_modes;

/* Whether algorithm has rows in mode. */
int bench_mode_applies(const struct bench_mode *mode,
                       const struct bench_algorithm *algorithm);

/* A subject driven through a mode: the argument of the mode's work. */
struct bench_task {
  const struct bench_subject *subject;
  size_t bytes;
  int use_many;                 /* the subject's many function */
  uint8_t out[BENCH_BATCH * BENCH_MAX_DIGEST];
};

/* Sets task up to drive subject through mode (through its many function
   if use_many), starts sampler on it, and begins the message of a
   streaming mode. */
void bench_task_start(struct bench_task *task, struct bench_sampler *sampler,
                      const struct bench_subject *subject,
                      const struct bench_mode *mode, int use_many);

/* Opens algorithm in library into subject; returns NULL, or why it cannot
   be measured. The library's digest of a test message, computed twice,
   must equal reference, which thistle, opened first, writes: so a peer's
   row never times another algorithm or a context that does not
   restart. */
const char *bench_open_checked(const struct bench_library *library,
                               const struct bench_algorithm *algorithm,
                               struct bench_subject *subject,
                               uint8_t reference[BENCH_MAX_DIGEST]);

#endif /* BENCH_WORK_H */
