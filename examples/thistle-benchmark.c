/* SPDX-License-Identifier: ISC */
/* examples/thistle-benchmark.c: what thistle does on this CPU, beside the
   peer libraries configure found, measured in the same run: the header
   lines and the order of the run. The command line, the clocks, the
   measuring, the rows and the libraries are in the bench-*.c files beside
   it. */

#include <stdio.h>
#include <stdlib.h>

#include "thistle/thistle.h"
#include "compress.h"
#include "bench-clock.h"
#include "bench-kdf.h"
#include "bench-masked.h"
#include "bench-options.h"
#include "bench-report.h"
#include "bench-rows.h"
#include "bench-library.h"
#include "bench-thistle.h"

/* The check line: two chains of known latency, timed like every row;
   arg is the kind of chain. */
static void
chain_work(void *arg, size_t units)
{
  bench_chain(*(const enum bench_chain *) arg, units * 1000);
}

static void
print_check(const struct bench_settings *settings)
{
  static const enum bench_chain adds = BENCH_ADDS, muls = BENCH_MULS;
  struct bench_figure add_figure, mul_figure;
  bench_measure(chain_work, (void *) &adds, settings->seconds,
                &settings->clocks, &add_figure);
  printf("check: a dependent add takes %.2f cycles", add_figure.cycles / 1000);
  if (bench_chain(BENCH_MULS, 1))
    {
      bench_measure(chain_work, (void *) &muls, settings->seconds,
                    &settings->clocks, &mul_figure);
      printf(", a dependent imul %.2f (expected: 1 and 3)",
             mul_figure.cycles / 1000);
    }
  else
    printf(" (expected: 1)");
  printf("\n");
}

/* How many figures the run measures, and which families' compression
   functions it shows. */
static size_t
count_figures(const struct bench_options *o, int families[THISTLE_N_FAMILIES])
{
  size_t figures = 2, n_libraries = 1, i;  /* 2: the check line */
  while (o->peers[n_libraries - 1])
    n_libraries++;
  for (i = 0; thistle_hashes[i]; i++)
    {
      struct bench_algorithm hash = { thistle_hashes[i], 0 };
      struct bench_algorithm hmac = { thistle_hashes[i], 1 };
      if (o->want_hash[i])
        figures += bench_rows_per_library(&hash)
          * (n_libraries + bench_masked_applies(&hash))
          + bench_rows_thistle_extra(&hash);
      if (o->want_hmac[i])
        figures += bench_rows_per_library(&hmac)
          * (n_libraries + bench_masked_applies(&hmac));
      if (o->want_hash[i] || o->want_hmac[i])
        families[_thistle_hash_family(thistle_hashes[i])] = 1;
    }
  if (o->want_kdf)
    figures += bench_kdf_figures(o->peers);
  return figures + bench_variant_figures(families);
}

static void
print_header(const struct bench_options *o,
             const struct bench_settings *settings, double core_hz,
             int pinned, size_t figures)
{
  const char *override = getenv("THISTLE_FAT_OVERRIDE");
  char cpu[128];
  size_t i;

  bench_cpu_name(cpu, sizeof(cpu));
  printf("thistle-benchmark (%s) on %s", bench_thistle.version(), cpu);
  if (pinned >= 0)
    printf(", pinned to CPU %d", pinned);
  printf("\npeers:");
  for (i = 0; o->peers[i]; i++)
    printf("%s %s", i ? "," : "", o->peers[i]->version());
  printf("%s%s\n", i ? "" : " none", settings->masked ? "; OpenSSL again, "
         "with OPENSSL_ia32cap=" BENCH_MASKED_IA32CAP : "");
  printf("clocks: %s %.3f GHz (against CLOCK_MONOTONIC); core %.3f GHz %s\n",
         bench_tick_source(), settings->clocks.tick_hz / 1e9, core_hz / 1e9,
         o->core_hz ? "(-f)" : "now, measured with dependent adds beside "
         "every interval (-f HZ fixes it)");
  print_check(settings);
  printf("each figure: %.3f s of timed intervals, %zu figures; cycles are "
         "core cycles\n", settings->seconds, figures);
  if (override)
    printf("THISTLE_FAT_OVERRIDE=%s\n", override);
  fflush(stdout);
}

int
main(int argc, char **argv)
{
  struct bench_options o;
  struct bench_settings settings = { 0, { 0, 0 }, 0, NULL, 0 };
  int families[THISTLE_N_FAMILIES] = { 0 };
  unsigned missing = 0;
  double core_hz, low_hz, high_hz;
  size_t figures, i;
  int pinned, hmac;

  bench_parse_options(argc, argv, &o);
  if (o.serve_masked_tick_hz)
    {
      struct bench_clocks clocks = { o.serve_masked_tick_hz, o.core_hz };
      return bench_masked_serve(&clocks);
    }
  if (o.variant)
    bench_rerun_with_variant(argc, argv, &o);
  if (o.csv && (settings.csv = fopen(o.csv, "w")) == NULL)
    {
      perror(o.csv);
      return 1;
    }
  if (settings.csv)
    bench_csv_header(settings.csv);

  settings.masked = bench_masked_plan(&o);
  figures = count_figures(&o, families);
  settings.seconds = o.seconds ? o.seconds : BENCH_TOTAL_SECONDS / figures;
  if (settings.seconds > BENCH_MAX_SECONDS && !o.seconds)
    settings.seconds = BENCH_MAX_SECONDS;
  settings.verbose = o.verbose;

  pinned = bench_pin_cpu();
  settings.clocks.tick_hz = bench_calibrate_tick_hz();
  settings.clocks.core_hz = o.core_hz;
  core_hz = o.core_hz ? o.core_hz
    : bench_calibrate_core_hz(settings.clocks.tick_hz);
  if (core_hz == 0)
    {
      fprintf(stderr, "thistle-benchmark: no way to measure this CPU's "
              "clock: give it with -f HZ\n");
      return 1;
    }
  print_header(&o, &settings, core_hz, pinned, figures);
  bench_masked_start(argv[0], &settings.clocks);

  bench_variant_lines(&settings, families);
  bench_table_header(&settings);
  for (hmac = 0; hmac <= 1; hmac++)
    for (i = 0; thistle_hashes[i]; i++)
      if (hmac ? o.want_hmac[i] : o.want_hash[i])
        {
          struct bench_algorithm algorithm = { thistle_hashes[i], hmac };
          missing += bench_rows(&settings, &algorithm, o.peers);
        }
  if (o.want_kdf)
    missing += bench_kdf_rows(&settings, o.peers, o.kdf_iterations);
  bench_masked_stop();

  bench_core_hz_range(&low_hz, &high_hz);
  if (!o.core_hz)
    printf("\ncore clock during the figures: %.3f-%.3f GHz\n", low_hz / 1e9,
           high_hz / 1e9);
  if (settings.csv && fclose(settings.csv) != 0)
    {
      perror(o.csv);
      return 1;
    }
  if (fflush(stdout) != 0 || ferror(stdout))
    return 1;
  if (missing)
    {
      fprintf(stderr, "thistle-benchmark: %u rows could not be measured\n",
              missing);
      return 1;
    }
  return 0;
}
