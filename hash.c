/* SPDX-License-Identifier: ISC */
/* hash.c: the algorithm table, lookup by name, and which implementation
   each algorithm uses. */

#include "config.h"

#include <ctype.h>
#include <string.h>

#include "thistle/hash.h"
#include "thistle/sha1.h"
#include "thistle/sha2.h"
#include "thistle/sha3.h"
#include "fat-setup.h"
#include "compress.h"

/* An entry of the table. The table's functions take void *ctx; small
   adapters call the typed functions, so no call goes through a function
   pointer of the wrong type. */
#define HASH_ENTRY(name, NAME)                                              \
  static void                                                               \
  name##_init_any(void *ctx)                                                \
  {                                                                         \
    thistle_##name##_init(ctx);                                             \
  }                                                                         \
  static void                                                               \
  name##_update_any(void *ctx, const void *data, size_t length)             \
  {                                                                         \
    thistle_##name##_update(ctx, data, length);                             \
  }                                                                         \
  static void                                                               \
  name##_digest_any(void *ctx, uint8_t *digest)                             \
  {                                                                         \
    thistle_##name##_digest(ctx, digest);                                   \
  }                                                                         \
  static const struct thistle_hash name##_hash = {                          \
    #name, THISTLE_##NAME##_DIGEST_SIZE, THISTLE_##NAME##_BLOCK_SIZE,       \
    sizeof(struct thistle_##name##_ctx),                                    \
    name##_init_any, name##_update_any, name##_digest_any                   \
  };

HASH_ENTRY(sha1, SHA1)
HASH_ENTRY(sha224, SHA224)
HASH_ENTRY(sha256, SHA256)
HASH_ENTRY(sha384, SHA384)
HASH_ENTRY(sha512, SHA512)
HASH_ENTRY(sha512_224, SHA512_224)
HASH_ENTRY(sha512_256, SHA512_256)
HASH_ENTRY(sha3_224, SHA3_224)
HASH_ENTRY(sha3_256, SHA3_256)
HASH_ENTRY(sha3_384, SHA3_384)
HASH_ENTRY(sha3_512, SHA3_512)

/* thistle_hashes has two versions. A program may hold its own copy of
   the array (a copy relocation), of the size it had when the program was
   linked, so the array of release 0.1.0, 8 pointers, stays as it was for
   the programs linked against it; programs linked since get the whole
   table (node THISTLE_0.3). The names here are internal; .symver gives
   them the public one with each version. */
const struct thistle_hash *const _thistle_hashes_0_3[] = {
  &sha1_hash,
  &sha224_hash,
  &sha256_hash,
  &sha384_hash,
  &sha512_hash,
  &sha512_224_hash,
  &sha512_256_hash,
  &sha3_224_hash,
  &sha3_256_hash,
  &sha3_384_hash,
  &sha3_512_hash,
  NULL
};
const struct thistle_hash *const _thistle_hashes_0_1[] = {
  &sha1_hash,
  &sha224_hash,
  &sha256_hash,
  &sha384_hash,
  &sha512_hash,
  &sha512_224_hash,
  &sha512_256_hash,
  NULL
};
__asm__(".symver _thistle_hashes_0_3, thistle_hashes@@THISTLE_0.3");
__asm__(".symver _thistle_hashes_0_1, thistle_hashes@" THISTLE_ABI_NODE);

/* Whether two names are equal once case, '-', '_' and '/' are ignored. */
static int
names_match(const char *a, const char *b)
{
  for (;;)
    {
      while (*a == '-' || *a == '_' || *a == '/')
        a++;
      while (*b == '-' || *b == '_' || *b == '/')
        b++;
      if (tolower((unsigned char) *a) != tolower((unsigned char) *b))
        return 0;
      if (*a == '\0')
        return 1;
      a++;
      b++;
    }
}

const struct thistle_hash *
thistle_hash_lookup(const char *name)
{
  const struct thistle_hash *const *h;
  if (name == NULL)
    return NULL;
  for (h = _thistle_hashes_0_3; *h; h++)
    if (names_match(name, (*h)->name))
      return *h;
  return NULL;
}

enum thistle_family
_thistle_hash_family(const struct thistle_hash *h)
{
  if (h == &sha1_hash)
    return THISTLE_FAMILY_SHA1;
  if (h == &sha224_hash || h == &sha256_hash)
    return THISTLE_FAMILY_SHA256;
  if (h == &sha3_224_hash || h == &sha3_256_hash || h == &sha3_384_hash
      || h == &sha3_512_hash)
    return THISTLE_FAMILY_SHA3;
  return THISTLE_FAMILY_SHA512;
}

const char *
thistle_implementation(const char *name)
{
  const struct thistle_hash *h = thistle_hash_lookup(name);
  const struct thistle_variant *v;
  /* "sha3" names the permutation every SHA-3 algorithm shares, SHAKE,
     cSHAKE and KMAC among them. */
  if (name != NULL && names_match(name, "sha3"))
    v = _thistle_variant_in_use(THISTLE_FAMILY_SHA3);
  else if (h != NULL)
    v = _thistle_variant_in_use(_thistle_hash_family(h));
  else
    return NULL;
  return v ? v->token : NULL;
}
