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
  const struct thistle_variant *v;
  for (v = _thistle_variants; v->token; v++)
    if (v->family == _thistle_hash_family(h) && strcmp(v->token, "c") == 0)
      return v;
  abort();
}

#if THISTLE_FAT
static thistle_sha1_compress_n_func *saved_sha1;
static thistle_sha256_compress_n_func *saved_sha256;
static thistle_sha512_compress_n_func *saved_sha512;

int
fuzz_select(const struct thistle_variant *v)
{
  if (!_thistle_variant_usable(v))
    return 0;
  _thistle_fat_init();
  saved_sha1 = _thistle_sha1_compress_n_ptr;
  saved_sha256 = _thistle_sha256_compress_n_ptr;
  saved_sha512 = _thistle_sha512_compress_n_ptr;
  switch (v->family)
    {
    case THISTLE_FAMILY_SHA1: _thistle_sha1_compress_n_ptr = v->compress_n.sha1; break;
    case THISTLE_FAMILY_SHA256: _thistle_sha256_compress_n_ptr = v->compress_n.sha256; break;
    case THISTLE_FAMILY_SHA512: _thistle_sha512_compress_n_ptr = v->compress_n.sha512; break;
    }
  return 1;
}

void
fuzz_restore(void)
{
  _thistle_sha1_compress_n_ptr = saved_sha1;
  _thistle_sha256_compress_n_ptr = saved_sha256;
  _thistle_sha512_compress_n_ptr = saved_sha512;
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
