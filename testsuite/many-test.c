/* SPDX-License-Identifier: ISC */
/* testsuite/many-test.c: many messages at once (thistle/many.h).

   Every lane core of the table that this CPU can run, called directly
   against the portable C reference on each lane: random states, data and
   block counts, misaligned inputs, inputs and states flush against
   unmapped pages, and the ABI trampoline. Then each thistle_X_many against
   one-shot hashes of prefix || message: batch sizes 0..17 and larger,
   equal and unequal lengths 0..1000 and a few large ones, misaligned
   buffers, prefixes of 0..200 bytes, NULL data of length 0, a prefix
   context left untouched, nothing written past the digests. Last, the core
   the front end starts a batch of 64 with must be the one the run expects
   (THISTLE_TEST_EXPECT's <family>_many=, from the override matrix). */

#define _GNU_SOURCE 1

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "abi-call.h"
#include "compress.h"
#include "fat-setup.h"
#include "lane-cores.h"
#include "many-adapters.h"
#include "testutils.h"
#include "thistle/thistle.h"

typedef uint64_t state_buffer[8];

/* What no output may overwrite. */
#define CANARY 0x5a

/* Whether the length bytes at p all still hold CANARY. */
static int
canaries_intact(const uint8_t *p, size_t length)
{
  size_t i;
  for (i = 0; i < length; i++)
    if (p[i] != CANARY)
      return 0;
  return 1;
}

/* The C reference over one lane. */
static void
reference(enum thistle_family f, void *state, const uint8_t *data,
          size_t blocks)
{
  _thistle_variant_call(_thistle_variant_c(f), state, data, blocks);
}

/* Each lane its own random state and data, blocks 0..33 and a few hundred,
   alignments 0..15 (different in each lane). */
static void
core_differential(const struct thistle_lane_core *c)
{
  static const size_t counts[] = { 100, 257 };
  size_t bs = _thistle_family_block_size(c->family);
  size_t ss = _thistle_family_state_size(c->family), i;
  uint8_t *buffers[THISTLE_MAX_LANES];
  unsigned lane, mismatches = 0;

  for (lane = 0; lane < c->lanes; lane++)
    buffers[lane] = xmalloc(257 * bs + 16);
  for (i = 0; i < 34 + sizeof(counts) / sizeof(counts[0]); i++)
    {
      size_t blocks = i < 34 ? i : counts[i - 34];
      state_buffer want[THISTLE_MAX_LANES], got[THISTLE_MAX_LANES];
      void *states[THISTLE_MAX_LANES];
      const uint8_t *data[THISTLE_MAX_LANES];
      for (lane = 0; lane < c->lanes; lane++)
        {
          data[lane] = buffers[lane] + test_random_below(16);
          test_random_bytes(buffers[lane], blocks * bs + 16);
          test_random_bytes((uint8_t *) want[lane], sizeof(want[lane]));
          memcpy(got[lane], want[lane], sizeof(want[lane]));
          reference(c->family, want[lane], data[lane], blocks);
          states[lane] = got[lane];
        }
      _thistle_lane_core_call(c, states, data, blocks);
      for (lane = 0; lane < c->lanes; lane++)
        if (memcmp(want[lane], got[lane], sizeof(want[lane])) != 0
            && mismatches++ == 0)
          CHECK_BYTES((uint8_t *) got[lane], (uint8_t *) want[lane], ss,
                      "%s-x%u (%s): lane %u, %zu blocks",
                      _thistle_family_name(c->family), c->lanes, c->token,
                      lane, blocks);
    }
  CHECK(mismatches == 0, "%s-x%u (%s): %u lanes differ from C",
        _thistle_family_name(c->family), c->lanes, c->token, mismatches);
  for (lane = 0; lane < c->lanes; lane++)
    free(buffers[lane]);
}

/* A region of pages between two unmapped ones. */
static uint8_t *
guarded(size_t pages)
{
  size_t page = (size_t) sysconf(_SC_PAGESIZE);
  uint8_t *map = mmap(NULL, (pages + 2) * page, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    test_die("mmap failed");
  if (mprotect(map, page, PROT_NONE) != 0
      || mprotect(map + (pages + 1) * page, page, PROT_NONE) != 0)
    test_die("mprotect failed");
  return map + page;
}

static void
unmap_guarded(uint8_t *region, size_t pages)
{
  size_t page = (size_t) sysconf(_SC_PAGESIZE);
  munmap(region - page, (pages + 2) * page);
}

/* Even lanes read data ending at an unmapped page and keep their states
   at the start of another guarded page; odd lanes read data starting
   right after an unmapped page and keep their states at the end. */
static void
core_guard_pages(const struct thistle_lane_core *c)
{
  size_t page = (size_t) sysconf(_SC_PAGESIZE);
  size_t bs = _thistle_family_block_size(c->family);
  size_t ss = _thistle_family_state_size(c->family), blocks;
  uint8_t *data_region = guarded(4), *state_region = guarded(1);
  uint8_t *data_end = data_region + 4 * page;

  test_random_bytes(data_region, 4 * page);
  for (blocks = 0; blocks * bs <= 4 * page; blocks += blocks < 3 ? 1 : 7)
    {
      state_buffer want[THISTLE_MAX_LANES];
      void *states[THISTLE_MAX_LANES];
      const uint8_t *data[THISTLE_MAX_LANES];
      unsigned lane;
      test_random_bytes(state_region, page);
      for (lane = 0; lane < c->lanes; lane++)
        {
          int even = lane % 2 == 0;
          states[lane] = even ? state_region + (lane / 2) * ss
                              : state_region + page - (lane / 2 + 1) * ss;
          data[lane] = even ? data_end - blocks * bs : data_region;
          memcpy(want[lane], states[lane], ss);
          reference(c->family, want[lane], data[lane], blocks);
        }
      _thistle_lane_core_call(c, states, data, blocks);
      for (lane = 0; lane < c->lanes; lane++)
        CHECK(memcmp(states[lane], want[lane], ss) == 0,
              "%s-x%u (%s): lane %u, %zu blocks beside guard pages",
              _thistle_family_name(c->family), c->lanes, c->token, lane,
              blocks);
    }
  unmap_guarded(data_region, 4);
  unmap_guarded(state_region, 1);
}

#if defined(__x86_64__)
static void
core_abi(const struct thistle_lane_core *c)
{
  size_t bs = _thistle_family_block_size(c->family), blocks;
  uint8_t data[5 * THISTLE_MAX_BLOCK_SIZE];
  abi_test_func *fn;

  /* The union holds the core's exact type; the trampoline calls it
     through a generic one in assembly. */
  memcpy(&fn, &c->compress, sizeof(fn));
  test_random_bytes(data, sizeof(data));
  for (blocks = 0; blocks * bs <= sizeof(data); blocks += 2)
    {
      state_buffer states[THISTLE_MAX_LANES];
      void *state_ptrs[THISTLE_MAX_LANES];
      const uint8_t *data_ptrs[THISTLE_MAX_LANES];
      char what[64];
      unsigned lane;
      for (lane = 0; lane < c->lanes; lane++)
        {
          state_ptrs[lane] = states[lane];
          data_ptrs[lane] = data;
        }
      snprintf(what, sizeof(what), "%s-x%u (%s), %zu blocks",
               _thistle_family_name(c->family), c->lanes, c->token, blocks);
      test_abi_call(fn, state_ptrs, data_ptrs, blocks, 0, what);
    }
}
#endif

/* The C variant's squeeze of blocks blocks of rate bytes to out, as the
   lane cores' (lane-cores.h). */
static void
sha3_squeeze_reference(uint64_t state[25], uint8_t *out, size_t blocks,
                       size_t rate)
{
  const struct thistle_variant *ref = _thistle_variant_c(THISTLE_FAMILY_SHA3);
  size_t b, i;
  for (b = 0; b < blocks; b++)
    {
      ref->compress_n.sha3.squeeze_n(state, NULL, 1, 0);
      for (i = 0; i < rate; i++)
        *out++ = (uint8_t) (state[i / 8] >> (8 * (i % 8)));
    }
}

#if defined(__x86_64__)
/* A sha3 core's three functions through the ABI trampoline: absorb and
   squeeze at every rate over 0, 1 and 3 blocks of data[lane] (buffers of
   40 blocks, which squeeze writes over), then the permutation. */
static void
sha3_core_abi(const struct thistle_lane_core *c, uint64_t *const states[],
              const uint8_t *const data[], const size_t *rates, size_t n_rates)
{
  static const size_t counts[] = { 0, 1, 3 };
  abi_test_func *fn;
  size_t r, k;
  char what[80];

  for (r = 0; r < n_rates; r++)
    for (k = 0; k < sizeof(counts) / sizeof(counts[0]); k++)
      {
        snprintf(what, sizeof(what), "sha3_absorb-x%u (%s), rate %zu, %zu blocks",
                 c->lanes, c->token, rates[r], counts[k]);
        memcpy(&fn, &c->compress.sha3.absorb, sizeof(fn));
        test_abi_call(fn, (void *) states, data, counts[k], rates[r], what);
        snprintf(what, sizeof(what), "sha3_squeeze-x%u (%s), rate %zu, %zu blocks",
                 c->lanes, c->token, rates[r], counts[k]);
        memcpy(&fn, &c->compress.sha3.squeeze, sizeof(fn));
        test_abi_call(fn, (void *) states, data, counts[k], rates[r], what);
      }
  snprintf(what, sizeof(what), "sha3_permute-x%u (%s)", c->lanes, c->token);
  memcpy(&fn, &c->compress.sha3.permute, sizeof(fn));
  test_abi_call(fn, (void *) states, NULL, 0, 0, what);
}
#endif

/* A sha3 core at every rate against the C variant on each lane: random
   states, blocks 0..9 and 40, alignments 0..15, absorbed and squeezed
   (nothing written past the outputs), and its permutation; then lanes
   whose data ends at an unmapped page and whose states sit against one,
   squeezed into outputs that end at one; and (on x86_64) absorb, squeeze
   and permute through the ABI trampoline at every rate. */
static void
sha3_core(const struct thistle_lane_core *c)
{
  const struct thistle_variant *ref = _thistle_variant_c(THISTLE_FAMILY_SHA3);
  size_t page = (size_t) sysconf(_SC_PAGESIZE), n_rates, r, blocks, ss = 25 * 8;
  const size_t *rates = _thistle_family_block_sizes(THISTLE_FAMILY_SHA3, &n_rates);
  uint8_t *buffers[THISTLE_MAX_LANES];
  uint8_t *data_region = guarded(2), *state_region = guarded(1);
  uint64_t want[THISTLE_MAX_LANES][25], got[THISTLE_MAX_LANES][25];
  uint64_t *states[THISTLE_MAX_LANES];
  const uint8_t *data[THISTLE_MAX_LANES];
  uint8_t *outs[THISTLE_MAX_LANES], *expect;
  unsigned lane, mismatches = 0;

  for (lane = 0; lane < c->lanes; lane++)
    buffers[lane] = xmalloc(40 * THISTLE_MAX_BLOCK_SIZE + 32);
  for (r = 0; r < n_rates; r++)
    for (blocks = 0; blocks <= 10; blocks++)
      {
        size_t count = blocks < 10 ? blocks : 40;
        for (lane = 0; lane < c->lanes; lane++)
          {
            data[lane] = buffers[lane] + test_random_below(16);
            test_random_bytes(buffers[lane], count * rates[r] + 16);
            test_random_bytes((uint8_t *) want[lane], ss);
            memcpy(got[lane], want[lane], ss);
            ref->compress_n.sha3.absorb_n(want[lane], data[lane], count, rates[r]);
            states[lane] = got[lane];
          }
        c->compress.sha3.absorb(states, data, count, rates[r]);
        for (lane = 0; lane < c->lanes; lane++)
          if (memcmp(want[lane], got[lane], ss) != 0 && mismatches++ == 0)
            CHECK_BYTES((uint8_t *) got[lane], (uint8_t *) want[lane], ss,
                        "sha3_absorb-x%u (%s): lane %u, rate %zu, %zu blocks",
                        c->lanes, c->token, lane, rates[r], count);
        /* The buffers again, as outputs: reference first, then the core
           into the same places of fresh copies. */
        {
          uint8_t *expected[THISTLE_MAX_LANES];
          size_t bytes = count * rates[r];
          for (lane = 0; lane < c->lanes; lane++)
            {
              size_t at = test_random_below(16);
              expected[lane] = xmalloc(bytes + 32);
              memset(buffers[lane], CANARY, bytes + 32);
              memset(expected[lane], CANARY, bytes + 32);
              sha3_squeeze_reference(want[lane], expected[lane] + at, count,
                                     rates[r]);
              outs[lane] = buffers[lane] + at;
            }
          c->compress.sha3.squeeze(states, outs, count, rates[r]);
          for (lane = 0; lane < c->lanes; lane++)
            {
              if ((memcmp(want[lane], got[lane], ss) != 0
                   || memcmp(expected[lane], buffers[lane], bytes + 32) != 0)
                  && mismatches++ == 0)
                CHECK(0, "sha3_squeeze-x%u (%s): lane %u, rate %zu, %zu blocks",
                      c->lanes, c->token, lane, rates[r], count);
              free(expected[lane]);
            }
        }
      }
  for (lane = 0; lane < c->lanes; lane++)
    ref->compress_n.sha3.squeeze_n(want[lane], NULL, 1, 0);
  c->compress.sha3.permute(states);
  for (lane = 0; lane < c->lanes; lane++)
    if (memcmp(want[lane], got[lane], ss) != 0 && mismatches++ == 0)
      CHECK_BYTES((uint8_t *) got[lane], (uint8_t *) want[lane], ss,
                  "sha3_permute-x%u (%s): lane %u", c->lanes, c->token, lane);
  CHECK(mismatches == 0, "sha3-x%u (%s): %u lanes differ from C", c->lanes,
        c->token, mismatches);

  /* Guard pages: even lanes' data ends at one, odd lanes' starts after
     one; even lanes' states start a page, odd lanes' end it. */
  expect = xmalloc(2 * page);
  test_random_bytes(data_region, 2 * page);
  for (r = 0; r < n_rates; r++)
    for (blocks = 0; blocks * rates[r] <= 2 * page; blocks += blocks < 3 ? 1 : 5)
      {
        test_random_bytes(state_region, page);
        for (lane = 0; lane < c->lanes; lane++)
          {
            int even = lane % 2 == 0;
            states[lane] = (uint64_t *) (even ? state_region + (lane / 2) * ss
                                         : state_region + page - (lane / 2 + 1) * ss);
            data[lane] = even ? data_region + 2 * page - blocks * rates[r]
                              : data_region;
            memcpy(want[lane], states[lane], ss);
            ref->compress_n.sha3.absorb_n(want[lane], data[lane], blocks, rates[r]);
          }
        c->compress.sha3.absorb(states, data, blocks, rates[r]);
        for (lane = 0; lane < c->lanes; lane++)
          CHECK(memcmp(states[lane], want[lane], ss) == 0,
                "sha3_absorb-x%u (%s): lane %u, rate %zu, %zu blocks beside"
                " guard pages", c->lanes, c->token, lane, rates[r], blocks);
        /* Then squeezed, each lane into an output that ends at an
           unmapped page. */
        for (lane = 0; lane < c->lanes; lane++)
          outs[lane] = guard_copy(NULL, blocks * rates[r]);
        c->compress.sha3.squeeze(states, outs, blocks, rates[r]);
        for (lane = 0; lane < c->lanes; lane++)
          {
            sha3_squeeze_reference(want[lane], expect, blocks, rates[r]);
            CHECK(memcmp(outs[lane], expect, blocks * rates[r]) == 0
                  && memcmp(states[lane], want[lane], ss) == 0,
                  "sha3_squeeze-x%u (%s): lane %u, rate %zu, %zu blocks into"
                  " an output beside a guard page", c->lanes, c->token, lane,
                  rates[r], blocks);
            guard_free(outs[lane], blocks * rates[r]);
          }
      }
  free(expect);
#if defined(__x86_64__)
  for (lane = 0; lane < c->lanes; lane++)
    {
      states[lane] = got[lane];
      data[lane] = buffers[lane];
    }
  sha3_core_abi(c, states, data, rates, n_rates);
#endif
  unmap_guarded(data_region, 2);
  unmap_guarded(state_region, 1);
  for (lane = 0; lane < c->lanes; lane++)
    free(buffers[lane]);
}

static void
cores(void)
{
  const struct thistle_lane_core *c;
  for (c = _thistle_lane_cores; c->token; c++)
    {
      CHECK(c->family != THISTLE_FAMILY_SHA3
            || c->lanes <= THISTLE_MAX_SHA3_LANES,
            "sha3-x%u (%s): more lanes than THISTLE_MAX_SHA3_LANES (%u)",
            c->lanes, c->token, THISTLE_MAX_SHA3_LANES);
      if (c->requires & ~_thistle_cpu_features())
        {
          printf("SKIP %s-x%u (%s): this CPU lacks what it needs\n",
                 _thistle_family_name(c->family), c->lanes, c->token);
          continue;
        }
      if (c->family == THISTLE_FAMILY_SHA3)
        sha3_core(c);
      else
        {
          core_differential(c);
          core_guard_pages(c);
#if defined(__x86_64__)
          core_abi(c);
#endif
        }
      printf("tested %s-x%u (%s)\n", _thistle_family_name(c->family),
             c->lanes, c->token);
    }
}

#define MAX_BATCH 100
#define POOL 200000

/* The length of message i of a batch of kind `kind`: all equal, all
   different, or a few large among short ones. The large ones (2,000 to
   7,999 bytes) are at least 13 blocks of any family, the short ones
   (under 300 bytes) at most 5, so short messages end and their lanes
   refill while the large ones run on; longer ones would only add blocks
   to the same core calls, the most of this test's time under valgrind
   and qemu. */
static size_t
message_length(int kind, size_t i, size_t equal)
{
  switch (kind)
    {
    case 0: return equal;
    case 1: return test_random_below(1001);
    default: return i % 3 == 0 ? 2000 + test_random_below(6000) : test_random_below(300);
    }
}

/* One batch through many() against one-shot hashes of prefix || message. */
static void
batch(const struct thistle_hash *h, many_function *many, const uint8_t *pool,
      size_t prefix_length, int null_prefix, size_t n, int kind)
{
  static uint8_t digests[MAX_BATCH * 64 + 64];
  const void *data[MAX_BATCH];
  size_t length[MAX_BATCH], i, equal = test_random_below(1001);
  uint64_t ctx[64], before[64], one[64];
  uint8_t want[64];

  /* Every byte defined, so that comparing whole contexts is meaningful. */
  memset(ctx, 0xa5, sizeof(ctx));
  h->init(ctx);
  if (!null_prefix)
    h->update(ctx, pool + POOL - prefix_length, prefix_length);
  memcpy(before, ctx, h->context_size);
  for (i = 0; i < n; i++)
    {
      length[i] = message_length(kind, i, equal);
      /* Any alignment; NULL for some empty messages. */
      data[i] = length[i] == 0 && i % 2 ? NULL
        : pool + test_random_below(POOL - 200 - length[i]);
    }
  memset(digests, CANARY, sizeof(digests));
  many(null_prefix ? NULL : ctx, n, data, length, digests);
  CHECK(memcmp(ctx, before, h->context_size) == 0,
        "%s_many changed the prefix context", h->name);
  for (i = 0; i < n; i++)
    {
      memcpy(one, before, h->context_size);
      h->update(one, data[i], length[i]);
      h->digest(one, want);
      CHECK_BYTES(digests + i * h->digest_size, want, h->digest_size,
                  "%s_many: message %zu of %zu (%zu bytes), prefix %zu%s",
                  h->name, i, n, length[i], prefix_length,
                  null_prefix ? " (NULL)" : "");
    }
  CHECK(canaries_intact(digests + n * h->digest_size,
                        sizeof(digests) - n * h->digest_size),
        "%s_many wrote past %zu digests", h->name, n);
}

static void
front_end(void)
{
  static const size_t prefixes[] = { 0, 1, 55, 56, 63, 64, 65, 111, 112,
                                     127, 128, 129, 200 };
  uint8_t *pool = xmalloc(POOL);
  size_t a, n;
  int kind;

  test_random_bytes(pool, POOL);
  for (a = 0; thistle_hashes[a]; a++)
    {
      const struct thistle_hash *h = thistle_hashes[a];
      many_function *many = many_adapter(h->name);
      for (n = 0; n <= MAX_BATCH; n += n < 17 ? 1 : n < 64 ? 14 : 36)
        for (kind = 0; kind < 3; kind++)
          {
            size_t p = prefixes[test_random_below(sizeof(prefixes) / sizeof(prefixes[0]))];
            batch(h, many, pool, p, 0, n, kind);
            batch(h, many, pool, 0, 1, n, kind);
          }
    }
  free(pool);
}

/* SHAKE128 and SHAKE256: one batch through thistle_shakeN_many against
   the single-stream squeeze of copies of the prefix context. */
#define SHAKE_BATCH(bits)                                                   \
  static void                                                               \
  shake##bits##_batch(const uint8_t *pool, size_t n, size_t out_length,     \
                      int kind, int prefix_kind)                            \
  {                                                                         \
    static uint8_t out[MAX_BATCH * 1000 + 64];                              \
    struct thistle_shake##bits##_ctx ctx, before, one;                      \
    const void *data[MAX_BATCH];                                            \
    size_t length[MAX_BATCH], i, equal = test_random_below(300);            \
    size_t prefix_length = test_random_below(400);                          \
    uint8_t want[1000];                                                     \
                                                                            \
    memset(&ctx, 0xa5, sizeof(ctx));                                        \
    if (prefix_kind == 2)                                                   \
      thistle_cshake##bits##_init(&ctx, "N", 1, pool, 7);                   \
    else                                                                    \
      thistle_shake##bits##_init(&ctx);                                     \
    if (prefix_kind > 0)                                                    \
      thistle_shake##bits##_update(&ctx, pool + POOL - prefix_length,       \
                                   prefix_length);                          \
    before = ctx;                                                           \
    for (i = 0; i < n; i++)                                                 \
      {                                                                     \
        length[i] = message_length(kind, i, equal);                         \
        data[i] = length[i] == 0 && i % 2 ? NULL                            \
          : pool + test_random_below(POOL - 200 - length[i]);               \
      }                                                                     \
    memset(out, CANARY, sizeof(out));                                       \
    CHECK(thistle_shake##bits##_many(prefix_kind ? &ctx : NULL, n, data,    \
                                     length, out, out_length) == THISTLE_OK, \
          "shake" #bits "_many failed");                                    \
    CHECK(memcmp(&ctx, &before, sizeof(ctx)) == 0,                          \
          "shake" #bits "_many changed the prefix context");                \
    for (i = 0; i < n; i++)                                                 \
      {                                                                     \
        one = before;                                                       \
        if (prefix_kind == 0)                                               \
          thistle_shake##bits##_init(&one);                                 \
        thistle_shake##bits##_update(&one, data[i], length[i]);             \
        thistle_shake##bits##_squeeze(&one, want, out_length);              \
        CHECK_BYTES(out + i * out_length, want, out_length,                 \
                    "shake" #bits "_many: message %zu of %zu (%zu bytes),"  \
                    " prefix %zu (kind %d), %zu bytes out", i, n,           \
                    length[i], prefix_length, prefix_kind, out_length);     \
      }                                                                     \
    CHECK(canaries_intact(out + n * out_length,                             \
                          sizeof(out) - n * out_length),                    \
          "shake" #bits "_many wrote past %zu outputs", n);                 \
    /* A context that has squeezed takes no more message, and nothing is   \
       written (past the outputs, out still holds the canaries checked      \
       above). */                                                           \
    one = before;                                                           \
    if (prefix_kind == 0)                                                   \
      thistle_shake##bits##_init(&one);                                     \
    thistle_shake##bits##_squeeze(&one, want, 1);                           \
    memset(out, CANARY, n * out_length);                                    \
    CHECK(thistle_shake##bits##_many(&one, n, data, length, out,            \
                                     out_length) == THISTLE_ERROR_SQUEEZING, \
          "shake" #bits "_many took a squeezing prefix");                   \
    CHECK(canaries_intact(out, n * out_length + 64),                        \
          "shake" #bits "_many wrote with a squeezing prefix");             \
  }
SHAKE_BATCH(128)
SHAKE_BATCH(256)

/* Output lengths around the rates and the post-quantum shapes (504 and
   840 bytes: ML-KEM's matrix expansion). */
static void
shake_front_end(void)
{
  static const size_t outs[] = { 0, 1, 32, 135, 136, 137, 167, 168, 169,
                                 336, 504, 840, 1000 };
  uint8_t *pool = xmalloc(POOL);
  size_t n, o;
  int kind, prefix_kind;

  test_random_bytes(pool, POOL);
  for (n = 0; n <= MAX_BATCH; n += n < 17 ? 1 : n < 64 ? 14 : 36)
    for (kind = 0; kind < 3; kind++)
      for (prefix_kind = 0; prefix_kind < 3; prefix_kind++)
        {
          o = outs[test_random_below(sizeof(outs) / sizeof(outs[0]))];
          shake128_batch(pool, n, o, kind, prefix_kind);
          shake256_batch(pool, n, o, kind, prefix_kind);
        }
  free(pool);
}

/* The core's name in the override matrix: "sha_ni-x2", or "single". */
static void
core_name(const struct thistle_lane_core *c, char *name, size_t size)
{
  if (c)
    snprintf(name, size, "%s-x%u", c->token, c->lanes);
  else
    snprintf(name, size, "single");
}

/* THISTLE_TEST_EXPECT="...,sha256_many=sha_ni-x2,..." names the core a
   batch of 64 starts with in this run; a silent fallback fails. */
static void
expected_cores(void)
{
  static const enum thistle_family families[] = {
    THISTLE_FAMILY_SHA1, THISTLE_FAMILY_SHA256, THISTLE_FAMILY_SHA512,
    THISTLE_FAMILY_SHA3
  };
  static const char *const keys[] = { "sha1_many=", "sha256_many=",
                                      "sha512_many=", "sha3_many=" };
  const char *expect = getenv("THISTLE_TEST_EXPECT");
  size_t i;

  for (i = 0; i < 4; i++)
    {
      char name[64];
      const char *p = expect ? strstr(expect, keys[i]) : NULL;
      core_name(_thistle_many_core(families[i], 64), name, sizeof(name));
      printf("%s%s for 64 messages\n", keys[i], name);
      CHECK(_thistle_many_core(families[i], 1) == NULL,
            "a lone %s message goes through a lane core", keys[i]);
      if (p == NULL)
        continue;
      p += strlen(keys[i]);
      CHECK(strncmp(p, name, strlen(name)) == 0
            && (p[strlen(name)] == ',' || p[strlen(name)] == '\0'),
            "%s%s, but this run expects %s", keys[i], name, expect);
    }
}

/* A prefix whose block count is about to wrap (a context that took 2^64
   blocks, or an imported one): the many API gives each message the
   length a context that took it would, its count wrapping the same. */
#define COUNT_WRAP(name, NAME)                                              \
  static void                                                               \
  name##_count_wrap(const uint8_t *pool)                                    \
  {                                                                         \
    static const size_t lengths[] = { 0, 1, 63, 64, 65, 127, 128, 129, 300 };\
    const void *data[9];                                                    \
    uint8_t got[9 * THISTLE_##NAME##_DIGEST_SIZE];                          \
    uint8_t want[THISTLE_##NAME##_DIGEST_SIZE];                             \
    struct thistle_##name##_ctx prefix, ctx;                                \
    size_t i;                                                               \
    thistle_##name##_init(&prefix);                                         \
    prefix.count = UINT64_MAX;                                              \
    thistle_##name##_update(&prefix, pool, 5);                              \
    for (i = 0; i < 9; i++)                                                 \
      data[i] = pool + i;                                                   \
    thistle_##name##_many(&prefix, 9, data, lengths, got);                  \
    for (i = 0; i < 9; i++)                                                 \
      {                                                                     \
        ctx = prefix;                                                       \
        thistle_##name##_update(&ctx, data[i], lengths[i]);                 \
        thistle_##name##_digest(&ctx, want);                                \
        CHECK_BYTES(got + i * sizeof(want), want, sizeof(want),             \
                    #name "_many, a count about to wrap, %zu bytes",        \
                    lengths[i]);                                            \
      }                                                                     \
  }
COUNT_WRAP(sha1, SHA1)
COUNT_WRAP(sha256, SHA256)
COUNT_WRAP(sha512, SHA512)

int
main(void)
{
  uint8_t pool[512];
  test_random_bytes(pool, sizeof(pool));
  sha1_count_wrap(pool);
  sha256_count_wrap(pool);
  sha512_count_wrap(pool);
  cores();
  front_end();
  shake_front_end();
  expected_cores();
  return test_finish("many-test");
}
