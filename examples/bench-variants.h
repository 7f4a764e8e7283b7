/* SPDX-License-Identifier: ISC */
/* examples/bench-variants.h: the compress_n variants of this build (the
   internal variant table): which exist, which this CPU runs, and the
   benchmark's header lines, one per variant. */

#ifndef BENCH_VARIANTS_H
#define BENCH_VARIANTS_H

#include <stddef.h>

#include "thistle/hash.h"
#include "bench-report.h"

/* The hash families, indexed as enum thistle_family. */
#define BENCH_FAMILIES 3

/* For --variant: 1 if this build has a variant called token and this CPU
   can run it, -1 if the CPU cannot, 0 if the build has none. */
int bench_variant_status(const char *token);

/* Prints every token of this build's variants, after prefix. */
void bench_variant_list(FILE *out, const char *prefix);

/* How many figures bench_variant_lines measures for the families whose
   flag is set. */
size_t bench_variant_figures(const int families[BENCH_FAMILIES]);

/* Measures and prints the cycles per block of each usable variant of the
   chosen families, for 64 blocks and for 1 block per call. */
void bench_variant_lines(const struct bench_settings *settings,
                         const int families[BENCH_FAMILIES]);

#endif /* BENCH_VARIANTS_H */
