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

/* The family of hash's compression function. */
int bench_family_of(const struct thistle_hash *hash);

/* For --variant: writes to override the THISTLE_FAT_OVERRIDE value that
   leaves the features the variant called token needs and the baseline
   x86_64 assembly ("none" for the C code), so that the dispatcher chooses
   that variant, and for a family without it the best variant those
   features allow. Returns 1, or -1 if this CPU cannot run the variant, or
   0 if this build has none of that name. */
int bench_variant_override(const char *token, char *override, size_t size);

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
