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

#include <stddef.h>

#include "bench-clock.h"
#include "bench-library.h"

/* Bit 29 of OpenSSL's second capability word: CPUID leaf 7 EBX.SHA. */
#define BENCH_MASKED_IA32CAP ":~0x20000000"

/* The rows' library and the note after their algorithm:
   "openssl sha256 (no sha_ni)". */
#define BENCH_MASKED_LIBRARY "openssl"
#define BENCH_MASKED_NOTE "no sha_ni"

/* The hidden option that makes this program the masked process. */
#define BENCH_MASKED_OPTION "--serve-masked-openssl"

/* Whether algorithm has masked rows in a run beside peers (ending with
   NULL): when OpenSSL is among them, the CPU has SHA-NI (without it, the
   rows would repeat OpenSSL's), and the algorithm is one SHA-NI speeds
   up: SHA-1, SHA-224, SHA-256 and their HMACs. */
int bench_masked_applies(const struct bench_algorithm *algorithm,
                         const struct bench_library *const *peers);

/* Starts the masked process, which converts with clocks and runs on the
   CPU this one is pinned to. argv0 finds the program where /proc/self/exe
   does not. A failure shows in the rows. */
void bench_masked_start(const char *argv0, const struct bench_clocks *clocks);

/* A row: begin a figure of algorithm in bench_modes[mode], any number of
   rounds of it, then its figure. Each returns NULL, or why the row cannot
   be measured. */
const char *bench_masked_begin(const struct bench_algorithm *algorithm,
                               size_t mode);
const char *bench_masked_round(double seconds);
const char *bench_masked_figure(struct bench_figure *figure);

/* Ends the masked process, if any, and waits for it. */
void bench_masked_stop(void);

/* The masked process itself (BENCH_MASKED_OPTION): answers the requests
   of the process that started it, on stdin and stdout, measuring with
   clocks. Returns the exit status. */
int bench_masked_serve(const struct bench_clocks *clocks);

#endif /* BENCH_MASKED_H */
