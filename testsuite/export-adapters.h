/* SPDX-License-Identifier: ISC */
/* testsuite/export-adapters.h: every context that thistle/export.h saves
   behind one shape, for export-test and fuzz-import. */

#ifndef THISTLE_EXPORT_ADAPTERS_H
#define THISTLE_EXPORT_ADAPTERS_H

#include <stddef.h>
#include <stdint.h>

/* Room for any such context, as uint64_t for its alignment. */
#define EXPORT_MAX_CONTEXT 2048
/* The largest blob (HMAC-SHA3-224's). */
#define EXPORT_MAX_BLOB 1300
/* What finish writes at most: a digest, or SHAKE's first 64 bytes. */
#define EXPORT_OUT_SIZE 64
typedef uint64_t export_context[EXPORT_MAX_CONTEXT / 8];

/* A context: start (init; set_key with a fixed key; cSHAKE's init with a
   fixed name and customisation), update, finish (the digest, or 64 bytes
   of output), export and import of thistle/export.h, and for SHAKE its
   squeeze (NULL otherwise). */
struct export_kind {
  const char *name;
  size_t block_size, export_size, out_size;
  void (*start)(void *ctx);
  void (*update)(void *ctx, const void *data, size_t length);
  void (*finish)(void *ctx, uint8_t *out);
  void (*export_)(const void *ctx, uint8_t *blob);
  int (*import)(void *ctx, const uint8_t *blob, size_t length);
  void (*squeeze)(void *ctx, uint8_t *out, size_t length);
};

extern const struct export_kind export_kinds[];
extern const size_t export_n_kinds;

#endif /* THISTLE_EXPORT_ADAPTERS_H */
