/* SPDX-License-Identifier: ISC */
/* examples/bench-kdf.h: the key derivation rows: PBKDF2 at
   BENCH_KDF_ITERATIONS iterations (or --kdf-iterations) and HKDF, thistle beside each peer that
   offers them (bench-kdf-peers.c), measured taking turns, and the two
   single-block compressions a PBKDF2 iteration is made of. */

#ifndef BENCH_KDF_H
#define BENCH_KDF_H

#include <stddef.h>
#include <stdint.h>

#include "bench-report.h"
#include "bench-subject.h"

#define BENCH_KDF_ITERATIONS 100000

/* A peer's key derivation functions, each called as the library documents
   it for one derivation; each returns 0, or -1 where the library lacks
   the function over hash (a thistle name: "sha256"). */
struct bench_kdf_peer {
  const char *library;                  /* its bench_library's name */
  int (*pbkdf2)(const char *hash, const uint8_t *password,
                size_t password_length, const uint8_t *salt,
                size_t salt_length, unsigned iterations, uint8_t *out,
                size_t length);
  int (*hkdf)(const char *hash, const uint8_t *salt, size_t salt_length,
              const uint8_t *ikm, size_t ikm_length, const uint8_t *info,
              size_t info_length, uint8_t *out, size_t length);
};

/* The peers configure found, ending with one whose library is NULL. */
extern const struct bench_kdf_peer bench_kdf_peers[];

/* How many figures bench_kdf_rows measures beside peers (ending with
   NULL). */
size_t bench_kdf_figures(const struct bench_library *const *peers);

/* Measures and prints the key derivation rows, PBKDF2's at iterations
   iterations; returns the number of rows that could not be measured. */
unsigned bench_kdf_rows(const struct bench_settings *settings,
                        const struct bench_library *const *peers,
                        unsigned iterations);

#endif /* BENCH_KDF_H */
