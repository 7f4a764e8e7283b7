/* SPDX-License-Identifier: ISC */
/* sha512.c: the front ends of the SHA-512 family (FIPS 180-4): SHA-512,
   SHA-384, SHA-512/224 and SHA-512/256 share one compression function and
   differ in initial value and digest length. */

#include "config.h"

#include <string.h>

#include "thistle/sha2.h"
#include "compress.h"
#include "endian-internal.h"
#include "hash-internal.h"
#include "md-internal.h"

/* FIPS 180-4, 5.3.5, 5.3.4 and 5.3.6 (the SHA-512/t values are the output
   of the IV generation function given there). */
static const uint64_t sha512_iv[8] = {
  0x6a09e667f3bcc908, 0xbb67ae8584caa73b,
  0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
  0x510e527fade682d1, 0x9b05688c2b3e6c1f,
  0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
};
static const uint64_t sha384_iv[8] = {
  0xcbbb9d5dc1059ed8, 0x629a292a367cd507,
  0x9159015a3070dd17, 0x152fecd8f70e5939,
  0x67332667ffc00b31, 0x8eb44a8768581511,
  0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4,
};
static const uint64_t sha512_224_iv[8] = {
  0x8c3d37c819544da2, 0x73e1996689dcd4d6,
  0x1dfab7ae32ff9c82, 0x679dd514582f9fcf,
  0x0f6d2b697bd44da8, 0x77e36f7304c48942,
  0x3f9d85a86a1d36c8, 0x1112e6ad91d692a1,
};
static const uint64_t sha512_256_iv[8] = {
  0x22312194fc2bf72c, 0x9f555fa3c84c64c2,
  0x2393b86b6f53b151, 0x963877195940eabd,
  0x96283ee2a88effe3, 0xbe5e1e2553863992,
  0x2b0199fc2c85b8aa, 0x0eb72ddc81c52ca2,
};

/* Pads and writes the first digest_size bytes of the digest. */
static inline __attribute__((always_inline)) void
sha512_finish(struct thistle_sha512_ctx *ctx, uint8_t *digest,
              size_t digest_size)
{
  /* The length in bits is a 128-bit number: count blocks of 2^10 bits
     plus index bytes. */
  uint64_t bits_high = ctx->count >> 54;
  uint64_t bits_low = (ctx->count << 10) + (uint64_t) ctx->index * 8;

  MD_PAD(ctx, 16, _thistle_sha512_compress_n);
  write_be64(ctx->block + THISTLE_SHA512_BLOCK_SIZE - 16, bits_high);
  write_be64(ctx->block + THISTLE_SHA512_BLOCK_SIZE - 8, bits_low);
  _thistle_sha512_compress_n(ctx->state, ctx->block, 1);

  write_be64_prefix(digest, digest_size, ctx->state);
}

MD_DEFINE_ALGORITHM(sha512, sha512, sha512_iv, THISTLE_SHA512_DIGEST_SIZE)
MD_DEFINE_ALGORITHM(sha384, sha512, sha384_iv, THISTLE_SHA384_DIGEST_SIZE)
MD_DEFINE_ALGORITHM(sha512_224, sha512, sha512_224_iv,
                    THISTLE_SHA512_224_DIGEST_SIZE)
MD_DEFINE_ALGORITHM(sha512_256, sha512, sha512_256_iv,
                    THISTLE_SHA512_256_DIGEST_SIZE)
