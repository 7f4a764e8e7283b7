/* SPDX-License-Identifier: ISC */
/* testsuite/sha1-test.c: SHA-1 against the NIST vectors and sweeps. */

#include "hash-tests.h"
#include "testutils.h"

int
main(void)
{
  static const struct hash_test sha1 = {
    "sha1", thistle_sha1, "sha1/SHA1",
    "07c3b29d0d2037b6628772796a701cbbefb3b362"
  };
  run_hash_tests(&sha1);
  return test_finish("sha1-test");
}
