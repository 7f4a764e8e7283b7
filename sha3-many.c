/* SPDX-License-Identifier: ISC */
/* sha3-many.c: thistle_sha3_<bits>_many and thistle_shake<bits>_many
   (thistle/many.h): independent sponges over the sha3 lane cores of
   lane-cores.h, or one by one over the single-stream variant.

   Messages go in groups, one per lane of the core chosen for what is left
   (_thistle_many_core). Each message is a run of segments, as in many.c
   (segments-internal.h), its padded tail always one block (pad10*1 after
   the domain bits fits in the block that is not full). The core
   advances every lane by the largest block count all unfinished lanes can
   take; a lane that has absorbed its message idles on a scratch state
   until the group's longest is done, so equal lengths, the common case,
   waste nothing. Then the group squeezes together: the first block from
   the states, the whole blocks after it straight into the outputs by the
   core's squeeze, and a last partial block through the lanes' buffers. */

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

/* A message in a group: where it is, its state and its copied blocks. */
struct lane {
  struct segments seg;
  uint64_t state[25];
  /* The head block, then the tail block; when squeezing, the last
     partial output block. */
  uint8_t buffer[2 * THISTLE_MAX_BLOCK_SIZE];
};

/* Sets lane l up for a message of length bytes at data after the prefix:
   its state, the head block, the body in place and the tail, padded into
   one block: the domain bits, then pad10*1's last bit at the block's end
   (FIPS 202, 5.1). */
static void
lane_start(struct lane *l, const struct prefix *p, const uint8_t *data,
           size_t length)
{
  size_t rate = p->rate, rest;
  uint8_t *tail = l->buffer + rate;

  memcpy(l->state, p->state, sizeof(l->state));
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
run_absorb(const struct thistle_lane_core *core, uint64_t *const state[],
           const uint8_t *const data[], size_t blocks, size_t rate)
{
  if (core)
    core->compress.sha3.absorb(state, data, blocks, rate);
  else
    _thistle_sha3_absorb_n(state[0], data[0], blocks, rate);
}

static void
run_squeeze(const struct thistle_lane_core *core, uint64_t *const state[],
            uint8_t *const out[], size_t blocks, size_t rate)
{
  size_t b;
  if (core)
    core->compress.sha3.squeeze(state, out, blocks, rate);
  else
    for (b = 0; b < blocks; b++)
      {
        _thistle_sha3_permute(state[0]);
        sponge_write_lanes(out[0] + b * rate, state[0], rate);
      }
}

/* Absorbs the count messages of lanes (count <= the core's lanes, 1
   without a core); a lane that is done, and a lane beyond count, absorbs
   an unfinished lane's blocks into scratch. */
static void
group_absorb(const struct thistle_lane_core *core, struct lane *lanes,
             size_t count, size_t rate, uint64_t scratch[25])
{
  unsigned width = core ? core->lanes : 1, i;
  uint64_t *state[THISTLE_MAX_LANES];
  const uint8_t *data[THISTLE_MAX_LANES];

  for (;;)
    {
      size_t steps = 0;
      const uint8_t *any = NULL;
      for (i = 0; i < count; i++)
        if (lanes[i].seg.segment != DONE
            && (any == NULL || lanes[i].seg.blocks < steps))
          {
            steps = lanes[i].seg.blocks;
            any = lanes[i].seg.next;
          }
      if (any == NULL)
        return;
      for (i = 0; i < width; i++)
        {
          int busy = i < count && lanes[i].seg.segment != DONE;
          state[i] = busy ? lanes[i].state : scratch;
          data[i] = busy ? lanes[i].seg.next : any;
        }
      run_absorb(core, state, data, steps, rate);
      for (i = 0; i < count; i++)
        if (lanes[i].seg.segment != DONE)
          {
            lanes[i].seg.next += steps * rate;
            lanes[i].seg.blocks -= steps;
            segments_next(&lanes[i].seg);
          }
    }
}

/* Squeezes out_length bytes of each of the count absorbed lanes to out,
   lane i's at out + i * out_length. Lanes beyond count repeat lane 0 on
   its own state and output: they compute and write exactly its values. */
static void
group_squeeze(const struct thistle_lane_core *core, struct lane *lanes,
              size_t count, size_t rate, uint8_t *out, size_t out_length)
{
  unsigned width = core ? core->lanes : 1, i;
  uint64_t *state[THISTLE_MAX_LANES];
  uint8_t *dest[THISTLE_MAX_LANES];
  size_t first = out_length < rate ? out_length : rate;
  size_t rest = out_length - first;

  for (i = 0; i < count; i++)
    sponge_write_lanes(out + i * out_length, lanes[i].state, first);
  if (rest == 0)
    return;
  for (i = 0; i < width; i++)
    {
      size_t lane = i < count ? i : 0;
      state[i] = lanes[lane].state;
      dest[i] = out + lane * out_length + first;
    }
  run_squeeze(core, state, dest, rest / rate, rate);
  if (rest % rate == 0)
    return;
  for (i = 0; i < width; i++)
    dest[i] = lanes[i < count ? i : 0].buffer;
  run_squeeze(core, state, dest, 1, rate);
  for (i = 0; i < count; i++)
    memcpy(out + i * out_length + out_length - rest % rate, lanes[i].buffer,
           rest % rate);
}

/* The n messages after prefix p, out_length bytes of output each, back
   to back at out. */
static void
sponge_many(const struct prefix *p, size_t n, const void *const data[],
            const size_t length[], uint8_t *out, size_t out_length)
{
  struct lane lanes[THISTLE_MAX_LANES];
  uint64_t scratch[25];
  size_t next = 0, used = 0;

  while (next < n)
    {
      const struct thistle_lane_core *core =
        _thistle_many_core(THISTLE_FAMILY_SHA3, n - next);
      size_t count = core ? core->lanes : 1, i;
      if (count > n - next)
        count = n - next;
      for (i = 0; i < count; i++)
        lane_start(&lanes[i], p, data[next + i], length[next + i]);
      if (count > used)
        used = count;
      group_absorb(core, lanes, count, p->rate, scratch);
      group_squeeze(core, lanes, count, p->rate, out + next * out_length,
                    out_length);
      next += count;
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
