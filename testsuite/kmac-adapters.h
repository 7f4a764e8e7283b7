/* SPDX-License-Identifier: ISC */
/* testsuite/kmac-adapters.h: KMAC128 and KMAC256 (with KMACXOF), and
   cSHAKE128 and cSHAKE256, behind one shape each, so tests can treat
   both strengths alike. */

#ifndef THISTLE_KMAC_ADAPTERS_H
#define THISTLE_KMAC_ADAPTERS_H

#include <stddef.h>
#include <stdint.h>

struct kmac_adapter {
  unsigned bits;                        /* 128 or 256 */
  size_t context_size;
  void (*init)(void *ctx, const void *key, size_t key_length,
               const void *custom, size_t custom_length);
  void (*update)(void *ctx, const void *data, size_t length);
  void (*digest)(void *ctx, uint8_t *mac, size_t mac_length);
  void (*xof_digest)(void *ctx, uint8_t *out, size_t out_length);
  void (*oneshot)(const void *key, size_t key_length, const void *custom,
                  size_t custom_length, const void *data, size_t length,
                  uint8_t *mac, size_t mac_length);
};

struct cshake_adapter {
  unsigned bits;
  size_t context_size;
  void (*init)(void *ctx, const void *name, size_t name_length,
               const void *custom, size_t custom_length);
  int (*update)(void *ctx, const void *data, size_t length);
  void (*squeeze)(void *ctx, uint8_t *out, size_t length);
  void (*oneshot)(const void *name, size_t name_length, const void *custom,
                  size_t custom_length, const void *data, size_t length,
                  uint8_t *out, size_t out_length);
};

/* The adapters of bits 128 or 256; the test dies for other values. */
const struct kmac_adapter *kmac_adapter(unsigned bits);
const struct cshake_adapter *cshake_adapter(unsigned bits);

#endif /* THISTLE_KMAC_ADAPTERS_H */
