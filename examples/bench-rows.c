/* examples/bench-rows.c: the table's rows for one algorithm. A row kind is
   an entry of `modes` and the work function that drives a subject through
   it. */

#include "bench-rows.h"

#include <stdio.h>
#include <string.h>

#include "bench-measure.h"
#include "thistle/thistle.h"

#define UPDATE_BYTES 16384
#define CHECK_BYTES 1000                /* not a whole number of blocks */
#define MAX_LIBRARIES 8
#define MAX_DIGEST 64
/* The libraries of a row group take turns this many times, so that a
   slow spell of the machine falls on all of them, not on one. */
#define ROUNDS 4

struct mode {
  const char *label;            /* the table's */
  const char *name;             /* the CSV's */
  size_t bytes;                 /* per unit of work */
  bench_work *work;
  int streaming;                /* needs start/update, so no HMAC rows */
};

/* The input, the same bytes for every library; hashed from cache, as a
   program hashing what it just produced or read does. */
static uint8_t data[UPDATE_BYTES] __attribute__((aligned(64)));

struct work {
  const struct bench_subject *subject;
  size_t bytes;
  uint8_t out[MAX_DIGEST];
};

static void
stream_work(void *arg, size_t units)
{
  struct work *w = arg;
  while (units--)
    w->subject->update(w->subject->state, data, w->bytes);
}

static void
message_work(void *arg, size_t units)
{
  struct work *w = arg;
  while (units--)
    w->subject->message(w->subject->state, data, w->bytes, w->out);
}

static const struct mode modes[] = {
  { "update", "update", UPDATE_BYTES, stream_work, 1 },
  { "64 B", "message", 64, message_work, 0 },
  { "256 B", "message", 256, message_work, 0 },
  { "1024 B", "message", 1024, message_work, 0 },
  { "8192 B", "message", 8192, message_work, 0 },
};
#define N_MODES (sizeof(modes) / sizeof(modes[0]))

static int
mode_applies(const struct mode *mode, const struct bench_algorithm *algorithm)
{
  return !(mode->streaming && algorithm->hmac);
}

size_t
bench_rows_per_library(const struct bench_algorithm *algorithm)
{
  size_t i, n = 0;
  for (i = 0; i < N_MODES; i++)
    n += mode_applies(&modes[i], algorithm);
  return n;
}

/* Opens algorithm in library; returns NULL, or why it cannot be measured.
   Every library's digest of the same message must equal thistle's (the
   first opened), twice running, so that a peer's row never measures a
   different algorithm or a context that does not restart. */
static const char *
open_checked(const struct bench_library *library,
             const struct bench_algorithm *algorithm,
             struct bench_subject *subject, uint8_t *reference)
{
  uint8_t out[MAX_DIGEST];
  size_t size = algorithm->hash->digest_size;
  int round;

  if (!library->open(algorithm, subject))
    return "not in this library";
  for (round = 0; round < 2; round++)
    {
      subject->message(subject->state, data, CHECK_BYTES, out);
      if (library == &bench_thistle && round == 0)
        memcpy(reference, out, size);
      else if (memcmp(out, reference, size) != 0)
        {
          subject->close(subject->state);
          return "its digest differs from thistle's";
        }
    }
  return NULL;
}

static struct bench_sampler samplers[MAX_LIBRARIES];

unsigned
bench_rows(const struct bench_settings *settings,
           const struct bench_algorithm *algorithm,
           const struct bench_library *const *peers)
{
  const struct bench_library *libraries[MAX_LIBRARIES];
  struct bench_subject subjects[MAX_LIBRARIES];
  const char *why[MAX_LIBRARIES];
  uint8_t reference[MAX_DIGEST] = { 0 };
  char name[32];
  size_t n = 0, i, m;
  unsigned missing = 0;

  libraries[n++] = &bench_thistle;
  while (*peers && n < MAX_LIBRARIES)
    libraries[n++] = *peers++;
  for (i = 0; i < sizeof(data); i++)
    data[i] = (uint8_t) (i * 167 + 13);
  for (i = 0; i < n; i++)
    why[i] = open_checked(libraries[i], algorithm, &subjects[i], reference);
  snprintf(name, sizeof(name), "%s%s", algorithm->hmac ? "hmac-" : "",
           algorithm->hash->name);

  printf("\n");
  for (m = 0; m < N_MODES; m++)
    {
      struct bench_figure figures[MAX_LIBRARIES];
      struct work works[MAX_LIBRARIES];
      double best_peer = 0;             /* the fewest cycles of a peer */
      int round;

      if (!mode_applies(&modes[m], algorithm))
        continue;
      for (i = 0; i < n; i++)
        if (!why[i])
          {
            works[i].subject = &subjects[i];
            works[i].bytes = modes[m].bytes;
            bench_sampler_start(&samplers[i], modes[m].work, &works[i]);
            if (modes[m].streaming)
              subjects[i].start(subjects[i].state);
          }
      for (round = 0; round < ROUNDS; round++)
        for (i = 0; i < n; i++)
          if (!why[i])
            bench_sampler_round(&samplers[i], settings->seconds / ROUNDS,
                                &settings->clocks);
      for (i = 0; i < n; i++)
        if (!why[i])
          {
            bench_sampler_figure(&samplers[i], &settings->clocks,
                                 &figures[i]);
            if (i > 0 && (best_peer == 0 || figures[i].cycles < best_peer))
              best_peer = figures[i].cycles;
          }
      for (i = 0; i < n; i++)
        {
          struct bench_row row = {
            name, libraries[i]->name,
            i == 0 ? thistle_implementation(algorithm->hash->name) : NULL,
            modes[m].name, modes[m].label, modes[m].bytes,
            algorithm->hash->block_size
          };
          if (why[i])
            {
              bench_table_unavailable(&row, why[i]);
              missing++;
            }
          else
            bench_table_row(settings, &row, &figures[i],
                            i == 0 && best_peer > 0
                            ? best_peer / figures[0].cycles : 0);
        }
    }
  for (i = 0; i < n; i++)
    if (!why[i])
      subjects[i].close(subjects[i].state);
  return missing;
}
