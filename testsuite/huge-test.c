/* SPDX-License-Identifier: ISC */
/* testsuite/huge-test.c (make check-slow): messages over 4 GiB, where a
   32-bit byte count or offset would wrap.

   1. 5 GiB + 12345 bytes streamed through update in uneven pieces, with a
      partial block pending at every call. The message is byte i = i mod
      251.
   2. One call over 2^32 + 2^16 zero bytes for each compress_n variant and
      each lane core of the table this CPU can run (every lane of a core
      over the whole of it), the state then finished by the front end; the
      public one-shot functions; thistle_X_many over as many such messages
      as its lane core has lanes (one core call moves every lane over
      4 GiB); and a batch holding one such message among short ones
      (finished by compress_n when the short ones run out). The zeros are
      a read-only anonymous mapping, so all the kernel's zero page: they
      cost no memory. The calls are shared among threads, one per
      processor.

   The expected digests were computed once with Python 3.11's hashlib
   (OpenSSL 3.0), feeding the same bytes. */

#define _GNU_SOURCE 1

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "compress.h"
#include "fat-setup.h"
#include "lane-cores.h"
#include "many-adapters.h"
#include "testutils.h"

#define PERIOD 251
#define TOTAL (UINT64_C(5) << 30) + 12345
#define MAX_PIECE (1u << 20)

struct family_case {
  const char *name;                     /* the hash of the family tested */
  const char *streamed;                 /* digest of part 1's message */
  const char *zeros;                    /* digest of ZEROS zero bytes */
};

static const struct family_case families[THISTLE_N_FAMILIES] = {
  [THISTLE_FAMILY_SHA1] = { "sha1", "2322cefc533208d01cc680f2606b075810bda295",
    "e501649bd0ce63253cc4ac7055718f4b4ac40206" },
  [THISTLE_FAMILY_SHA256] = { "sha256",
    "f11be1a86c30374e4f04de2d4ee37a0cc7c4333c8ea590d0b525965530ee3f81",
    "bba36e59cfe7128ca94bcdd249819426b61b38eb289784e98d245a8356263607" },
  [THISTLE_FAMILY_SHA512] = { "sha512",
    "acbb293e21dd2bb485745cb33e2c5d9d9b8e1ff303216a96aa18e8ead6d25700"
    "23e3a28cd7735e51f48eacb0dc80e1dd7ef97320dc341e4ade8111731af9b610",
    "f832e51f9c1b043a23c3f70a6349bbe8d42ae96d222cf96098d0790e955b65cd"
    "45086304e9e6674d8be4add7646cf965ecd88e25abd38a171198b93014155ed5" },
  [THISTLE_FAMILY_SHA3] = { "sha3_256",
    "2114e6d6f0d38621caae5d4c0692aa4c5ea4843f3c7da080877b722860185cf7",
    "2ee23c59a54a3a626389f4e4673d6a09206aa5a49222ccc88f0edc5a7e0dff56" },
};

static void
streamed(void)
{
  /* A buffer long enough to start a piece of any length at any phase. */
  uint8_t *pattern = xmalloc(PERIOD + MAX_PIECE);
  size_t i, f;

  for (i = 0; i < PERIOD + MAX_PIECE; i++)
    pattern[i] = (uint8_t) (i % PERIOD);

  for (f = 0; f < THISTLE_N_FAMILIES; f++)
    {
      const struct thistle_hash *h = thistle_hash_lookup(families[f].name);
      void *ctx = xmalloc(h->context_size);
      uint8_t digest[64], *expected;
      uint64_t done = 0;
      size_t expected_length;

      h->init(ctx);
      while (done < TOTAL)
        {
          /* Odd sizes from 1 byte to 1 MiB, so blocks straddle calls. */
          uint64_t piece = 1 + test_random_below(MAX_PIECE);
          if (piece > TOTAL - done)
            piece = TOTAL - done;
          h->update(ctx, pattern + done % PERIOD, (size_t) piece);
          done += piece;
        }
      h->digest(ctx, digest);
      expected = hex_decode(families[f].streamed, &expected_length);
      CHECK_BYTES(digest, expected, h->digest_size, "%s of 5 GiB + 12345 bytes",
                  h->name);
      printf("%s (%s): 5 GiB streamed\n", h->name,
             thistle_implementation(h->name));
      free(expected);
      free(ctx);
    }
  free(pattern);
}

#if SIZE_MAX > UINT32_MAX

#define ZEROS ((UINT64_C(1) << 32) + (UINT64_C(1) << 16))
/* Room for the messages that start past the first byte. */
#define MAP_SIZE (ZEROS + 4096)

static const uint8_t *zeros;

typedef union {
  uint32_t w32[8];
  uint64_t w64[25];
} state_buffer;

/* The blocks part 2 runs a family's variants over: SHA3-256's rate for
   sha3, whose front end finishes the message. */
static size_t
block_size(enum thistle_family f)
{
  return f == THISTLE_FAMILY_SHA3 ? THISTLE_SHA3_256_BLOCK_SIZE
    : _thistle_family_block_size(f);
}

/* One call of part 2: what it runs, and the digests it got. */
struct job {
  enum thistle_family family;
  const char *what;                     /* "sha256_compress_n (avx2)" ... */
  const struct thistle_variant *variant;
  const struct thistle_lane_core *core;
  enum { ONESHOT = 1, MANY_LONG, MANY_MIXED } front_end;
  size_t batch;                         /* MANY_LONG's messages */
  unsigned digests;
  uint8_t digest[THISTLE_MAX_LANES][64];
  unsigned short_mismatches;            /* the many batch's other messages */
  char name[64];
};

/* The state a message starts from, by way of a context. */
static void
initial_state(enum thistle_family f, state_buffer *s)
{
  struct thistle_sha1_ctx c1;
  struct thistle_sha256_ctx c256;
  struct thistle_sha512_ctx c512;
  switch (f)
    {
    case THISTLE_FAMILY_SHA1: thistle_sha1_init(&c1); memcpy(s, c1.state, sizeof c1.state); break;
    case THISTLE_FAMILY_SHA256: thistle_sha256_init(&c256); memcpy(s, c256.state, sizeof c256.state); break;
    case THISTLE_FAMILY_SHA512: thistle_sha512_init(&c512); memcpy(s, c512.state, sizeof c512.state); break;
    case THISTLE_FAMILY_SHA3: memset(s, 0, sizeof *s); break;
    }
}

/* The digest of a message of whole blocks that took a state to s: a
   context of algorithm name holding s after that many blocks pads and
   finishes it (SHA-3's after absorbing the zeros left over). */
#define FINISH(name, s, blocks, digest) do {                             \
    struct thistle_##name##_ctx c_;                                      \
    thistle_##name##_init(&c_);                                          \
    memcpy(c_.state, s, sizeof c_.state);                                \
    c_.count = blocks;                                                   \
    thistle_##name##_digest(&c_, digest);                                \
  } while (0)

static void
finish(enum thistle_family f, const state_buffer *s, uint64_t blocks,
       uint8_t *digest)
{
  switch (f)
    {
    case THISTLE_FAMILY_SHA1: FINISH(sha1, s, blocks, digest); break;
    case THISTLE_FAMILY_SHA256: FINISH(sha256, s, blocks, digest); break;
    case THISTLE_FAMILY_SHA512: FINISH(sha512, s, blocks, digest); break;
    case THISTLE_FAMILY_SHA3:
      {
        struct thistle_sha3_256_ctx c;
        thistle_sha3_256_init(&c);
        memcpy(c.state, s, sizeof c.state);
        thistle_sha3_256_update(&c, zeros, ZEROS - blocks * sizeof c.block);
        thistle_sha3_256_digest(&c, digest);
      }
      break;
    }
}

static void
run_variant(struct job *j)
{
  const struct thistle_variant *v = j->variant;
  uint64_t blocks = ZEROS / block_size(j->family);
  state_buffer s;

  initial_state(j->family, &s);
  _thistle_variant_absorb(v, &s, zeros, blocks, block_size(j->family));
  finish(j->family, &s, blocks, j->digest[0]);
  j->digests = 1;
}

/* Every lane over the whole of the zeros (lanes may share data). */
static void
run_core(struct job *j)
{
  const struct thistle_lane_core *c = j->core;
  uint64_t blocks = ZEROS / block_size(j->family);
  state_buffer s[THISTLE_MAX_LANES];
  void *state[THISTLE_MAX_LANES];
  uint64_t *state64[THISTLE_MAX_LANES];
  const uint8_t *data[THISTLE_MAX_LANES];
  unsigned lane;

  for (lane = 0; lane < c->lanes; lane++)
    {
      initial_state(j->family, &s[lane]);
      state[lane] = state64[lane] = s[lane].w64;
      data[lane] = zeros;
    }
  /* A sha3 core absorbs at the rate finish() pads at, SHA3-256's; the
     call helper's is the family's largest. */
  if (j->family == THISTLE_FAMILY_SHA3)
    c->compress.sha3.absorb(state64, data, blocks, block_size(j->family));
  else
    _thistle_lane_core_call(c, state, data, blocks);
  for (lane = 0; lane < c->lanes; lane++)
    finish(j->family, &s[lane], blocks, j->digest[lane]);
  j->digests = c->lanes;
}

/* The public one-shot function over all the zeros, from an odd address. */
static void
run_oneshot(struct job *j)
{
  switch (j->family)
    {
    case THISTLE_FAMILY_SHA1: thistle_sha1(zeros + 1, ZEROS, j->digest[0]); break;
    case THISTLE_FAMILY_SHA256: thistle_sha256(zeros + 1, ZEROS, j->digest[0]); break;
    case THISTLE_FAMILY_SHA512: thistle_sha512(zeros + 1, ZEROS, j->digest[0]); break;
    case THISTLE_FAMILY_SHA3: thistle_sha3_256(zeros + 1, ZEROS, j->digest[0]); break;
    }
  j->digests = 1;
}

/* The batch's messages, each from its own address (the first at zeros). */
#define BATCH 17
static void
run_many_long(struct job *j)
{
  const struct thistle_hash *h = thistle_hash_lookup(families[j->family].name);
  const void *data[THISTLE_MAX_LANES];
  size_t length[THISTLE_MAX_LANES], i;
  uint8_t digests[THISTLE_MAX_LANES * 64];

  for (i = 0; i < j->batch; i++)
    {
      data[i] = zeros + i;
      length[i] = ZEROS;
    }
  many_adapter(h->name)(NULL, j->batch, data, length, digests);
  for (i = 0; i < j->batch; i++)
    memcpy(j->digest[i], digests + i * h->digest_size, h->digest_size);
  j->digests = j->batch;
}

/* Short messages (0, 1000, ... bytes) with the long one in the middle;
   the short ones are compared with the one-shot function's digests. */
static void
run_many_mixed(struct job *j)
{
  const struct thistle_hash *h = thistle_hash_lookup(families[j->family].name);
  const void *data[BATCH];
  size_t length[BATCH], i;
  uint8_t digests[BATCH * 64], want[64];

  for (i = 0; i < BATCH; i++)
    {
      data[i] = zeros + i;
      length[i] = i == BATCH / 2 ? ZEROS : 1000 * i;
    }
  many_adapter(h->name)(NULL, BATCH, data, length, digests);
  for (i = 0; i < BATCH; i++)
    if (i != BATCH / 2)
      {
        hash_oneshot(h, data[i], length[i], want);
        j->short_mismatches += memcmp(want, digests + i * h->digest_size,
                                      h->digest_size) != 0;
      }
  memcpy(j->digest[0], digests + BATCH / 2 * h->digest_size, h->digest_size);
  j->digests = 1;
}

static struct job *jobs;
static size_t n_jobs, next_job;
static pthread_mutex_t next_lock = PTHREAD_MUTEX_INITIALIZER;

static void *
worker(void *unused)
{
  for (;;)
    {
      struct job *j;
      pthread_mutex_lock(&next_lock);
      j = next_job < n_jobs ? &jobs[next_job++] : NULL;
      pthread_mutex_unlock(&next_lock);
      if (!j)
        return NULL;
      if (j->variant)
        run_variant(j);
      else if (j->core)
        run_core(j);
      else if (j->front_end == ONESHOT)
        run_oneshot(j);
      else if (j->front_end == MANY_LONG)
        run_many_long(j);
      else
        run_many_mixed(j);
    }
}

static struct job *
add_job(enum thistle_family f)
{
  struct job *j = &jobs[n_jobs++];
  memset(j, 0, sizeof *j);
  j->family = f;
  return j;
}

/* The jobs of part 2 for this CPU, the slowest first, so that the
   threads end together. */
static void
add_jobs(void)
{
  const struct thistle_variant *v;
  const struct thistle_lane_core *c, *through_many[THISTLE_N_FAMILIES] = { NULL };
  size_t max_jobs = 3 * THISTLE_N_FAMILIES, k;

  for (v = _thistle_variants; v->token; v++)
    max_jobs++;
  for (c = _thistle_lane_cores; c->token; c++)
    max_jobs++;
  jobs = xmalloc(max_jobs * sizeof *jobs);

  for (k = 0; k < THISTLE_N_FAMILIES; k++)
    {
      const char *name = families[k].name;
      const struct thistle_lane_core *many = _thistle_many_core(k, 64);
      int has_many = k != THISTLE_FAMILY_SHA3;   /* SHA-3 has no many form */
      struct job *j;
      if (has_many && many)
        {
          j = add_job(k);
          j->front_end = MANY_LONG;
          j->batch = many->lanes;
          c = through_many[k] = _thistle_many_core(k, j->batch);
          snprintf(j->name, sizeof j->name, "%s_many, %zu messages (%s-x%u)", name,
                   j->batch, c ? c->token : "single", c ? c->lanes : 1);
        }
      else if (has_many)
        printf("SKIP %s_many over long messages: no lane core runs here\n", name);
      j = add_job(k);
      j->front_end = ONESHOT;
      snprintf(j->name, sizeof j->name, "%s (%s)", name, thistle_implementation(name));
      if (!has_many)
        continue;
      j = add_job(k);
      j->front_end = MANY_MIXED;
      snprintf(j->name, sizeof j->name, "%s_many, one message among %d", name, BATCH);
    }

  /* Each core and variant once: the front ends' run the long messages of
     the jobs above (the one-shot functions make one compress_n call). */
  for (c = _thistle_lane_cores; c->token; c++)
    if (c->requires & ~_thistle_cpu_features())
      printf("SKIP %s-x%u (%s): this CPU lacks what it needs\n",
             _thistle_family_name(c->family), c->lanes, c->token);
    else if (c != through_many[c->family])
      {
        struct job *j = add_job(c->family);
        j->core = c;
        snprintf(j->name, sizeof j->name, "%s-x%u (%s), every lane",
                 _thistle_family_name(c->family), c->lanes, c->token);
      }
  for (v = _thistle_variants; v->token; v++)
    if (!_thistle_variant_usable(v))
      printf("SKIP %s (%s): this CPU lacks what it needs\n",
             _thistle_family_name(v->family), v->name);
    else if (v != _thistle_variant_in_use(v->family))
      {
        struct job *j = add_job(v->family);
        j->variant = v;
        snprintf(j->name, sizeof j->name, "%s (%s)",
                 _thistle_family_name(v->family), v->name);
      }
}

static void
single_calls(void)
{
  long processors = sysconf(_SC_NPROCESSORS_ONLN);
  pthread_t threads[16];
  size_t n_threads, i;
  void *map;

  map = mmap(NULL, MAP_SIZE, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
             -1, 0);
  if (map == MAP_FAILED)
    test_die("cannot map %llu bytes of zeros", (unsigned long long) ZEROS);
  /* The huge zero page, where the kernel has one: fewer faults and TLB
     misses. */
  madvise(map, MAP_SIZE, MADV_HUGEPAGE);
  zeros = map;

  add_jobs();
  n_threads = processors < 1 ? 1 : (size_t) processors;
  if (n_threads > sizeof threads / sizeof threads[0])
    n_threads = sizeof threads / sizeof threads[0];
  for (i = 0; i < n_threads; i++)
    if (pthread_create(&threads[i], NULL, worker, NULL) != 0)
      test_die("cannot start a thread");
  for (i = 0; i < n_threads; i++)
    pthread_join(threads[i], NULL);

  for (i = 0; i < n_jobs; i++)
    {
      const struct job *j = &jobs[i];
      size_t size = thistle_hash_lookup(families[j->family].name)->digest_size;
      size_t expected_length;
      uint8_t *expected = hex_decode(families[j->family].zeros, &expected_length);
      unsigned d;
      for (d = 0; d < j->digests; d++)
        CHECK_BYTES(j->digest[d], expected, size,
                    "%s, message %u: 2^32 + 2^16 zero bytes", j->name, d);
      CHECK(j->short_mismatches == 0, "%s: %u short messages hashed wrong",
            j->name, j->short_mismatches);
      printf("%s: 2^32 + 2^16 zero bytes at once\n", j->name);
      free(expected);
    }
  free(jobs);
  munmap(map, MAP_SIZE);
}

#else

static void
single_calls(void)
{
  printf("(a 32-bit build: no single call over 4 GiB)\n");
}

#endif

int
main(void)
{
  streamed();
  single_calls();
  return test_finish("huge-test");
}
