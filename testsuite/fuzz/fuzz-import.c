/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-import.c: libFuzzer target for thistle/export.h's
   import. Input: 1 byte choosing the context (modulo the number of
   them), then the blob. Import must not crash or read past the blob, must
   leave the context untouched when it refuses, and a blob it takes must
   export again to exactly itself (the format has one spelling of each
   state) and go on hashing. */

#include <stdlib.h>
#include <string.h>

#include "fuzz-common.h"
#include "export-adapters.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  const struct export_kind *k;
  export_context ctx, before;
  uint8_t again[EXPORT_MAX_BLOB], out[EXPORT_OUT_SIZE];
  uint8_t *blob;

  if (size < 1)
    return 0;
  k = &export_kinds[data[0] % export_n_kinds];
  /* A copy of exactly the blob's length: a read past it faults (ASan). */
  blob = malloc(size - 1 + 1);
  if (blob == NULL)
    abort();
  memcpy(blob, data + 1, size - 1);

  k->start(ctx);
  k->update(ctx, "x", 1);
  memcpy(before, ctx, sizeof(ctx));
  if (k->import(ctx, blob, size - 1) != THISTLE_OK)
    {
      if (memcmp(before, ctx, sizeof(ctx)) != 0)
        abort();
    }
  else
    {
      if (size - 1 != k->export_size)
        abort();
      k->export_(ctx, again);
      fuzz_expect_equal(again, blob, k->export_size, "import then export",
                        k->name);
      k->update(ctx, data, size);
      k->finish(ctx, out);
    }
  free(blob);
  return 0;
}
