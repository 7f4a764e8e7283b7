/* SPDX-License-Identifier: ISC */
/* testsuite/sha512-test.c: SHA-384, SHA-512, SHA-512/224 and SHA-512/256
   against the NIST vectors and sweeps. */

#include "hash-tests.h"
#include "testutils.h"

int
main(void)
{
  static const struct hash_test tests[] = {
    { "sha384", thistle_sha384, "sha2/SHA384",
      "0495ca162b6e2ce0ba9246958ed5342370ccce3b888edcac"
      "895571cbae35528cb05706bcf92516b5451b327f8f98d219" },
    { "sha512", thistle_sha512, "sha2/SHA512",
      "253ae6643f2b77d48f100ed593c90023ce3e8af0f23c3d7a88c39ff814dec4fc"
      "4af6d79819e397bcd431b034faccf494a19c21a5f68e32b0fd3ce3d5ef14ce68" },
    { "sha512_224", thistle_sha512_224, "sha2/SHA512_224",
      "9fb2c4a37274ca7ded8ff201ee33133fbc71e7013e1afc5a4f597d5c" },
    { "sha512_256", thistle_sha512_256, "sha2/SHA512_256",
      "47d56ddc464298373eb6512a4fdf13d736b3cfe625908ab209330e03b4f5457c" },
  };
  for (size_t i = 0; i < sizeof(tests) / sizeof(tests[0]); i++)
    run_hash_tests(&tests[i]);
  return test_finish("sha512-test");
}
