/* SPDX-License-Identifier: ISC */
/* examples/bench-rows.h: the table of hash and HMAC rows. For one
   algorithm, every mode (16 KiB updates, whole messages of one size,
   batches of messages): thistle's row, each peer's and the masked OpenSSL
   row (bench-masked.h), measured taking turns on the same input; and how
   a figure is written, as a line of the table on stdout and as lines of
   the long-format CSV file. */

#ifndef BENCH_ROWS_H
#define BENCH_ROWS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hash-internal.h"
#include "bench-clock.h"
#include "bench-library.h"

/* How this run measures and where it writes. */
struct bench_settings {
  double seconds;               /* time spent on each figure */
  struct bench_clocks clocks;
  int verbose;                  /* print each figure's spread */
  FILE *csv;                    /* the --csv file, or NULL */
  int masked;                   /* the table has masked OpenSSL rows */
};

/* The many modes hash a batch of BENCH_BATCH messages; a SHAKE batch
   writes up to BENCH_MAX_OUTPUT bytes of output per message (ML-KEM's
   longest matrix expansion, 840). */
#define BENCH_BATCH 64
#define BENCH_MAX_OUTPUT 840

/* A SHAKE batch: its algorithm, the bytes absorbed once into the prefix
   of every message, and each message's bytes in and out. */
struct bench_xof_batch {
  const struct thistle_hash *xof;
  size_t prefix_bytes, message_bytes, out_bytes;
};

struct bench_mode {
  const char *label;            /* the table's: "update", "64 B", ... */
  const char *name;             /* the CSV's: "update", "message", ... */
  size_t bytes;                 /* per unit of work: bytes hashed, or a
                                   SHAKE batch's bytes of output */
  bench_work *work;
  int streaming;                /* needs start/update, so no HMAC rows */
  int many;                     /* a batch of BENCH_BATCH messages */
  const struct bench_xof_batch *xof_batch;      /* or NULL */
};

/* Writes what is buffered for standard output, as each line of the table
   is done; a write that failed (a full disk, a reader gone) is an error
   exit with the reason, then and there. */
void bench_flush_stdout(void);

/* Every mode, in the table's order. */
extern const struct bench_mode bench_modes[];
extern const size_t bench_n_modes;

/* Whether algorithm has rows in mode. */
int bench_mode_applies(const struct bench_mode *mode,
                       const struct bench_algorithm *algorithm);

/* A subject driven through a mode, and the intervals it gave. */
struct bench_task {
  const struct bench_subject *subject;
  const struct bench_mode *mode;
  size_t bytes;
  int use_many;                 /* the subject's many function */
  uint8_t out[BENCH_BATCH * BENCH_MAX_OUTPUT];
  struct bench_sampler sampler;
};

/* Sets task up to drive subject through mode (through its many function
   if use_many), starts its sampler, begins the message of a streaming
   mode and sets the prefix of a SHAKE batch. */
void bench_task_start(struct bench_task *task,
                      const struct bench_subject *subject,
                      const struct bench_mode *mode, int use_many);

/* Opens algorithm in library into subject; returns NULL, or why it cannot
   be measured. The library's digest of a test message, computed twice,
   must equal thistle's: so a row never times another algorithm or a
   context that does not restart. */
const char *bench_open_checked(const struct bench_library *library,
                               const struct bench_algorithm *algorithm,
                               struct bench_subject *subject);

/* How many figures bench_rows measures for algorithm beside peers (ending
   with NULL). */
size_t bench_rows_figures(const struct bench_algorithm *algorithm,
                          const struct bench_library *const *peers);

/* Opens algorithm in thistle, in each of peers (ending with NULL) and in
   the masked OpenSSL process if the algorithm has masked rows, checks
   every peer's digest against thistle's, then measures and prints each
   mode's rows. Returns the number of rows that could not be measured. */
unsigned bench_rows(const struct bench_settings *settings,
                    const struct bench_algorithm *algorithm,
                    const struct bench_library *const *peers);

/* The table's column titles and what its units mean. */
void bench_table_header(const struct bench_settings *settings);

/* What a figure is of. */
struct bench_row {
  const char *algorithm;        /* "sha256", "hmac-sha256", "sha256_compress_n" */
  const char *library;          /* "thistle", "openssl", ... */
  const char *variant;          /* the compress variant that ran (thistle),
                                   or what a peer was denied ("no sha_ni") */
  const char *mode;             /* the CSV's mode: "update", "message"... */
  const char *mode_label;       /* the table's mode: "update", "64 B" ... */
  size_t bytes;                 /* bytes hashed per unit of work */
  size_t block_size;            /* the hash's block size */
};

/* Writes the CSV's first line. */
void bench_csv_header(FILE *csv);

/* Writes figure's CSV lines (median and best), if there is a CSV file. */
void bench_csv_figure(const struct bench_settings *settings,
                      const struct bench_row *row,
                      const struct bench_figure *figure);

#endif /* BENCH_ROWS_H */
