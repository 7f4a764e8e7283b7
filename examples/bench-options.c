/* SPDX-License-Identifier: ISC */
/* examples/bench-options.c: the benchmark's command line: the options,
   the algorithm and peer filters, and --variant's run of itself. */

#define _GNU_SOURCE 1           /* setenv, execv */

#include "bench-options.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "config.h"

#include "thistle/thistle.h"
#include "bench-kdf.h"
#include "bench-thistle.h"

/* The peers configure found. */
static const struct bench_library *const bench_peers[] = {
#if WITH_OPENSSL
  &bench_openssl,
#endif
#if WITH_NETTLE
  &bench_nettle,
#endif
#if WITH_GCRYPT
  &bench_gcrypt,
#endif
  NULL
};

/* The hashes that have HMAC rows. */
static const char *const hmac_hashes[] = { "sha1", "sha256", "sha512" };
#define N_HMAC (sizeof(hmac_hashes) / sizeof(hmac_hashes[0]))


static void
usage(FILE *out)
{
  const struct thistle_hash *const *h;
  fprintf(out,
"usage: thistle-benchmark [options] [algorithm...]\n"
"Measures every thistle hash, HMAC and compression function on this CPU,\n"
"beside the peer libraries this build has, in Mbyte/s and core cycles.\n"
"  algorithm      a hash (its rows and its HMAC rows) or hmac-NAME (HMAC\n"
"                 rows only), or kdf (the PBKDF2 and HKDF rows); default:\n"
"                 all of them.\n"
"                 Hashes:");
  for (h = thistle_hashes; *h; h++)
    fprintf(out, " %s", (*h)->name);
  fprintf(out, "\n"
"  --seconds S    time per figure (default: %.0f s shared by all figures,\n"
"                 at most %.2f s each)\n"
"  --quick        a smoke test: %g s per figure, every row still printed\n"
"  --csv FILE     also write every figure to FILE, one line per statistic\n"
"  --variant TOK  measure as if THISTLE_FAT_OVERRIDE=TOK were set (the\n"
"                 variant TOK and what its code needs; other families fall\n"
"                 back to what those features allow): runs again with it\n"
"  --peers LIST   the peers to run, comma-separated, or none (default: all\n"
"                 of this build's); on a CPU with SHA-NI, openssl brings\n"
"                 rows of OpenSSL with SHA-NI masked, from a second process\n"
"  --kdf-iterations N  PBKDF2's iterations per derivation (default %d);\n"
"                 fewer make shorter intervals, for a busy machine\n"
"  -f HZ          the core clock in Hz (3.2e9, 3200M, 3.2G), not measured\n"
"  -v, --verbose  print each figure's best and spread\n"
"  -h, --help     this text\n", BENCH_TOTAL_SECONDS, BENCH_MAX_SECONDS,
          BENCH_QUICK_SECONDS, BENCH_KDF_ITERATIONS);
  bench_variant_list(out, "Variants of this build:");
  fprintf(out, "Peers of this build:");
  for (const struct bench_library *const *p = bench_peers; *p; p++)
    fprintf(out, " %s", (*p)->name);
  fprintf(out, "%s\n", bench_peers[0] ? "" : " none");
}

static void __attribute__((noreturn, format(printf, 1, 2)))
fail(const char *format, ...)
{
  va_list args;
  fprintf(stderr, "thistle-benchmark: ");
  va_start(args, format);
  vfprintf(stderr, format, args);
  va_end(args);
  fprintf(stderr, " (--help lists the options)\n");
  exit(2);
}

/* A positive number, with an optional k, M or G multiplier. */
static double
parse_number(const char *text, const char *what)
{
  char *end;
  double value = strtod(text, &end);
  switch (*end)
    {
    case 'k': value *= 1e3; end++; break;
    case 'M': value *= 1e6; end++; break;
    case 'G': value *= 1e9; end++; break;
    }
  if (end == text || *end != '\0' || !(value > 0) || value > 1e12)
    fail("%s wants a positive number, not '%s'", what, text);
  return value;
}

/* The value of option name at argv[*i] ("--name VALUE" or "--name=VALUE"),
   advancing *i past it; NULL if argv[*i] is another option. */
static const char *
option_value(int argc, char **argv, int *i, const char *name)
{
  size_t length = strlen(name);
  if (strncmp(argv[*i], name, length) != 0)
    return NULL;
  if (argv[*i][length] == '=')
    return argv[*i] + length + 1;
  if (argv[*i][length] != '\0')
    return NULL;
  if (*i + 1 >= argc)
    fail("%s needs a value", name);
  return argv[++*i];
}

static void
choose_peers(struct bench_options *o, const char *list)
{
  size_t n = 0;
  const char *p = list;
  if (strcmp(list, "none") == 0)
    p = "";
  while (*p)
    {
      size_t length = strcspn(p, ",");
      const struct bench_library *const *peer = bench_peers;
      while (*peer && !(strlen((*peer)->name) == length
                        && strncmp((*peer)->name, p, length) == 0))
        peer++;
      if (*peer == NULL)
        fail("no peer '%.*s' in this build", (int) length, p);
      if (n < BENCH_MAX_PEERS)
        o->peers[n++] = *peer;
      p += length + (p[length] == ',');
    }
  o->peers[n] = NULL;
}

static int
has_hmac_rows(const struct thistle_hash *hash)
{
  size_t i;
  for (i = 0; i < N_HMAC; i++)
    if (thistle_hash_lookup(hmac_hashes[i]) == hash)
      return 1;
  return 0;
}

static void
choose_algorithm(struct bench_options *o, const char *name)
{
  int hmac_only = strncasecmp(name, "hmac", 4) == 0;
  const struct thistle_hash *hash
    = thistle_hash_lookup(hmac_only ? name + 4 : name);
  int i;

  if (strcasecmp(name, "kdf") == 0)
    {
      o->want_kdf = 1;
      o->filtered = 1;
      return;
    }
  if (hash == NULL || (hmac_only && !has_hmac_rows(hash)))
    fail("no %s rows for '%s'", hmac_only ? "HMAC" : "hash", name);
  for (i = 0; thistle_hashes[i] != hash; i++)
    ;
  o->want_hash[i] |= !hmac_only;
  o->want_hmac[i] |= has_hmac_rows(hash);
  o->filtered = 1;
}

void
bench_parse_options(int argc, char **argv, struct bench_options *o)
{
  const char *value;
  int i;

  memset(o, 0, sizeof(*o));
  o->kdf_iterations = BENCH_KDF_ITERATIONS;
  for (i = 0; bench_peers[i] && i < BENCH_MAX_PEERS; i++)
    o->peers[i] = bench_peers[i];     /* bench_peers is shorter than peers */
  for (i = 1; i < argc; i++)
    {
      int at = i;
      const char *arg = argv[i];
      if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0)
        {
          usage(stdout);
          exit(0);
        }
      else if (strcmp(arg, "-v") == 0 || strcmp(arg, "--verbose") == 0)
        o->verbose = 1;
      else if (strcmp(arg, "--quick") == 0)
        o->seconds = BENCH_QUICK_SECONDS;
      else if ((value = option_value(argc, argv, &i, "--seconds")))
        o->seconds = parse_number(value, "--seconds");
      else if ((value = option_value(argc, argv, &i, "--csv")))
        o->csv = value;
      else if ((value = option_value(argc, argv, &i, "--peers")))
        choose_peers(o, value);
      else if ((value = option_value(argc, argv, &i,
                                     "--serve-masked-openssl")))
        o->serve_masked_tick_hz = parse_number(value, "the tick rate");
      else if ((value = option_value(argc, argv, &i, "--kdf-iterations")))
        {
          double n = parse_number(value, "--kdf-iterations");
          if (n > (double) UINT_MAX || n != (double) (unsigned) n)
            fail("--kdf-iterations wants a whole number up to %u, not '%s'",
                 ~0u, value);
          o->kdf_iterations = (unsigned) n;
        }
      else if ((value = option_value(argc, argv, &i, "-f")))
        o->core_hz = parse_number(value, "-f");
      else if ((value = option_value(argc, argv, &i, "--variant")))
        {
          o->variant = value;
          o->variant_at = at;
          o->variant_args = i - at + 1;
        }
      else if (arg[0] == '-')
        fail("unknown option '%s'", arg);
      else
        choose_algorithm(o, arg);
    }
  if (o->seconds > 60)
    fail("--seconds %g is more than a minute per figure", o->seconds);
  for (i = 0; !o->filtered && thistle_hashes[i]; i++)
    o->want_hash[i] = 1, o->want_hmac[i] = has_hmac_rows(thistle_hashes[i]);
  if (!o->filtered)
    o->want_kdf = 1;
}

/* The dispatcher reads THISTLE_FAT_OVERRIDE once, when the library is
   loaded: hence a new process, not a call. */
void
bench_rerun_with_variant(int argc, char **argv, const struct bench_options *o)
{
  char **args = calloc((size_t) argc + 1, sizeof(*args));
  int i, n = 0;
  int status = bench_variant_status(o->variant);

  if (status == 0)
    {
      fprintf(stderr, "thistle-benchmark: no variant '%s' in this build\n",
              o->variant);
      bench_variant_list(stderr, "Variants of this build:");
      exit(2);
    }
  if (status < 0)
    {
      fprintf(stderr, "thistle-benchmark: this CPU cannot run the %s "
              "variant\n", o->variant);
      exit(1);
    }
  if (args == NULL)
    fail("out of memory");
  for (i = 0; i < argc; i++)
    if (i < o->variant_at || i >= o->variant_at + o->variant_args)
      args[n++] = argv[i];
  /* The portable code is what the override "none" leaves. */
  setenv("THISTLE_FAT_OVERRIDE",
         strcmp(o->variant, "c") == 0 ? "none" : o->variant, 1);
  fflush(NULL);
  execv("/proc/self/exe", args);
  execvp(argv[0], args);
  perror("thistle-benchmark: cannot run itself again");
  exit(1);
}
