/* examples/bench-rows.c: the table's rows for one algorithm. A row kind is
   an entry of `modes` and the work function that drives a subject through
   it. The many modes hash a batch of messages: thistle through its many
   API (and once more one message after another, its single-stream row),
   the peers one message after another, which is what they offer. */

#include "bench-rows.h"

#include <stdio.h>
#include <string.h>

#include "bench-measure.h"
#include "bench-variants.h"
#include "compress.h"
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
  int many;                     /* a batch of BATCH messages */
};

/* The many modes: BATCH messages of up to MANY_BYTES each, distinct
   buffers that stay in the L2 cache. */
#define BATCH 64
#define MANY_BYTES 16384

/* The input, the same bytes for every library; hashed from cache, as a
   program hashing what it just produced or read does. */
static uint8_t data[UPDATE_BYTES] __attribute__((aligned(64)));

static uint8_t batch_data[BATCH * MANY_BYTES] __attribute__((aligned(64)));

struct work {
  const struct bench_subject *subject;
  size_t bytes;
  int use_many;                 /* the subject's many function */
  uint8_t out[BATCH * MAX_DIGEST];
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

/* A batch: many() at once, or one message() after another. */
static void
many_work(void *arg, size_t units)
{
  struct work *w = arg;
  const uint8_t *messages[BATCH];
  size_t length[BATCH], i, each = w->bytes / BATCH;

  for (i = 0; i < BATCH; i++)
    {
      messages[i] = batch_data + i * MANY_BYTES;
      length[i] = each;
    }
  while (units--)
    if (w->use_many)
      w->subject->many(w->subject->state, BATCH, messages, length, w->out);
    else
      for (i = 0; i < BATCH; i++)
        w->subject->message(w->subject->state, messages[i], each, w->out);
}

static const struct mode modes[] = {
  { "update", "update", UPDATE_BYTES, stream_work, 1, 0 },
  { "64 B", "message", 64, message_work, 0, 0 },
  { "256 B", "message", 256, message_work, 0, 0 },
  { "1024 B", "message", 1024, message_work, 0, 0 },
  { "8192 B", "message", 8192, message_work, 0, 0 },
  { "64x64 B", "batch", BATCH * 64, many_work, 0, 1 },
  { "64x1 K", "batch", BATCH * 1024, many_work, 0, 1 },
  { "64x4 K", "batch", BATCH * 4096, many_work, 0, 1 },
  { "64x16 K", "batch", BATCH * 16384, many_work, 0, 1 },
};
#define N_MODES (sizeof(modes) / sizeof(modes[0]))

/* The many rows are for each family's representative only. */
static int
mode_applies(const struct mode *mode, const struct bench_algorithm *algorithm)
{
  const char *name = algorithm->hash->name;
  if (mode->many)
    return !algorithm->hmac && (strcmp(name, "sha1") == 0
                                || strcmp(name, "sha256") == 0
                                || strcmp(name, "sha512") == 0);
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

size_t
bench_rows_thistle_extra(const struct bench_algorithm *algorithm)
{
  size_t i, n = 0;
  for (i = 0; i < N_MODES; i++)
    n += modes[i].many && mode_applies(&modes[i], algorithm);
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

  memset(subject, 0, sizeof(*subject));
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

/* A mode's rows: the library of each, and whether it uses many(). */
#define MAX_ROWS (MAX_LIBRARIES + 1)
static struct bench_sampler samplers[MAX_ROWS];

/* The many core thistle starts a batch with, "sha_ni-x2", or "single". */
static const char *
many_core_name(const struct bench_algorithm *algorithm, char *name,
               size_t size)
{
  const struct thistle_lane_core *core =
    _thistle_many_core((enum thistle_family) bench_family_of(algorithm->hash),
                       BATCH);
  if (core)
    snprintf(name, size, "%s-x%u", core->token, core->lanes);
  else
    snprintf(name, size, "single");
  return name;
}

unsigned
bench_rows(const struct bench_settings *settings,
           const struct bench_algorithm *algorithm,
           const struct bench_library *const *peers)
{
  const struct bench_library *libraries[MAX_LIBRARIES];
  struct bench_subject subjects[MAX_LIBRARIES];
  const char *why[MAX_LIBRARIES];
  uint8_t reference[MAX_DIGEST] = { 0 };
  char name[32], many_name[48], core[32];
  size_t n = 0, i, m;
  unsigned missing = 0;

  libraries[n++] = &bench_thistle;
  while (*peers && n < MAX_LIBRARIES)
    libraries[n++] = *peers++;
  for (i = 0; i < sizeof(data); i++)
    data[i] = (uint8_t) (i * 167 + 13);
  for (i = 0; i < sizeof(batch_data); i++)
    batch_data[i] = (uint8_t) (i * 131 + 7);
  for (i = 0; i < n; i++)
    why[i] = open_checked(libraries[i], algorithm, &subjects[i], reference);
  snprintf(name, sizeof(name), "%s%s", algorithm->hmac ? "hmac-" : "",
           algorithm->hash->name);
  snprintf(many_name, sizeof(many_name), "%s many", name);

  printf("\n");
  for (m = 0; m < N_MODES; m++)
    {
      struct bench_figure figures[MAX_ROWS];
      struct work works[MAX_ROWS];
      size_t library[MAX_ROWS], rows = 0, r;
      double best_peer = 0;             /* the fewest cycles of a peer */
      int round;

      if (!mode_applies(&modes[m], algorithm))
        continue;
      for (i = 0; i < n; i++)
        {
          /* thistle's many row comes first, then its single-stream one. */
          if (modes[m].many && !why[i] && subjects[i].many)
            {
              library[rows] = i;
              works[rows++].use_many = 1;
            }
          library[rows] = i;
          works[rows++].use_many = 0;
        }
      for (r = 0; r < rows; r++)
        if (!why[library[r]])
          {
            works[r].subject = &subjects[library[r]];
            works[r].bytes = modes[m].bytes;
            bench_sampler_start(&samplers[r], modes[m].work, &works[r]);
            if (modes[m].streaming)
              subjects[library[r]].start(subjects[library[r]].state);
          }
      for (round = 0; round < ROUNDS; round++)
        for (r = 0; r < rows; r++)
          if (!why[library[r]])
            bench_sampler_round(&samplers[r], settings->seconds / ROUNDS,
                                &settings->clocks);
      for (r = 0; r < rows; r++)
        if (!why[library[r]])
          {
            bench_sampler_figure(&samplers[r], &settings->clocks,
                                 &figures[r]);
            if (library[r] > 0
                && (best_peer == 0 || figures[r].cycles < best_peer))
              best_peer = figures[r].cycles;
          }
      for (r = 0; r < rows; r++)
        {
          int thistle = library[r] == 0;
          struct bench_row row = {
            works[r].use_many ? many_name : name, libraries[library[r]]->name,
            !thistle ? NULL : works[r].use_many
            ? many_core_name(algorithm, core, sizeof(core))
            : thistle_implementation(algorithm->hash->name),
            modes[m].name, modes[m].label,
            modes[m].bytes, algorithm->hash->block_size
          };
          if (why[library[r]])
            {
              bench_table_unavailable(&row, why[library[r]]);
              missing++;
            }
          else
            bench_table_row(settings, &row, &figures[r],
                            thistle && best_peer > 0
                            ? best_peer / figures[r].cycles : 0);
        }
    }
  for (i = 0; i < n; i++)
    if (!why[i])
      subjects[i].close(subjects[i].state);
  return missing;
}
