/* SPDX-License-Identifier: ISC */
/* testsuite/install-example.c: a program as a user would write it, built by
   install-test.sh against the installed library with pkg-config. Prints
   SHA-256("abc") and HMAC-SHA-256 of RFC 4231 case 2. */

#include <stdio.h>

#include <thistle/thistle.h>

static void
print_hex(const uint8_t *p, size_t n)
{
  for (size_t i = 0; i < n; i++)
    printf("%02x", p[i]);
  printf("\n");
}

int
main(void)
{
  uint8_t digest[THISTLE_SHA256_DIGEST_SIZE];
  struct thistle_sha256_ctx ctx;

  thistle_sha256_init(&ctx);
  thistle_sha256_update(&ctx, "ab", 2);
  thistle_sha256_update(&ctx, "c", 1);
  thistle_sha256_digest(&ctx, digest);
  print_hex(digest, sizeof(digest));

  thistle_hmac_sha256("Jefe", 4, "what do ya want for nothing?", 28, digest);
  print_hex(digest, sizeof(digest));
  printf("%s\n", thistle_version());
  return 0;
}
