/* SPDX-License-Identifier: ISC */
/* testsuite/kmac-adapters.c: see kmac-adapters.h. */

#include "kmac-adapters.h"

#include <stdio.h>
#include <stdlib.h>

#include "thistle/sha3.h"

#define ADAPTERS(bits)                                                      \
  static void kmac##bits##_init(void *ctx, const void *key, size_t n,       \
                                const void *custom, size_t m)               \
  { thistle_kmac##bits##_init(ctx, key, n, custom, m); }                    \
  static void kmac##bits##_update(void *ctx, const void *data, size_t n)    \
  { thistle_kmac##bits##_update(ctx, data, n); }                            \
  static void kmac##bits##_digest(void *ctx, uint8_t *mac, size_t n)        \
  { thistle_kmac##bits##_digest(ctx, mac, n); }                             \
  static void kmacxof##bits##_digest(void *ctx, uint8_t *out, size_t n)     \
  { thistle_kmacxof##bits##_digest(ctx, out, n); }                          \
  static const struct kmac_adapter kmac##bits##_adapter = {                 \
    bits, sizeof(struct thistle_kmac##bits##_ctx), kmac##bits##_init,       \
    kmac##bits##_update, kmac##bits##_digest, kmacxof##bits##_digest,       \
    thistle_kmac##bits };                                                   \
  static void cshake##bits##_init(void *ctx, const void *name, size_t n,    \
                                  const void *custom, size_t m)             \
  { thistle_cshake##bits##_init(ctx, name, n, custom, m); }                 \
  static int cshake##bits##_update(void *ctx, const void *data, size_t n)   \
  { return thistle_shake##bits##_update(ctx, data, n); }                    \
  static void cshake##bits##_squeeze(void *ctx, uint8_t *out, size_t n)     \
  { thistle_shake##bits##_squeeze(ctx, out, n); }                           \
  static const struct cshake_adapter cshake##bits##_adapter = {             \
    bits, sizeof(struct thistle_shake##bits##_ctx), cshake##bits##_init,    \
    cshake##bits##_update, cshake##bits##_squeeze, thistle_cshake##bits };

ADAPTERS(128)
ADAPTERS(256)

const struct kmac_adapter *
kmac_adapter(unsigned bits)
{
  if (bits == 128)
    return &kmac128_adapter;
  if (bits == 256)
    return &kmac256_adapter;
  fprintf(stderr, "ERROR: no KMAC%u\n", bits);
  exit(EXIT_FAILURE);
}

const struct cshake_adapter *
cshake_adapter(unsigned bits)
{
  if (bits == 128)
    return &cshake128_adapter;
  if (bits == 256)
    return &cshake256_adapter;
  fprintf(stderr, "ERROR: no cSHAKE%u\n", bits);
  exit(EXIT_FAILURE);
}
