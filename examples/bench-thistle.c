/* SPDX-License-Identifier: ISC */
/* examples/bench-thistle.c: thistle as the benchmark drives it: the hashes
   through the public algorithm table, HMAC and the key derivations through
   the typed functions; and, from the library's internal tables, its
   compress_n variants and lane cores, so that every variant the library
   gains is measured without a change here. */

#include "bench-thistle.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "thistle/thistle.h"
#include "fat-setup.h"
#include "lane-cores.h"
#include "hash-internal.h"
#include "bench-clock.h"
#include "bench-rows.h"
#include "bench-library.h"

const uint8_t bench_hmac_key[BENCH_HMAC_KEY_SIZE] = {
  0x0b, 0x1c, 0x2d, 0x3e, 0x4f, 0x50, 0x61, 0x72,
  0x83, 0x94, 0xa5, 0xb6, 0xc7, 0xd8, 0xe9, 0xfa,
  0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78,
  0x87, 0x96, 0xa5, 0xb4, 0xc3, 0xd2, 0xe1, 0xf0
};

/* A hash: its table entry, then its context; for SHAKE, a second
   context after it, the prefix of the batch modes (NULL: none). */
struct hash_state {
  const struct thistle_hash *hash;
  void *prefix;
  uint64_t context[];
};

static void
hash_start(void *state)
{
  struct hash_state *s = state;
  s->hash->init(s->context);
}

static void
hash_update(void *state, const uint8_t *data, size_t length)
{
  struct hash_state *s = state;
  s->hash->update(s->context, data, length);
}

static void
hash_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct hash_state *s = state;
  s->hash->init(s->context);
  s->hash->update(s->context, data, length);
  s->hash->digest(s->context, out);
}

/* HMAC, the many API and the key derivations have typed functions only,
   for each family's representative: adapters for each (the many API's
   prefix context is NULL), and the derivations themselves. SHA3-256 has
   HMAC and the many API (NULL for the derivations). */
struct typed {
  const char *name;
  size_t hmac_context_size;
  void (*set_key)(void *context, const uint8_t *key, size_t length);
  void (*mac)(void *context, const uint8_t *data, size_t length,
              uint8_t *out);
  void (*many)(void *state, size_t n, const uint8_t *const data[],
               const size_t length[], uint8_t *out, size_t out_length);
  int (*pbkdf2)(const void *password, size_t password_length,
                const void *salt, size_t salt_length, uint32_t iterations,
                uint8_t *out, size_t length);
  int (*hkdf)(const void *salt, size_t salt_length, const void *ikm,
              size_t ikm_length, const void *info, size_t info_length,
              uint8_t *out, size_t length);
};

#define HMAC_ADAPTERS(name)                                                 \
  static void                                                               \
  name##_set_key(void *context, const uint8_t *key, size_t length)          \
  {                                                                         \
    thistle_hmac_##name##_set_key(context, key, length);                    \
  }                                                                         \
  static void                                                               \
  name##_mac(void *context, const uint8_t *data, size_t length,             \
             uint8_t *out)                                                  \
  {                                                                         \
    /* The digest leaves the context keyed for the next message. */         \
    thistle_hmac_##name##_update(context, data, length);                    \
    thistle_hmac_##name##_digest(context, out);                             \
  }

/* A hash's digests have its length: out_length is for SHAKE. */
#define ADAPTERS(name)                                                      \
  HMAC_ADAPTERS(name)                                                       \
  static void                                                               \
  name##_many(void *state, size_t n, const uint8_t *const data[],           \
              const size_t length[], uint8_t *out, size_t out_length)       \
  {                                                                         \
    (void) state;                                                           \
    (void) out_length;                                                      \
    thistle_##name##_many(NULL, n, (const void *const *) data, length, out); \
  }

ADAPTERS(sha1)
ADAPTERS(sha256)
ADAPTERS(sha512)
ADAPTERS(sha3_224)
ADAPTERS(sha3_256)
ADAPTERS(sha3_384)
ADAPTERS(sha3_512)

#define TYPED(name)                                                         \
  { #name, sizeof(struct thistle_hmac_##name##_ctx), name##_set_key,         \
    name##_mac, name##_many, thistle_pbkdf2_hmac_##name,                    \
    thistle_hkdf_##name }

/* A hash with HMAC and a many API but no KDF (SHA-3). */
#define NO_KDF(name)                                                        \
  { #name, sizeof(struct thistle_hmac_##name##_ctx), name##_set_key,         \
    name##_mac, name##_many, NULL, NULL }

static const struct typed typed_functions[] = {
  TYPED(sha1),
  TYPED(sha256),
  TYPED(sha512),
  NO_KDF(sha3_224),
  NO_KDF(sha3_256),
  NO_KDF(sha3_384),
  NO_KDF(sha3_512),
};

/* hash's typed functions, or NULL. */
static const struct typed *
typed(const struct thistle_hash *hash)
{
  size_t i;
  for (i = 0; i < sizeof(typed_functions) / sizeof(typed_functions[0]); i++)
    if (strcmp(typed_functions[i].name, hash->name) == 0)
      return &typed_functions[i];
  return NULL;
}

struct hmac_state {
  const struct typed *typed;
  uint64_t context[];
};

static void
hmac_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct hmac_state *s = state;
  s->typed->mac(s->context, data, length, out);
}

static int
open_hmac(const struct thistle_hash *hash, struct bench_subject *subject)
{
  const struct typed *t = typed(hash);
  struct hmac_state *s;
  if (t == NULL || (s = malloc(sizeof(*s) + t->hmac_context_size)) == NULL)
    return 0;
  s->typed = t;
  t->set_key(s->context, bench_hmac_key, BENCH_HMAC_KEY_SIZE);
  subject->state = s;
  subject->message = hmac_message;
  return 1;
}

static int
derive_pbkdf2(const struct thistle_hash *hash, const uint8_t *password,
              size_t password_length, const uint8_t *salt, size_t salt_length,
              unsigned iterations, uint8_t *out, size_t length)
{
  const struct typed *t = typed(hash);
  return t && t->pbkdf2 ? t->pbkdf2(password, password_length, salt,
                                    salt_length, iterations, out, length)
    : -1;
}

static int
derive_hkdf(const struct thistle_hash *hash, const uint8_t *salt,
            size_t salt_length, const uint8_t *ikm, size_t ikm_length,
            const uint8_t *info, size_t info_length, uint8_t *out,
            size_t length)
{
  const struct typed *t = typed(hash);
  return t && t->hkdf ? t->hkdf(salt, salt_length, ikm, ikm_length, info,
                                info_length, out, length) : -1;
}

/* SHAKE: the prefix, absorbed into the context after the running one. */
static void
shake_set_prefix(void *state, const uint8_t *data, size_t length)
{
  struct hash_state *s = state;
  s->prefix = NULL;
  if (length == 0)
    return;
  s->prefix = (uint8_t *) s->context + s->hash->context_size;
  s->hash->init(s->prefix);
  s->hash->update(s->prefix, data, length);
}

/* SHAKE's output stream, from the message hash_start began; a whole
   message from a copy of the prefix (or a new context) absorbing data; a
   batch through the many API, from the prefix. */
#define SHAKE_ADAPTERS(name)                                                \
  static void                                                               \
  name##_squeeze(void *state, uint8_t *out, size_t length)                  \
  {                                                                         \
    struct hash_state *s = state;                                           \
    thistle_##name##_squeeze((struct thistle_##name##_ctx *) s->context,    \
                             out, length);                                  \
  }                                                                         \
  static void                                                               \
  name##_xof_message(void *state, const uint8_t *data, size_t length,      \
                     uint8_t *out, size_t out_length)                       \
  {                                                                         \
    struct hash_state *s = state;                                           \
    struct thistle_##name##_ctx *ctx = (void *) s->context;                \
    if (s->prefix)                                                          \
      *ctx = *(const struct thistle_##name##_ctx *) s->prefix;              \
    else                                                                    \
      thistle_##name##_init(ctx);                                           \
    (void) thistle_##name##_update(ctx, data, length);                      \
    thistle_##name##_squeeze(ctx, out, out_length);                         \
  }                                                                         \
  static void                                                               \
  name##_xof_many(void *state, size_t n, const uint8_t *const data[],      \
                  const size_t length[], uint8_t *out, size_t out_length)   \
  {                                                                         \
    struct hash_state *s = state;                                           \
    (void) thistle_##name##_many(s->prefix, n, (const void *const *) data,  \
                                 length, out, out_length);                  \
  }

SHAKE_ADAPTERS(shake128)
SHAKE_ADAPTERS(shake256)

static int
open_thistle(const struct bench_algorithm *algorithm,
             struct bench_subject *subject)
{
  const struct typed *t = typed(algorithm->hash);
  struct hash_state *s;

  subject->start = NULL;
  subject->update = NULL;
  subject->many = NULL;
  subject->close = free;
  if (algorithm->hmac)
    return open_hmac(algorithm->hash, subject);

  /* Room for SHAKE's prefix context; the contexts' sizes are multiples
     of 8. */
  s = malloc(sizeof(*s) + 2 * algorithm->hash->context_size);
  if (s == NULL)
    return 0;
  s->hash = algorithm->hash;
  s->prefix = NULL;
  subject->state = s;
  subject->start = hash_start;
  subject->update = hash_update;
  subject->message = hash_message;
  subject->many = t ? t->many : NULL;
  if (bench_hash_is_xof(algorithm->hash))
    subject->set_prefix = shake_set_prefix;
  if (algorithm->hash == &bench_shake128)
    {
      subject->squeeze = shake128_squeeze;
      subject->xof_message = shake128_xof_message;
      subject->many = shake128_xof_many;
    }
  else if (algorithm->hash == &bench_shake256)
    {
      subject->squeeze = shake256_squeeze;
      subject->xof_message = shake256_xof_message;
      subject->many = shake256_xof_many;
    }
  return 1;
}

static const char *
version_of_thistle(void)
{
  static char version[32];
  snprintf(version, sizeof(version), "thistle %s", thistle_version());
  return version;
}

const struct bench_library bench_thistle = {
  "thistle", version_of_thistle, open_thistle, derive_pbkdf2, derive_hkdf,
  NULL
};


/* Writes core's name, TOKEN-xL ("sha_ni-x2"), to name and returns it. */
static const char *
lane_core_name(const struct thistle_lane_core *core, char *name, size_t size)
{
  snprintf(name, size, "%s-x%u", core->token, core->lanes);
  return name;
}

const char *
bench_lane_core(const struct thistle_hash *hash, size_t n, char *name,
                size_t size)
{
  const struct thistle_lane_core *core =
    _thistle_many_core(bench_hash_family(hash), n);
  return core ? lane_core_name(core, name, size) : NULL;
}

int
bench_variant_status(const char *token)
{
  const struct thistle_variant *v;
  int found = 0;

  for (v = _thistle_variants; v->token; v++)
    if (strcmp(v->token, token) == 0)
      {
        if (_thistle_variant_usable(v))
          return 1;
        found = -1;
      }
  return found;
}

void
bench_variant_list(FILE *out, const char *prefix)
{
  const struct thistle_variant *v, *w;
  fprintf(out, "%s", prefix);
  for (v = _thistle_variants; v->token; v++)
    {
      /* Each token once, at its first entry. */
      for (w = _thistle_variants; strcmp(w->token, v->token) != 0; w++)
        ;
      if (w == v)
        fprintf(out, " %s", v->token);
    }
  fprintf(out, "\n");
}

size_t
bench_variant_figures(const int families[THISTLE_N_FAMILIES])
{
  const struct thistle_variant *v;
  size_t n = 0;
  for (v = _thistle_variants; v->token; v++)
    if (families[v->family] && _thistle_variant_usable(v))
      n += 2;
  return n;
}

#define MAX_BLOCKS 64

/* The input blocks, hashed from cache; the state is a running hash, so
   each call depends on the one before, as in a long message. */
static uint8_t blocks_data[MAX_BLOCKS * THISTLE_MAX_BLOCK_SIZE]
  __attribute__((aligned(64)));

/* A unit of work: calls calls of variant over blocks blocks. */
struct compress_work {
  const struct thistle_variant *variant;
  size_t blocks, calls;
  union { uint32_t w32[8]; uint64_t w64[25]; } state;
};

static void
compress_work(void *arg, size_t units)
{
  struct compress_work *w = arg;
  size_t i;
  while (units--)
    for (i = 0; i < w->calls; i++)
      _thistle_variant_call(w->variant, &w->state, blocks_data, w->blocks);
}

/* Measures calls calls of v over blocks blocks into figure. */
static void
measure_compress(const struct bench_settings *settings,
                 const struct thistle_variant *v, size_t blocks, size_t calls,
                 struct bench_figure *figure)
{
  static struct compress_work work;
  memset(&work, 0, sizeof(work));
  work.variant = v;
  work.blocks = blocks;
  work.calls = calls;
  bench_measure(compress_work, &work, settings->seconds, &settings->clocks,
                figure);
}

/* Measures v at blocks per call into figure, and writes its CSV lines. */
static void
measure_variant(const struct bench_settings *settings,
                const struct thistle_variant *v, size_t blocks,
                struct bench_figure *figure)
{
  size_t block_size = _thistle_family_block_size(v->family);
  struct bench_row row = {
    _thistle_family_name(v->family), "thistle", v->name, "compress",
    "compress", blocks * block_size, block_size
  };
  measure_compress(settings, v, blocks, 1, figure);
  bench_csv_figure(settings, &row, figure);
}

void
bench_variant_lines(const struct bench_settings *settings,
                    const int families[THISTLE_N_FAMILIES])
{
  const struct thistle_variant *v;
  size_t i;

  for (i = 0; i < sizeof(blocks_data); i++)
    blocks_data[i] = (uint8_t) (i * 89 + 7);
  printf("\nCompression functions, core cycles per block (median, best):\n");
  for (v = _thistle_variants; v->token; v++)
    {
      struct bench_figure many, one;
      char label[48];
      if (!families[v->family] || !_thistle_variant_usable(v))
        continue;
      measure_variant(settings, v, MAX_BLOCKS, &many);
      measure_variant(settings, v, 1, &one);
      snprintf(label, sizeof(label), "%s (%s):",
               _thistle_family_name(v->family), v->name);
      printf("  %-32s %7.1f cycles/block (best %7.1f) at %d blocks per call;"
             " %7.1f (best %7.1f) at 1\n", label,
             many.cycles / MAX_BLOCKS, many.best_cycles / MAX_BLOCKS,
             MAX_BLOCKS, one.cycles, one.best_cycles);
      bench_flush_stdout();
    }
}

/* Whether this CPU can run lane core c. */
static int
lane_core_usable(const struct thistle_lane_core *c)
{
  return (c->requires & ~_thistle_cpu_features()) == 0;
}

size_t
bench_permute_figures(const int families[THISTLE_N_FAMILIES],
                      const struct bench_library *const *peers)
{
  const struct thistle_variant *v;
  const struct thistle_lane_core *c;
  size_t n = 0;
  if (!families[THISTLE_FAMILY_SHA3])
    return 0;
  for (v = _thistle_variants; v->token; v++)
    n += v->family == THISTLE_FAMILY_SHA3 && _thistle_variant_usable(v);
  for (c = _thistle_lane_cores; c->token; c++)
    n += c->family == THISTLE_FAMILY_SHA3 && lane_core_usable(c);
  for (; *peers; peers++)
    n += (*peers)->keccak_permute != NULL;
  return n;
}

/* The instruction-count floor of each hand-written Keccak-f[1600]: the
   instructions of the innermost loop that runs its rounds, loop overhead
   included, the rounds a pass of that loop does, and the units that issue
   them, whose width (how many a cycle) depends on the core: see
   keccak_widths. The counts are the objects' own
   (testsuite/keccak-round-count-test.sh fails when they differ). The
   arm64 code unrolls the 24 rounds, so its loop is the block's: the
   lanes' loads and stores and the block's XOR and output words (which a
   permutation alone skips) are in its count. A token without a row is compiled C. */
enum keccak_units {
  UNITS_DISPATCH,       /* x86 scalar code, and the one-state avx512 code,
                           which runs on the integer and the vector side at
                           once: dispatch (copies and loads take a slot) */
  UNITS_VECTOR,         /* xmm and ymm code: the vector pipes */
  UNITS_ZMM,            /* zmm code */
  UNITS_ALU,            /* arm64 scalar code: the integer ALUs, rotated
                           operands included */
  UNITS_SHA3,           /* the arm64 SHA-3 instructions */
  UNITS_KINDS
};

struct keccak_floor {
  const char *name;             /* the variant's token, a lane core's TOKEN-xL */
  unsigned loop_instructions;
  unsigned loop_rounds;
  enum keccak_units units;
};

static const struct keccak_floor keccak_floors[] = {
  { "x86_64", 431, 2, UNITS_DISPATCH },
  { "avx2", 369, 2, UNITS_DISPATCH },
  { "avx512", 350, 2, UNITS_DISPATCH },
  { "avx2-x4", 423, 2, UNITS_VECTOR },
  { "avx512-x8", 109, 1, UNITS_ZMM },
  { "arm64", 2664, 24, UNITS_ALU },
  { "sha3", 1719, 24, UNITS_SHA3 },
};

/* The widths of the units, by the cores that have them. Zen 3 and Zen 4
   dispatch 6 a cycle and have four 256-bit vector pipes, a zmm operation
   taking two of them; Zen 5 dispatches 8 and its four vector pipes are
   512 bits wide (doc/performance.md measures them); Intel's Golden Cove
   (Sapphire Rapids) allocates 6 a cycle and has three vector ALU ports,
   two for 512-bit operations (Intel's optimization manual). arm64 cores
   such as the Cortex-X and Neoverse V have four integer ALUs that rotate
   an operand for free, and one pipe for the SHA-3 instructions. */
struct keccak_widths {
  const char *cores;
  unsigned per_cycle[UNITS_KINDS];
};

#if defined(__aarch64__)
static const struct keccak_widths arm64_cores = { "arm64 cores", { 0, 0, 0, 4, 1 } };
#else
static const struct keccak_widths zen3_zen4 = { "Zen 3 and Zen 4", { 6, 4, 2, 0, 0 } };
static const struct keccak_widths zen5 = { "Zen 5", { 8, 4, 4, 0, 0 } };
static const struct keccak_widths golden_cove = { "Golden Cove", { 6, 3, 2, 0, 0 } };
#endif

/* The widths of the cores most like this CPU: for an x86 CPU of another
   family, Zen 3 and Zen 4's, which the heading names. */
static const struct keccak_widths *
keccak_widths(void)
{
  static const struct keccak_widths *here;
  if (here)
    return here;
#if defined(__aarch64__)
  here = &arm64_cores;
#else
  struct bench_cpu cpu;
  bench_cpu_read(&cpu);
  if (strcmp(cpu.vendor, "AuthenticAMD") == 0 && cpu.family >= 26)
    here = &zen5;
  else if (strcmp(cpu.vendor, "GenuineIntel") == 0)
    here = &golden_cove;
  else
    here = &zen3_zen4;
#endif
  return here;
}

/* Prints name's floor, "floor F = 24 x (instructions a round) / (a
   cycle)", or "compiled C". */
static void
print_keccak_floor(const char *name)
{
  size_t i;
  for (i = 0; i < sizeof(keccak_floors) / sizeof(keccak_floors[0]); i++)
    if (strcmp(keccak_floors[i].name, name) == 0)
      {
        const struct keccak_floor *k = &keccak_floors[i];
        double a_round = (double) k->loop_instructions / k->loop_rounds;
        unsigned per_cycle = keccak_widths()->per_cycle[k->units];
        printf("floor %4.0f = 24 x %.4g / %u", 24 * a_round / per_cycle,
               a_round, per_cycle);
        return;
      }
  printf("compiled C");
}

/* PERMUTATIONS calls of one permutation on running states: a peer's or a
   variant's (its squeeze_n of one block of rate 0) on states[0], or a
   lane core's on all its states. */
#define PERMUTATIONS 16
struct permute_work {
  void (*permute)(uint64_t state[25]);
  thistle_sha3_squeeze_n_func *squeeze_n;
  thistle_sha3_permute_lanes_func *permute_lanes;
  uint64_t *lanes[THISTLE_MAX_LANES];
  uint64_t states[THISTLE_MAX_LANES][25];
};

static void
permute_work(void *arg, size_t units)
{
  struct permute_work *w = arg;
  size_t i;
  while (units--)
    for (i = 0; i < PERMUTATIONS; i++)
      w->permute(w->states[0]);
}

static void
squeeze_n_work(void *arg, size_t units)
{
  struct permute_work *w = arg;
  size_t i;
  while (units--)
    for (i = 0; i < PERMUTATIONS; i++)
      w->squeeze_n(w->states[0], NULL, 1, 0);
}

static void
permute_lanes_work(void *arg, size_t units)
{
  struct permute_work *w = arg;
  size_t i;
  while (units--)
    for (i = 0; i < PERMUTATIONS; i++)
      w->permute_lanes(w->lanes);
}

/* Measures the work set up in work, a call on states states, and prints
   its line: the cycles of a call, and per round (one state) or per state,
   and for thistle the floor. */
static void
permute_line(const struct bench_settings *settings, const char *library,
             const char *label, unsigned states,
             void (*work_function)(void *arg, size_t units),
             struct permute_work *work)
{
  struct bench_figure f;
  /* The CSV's bytes: the states', 200 each a permutation. */
  struct bench_row row = { "keccak_permute", library, label, "permute",
                           "permute", PERMUTATIONS * 200 * states, 200 };
  double cycles;
  char text[48];

  bench_measure(work_function, work, settings->seconds, &settings->clocks,
                &f);
  bench_csv_figure(settings, &row, &f);
  if (strcmp(library, "thistle") == 0)
    snprintf(text, sizeof(text), "keccak_permute (%s):", label);
  else
    snprintf(text, sizeof(text), "%s %s:", library, label);
  cycles = f.cycles / PERMUTATIONS;
  printf("  %-28s %7.1f cycles (best %7.1f), %5.1f per %s", text, cycles,
         f.best_cycles / PERMUTATIONS,
         states == 1 ? cycles / 24 : cycles / states,
         states == 1 ? "round" : "state");
  if (strcmp(library, "thistle") == 0)
    {
      printf("; ");
      print_keccak_floor(label);
    }
  printf("\n");
  bench_flush_stdout();
}

/* The work of permute or squeeze_n on one state, or of core on all its
   states. */
static struct permute_work *
single_work(void (*permute)(uint64_t state[25]),
            thistle_sha3_squeeze_n_func *squeeze_n)
{
  static struct permute_work work;
  memset(&work, 0, sizeof(work));
  work.permute = permute;
  work.squeeze_n = squeeze_n;
  return &work;
}

static struct permute_work *
lanes_work(const struct thistle_lane_core *core)
{
  static struct permute_work work;
  unsigned i;
  memset(&work, 0, sizeof(work));
  work.permute_lanes = core->compress.sha3.permute;
  for (i = 0; i < core->lanes; i++)
    work.lanes[i] = work.states[i];
  return &work;
}

void
bench_permute_lines(const struct bench_settings *settings,
                    const int families[THISTLE_N_FAMILIES],
                    const struct bench_library *const *peers)
{
  const struct thistle_variant *v;
  const struct thistle_lane_core *c;
  if (!families[THISTLE_FAMILY_SHA3])
    return;
  {
    const struct keccak_widths *w = keccak_widths();
    printf("\nKeccak-f[1600], core cycles per permutation (median, best), for a"
           " lane core a\n call on all its states. floor: 24 x the"
           " instructions of a round (its loop's\n over the rounds the loop"
           " holds) / those issued a cycle, as on %s:\n", w->cores);
    if (w->per_cycle[UNITS_DISPATCH])
      printf(" %u scalar and avx512's scalar and xmm together (dispatch),"
             " %u xmm or ymm\n (vector pipes), %u zmm:\n",
             w->per_cycle[UNITS_DISPATCH], w->per_cycle[UNITS_VECTOR],
             w->per_cycle[UNITS_ZMM]);
    else
      printf(" %u scalar (integer ALUs), %u SHA-3 (one pipe):\n",
             w->per_cycle[UNITS_ALU], w->per_cycle[UNITS_SHA3]);
  }
  for (v = _thistle_variants; v->token; v++)
    if (v->family == THISTLE_FAMILY_SHA3 && _thistle_variant_usable(v))
      permute_line(settings, "thistle", v->token, 1, squeeze_n_work,
                   single_work(NULL, v->compress_n.sha3.squeeze_n));
  for (c = _thistle_lane_cores; c->token; c++)
    if (c->family == THISTLE_FAMILY_SHA3 && lane_core_usable(c))
      {
        char name[32];
        permute_line(settings, "thistle", lane_core_name(c, name, sizeof(name)),
                     c->lanes, permute_lanes_work, lanes_work(c));
      }
  for (; *peers; peers++)
    if ((*peers)->keccak_permute)
      permute_line(settings, (*peers)->name, "sha3_permute", 1, permute_work,
                   single_work((*peers)->keccak_permute, NULL));
}

void
bench_iteration_line(const struct bench_settings *settings,
                     const struct thistle_hash *hash,
                     double iteration_cycles)
{
  enum thistle_family family = _thistle_hash_family(hash);
  const struct thistle_variant *v = _thistle_variant_in_use(family);
  struct bench_figure f;

  measure_compress(settings, v, 1, 2, &f);
  printf("  2 x %s, 1 block per call (%s): %.1f cycles (best %.1f); "
         "thistle's iteration: %.2fx that\n", _thistle_family_name(family),
         v->token, f.cycles, f.best_cycles, iteration_cycles / f.cycles);
}
