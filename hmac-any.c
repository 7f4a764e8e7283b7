/* SPDX-License-Identifier: ISC */
/* hmac-any.c: HMAC over a struct thistle_hash (thistle/hmac.h). The
   context keeps the algorithm's ops (mac-ops.h), found once at set_key;
   every call after that is one indirect call to the typed function. A
   context whose key was refused keeps the ops of no algorithm, which
   ignore updates and report THISTLE_ERROR_HASH, so no call needs a
   branch of its own. */

#include "config.h"

#include "thistle/hmac.h"
#include "mac-ops.h"

static void
refused_update(void *ctx, const void *data, size_t length)
{
}

static int
refused_verify(void *ctx, const uint8_t *tag, size_t tag_length)
{
  return THISTLE_ERROR_HASH;
}

/* Only update and verify are called through it: digest returns the error
   itself, having to write nothing. */
static const struct thistle_mac_ops refused_ops = {
  NULL, refused_update, NULL, refused_verify, NULL, NULL, NULL, NULL, NULL
};

int
thistle_hmac_set_key(struct thistle_hmac_ctx *ctx,
                     const struct thistle_hash *h, const void *key,
                     size_t key_length)
{
  const struct thistle_mac_ops *ops = _thistle_hash_mac_ops(h);
  if (ops == NULL)
    {
      ctx->ops = &refused_ops;
      return THISTLE_ERROR_HASH;
    }
  ctx->ops = ops;
  ops->set_key(&ctx->u, key, key_length);
  return THISTLE_OK;
}

void
thistle_hmac_update(struct thistle_hmac_ctx *ctx, const void *data,
                    size_t length)
{
  const struct thistle_mac_ops *ops = ctx->ops;
  ops->update(&ctx->u, data, length);
}

int
thistle_hmac_digest(struct thistle_hmac_ctx *ctx, uint8_t *mac)
{
  const struct thistle_mac_ops *ops = ctx->ops;
  if (ops == &refused_ops)
    return THISTLE_ERROR_HASH;
  ops->digest(&ctx->u, mac);
  return THISTLE_OK;
}

int
thistle_hmac_verify(struct thistle_hmac_ctx *ctx, const uint8_t *tag,
                    size_t tag_length)
{
  const struct thistle_mac_ops *ops = ctx->ops;
  return ops->verify(&ctx->u, tag, tag_length);
}

int
thistle_hmac(const struct thistle_hash *h, const void *key,
             size_t key_length, const void *data, size_t length,
             uint8_t *mac)
{
  const struct thistle_mac_ops *ops = _thistle_hash_mac_ops(h);
  if (ops == NULL)
    return THISTLE_ERROR_HASH;
  ops->hmac(key, key_length, data, length, mac);
  return THISTLE_OK;
}
