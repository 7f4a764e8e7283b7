/* SPDX-License-Identifier: ISC */
/* testsuite/hmac-adapters.h: every HMAC of the library behind one shape,
   so tests can loop over them. */

#ifndef THISTLE_HMAC_ADAPTERS_H
#define THISTLE_HMAC_ADAPTERS_H

#include <stddef.h>
#include <stdint.h>

struct hmac_adapter {
  const char *name;                     /* the hash, as in thistle_hashes */
  size_t context_size;
  void (*set_key)(void *ctx, const void *key, size_t key_length);
  void (*update)(void *ctx, const void *data, size_t length);
  void (*digest)(void *ctx, uint8_t *mac);
  void (*oneshot)(const void *key, size_t key_length,
                  const void *data, size_t length, uint8_t *mac);
  int (*verify)(void *ctx, const uint8_t *tag, size_t tag_length);
  size_t min_tag_size;                  /* THISTLE_HMAC_X_MIN_TAG_SIZE */
};

/* One for each hash, in the order of thistle_hashes, ending with NULL. */
extern const struct hmac_adapter *const hmac_adapters[];

/* The adapter for hash name; the test dies if there is none. */
const struct hmac_adapter *hmac_adapter(const char *name);

#endif /* THISTLE_HMAC_ADAPTERS_H */
