/* SPDX-License-Identifier: ISC */
/* kmac.c: KMAC128 and KMAC256, and KMACXOF (SP 800-185, 4): cSHAKE with
   the function name "KMAC" over bytepad(encode_string(K)), the message
   and right_encode of the output's length in bits, 0 for KMACXOF. The
   state after the key is kept, so a message costs the key nothing. */

#include "config.h"

#include "thistle/sha3.h"
#include "sponge-internal.h"
#include "wipe-internal.h"

#define KMAC_DEFINE(bits)                                                   \
  static __attribute__((noinline)) void                                     \
  kmac##bits##_keyed_state(struct thistle_kmac##bits##_ctx *ctx,            \
                           const void *key, size_t key_length,              \
                           const void *custom, size_t custom_length)        \
  {                                                                         \
    thistle_cshake##bits##_init(&ctx->keyed, "KMAC", 4, custom,             \
                                custom_length);                             \
    sponge_start_bytepad(SPONGE(&ctx->keyed));                              \
    sponge_absorb_string(SPONGE(&ctx->keyed), key, key_length, 1);          \
    sponge_absorb_to_boundary(SPONGE(&ctx->keyed));                         \
    ctx->state = ctx->keyed;                                                \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_kmac##bits##_init(struct thistle_kmac##bits##_ctx *ctx,           \
                            const void *key, size_t key_length,             \
                            const void *custom, size_t custom_length)       \
  {                                                                         \
    kmac##bits##_keyed_state(ctx, key, key_length, custom, custom_length);  \
    /* The key's copies went through registers, and on 32-bit x86, short   \
       of them, through that function's frame; the wipe takes both. */      \
    wipe_stack_after(512);                                                  \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_kmac##bits##_update(struct thistle_kmac##bits##_ctx *ctx,         \
                              const void *data, size_t length)              \
  {                                                                         \
    sponge_absorb(SPONGE(&ctx->state), data, length);                       \
  }                                                                         \
                                                                            \
  /* The output of the message with right_encode(bytes * 8) appended, then  \
     a new message under the same key. */                                   \
  static void                                                               \
  kmac##bits##_finish(struct thistle_kmac##bits##_ctx *ctx, uint8_t *out,   \
                      size_t out_length, uint64_t encoded_bytes)            \
  {                                                                         \
    uint8_t encoding[10];                                                   \
    size_t n = sponge_encode_bits(encoding, encoded_bytes, 0);              \
    sponge_absorb(SPONGE(&ctx->state), encoding, n);                        \
    thistle_shake##bits##_squeeze(&ctx->state, out, out_length);            \
    ctx->state = ctx->keyed;                                                \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_kmac##bits##_digest(struct thistle_kmac##bits##_ctx *ctx,         \
                              uint8_t *mac, size_t mac_length)              \
  {                                                                         \
    kmac##bits##_finish(ctx, mac, mac_length, mac_length);                  \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_kmacxof##bits##_digest(struct thistle_kmac##bits##_ctx *ctx,      \
                                 uint8_t *out, size_t out_length)           \
  {                                                                         \
    kmac##bits##_finish(ctx, out, out_length, 0);                           \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_kmac##bits(const void *key, size_t key_length,                    \
                     const void *custom, size_t custom_length,              \
                     const void *data, size_t length,                       \
                     uint8_t *mac, size_t mac_length)                       \
  {                                                                         \
    struct thistle_kmac##bits##_ctx ctx;                                    \
    thistle_kmac##bits##_init(&ctx, key, key_length, custom, custom_length); \
    thistle_kmac##bits##_update(&ctx, data, length);                        \
    thistle_kmac##bits##_digest(&ctx, mac, mac_length);                     \
    /* Key material must not linger on the stack. */                        \
    wipe_inline(&ctx, sizeof(ctx));                                         \
  }

KMAC_DEFINE(128)
KMAC_DEFINE(256)
