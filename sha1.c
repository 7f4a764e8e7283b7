/* sha1.c: the SHA-1 front end (FIPS 180-4): buffering, padding, digest. */

#include "config.h"

#include <string.h>

#include "thistle/sha1.h"
#include "compress.h"
#include "endian-internal.h"
#include "md-internal.h"

/* FIPS 180-4, 5.3.1. */
static const uint32_t sha1_iv[5] = {
  0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0,
};

static void
sha1_start(struct thistle_sha1_ctx *ctx, const uint32_t iv[5])
{
  memcpy(ctx->state, iv, sizeof(ctx->state));
  ctx->count = 0;
  ctx->index = 0;
}

/* Pads, writes the digest, and wipes the buffered message bytes. */
static void
sha1_finish(struct thistle_sha1_ctx *ctx, uint8_t *digest,
            size_t digest_size)
{
  /* The length in bits, modulo 2^64 as the standard's limit allows. */
  uint64_t bits = (ctx->count * THISTLE_SHA1_BLOCK_SIZE + ctx->index) * 8;

  MD_PAD(ctx, 8, _thistle_sha1_compress_n);
  write_be64(ctx->block + THISTLE_SHA1_BLOCK_SIZE - 8, bits);
  _thistle_sha1_compress_n(ctx->state, ctx->block, 1);

  write_be32_prefix(digest, digest_size, ctx->state);
  memset(ctx->block, 0, sizeof(ctx->block));
}

MD_DEFINE_ALGORITHM(sha1, sha1, sha1_iv, THISTLE_SHA1_DIGEST_SIZE)
