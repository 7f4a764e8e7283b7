/* variants.c: the table of every compress_n variant in this build, and
   which one the front ends are using. */

#include <stddef.h>

#include "compress.h"

#define VARIANT(family, FAMILY, token, usable) \
  { THISTLE_FAMILY_##FAMILY, #token, \
    { .family = _thistle_##family##_compress_n_##token }, usable }

const struct thistle_variant _thistle_variants[] = {
  VARIANT(sha1, SHA1, c, NULL),
  VARIANT(sha256, SHA256, c, NULL),
  VARIANT(sha512, SHA512, c, NULL),
  { 0, NULL, { NULL }, NULL }
};

const char *
_thistle_family_name(enum thistle_family family)
{
  switch (family)
    {
    case THISTLE_FAMILY_SHA1: return "sha1_compress_n";
    case THISTLE_FAMILY_SHA256: return "sha256_compress_n";
    case THISTLE_FAMILY_SHA512: return "sha512_compress_n";
    }
  return "?";
}

/* The variant in use is the entry holding the function the front ends call,
   so this answer cannot drift from what actually runs. */
const struct thistle_variant *
_thistle_variant_in_use(enum thistle_family family)
{
  const struct thistle_variant *v;
  for (v = _thistle_variants; v->token; v++)
    {
      if (v->family != family)
        continue;
      switch (family)
        {
        case THISTLE_FAMILY_SHA1:
          if (v->compress_n.sha1 == _thistle_sha1_compress_n)
            return v;
          break;
        case THISTLE_FAMILY_SHA256:
          if (v->compress_n.sha256 == _thistle_sha256_compress_n)
            return v;
          break;
        case THISTLE_FAMILY_SHA512:
          if (v->compress_n.sha512 == _thistle_sha512_compress_n)
            return v;
          break;
        }
    }
  return NULL;
}
