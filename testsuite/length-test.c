/* SPDX-License-Identifier: ISC */
/* testsuite/length-test.c: the message length field of the padding, for
   lengths no test can stream. The context is made to look as if it had
   compressed `count` blocks (the public struct allows it; the state is
   left at the initial value), then a tail is added and the digest taken,
   so the last block carries the length in its highest bits: for SHA-1 and
   SHA-256 (2^55 - 1) * 64 + 63 bytes, the largest length whose bit count
   fits the 64-bit field; for SHA-512, (2^60 + 5) * 128 + 120 bytes, whose
   bit count needs the upper half of the 128-bit field (and whose tail
   forces an extra padding block). Expected digests computed once with an
   independent Python model of FIPS 180-4 (integer arithmetic, checked
   against hashlib on "abc"). */

#include <stdlib.h>
#include <string.h>

#include "testutils.h"

static void
check_hex(const uint8_t *got, const char *want_hex, size_t length,
          const char *what)
{
  size_t want_length;
  uint8_t *want = hex_decode(want_hex, &want_length);
  CHECK(want_length == length, "%s: constant size", what);
  CHECK_BYTES(got, want, length, "%s", what);
  free(want);
}

int
main(void)
{
  uint8_t tail[120], digest[64];
  size_t i;

  for (i = 0; i < sizeof(tail); i++)
    tail[i] = (uint8_t) i;

  {
    struct thistle_sha1_ctx ctx;
    thistle_sha1_init(&ctx);
    ctx.count = (UINT64_C(1) << 55) - 1;
    thistle_sha1_update(&ctx, tail, 63);
    thistle_sha1_digest(&ctx, digest);
    check_hex(digest, "fee8f73a520e21b263566ee69b1dbe651f0c7f39", 20,
              "sha1 length 2^64 - 8 bits");
  }
  {
    struct thistle_sha256_ctx ctx;
    thistle_sha256_init(&ctx);
    ctx.count = (UINT64_C(1) << 55) - 1;
    thistle_sha256_update(&ctx, tail, 63);
    thistle_sha256_digest(&ctx, digest);
    check_hex(digest, "8b394e758d88a7ca74d38f0302cb1b47"
              "97194d0ea1b88cebd385df3894110759", 32,
              "sha256 length 2^64 - 8 bits");
  }
  {
    struct thistle_sha512_ctx ctx;
    thistle_sha512_init(&ctx);
    ctx.count = (UINT64_C(1) << 60) + 5;
    thistle_sha512_update(&ctx, tail, 120);
    thistle_sha512_digest(&ctx, digest);
    check_hex(digest, "8530994fb24dde5d1a3c5c9ceebd2181e0a42086d406b9311ccad22035540a4f"
              "7277b5d81301b1f85588693f4145ffc5e983d117d2d103af03f15b9048f11270",
              64, "sha512 length 0x4000000000000017c0 bits");
  }
  return test_finish("length-test");
}
