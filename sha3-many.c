/* SPDX-License-Identifier: ISC */
/* sha3-many.c: thistle_sha3_<bits>_many and thistle_shake<bits>_many
   (thistle/many.h): independent sponges over the sha3 lane cores of
   lane-cores.h, or one by one over the single-stream variant.

   Messages are scheduled as many.c schedules them, on the core chosen for
   what is left (_thistle_many_core). Each message is a run of segments
   (segments-internal.h), its padded tail always one block (pad10*1 after
   the domain bits fits in the block that is not full). The core's absorb
   advances every lane by the largest block count all its lanes can take,
   and a lane whose message is absorbed is refilled with the next message,
   so unequal lengths waste no lane. The absorbed wait until a core's
   worth of them can squeeze together: the first block from the states,
   the whole blocks after it straight into the outputs by the core's
   squeeze, and a last partial block through the lanes' buffers. */

#include "config.h"

#include <string.h>

#include "thistle/many.h"
#include "thistle/memops.h"
#include "compress.h"
#include "fat-setup.h"
#include "lane-cores.h"
#include "segments-internal.h"
#include "sponge-internal.h"

/* The common prefix, as its context holds it. */
struct prefix {
  const uint64_t *state;
  const uint8_t *block;                 /* index bytes of message */
  size_t index;
  size_t rate;
  uint8_t suffix;                       /* the domain bits (sponge-internal.h) */
};

/* A message in flight: its index, where it is, its state and its copied
   blocks. */
struct lane {
  struct segments seg;
  uint64_t state[25];
  /* The head block, then the tail block; when squeezing, the last
     partial output block. */
  uint8_t buffer[2 * THISTLE_MAX_BLOCK_SIZE];
  size_t message;
};

/* Sets lane l up for message i, length bytes at data after the prefix:
   its state, the head block, the body in place and the tail, padded into
   one block: the domain bits, then pad10*1's last bit at the block's end
   (FIPS 202, 5.1). */
static void
lane_start(struct lane *l, const struct prefix *p, size_t i,
           const uint8_t *data, size_t length)
{
  size_t rate = p->rate, rest;
  uint8_t *tail = l->buffer + rate;

  memcpy(l->state, p->state, sizeof(l->state));
  l->message = i;
  rest = segments_start(&l->seg, l->buffer, tail, p->block, p->index, data,
                        length, rate);
  memset(tail + rest, 0, rate - rest);
  tail[rest] ^= p->suffix;
  tail[rate - 1] ^= 0x80;
  l->seg.tail_blocks = 1;
  segments_next(&l->seg);
}

/* The lane core, or with core NULL the single-stream variant over the
   first state only. */
static void
run_squeeze(const struct thistle_lane_core *core, uint64_t *const state[],
            uint8_t *const out[], size_t blocks, size_t rate)
{
  if (core)
    core->compress.sha3.squeeze(state, out, blocks, rate);
  else
    _thistle_sha3_squeeze_n(state[0], out[0], blocks, rate);
}

/* One call of core over the first lanes of flight, advancing each by the
   most blocks all of them can take from their current segments; idle
   lanes absorb the first lane's blocks into scratch. Returns that count. */
static size_t
core_step(const struct thistle_lane_core *core, struct lane *const flight[],
          size_t in_flight, size_t rate, uint64_t scratch[25])
{
  uint64_t *state[THISTLE_MAX_SHA3_LANES];
  const uint8_t *data[THISTLE_MAX_SHA3_LANES];
  size_t i, steps = flight[0]->seg.blocks;

  for (i = 0; i < core->lanes; i++)
    {
      state[i] = scratch;
      data[i] = flight[0]->seg.next;
      if (i < in_flight)
        {
          state[i] = flight[i]->state;
          data[i] = flight[i]->seg.next;
          if (flight[i]->seg.blocks < steps)
            steps = flight[i]->seg.blocks;
        }
    }
  core->compress.sha3.absorb(state, data, steps, rate);
  return steps;
}

/* Absorbs the rest of the message in l with the single-stream variant. */
static void
lane_finish_single(struct lane *l, size_t rate)
{
  do
    {
      _thistle_sha3_absorb_n(l->state, l->seg.next, l->seg.blocks, rate);
      l->seg.blocks = 0;
    }
  while (segments_next(&l->seg));
}

/* Squeezes the blocks after the first of out_length bytes of output for
   each of the count absorbed lanes of group, message i's at out + i *
   out_length, on core (NULL: count is 1): the whole blocks straight into
   the outputs, a last partial block through the lanes' buffers. Lanes
   beyond count repeat lane 0 on its own state and output: they compute and
   write exactly its values. */
static void
squeeze_rest(const struct thistle_lane_core *core, struct lane *const group[],
             size_t count, size_t rate, uint8_t *out, size_t out_length)
{
  size_t width = core ? core->lanes : 1, rest = out_length - rate, i = 0;
  uint64_t *state[THISTLE_MAX_SHA3_LANES];
  uint8_t *dest[THISTLE_MAX_SHA3_LANES];

  do                                    /* width > 0: state[0] is set */
    {
      struct lane *l = group[i < count ? i : 0];
      state[i] = l->state;
      dest[i] = out + l->message * out_length + rate;
    }
  while (++i < width);
  run_squeeze(core, state, dest, rest / rate, rate);
  if (rest % rate == 0)
    return;
  for (i = 0; i < width; i++)
    dest[i] = group[i < count ? i : 0]->buffer;
  run_squeeze(core, state, dest, 1, rate);
  for (i = 0; i < count; i++)
    memcpy(out + group[i]->message * out_length + out_length - rest % rate,
           group[i]->buffer, rest % rate);
}

/* Squeezes out_length bytes of each of the count absorbed lanes of group,
   as squeeze_rest, the first block from the states. */
static void
group_squeeze(const struct thistle_lane_core *core, struct lane *const group[],
              size_t count, size_t rate, uint8_t *out, size_t out_length)
{
  size_t first = out_length < rate ? out_length : rate, i;

  if (out_length == 0)                  /* out may be NULL */
    return;
  for (i = 0; i < count; i++)
    sponge_write_lanes(out + group[i]->message * out_length, group[i]->state,
                       first);
  if (out_length > rate)
    squeeze_rest(core, group, count, rate, out, out_length);
}

/* Squeezes the count absorbed lanes in groups, each on the core that
   _thistle_many_core chooses for what is left. */
static void
squeeze_all(struct lane *const absorbed[], size_t count, size_t rate,
            uint8_t *out, size_t out_length)
{
  while (count > 0)
    {
      const struct thistle_lane_core *core =
        _thistle_many_core(THISTLE_FAMILY_SHA3, count);
      size_t group = core && core->lanes < count ? core->lanes
        : core ? count : 1;
      group_squeeze(core, absorbed, group, rate, out, out_length);
      absorbed += group;
      count -= group;
    }
}

/* The n messages after prefix p, out_length bytes of output each, back
   to back at out. Absorbing, a lane whose message ends is refilled with
   the next message, as many.c does, so unequal lengths and the padding
   keep every lane busy; it waits among the absorbed until a core's worth
   of them squeeze together. When too few messages are left to pay for a
   core, the rest absorb one by one. */
static void
sponge_many(const struct prefix *p, size_t n, const void *const data[],
            const size_t length[], uint8_t *out, size_t out_length)
{
  /* At most a core's lanes absorb while fewer than a core's wait. */
  struct lane lanes[2 * THISTLE_MAX_SHA3_LANES];
  struct lane *spare[2 * THISTLE_MAX_SHA3_LANES];
  struct lane *flight[THISTLE_MAX_SHA3_LANES];
  struct lane *absorbed[2 * THISTLE_MAX_SHA3_LANES];
  uint64_t scratch[25];
  const struct thistle_lane_core *core =
    _thistle_many_core(THISTLE_FAMILY_SHA3, n);
  size_t next = 0, in_flight = 0, waiting = 0, n_spare = 0, used = 0;
  size_t chosen_for = n, i;

  for (i = 2 * THISTLE_MAX_SHA3_LANES; i-- > 0;)
    spare[n_spare++] = &lanes[i];
  while (core)
    {
      size_t steps, kept = 0, left;
      while (in_flight < core->lanes && next < n)
        {
          struct lane *l = spare[--n_spare];
          lane_start(l, p, next, data[next], length[next]);
          next++;
          flight[in_flight++] = l;
        }
      if (2 * THISTLE_MAX_SHA3_LANES - n_spare > used)
        used = 2 * THISTLE_MAX_SHA3_LANES - n_spare;
      steps = core_step(core, flight, in_flight, p->rate, scratch);
      for (i = 0; i < in_flight; i++)
        {
          struct lane *l = flight[i];
          if (i < core->lanes)
            {
              l->seg.next += steps * p->rate;
              l->seg.blocks -= steps;
              if (!segments_next(&l->seg))
                {
                  absorbed[waiting++] = l;
                  continue;
                }
            }
          flight[kept++] = l;
        }
      in_flight = kept;
      if (waiting >= core->lanes)
        {
          group_squeeze(core, absorbed, core->lanes, p->rate, out,
                        out_length);
          for (i = core->lanes; i-- > 0;)
            spare[n_spare++] = absorbed[i];
          waiting -= core->lanes;
          for (i = 0; i < waiting; i++)
            absorbed[i] = absorbed[core->lanes + i];
        }
      left = in_flight + (n - next);
      if (left == 0)
        break;
      /* The choice made for the whole batch holds while it is large. */
      if (left != chosen_for && left < 2 * (size_t) core->lanes)
        {
          core = _thistle_many_core(THISTLE_FAMILY_SHA3, left);
          chosen_for = left;
        }
    }

  /* Single-stream: the messages in flight join those waiting; the ones
     not started go one by one. */
  for (i = 0; i < in_flight; i++)
    {
      lane_finish_single(flight[i], p->rate);
      absorbed[waiting++] = flight[i];
    }
  squeeze_all(absorbed, waiting, p->rate, out, out_length);
  for (; next < n; next++)
    {
      struct lane *l = &lanes[0];
      lane_start(l, p, next, data[next], length[next]);
      lane_finish_single(l, p->rate);
      group_squeeze(NULL, &l, 1, p->rate, out, out_length);
      if (used == 0)
        used = 1;
    }
  /* The lanes held message bytes and the states that follow from them
     (KMAC's and HMAC's keys are secret); scratch one of the states. */
  thistle_wipe(lanes, used * sizeof(lanes[0]));
  thistle_wipe(scratch, sizeof(scratch));
}

#define PREFIX(p, ctx, suffix_byte)                                         \
  do                                                                        \
    {                                                                       \
      (p).state = (ctx)->state;                                             \
      (p).block = (ctx)->block;                                             \
      (p).index = (ctx)->index;                                             \
      (p).rate = sizeof((ctx)->block);                                      \
      (p).suffix = (suffix_byte);                                           \
    }                                                                       \
  while (0)

#define SHA3_MANY(bits)                                                     \
  void                                                                      \
  thistle_sha3_##bits##_many(const struct thistle_sha3_##bits##_ctx *prefix, \
                             size_t n, const void *const data[],            \
                             const size_t length[], uint8_t *digests)       \
  {                                                                         \
    struct thistle_sha3_##bits##_ctx fresh;                                 \
    struct prefix p;                                                        \
    if (n == 0)                                                             \
      return;                                                               \
    if (prefix == NULL)                                                     \
      {                                                                     \
        thistle_sha3_##bits##_init(&fresh);                                 \
        prefix = &fresh;                                                    \
      }                                                                     \
    PREFIX(p, prefix, SPONGE_SUFFIX_SHA3);                                  \
    sponge_many(&p, n, data, length, digests,                               \
                THISTLE_SHA3_##bits##_DIGEST_SIZE);                         \
  }

#define SHAKE_MANY(bits)                                                    \
  int                                                                       \
  thistle_shake##bits##_many(const struct thistle_shake##bits##_ctx *prefix, \
                             size_t n, const void *const data[],            \
                             const size_t length[], uint8_t *out,           \
                             size_t out_length)                             \
  {                                                                         \
    struct thistle_shake##bits##_ctx fresh;                                 \
    struct prefix p;                                                        \
    if (prefix == NULL)                                                     \
      {                                                                     \
        thistle_shake##bits##_init(&fresh);                                 \
        prefix = &fresh;                                                    \
      }                                                                     \
    if (prefix->squeezing)                                                  \
      return THISTLE_ERROR_SQUEEZING;                                       \
    PREFIX(p, prefix, prefix->suffix);                                      \
    if (n > 0)                                                              \
      sponge_many(&p, n, data, length, out, out_length);                    \
    return THISTLE_OK;                                                      \
  }

SHA3_MANY(224)
SHA3_MANY(256)
SHA3_MANY(384)
SHA3_MANY(512)
SHAKE_MANY(128)
SHAKE_MANY(256)
