/* SPDX-License-Identifier: ISC */
/* testsuite/huge-test.c (make check-slow): 5 GiB + 12345 bytes streamed
   through update in uneven pieces, crossing 2^32 bytes (where a 32-bit
   byte count would wrap) with a partial block pending at every call. The
   message is byte i = i mod 251; the expected digests were computed once
   with Python 3.11's hashlib (OpenSSL 3.0), feeding the same bytes. */

#include <stdlib.h>
#include <string.h>

#include "testutils.h"

#define PERIOD 251
#define TOTAL (UINT64_C(5) << 30) + 12345
#define MAX_PIECE (1u << 20)

int
main(void)
{
  static const struct { const char *name, *digest; } want[] = {
    { "sha1", "2322cefc533208d01cc680f2606b075810bda295" },
    { "sha256", "f11be1a86c30374e4f04de2d4ee37a0c"
                "c7c4333c8ea590d0b525965530ee3f81" },
    { "sha512", "acbb293e21dd2bb485745cb33e2c5d9d9b8e1ff303216a96aa18e8ead6d25700"
                "23e3a28cd7735e51f48eacb0dc80e1dd7ef97320dc341e4ade8111731af9b610" },
  };
  /* A buffer long enough to start a piece of any length at any phase. */
  uint8_t *pattern = xmalloc(PERIOD + MAX_PIECE);
  size_t i, k;

  for (i = 0; i < PERIOD + MAX_PIECE; i++)
    pattern[i] = (uint8_t) (i % PERIOD);

  for (k = 0; k < sizeof(want) / sizeof(want[0]); k++)
    {
      const struct thistle_hash *h = thistle_hash_lookup(want[k].name);
      void *ctx = xmalloc(h->context_size);
      uint8_t digest[64], *expected;
      uint64_t done = 0;
      size_t expected_length;

      h->init(ctx);
      while (done < TOTAL)
        {
          /* Odd sizes from 1 byte to 1 MiB, so blocks straddle calls. */
          uint64_t piece = 1 + test_random_below(MAX_PIECE);
          if (piece > TOTAL - done)
            piece = TOTAL - done;
          h->update(ctx, pattern + done % PERIOD, (size_t) piece);
          done += piece;
        }
      h->digest(ctx, digest);
      expected = hex_decode(want[k].digest, &expected_length);
      CHECK_BYTES(digest, expected, h->digest_size, "%s of 5 GiB + 12345 bytes",
                  h->name);
      printf("%s (%s): 5 GiB streamed\n", h->name,
             thistle_implementation(h->name));
      free(expected);
      free(ctx);
    }
  free(pattern);
  return test_finish("huge-test");
}
