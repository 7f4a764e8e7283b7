/* SPDX-License-Identifier: ISC */
/* examples/bench-rows.h: the table's rows for one algorithm: every mode,
   thistle's row, each peer's and the masked OpenSSL row (bench-masked.h),
   measured taking turns. */

#ifndef BENCH_ROWS_H
#define BENCH_ROWS_H

#include <stddef.h>

#include "bench-report.h"
#include "bench-library.h"

/* How many rows (figures) an algorithm has for each library. */
size_t bench_rows_per_library(const struct bench_algorithm *algorithm);

/* How many rows thistle has beyond those: its single-stream rows of the
   many modes. */
size_t bench_rows_thistle_extra(const struct bench_algorithm *algorithm);

/* Opens algorithm in thistle, in each of peers (ending with NULL) and in
   the masked OpenSSL process if the algorithm has masked rows, checks
   every peer's digest against thistle's, then measures and prints each
   mode's rows. Returns the number of rows that could not be measured. */
unsigned bench_rows(const struct bench_settings *settings,
                    const struct bench_algorithm *algorithm,
                    const struct bench_library *const *peers);

#endif /* BENCH_ROWS_H */
