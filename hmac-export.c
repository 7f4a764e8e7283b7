/* SPDX-License-Identifier: ISC */
/* hmac-export.c: export and import of the HMAC contexts
   (thistle/export.h): the header, then the outer, inner and current hash
   states in the format of export.c. The blob and the copies made here
   are key material: the copy is wiped. */

#include "config.h"

#include "thistle/export.h"
#include "export-internal.h"
#include "wipe-internal.h"

#define HMAC_EXPORT_DEFINE(name, NAME, id, VIEW)                            \
  void                                                                      \
  thistle_hmac_##name##_export(const struct thistle_hmac_##name##_ctx *ctx, \
                               uint8_t *buffer)                             \
  {                                                                         \
    struct thistle_hmac_##name##_ctx *c =                                   \
      (struct thistle_hmac_##name##_ctx *) ctx; /* only read */             \
    struct export_view outer = VIEW(&c->outer), inner = VIEW(&c->inner);    \
    struct export_view state = VIEW(&c->state);                             \
    uint8_t *p = buffer + EXPORT_HEADER_SIZE;                               \
    _thistle_export_header(buffer, EXPORT_HMAC | id, &outer);               \
    p = _thistle_export_state(p, &outer);                                   \
    p = _thistle_export_state(p, &inner);                                   \
    _thistle_export_state(p, &state);                                       \
  }                                                                         \
                                                                            \
  int                                                                       \
  thistle_hmac_##name##_import(struct thistle_hmac_##name##_ctx *ctx,       \
                               const uint8_t *buffer, size_t length)        \
  {                                                                         \
    struct thistle_hmac_##name##_ctx copy;                                  \
    struct export_view outer = VIEW(&copy.outer);                           \
    struct export_view inner = VIEW(&copy.inner);                           \
    struct export_view state = VIEW(&copy.state);                           \
    const uint8_t *p = buffer + EXPORT_HEADER_SIZE;                         \
    int result = _thistle_import_header(buffer, length, EXPORT_HMAC | id,   \
                                        THISTLE_HMAC_##NAME##_EXPORT_SIZE,  \
                                        &outer);                            \
    if (result == THISTLE_OK)                                               \
      result = _thistle_import_state(&p, &outer);                           \
    if (result == THISTLE_OK)                                               \
      result = _thistle_import_state(&p, &inner);                           \
    if (result == THISTLE_OK)                                               \
      result = _thistle_import_state(&p, &state);                           \
    if (result == THISTLE_OK)                                               \
      *ctx = copy;                                                          \
    wipe_inline(&copy, sizeof(copy));                                       \
    return result;                                                          \
  }

HMAC_EXPORT_DEFINE(sha1, SHA1, 1, EXPORT_VIEW_MD32)
HMAC_EXPORT_DEFINE(sha224, SHA224, 2, EXPORT_VIEW_MD32)
HMAC_EXPORT_DEFINE(sha256, SHA256, 3, EXPORT_VIEW_MD32)
HMAC_EXPORT_DEFINE(sha384, SHA384, 4, EXPORT_VIEW_MD64)
HMAC_EXPORT_DEFINE(sha512, SHA512, 5, EXPORT_VIEW_MD64)
HMAC_EXPORT_DEFINE(sha512_224, SHA512_224, 6, EXPORT_VIEW_MD64)
HMAC_EXPORT_DEFINE(sha512_256, SHA512_256, 7, EXPORT_VIEW_MD64)
HMAC_EXPORT_DEFINE(sha3_224, SHA3_224, 8, EXPORT_VIEW_SHA3)
HMAC_EXPORT_DEFINE(sha3_256, SHA3_256, 9, EXPORT_VIEW_SHA3)
HMAC_EXPORT_DEFINE(sha3_384, SHA3_384, 10, EXPORT_VIEW_SHA3)
HMAC_EXPORT_DEFINE(sha3_512, SHA3_512, 11, EXPORT_VIEW_SHA3)
