/* SPDX-License-Identifier: ISC */
/* tools/thistle-sum.c: a drop-in for GNU coreutils' sha1sum, sha224sum,
   sha256sum, sha384sum and sha512sum (same options, output, messages and
   exit statuses; --check also accepts base64 digests, which coreutils 9.1
   does not), computing with thistle and reading with large buffers,
   optionally on several threads (-j). It also takes the options of
   coreutils' cksum -a for these algorithms and SHA-3 (9.0 to 9.9: -l,
   --untagged, --base64, --raw, --debug, -c without -a), and writes
   tagged lines by default when called cksum, as cksum does.

   This file reads the command line and runs one of the two modes; the
   pieces live in sum-*.c, one job each. */

/* sched_getaffinity and CPU_COUNT, in glibc and musl. */
#define _GNU_SOURCE

#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <locale.h>
#include <sched.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <thistle/thistle.h>

#include "sum-check.h"
#include "sum-jobs.h"
#include "sum-output.h"
#include "sum-read.h"

/* Options that have only a long form. */
enum {
  IGNORE_MISSING_OPTION = CHAR_MAX + 1, QUIET_OPTION, STATUS_OPTION,
  STRICT_OPTION, TAG_OPTION, UNTAGGED_OPTION, BASE64_OPTION, RAW_OPTION,
  DEBUG_OPTION, HELP_OPTION, VERSION_OPTION, B_OPTION
};

static const struct option long_options[] = {
  /* "--b": --binary, as in coreutils' sha*sum, which have no --base64 to
     make it ambiguous. getopt_long takes an exact name before any
     prefix. The optional argument only lets "--b=X" be refused in
     coreutils' words, which name --binary. */
  { "b", optional_argument, NULL, B_OPTION },
  { "algorithm", required_argument, NULL, 'a' },
  { "base64", no_argument, NULL, BASE64_OPTION },
  { "binary", no_argument, NULL, 'b' },
  { "check", no_argument, NULL, 'c' },
  { "debug", no_argument, NULL, DEBUG_OPTION },
  { "ignore-missing", no_argument, NULL, IGNORE_MISSING_OPTION },
  { "jobs", required_argument, NULL, 'j' },
  { "length", required_argument, NULL, 'l' },
  { "quiet", no_argument, NULL, QUIET_OPTION },
  { "raw", no_argument, NULL, RAW_OPTION },
  { "status", no_argument, NULL, STATUS_OPTION },
  { "strict", no_argument, NULL, STRICT_OPTION },
  { "tag", no_argument, NULL, TAG_OPTION },
  { "text", no_argument, NULL, 't' },
  { "untagged", no_argument, NULL, UNTAGGED_OPTION },
  { "warn", no_argument, NULL, 'w' },
  { "zero", no_argument, NULL, 'z' },
  { "help", no_argument, NULL, HELP_OPTION },
  { "version", no_argument, NULL, VERSION_OPTION },
  { NULL, 0, NULL, 0 }
};

/* The algorithm a program called sha256sum (say) defaults to: the name
   without "sum", if thistle knows it. */
static const struct thistle_hash *
hash_from_program_name(const char *path)
{
  const char *base = strrchr(path, '/');
  char name[32];
  size_t length;

  base = base ? base + 1 : path;
  length = strlen(base);
  if (length <= 3 || length - 3 >= sizeof name
      || strcmp(base + length - 3, "sum") != 0)
    return NULL;
  memcpy(name, base, length - 3);
  name[length - 3] = '\0';
  return thistle_hash_lookup(name);
}

/* Whether the program is called cksum, whose lines are tagged by default. */
static bool
named_cksum(const char *path)
{
  const char *base = strrchr(path, '/');
  return strcmp(base ? base + 1 : path, "cksum") == 0;
}

/* The algorithm -a names, with -l's length (NULL: none given): "sha2" and
   "sha3" need one of the four lengths, the other names none. */
static const struct thistle_hash *
resolve_algorithm(const char *name, const char *length)
{
  const struct thistle_hash *hash;
  char full[16];
  bool family = strcmp(name, "sha2") == 0 || strcmp(name, "sha3") == 0;

  if (length != NULL)
    {
      char *end;
      long bits;
      errno = 0;
      bits = strtol(length, &end, 10);
      if (!isdigit((unsigned char) length[0]) || errno != 0 || *end != '\0')
        sum_usage_error("invalid length: '%s'", length);
      if (bits % 8 != 0)
        sum_usage_error("length is not a multiple of 8");
      if (!family)
        sum_usage_error("--length is only supported with --algorithm=sha2 "
                        "or sha3");
      if (bits != 224 && bits != 256 && bits != 384 && bits != 512)
        sum_usage_error("digest length for '%s' must be 224, 256, 384 or "
                        "512", name);
      /* sha2 and 256 make "sha256"; sha3 and 256 make "sha3_256". */
      snprintf(full, sizeof full, "%s%s%ld", name[3] == '2' ? "sha" : name,
               name[3] == '2' ? "" : "_", bits);
      return thistle_hash_lookup(full);
    }
  if (family)
    sum_usage_error("--algorithm=%s needs --length (224, 256, 384 or 512)",
                    name);
  hash = thistle_hash_lookup(name);
  if (hash == NULL)
    sum_usage_error("unknown algorithm '%s' (known: %s, and sha2 or sha3 "
                    "with -l)", name, sum_algorithm_list());
  return hash;
}

/* --debug: which implementation computes hash's digests, or with no
   algorithm given, those of every family. */
static void
report_implementation(const struct thistle_hash *hash)
{
  static const char *const families[] = { "sha1", "sha256", "sha512", "sha3" };
  size_t i;
  if (hash != NULL)
    {
      sum_error(0, "%s: using the %s implementation", hash->name,
                thistle_implementation(hash->name));
      return;
    }
  for (i = 0; i < sizeof families / sizeof families[0]; i++)
    sum_error(0, "%s: using the %s implementation", families[i],
              thistle_implementation(families[i]));
}

/* The processors this process may run on: its affinity mask (taskset,
   cgroups' cpusets), which can be fewer than the processors online. */
static long
usable_processors(void)
{
  long online;
#ifdef CPU_COUNT
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    return CPU_COUNT(&set);
#endif
  online = sysconf(_SC_NPROCESSORS_ONLN);
  return online > 0 ? online : 1;
}

/* -j N: plain decimal digits only (strtol alone would also take leading
   blanks and a sign). */
static unsigned
parse_jobs(const char *text)
{
  char *end;
  long n;
  errno = 0;
  n = strtol(text, &end, 10);
  if (!isdigit((unsigned char) text[0]) || errno != 0 || *end != '\0'
      || n > 1024)
    sum_usage_error("invalid number of jobs: '%s' (0 to 1024; 0 means one "
                    "per processor)", text);
  if (n == 0)
    n = usable_processors();
  return (unsigned) n;
}

/* What the digest mode needs while reporting each file in turn. */
struct digest_run {
  struct sum_format format;
  bool raw;           /* --raw: the digest's bytes alone */
  bool ok;
};

static void
report_digest(struct sum_job *job, size_t index, void *arg)
{
  struct digest_run *run = arg;
  (void) index;
  if (job->error != 0)
    {
      sum_error(job->error, "%s", sum_quote(job->name));
      run->ok = false;
    }
  else if (run->raw)
    fwrite(job->digest, 1, run->format.digest_size, stdout);
  else
    sum_print_digest(&run->format, job->name, job->digest);
}

/* Whether standard input was closed at the start. Then the first file
   opened would get descriptor 0, and "-" would read that file: with -j,
   while a worker reads it too, each taking part of the other's bytes. So
   /dev/null takes the descriptor if it can (*held), write-only so that
   reading it fails with EBADF, as reading the closed descriptor does.
   (Descriptors 1 and 2 need no such care: they are only written, and
   every file is opened read-only, so that writes to a file there fail
   with EBADF too.) */
static bool
stdin_closed_at_start(bool *held)
{
  if (fcntl(STDIN_FILENO, F_GETFD) != -1 || errno != EBADF)
    return false;
  *held = open("/dev/null", O_WRONLY) == STDIN_FILENO;
  return true;
}

/* At exit, as coreutils does: output that could not be written is an
   error (with the errno of the final close, if that failed too), but a
   closed stdout that was never written to is not. */
static void
close_stdout(void)
{
  bool earlier_failure = ferror(stdout) != 0;
  bool pending = __fpending(stdout) != 0;
  bool close_failed = fclose(stdout) != 0;
  int err = close_failed ? errno : 0;
  if (earlier_failure || (close_failed && (pending || err != EBADF)))
    {
      sum_error(err, "write error");
      _exit(EXIT_FAILURE);
    }
}

int
main(int argc, char **argv)
{
  const struct thistle_hash *hash;
  struct sum_check_options check;
  struct sum_reader reader;
  struct digest_run run;
  bool do_check = false, zero = false, base64 = false, raw = false;
  bool debug = false, stdin_closed, stdin_held = false;
  const char *algorithm = NULL, *length = NULL;
  int binary = -1, tagged = -1, opt, i;
  unsigned jobs = 1;
  /* Options that only go with --check, in the order coreutils checks. */
  const struct { const bool *given; const char *name; } check_only[] = {
    { &check.ignore_missing, "--ignore-missing" },
    { &check.status_only, "--status" }, { &check.warn, "--warn" },
    { &check.quiet, "--quiet" }, { &check.strict, "--strict" }
  };

  /* Before setlocale, whose files can take descriptor 0 for a time. */
  stdin_closed = stdin_closed_at_start(&stdin_held);
  sum_program_name = argv[0] ? argv[0] : "thistle-sum";
  setlocale(LC_ALL, "");
  atexit(close_stdout);
  /* Whole lines at once, so that parallel runs do not mix their output. */
  setvbuf(stdout, NULL, _IOLBF, 0);

  memset(&check, 0, sizeof check);
  hash = hash_from_program_name(sum_program_name);
  while ((opt = getopt_long(argc, argv, "a:bcj:l:twz", long_options, NULL))
         != -1)
    switch (opt)
      {
      case 'a': algorithm = optarg; break;
      case 'l': length = optarg; break;
      case B_OPTION:
        if (optarg != NULL)
          sum_usage_error("option '--binary' doesn't allow an argument");
        binary = 1;
        break;
      case 'b': binary = 1; break;
      case 'c': do_check = true; break;
      case 'j': jobs = parse_jobs(optarg); break;
      case 't': binary = 0; break;
      case 'z': zero = true; break;
      case TAG_OPTION:
        /* sha*sum's --tag implies --binary; cksum's, its default, does
           not, so that --check takes it. */
        tagged = 1;
        if (!named_cksum(sum_program_name))
          binary = 1;
        break;
      case UNTAGGED_OPTION: tagged = 0; break;
      case BASE64_OPTION: base64 = true; break;
      case RAW_OPTION: raw = true; break;
      case DEBUG_OPTION: debug = true; break;
      case IGNORE_MISSING_OPTION: check.ignore_missing = true; break;
      case STRICT_OPTION: check.strict = true; break;
      /* --status, --quiet and -w: the last one given wins. */
      case STATUS_OPTION:
        check.status_only = true; check.warn = check.quiet = false; break;
      case QUIET_OPTION:
        check.quiet = true; check.warn = check.status_only = false; break;
      case 'w':
        check.warn = true; check.quiet = check.status_only = false; break;
      case HELP_OPTION:
        sum_usage(algorithm ? resolve_algorithm(algorithm, length) : hash);
        return EXIT_SUCCESS;
      case VERSION_OPTION: sum_version(); return EXIT_SUCCESS;
      default: sum_try_help();
      }

  if (algorithm != NULL)
    hash = resolve_algorithm(algorithm, length);
  else if (length != NULL)
    sum_usage_error("--length is only supported with --algorithm=sha2 "
                    "or sha3");
  /* With no algorithm, --check reads each line's from its tag. */
  if (hash == NULL && !do_check)
    sum_usage_error("no algorithm given: use -a ALG (one of %s)",
                    sum_algorithm_list());
  /* cksum writes tagged lines by default; checking, it reads either
     form, and takes --tag as it would for writing. */
  if (tagged == -1 && named_cksum(sum_program_name) && !raw && !do_check)
    {
      if (binary == 0)
        sum_usage_error("--text mode is only supported with --untagged");
      tagged = 1;
    }
  if (base64 && raw)
    sum_usage_error("--base64 and --raw are mutually exclusive");
  if (raw && do_check)
    sum_usage_error("the --raw option is meaningless when verifying "
                    "checksums");
  if (raw && argc - optind > 1)
    sum_usage_error("the --raw option is not supported with multiple files");
  /* The same checks, in the same order, with the same words as coreutils. */
  if (tagged == 1 && binary == 0)
    sum_usage_error("--tag does not support --text mode");
  if (zero && do_check)
    sum_usage_error("the --zero option is not supported when verifying "
                    "checksums");
  if (tagged == 1 && do_check && !named_cksum(sum_program_name))
    sum_usage_error("the --tag option is meaningless when verifying "
                    "checksums");
  if (binary >= 0 && do_check)
    sum_usage_error("the --binary and --text options are meaningless when "
                    "verifying checksums");
  for (i = 0; i < (int) (sizeof check_only / sizeof check_only[0]); i++)
    if (*check_only[i].given && !do_check)
      sum_usage_error("the %s option is meaningful only when verifying "
                      "checksums", check_only[i].name);

  /* Nothing holds descriptor 0: one file at a time, as in coreutils, so
     that "-" never reads a file a worker is reading. */
  if (stdin_closed && !stdin_held)
    jobs = 1;
  if (debug)
    report_implementation(hash);
  /* With one job at a time, a large file's reads go to a second core. */
  if ((errno = sum_reader_init(&reader, hash, jobs == 1)) != 0)
    {
      sum_error(errno, "cannot allocate the read buffer");
      return EXIT_FAILURE;
    }
  if (optind == argc)
    argv[argc++] = (char *) "-";    /* argv[argc] is a NULL we may reuse */

  run.ok = true;
  if (do_check)
    {
      check.syntax.tag = hash ? sum_bsd_tag(hash) : NULL;
      check.syntax.hex_length = hash ? 2 * hash->digest_size : 0;
      check.syntax.reversed = -1;
      check.cksum_type = hash == NULL && named_cksum(sum_program_name)
                         ? "CRC" : NULL;
      check.jobs = jobs;
      check.reader = &reader;
      for (i = optind; i < argc; i++)
        run.ok &= sum_check_file(&check, argv[i]);
    }
  else
    {
      size_t count = (size_t) (argc - optind);
      struct sum_job *list = calloc(count, sizeof *list);
      if (list == NULL)
        {
          sum_error(ENOMEM, "%s", sum_quote(argv[optind]));
          return EXIT_FAILURE;
        }
      for (i = optind; i < argc; i++)
        list[i - optind].name = argv[i];
      run.format.tag = sum_bsd_tag(hash);
      run.format.digest_size = hash->digest_size;
      run.format.tagged = tagged == 1;
      run.format.base64 = base64;
      run.raw = raw;
      run.format.binary = binary == 1;
      run.format.delimiter = zero ? '\0' : '\n';
      sum_run_jobs(list, count, jobs, &reader, report_digest, &run);
      free(list);
    }
  sum_reader_free(&reader);

  /* Closing standard input after reading it, coreutils reports a failure,
     which for one closed at the start is EBADF. */
  if (sum_stdin_was_read && (stdin_closed || close(STDIN_FILENO) != 0))
    {
      sum_error(stdin_closed ? EBADF : errno, "standard input");
      return EXIT_FAILURE;
    }
  return run.ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
