/* SPDX-License-Identifier: ISC */
/* testsuite/many-adapters.c: see many-adapters.h. */

#include "many-adapters.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "thistle/thistle.h"

#define ADAPTER(name)                                                       \
  static void                                                               \
  name##_many(const void *prefix, size_t n, const void *const data[],       \
              const size_t length[], uint8_t *digests)                      \
  {                                                                         \
    thistle_##name##_many(prefix, n, data, length, digests);                \
  }
ADAPTER(sha1)
ADAPTER(sha224)
ADAPTER(sha256)
ADAPTER(sha384)
ADAPTER(sha512)
ADAPTER(sha512_224)
ADAPTER(sha512_256)
ADAPTER(sha3_224)
ADAPTER(sha3_256)
ADAPTER(sha3_384)
ADAPTER(sha3_512)

static const struct {
  const char *name;
  many_function *many;
} adapters[] = {
  { "sha1", sha1_many }, { "sha224", sha224_many },
  { "sha256", sha256_many }, { "sha384", sha384_many },
  { "sha512", sha512_many }, { "sha512_224", sha512_224_many },
  { "sha512_256", sha512_256_many },
  { "sha3_224", sha3_224_many }, { "sha3_256", sha3_256_many },
  { "sha3_384", sha3_384_many }, { "sha3_512", sha3_512_many },
};

many_function *
many_adapter(const char *name)
{
  size_t i;
  for (i = 0; i < sizeof(adapters) / sizeof(adapters[0]); i++)
    if (strcmp(adapters[i].name, name) == 0)
      return adapters[i].many;
  fprintf(stderr, "no many function for %s\n", name);
  abort();
}
