/* SPDX-License-Identifier: ISC */
/* hash.c: the algorithm table, lookup by name, and which implementation
   each algorithm uses. */

#include "config.h"

#include <string.h>

#include "thistle/hash.h"
#include "thistle/sha1.h"
#include "thistle/sha2.h"
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

const struct thistle_hash *const thistle_hashes[] = {
  &sha1_hash,
  &sha224_hash,
  &sha256_hash,
  &sha384_hash,
  &sha512_hash,
  &sha512_224_hash,
  &sha512_256_hash,
  NULL
};

/* ASCII only: the names are ASCII, and no locale may change what matches. */
static int
ascii_lower(int c)
{
  return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int
is_digit(int c)
{
  return c >= '0' && c <= '9';
}

/* Whether name spells the canonical name ("sha256", "sha512_256"): the
   same letters and digits in any case, the '_' written '_', '-' or '/'
   ("SHA-512/256", as FIPS 180-4 writes it), and one '-' or '_' allowed
   where the letters meet the digits ("SHA-256"). Nothing else: a
   separator anywhere else is a different name. */
static int
names_match(const char *name, const char *canonical)
{
  while (*canonical != '\0')
    {
      if (*canonical == '_')
        {
          if (*name != '_' && *name != '-' && *name != '/')
            return 0;
        }
      else if (ascii_lower((unsigned char) *name) != *canonical)
        return 0;
      name++;
      canonical++;
      if (!is_digit(canonical[-1]) && canonical[-1] != '_'
          && is_digit(*canonical) && (*name == '-' || *name == '_'))
        name++;
    }
  return *name == '\0';
}

const struct thistle_hash *
thistle_hash_lookup(const char *name)
{
  const struct thistle_hash *const *h;
  if (name == NULL)
    return NULL;
  for (h = thistle_hashes; *h; h++)
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
  return THISTLE_FAMILY_SHA512;
}

const char *
thistle_implementation(const char *name)
{
  const struct thistle_hash *h = thistle_hash_lookup(name);
  const struct thistle_variant *v;
  if (h == NULL)
    return NULL;
  v = _thistle_variant_in_use(_thistle_hash_family(h));
  return v ? v->token : NULL;
}
