/* SPDX-License-Identifier: ISC */
/* tools/sum-check.c: the --check driver.

   The checksum file is read in large pieces; the whole lines of each piece
   become a batch of jobs (one per line, malformed lines included, so that
   their warnings come out in line order) handed to the job runner, which
   hashes the listed files on the -j threads and reports each line in
   order. Output is therefore the same for any -j, and streams as the
   file is read. */

#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <thistle/sha2.h>

#include "sum-base64.h"
#include "sum-check.h"
#include "sum-jobs.h"
#include "sum-output.h"

/* Bytes asked of the checksum file per read, whatever room the buffer
   has: a batch is then this and the line pending before it, at most, so
   that the memory a batch takes is bounded whatever the lines before. */
#define CHECK_READ_SIZE (64 * 1024)

/* The buffer to begin with, and to go back to after a long line. */
#define CHECK_BUFFER_SIZE (2 * CHECK_READ_SIZE)

/* A line of the batch. */
struct batch_line {
  uintmax_t number;
  const char *expected;   /* its digest, or NULL when it is malformed */
  const char *type;       /* malformed: the algorithm its warning names,
                             or NULL for none */
};

/* One checksum file being checked. */
struct check_run {
  struct sum_check_options *options;
  const char *display_name;   /* "standard input" for "-" */
  bool is_stdin;
  uintmax_t line_number;
  uintmax_t misformatted, mismatched, unreadable;
  bool well_formed_seen, match_seen;
  struct batch_line *lines;   /* the batch's, one for each job */
};

/* Whether the digest a line gives (hex digits in either letter case, or
   base64, the shorter) names the same bytes as digest. */
static bool
digest_matches(const char *given, const uint8_t *digest, size_t size)
{
  char ours[2 * THISTLE_SHA512_DIGEST_SIZE];
  size_t i;
  if (strlen(given) == SUM_BASE64_LENGTH(size))
    {
      sum_base64(ours, digest, size);
      return memcmp(given, ours, SUM_BASE64_LENGTH(size)) == 0;
    }
  sum_hex(ours, digest, size);
  for (i = 0; i < 2 * size; i++)
    if ((given[i] | 0x20) != ours[i])
      return false;
  return true;
}

/* Reports one line of the batch, once its file is hashed. */
static void
report_line(struct sum_job *job, size_t index, void *arg)
{
  struct check_run *run = arg;
  const struct sum_check_options *o = run->options;
  const struct batch_line *line = &run->lines[index];
  const char *expected = line->expected;

  if (expected == NULL)
    {
      run->misformatted++;
      if (o->warn && line->type == NULL)
        sum_error(0, "%s: %" PRIuMAX ": improperly formatted checksum line",
                  sum_quote(run->display_name), line->number);
      else if (o->warn)
        sum_error(0, "%s: %" PRIuMAX ": improperly formatted %s checksum line",
                  sum_quote(run->display_name), line->number, line->type);
      return;
    }

  run->well_formed_seen = true;
  if (job->error == ENOENT && o->ignore_missing)
    return;
  if (job->error != 0)
    {
      sum_error(job->error, "%s", sum_quote(job->name));
      run->unreadable++;
      if (!o->status_only)
        sum_print_verdict(job->name, "FAILED open or read");
    }
  else if (digest_matches(expected, job->digest, job->hash != NULL
                          ? job->hash->digest_size : o->syntax.hex_length / 2))
    {
      run->match_seen = true;
      if (!o->status_only && !o->quiet)
        sum_print_verdict(job->name, "OK");
    }
  else
    {
      run->mismatched++;
      if (!o->status_only)
        sum_print_verdict(job->name, "FAILED");
    }
}

/* What coreutils 9.1's cksum -c without -a calls the algorithm in a
   warning: the last one a line's tag named among those it can check
   (not its CRC, BSD and SysV sums, nor SHA-3 or SHA-512/t, which it does
   not know), whether or not the rest of the line was well formed, and
   from one checksum file to the next. The tag is what comes after any
   blanks and a backslash, up to a blank, '-' or '('. */
static void
follow_cksum_type(struct sum_check_options *o, const char *line)
{
  static const char *const tags[] = {
    "MD5", "SHA1", "SHA224", "SHA256", "SHA384", "SHA512", "BLAKE2b", "SM3"
  };
  size_t i, length;

  line += strspn(line, " \t");
  if (*line == '\\')
    line++;
  length = strcspn(line, " \t-(");
  for (i = 0; i < sizeof tags / sizeof tags[0]; i++)
    if (strlen(tags[i]) == length && strncmp(line, tags[i], length) == 0)
      o->cksum_type = tags[i];
}

/* Counts the lines of text[0..length), the last one possibly unended. */
static size_t
count_lines(const char *text, size_t length)
{
  size_t lines = 0;
  const char *end = text + length, *p;
  for (p = text; p < end; lines++)
    {
      const char *newline = memchr(p, '\n', (size_t) (end - p));
      p = newline ? newline + 1 : end;
    }
  return lines;
}

/* Parses and checks the lines of text[0..length) (modified in place), the
   last of which may lack its newline. Returns false when out of memory. */
static bool
check_lines(struct check_run *run, char *text, size_t length)
{
  struct sum_check_options *o = run->options;
  size_t most = count_lines(text, length), count = 0;
  struct sum_job *jobs = calloc(most ? most : 1, sizeof *jobs);
  char *end = text + length, *line, *next;

  run->lines = malloc((most ? most : 1) * sizeof *run->lines);
  if (jobs == NULL || run->lines == NULL)
    {
      free(jobs);
      free(run->lines);
      return false;
    }

  for (line = text; line < end; line = next)
    {
      char *newline = memchr(line, '\n', (size_t) (end - line));
      size_t n = newline ? (size_t) (newline - line) : (size_t) (end - line);
      const char *hex;
      char *name;

      next = line + n + (newline != NULL);
      run->line_number++;
      if (line[0] == '#')
        continue;
      if (n > 0 && line[n - 1] == '\r')
        n--;
      if (n == 0)
        continue;
      line[n] = '\0';

      if (o->cksum_type != NULL)
        follow_cksum_type(o, line);
      run->lines[count].number = run->line_number;
      if (sum_parse_check_line(&o->syntax, line, n, &hex, &name)
          && !(run->is_stdin && strcmp(name, "-") == 0))
        {
          jobs[count].name = name;
          if (o->syntax.tag == NULL)
            jobs[count].hash = o->syntax.line_hash;
          run->lines[count].expected = hex;
        }
      else
        {
          run->lines[count].expected = NULL;
          run->lines[count].type = o->syntax.tag ? o->syntax.tag
                                                 : o->cksum_type;
        }
      count++;
    }

  sum_run_jobs(jobs, count, o->jobs, o->reader, report_line, run);
  free(jobs);
  free(run->lines);
  return true;
}

/* Reads the checksum file fd in pieces and checks the whole lines of each.
   The buffer grows to hold the longest line, and shrinks back after it.
   Returns 0, or the errno of a failed read (or ENOMEM). */
static int
check_descriptor(struct check_run *run, int fd)
{
  size_t size = CHECK_BUFFER_SIZE, used = 0;
  char *buffer = malloc(size + 1);
  int err = 0;

  while (buffer != NULL)
    {
      ssize_t n;
      size_t read_from;   /* where this read's bytes start */
      size_t whole;       /* bytes up to the last newline */

      if (size - used < CHECK_READ_SIZE)
        {
          char *bigger = realloc(buffer, 2 * size + 1);
          if (bigger == NULL)
            break;
          buffer = bigger;
          size *= 2;
        }
      n = read(fd, buffer + used, CHECK_READ_SIZE);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          /* The end (or a failed read): what is left is the last line. */
          err = n < 0 ? errno : 0;
          if (used > 0 && !check_lines(run, buffer, used))
            err = ENOMEM;
          free(buffer);
          return err;
        }
      /* Only the bytes just read can hold a newline: the ones before
         them are an unended line. Scanning all of it after every read
         would take time quadratic in the line's length. */
      read_from = used;
      used += (size_t) n;
      for (whole = used; whole > read_from && buffer[whole - 1] != '\n';
           whole--)
        ;
      if (whole > read_from)
        {
          char *smaller;
          if (!check_lines(run, buffer, whole))
            break;
          memmove(buffer, buffer + whole, used - whole);
          used -= whole;
          /* After a long line, back to the first size: what is left is
             part of the last read, and fits. */
          if (size > CHECK_BUFFER_SIZE
              && (smaller = realloc(buffer, CHECK_BUFFER_SIZE + 1)) != NULL)
            {
              buffer = smaller;
              size = CHECK_BUFFER_SIZE;
            }
        }
    }
  free(buffer);
  return ENOMEM;
}

/* The summary on stderr after a checksum file, and the verdict. */
static bool
summarize(const struct check_run *run)
{
  const struct sum_check_options *o = run->options;

  if (!run->well_formed_seen)
    {
      sum_error(0, "%s: no properly formatted checksum lines found",
                sum_quote(run->display_name));
      return false;
    }
  if (!o->status_only)
    {
      if (run->misformatted != 0)
        sum_error(0, run->misformatted == 1
                  ? "WARNING: %" PRIuMAX " line is improperly formatted"
                  : "WARNING: %" PRIuMAX " lines are improperly formatted",
                  run->misformatted);
      if (run->unreadable != 0)
        sum_error(0, run->unreadable == 1
                  ? "WARNING: %" PRIuMAX " listed file could not be read"
                  : "WARNING: %" PRIuMAX " listed files could not be read",
                  run->unreadable);
      if (run->mismatched != 0)
        sum_error(0, run->mismatched == 1
                  ? "WARNING: %" PRIuMAX " computed checksum did NOT match"
                  : "WARNING: %" PRIuMAX " computed checksums did NOT match",
                  run->mismatched);
      if (o->ignore_missing && !run->match_seen)
        sum_error(0, "%s: no file was verified",
                  sum_quote(run->display_name));
    }
  return run->match_seen && run->mismatched == 0 && run->unreadable == 0
         && !(o->strict && run->misformatted != 0);
}

bool
sum_check_file(struct sum_check_options *options, const char *name)
{
  struct check_run run;
  int fd, err;

  memset(&run, 0, sizeof run);
  run.options = options;
  run.is_stdin = strcmp(name, "-") == 0;
  run.display_name = run.is_stdin ? "standard input" : name;
  if ((err = sum_open_input(name, &fd)) != 0)
    {
      sum_error(err, "%s", sum_quote(name));
      return false;
    }

  err = sum_close_input(name, fd, check_descriptor(&run, fd));
  if (err == ENOMEM)
    {
      sum_error(err, "%s", sum_quote(run.display_name));
      return false;
    }
  if (err != 0)
    {
      /* coreutils reports a failed read without its errno. */
      sum_error(0, "%s: read error", sum_quote(run.display_name));
      return false;
    }
  return summarize(&run);
}
