/* SPDX-License-Identifier: ISC */
/* examples/bench-rows.c: the table's rows for one algorithm, mode by mode
   (bench-work.c): thistle's (its many row first where it has one), each
   peer's, and the masked OpenSSL row where the algorithm has one
   (bench-masked.c), all measured taking turns, and the ratio of thistle's
   rows to the best peer. */

#include "bench-rows.h"

#include <stdio.h>
#include <string.h>

#include "bench-masked.h"
#include "bench-clock.h"
#include "bench-thistle.h"
#include "bench-work.h"
#include "compress.h"
#include "thistle/thistle.h"

#define MAX_LIBRARIES 8
/* The rows of a mode take turns this many times, so that a slow spell of
   the machine falls on all of them, not on one. */
#define ROUNDS 4

size_t
bench_rows_per_library(const struct bench_algorithm *algorithm)
{
  size_t i, n = 0;
  for (i = 0; i < bench_n_modes; i++)
    n += bench_mode_applies(&bench_modes[i], algorithm);
  return n;
}

size_t
bench_rows_thistle_extra(const struct bench_algorithm *algorithm)
{
  size_t i, n = 0;
  for (i = 0; i < bench_n_modes; i++)
    n += bench_modes[i].many && bench_mode_applies(&bench_modes[i],
                                                   algorithm);
  return n;
}

/* The rows of one algorithm: the libraries opened in this process,
   thistle first, and the masked row, whose library index is n. */
struct group {
  const struct bench_algorithm *algorithm;
  const struct bench_library *libraries[MAX_LIBRARIES];
  struct bench_subject subjects[MAX_LIBRARIES];
  const char *why[MAX_LIBRARIES + 1];   /* why one cannot be measured */
  size_t n;
  int has_masked;
  /* The masked row is thistle's peer, and the only one, when the variant
     thistle runs does without SHA-NI: OpenSSL, nettle and libgcrypt use
     it. Otherwise the masked row is only a reference. */
  int masked_is_peer;
  char name[32], many_name[48];
};

/* A row of a mode: whose, and what it measured. */
struct row {
  size_t library;
  int use_many;                 /* thistle's many row */
  const char *why;              /* why it cannot be measured, or NULL */
  struct bench_task task;
  struct bench_figure figure;
};

#define MAX_ROWS (MAX_LIBRARIES + 2)    /* + thistle's many row, masked */
static struct bench_sampler samplers[MAX_ROWS];
static struct row rows[MAX_ROWS];

/* Row r's start, one round of it, its figure: here, or in the masked
   process. Each returns NULL, or why the row cannot be measured. */
static const char *
row_start(struct group *g, size_t r, size_t mode)
{
  if (rows[r].library == g->n)
    return bench_masked_mode(mode);
  bench_task_start(&rows[r].task, &samplers[r],
                   &g->subjects[rows[r].library], &bench_modes[mode],
                   rows[r].use_many);
  return NULL;
}

static const char *
row_round(struct group *g, size_t r, const struct bench_settings *settings)
{
  double seconds = settings->seconds / ROUNDS;
  if (rows[r].library == g->n)
    return bench_masked_round(seconds);
  bench_sampler_round(&samplers[r], seconds, &settings->clocks);
  return NULL;
}

static const char *
row_figure(struct group *g, size_t r, const struct bench_settings *settings)
{
  if (rows[r].library == g->n)
    return bench_masked_figure(&rows[r].figure);
  bench_sampler_figure(&samplers[r], &settings->clocks, &rows[r].figure);
  return NULL;
}

/* Prints row r of mode, with vs_best_peer unless 0. */
static void
print_row(const struct bench_settings *settings, const struct group *g,
          size_t r, const struct bench_mode *mode, double vs_best_peer)
{
  const struct row *w = &rows[r];
  char core[32];
  int thistle = w->library == 0, masked = w->library == g->n;
  struct bench_row row = {
    w->use_many ? g->many_name : g->name,
    masked ? BENCH_MASKED_LIBRARY : g->libraries[w->library]->name,
    masked ? BENCH_MASKED_NOTE : !thistle ? NULL : !w->use_many
    ? thistle_implementation(g->algorithm->hash->name)
    : bench_lane_core(g->algorithm->hash, BENCH_BATCH, core, sizeof(core))
    ? core : "single",
    mode->name, mode->label, mode->bytes, g->algorithm->hash->block_size
  };
  if (w->why)
    bench_table_unavailable(&row, w->why);
  else
    bench_table_row(settings, &row, &w->figure, vs_best_peer);
}

/* Measures and prints the rows of mode; returns how many could not be
   measured. */
static unsigned
mode_rows(const struct bench_settings *settings, struct group *g,
          size_t mode)
{
  size_t n_rows = 0, r, i;
  double best_peer = 0;             /* the fewest cycles of a peer */
  unsigned missing = 0;
  int round;

  for (i = 0; i < g->n + g->has_masked; i++)
    {
      if (bench_modes[mode].many && i < g->n && !g->why[i]
          && g->subjects[i].many)
        {
          rows[n_rows].library = i;
          rows[n_rows++].use_many = 1;
        }
      rows[n_rows].library = i;
      rows[n_rows++].use_many = 0;
    }
  for (r = 0; r < n_rows; r++)
    if (!(rows[r].why = g->why[rows[r].library]))
      rows[r].why = row_start(g, r, mode);
  for (round = 0; round < ROUNDS; round++)
    for (r = 0; r < n_rows; r++)
      if (!rows[r].why)
        rows[r].why = row_round(g, r, settings);
  for (r = 0; r < n_rows; r++)
    if (!rows[r].why && !(rows[r].why = row_figure(g, r, settings))
        && rows[r].library > 0
        && (rows[r].library == g->n) == g->masked_is_peer
        && (best_peer == 0 || rows[r].figure.cycles < best_peer))
      best_peer = rows[r].figure.cycles;
  for (r = 0; r < n_rows; r++)
    {
      missing += rows[r].why != NULL;
      print_row(settings, g, r, &bench_modes[mode],
                rows[r].library == 0 && best_peer > 0
                ? best_peer / rows[r].figure.cycles : 0);
    }
  return missing;
}

unsigned
bench_rows(const struct bench_settings *settings,
           const struct bench_algorithm *algorithm,
           const struct bench_library *const *peers)
{
  static struct group g;
  uint8_t reference[BENCH_MAX_DIGEST] = { 0 };
  size_t i, m;
  unsigned missing = 0;

  memset(&g, 0, sizeof(g));
  g.algorithm = algorithm;
  g.libraries[g.n++] = &bench_thistle;
  while (*peers && g.n < MAX_LIBRARIES)
    g.libraries[g.n++] = *peers++;
  for (i = 0; i < g.n; i++)
    g.why[i] = bench_open_checked(g.libraries[i], algorithm, &g.subjects[i],
                                  reference);
  if ((g.has_masked = bench_masked_applies(algorithm)))
    {
      g.why[g.n] = bench_masked_open(algorithm);
      g.masked_is_peer =
        strcmp(thistle_implementation(algorithm->hash->name), "sha_ni") != 0;
    }
  snprintf(g.name, sizeof(g.name), "%s%s", algorithm->hmac ? "hmac-" : "",
           algorithm->hash->name);
  snprintf(g.many_name, sizeof(g.many_name), "%s many", g.name);

  printf("\n");
  for (m = 0; m < bench_n_modes; m++)
    if (bench_mode_applies(&bench_modes[m], algorithm))
      missing += mode_rows(settings, &g, m);
  for (i = 0; i < g.n; i++)
    if (!g.why[i])
      g.subjects[i].close(g.subjects[i].state);
  if (g.has_masked && !g.why[g.n])
    bench_masked_close();
  return missing;
}
