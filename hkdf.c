/* SPDX-License-Identifier: ISC */
/* hkdf.c: HKDF (RFC 5869) over every hash, on the HMAC contexts of hmac.c:

     PRK = HMAC(salt, IKM)                                  (extract, 2.2)
     T(0) = empty, T(i) = HMAC(PRK, T(i-1) || info || i)    (expand, 2.3)
     OKM = the first L bytes of T(1) || T(2) || ... || T(N), N <= 255

   The key PRK is processed once; each T(i) then costs the blocks of its
   message and the outer block, as any HMAC message under a kept key. */

#include "config.h"

#include <string.h>

#include "thistle/kdf.h"
#include "thistle/hmac.h"
#include "wipe-internal.h"

/* The public functions of HKDF over hash name, and name_expand, the
   expand step on a context the caller provides and wipes: thistle_hkdf_X
   runs extract and expand in one context, which it wipes once. */
#define HKDF_DEFINE(name, NAME)                                             \
  void                                                                      \
  thistle_hkdf_##name##_extract(const void *salt, size_t salt_length,       \
                                const void *ikm, size_t ikm_length,         \
                                uint8_t *prk)                               \
  {                                                                         \
    thistle_hmac_##name(salt, salt_length, ikm, ikm_length, prk);           \
  }                                                                         \
                                                                            \
  static void                                                               \
  name##_expand(struct thistle_hmac_##name##_ctx *ctx, const uint8_t *prk,  \
                size_t prk_length, const void *info, size_t info_length,    \
                uint8_t *okm, size_t okm_length)                            \
  {                                                                         \
    uint8_t t[THISTLE_##NAME##_DIGEST_SIZE];                                \
    size_t done, t_length = 0;                                              \
    uint8_t counter = 1;                                                    \
    /* prk is read here, before okm is written: they may overlap. */        \
    thistle_hmac_##name##_set_key(ctx, prk, prk_length);                    \
    for (done = 0; done < okm_length; done += t_length, counter++)          \
      {                                                                     \
        thistle_hmac_##name##_update(ctx, t, t_length);                     \
        thistle_hmac_##name##_update(ctx, info, info_length);               \
        thistle_hmac_##name##_update(ctx, &counter, 1);                     \
        thistle_hmac_##name##_digest(ctx, t);                               \
        t_length = sizeof(t);                                               \
        memcpy(okm + done, t,                                               \
               okm_length - done < sizeof(t) ? okm_length - done            \
               : sizeof(t));                                                \
      }                                                                     \
    wipe_inline(t, sizeof(t));                                              \
  }                                                                         \
                                                                            \
  int                                                                       \
  thistle_hkdf_##name##_expand(const uint8_t *prk, size_t prk_length,       \
                               const void *info, size_t info_length,        \
                               uint8_t *okm, size_t okm_length)             \
  {                                                                         \
    struct thistle_hmac_##name##_ctx ctx;                                   \
    if (okm_length > 255 * THISTLE_##NAME##_DIGEST_SIZE)                    \
      return THISTLE_ERROR_OUTPUT_LENGTH;                                   \
    if (prk_length < THISTLE_##NAME##_DIGEST_SIZE)                          \
      return THISTLE_ERROR_KEY_LENGTH;                                      \
    name##_expand(&ctx, prk, prk_length, info, info_length, okm,            \
                  okm_length);                                              \
    wipe_inline(&ctx, sizeof(ctx));                                         \
    return THISTLE_OK;                                                      \
  }                                                                         \
                                                                            \
  int                                                                       \
  thistle_hkdf_##name(const void *salt, size_t salt_length,                 \
                      const void *ikm, size_t ikm_length,                   \
                      const void *info, size_t info_length,                 \
                      uint8_t *okm, size_t okm_length)                      \
  {                                                                         \
    struct thistle_hmac_##name##_ctx ctx;                                   \
    uint8_t prk[THISTLE_##NAME##_DIGEST_SIZE];                              \
    if (okm_length > 255 * sizeof(prk))                                     \
      return THISTLE_ERROR_OUTPUT_LENGTH;                                   \
    thistle_hmac_##name##_set_key(&ctx, salt, salt_length);                 \
    thistle_hmac_##name##_update(&ctx, ikm, ikm_length);                    \
    thistle_hmac_##name##_digest(&ctx, prk);                                \
    name##_expand(&ctx, prk, sizeof(prk), info, info_length, okm,           \
                  okm_length);                                              \
    wipe_inline(&ctx, sizeof(ctx));                                         \
    wipe_inline(prk, sizeof(prk));                                          \
    return THISTLE_OK;                                                      \
  }

HKDF_DEFINE(sha1, SHA1)
HKDF_DEFINE(sha224, SHA224)
HKDF_DEFINE(sha256, SHA256)
HKDF_DEFINE(sha384, SHA384)
HKDF_DEFINE(sha512, SHA512)
HKDF_DEFINE(sha512_224, SHA512_224)
HKDF_DEFINE(sha512_256, SHA512_256)
