/* SPDX-License-Identifier: ISC */
/* examples/bench-options.h: the benchmark's command line. */

#ifndef BENCH_OPTIONS_H
#define BENCH_OPTIONS_H

#include "bench-library.h"

/* The default keeps a whole run under a minute: this much timing in all,
   shared by the figures, and no more than BENCH_MAX_SECONDS for one. */
#define BENCH_TOTAL_SECONDS 40.0
#define BENCH_MAX_SECONDS 0.25
#define BENCH_QUICK_SECONDS 0.002
#define BENCH_MAX_HASHES 16
#define BENCH_MAX_PEERS 8

struct bench_options {
  double seconds;               /* per figure; 0: the default */
  double core_hz;               /* -f; 0: measure it */
  int verbose;
  const char *csv;
  const char *variant;
  int variant_at, variant_args; /* where --variant is in argv, to drop it */
  /* The hidden --serve-masked-openssl TICK_HZ: this is the masked OpenSSL
     process (bench-masked.h), converting with that tick rate. */
  double serve_masked_tick_hz;
  /* Rows wanted, indexed as thistle_hashes. */
  int want_hash[BENCH_MAX_HASHES], want_hmac[BENCH_MAX_HASHES], filtered;
  int want_kdf;                 /* the key derivation rows (bench-kdf.h) */
  unsigned kdf_iterations;      /* PBKDF2's, BENCH_KDF_ITERATIONS unless
                                   --kdf-iterations */
  const struct bench_library *peers[BENCH_MAX_PEERS + 1];  /* NULL ends */
};

/* Reads the command line into o. --help prints the usage and exits 0; a
   bad command line prints why on stderr and exits 2. */
void bench_parse_options(int argc, char **argv, struct bench_options *o);

/* For --variant: sets THISTLE_FAT_OVERRIDE and runs the benchmark again,
   with the same arguments less --variant; never returns. A variant this
   build lacks or this CPU cannot run is an error exit. */
void bench_rerun_with_variant(int argc, char **argv,
                              const struct bench_options *o)
  __attribute__((noreturn));

#endif /* BENCH_OPTIONS_H */
