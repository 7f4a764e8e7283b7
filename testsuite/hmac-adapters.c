/* SPDX-License-Identifier: ISC */
/* testsuite/hmac-adapters.c: see hmac-adapters.h. */

#include "hmac-adapters.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "thistle/hmac.h"

#define ADAPTER(name, NAME)                                                 \
  static void name##_set_key(void *ctx, const void *key, size_t n)          \
  { thistle_hmac_##name##_set_key(ctx, key, n); }                           \
  static void name##_update(void *ctx, const void *data, size_t n)          \
  { thistle_hmac_##name##_update(ctx, data, n); }                           \
  static void name##_digest(void *ctx, uint8_t *mac)                        \
  { thistle_hmac_##name##_digest(ctx, mac); }                               \
  static int name##_verify(void *ctx, const uint8_t *tag, size_t n)         \
  { return thistle_hmac_##name##_verify(ctx, tag, n); }                     \
  static const struct hmac_adapter name##_adapter = {                       \
    #name, sizeof(struct thistle_hmac_##name##_ctx), name##_set_key,        \
    name##_update, name##_digest, thistle_hmac_##name, name##_verify,       \
    THISTLE_HMAC_##NAME##_MIN_TAG_SIZE };

ADAPTER(sha1, SHA1)
ADAPTER(sha224, SHA224)
ADAPTER(sha256, SHA256)
ADAPTER(sha384, SHA384)
ADAPTER(sha512, SHA512)
ADAPTER(sha512_224, SHA512_224)
ADAPTER(sha512_256, SHA512_256)
ADAPTER(sha3_224, SHA3_224)
ADAPTER(sha3_256, SHA3_256)
ADAPTER(sha3_384, SHA3_384)
ADAPTER(sha3_512, SHA3_512)

const struct hmac_adapter *const hmac_adapters[] = {
  &sha1_adapter, &sha224_adapter, &sha256_adapter, &sha384_adapter,
  &sha512_adapter, &sha512_224_adapter, &sha512_256_adapter,
  &sha3_224_adapter, &sha3_256_adapter, &sha3_384_adapter, &sha3_512_adapter,
  NULL
};

const struct hmac_adapter *
hmac_adapter(const char *name)
{
  size_t i;
  for (i = 0; hmac_adapters[i]; i++)
    if (strcmp(hmac_adapters[i]->name, name) == 0)
      return hmac_adapters[i];
  fprintf(stderr, "ERROR: no HMAC adapter for %s\n", name);
  exit(EXIT_FAILURE);
}
