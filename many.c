/* SPDX-License-Identifier: ISC */
/* many.c: thistle_<name>_many (thistle/many.h): schedules independent
   messages onto the lane cores of lane-cores.h, or hashes them one by one.

   Each message is a run of segments (segments-internal.h): a head block
   (the prefix's partial block completed from the message, copied into the
   lane's buffer), the message's whole blocks read straight from the
   caller's buffer, and the padded tail (one or two blocks in the lane's
   buffer). A core advances
   every lane by the largest block count all its lanes can take from their
   current segments; a lane whose message ends is refilled with the next
   message, so padding and unequal lengths keep the interleave. When too few
   messages are left to pay for any core, the rest go through the family's
   single-stream compress_n. */

#include "config.h"

#include <string.h>

#include "thistle/many.h"
#include "thistle/memops.h"
#include "compress.h"
#include "endian-internal.h"
#include "fat-setup.h"
#include "lane-cores.h"
#include "segments-internal.h"

/* The common prefix, as its context holds it. */
struct prefix {
  const void *state;
  size_t state_size;
  uint64_t count;                       /* whole blocks compressed */
  size_t index;                         /* bytes in block */
  const uint8_t *block;
};

typedef union {
  uint32_t w32[16];
  uint64_t w64[8];
} lane_state;

/* A message in flight: where it is, and its copied blocks. */
struct lane {
  size_t message;
  struct segments seg;
  lane_state state;
  /* The head block, then the tail blocks. */
  uint8_t buffer[3 * THISTLE_MAX_BLOCK_SIZE];
};

/* Sets lane l up for message i: the prefix's state, the head block, the
   body in place and the padded tail (FIPS 180-4, 5.1). */
static void
lane_start(struct lane *l, enum thistle_family family,
           const struct prefix *p, size_t i, const uint8_t *data,
           size_t length)
{
  size_t bs = _thistle_family_block_size(family), fill = p->index, rest;
  size_t length_size = _thistle_family_length_size(family);
  /* log2 of a block's bits: 9 or 10. */
  unsigned block_bits_log2 = (unsigned) __builtin_ctz((unsigned) bs * 8);
  /* The length in bits as a context that took the message would give it
     (md-internal.h, sha512.c): its whole blocks counted in 64 bits, then
     the bytes after them, a 128-bit number of which SHA-1 and SHA-256
     keep the low 64 bits. */
  uint64_t bytes_after = (uint64_t) p->index + length;
  uint64_t blocks = p->count + bytes_after / bs;
  uint64_t low = (blocks << block_bits_log2) + (bytes_after % bs) * 8;
  uint64_t high = blocks >> (64 - block_bits_log2);
  uint8_t *tail = l->buffer + bs;

  /* The prefix state may be a key's (an HMAC inner state): copies of a
     constant size stay in the registers the closing wipe clears (a
     library memcpy may use others). */
  if (p->state_size == 20)
    memcpy(&l->state, p->state, 20);
  else if (p->state_size == 32)
    memcpy(&l->state, p->state, 32);
  else
    memcpy(&l->state, p->state, 64);
  l->message = i;
  rest = segments_start(&l->seg, l->buffer, tail, p->block, fill, data,
                        length, bs);
  tail[rest] = 0x80;
  l->seg.tail_blocks = rest + 1 + length_size > bs ? 2 : 1;
  memset(tail + rest + 1, 0, l->seg.tail_blocks * bs - rest - 1);

  tail += l->seg.tail_blocks * bs;
  write_be64(tail - 8, low);
  if (length_size == 16)
    write_be64(tail - 16, high);
  segments_next(&l->seg);
}

static void
lane_digest(const struct lane *l, enum thistle_family family,
            size_t digest_size, uint8_t *digests)
{
  _thistle_family_write_state(family, digests + l->message * digest_size,
                              digest_size, &l->state);
}

/* Starts loading message i, which a lane will take up after the ones in
   flight: its first bytes are often on a page nothing has touched yet,
   which the hardware prefetchers do not reach into. */
static void
prefetch_message(const void *const data[], const size_t length[], size_t n,
                 size_t i)
{
  const char *start;
  size_t line;
  if (i >= n || length[i] == 0)
    return;
  start = data[i];
  for (line = 0; line < 256 && line < length[i]; line += 64)
    __builtin_prefetch(start + line);
}

/* Finishes the message in l with the single-stream variant v. */
static void
lane_finish_single(struct lane *l, const struct thistle_variant *v)
{
  do
    {
      _thistle_variant_call(v, &l->state, l->seg.next, l->seg.blocks);
      l->seg.blocks = 0;
    }
  while (segments_next(&l->seg));
}

/* The cores this batch may use and the single-stream variant they must
   beat. */
struct plan {
  const struct thistle_lane_core *cores[8];
  size_t n_cores;
  unsigned widest;
  const struct thistle_variant *single;
};

static void
plan_init(struct plan *plan, enum thistle_family family)
{
  const struct thistle_lane_core *c;
  unsigned enabled = _thistle_enabled_features();

  plan->n_cores = 0;
  plan->widest = 0;
  plan->single = _thistle_variant_in_use(family);
  for (c = _thistle_lane_cores; c->token; c++)
    if (c->family == family && !(c->requires & ~enabled)
        && plan->n_cores < sizeof(plan->cores) / sizeof(plan->cores[0]))
      {
        plan->cores[plan->n_cores++] = c;
        if (c->lanes > plan->widest)
          plan->widest = c->lanes;
      }
}

/* The core that hashes `messages` equal messages at the lowest estimated
   cost, or NULL for single-stream: a core runs full, and the messages that
   do not fill it either ride with idle lanes or go single-stream,
   whichever is cheaper. */
static const struct thistle_lane_core *
plan_choose(const struct plan *plan, size_t messages)
{
  const struct thistle_lane_core *best = NULL;
  uint64_t r = messages > 4096 ? 4096 : messages;
  uint64_t best_cost = r * plan->single->cost;
  size_t i;

  for (i = 0; i < plan->n_cores; i++)
    {
      const struct thistle_lane_core *c = plan->cores[i];
      uint64_t full = r / c->lanes, rest = r % c->lanes;
      uint64_t idle_lanes = (full + (rest > 0)) * c->lanes * c->cost;
      uint64_t rest_single = full * c->lanes * c->cost + rest * plan->single->cost;
      uint64_t cost = idle_lanes < rest_single ? idle_lanes : rest_single;
      if (cost < best_cost)
        {
          best_cost = cost;
          best = c;
        }
    }
  return best;
}

const struct thistle_lane_core *
_thistle_many_core(enum thistle_family family, size_t n)
{
  struct plan plan;
  plan_init(&plan, family);
  return plan_choose(&plan, n);
}

/* One call of core over the first lanes of flight (idle lanes, if any,
   compress the first lane's blocks into scratch); returns how many blocks
   every lane advanced. */
static size_t
core_step(const struct thistle_lane_core *core, struct lane *const flight[],
          size_t in_flight, lane_state *scratch)
{
  void *state[THISTLE_MAX_LANES];
  const uint8_t *data[THISTLE_MAX_LANES];
  size_t i, steps = flight[0]->seg.blocks;

  for (i = 0; i < core->lanes; i++)
    {
      state[i] = scratch;
      data[i] = flight[0]->seg.next;
      if (i < in_flight)
        {
          state[i] = &flight[i]->state;
          data[i] = flight[i]->seg.next;
          if (flight[i]->seg.blocks < steps)
            steps = flight[i]->seg.blocks;
        }
    }
  _thistle_lane_core_call(core, state, data, steps);
  return steps;
}

static void
hash_many(enum thistle_family family, const struct prefix *p,
          size_t digest_size, size_t n, const void *const data[],
          const size_t length[], uint8_t *digests)
{
  size_t bs = _thistle_family_block_size(family);
  struct lane lanes[THISTLE_MAX_LANES], *flight[THISTLE_MAX_LANES];
  struct lane *spare[THISTLE_MAX_LANES];
  lane_state scratch;
  const struct thistle_lane_core *core;
  struct plan plan;
  size_t next = 0, in_flight = 0, n_spare = THISTLE_MAX_LANES, used = 0;
  size_t i, chosen_for;

  for (i = 0; i < THISTLE_MAX_LANES; i++)
    spare[i] = &lanes[THISTLE_MAX_LANES - 1 - i];
  plan_init(&plan, family);
  core = plan_choose(&plan, n);
  chosen_for = n;

  while (core)
    {
      size_t steps, kept = 0, left;
      while (in_flight < core->lanes && next < n)
        {
          struct lane *l = spare[--n_spare];
          lane_start(l, family, p, next, data[next], length[next]);
          next++;
          prefetch_message(data, length, n, next + 2 * core->lanes);
          flight[in_flight++] = l;
        }
      if (THISTLE_MAX_LANES - n_spare > used)
        used = THISTLE_MAX_LANES - n_spare;
      steps = core_step(core, flight, in_flight, &scratch);
      for (i = 0; i < in_flight; i++)
        {
          struct lane *l = flight[i];
          if (i < core->lanes)
            {
              l->seg.next += steps * bs;
              l->seg.blocks -= steps;
              if (!segments_next(&l->seg))
                {
                  lane_digest(l, family, digest_size, digests);
                  spare[n_spare++] = l;
                  continue;
                }
            }
          flight[kept++] = l;
        }
      in_flight = kept;
      left = in_flight + (n - next);
      if (left == 0)
        break;
      /* The choice made for the whole batch holds while it is large. */
      if (left != chosen_for && left < 2 * (size_t) plan.widest)
        {
          core = plan_choose(&plan, left);
          chosen_for = left;
        }
    }

  /* Single-stream: the messages in flight, then those not started. */
  for (i = 0; i < in_flight; i++)
    {
      lane_finish_single(flight[i], plan.single);
      lane_digest(flight[i], family, digest_size, digests);
    }
  for (; next < n; next++)
    {
      lane_start(&lanes[0], family, p, next, data[next], length[next]);
      lane_finish_single(&lanes[0], plan.single);
      lane_digest(&lanes[0], family, digest_size, digests);
      if (used == 0)
        used = 1;
    }
  /* The copied blocks held message bytes, and scratch took the first
     lane's. */
  thistle_wipe(lanes, used * sizeof(lanes[0]));
  thistle_wipe(&scratch, sizeof(scratch));
}

/* The public function of algorithm name: its prefix, or a new context. */
#define MANY(name, FAMILY, digest_size)                                \
  void                                                                      \
  thistle_##name##_many(const struct thistle_##name##_ctx *prefix,          \
                        size_t n, const void *const data[],                 \
                        const size_t length[], uint8_t *digests)            \
  {                                                                         \
    struct thistle_##name##_ctx fresh;                                      \
    struct prefix p;                                                        \
    if (n == 0)                                                             \
      return;                                                               \
    if (prefix == NULL)                                                     \
      {                                                                     \
        thistle_##name##_init(&fresh);                                      \
        prefix = &fresh;                                                    \
      }                                                                     \
    p.state = prefix->state;                                                \
    p.state_size = sizeof(prefix->state);                                   \
    p.count = prefix->count;                                                \
    p.index = prefix->index;                                                \
    p.block = prefix->block;                                                \
    hash_many(THISTLE_FAMILY_##FAMILY, &p, digest_size, n, data, length,   \
              digests);                                                     \
  }

MANY(sha1, SHA1, THISTLE_SHA1_DIGEST_SIZE)
MANY(sha224, SHA256, THISTLE_SHA224_DIGEST_SIZE)
MANY(sha256, SHA256, THISTLE_SHA256_DIGEST_SIZE)
MANY(sha384, SHA512, THISTLE_SHA384_DIGEST_SIZE)
MANY(sha512, SHA512, THISTLE_SHA512_DIGEST_SIZE)
MANY(sha512_224, SHA512, THISTLE_SHA512_224_DIGEST_SIZE)
MANY(sha512_256, SHA512, THISTLE_SHA512_256_DIGEST_SIZE)
