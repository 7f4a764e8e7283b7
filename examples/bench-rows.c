/* SPDX-License-Identifier: ISC */
/* examples/bench-rows.c: the table's rows for one algorithm, mode by mode:
   thistle's (its many row first where it has one), each peer's, and the
   masked OpenSSL row where the algorithm has one (bench-masked.c), all
   measured taking turns, and the ratio of thistle's rows to the best
   peer. The many modes hash a batch of messages: thistle through its many
   API (and once more one message after another, its single-stream row),
   the peers one message after another, which is what they offer. The
   SHAKE batches are the shapes post-quantum schemes ask for (ML-KEM's
   matrix expansion, hash-based signatures' tree nodes), their figures
   per byte of output.

   Units: Mbyte/s is 10^6 bytes per second of wall time (the tick
   counter's rate); cycles are core cycles (bench-clock.c converts);
   cycles/block is cycles/byte times the hash's block size, 64 or 128
   bytes. */

#include "bench-rows.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "thistle/thistle.h"
#include "bench-masked.h"
#include "bench-thistle.h"

#define UPDATE_BYTES 16384
#define CHECK_BYTES 1000                /* not a whole number of blocks */
/* The many modes' messages are up to MANY_BYTES each, distinct buffers
   that stay in the L2 cache. */
#define MANY_BYTES 16384
#define MAX_LIBRARIES 8
/* The rows of a mode take turns this many times, so that a slow spell of
   the machine falls on all of them, not on one. */
#define ROUNDS 4
#define LABEL_WIDTH 31  /* "openssl hmac-sha256 (no sha_ni)" */
#define MODE_WIDTH 13   /* "seed+64x2>504" */

void
bench_flush_stdout(void)
{
  if (fflush(stdout) != 0 || ferror(stdout))
    {
      fprintf(stderr, "thistle-benchmark: standard output: %s\n",
              strerror(errno ? errno : EIO));
      exit(1);
    }
}

/* The input, the same bytes for every library; hashed from cache, as a
   program hashing what it just produced or read does. */
static uint8_t data[UPDATE_BYTES] __attribute__((aligned(64)));

static uint8_t batch_data[BENCH_BATCH * MANY_BYTES]
  __attribute__((aligned(64)));

static void
stream_work(void *arg, size_t units)
{
  struct bench_task *t = arg;
  while (units--)
    t->subject->update(t->subject->state, data, t->bytes);
}

static void
message_work(void *arg, size_t units)
{
  struct bench_task *t = arg;
  while (units--)
    t->subject->message(t->subject->state, data, t->bytes, t->out);
}

/* SHAKE's output, UPDATE_BYTES at a time, from the message started. */
static uint8_t squeezed[UPDATE_BYTES] __attribute__((aligned(64)));

static void
squeeze_work(void *arg, size_t units)
{
  struct bench_task *t = arg;
  while (units--)
    t->subject->squeeze(t->subject->state, squeezed, t->bytes);
}

/* A batch: many() at once, or one message() after another; a SHAKE
   batch's outputs back to back, one xof_message() after another. */
static void
many_work(void *arg, size_t units)
{
  struct bench_task *t = arg;
  const struct bench_subject *s = t->subject;
  const struct bench_xof_batch *x = t->mode->xof_batch;
  const uint8_t *messages[BENCH_BATCH];
  size_t length[BENCH_BATCH], i;
  size_t each = x ? x->message_bytes : t->bytes / BENCH_BATCH;
  size_t out_bytes = x ? x->out_bytes : 0;

  for (i = 0; i < BENCH_BATCH; i++)
    {
      messages[i] = batch_data + i * MANY_BYTES;
      length[i] = each;
    }
  while (units--)
    if (t->use_many)
      s->many(s->state, BENCH_BATCH, messages, length, t->out, out_bytes);
    else if (x)
      for (i = 0; i < BENCH_BATCH; i++)
        s->xof_message(s->state, messages[i], each, t->out + i * out_bytes,
                       out_bytes);
    else
      for (i = 0; i < BENCH_BATCH; i++)
        s->message(s->state, messages[i], each, t->out);
}

/* The SHAKE batches: "seed+" is a 32-byte seed absorbed once in the
   prefix, "64xI>O" 64 messages of I bytes, O bytes of output each. */
#define SEED_BYTES 32
#define XOF_BATCH(label, xof, prefix, in, out)                              \
  { label, label, BENCH_BATCH * (out), many_work, 0, 1,                     \
    &(const struct bench_xof_batch) { xof, prefix, in, out } }

const struct bench_mode bench_modes[] = {
  { "update", "update", UPDATE_BYTES, stream_work, 1, 0, NULL },
  { "64 B", "message", 64, message_work, 0, 0, NULL },
  { "256 B", "message", 256, message_work, 0, 0, NULL },
  { "1024 B", "message", 1024, message_work, 0, 0, NULL },
  { "8192 B", "message", 8192, message_work, 0, 0, NULL },
  { "squeeze", "squeeze", UPDATE_BYTES, squeeze_work, 1, 0, NULL },
  { "64x64 B", "batch", BENCH_BATCH * 64, many_work, 0, 1, NULL },
  { "64x1 K", "batch", BENCH_BATCH * 1024, many_work, 0, 1, NULL },
  { "64x4 K", "batch", BENCH_BATCH * 4096, many_work, 0, 1, NULL },
  { "64x16 K", "batch", BENCH_BATCH * 16384, many_work, 0, 1, NULL },
  XOF_BATCH("64x34>504", &bench_shake128, 0, 34, 504),
  XOF_BATCH("seed+64x2>504", &bench_shake128, SEED_BYTES, 2, 504),
  XOF_BATCH("seed+64x2>840", &bench_shake128, SEED_BYTES, 2, 840),
  XOF_BATCH("64x64>32", &bench_shake256, 0, 64, 32),
};
const size_t bench_n_modes = sizeof(bench_modes) / sizeof(bench_modes[0]);

/* The many rows are for each family's representative only, a SHAKE
   batch for its algorithm. */
int
bench_mode_applies(const struct bench_mode *mode,
                   const struct bench_algorithm *algorithm)
{
  const char *name = algorithm->hash->name;
  if (mode->xof_batch)
    return mode->xof_batch->xof == algorithm->hash && !algorithm->hmac;
  if (mode->work == squeeze_work)
    return bench_hash_is_xof(algorithm->hash);
  if (mode->many)
    return !algorithm->hmac && (strcmp(name, "sha1") == 0
                                || strcmp(name, "sha256") == 0
                                || strcmp(name, "sha512") == 0
                                || strcmp(name, "sha3_256") == 0);
  return !(mode->streaming && algorithm->hmac);
}

void
bench_task_start(struct bench_task *task, const struct bench_subject *subject,
                 const struct bench_mode *mode, int use_many)
{
  task->subject = subject;
  task->mode = mode;
  task->bytes = mode->bytes;
  task->use_many = use_many;
  bench_sampler_start(&task->sampler, mode->work, task);
  if (mode->streaming)
    subject->start(subject->state);
  if (mode->xof_batch)
    subject->set_prefix(subject->state, data, mode->xof_batch->prefix_bytes);
}

/* The check message's digest, computed by subject into out. */
static void
check_digest(const struct bench_subject *subject, uint8_t *out)
{
  static int filled;
  size_t i;
  if (!filled)
    {
      for (i = 0; i < sizeof(data); i++)
        data[i] = (uint8_t) (i * 167 + 13);
      for (i = 0; i < sizeof(batch_data); i++)
        batch_data[i] = (uint8_t) (i * 131 + 7);
      filled = 1;
    }
  subject->message(subject->state, data, CHECK_BYTES, out);
}

/* Why a peer's row is missing when the peer lacks the algorithm (nettle
   3.8 has no SHAKE128): the run still succeeds, as for a KDF it lacks. */
static const char not_in_library[] = "not in this library";

const char *
bench_open_checked(const struct bench_library *library,
                   const struct bench_algorithm *algorithm,
                   struct bench_subject *subject)
{
  uint8_t reference[THISTLE_MAX_DIGEST_SIZE], out[THISTLE_MAX_DIGEST_SIZE];
  struct bench_subject thistle;
  int round;

  memset(&thistle, 0, sizeof(thistle));
  memset(subject, 0, sizeof(*subject));
  if (!bench_thistle.open(algorithm, &thistle))
    return "not in thistle";
  check_digest(&thistle, reference);
  thistle.close(thistle.state);
  if (!library->open(algorithm, subject))
    return not_in_library;
  if (bench_hash_is_xof(algorithm->hash)
      && (subject->squeeze == NULL || subject->xof_message == NULL
          || subject->set_prefix == NULL))
    {
      subject->close(subject->state);
      return "no output stream in this library";
    }
  for (round = 0; round < 2; round++)
    {
      check_digest(subject, out);
      if (memcmp(out, reference, algorithm->hash->digest_size) != 0)
        {
          subject->close(subject->state);
          return "its digest differs from thistle's";
        }
    }
  return NULL;
}

size_t
bench_rows_figures(const struct bench_algorithm *algorithm,
                   const struct bench_library *const *peers)
{
  size_t libraries = 1 + algorithm->hmac
    + bench_masked_applies(algorithm, peers), n = 0, i;
  while (*peers++)
    libraries++;
  /* Each library has a row of each mode, thistle one more of each many
     mode. */
  for (i = 0; i < bench_n_modes; i++)
    if (bench_mode_applies(&bench_modes[i], algorithm))
      n += libraries + bench_modes[i].many;
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
static struct row rows[MAX_ROWS];

/* The throughput of bytes per ticks, in 10^6 bytes per second. */
static double
mbyte_per_s(const struct bench_settings *settings, double ticks,
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

/* Prints row r of mode, with vs_best_peer (the best peer's cycles over
   thistle's) unless it is 0, and writes its CSV lines. */
static void
print_row(const struct bench_settings *settings, const struct group *g,
          size_t r, const struct bench_mode *mode, double vs_best_peer)
{
  const struct row *w = &rows[r];
  const struct bench_figure *f = &w->figure;
  char core[32], label[128], ratio[16] = "";
  int thistle = w->library == 0, masked = w->library == g->n;
  struct bench_row row = {
    w->use_many ? g->many_name : g->name,
    masked ? BENCH_MASKED_LIBRARY : g->libraries[w->library]->name,
    masked ? BENCH_MASKED_NOTE : !thistle ? NULL : !w->use_many
    ? bench_implementation(g->algorithm->hash)
    : bench_lane_core(g->algorithm->hash, BENCH_BATCH, core, sizeof(core))
    ? core : "single",
    mode->name, mode->label, mode->bytes,
    mode->xof_batch ? mode->xof_batch->out_bytes
    : g->algorithm->hash->block_size
  };
  double per_byte = f->cycles / row.bytes;

  format_label(&row, label, sizeof(label));
  if (w->why)
    {
      printf("%-*s %-*s %9s   (%s)\n", LABEL_WIDTH, label, MODE_WIDTH,
             row.mode_label, "-", w->why);
      return;
    }
  if (vs_best_peer > 0)
    snprintf(ratio, sizeof(ratio), "%.2fx", vs_best_peer);
  printf("%-*s %-*s %9.1f %12.2f %13.1f", LABEL_WIDTH, label, MODE_WIDTH,
         row.mode_label, mbyte_per_s(settings, f->ticks, row.bytes),
         per_byte, per_byte * row.block_size);
  if (ratio[0] || settings->verbose)
    printf(" %13s", ratio);
  if (settings->verbose)
    printf("   best %.2f, %.2f-%.2f cycles/byte, %u (%u dropped)",
           f->best_cycles / row.bytes, f->p10_cycles / row.bytes,
           f->p90_cycles / row.bytes, f->intervals, f->dropped);
  printf("\n");
  bench_flush_stdout();
  bench_csv_figure(settings, &row, f);
}

/* Each row's output of a SHAKE batch, worked once, must be thistle's
   single stream's (row reference): so no row times another prefix or
   output length, and thistle's many API is checked against its single
   stream. Sets why of the rows that differ. */
static void
check_batch(const struct group *g, size_t n_rows, size_t reference)
{
  static uint8_t expected[BENCH_BATCH * BENCH_MAX_OUTPUT];
  size_t r, size;

  if (rows[reference].why)
    return;
  size = BENCH_BATCH * rows[reference].task.mode->xof_batch->out_bytes;
  rows[reference].task.mode->work(&rows[reference].task, 1);
  memcpy(expected, rows[reference].task.out, size);
  for (r = 0; r < n_rows; r++)
    if (r != reference && rows[r].why == NULL && rows[r].library != g->n)
      {
        memset(rows[r].task.out, 0, size);
        rows[r].task.mode->work(&rows[r].task, 1);
        if (memcmp(rows[r].task.out, expected, size) != 0)
          rows[r].why = "its output differs from thistle's single stream";
      }
}

/* Measures and prints the rows of mode, here or in the masked process;
   returns how many could not be measured. */
static unsigned
mode_rows(const struct bench_settings *settings, struct group *g,
          size_t mode)
{
  const double seconds = settings->seconds / ROUNDS;
  size_t n_rows = 0, r, i, single = 0;
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
      if (i == 0)
        single = n_rows;
      rows[n_rows].library = i;
      rows[n_rows++].use_many = 0;
    }
  for (r = 0; r < n_rows; r++)
    {
      struct row *w = &rows[r];
      if ((w->why = g->why[w->library]) == NULL && w->library == g->n)
        w->why = bench_masked_begin(g->algorithm, mode);
      else if (w->why == NULL)
        bench_task_start(&w->task, &g->subjects[w->library],
                         &bench_modes[mode], w->use_many);
    }
  if (bench_modes[mode].xof_batch)
    check_batch(g, n_rows, single);
  for (round = 0; round < ROUNDS; round++)
    for (r = 0; r < n_rows; r++)
      if (rows[r].why == NULL && rows[r].library == g->n)
        rows[r].why = bench_masked_round(seconds);
      else if (rows[r].why == NULL)
        bench_sampler_round(&rows[r].task.sampler, seconds,
                            &settings->clocks);
  for (r = 0; r < n_rows; r++)
    {
      struct row *w = &rows[r];
      if (w->why == NULL && w->library == g->n)
        w->why = bench_masked_figure(&w->figure);
      else if (w->why == NULL)
        bench_sampler_figure(&w->task.sampler, &settings->clocks,
                             &w->figure);
      if (w->why == NULL && w->library > 0
          && (w->library == g->n
              || g->libraries[w->library] != &bench_thistle_generic)
          && (w->library == g->n) == g->masked_is_peer
          && (best_peer == 0 || w->figure.cycles < best_peer))
        best_peer = w->figure.cycles;
    }
  for (r = 0; r < n_rows; r++)
    {
      missing += rows[r].why != NULL
        && (rows[r].library == 0 || rows[r].why != not_in_library);
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
  size_t i, m;
  unsigned missing = 0;

  memset(&g, 0, sizeof(g));
  g.algorithm = algorithm;
  g.libraries[g.n++] = &bench_thistle;
  if (algorithm->hmac)
    g.libraries[g.n++] = &bench_thistle_generic;
  g.has_masked = bench_masked_applies(algorithm, peers);
  while (*peers && g.n < MAX_LIBRARIES)
    g.libraries[g.n++] = *peers++;
  for (i = 0; i < g.n; i++)
    g.why[i] = bench_open_checked(g.libraries[i], algorithm, &g.subjects[i]);
  g.masked_is_peer = g.has_masked
    && strcmp(bench_implementation(algorithm->hash), "sha_ni") != 0;
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
  return missing;
}

void
bench_table_header(const struct bench_settings *settings)
{
  printf("\n%-*s %-*s %9s %12s %13s %13s\n", LABEL_WIDTH, "Algorithm",
         MODE_WIDTH, "mode", "Mbyte/s", "cycles/byte", "cycles/block",
         "vs best peer");
  printf("(Mbyte/s = 10^6 bytes/s. update: 16 KiB calls into one long "
         "message; N B:\n whole messages of N bytes, init+update+digest "
         "each. 64xN: a batch of 64 such\n messages, thistle's many API "
         "(its single-stream row beside it) against the\n peers' one "
         "message after another; cycles/block per message. 64xI>O: 64\n"
         " SHAKE messages of I bytes, O bytes of output each (seed+: after "
         "a 32-byte seed\n absorbed once), per byte of output, and "
         "cycles/block is cycles per message.\n HMAC: the key set once, "
         "each message restarts from the keyed state. vs best\n peer: the "
         "fastest peer's cycles over thistle's, same mode (above 1: thistle"
         "\n is faster); cycles, as the clock wanders. Each figure: the "
         "median of its\n intervals%s.%s)\n",
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
          mbyte_per_s(settings, ticks, row->bytes), cycles / row->bytes,
          statistic);
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
