/* SPDX-License-Identifier: ISC */
/* mac-ops.c: each algorithm's struct thistle_mac_ops (mac-ops.h). The
   context adapters only convert the pointer; each compiles to a jump to
   the typed function. */

#include "config.h"

#include "thistle/hmac.h"
#include "thistle/kdf.h"
#include "mac-ops.h"

#define MAC_ADAPTERS(name)                                                  \
  static void                                                               \
  name##_set_key_any(void *ctx, const void *key, size_t key_length)         \
  {                                                                         \
    thistle_hmac_##name##_set_key(ctx, key, key_length);                    \
  }                                                                         \
  static void                                                               \
  name##_update_any(void *ctx, const void *data, size_t length)             \
  {                                                                         \
    thistle_hmac_##name##_update(ctx, data, length);                        \
  }                                                                         \
  static void                                                               \
  name##_digest_any(void *ctx, uint8_t *mac)                                \
  {                                                                         \
    thistle_hmac_##name##_digest(ctx, mac);                                 \
  }                                                                         \
  static int                                                                \
  name##_verify_any(void *ctx, const uint8_t *tag, size_t tag_length)       \
  {                                                                         \
    return thistle_hmac_##name##_verify(ctx, tag, tag_length);              \
  }

/* An algorithm with HMAC, HKDF and PBKDF2. */
#define MAC_OPS(name)                                                       \
  MAC_ADAPTERS(name)                                                        \
  const struct thistle_mac_ops _thistle_##name##_mac_ops = {                \
    name##_set_key_any, name##_update_any, name##_digest_any,               \
    name##_verify_any, thistle_hmac_##name,                                 \
    thistle_hkdf_##name##_extract, thistle_hkdf_##name##_expand,            \
    thistle_hkdf_##name, thistle_pbkdf2_hmac_##name                         \
  };

/* An algorithm with HMAC only. */
#define MAC_OPS_HMAC_ONLY(name)                                             \
  MAC_ADAPTERS(name)                                                        \
  const struct thistle_mac_ops _thistle_##name##_mac_ops = {                \
    name##_set_key_any, name##_update_any, name##_digest_any,               \
    name##_verify_any, thistle_hmac_##name, NULL, NULL, NULL, NULL          \
  };

MAC_OPS(sha1)
MAC_OPS(sha224)
MAC_OPS(sha256)
MAC_OPS(sha384)
MAC_OPS(sha512)
MAC_OPS(sha512_224)
MAC_OPS(sha512_256)
MAC_OPS_HMAC_ONLY(sha3_224)
MAC_OPS_HMAC_ONLY(sha3_256)
MAC_OPS_HMAC_ONLY(sha3_384)
MAC_OPS_HMAC_ONLY(sha3_512)
