/* SPDX-License-Identifier: ISC */
/* examples/bench-variants.c: the compress_n variants of this build, walked
   from the library's internal variant table, so that every variant the
   library gains is measured without a change here. */

#include "bench-variants.h"

#include <stdio.h>
#include <string.h>

#include "compress.h"
#include "fat-setup.h"
#include "bench-measure.h"

#define MAX_BLOCKS 64
#define MAX_BLOCK_SIZE 128

int
bench_variant_status(const char *token)
{
  const struct thistle_variant *v;
  int found = 0;

  for (v = _thistle_variants; v->token; v++)
    if (strcmp(v->token, token) == 0)
      {
        if (_thistle_variant_usable(v))
          return 1;
        found = -1;
      }
  return found;
}

void
bench_variant_list(FILE *out, const char *prefix)
{
  const struct thistle_variant *v, *w;
  fprintf(out, "%s", prefix);
  for (v = _thistle_variants; v->token; v++)
    {
      /* Each token once, at its first entry. */
      for (w = _thistle_variants; strcmp(w->token, v->token) != 0; w++)
        ;
      if (w == v)
        fprintf(out, " %s", v->token);
    }
  fprintf(out, "\n");
}

size_t
bench_variant_figures(const int families[BENCH_FAMILIES])
{
  const struct thistle_variant *v;
  size_t n = 0;
  for (v = _thistle_variants; v->token; v++)
    if (families[v->family] && _thistle_variant_usable(v))
      n += 2;
  return n;
}

/* The input blocks, hashed from cache; the state is a running hash, so
   each call depends on the one before, as in a long message. */
static uint8_t blocks_data[MAX_BLOCKS * MAX_BLOCK_SIZE]
  __attribute__((aligned(64)));

struct compress_work {
  const struct thistle_variant *variant;
  size_t blocks;
  uint32_t state32[8];
  uint64_t state64[8];
};

static void
compress_work(void *arg, size_t units)
{
  struct compress_work *w = arg;
  void *state = w->variant->family == THISTLE_FAMILY_SHA512
    ? (void *) w->state64 : (void *) w->state32;
  while (units--)
    _thistle_variant_call(w->variant, state, blocks_data, w->blocks);
}

/* Measures v at blocks per call into figure, and writes its CSV lines. */
static void
measure_variant(const struct bench_settings *settings,
                const struct thistle_variant *v, size_t blocks,
                struct bench_figure *figure)
{
  struct compress_work work = { v, blocks, { 0 }, { 0 } };
  struct bench_row row = {
    _thistle_family_name(v->family), "thistle", v->token, "compress",
    "compress", blocks * _thistle_family_block_size(v->family), _thistle_family_block_size(v->family)
  };
  bench_measure(compress_work, &work, settings->seconds, &settings->clocks,
                figure);
  bench_csv_figure(settings, &row, figure);
}

void
bench_variant_lines(const struct bench_settings *settings,
                    const int families[BENCH_FAMILIES])
{
  const struct thistle_variant *v;
  size_t i;

  for (i = 0; i < sizeof(blocks_data); i++)
    blocks_data[i] = (uint8_t) (i * 89 + 7);
  printf("\nCompression functions, core cycles per block (median, best):\n");
  for (v = _thistle_variants; v->token; v++)
    {
      struct bench_figure many, one;
      char label[48];
      if (!families[v->family] || !_thistle_variant_usable(v))
        continue;
      measure_variant(settings, v, MAX_BLOCKS, &many);
      measure_variant(settings, v, 1, &one);
      snprintf(label, sizeof(label), "%s (%s):",
               _thistle_family_name(v->family), v->token);
      printf("  %-28s %7.1f cycles/block (best %7.1f) at %d blocks per call;"
             " %7.1f (best %7.1f) at 1\n", label,
             many.cycles / MAX_BLOCKS, many.best_cycles / MAX_BLOCKS,
             MAX_BLOCKS, one.cycles, one.best_cycles);
      fflush(stdout);
    }
}
