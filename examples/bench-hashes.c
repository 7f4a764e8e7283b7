/* SPDX-License-Identifier: ISC */
/* examples/bench-hashes.c: the algorithms of the table: thistle's hashes,
   then SHAKE128 and SHAKE256 seen as hashes whose digest is the first
   BENCH_XOF_OUTPUT bytes of output, so that every mode of a hash (and the
   digest check against the peers) applies to them unchanged. */

#include "bench-library.h"

#include <strings.h>

#include "thistle/thistle.h"
#include "hash-internal.h"

#define XOF_HASH(name, NAME)                                                \
  static void                                                               \
  name##_init(void *ctx)                                                    \
  {                                                                         \
    thistle_##name##_init(ctx);                                             \
  }                                                                         \
  static void                                                               \
  name##_update(void *ctx, const void *data, size_t length)                 \
  {                                                                         \
    (void) thistle_##name##_update(ctx, data, length);                      \
  }                                                                         \
  static void                                                               \
  name##_digest(void *ctx, uint8_t *digest)                                 \
  {                                                                         \
    thistle_##name##_squeeze(ctx, digest, BENCH_XOF_OUTPUT);                \
  }                                                                         \
  const struct thistle_hash bench_##name = {                                \
    #name, BENCH_XOF_OUTPUT, THISTLE_##NAME##_BLOCK_SIZE,                   \
    sizeof(struct thistle_##name##_ctx), name##_init, name##_update,        \
    name##_digest                                                           \
  };

XOF_HASH(shake128, SHAKE128)
XOF_HASH(shake256, SHAKE256)

const struct thistle_hash *const *
bench_hashes(void)
{
  static const struct thistle_hash *all[32];
  size_t n;
  if (all[0] == NULL)
    {
      for (n = 0; thistle_hashes[n] && n + 3 < sizeof(all) / sizeof(all[0]);
           n++)
        all[n] = thistle_hashes[n];
      all[n++] = &bench_shake128;
      all[n] = &bench_shake256;
    }
  return all;
}

const struct thistle_hash *
bench_hash_lookup(const char *name)
{
  if (strcasecmp(name, "shake128") == 0)
    return &bench_shake128;
  if (strcasecmp(name, "shake256") == 0)
    return &bench_shake256;
  return thistle_hash_lookup(name);
}

int
bench_hash_is_xof(const struct thistle_hash *hash)
{
  return hash == &bench_shake128 || hash == &bench_shake256;
}

enum thistle_family
bench_hash_family(const struct thistle_hash *hash)
{
  return bench_hash_is_xof(hash) ? THISTLE_FAMILY_SHA3
    : _thistle_hash_family(hash);
}

const char *
bench_implementation(const struct thistle_hash *hash)
{
  return thistle_implementation(bench_hash_is_xof(hash) ? "sha3_256"
                                : hash->name);
}
