/* SPDX-License-Identifier: ISC */
/* examples/thistle-benchmark.c: what thistle does on this CPU, beside the
   peer libraries configure found, measured in the same run: the command
   line (the options, the algorithm and peer filters, and --variant's run
   of itself), the header lines and the order of the run. The clocks, the
   rows and the libraries are in the bench-*.c files beside it. */

#define _GNU_SOURCE 1           /* setenv, execv */

#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "thistle/thistle.h"
#include "bench-clock.h"
#include "bench-kdf.h"
#include "bench-library.h"
#include "bench-masked.h"
#include "bench-rows.h"
#include "bench-thistle.h"

/* The default keeps a whole run under a minute: this much timing in all,
   shared by the figures, and no more than MAX_SECONDS for one. */
#define TOTAL_SECONDS 40.0
#define MAX_SECONDS 0.25
#define QUICK_SECONDS 0.002
/* --seconds at most: a minute a figure already makes a run of every row
   take hours. */
#define MAX_FIGURE_SECONDS 60.0
#define MAX_HASHES 16
#define MAX_PEERS 8

struct options {
  double seconds;               /* per figure; 0: the default */
  double core_hz;               /* -f; 0: measure it */
  int verbose;
  const char *csv;
  const char *variant;
  int variant_at, variant_args; /* where --variant is in argv, to drop it */
  /* The hidden BENCH_MASKED_OPTION TICK_HZ: this is the masked OpenSSL
     process (bench-masked.c), converting with that tick rate. */
  double serve_masked_tick_hz;
  /* Rows wanted, indexed as thistle_hashes. */
  int want_hash[MAX_HASHES], want_hmac[MAX_HASHES], filtered;
  int want_kdf;                 /* the key derivation rows (bench-kdf.h) */
  unsigned kdf_iterations;      /* PBKDF2's, BENCH_KDF_ITERATIONS unless
                                   --kdf-iterations */
  const struct bench_library *peers[MAX_PEERS + 1];  /* NULL ends */
};

/* The peers configure found. */
static const struct bench_library *const peers_of_build[] = {
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
static const char *const hmac_hashes[] = { "sha1", "sha256", "sha512",
                                           "sha3_224", "sha3_256",
                                           "sha3_384", "sha3_512" };
#define N_HMAC (sizeof(hmac_hashes) / sizeof(hmac_hashes[0]))

static void
usage(FILE *out)
{
  const struct thistle_hash *const *h;
  fprintf(out,
"usage: thistle-benchmark [options] [--] [algorithm...]\n"
"Measures every thistle hash, HMAC and compression function on this CPU,\n"
"beside the peer libraries this build has, in Mbyte/s and core cycles.\n"
"  algorithm      a hash (its rows and its HMAC rows) or hmac-NAME (HMAC\n"
"                 rows only), or kdf (the PBKDF2 and HKDF rows); default:\n"
"                 all of them.\n"
"                 Hashes:");
  for (h = bench_hashes(); *h; h++)
    fprintf(out, " %s", (*h)->name);
  fprintf(out, "\n"
"  --seconds S    time per figure, at most %.0f (default: %.0f s shared by\n"
"                 all figures, at most %.2f s each)\n"
"  --quick        a smoke test: %g s per figure, every row still printed\n"
"  --csv FILE     also write every figure but the PBKDF2 and HKDF rows' to\n"
"                 FILE, one line per statistic\n"
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
"  -h, --help     this text\n", MAX_FIGURE_SECONDS, TOTAL_SECONDS, MAX_SECONDS,
          QUICK_SECONDS, BENCH_KDF_ITERATIONS);
  bench_variant_list(out, "Variants of this build:");
  fprintf(out, "Peers of this build:");
  for (const struct bench_library *const *p = peers_of_build; *p; p++)
    fprintf(out, " %s", (*p)->name);
  fprintf(out, "%s\n", peers_of_build[0] ? "" : " none");
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

/* A positive number up to at_most, with an optional k, M or G
   multiplier. */
static double
parse_number(const char *text, const char *what, double at_most)
{
  char *end;
  double value = strtod(text, &end);
  switch (*end)
    {
    case 'k': value *= 1e3; end++; break;
    case 'M': value *= 1e6; end++; break;
    case 'G': value *= 1e9; end++; break;
    }
  if (end == text || *end != '\0' || !(value > 0))
    fail("%s wants a positive number, not '%s'", what, text);
  if (value > at_most)
    fail("%s is at most %.0f, not '%s'", what, at_most, text);
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

/* LIST: "none", or names of this build's peers, each once, separated by
   single commas. */
static void
choose_peers(struct options *o, const char *list)
{
  size_t n = 0, i;
  const char *p = list;

  o->peers[0] = NULL;
  if (strcmp(list, "none") == 0)
    return;
  for (;;)
    {
      size_t length = strcspn(p, ",");
      const struct bench_library *const *peer = peers_of_build;
      while (*peer && !(strlen((*peer)->name) == length
                        && strncmp((*peer)->name, p, length) == 0))
        peer++;
      if (*peer == NULL)
        fail("no peer '%.*s' in this build", (int) length, p);
      for (i = 0; i < n; i++)
        if (o->peers[i] == *peer)
          fail("--peers names %s twice", (*peer)->name);
      /* Each peer once: n stays within MAX_PEERS, the build's count. */
      o->peers[n++] = *peer;
      o->peers[n] = NULL;
      if (p[length] == '\0')
        return;
      p += length + 1;
    }
}

static int
has_hmac_rows(const struct thistle_hash *hash)
{
  size_t i;
  for (i = 0; i < N_HMAC; i++)
    if (bench_hash_lookup(hmac_hashes[i]) == hash)
      return 1;
  return 0;
}

static void
choose_algorithm(struct options *o, const char *name)
{
  int hmac_only = strncasecmp(name, "hmac", 4) == 0;
  /* "hmac-sha256", as the manual writes it, or "hmacsha256". */
  const char *hash_name = !hmac_only ? name
    : name[4] == '-' || name[4] == '_' ? name + 5 : name + 4;
  const struct thistle_hash *hash = bench_hash_lookup(hash_name);
  int i;

  if (strcasecmp(name, "kdf") == 0)
    {
      o->want_kdf = 1;
      o->filtered = 1;
      return;
    }
  if (hash == NULL || (hmac_only && !has_hmac_rows(hash)))
    fail("no %s rows for '%s'", hmac_only ? "HMAC" : "hash", name);
  for (i = 0; bench_hashes()[i] != hash; i++)
    ;
  o->want_hash[i] |= !hmac_only;
  o->want_hmac[i] |= has_hmac_rows(hash);
  o->filtered = 1;
}

/* Reads the command line into o. --help prints the usage and exits 0; a
   bad command line prints why on stderr and exits 2. */
static void
parse_options(int argc, char **argv, struct options *o)
{
  const char *value;
  int i;

  memset(o, 0, sizeof(*o));
  o->kdf_iterations = BENCH_KDF_ITERATIONS;
  for (i = 0; peers_of_build[i] && i < MAX_PEERS; i++)
    o->peers[i] = peers_of_build[i];    /* the list is shorter than peers */
  for (i = 1; i < argc; i++)
    {
      int at = i;
      const char *arg = argv[i];
      if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0)
        {
          usage(stdout);
          bench_flush_stdout();
          exit(0);
        }
      else if (strcmp(arg, "--") == 0)
        {
          while (++i < argc)
            choose_algorithm(o, argv[i]);
          break;
        }
      else if (strcmp(arg, "-v") == 0 || strcmp(arg, "--verbose") == 0)
        o->verbose = 1;
      else if (strcmp(arg, "--quick") == 0)
        o->seconds = QUICK_SECONDS;
      else if ((value = option_value(argc, argv, &i, "--seconds")))
        o->seconds = parse_number(value, "--seconds", MAX_FIGURE_SECONDS);
      else if ((value = option_value(argc, argv, &i, "--csv")))
        o->csv = value;
      else if ((value = option_value(argc, argv, &i, "--peers")))
        choose_peers(o, value);
      else if ((value = option_value(argc, argv, &i,
                                     BENCH_MASKED_OPTION)))
        o->serve_masked_tick_hz = parse_number(value, "the tick rate", 1e12);
      else if ((value = option_value(argc, argv, &i, "--kdf-iterations")))
        {
          /* Each figure times whole derivations: at 10^7 iterations one
             already takes seconds, far beyond any --seconds asked for. */
          double n = parse_number(value, "--kdf-iterations", 1e7);
          if (n != (double) (unsigned) n)
            fail("--kdf-iterations wants a whole number, not '%s'", value);
          o->kdf_iterations = (unsigned) n;
        }
      else if ((value = option_value(argc, argv, &i, "-f")))
        {
          o->core_hz = parse_number(value, "-f", 1e12);
          /* No core runs under 10 MHz; a smaller figure is GHz or MHz
             given without its unit. */
          if (o->core_hz < 1e7)
            fail("-f is the clock in Hz (3.2e9, 3200M, 3.2G), not '%s'",
                 value);
        }
      else if ((value = option_value(argc, argv, &i, "--variant")))
        {
          if (o->variant)
            fail("--variant given twice ('%s', then '%s')", o->variant,
                 value);
          o->variant = value;
          o->variant_at = at;
          o->variant_args = i - at + 1;
        }
      else if (arg[0] == '-')
        fail("unknown option '%s'", arg);
      else
        choose_algorithm(o, arg);
    }
  for (i = 0; !o->filtered && bench_hashes()[i]; i++)
    o->want_hash[i] = 1, o->want_hmac[i] = has_hmac_rows(bench_hashes()[i]);
  if (!o->filtered)
    o->want_kdf = 1;
}

/* For --variant: sets THISTLE_FAT_OVERRIDE and runs the benchmark again,
   with the same arguments less --variant; never returns. A variant this
   build lacks or this CPU cannot run is an error exit. The dispatcher
   reads THISTLE_FAT_OVERRIDE once, when the library is loaded: hence a new
   process, not a call. */
static void __attribute__((noreturn))
rerun_with_variant(int argc, char **argv, const struct options *o)
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

/* The check line: two chains of known latency, timed like every row;
   arg is the kind of chain. */
static void
chain_work(void *arg, size_t units)
{
  bench_chain(*(const enum bench_chain *) arg, units * 1000);
}

static void
print_check(const struct bench_settings *settings)
{
  static const enum bench_chain adds = BENCH_ADDS, muls = BENCH_MULS;
  struct bench_figure add_figure, mul_figure;
  bench_measure(chain_work, (void *) &adds, settings->seconds,
                &settings->clocks, &add_figure);
  printf("check: a dependent add takes %.2f cycles", add_figure.cycles / 1000);
  if (bench_chain(BENCH_MULS, 1))
    {
      bench_measure(chain_work, (void *) &muls, settings->seconds,
                    &settings->clocks, &mul_figure);
      printf(", a dependent imul %.2f (expected: 1 and 3)",
             mul_figure.cycles / 1000);
    }
  else
    printf(" (expected: 1)");
  printf("\n");
}

/* Whether the run has algorithm's rows. */
static int
wanted(const struct options *o, const struct bench_algorithm *algorithm)
{
  size_t i;
  for (i = 0; bench_hashes()[i] != algorithm->hash; i++)
    ;
  return algorithm->hmac ? o->want_hmac[i] : o->want_hash[i];
}

/* How many figures the run measures; sets the flags of the families whose
   compression functions it shows, and *masked if it has masked OpenSSL
   rows. */
static size_t
plan_run(const struct options *o, int families[THISTLE_N_FAMILIES],
         int *masked)
{
  size_t figures = 2, i;  /* 2: the check line */
  int hmac;
  for (hmac = 0; hmac <= 1; hmac++)
    for (i = 0; bench_hashes()[i]; i++)
      {
        struct bench_algorithm algorithm = { bench_hashes()[i], hmac };
        if (!wanted(o, &algorithm))
          continue;
        figures += bench_rows_figures(&algorithm, o->peers);
        *masked |= bench_masked_applies(&algorithm, o->peers);
        families[bench_hash_family(algorithm.hash)] = 1;
      }
  if (o->want_kdf)
    figures += bench_kdf_figures(o->peers);
  return figures + bench_variant_figures(families)
    + bench_permute_figures(families, o->peers);
}

static void
print_header(const struct options *o,
             const struct bench_settings *settings, double core_hz,
             int pinned, size_t figures)
{
  const char *override = getenv("THISTLE_FAT_OVERRIDE");
  char cpu[128];
  size_t i;

  bench_cpu_name(cpu, sizeof(cpu));
  printf("thistle-benchmark (%s) on %s", bench_thistle.version(), cpu);
  if (pinned >= 0)
    printf(", pinned to CPU %d", pinned);
  printf("\npeers:");
  for (i = 0; o->peers[i]; i++)
    printf("%s %s", i ? "," : "", o->peers[i]->version());
  printf("%s%s\n", i ? "" : " none", settings->masked ? "; OpenSSL again, "
         "with OPENSSL_ia32cap=" BENCH_MASKED_IA32CAP : "");
  printf("clocks: %s %.3f GHz (against CLOCK_MONOTONIC); core %.3f GHz %s\n",
         bench_tick_source(), settings->clocks.tick_hz / 1e9, core_hz / 1e9,
         o->core_hz ? "(-f)" : "now, measured with dependent adds beside "
         "every interval (-f HZ fixes it)");
  print_check(settings);
  printf("each figure: %.3f s of timed intervals, %zu figures; cycles are "
         "core cycles\n", settings->seconds, figures);
  if (override)
    printf("THISTLE_FAT_OVERRIDE=%s\n", override);
  bench_flush_stdout();
}

int
main(int argc, char **argv)
{
  struct options o;
  struct bench_settings settings = { 0, { 0, 0 }, 0, NULL, 0 };
  int families[THISTLE_N_FAMILIES] = { 0 };
  unsigned missing = 0;
  double core_hz, low_hz, high_hz;
  size_t figures, i;
  int pinned, hmac;

  parse_options(argc, argv, &o);
  if (o.serve_masked_tick_hz)
    {
      struct bench_clocks clocks = { o.serve_masked_tick_hz, o.core_hz };
      return bench_masked_serve(&clocks);
    }
  if (o.variant)
    rerun_with_variant(argc, argv, &o);
  if (o.csv && (settings.csv = fopen(o.csv, "w")) == NULL)
    {
      fprintf(stderr, "thistle-benchmark: %s: %s\n", o.csv, strerror(errno));
      return 1;
    }
  if (settings.csv)
    bench_csv_header(settings.csv);

  figures = plan_run(&o, families, &settings.masked);
  settings.seconds = o.seconds ? o.seconds : TOTAL_SECONDS / figures;
  if (settings.seconds > MAX_SECONDS && !o.seconds)
    settings.seconds = MAX_SECONDS;
  settings.verbose = o.verbose;

  pinned = bench_pin_cpu();
  settings.clocks.tick_hz = bench_calibrate_tick_hz();
  settings.clocks.core_hz = o.core_hz;
  core_hz = o.core_hz ? o.core_hz
    : bench_calibrate_core_hz(settings.clocks.tick_hz);
  if (core_hz == 0)
    {
      fprintf(stderr, "thistle-benchmark: no way to measure this CPU's "
              "clock: give it with -f HZ\n");
      return 1;
    }
  print_header(&o, &settings, core_hz, pinned, figures);
  if (settings.masked)
    bench_masked_start(argv[0], &settings.clocks);

  bench_variant_lines(&settings, families);
  bench_permute_lines(&settings, families, o.peers);
  bench_table_header(&settings);
  for (hmac = 0; hmac <= 1; hmac++)
    for (i = 0; bench_hashes()[i]; i++)
      {
        struct bench_algorithm algorithm = { bench_hashes()[i], hmac };
        if (wanted(&o, &algorithm))
          missing += bench_rows(&settings, &algorithm, o.peers);
      }
  if (o.want_kdf)
    missing += bench_kdf_rows(&settings, o.peers, o.kdf_iterations);
  bench_masked_stop();

  bench_core_hz_range(&low_hz, &high_hz);
  if (!o.core_hz)
    printf("\ncore clock during the figures: %.3f-%.3f GHz\n", low_hz / 1e9,
           high_hz / 1e9);
  if (settings.csv && fclose(settings.csv) != 0)
    {
      fprintf(stderr, "thistle-benchmark: %s: %s\n", o.csv, strerror(errno));
      return 1;
    }
  bench_flush_stdout();
  if (missing)
    {
      fprintf(stderr, "thistle-benchmark: %u rows could not be measured\n",
              missing);
      return 1;
    }
  return 0;
}
