/* SPDX-License-Identifier: ISC */
/* testsuite/sha256-test.c: SHA-224 and SHA-256 against the NIST vectors
   and sweeps. */

#include "hash-tests.h"
#include "testutils.h"

int
main(void)
{
  static const struct hash_test tests[] = {
    { "sha224", thistle_sha224, "sha2/SHA224",
      "c8569c626b3c2528afc11a283a8fde6aee629fd8282ba89159b08c73" },
    { "sha256", thistle_sha256, "sha2/SHA256",
      "4e6177054290a04bede7d8a4f922824a2cbde10bcca01c184c311bd3c3130ca0" },
  };
  for (size_t i = 0; i < sizeof(tests) / sizeof(tests[0]); i++)
    run_hash_tests(&tests[i]);
  return test_finish("sha256-test");
}
