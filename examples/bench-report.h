/* SPDX-License-Identifier: ISC */
/* examples/bench-report.h: turning tick counts into the benchmark's units
   and writing them: the table on stdout, the long-format CSV file. */

#ifndef BENCH_REPORT_H
#define BENCH_REPORT_H

#include <stddef.h>
#include <stdio.h>

#include "bench-clock.h"

/* How this run measures and where it writes. */
struct bench_settings {
  double seconds;               /* time spent on each figure */
  struct bench_clocks clocks;
  int verbose;                  /* print each figure's spread */
  FILE *csv;                    /* the --csv file, or NULL */
  int masked;                   /* the table has masked OpenSSL rows */
};

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

/* The throughput of bytes per ticks, in 10^6 bytes per second. */
double bench_mbyte_per_s(const struct bench_settings *settings, double ticks,
                         size_t bytes);

/* The table's column titles and what its units mean. */
void bench_table_header(const struct bench_settings *settings);

/* Prints row's line of the table with the median of figure, and
   vs_best_peer (the best peer's cycles over thistle's) unless it is 0;
   writes both of its CSV lines. */
void bench_table_row(const struct bench_settings *settings,
                     const struct bench_row *row,
                     const struct bench_figure *figure, double vs_best_peer);

/* Prints the line of a row that could not be measured, and why. */
void bench_table_unavailable(const struct bench_row *row, const char *why);

/* Writes the CSV's first line. */
void bench_csv_header(FILE *csv);

/* Writes figure's CSV lines (median and best), if there is a CSV file. */
void bench_csv_figure(const struct bench_settings *settings,
                      const struct bench_row *row,
                      const struct bench_figure *figure);

#endif /* BENCH_REPORT_H */
