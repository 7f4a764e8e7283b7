/* SPDX-License-Identifier: ISC */
/* testsuite/wycheproof.c: see wycheproof.h. A recursive-descent reader of
   just enough JSON (objects, arrays, strings, numbers, true, false, null)
   for the Wycheproof files, one pass over the text. */

#include "wycheproof.h"

#include <stdlib.h>
#include <string.h>

#include "testutils.h"

struct reader {
  const char *path;
  const char *start, *p, *end;
  void (*fn)(const struct wycheproof_test *, void *);
  void *arg;
  size_t tests;
};

static void
fail(const struct reader *r, const char *what)
{
  test_die("%s: %s at byte %ld", r->path, what, (long) (r->p - r->start));
}

static void
skip_space(struct reader *r)
{
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\n' || *r->p == '\r'
                           || *r->p == '\t'))
    r->p++;
}

static int
next_is(struct reader *r, char c)
{
  skip_space(r);
  return r->p < r->end && *r->p == c;
}

static void
expect(struct reader *r, char c)
{
  if (!next_is(r, c))
    fail(r, "unexpected character");
  r->p++;
}

/* A string: returns its text between the quotes. */
static void
read_string(struct reader *r, const char **text, size_t *length)
{
  expect(r, '"');
  *text = r->p;
  while (r->p < r->end && *r->p != '"')
    r->p += *r->p == '\\' && r->end - r->p > 1 ? 2 : 1;
  if (r->p >= r->end)
    fail(r, "unterminated string");
  *length = (size_t) (r->p - *text);
  r->p++;
}

static void read_value(struct reader *r, int in_tests, int depth,
                       struct wycheproof_test *into, const char *name,
                       size_t name_length);

/* An object: a test when it is an element of a "tests" array. */
static void
read_object(struct reader *r, int is_test, int depth)
{
  struct wycheproof_test test;
  test.nfields = 0;
  expect(r, '{');
  if (next_is(r, '}'))
    r->p++;
  else
    for (;;)
      {
        const char *name;
        size_t name_length;
        read_string(r, &name, &name_length);
        expect(r, ':');
        read_value(r, name_length == 5 && memcmp(name, "tests", 5) == 0,
                   depth + 1, is_test ? &test : NULL, name, name_length);
        if (next_is(r, '}'))
          {
            r->p++;
            break;
          }
        expect(r, ',');
      }
  if (is_test)
    {
      r->fn(&test, r->arg);
      r->tests++;
    }
}

static void
read_array(struct reader *r, int elements_are_tests, int depth)
{
  expect(r, '[');
  if (next_is(r, ']'))
    {
      r->p++;
      return;
    }
  for (;;)
    {
      if (elements_are_tests && next_is(r, '{'))
        read_object(r, 1, depth + 1);
      else
        read_value(r, 0, depth + 1, NULL, NULL, 0);
      if (next_is(r, ']'))
        {
          r->p++;
          return;
        }
      expect(r, ',');
    }
}

/* Any value; a scalar member of a test (into) is recorded there. */
static void
read_value(struct reader *r, int is_tests, int depth,
           struct wycheproof_test *into, const char *name, size_t name_length)
{
  const char *text;
  size_t length;

  if (depth > 32)
    fail(r, "nested too deeply");
  skip_space(r);
  if (r->p >= r->end)
    fail(r, "unexpected end");
  if (*r->p == '{')
    {
      read_object(r, 0, depth);
      return;
    }
  if (*r->p == '[')
    {
      read_array(r, is_tests, depth);
      return;
    }
  if (*r->p == '"')
    read_string(r, &text, &length);
  else
    {
      text = r->p;
      while (r->p < r->end && strchr("+-.0123456789eEtruefalsn", *r->p))
        r->p++;
      length = (size_t) (r->p - text);
      if (length == 0)
        fail(r, "unexpected character");
    }
  if (into)
    {
      if (into->nfields == sizeof(into->fields) / sizeof(into->fields[0]))
        fail(r, "too many fields in a test");
      into->fields[into->nfields].name = name;
      into->fields[into->nfields].name_length = name_length;
      into->fields[into->nfields].value = text;
      into->fields[into->nfields].value_length = length;
      into->nfields++;
    }
}

size_t
wycheproof_read(const char *path,
                void (*fn)(const struct wycheproof_test *, void *), void *arg)
{
  struct reader r;
  FILE *f = fopen(path, "rb");
  char *text;
  long size;

  if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0
      || fseek(f, 0, SEEK_SET) != 0)
    test_die("cannot read %s", path);
  text = xmalloc((size_t) size);
  if (fread(text, 1, (size_t) size, f) != (size_t) size)
    test_die("cannot read %s", path);
  fclose(f);

  r.path = path;
  r.start = r.p = text;
  r.end = text + size;
  r.fn = fn;
  r.arg = arg;
  r.tests = 0;
  read_value(&r, 0, 0, NULL, NULL, 0);
  skip_space(&r);
  if (r.p != r.end)
    fail(&r, "text after the document");
  free(text);
  return r.tests;
}

char *
wycheproof_get(const struct wycheproof_test *t, const char *name)
{
  size_t i, n = strlen(name);
  for (i = 0; i < t->nfields; i++)
    if (t->fields[i].name_length == n
        && memcmp(t->fields[i].name, name, n) == 0)
      {
        char *value = xmalloc(t->fields[i].value_length + 1);
        memcpy(value, t->fields[i].value, t->fields[i].value_length);
        value[t->fields[i].value_length] = '\0';
        return value;
      }
  return NULL;
}
