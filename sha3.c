/* SPDX-License-Identifier: ISC */
/* sha3.c: the SHA3-224, SHA3-256, SHA3-384 and SHA3-512 front ends
   (FIPS 202, 6.1): the sponge over Keccak-f[1600] at rate 200 - 2 d
   bytes for a d-byte digest, the message followed by the bits 01. */

#include "config.h"

#include "thistle/sha3.h"
#include "hash-internal.h"
#include "sponge-internal.h"
#include "wipe-internal.h"

/* The public functions of SHA3-bits, and _thistle_sha3_<bits>_finish and
   _update_secret (hash-internal.h), which HMAC also calls: the digest,
   without the restart; the update of a long key. The digest is at most a
   rate, so it comes straight from the state after the padding's
   permutation. */
#define SHA3_DEFINE(bits)                                                   \
  void                                                                      \
  thistle_sha3_##bits##_init(struct thistle_sha3_##bits##_ctx *ctx)         \
  {                                                                         \
    sponge_start(SPONGE(ctx));                                              \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_sha3_##bits##_update(struct thistle_sha3_##bits##_ctx *ctx,       \
                               const void *data, size_t length)             \
  {                                                                         \
    sponge_absorb(SPONGE(ctx), data, length);                               \
  }                                                                         \
                                                                            \
  void                                                                      \
  _thistle_sha3_##bits##_update_secret(struct thistle_sha3_##bits##_ctx *ctx, \
                                       const void *data, size_t length)     \
  {                                                                         \
    sponge_absorb_secret(SPONGE(ctx), data, length);                        \
  }                                                                         \
                                                                            \
  void                                                                      \
  _thistle_sha3_##bits##_finish(struct thistle_sha3_##bits##_ctx *ctx,      \
                                uint8_t *digest)                            \
  {                                                                         \
    sponge_pad(SPONGE(ctx), SPONGE_SUFFIX_SHA3);                            \
    sponge_write_lanes(digest, ctx->state,                                  \
                       THISTLE_SHA3_##bits##_DIGEST_SIZE);                  \
    /* The buffered message bytes do not stay behind. */                    \
    wipe_inline(ctx->block, sizeof(ctx->block));                            \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_sha3_##bits##_digest(struct thistle_sha3_##bits##_ctx *ctx,       \
                               uint8_t *digest)                             \
  {                                                                         \
    _thistle_sha3_##bits##_finish(ctx, digest);                             \
    sponge_start(SPONGE(ctx));                                              \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_sha3_##bits(const void *data, size_t length, uint8_t *digest)     \
  {                                                                         \
    struct thistle_sha3_##bits##_ctx ctx;                                   \
    sponge_start(SPONGE(&ctx));                                             \
    sponge_absorb(SPONGE(&ctx), data, length);                              \
    _thistle_sha3_##bits##_finish(&ctx, digest);                            \
    /* The final state is the message's, beyond the digest. */              \
    wipe_inline(&ctx, sizeof(ctx));                                         \
  }

SHA3_DEFINE(224)
SHA3_DEFINE(256)
SHA3_DEFINE(384)
SHA3_DEFINE(512)
