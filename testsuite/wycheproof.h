/* SPDX-License-Identifier: ISC */
/* testsuite/wycheproof.h: the tests of a Wycheproof vector file (JSON:
   testGroups[].tests[]), one at a time, as their scalar fields. */

#ifndef THISTLE_WYCHEPROOF_H
#define THISTLE_WYCHEPROOF_H

#include <stddef.h>

/* One test: each string or number member, by name, as text (a string
   without its quotes; the files' hex, results and numbers need no
   unescaping). Arrays and objects inside a test (flags) are left out. */
struct wycheproof_test {
  size_t nfields;
  struct { const char *name; size_t name_length; const char *value;
           size_t value_length; } fields[16];
};

/* Calls fn(test, arg) for every object of every "tests" array of the file
   at path, in order, and returns how many there were. A file that is not
   well-formed JSON ends the test program. */
size_t wycheproof_read(const char *path,
                       void (*fn)(const struct wycheproof_test *, void *),
                       void *arg);

/* The value of field name as a new NUL-terminated string (free it), or
   NULL if the test has none. */
char *wycheproof_get(const struct wycheproof_test *t, const char *name);

#endif /* THISTLE_WYCHEPROOF_H */
