/* SPDX-License-Identifier: ISC */
/* examples/bench-kdf.c: the key derivation rows (bench-kdf.h). A PBKDF2
   row derives an output at the iterations asked for and is given
   per iteration; an HKDF row is one extract and expand. Each row's
   libraries take turns, as the hash rows' do, and every peer's output is
   checked against thistle's before it is timed. Under each PBKDF2 group,
   the cost of what thistle's iteration is made of: two single-block calls
   of the compress_n variant in use, each on the state the other left. */

#include "bench-kdf.h"

#include <stdio.h>
#include <string.h>

#include "thistle/thistle.h"
#include "compress.h"
#include "bench-measure.h"

#define ROUNDS 4
#define MAX_OUTPUT 1024
#define MAX_ROW_LIBRARIES 8

/* thistle's functions over the hashes that have rows. */
static const struct {
  const char *hash;
  enum thistle_family family;
  int (*pbkdf2)(const void *, size_t, const void *, size_t, uint32_t,
                uint8_t *, size_t);
  int (*hkdf)(const void *, size_t, const void *, size_t, const void *,
              size_t, uint8_t *, size_t);
} thistle_kdfs[] = {
  { "sha1", THISTLE_FAMILY_SHA1, thistle_pbkdf2_hmac_sha1,
    thistle_hkdf_sha1 },
  { "sha256", THISTLE_FAMILY_SHA256, thistle_pbkdf2_hmac_sha256,
    thistle_hkdf_sha256 },
  { "sha512", THISTLE_FAMILY_SHA512, thistle_pbkdf2_hmac_sha512,
    thistle_hkdf_sha512 },
};

/* The rows: PBKDF2 at one hash length, and at two (two blocks, which
   thistle computes together on a CPU with lane cores); HKDF for a key and
   for a kilobyte. */
static const struct kdf_row {
  const char *name;
  size_t hash;                          /* index in thistle_kdfs */
  int pbkdf2;
  size_t length;
} kdf_rows[] = {
  { "pbkdf2-sha1", 0, 1, 20 },
  { "pbkdf2-sha256", 1, 1, 32 },
  { "pbkdf2-sha256", 1, 1, 64 },
  { "pbkdf2-sha512", 2, 1, 64 },
  { "hkdf-sha256", 1, 0, 32 },
  { "hkdf-sha256", 1, 0, 1024 },
};
#define N_ROWS (sizeof(kdf_rows) / sizeof(kdf_rows[0]))

/* Inputs of typical sizes: a password, a 16-byte salt, a 32-byte secret,
   a short info string. */
static const uint8_t password[] = "correct horse battery staple";
static const uint8_t salt[16] = "NaCl and pepper";
static const uint8_t ikm[32] = "a Diffie-Hellman shared secret.";
static const uint8_t info[] = "thistle benchmark key";

/* One library's derivation of a row: peer NULL is thistle. */
struct kdf_task {
  const struct kdf_row *row;
  const struct bench_kdf_peer *peer;
  unsigned iterations;
  uint8_t out[MAX_OUTPUT];
};

static int
derive(struct kdf_task *t)
{
  const struct kdf_row *r = t->row;
  const char *hash = thistle_kdfs[r->hash].hash;
  if (r->pbkdf2)
    return t->peer
      ? (t->peer->pbkdf2 ? t->peer->pbkdf2(hash, password, sizeof(password),
                                           salt, sizeof(salt),
                                           t->iterations, t->out,
                                           r->length) : -1)
      : thistle_kdfs[r->hash].pbkdf2(password, sizeof(password), salt,
                                     sizeof(salt), t->iterations,
                                     t->out, r->length);
  return t->peer
    ? (t->peer->hkdf ? t->peer->hkdf(hash, salt, sizeof(salt), ikm,
                                     sizeof(ikm), info, sizeof(info),
                                     t->out, r->length) : -1)
    : thistle_kdfs[r->hash].hkdf(salt, sizeof(salt), ikm, sizeof(ikm), info,
                                 sizeof(info), t->out, r->length);
}

static void
derive_work(void *arg, size_t units)
{
  while (units-- > 0)
    derive(arg);
}

/* Two single-block compressions of family's variant in use. */
struct compress_task {
  const struct thistle_variant *v;
  union { uint32_t w32[8]; uint64_t w64[8]; } state;
  uint8_t block[128];
};

static void
compress_work(void *arg, size_t units)
{
  struct compress_task *t = arg;
  while (units-- > 0)
    {
      _thistle_variant_call(t->v, &t->state, t->block, 1);
      _thistle_variant_call(t->v, &t->state, t->block, 1);
    }
}

/* The peers of peers (ending with NULL) that have KDF functions. */
static size_t
kdf_peers(const struct bench_library *const *peers,
          const struct bench_kdf_peer *out[MAX_ROW_LIBRARIES])
{
  size_t n = 0, i;
  for (; *peers; peers++)
    for (i = 0; bench_kdf_peers[i].library; i++)
      if (strcmp(bench_kdf_peers[i].library, (*peers)->name) == 0
          && n < MAX_ROW_LIBRARIES - 1)
        out[n++] = &bench_kdf_peers[i];
  return n;
}

size_t
bench_kdf_figures(const struct bench_library *const *peers)
{
  const struct bench_kdf_peer *p[MAX_ROW_LIBRARIES];
  /* Every row for thistle and each peer, and one compression line for
     each PBKDF2 hash. */
  return N_ROWS * (1 + kdf_peers(peers, p)) + 3;
}

static size_t
digest_size(const struct kdf_row *r)
{
  return thistle_hash_lookup(thistle_kdfs[r->hash].hash)->digest_size;
}

/* What thistle runs for a row: the variant, or the lane core that takes
   its blocks together. */
static void
thistle_label(const struct kdf_row *r, char *label, size_t size)
{
  enum thistle_family family = thistle_kdfs[r->hash].family;
  size_t blocks = (r->length + digest_size(r) - 1) / digest_size(r);
  const struct thistle_lane_core *core =
    r->pbkdf2 && blocks > 1 ? _thistle_many_core(family, blocks) : NULL;
  if (core)
    snprintf(label, size, "thistle (%s-x%u)", core->token, core->lanes);
  else
    snprintf(label, size, "thistle (%s)",
             _thistle_variant_in_use(family)->token);
}

static void
print_figure(const struct bench_settings *settings, const char *label,
             const struct kdf_row *r, unsigned iterations,
             const struct bench_figure *f, double vs_best_peer)
{
  double per = r->pbkdf2 ? iterations : 1;
  printf("  %-26s %12.0f %12.1f %12.1f", label,
         settings->clocks.tick_hz / f->ticks * per, f->cycles / per,
         f->best_cycles / per);
  if (vs_best_peer > 0)
    printf(" %10.2fx", vs_best_peer);
  if (settings->verbose)
    printf("   %.1f-%.1f, %u intervals (%u dropped)", f->p10_cycles / per,
           f->p90_cycles / per, f->intervals, f->dropped);
  printf("\n");
}

/* One row: thistle and each peer that has the function, checked, then
   timed taking turns; *thistle_cycles gets thistle's cycles per
   iteration (PBKDF2) or derivation (HKDF). */
static unsigned
measure_row(const struct bench_settings *settings, const struct kdf_row *r,
            unsigned iterations, const struct bench_kdf_peer *const *peers,
            size_t n_peers, double *thistle_cycles)
{
  static struct kdf_task tasks[MAX_ROW_LIBRARIES];
  static struct bench_sampler samplers[MAX_ROW_LIBRARIES];
  const char *why[MAX_ROW_LIBRARIES];
  struct bench_figure figures[MAX_ROW_LIBRARIES];
  double best_peer = 0;
  size_t i, round;
  char label[48];
  unsigned missing = 0;

  for (i = 0; i <= n_peers; i++)
    {
      tasks[i].row = r;
      tasks[i].peer = i ? peers[i - 1] : NULL;
      tasks[i].iterations = iterations;
      why[i] = NULL;
      memset(tasks[i].out, 0, sizeof(tasks[i].out));
      if (derive(&tasks[i]) != 0)
        why[i] = "the library has no such function";
      else if (i && memcmp(tasks[i].out, tasks[0].out, r->length) != 0)
        why[i] = "its output differs from thistle's";
      else
        bench_sampler_start(&samplers[i], derive_work, &tasks[i]);
    }
  for (round = 0; round < ROUNDS; round++)
    for (i = 0; i <= n_peers; i++)
      if (!why[i])
        bench_sampler_round(&samplers[i], settings->seconds / ROUNDS,
                            &settings->clocks);
  for (i = 0; i <= n_peers; i++)
    if (!why[i])
      {
        bench_sampler_figure(&samplers[i], &settings->clocks, &figures[i]);
        if (i && (best_peer == 0 || figures[i].cycles < best_peer))
          best_peer = figures[i].cycles;
      }

  printf("%s, %zu B%s\n", r->name, r->length,
         r->pbkdf2 && r->length > digest_size(r)
         ? " (its blocks computed together)" : "");
  *thistle_cycles = why[0] ? 0
    : figures[0].cycles / (r->pbkdf2 ? iterations : 1);
  for (i = 0; i <= n_peers; i++)
    {
      if (i == 0)
        thistle_label(r, label, sizeof(label));
      else
        snprintf(label, sizeof(label), "%s", peers[i - 1]->library);
      if (why[i])
        {
          printf("  %-26s %12s   (%s)\n", label, "-", why[i]);
          missing += i == 0 || strcmp(why[i], "the library has no such "
                                      "function") != 0;
        }
      else
        print_figure(settings, label, r, iterations, &figures[i],
                     i == 0 && best_peer > 0
                     ? best_peer / figures[0].cycles : 0);
    }
  fflush(stdout);
  return missing;
}

/* The compressions an iteration of PBKDF2 over hash is made of, beside
   thistle's iteration (cycles, the figure measured just before). */
static void
print_compressions(const struct bench_settings *settings, size_t hash,
                   double iteration_cycles)
{
  static struct compress_task task;
  struct bench_figure f;
  enum thistle_family family = thistle_kdfs[hash].family;

  memset(&task, 0, sizeof(task));
  task.v = _thistle_variant_in_use(family);
  bench_measure(compress_work, &task, settings->seconds, &settings->clocks,
                &f);
  printf("  2 x %s, 1 block per call (%s): %.1f cycles (best %.1f); "
         "thistle's iteration: %.2fx that\n", _thistle_family_name(family),
         task.v->token, f.cycles, f.best_cycles,
         iteration_cycles / f.cycles);
}

unsigned
bench_kdf_rows(const struct bench_settings *settings,
               const struct bench_library *const *peers, unsigned iterations)
{
  const struct bench_kdf_peer *p[MAX_ROW_LIBRARIES];
  size_t n_peers = kdf_peers(peers, p), i;
  unsigned missing = 0;

  printf("\nKey derivation: PBKDF2 at %u iterations, per iteration; HKDF "
         "per derivation\n(extract and expand). vs best peer: the fastest "
         "peer's cycles over thistle's.\n  %-26s %12s %12s %12s %11s\n",
         iterations, "", "per second", "cycles", "best",
         "vs best peer");
  for (i = 0; i < N_ROWS; i++)
    {
      const struct kdf_row *r = &kdf_rows[i];
      double cycles;
      missing += measure_row(settings, r, iterations, p, n_peers, &cycles);
      /* Once per hash, under its one-block row. */
      if (r->pbkdf2 && r->length == digest_size(r))
        print_compressions(settings, r->hash, cycles);
    }
  return missing;
}
