/* SPDX-License-Identifier: ISC */
/* export-internal.h: the saved-context format of thistle/export.h, for
   its two users, export.c (hash contexts) and hmac-export.c (HMAC
   contexts, three hash states in one blob). */

#ifndef THISTLE_EXPORT_INTERNAL_H
#define THISTLE_EXPORT_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "thistle/export.h"
#include "compress.h"

#define EXPORT_HEADER_SIZE 8
#define EXPORT_VERSION 1
/* The algorithm byte of HMAC over hash n. */
#define EXPORT_HMAC 0x80

/* One hash state as the format sees it, pointing into a context: the
   words (words32 or words64, the other NULL), the count of whole blocks
   (NULL for a sponge, which keeps none), index, block; suffix and
   squeezing for SHAKE only (NULL otherwise). */
struct export_view {
  uint32_t *words32;
  uint64_t *words64;
  size_t n_words;
  uint64_t *count;
  unsigned *index;
  uint8_t *block;
  size_t block_size;
  uint8_t *suffix;
  uint8_t *squeezing;
};

/* Writes the header of a blob of algorithm id for the state v. */
void _thistle_export_header(uint8_t *out, uint8_t id,
                            const struct export_view *v) THISTLE_INTERNAL;
/* Writes v's state at out; returns the end of what it wrote. */
uint8_t *_thistle_export_state(uint8_t *out, const struct export_view *v)
  THISTLE_INTERNAL;
/* Checks the header of a blob of length bytes (a blob of algorithm id is
   size bytes) and sets v's suffix and squeezing from it: THISTLE_OK or
   the error thistle/export.h gives. */
int _thistle_import_header(const uint8_t *in, size_t length, uint8_t id,
                           size_t size, struct export_view *v)
  THISTLE_INTERNAL;
/* Reads a state at *in into v, advancing *in: THISTLE_OK or
   THISTLE_ERROR_EXPORT_STATE. */
int _thistle_import_state(const uint8_t **in, struct export_view *v)
  THISTLE_INTERNAL;

/* The views of the contexts: a SHA-1 or SHA-2 context, a SHA-3 one, a
   SHAKE one. */
#define EXPORT_VIEW_MD32(ctx)                                               \
  ((struct export_view) { (ctx)->state, NULL,                               \
      sizeof((ctx)->state) / sizeof((ctx)->state[0]), &(ctx)->count,        \
      &(ctx)->index, (ctx)->block, sizeof((ctx)->block), NULL, NULL })
#define EXPORT_VIEW_MD64(ctx)                                               \
  ((struct export_view) { NULL, (ctx)->state,                               \
      sizeof((ctx)->state) / sizeof((ctx)->state[0]), &(ctx)->count,        \
      &(ctx)->index, (ctx)->block, sizeof((ctx)->block), NULL, NULL })
#define EXPORT_VIEW_SHA3(ctx)                                               \
  ((struct export_view) { NULL, (ctx)->state, 25, NULL, &(ctx)->index,      \
      (ctx)->block, sizeof((ctx)->block), NULL, NULL })
#define EXPORT_VIEW_SHAKE(ctx)                                              \
  ((struct export_view) { NULL, (ctx)->state, 25, NULL, &(ctx)->index,      \
      (ctx)->block, sizeof((ctx)->block), &(ctx)->suffix,                   \
      &(ctx)->squeezing })

#endif /* THISTLE_EXPORT_INTERNAL_H */
