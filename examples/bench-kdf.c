/* SPDX-License-Identifier: ISC */
/* examples/bench-kdf.c: the key derivation rows (bench-kdf.h). A PBKDF2
   row derives an output at the iterations asked for and is given
   per iteration; an HKDF row is one extract and expand. Each row's
   libraries take turns, as the hash rows' do, and every peer's output is
   checked against thistle's before it is timed. Under each PBKDF2 group,
   the cost of what thistle's iteration is made of (bench-thistle.c). */

#include "bench-kdf.h"

#include <stdio.h>
#include <string.h>

#include "thistle/thistle.h"
#include "bench-clock.h"
#include "bench-rows.h"
#include "bench-thistle.h"

#define ROUNDS 4
#define MAX_OUTPUT 1024
#define MAX_ROW_LIBRARIES 8

/* The rows: PBKDF2 at one hash length, and at two (two blocks, which
   thistle computes together on a CPU with lane cores); HKDF for a key and
   for a kilobyte. */
static const struct kdf_row {
  const char *name;
  const char *hash;
  int pbkdf2;
  size_t length;
} kdf_rows[] = {
  { "pbkdf2-sha1", "sha1", 1, 20 },
  { "pbkdf2-sha256", "sha256", 1, 32 },
  { "pbkdf2-sha256", "sha256", 1, 64 },
  { "pbkdf2-sha512", "sha512", 1, 64 },
  { "hkdf-sha256", "sha256", 0, 32 },
  { "hkdf-sha256", "sha256", 0, 1024 },
};
#define N_ROWS (sizeof(kdf_rows) / sizeof(kdf_rows[0]))

/* Inputs of typical sizes: a password, a 16-byte salt, a 32-byte secret,
   a short info string. */
static const uint8_t password[] = "correct horse battery staple";
static const uint8_t salt[16] = "NaCl and pepper";
static const uint8_t ikm[32] = "a Diffie-Hellman shared secret.";
static const uint8_t info[] = "thistle benchmark key";

/* One library's derivation of a row. */
struct kdf_task {
  const struct kdf_row *row;
  const struct thistle_hash *hash;
  const struct bench_library *library;
  unsigned iterations;
  uint8_t out[MAX_OUTPUT];
};

static int
derive(struct kdf_task *t)
{
  const struct kdf_row *r = t->row;
  const struct bench_library *l = t->library;
  if (r->pbkdf2)
    return l->pbkdf2 ? l->pbkdf2(t->hash, password, sizeof(password), salt,
                                 sizeof(salt), t->iterations, t->out,
                                 r->length) : -1;
  return l->hkdf ? l->hkdf(t->hash, salt, sizeof(salt), ikm, sizeof(ikm), info,
                           sizeof(info), t->out, r->length) : -1;
}

static void
derive_work(void *arg, size_t units)
{
  while (units-- > 0)
    derive(arg);
}

/* thistle, thistle-generic and peers (ending with NULL), at most
   MAX_ROW_LIBRARIES. */
static size_t
row_libraries(const struct bench_library *const *peers,
              const struct bench_library *out[MAX_ROW_LIBRARIES])
{
  size_t n = 0;
  out[n++] = &bench_thistle;
  out[n++] = &bench_thistle_generic;
  for (; *peers && n < MAX_ROW_LIBRARIES; peers++)
    out[n++] = *peers;
  return n;
}

size_t
bench_kdf_figures(const struct bench_library *const *peers)
{
  const struct bench_library *l[MAX_ROW_LIBRARIES];
  /* Every row for each library, and one compression line for each PBKDF2
     hash. */
  return N_ROWS * row_libraries(peers, l) + 3;
}

static size_t
digest_size(const struct kdf_row *r)
{
  return thistle_hash_lookup(r->hash)->digest_size;
}

/* What thistle runs for a row: the variant, or the lane core that takes
   its blocks together. */
static void
thistle_label(const struct kdf_row *r, char *label, size_t size)
{
  size_t blocks = (r->length + digest_size(r) - 1) / digest_size(r);
  char core[32];
  const char *lanes = r->pbkdf2 && blocks > 1
    ? bench_lane_core(thistle_hash_lookup(r->hash), blocks, core,
                      sizeof(core)) : NULL;
  snprintf(label, size, "thistle (%s)",
           lanes ? lanes : thistle_implementation(r->hash));
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

/* One row: the n libraries (thistle first) checked, then timed taking
   turns; *thistle_cycles gets thistle's cycles per iteration (PBKDF2) or
   derivation (HKDF). */
static unsigned
measure_row(const struct bench_settings *settings, const struct kdf_row *r,
            unsigned iterations, const struct bench_library *const *libraries,
            size_t n, double *thistle_cycles)
{
  static const char no_function[] = "the library has no such function";
  static struct kdf_task tasks[MAX_ROW_LIBRARIES];
  static struct bench_sampler samplers[MAX_ROW_LIBRARIES];
  const char *why[MAX_ROW_LIBRARIES];
  struct bench_figure figures[MAX_ROW_LIBRARIES];
  double best_peer = 0;
  size_t i, round;
  char label[48];
  unsigned missing = 0;

  for (i = 0; i < n; i++)
    {
      tasks[i].row = r;
      tasks[i].hash = thistle_hash_lookup(r->hash);
      tasks[i].library = libraries[i];
      tasks[i].iterations = iterations;
      why[i] = NULL;
      memset(tasks[i].out, 0, sizeof(tasks[i].out));
      if (derive(&tasks[i]) != 0)
        why[i] = no_function;
      else if (i && memcmp(tasks[i].out, tasks[0].out, r->length) != 0)
        why[i] = "its output differs from thistle's";
      else
        bench_sampler_start(&samplers[i], derive_work, &tasks[i]);
    }
  for (round = 0; round < ROUNDS; round++)
    for (i = 0; i < n; i++)
      if (!why[i])
        bench_sampler_round(&samplers[i], settings->seconds / ROUNDS,
                            &settings->clocks);
  for (i = 0; i < n; i++)
    if (!why[i])
      {
        bench_sampler_figure(&samplers[i], &settings->clocks, &figures[i]);
        if (i && libraries[i] != &bench_thistle_generic
            && (best_peer == 0 || figures[i].cycles < best_peer))
          best_peer = figures[i].cycles;
      }

  printf("%s, %zu B%s\n", r->name, r->length,
         r->pbkdf2 && r->length > digest_size(r)
         ? " (its blocks computed together)" : "");
  *thistle_cycles = why[0] ? 0
    : figures[0].cycles / (r->pbkdf2 ? iterations : 1);
  for (i = 0; i < n; i++)
    {
      if (i == 0)
        thistle_label(r, label, sizeof(label));
      else
        snprintf(label, sizeof(label), "%s", libraries[i]->name);
      if (why[i])
        {
          printf("  %-26s %12s   (%s)\n", label, "-", why[i]);
          missing += i == 0 || why[i] != no_function;
        }
      else
        print_figure(settings, label, r, iterations, &figures[i],
                     i == 0 && best_peer > 0
                     ? best_peer / figures[0].cycles : 0);
    }
  bench_flush_stdout();
  return missing;
}

unsigned
bench_kdf_rows(const struct bench_settings *settings,
               const struct bench_library *const *peers, unsigned iterations)
{
  const struct bench_library *libraries[MAX_ROW_LIBRARIES];
  size_t n = row_libraries(peers, libraries), i;
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
      missing += measure_row(settings, r, iterations, libraries, n, &cycles);
      /* Once per hash, under its one-block row. */
      if (r->pbkdf2 && r->length == digest_size(r))
        bench_iteration_line(settings, thistle_hash_lookup(r->hash), cycles);
    }
  return missing;
}
