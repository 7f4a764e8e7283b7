/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-common.c: see fuzz-common.h. */

#include "fuzz-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fat-setup.h"
#include "hash-internal.h"

const char *
fuzz_openssl_name(const char *name)
{
  static const char *const names[][2] = {
    { "sha1", "SHA1" }, { "sha224", "SHA224" }, { "sha256", "SHA256" },
    { "sha384", "SHA384" }, { "sha512", "SHA512" },
    { "sha512_224", "SHA512-224" }, { "sha512_256", "SHA512-256" },
    { "sha3_224", "SHA3-224" }, { "sha3_256", "SHA3-256" },
    { "sha3_384", "SHA3-384" }, { "sha3_512", "SHA3-512" },
  };
  size_t i;
  for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    if (strcmp(names[i][0], name) == 0)
      return names[i][1];
  abort();
}

const struct thistle_variant *
fuzz_c_variant(const struct thistle_hash *h)
{
  const struct thistle_variant *v = _thistle_variant_c(_thistle_hash_family(h));
  if (!v->token)
    abort();
  return v;
}

#if THISTLE_FAT
static const struct thistle_variant *saved[THISTLE_N_FAMILIES];

int
fuzz_select(const struct thistle_variant *v)
{
  int family;
  if (!_thistle_variant_usable(v))
    return 0;
  for (family = 0; family < THISTLE_N_FAMILIES; family++)
    saved[family] = _thistle_variant_in_use(family);
  _thistle_fat_use(v);
  return 1;
}

void
fuzz_restore(void)
{
  int family;
  for (family = 0; family < THISTLE_N_FAMILIES; family++)
    _thistle_fat_use(saved[family]);
}
#else
/* A non-fat build runs only what configure chose. */
int
fuzz_select(const struct thistle_variant *v)
{
  return v == _thistle_variant_in_use(v->family);
}

void
fuzz_restore(void)
{
}
#endif

size_t
fuzz_next_piece(uint32_t *x, size_t left)
{
  size_t piece;
  *x ^= *x << 13;
  *x ^= *x >> 17;
  *x ^= *x << 5;
  /* Mostly short pieces around block edges, sometimes long ones. */
  piece = (*x & 0x100) ? *x % 300 : *x % 4096;
  return piece < left ? piece : left;
}

void
fuzz_split_update(void (*update)(void *, const void *, size_t), void *ctx,
                  const uint8_t *data, size_t size, uint32_t seed)
{
  size_t done = 0;
  uint32_t x = seed | 1;
  while (done < size)
    {
      size_t piece = fuzz_next_piece(&x, size - done);
      update(ctx, data + done, piece);
      done += piece;
    }
}

void
fuzz_expect_equal(const uint8_t *a, const uint8_t *b, size_t length,
                  const char *what, const char *variant)
{
  if (memcmp(a, b, length) != 0)
    {
      fprintf(stderr, "MISMATCH: %s (variant %s)\n", what, variant);
      abort();
    }
}
