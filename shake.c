/* SPDX-License-Identifier: ISC */
/* shake.c: SHAKE128 and SHAKE256 (FIPS 202, 6.2), and cSHAKE128 and
   cSHAKE256 over them (SP 800-185, 3): the sponge at rate 168 or 136,
   the message followed by the bits 1111, or for cSHAKE after
   bytepad(encode_string(N) || encode_string(S)) by the bits 00. */

#include "config.h"

#include "thistle/sha3.h"
#include "sponge-internal.h"
#include "wipe-internal.h"

#define SHAKE_DEFINE(name)                                                  \
  void                                                                      \
  thistle_##name##_init(struct thistle_##name##_ctx *ctx)                   \
  {                                                                         \
    sponge_start(SPONGE(ctx));                                              \
    ctx->suffix = SPONGE_SUFFIX_SHAKE;                                      \
    ctx->squeezing = 0;                                                     \
  }                                                                         \
                                                                            \
  int                                                                       \
  thistle_##name##_update(struct thistle_##name##_ctx *ctx,                 \
                          const void *data, size_t length)                  \
  {                                                                         \
    if (ctx->squeezing)                                                     \
      return THISTLE_ERROR_SQUEEZING;                                       \
    sponge_absorb(SPONGE(ctx), data, length);                               \
    return THISTLE_OK;                                                      \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_##name##_squeeze(struct thistle_##name##_ctx *ctx, uint8_t *out,  \
                           size_t length)                                   \
  {                                                                         \
    if (!ctx->squeezing)                                                    \
      {                                                                     \
        sponge_pad(SPONGE(ctx), ctx->suffix);                               \
        sponge_start_squeezing(SPONGE(ctx));                                \
        ctx->squeezing = 1;                                                 \
      }                                                                     \
    sponge_squeeze(SPONGE(ctx), out, length);                               \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_##name(const void *data, size_t length, uint8_t *out,             \
                 size_t out_length)                                         \
  {                                                                         \
    struct thistle_##name##_ctx ctx;                                        \
    thistle_##name##_init(&ctx);                                            \
    sponge_absorb(SPONGE(&ctx), data, length);                              \
    thistle_##name##_squeeze(&ctx, out, out_length);                        \
    wipe_inline(&ctx, sizeof(ctx));                                         \
  }

#define CSHAKE_DEFINE(bits)                                                 \
  void                                                                      \
  thistle_cshake##bits##_init(struct thistle_shake##bits##_ctx *ctx,        \
                              const void *name, size_t name_length,         \
                              const void *custom, size_t custom_length)     \
  {                                                                         \
    thistle_shake##bits##_init(ctx);                                        \
    if (name_length == 0 && custom_length == 0)                             \
      return;                                                               \
    sponge_start_bytepad(SPONGE(ctx));                                      \
    sponge_absorb_string(SPONGE(ctx), name, name_length, 0);                \
    sponge_absorb_string(SPONGE(ctx), custom, custom_length, 0);            \
    sponge_absorb_to_boundary(SPONGE(ctx));                                 \
    ctx->suffix = SPONGE_SUFFIX_CSHAKE;                                     \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_cshake##bits(const void *name, size_t name_length,                \
                       const void *custom, size_t custom_length,            \
                       const void *data, size_t length,                     \
                       uint8_t *out, size_t out_length)                     \
  {                                                                         \
    struct thistle_shake##bits##_ctx ctx;                                   \
    thistle_cshake##bits##_init(&ctx, name, name_length, custom,            \
                                custom_length);                             \
    sponge_absorb(SPONGE(&ctx), data, length);                              \
    thistle_shake##bits##_squeeze(&ctx, out, out_length);                   \
    wipe_inline(&ctx, sizeof(ctx));                                         \
  }

SHAKE_DEFINE(shake128)
SHAKE_DEFINE(shake256)
CSHAKE_DEFINE(128)
CSHAKE_DEFINE(256)
