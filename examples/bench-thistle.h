/* SPDX-License-Identifier: ISC */
/* examples/bench-thistle.h: what the benchmark reads of thistle beyond
   bench_thistle (bench-library.h): the compress_n variants of this build
   and its lane cores, from the library's internal tables. */

#ifndef BENCH_THISTLE_H
#define BENCH_THISTLE_H

#include <stddef.h>
#include <stdio.h>

#include "thistle/hash.h"
#include "compress.h"
#include "bench-rows.h"

/* For --variant: 1 if this build has a variant called token and this CPU
   can run it, -1 if the CPU cannot, 0 if the build has none. */
int bench_variant_status(const char *token);

/* Prints every token of this build's variants, after prefix. */
void bench_variant_list(FILE *out, const char *prefix);

/* How many figures bench_variant_lines measures for the families whose
   flag is set (indexed as enum thistle_family). */
size_t bench_variant_figures(const int families[THISTLE_N_FAMILIES]);

/* Measures and prints the cycles per block of each usable variant of the
   chosen families, for 64 blocks and for 1 block per call. */
void bench_variant_lines(const struct bench_settings *settings,
                         const int families[THISTLE_N_FAMILIES]);

/* How many figures bench_permute_lines measures, and the lines: the
   cycles of one Keccak-f[1600] of each usable sha3 variant, of a call of
   each usable sha3 lane core's permute (all its states), each beside its
   instruction-count floor, and of each peer that exports one, if the sha3
   family's flag is set. */
size_t bench_permute_figures(const int families[THISTLE_N_FAMILIES],
                             const struct bench_library *const *peers);
void bench_permute_lines(const struct bench_settings *settings,
                         const int families[THISTLE_N_FAMILIES],
                         const struct bench_library *const *peers);

/* Measures and prints what an iteration of PBKDF2 over hash is made of:
   two single-block calls of the variant in use, each on the state the
   other left, beside thistle's iteration (iteration_cycles). */
void bench_iteration_line(const struct bench_settings *settings,
                          const struct thistle_hash *hash,
                          double iteration_cycles);

/* Writes the lane core thistle's many API starts n messages over hash
   with to name ("sha_ni-x2") and returns it, or returns NULL when it
   hashes them one after another. */
const char *bench_lane_core(const struct thistle_hash *hash, size_t n,
                            char *name, size_t size);

#endif /* BENCH_THISTLE_H */
