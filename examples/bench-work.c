/* SPDX-License-Identifier: ISC */
/* examples/bench-work.c: the modes of the table and the work of each. The
   many modes hash a batch of messages: thistle through its many API (and
   once more one message after another, its single-stream row), the peers
   one message after another, which is what they offer. */

#include "bench-work.h"

#include <string.h>

#include "thistle/thistle.h"

#define UPDATE_BYTES 16384
#define CHECK_BYTES 1000                /* not a whole number of blocks */
/* The many modes' messages are up to MANY_BYTES each, distinct buffers
   that stay in the L2 cache. */
#define MANY_BYTES 16384

/* The input, the same bytes for every library; hashed from cache, as a
   program hashing what it just produced or read does. */
static uint8_t data[UPDATE_BYTES] __attribute__((aligned(64)));

static uint8_t batch_data[BENCH_BATCH * MANY_BYTES]
  __attribute__((aligned(64)));

static void
fill_inputs(void)
{
  size_t i;
  for (i = 0; i < sizeof(data); i++)
    data[i] = (uint8_t) (i * 167 + 13);
  for (i = 0; i < sizeof(batch_data); i++)
    batch_data[i] = (uint8_t) (i * 131 + 7);
}

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

/* A batch: many() at once, or one message() after another. */
static void
many_work(void *arg, size_t units)
{
  struct bench_task *t = arg;
  const uint8_t *messages[BENCH_BATCH];
  size_t length[BENCH_BATCH], i, each = t->bytes / BENCH_BATCH;

  for (i = 0; i < BENCH_BATCH; i++)
    {
      messages[i] = batch_data + i * MANY_BYTES;
      length[i] = each;
    }
  while (units--)
    if (t->use_many)
      t->subject->many(t->subject->state, BENCH_BATCH, messages, length,
                       t->out);
    else
      for (i = 0; i < BENCH_BATCH; i++)
        t->subject->message(t->subject->state, messages[i], each, t->out);
}

const struct bench_mode bench_modes[] = {
  { "update", "update", UPDATE_BYTES, stream_work, 1, 0 },
  { "64 B", "message", 64, message_work, 0, 0 },
  { "256 B", "message", 256, message_work, 0, 0 },
  { "1024 B", "message", 1024, message_work, 0, 0 },
  { "8192 B", "message", 8192, message_work, 0, 0 },
  { "64x64 B", "batch", BENCH_BATCH * 64, many_work, 0, 1 },
  { "64x1 K", "batch", BENCH_BATCH * 1024, many_work, 0, 1 },
  { "64x4 K", "batch", BENCH_BATCH * 4096, many_work, 0, 1 },
  { "64x16 K", "batch", BENCH_BATCH * 16384, many_work, 0, 1 },
};
const size_t bench_n_modes = sizeof(bench_modes) / sizeof(bench_modes[0]);

/* The many rows are for each family's representative only. */
int
bench_mode_applies(const struct bench_mode *mode,
                   const struct bench_algorithm *algorithm)
{
  const char *name = algorithm->hash->name;
  if (mode->many)
    return !algorithm->hmac && (strcmp(name, "sha1") == 0
                                || strcmp(name, "sha256") == 0
                                || strcmp(name, "sha512") == 0);
  return !(mode->streaming && algorithm->hmac);
}

void
bench_task_start(struct bench_task *task, struct bench_sampler *sampler,
                 const struct bench_subject *subject,
                 const struct bench_mode *mode, int use_many)
{
  task->subject = subject;
  task->bytes = mode->bytes;
  task->use_many = use_many;
  bench_sampler_start(sampler, mode->work, task);
  if (mode->streaming)
    subject->start(subject->state);
}

const char *
bench_open_checked(const struct bench_library *library,
                   const struct bench_algorithm *algorithm,
                   struct bench_subject *subject,
                   uint8_t reference[BENCH_MAX_DIGEST])
{
  uint8_t out[BENCH_MAX_DIGEST];
  size_t size = algorithm->hash->digest_size;
  int round;

  if (library == &bench_thistle)
    fill_inputs();
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
