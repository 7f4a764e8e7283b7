/* SPDX-License-Identifier: ISC */
/* testsuite/testutils.c: see testutils.h. */

#define _GNU_SOURCE 1

#include "testutils.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static unsigned long checks, failures;
static uint64_t random_state, random_seed;

static void
report_failure(const char *file, int line, const char *fmt, va_list ap)
{
  fprintf(stderr, "FAIL %s:%d: ", file, line);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
}

void
test_check(int ok, const char *file, int line, const char *fmt, ...)
{
  checks++;
  if (!ok)
    {
      va_list ap;
      failures++;
      va_start(ap, fmt);
      report_failure(file, line, fmt, ap);
      va_end(ap);
    }
}

void
test_check_bytes(const uint8_t *got, const uint8_t *want, size_t length,
                 const char *file, int line, const char *fmt, ...)
{
  checks++;
  if (memcmp(got, want, length) != 0)
    {
      va_list ap;
      failures++;
      va_start(ap, fmt);
      report_failure(file, line, fmt, ap);
      va_end(ap);
      fprintf(stderr, "  got  %s\n", hex_string(got, length));
      fprintf(stderr, "  want %s\n", hex_string(want, length));
    }
}

unsigned long
test_failures(void)
{
  return failures;
}

int
test_finish(const char *program)
{
  printf("%s: %lu checks, %lu failed\n", program, checks, failures);
  if (failures > 0 && random_seed != 0)
    printf("%s: random seed was THISTLE_TEST_SEED=%llu\n", program,
           (unsigned long long) random_seed);
  return failures == 0 && checks > 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

void
test_die(const char *fmt, ...)
{
  va_list ap;
  fputs("ERROR: ", stderr);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  exit(EXIT_FAILURE);
}

void *
xmalloc(size_t size)
{
  void *p = malloc(size ? size : 1);
  if (p == NULL)
    test_die("out of memory (%zu bytes)", size);
  return p;
}

/* The pages of a guarded buffer: its own, rounded up, and the unmapped
   one after them. */
static size_t
guard_pages(size_t length, size_t page)
{
  return (length + page - 1) / page + 1;
}

uint8_t *
guard_copy(const void *data, size_t length)
{
  size_t page = (size_t) sysconf(_SC_PAGESIZE);
  size_t pages = guard_pages(length, page);
  uint8_t *map = mmap(NULL, pages * page, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  uint8_t *buffer;
  if (map == MAP_FAILED)
    test_die("mmap failed");
  if (mprotect(map + (pages - 1) * page, page, PROT_NONE) != 0)
    test_die("mprotect failed");
  buffer = map + (pages - 1) * page - length;
  if (data)
    memcpy(buffer, data, length);
  else
    memset(buffer, 0xa5, length);
  return buffer;
}

void
guard_free(uint8_t *buffer, size_t length)
{
  size_t page = (size_t) sysconf(_SC_PAGESIZE);
  size_t pages = guard_pages(length, page);
  munmap(buffer + length - (pages - 1) * page, pages * page);
}

static int
hex_digit(int c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  c = tolower(c);
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return -1;
}

uint8_t *
hex_decode(const char *hex, size_t *length)
{
  size_t n = strlen(hex), i;
  uint8_t *out;
  if (n % 2 != 0)
    test_die("odd-length hex string: %.40s", hex);
  out = xmalloc(n / 2);
  for (i = 0; i < n / 2; i++)
    {
      int hi = hex_digit(hex[2 * i]), lo = hex_digit(hex[2 * i + 1]);
      if (hi < 0 || lo < 0)
        test_die("bad hex string: %.40s", hex);
      out[i] = (uint8_t) (hi << 4 | lo);
    }
  *length = n / 2;
  return out;
}

const char *
hex_string(const uint8_t *data, size_t length)
{
  static char buffer[2 * 256 + 4];
  size_t i, shown = length > 256 ? 256 : length;
  for (i = 0; i < shown; i++)
    snprintf(buffer + 2 * i, 3, "%02x", data[i]);
  strcpy(buffer + 2 * shown, shown < length ? "..." : "");
  return buffer;
}

uint64_t
test_random(void)
{
  if (random_state == 0)
    {
      const char *env = getenv("THISTLE_TEST_SEED");
      random_seed = env ? strtoull(env, NULL, 0) : 0x74686973746c65ULL;
      random_state = random_seed ? random_seed : 1;
    }
  random_state ^= random_state >> 12;
  random_state ^= random_state << 25;
  random_state ^= random_state >> 27;
  return random_state * 0x2545f4914f6cdd1dULL;
}

int
test_quick(void)
{
  const char *quick = getenv("THISTLE_TEST_QUICK");
  return quick && *quick;
}

size_t
test_random_below(size_t bound)
{
  return bound ? (size_t) (test_random() % bound) : 0;
}

void
test_random_bytes(uint8_t *buffer, size_t length)
{
  size_t i;
  for (i = 0; i < length; i++)
    buffer[i] = (uint8_t) (test_random() >> 56);
}

const char *
test_path(const char *relative)
{
  static char path[4096];
  const char *srcdir = getenv("srcdir");
  snprintf(path, sizeof(path), "%s/%s", srcdir ? srcdir : ".", relative);
  return path;
}

void
rsp_open(struct rsp *r, const char *path)
{
  memset(r, 0, sizeof(*r));
  r->path = strdup(path);
  r->file = fopen(path, "rb");
  if (r->file == NULL)
    test_die("cannot open %s (set srcdir to the testsuite folder)", path);
}

static void
rsp_clear(struct rsp *r)
{
  size_t i;
  for (i = 0; i < r->nfields; i++)
    free(r->fields[i].value);
  r->nfields = 0;
}

/* Removes trailing CR/LF and spaces; the NIST files end lines with CRLF. */
static void
chomp(char *s)
{
  size_t n = strlen(s);
  while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' '))
    s[--n] = '\0';
}

int
rsp_next(struct rsp *r)
{
  char *line = NULL;
  size_t capacity = 0;

  rsp_clear(r);
  while (getline(&line, &capacity, r->file) != -1)
    {
      char *eq, *name, *value;
      chomp(line);
      if (line[0] == '#')
        continue;
      if (line[0] == '\0')
        {
          if (r->nfields > 0)
            break;
          continue;
        }
      if (line[0] == '[')
        {
          size_t i, j = 0;
          for (i = 1; line[i] && line[i] != ']' && j + 1 < sizeof(r->section); i++)
            if (line[i] != ' ')
              r->section[j++] = line[i];
          r->section[j] = '\0';
          continue;
        }
      eq = strchr(line, '=');
      if (eq == NULL || r->nfields == sizeof(r->fields) / sizeof(r->fields[0]))
        test_die("%s: cannot parse line: %s", r->path, line);
      *eq = '\0';
      name = line;
      while (*name == ' ')
        name++;
      chomp(name);
      value = eq + 1;
      while (*value == ' ')
        value++;
      snprintf(r->fields[r->nfields].name, sizeof(r->fields[0].name), "%s", name);
      r->fields[r->nfields].value = strdup(value);
      r->nfields++;
    }
  free(line);
  return r->nfields > 0;
}

const char *
rsp_get(const struct rsp *r, const char *name)
{
  size_t i;
  for (i = 0; i < r->nfields; i++)
    if (strcmp(r->fields[i].name, name) == 0)
      return r->fields[i].value;
  return NULL;
}

void
rsp_close(struct rsp *r)
{
  rsp_clear(r);
  fclose(r->file);
  free((char *) r->path);
}

void
hash_oneshot(const struct thistle_hash *h, const void *data, size_t length,
             uint8_t *digest)
{
  void *ctx = xmalloc(h->context_size);
  h->init(ctx);
  h->update(ctx, data, length);
  h->digest(ctx, digest);
  free(ctx);
}
