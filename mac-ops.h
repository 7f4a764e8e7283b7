/* SPDX-License-Identifier: ISC */
/* mac-ops.h: each algorithm's typed HMAC and KDF functions behind one
   struct, so that the functions over a struct thistle_hash (hmac-any.c,
   kdf-any.c) call the typed code through one pointer and hold no HMAC
   logic of their own. */

#ifndef THISTLE_MAC_OPS_H
#define THISTLE_MAC_OPS_H

#include <stddef.h>
#include <stdint.h>

#include "thistle/hash.h"
#include "compress.h"

struct thistle_mac_ops {
  /* HMAC over a context of the algorithm's typed type, given as void *
     (adapters: no call goes through a pointer of the wrong type). */
  void (*set_key)(void *ctx, const void *key, size_t key_length);
  void (*update)(void *ctx, const void *data, size_t length);
  void (*digest)(void *ctx, uint8_t *mac);
  int (*verify)(void *ctx, const uint8_t *tag, size_t tag_length);
  /* The typed one-call functions themselves; the KDFs are NULL for an
     algorithm that has none (SHA-3). */
  void (*hmac)(const void *key, size_t key_length, const void *data,
               size_t length, uint8_t *mac);
  void (*hkdf_extract)(const void *salt, size_t salt_length, const void *ikm,
                       size_t ikm_length, uint8_t *prk);
  int (*hkdf_expand)(const uint8_t *prk, size_t prk_length, const void *info,
                     size_t info_length, uint8_t *okm, size_t okm_length);
  int (*hkdf)(const void *salt, size_t salt_length, const void *ikm,
              size_t ikm_length, const void *info, size_t info_length,
              uint8_t *okm, size_t okm_length);
  int (*pbkdf2)(const void *password, size_t password_length,
                const void *salt, size_t salt_length, uint32_t iterations,
                uint8_t *out, size_t out_length);
};

/* The ops of each algorithm of the table (mac-ops.c). */
extern const struct thistle_mac_ops _thistle_sha1_mac_ops THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha224_mac_ops THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha256_mac_ops THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha384_mac_ops THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha512_mac_ops THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha512_224_mac_ops
  THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha512_256_mac_ops
  THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha3_224_mac_ops THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha3_256_mac_ops THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha3_384_mac_ops THISTLE_INTERNAL;
extern const struct thistle_mac_ops _thistle_sha3_512_mac_ops THISTLE_INTERNAL;

/* The ops of h, or NULL if h is NULL or not an entry of thistle_hashes
   (hash.c). */
const struct thistle_mac_ops *_thistle_hash_mac_ops(const struct thistle_hash *h)
  THISTLE_INTERNAL;

#endif /* THISTLE_MAC_OPS_H */
