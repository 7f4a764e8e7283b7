/* SPDX-License-Identifier: ISC */
/* examples/bench-report.c: the benchmark's units and output. Mbyte/s is
   10^6 bytes per second of wall time (the tick counter's rate); cycles are
   core cycles (bench-measure.c converts); cycles/block is cycles/byte times
   the hash's block size, 64 or 128 bytes. */

#include "bench-report.h"

#include <string.h>

#include "bench-masked.h"

#define LABEL_WIDTH 31  /* "openssl hmac-sha256 (no sha_ni)" */

double
bench_mbyte_per_s(const struct bench_settings *settings, double ticks,
                  size_t bytes)
{
  return (double) bytes * settings->clocks.tick_hz / ticks / 1e6;
}

/* thistle's rows are named by the variant that ran, "sha256 (sha_ni)";
   a peer's by its library, and what it was denied, if anything:
   "openssl sha256", "openssl sha256 (no sha_ni)". */
static void
format_label(const struct bench_row *row, char *label, size_t size)
{
  if (strcmp(row->library, "thistle") == 0)
    snprintf(label, size, "%s (%s)", row->algorithm, row->variant);
  else if (row->variant)
    snprintf(label, size, "%s %s (%s)", row->library, row->algorithm,
             row->variant);
  else
    snprintf(label, size, "%s %s", row->library, row->algorithm);
}

void
bench_table_header(const struct bench_settings *settings)
{
  printf("\n%-*s %-7s %9s %12s %13s %13s\n", LABEL_WIDTH, "Algorithm",
         "mode", "Mbyte/s", "cycles/byte", "cycles/block", "vs best peer");
  printf("(Mbyte/s = 10^6 bytes/s. update: 16 KiB calls into one long "
         "message; N B:\n whole messages of N bytes, init+update+digest "
         "each. 64xN: a batch of 64 such\n messages, thistle's many API "
         "(its single-stream row beside it) against the\n peers' one "
         "message after another; cycles/block per message. HMAC: the key\n"
         " set once, each message restarts from the keyed state. vs best "
         "peer: the\n fastest peer's cycles over thistle's, same mode "
         "(above 1: thistle is faster);\n cycles, as the clock wanders. "
         "Each figure: the median of its intervals%s.%s)\n",
         settings->verbose ? "; then best, 10th-90th percentile, intervals"
         " kept (and dropped because the benchmark was switched out)" : "",
         settings->masked ? "\n openssl ... (" BENCH_MASKED_NOTE "): OpenSSL "
         "with SHA-NI masked (OPENSSL_ia32cap=" BENCH_MASKED_IA32CAP "),\n"
         " in a process of its own, taking turns with the rest: the only "
         "peer of thistle's\n SHA-1 and SHA-256 rows whose variant does "
         "without SHA-NI (--variant avx2,\n ssse3, ...), and no peer of "
         "those that use it." : "");
}

void
bench_table_row(const struct bench_settings *settings,
                const struct bench_row *row,
                const struct bench_figure *figure, double vs_best_peer)
{
  char label[64], ratio[16] = "";
  double per_byte = figure->cycles / row->bytes;

  format_label(row, label, sizeof(label));
  if (vs_best_peer > 0)
    snprintf(ratio, sizeof(ratio), "%.2fx", vs_best_peer);
  printf("%-*s %-7s %9.1f %12.2f %13.1f", LABEL_WIDTH, label,
         row->mode_label,
         bench_mbyte_per_s(settings, figure->ticks, row->bytes),
         per_byte, per_byte * row->block_size);
  if (ratio[0] || settings->verbose)
    printf(" %13s", ratio);
  if (settings->verbose)
    printf("   best %.2f, %.2f-%.2f cycles/byte, %u (%u dropped)",
           figure->best_cycles / row->bytes,
           figure->p10_cycles / row->bytes, figure->p90_cycles / row->bytes,
           figure->intervals, figure->dropped);
  printf("\n");
  fflush(stdout);
  bench_csv_figure(settings, row, figure);
}

void
bench_table_unavailable(const struct bench_row *row, const char *why)
{
  char label[64];
  format_label(row, label, sizeof(label));
  printf("%-*s %-7s %9s   (%s)\n", LABEL_WIDTH, label, row->mode_label,
         "-", why);
}

void
bench_csv_header(FILE *csv)
{
  fprintf(csv, "algorithm,implementation,mode,message_bytes,mbyte_per_s,"
          "cycles_per_byte,statistic\n");
}

static void
csv_line(const struct bench_settings *settings, const struct bench_row *row,
         double ticks, double cycles, const char *statistic)
{
  fprintf(settings->csv, "%s,%s%s%s,%s,%zu,%.2f,%.3f,%s\n", row->algorithm,
          row->library, row->variant ? " " : "",
          row->variant ? row->variant : "", row->mode, row->bytes,
          bench_mbyte_per_s(settings, ticks, row->bytes),
          cycles / row->bytes, statistic);
}

void
bench_csv_figure(const struct bench_settings *settings,
                 const struct bench_row *row,
                 const struct bench_figure *figure)
{
  if (settings->csv == NULL)
    return;
  csv_line(settings, row, figure->ticks, figure->cycles, "median");
  csv_line(settings, row, figure->best_ticks, figure->best_cycles, "best");
}
