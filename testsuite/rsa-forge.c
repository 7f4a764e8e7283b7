/* SPDX-License-Identifier: ISC */
/* testsuite/rsa-forge.c: forges an RSA signature for e = 3 the way
   Bleichenbacher showed in 2006, to prove examples/rsa-verify is not
   fooled by it. Built and run by rsa-verify-test.sh.

     rsa-forge K < PREFIX > SIGNATURE

   PREFIX is the start of an encoded message, 00 01 FF 00 DigestInfo H,
   far shorter than the modulus length K. The smallest s whose cube is at
   least PREFIX followed by zero bytes up to K bytes still has the prefix
   on top when K leaves room: the cube root's rounding only disturbs the
   low bits, the "garbage" a sloppy verifier that parses the DigestInfo
   and stops at its end never looks at. s^3 < n, so s^3 mod n = s^3 for
   any key of K bytes with e = 3: no private key is involved. Writes s as
   K bytes, or fails if K leaves no room. */

#include <stdio.h>
#include <stdlib.h>

#include <gmp.h>

int
main(int argc, char **argv)
{
  unsigned char prefix[512], *signature;
  size_t k, prefix_length, length;
  mpz_t target, limit, s, cube;
  int status = 0;

  if (argc != 2 || (k = strtoul(argv[1], NULL, 10)) < 16 || k > 2048)
    {
      fprintf(stderr, "usage: rsa-forge K < PREFIX > SIGNATURE\n");
      return 2;
    }
  prefix_length = fread(prefix, 1, sizeof prefix, stdin);
  if (prefix_length == 0 || prefix_length >= k)
    {
      fprintf(stderr, "rsa-forge: the prefix must be 1 to K-1 bytes\n");
      return 2;
    }
  mpz_inits(target, limit, s, cube, NULL);

  /* target = PREFIX || 00..00, limit = (PREFIX + 1) || 00..00 */
  mpz_import(target, prefix_length, 1, 1, 1, 0, prefix);
  mpz_add_ui(limit, target, 1);
  mpz_mul_2exp(target, target, 8 * (k - prefix_length));
  mpz_mul_2exp(limit, limit, 8 * (k - prefix_length));

  /* s = ceil(cbrt(target)) */
  if (!mpz_root(s, target, 3))
    mpz_add_ui(s, s, 1);
  mpz_pow_ui(cube, s, 3);
  if (mpz_cmp(cube, limit) >= 0)
    {
      fprintf(stderr, "rsa-forge: %zu bytes leave no room for a cube\n", k);
      status = 1;
    }
  else
    {
      signature = calloc(k, 1);
      if (signature == NULL)
        return 1;
      length = (mpz_sizeinbase(s, 2) + 7) / 8;
      mpz_export(signature + k - length, NULL, 1, 1, 1, 0, s);
      if (fwrite(signature, 1, k, stdout) != k || fflush(stdout) != 0)
        status = 1;
      free(signature);
    }
  mpz_clears(target, limit, s, cube, NULL);
  return status;
}
