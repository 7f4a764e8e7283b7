/* SPDX-License-Identifier: ISC */
/* kdf-any.c: HKDF and PBKDF2 over a struct thistle_hash (thistle/kdf.h):
   the algorithm's typed function, found in its ops (mac-ops.h). */

#include "config.h"

#include "thistle/kdf.h"
#include "mac-ops.h"

int
thistle_hkdf_extract(const struct thistle_hash *h, const void *salt,
                     size_t salt_length, const void *ikm, size_t ikm_length,
                     uint8_t *prk)
{
  const struct thistle_mac_ops *ops = _thistle_hash_mac_ops(h);
  if (ops == NULL || ops->hkdf_extract == NULL)
    return THISTLE_ERROR_HASH;
  ops->hkdf_extract(salt, salt_length, ikm, ikm_length, prk);
  return THISTLE_OK;
}

int
thistle_hkdf_expand(const struct thistle_hash *h, const uint8_t *prk,
                    size_t prk_length, const void *info, size_t info_length,
                    uint8_t *okm, size_t okm_length)
{
  const struct thistle_mac_ops *ops = _thistle_hash_mac_ops(h);
  if (ops == NULL || ops->hkdf_expand == NULL)
    return THISTLE_ERROR_HASH;
  return ops->hkdf_expand(prk, prk_length, info, info_length, okm,
                          okm_length);
}

int
thistle_hkdf(const struct thistle_hash *h, const void *salt,
             size_t salt_length, const void *ikm, size_t ikm_length,
             const void *info, size_t info_length, uint8_t *okm,
             size_t okm_length)
{
  const struct thistle_mac_ops *ops = _thistle_hash_mac_ops(h);
  if (ops == NULL || ops->hkdf == NULL)
    return THISTLE_ERROR_HASH;
  return ops->hkdf(salt, salt_length, ikm, ikm_length, info, info_length,
                   okm, okm_length);
}

int
thistle_pbkdf2_hmac(const struct thistle_hash *h, const void *password,
                    size_t password_length, const void *salt,
                    size_t salt_length, uint32_t iterations, uint8_t *out,
                    size_t out_length)
{
  const struct thistle_mac_ops *ops = _thistle_hash_mac_ops(h);
  if (ops == NULL || ops->pbkdf2 == NULL)
    return THISTLE_ERROR_HASH;
  return ops->pbkdf2(password, password_length, salt, salt_length,
                     iterations, out, out_length);
}
