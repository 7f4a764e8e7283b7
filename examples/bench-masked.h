/* SPDX-License-Identifier: ISC */
/* examples/bench-masked.h: OpenSSL with SHA-NI masked, the reference for
   thistle's SHA-1 and SHA-256 variants that do without SHA-NI (avx2,
   ssse3, ...). OpenSSL reads OPENSSL_ia32cap once, when libcrypto starts,
   so these rows come from a second process: this program run again with
   OPENSSL_ia32cap=BENCH_MASKED_IA32CAP and a hidden option. It measures
   one figure at a time when asked, a round at a time, so its rows take
   turns with the others like any peer's. */

#ifndef BENCH_MASKED_H
#define BENCH_MASKED_H

#include "bench-clock.h"
#include "bench-options.h"
#include "bench-library.h"

/* Bit 29 of OpenSSL's second capability word: CPUID leaf 7 EBX.SHA. */
#define BENCH_MASKED_IA32CAP ":~0x20000000"

/* The rows' library and the note after their algorithm:
   "openssl sha256 (no sha_ni)". */
#define BENCH_MASKED_LIBRARY "openssl"
#define BENCH_MASKED_NOTE "no sha_ni"

/* Decides whether the run o asks for has masked rows: when OpenSSL is
   among its peers, it wants an algorithm that has them, and this CPU has
   SHA-NI (without it, the rows would repeat OpenSSL's). Returns 1 if it
   has. */
int bench_masked_plan(const struct bench_options *o);

/* Whether algorithm has masked rows in this run: the planned run's SHA-1,
   SHA-224, SHA-256 and their HMACs, which SHA-NI speeds up. */
int bench_masked_applies(const struct bench_algorithm *algorithm);

/* Starts the masked process of a planned run, which converts with clocks
   and runs on the CPU this one is pinned to. argv0 finds the program
   where /proc/self/exe does not. A failure shows in the rows. */
void bench_masked_start(const char *argv0, const struct bench_clocks *clocks);

/* The rows of one algorithm: open it (once), then for each mode start,
   any number of rounds, and figure; then close. Each returns NULL, or why
   the row cannot be measured (the process then stays unusable). */
const char *bench_masked_open(const struct bench_algorithm *algorithm);
const char *bench_masked_mode(size_t mode);
const char *bench_masked_round(double seconds);
const char *bench_masked_figure(struct bench_figure *figure);
void bench_masked_close(void);

/* Ends the masked process, if any, and waits for it. */
void bench_masked_stop(void);

/* The masked process itself (the hidden option): answers the requests of
   the process that started it, on stdin and stdout, measuring with
   clocks. Returns the exit status. */
int bench_masked_serve(const struct bench_clocks *clocks);

#endif /* BENCH_MASKED_H */
