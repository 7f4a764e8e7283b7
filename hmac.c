/* SPDX-License-Identifier: ISC */
/* hmac.c: HMAC (RFC 2104) over every hash, written once over the algorithm
   table:

     HMAC(K, m) = H((K0 ^ opad) || H((K0 ^ ipad) || m))

   where K0 is the key, hashed first if longer than a block, padded with
   zeros to a block; ipad is 0x36 and opad 0x5c repeated. The states after
   the inner and outer key blocks are kept, so a message costs the key
   nothing. Verification compares the leftmost bytes of the MAC with
   thistle_memeq, whose time depends on the length only. */

#include "config.h"

#include <string.h>

#include "thistle/hmac.h"
#include "thistle/memops.h"
#include "hash-internal.h"

static void
hmac_set_key(const struct thistle_hash *h, void *outer, void *inner,
             void *state, const uint8_t *key, size_t key_length)
{
  uint8_t pad[THISTLE_MAX_BLOCK_SIZE];
  uint8_t key_digest[THISTLE_MAX_DIGEST_SIZE];
  size_t i;

  if (key_length > h->block_size)
    {
      h->init(state);
      h->update(state, key, key_length);
      h->digest(state, key_digest);
      key = key_digest;
      key_length = h->digest_size;
    }

  memset(pad, 0x36, h->block_size);
  for (i = 0; i < key_length; i++)
    pad[i] ^= key[i];
  h->init(inner);
  h->update(inner, pad, h->block_size);

  for (i = 0; i < h->block_size; i++)
    pad[i] ^= 0x36 ^ 0x5c;
  h->init(outer);
  h->update(outer, pad, h->block_size);

  memcpy(state, inner, h->context_size);
  /* Key material must not linger on the stack. */
  thistle_wipe(pad, sizeof(pad));
  thistle_wipe(key_digest, sizeof(key_digest));
}

static void
hmac_digest(const struct thistle_hash *h, const void *outer,
            const void *inner, void *state, uint8_t *mac)
{
  uint8_t inner_digest[THISTLE_MAX_DIGEST_SIZE];

  h->digest(state, inner_digest);
  memcpy(state, outer, h->context_size);
  h->update(state, inner_digest, h->digest_size);
  h->digest(state, mac);
  memcpy(state, inner, h->context_size);
  thistle_wipe(inner_digest, sizeof(inner_digest));
}

/* The public functions of HMAC over hash name. */
#define HMAC_DEFINE(name, NAME)                                             \
  void                                                                      \
  thistle_hmac_##name##_set_key(struct thistle_hmac_##name##_ctx *ctx,      \
                                const void *key, size_t key_length)         \
  {                                                                         \
    hmac_set_key(&_thistle_##name##_hash, &ctx->outer, &ctx->inner,         \
                 &ctx->state, key, key_length);                             \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_hmac_##name##_update(struct thistle_hmac_##name##_ctx *ctx,       \
                               const void *data, size_t length)             \
  {                                                                         \
    thistle_##name##_update(&ctx->state, data, length);                     \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_hmac_##name##_digest(struct thistle_hmac_##name##_ctx *ctx,       \
                               uint8_t *mac)                                \
  {                                                                         \
    hmac_digest(&_thistle_##name##_hash, &ctx->outer, &ctx->inner,          \
                &ctx->state, mac);                                          \
  }                                                                         \
                                                                            \
  int                                                                       \
  thistle_hmac_##name##_verify(struct thistle_hmac_##name##_ctx *ctx,       \
                               const uint8_t *tag, size_t tag_length)       \
  {                                                                         \
    uint8_t mac[THISTLE_##NAME##_DIGEST_SIZE];                              \
    int equal;                                                              \
    thistle_hmac_##name##_digest(ctx, mac);                                 \
    if (tag_length < THISTLE_HMAC_##NAME##_MIN_TAG_SIZE                     \
        || tag_length > sizeof(mac))                                        \
      equal = -1;                                                           \
    else                                                                    \
      equal = thistle_memeq(mac, tag, tag_length);                          \
    thistle_wipe(mac, sizeof(mac));                                         \
    return equal < 0 ? THISTLE_ERROR_TAG_LENGTH                             \
      : equal ? THISTLE_OK : THISTLE_ERROR_BAD_TAG;                         \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_hmac_##name(const void *key, size_t key_length,                   \
                      const void *data, size_t length, uint8_t *mac)        \
  {                                                                         \
    struct thistle_hmac_##name##_ctx ctx;                                   \
    thistle_hmac_##name##_set_key(&ctx, key, key_length);                   \
    thistle_hmac_##name##_update(&ctx, data, length);                       \
    thistle_hmac_##name##_digest(&ctx, mac);                                \
    thistle_wipe(&ctx, sizeof(ctx));                                        \
  }

HMAC_DEFINE(sha1, SHA1)
HMAC_DEFINE(sha224, SHA224)
HMAC_DEFINE(sha256, SHA256)
HMAC_DEFINE(sha384, SHA384)
HMAC_DEFINE(sha512, SHA512)
HMAC_DEFINE(sha512_224, SHA512_224)
HMAC_DEFINE(sha512_256, SHA512_256)
