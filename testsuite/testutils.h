/* SPDX-License-Identifier: ISC */
/* testsuite/testutils.h: what every test program shares: checks and their
   count, hex, deterministic random numbers, the NIST .rsp reader, and the
   per-algorithm facts the tests use. */

#ifndef THISTLE_TESTUTILS_H
#define THISTLE_TESTUTILS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "thistle/thistle.h"

/* Exit status that tells the runner a test was skipped, not passed. */
#define EXIT_SKIP 77

/* Counts a check; on failure prints where and the formatted message. */
#define CHECK(cond, ...) \
  test_check((cond) != 0, __FILE__, __LINE__, __VA_ARGS__)
void test_check(int ok, const char *file, int line, const char *fmt, ...)
  __attribute__((format(printf, 4, 5)));

/* Compares two byte strings as a CHECK, printing both in hex on mismatch. */
#define CHECK_BYTES(got, want, length, ...) \
  test_check_bytes(got, want, length, __FILE__, __LINE__, __VA_ARGS__)
void test_check_bytes(const uint8_t *got, const uint8_t *want, size_t length,
                      const char *file, int line, const char *fmt, ...)
  __attribute__((format(printf, 6, 7)));

/* Prints the summary line of this program and returns its exit status. */
int test_finish(const char *program);

/* The number of failed checks so far. */
unsigned long test_failures(void);

/* Fatal error in the test itself (a missing vector file...). */
void test_die(const char *fmt, ...)
  __attribute__((format(printf, 1, 2), noreturn));

void *xmalloc(size_t size);

/* A buffer of length bytes (any, 0 included) that ends where an unmapped
   page begins, so a read or write past its end faults, holding a copy of
   data (0xa5 bytes when data is NULL). guard_free(buffer, length) unmaps
   it. */
uint8_t *guard_copy(const void *data, size_t length);
void guard_free(uint8_t *buffer, size_t length);

/* Decodes hex into a new buffer; *length gets its size. */
uint8_t *hex_decode(const char *hex, size_t *length);
/* Formats length bytes as lower-case hex into a static buffer. */
const char *hex_string(const uint8_t *data, size_t length);

/* Deterministic pseudo-random numbers (xorshift64*): the seed comes from
   THISTLE_TEST_SEED when set, and is printed on failure, so a failing run
   can be repeated. */
uint64_t test_random(void);
/* Uniform in [0, bound). */
size_t test_random_below(size_t bound);
void test_random_bytes(uint8_t *buffer, size_t length);

/* Whether THISTLE_TEST_QUICK is set and not empty, as make check-valgrind
   and check-qemu-cpus set it: there every instruction costs 30 to 100
   native ones, and what they look for (an invalid access, an undefined
   value, an instruction the CPU lacks) the first pass through a piece of
   code shows as well as the thousandth. The long chains of the same code
   (Monte Carlo tests past their first checkpoint, PBKDF2 vectors of
   thousands of iterations) are left to make check. */
int test_quick(void);

/* The path of a file under the testsuite's source folder ($srcdir). */
const char *test_path(const char *relative);

/* A NIST CAVP .rsp file, read record by record. A record is a run of
   "Name = value" lines ended by a blank line; "[...]" lines set the
   section (spaces removed, e.g. "L=32"). */
struct rsp {
  FILE *file;
  const char *path;
  char section[64];
  size_t nfields;
  struct { char name[32]; char *value; } fields[16];
};
void rsp_open(struct rsp *r, const char *path);
/* Reads the next record; returns 0 at end of file. */
int rsp_next(struct rsp *r);
/* The value of field name in the current record, or NULL. */
const char *rsp_get(const struct rsp *r, const char *name);
void rsp_close(struct rsp *r);

/* Hashes length bytes at data with h in one init/update/digest. */
void hash_oneshot(const struct thistle_hash *h, const void *data,
                  size_t length, uint8_t *digest);

#endif /* THISTLE_TESTUTILS_H */
