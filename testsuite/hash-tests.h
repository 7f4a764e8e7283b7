/* SPDX-License-Identifier: ISC */
/* testsuite/hash-tests.h: the tests every hash algorithm goes through. */

#ifndef THISTLE_HASH_TESTS_H
#define THISTLE_HASH_TESTS_H

#include <stddef.h>
#include <stdint.h>

struct hash_test {
  const char *name;                   /* as in the algorithm table */
  void (*oneshot)(const void *data, size_t length, uint8_t *digest);
  const char *vectors;                /* "sha2/SHA256": prefix of the .rsp files */
  const char *sweep;                  /* expected folded digest, hex */
};

/* Runs every vector and sweep of t, counting checks. */
void run_hash_tests(const struct hash_test *t);

#endif /* THISTLE_HASH_TESTS_H */
