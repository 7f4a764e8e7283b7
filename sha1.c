/* SPDX-License-Identifier: ISC */
/* sha1.c: the SHA-1 front end (FIPS 180-4): buffering, padding, digest. */

#include "config.h"

#include <string.h>

#include "thistle/sha1.h"
#include "compress.h"
#include "endian-internal.h"
#include "hash-internal.h"
#include "md-internal.h"

/* FIPS 180-4, 5.3.1. */
static const uint32_t sha1_iv[5] = {
  0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0,
};

static inline __attribute__((always_inline)) void
sha1_finish(struct thistle_sha1_ctx *ctx, uint8_t *digest,
            size_t digest_size)
{
  MD_FINISH32(ctx, digest, digest_size, _thistle_sha1_compress_n);
}

MD_DEFINE_ALGORITHM(sha1, sha1, sha1_iv, THISTLE_SHA1_DIGEST_SIZE)
