/* SPDX-License-Identifier: ISC */
/* sha256.c: the SHA-256 and SHA-224 front ends (FIPS 180-4): buffering,
   padding, digest. SHA-224 is SHA-256 with another initial value and the
   digest truncated to 28 bytes. */

#include "config.h"

#include <string.h>

#include "thistle/sha2.h"
#include "compress.h"
#include "endian-internal.h"
#include "hash-internal.h"
#include "md-internal.h"

/* FIPS 180-4, 5.3.3 and 5.3.2. */
static const uint32_t sha256_iv[8] = {
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
  0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};
static const uint32_t sha224_iv[8] = {
  0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
  0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
};

static inline __attribute__((always_inline)) void
sha256_finish(struct thistle_sha256_ctx *ctx, uint8_t *digest,
              size_t digest_size)
{
  MD_FINISH32(ctx, digest, digest_size, _thistle_sha256_compress_n);
}

MD_DEFINE_ALGORITHM(sha256, sha256, sha256_iv, THISTLE_SHA256_DIGEST_SIZE)
MD_DEFINE_ALGORITHM(sha224, sha256, sha224_iv, THISTLE_SHA224_DIGEST_SIZE)
