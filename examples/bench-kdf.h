/* SPDX-License-Identifier: ISC */
/* examples/bench-kdf.h: the key derivation rows: PBKDF2 at
   BENCH_KDF_ITERATIONS iterations (or --kdf-iterations) and HKDF, thistle
   beside each peer (bench_library's pbkdf2 and hkdf), measured taking
   turns, and the two single-block compressions a PBKDF2 iteration is made
   of. */

#ifndef BENCH_KDF_H
#define BENCH_KDF_H

#include <stddef.h>

#include "bench-library.h"
#include "bench-rows.h"

#define BENCH_KDF_ITERATIONS 100000

/* How many figures bench_kdf_rows measures beside peers (ending with
   NULL). */
size_t bench_kdf_figures(const struct bench_library *const *peers);

/* Measures and prints the key derivation rows beside peers (ending with
   NULL), PBKDF2's at iterations iterations; returns the number of rows
   that could not be measured. */
unsigned bench_kdf_rows(const struct bench_settings *settings,
                        const struct bench_library *const *peers,
                        unsigned iterations);

#endif /* BENCH_KDF_H */
