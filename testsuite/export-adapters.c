/* SPDX-License-Identifier: ISC */
/* testsuite/export-adapters.c: the table of export-adapters.h. */

#include "thistle/thistle.h"
#include "export-adapters.h"

#define HMAC_KEY "a key for the saved HMAC contexts"

#define IO(name)                                                            \
  static void                                                               \
  name##_export_any(const void *ctx, uint8_t *blob)                         \
  {                                                                         \
    thistle_##name##_export(ctx, blob);                                     \
  }                                                                         \
  static int                                                                \
  name##_import_any(void *ctx, const uint8_t *blob, size_t length)          \
  {                                                                         \
    return thistle_##name##_import(ctx, blob, length);                      \
  }

/* start (the call init with the arguments args), update, the export and
   import of the context of name. */
#define COMMON(name, init, args)                                            \
  IO(name)                                                                  \
  static void                                                               \
  name##_start(void *ctx)                                                   \
  {                                                                         \
    thistle_##name##_##init args;                                           \
  }                                                                         \
  static void                                                               \
  name##_update(void *ctx, const void *data, size_t length)                 \
  {                                                                         \
    thistle_##name##_update(ctx, data, length);                             \
  }

/* A hash or an HMAC: finished by its digest. */
#define DIGESTS(name)                                                       \
  static void                                                               \
  name##_finish(void *ctx, uint8_t *out)                                    \
  {                                                                         \
    thistle_##name##_digest(ctx, out);                                      \
  }
#define HASH(name, NAME) COMMON(name, init, (ctx)) DIGESTS(name)
#define HASH_KIND(name, NAME)                                               \
  { #name, THISTLE_##NAME##_BLOCK_SIZE, THISTLE_##NAME##_EXPORT_SIZE,       \
    THISTLE_##NAME##_DIGEST_SIZE, name##_start, name##_update,              \
    name##_finish, name##_export_any, name##_import_any, NULL }

#define HMAC(name, NAME)                                                    \
  COMMON(hmac_##name, set_key, (ctx, HMAC_KEY, sizeof(HMAC_KEY)))          \
  DIGESTS(hmac_##name)
#define HMAC_KIND(name, NAME)                                               \
  { "hmac_" #name, THISTLE_##NAME##_BLOCK_SIZE,                             \
    THISTLE_HMAC_##NAME##_EXPORT_SIZE, THISTLE_##NAME##_DIGEST_SIZE,        \
    hmac_##name##_start, hmac_##name##_update, hmac_##name##_finish,        \
    hmac_##name##_export_any, hmac_##name##_import_any, NULL }

/* SHAKE, and cSHAKE (the same context, another domain byte): finished by
   EXPORT_OUT_SIZE bytes of output. */
#define SHAKE(name, NAME)                                                   \
  COMMON(name, init, (ctx))                                                 \
  static void                                                               \
  c##name##_start(void *ctx)                                                \
  {                                                                         \
    thistle_c##name##_init(ctx, "N", 1, "saved", 5);                        \
  }                                                                         \
  static void                                                               \
  name##_squeeze_any(void *ctx, uint8_t *out, size_t length)                \
  {                                                                         \
    thistle_##name##_squeeze(ctx, out, length);                             \
  }                                                                         \
  static void                                                               \
  name##_finish(void *ctx, uint8_t *out)                                    \
  {                                                                         \
    thistle_##name##_squeeze(ctx, out, EXPORT_OUT_SIZE);                    \
  }
#define SHAKE_KIND(label, name, NAME, start)                                \
  { label, THISTLE_##NAME##_BLOCK_SIZE, THISTLE_##NAME##_EXPORT_SIZE,       \
    EXPORT_OUT_SIZE, start, name##_update, name##_finish,                   \
    name##_export_any, name##_import_any, name##_squeeze_any }

HASH(sha1, SHA1)
HASH(sha224, SHA224)
HASH(sha256, SHA256)
HASH(sha384, SHA384)
HASH(sha512, SHA512)
HASH(sha512_224, SHA512_224)
HASH(sha512_256, SHA512_256)
HASH(sha3_224, SHA3_224)
HASH(sha3_256, SHA3_256)
HASH(sha3_384, SHA3_384)
HASH(sha3_512, SHA3_512)
SHAKE(shake128, SHAKE128)
SHAKE(shake256, SHAKE256)
HMAC(sha1, SHA1)
HMAC(sha224, SHA224)
HMAC(sha256, SHA256)
HMAC(sha384, SHA384)
HMAC(sha512, SHA512)
HMAC(sha512_224, SHA512_224)
HMAC(sha512_256, SHA512_256)
HMAC(sha3_224, SHA3_224)
HMAC(sha3_256, SHA3_256)
HMAC(sha3_384, SHA3_384)
HMAC(sha3_512, SHA3_512)

const struct export_kind export_kinds[] = {
  HASH_KIND(sha1, SHA1), HASH_KIND(sha224, SHA224),
  HASH_KIND(sha256, SHA256), HASH_KIND(sha384, SHA384),
  HASH_KIND(sha512, SHA512), HASH_KIND(sha512_224, SHA512_224),
  HASH_KIND(sha512_256, SHA512_256), HASH_KIND(sha3_224, SHA3_224),
  HASH_KIND(sha3_256, SHA3_256), HASH_KIND(sha3_384, SHA3_384),
  HASH_KIND(sha3_512, SHA3_512),
  SHAKE_KIND("shake128", shake128, SHAKE128, shake128_start),
  SHAKE_KIND("shake256", shake256, SHAKE256, shake256_start),
  SHAKE_KIND("cshake128", shake128, SHAKE128, cshake128_start),
  SHAKE_KIND("cshake256", shake256, SHAKE256, cshake256_start),
  HMAC_KIND(sha1, SHA1), HMAC_KIND(sha224, SHA224),
  HMAC_KIND(sha256, SHA256), HMAC_KIND(sha384, SHA384),
  HMAC_KIND(sha512, SHA512), HMAC_KIND(sha512_224, SHA512_224),
  HMAC_KIND(sha512_256, SHA512_256), HMAC_KIND(sha3_224, SHA3_224),
  HMAC_KIND(sha3_256, SHA3_256), HMAC_KIND(sha3_384, SHA3_384),
  HMAC_KIND(sha3_512, SHA3_512),
};
const size_t export_n_kinds = sizeof(export_kinds) / sizeof(export_kinds[0]);

