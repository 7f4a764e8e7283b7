/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-common.h: what the fuzz targets share: running the
   library once per usable compress variant (by pointing the fat build's
   dispatch at each in turn), splitting a message into updates, and
   aborting on a mismatch so libFuzzer keeps the input. */

#ifndef THISTLE_FUZZ_COMMON_H
#define THISTLE_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "compress.h"
#include "thistle/thistle.h"

/* Room for any hash or HMAC context, suitably aligned. */
typedef union {
  uint64_t align;
  struct thistle_hmac_ctx hmac;          /* the largest of them all */
  uint8_t bytes[1024];
} fuzz_context;

/* OpenSSL's name for the algorithm thistle calls name ("SHA512-256"). */
const char *fuzz_openssl_name(const char *name);

/* The portable C variant of hash's family: the reference when OpenSSL is
   missing. */
const struct thistle_variant *fuzz_c_variant(const struct thistle_hash *h);

/* Makes the library use variant v for its family (fat builds), or returns
   0 if v cannot be selected in this build or on this CPU. */
int fuzz_select(const struct thistle_variant *v);
/* Puts back what dispatch chose. */
void fuzz_restore(void);

/* The next piece size from the generator state *x (seeded nonzero), at
   most left. */
size_t fuzz_next_piece(uint32_t *x, size_t left);

/* Feeds data to update() in pieces whose sizes come from seed. */
void fuzz_split_update(void (*update)(void *, const void *, size_t),
                       void *ctx, const uint8_t *data, size_t size,
                       uint32_t seed);

/* Aborts (a crash libFuzzer records) when a and b differ. */
void fuzz_expect_equal(const uint8_t *a, const uint8_t *b, size_t length,
                       const char *what, const char *variant);

#endif /* THISTLE_FUZZ_COMMON_H */
