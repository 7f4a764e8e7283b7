/* SPDX-License-Identifier: ISC */
/* export.c: the saved-context format (thistle/export.h, version 1): its
   header and hash states (export-internal.h), and the hash contexts'
   export and import. An import decodes into a copy of the context and
   copies it over ctx only once every field has been checked, so a refused
   blob leaves ctx as it was. */

#include "config.h"

#include <string.h>

#include "thistle/export.h"
#include "endian-internal.h"
#include "export-internal.h"
#include "sponge-internal.h"
#include "wipe-internal.h"

static const uint8_t magic[4] = { 't', 'h', 's', 't' };

#define FLAG_SQUEEZING 1

void
_thistle_export_header(uint8_t *out, uint8_t id, const struct export_view *v)
{
  memcpy(out, magic, sizeof(magic));
  out[4] = EXPORT_VERSION;
  out[5] = id;
  out[6] = v->squeezing && *v->squeezing ? FLAG_SQUEEZING : 0;
  out[7] = v->suffix ? *v->suffix : 0;
}

/* log2 of a block size of SHA-1 or SHA-2 (64 or 128 bytes). */
static unsigned
block_shift(size_t block_size)
{
  return block_size == 128 ? 7 : 6;
}

uint8_t *
_thistle_export_state(uint8_t *out, const struct export_view *v)
{
  size_t i;
  uint64_t high = 0, low = *v->index;
  int squeezing = v->squeezing && *v->squeezing;
  /* The byte count, 128 bits: SHA-512's messages may be longer than
     2^64 bytes. */
  if (v->count)
    {
      unsigned shift = block_shift(v->block_size);
      high = *v->count >> (64 - shift);
      low |= *v->count << shift;
    }
  write_be64(out, high);
  write_be64(out + 8, low);
  out[16] = (uint8_t) *v->index;
  out += 17;
  for (i = 0; i < v->n_words; i++)
    if (v->words32)
      {
        write_be32(out, v->words32[i]);
        out += 4;
      }
    else
      {
        write_be64(out, v->words64[i]);
        out += 8;
      }
  /* Squeezing, the block is the lanes' bytes: import writes it again. */
  memset(out, 0, v->block_size);
  if (!squeezing)
    memcpy(out, v->block, *v->index);
  return out + v->block_size;
}

int
_thistle_import_header(const uint8_t *in, size_t length, uint8_t id,
                       size_t size, struct export_view *v)
{
  if (length < EXPORT_HEADER_SIZE)
    return THISTLE_ERROR_EXPORT_LENGTH;
  if (memcmp(in, magic, sizeof(magic)) != 0 || in[4] != EXPORT_VERSION)
    return THISTLE_ERROR_EXPORT_FORMAT;
  if (in[5] != id)
    return THISTLE_ERROR_EXPORT_ALGORITHM;
  if (length != size)
    return THISTLE_ERROR_EXPORT_LENGTH;
  if (v->suffix == NULL)
    return in[6] == 0 && in[7] == 0 ? THISTLE_OK : THISTLE_ERROR_EXPORT_STATE;
  if ((in[6] & ~FLAG_SQUEEZING) != 0
      || (in[7] != SPONGE_SUFFIX_SHAKE && in[7] != SPONGE_SUFFIX_CSHAKE))
    return THISTLE_ERROR_EXPORT_STATE;
  *v->squeezing = in[6] & FLAG_SQUEEZING;
  *v->suffix = in[7];
  return THISTLE_OK;
}

int
_thistle_import_state(const uint8_t **in, struct export_view *v)
{
  const uint8_t *p = *in;
  uint64_t high = read_be64(p), low = read_be64(p + 8);
  size_t partial = p[16], i;
  int squeezing = v->squeezing && *v->squeezing;
  const uint8_t *block = p + 17
    + v->n_words * (v->words32 ? 4 : 8);

  if (v->count)
    {
      unsigned shift = block_shift(v->block_size);
      /* A count of whole blocks that fits the context's 64 bits, and the
         partial block's length the count's remainder. */
      if (high >> shift != 0 || partial != (low & (v->block_size - 1)))
        return THISTLE_ERROR_EXPORT_STATE;
      *v->count = high << (64 - shift) | low >> shift;
    }
  else if (high != 0 || low != partial
           || partial > v->block_size
           || (partial == v->block_size && !squeezing))
    /* A sponge: the count is the partial block's, whole while squeezing
       only (an absorbing block is absorbed once full). */
    return THISTLE_ERROR_EXPORT_STATE;
  for (i = squeezing ? 0 : partial; i < v->block_size; i++)
    if (block[i] != 0)
      return THISTLE_ERROR_EXPORT_STATE;

  p += 17;
  for (i = 0; i < v->n_words; i++)
    if (v->words32)
      {
        v->words32[i] = read_be32(p);
        p += 4;
      }
    else
      {
        v->words64[i] = read_be64(p);
        p += 8;
      }
  *v->index = (unsigned) partial;
  if (squeezing)
    sponge_write_lanes(v->block, v->words64, v->block_size);
  else
    {
      memset(v->block, 0, v->block_size);
      memcpy(v->block, block, partial);
    }
  *in = block + v->block_size;
  return THISTLE_OK;
}

/* A hash context's export and import: algorithm id, the context's type
   and its view. */
#define EXPORT_DEFINE(name, NAME, id, ctx_type, VIEW)                       \
  void                                                                      \
  thistle_##name##_export(const struct ctx_type *ctx, uint8_t *buffer)      \
  {                                                                         \
    struct ctx_type *c = (struct ctx_type *) ctx; /* only read */           \
    struct export_view v = VIEW(c);                                         \
    _thistle_export_header(buffer, id, &v);                                 \
    _thistle_export_state(buffer + EXPORT_HEADER_SIZE, &v);                 \
  }                                                                         \
                                                                            \
  int                                                                       \
  thistle_##name##_import(struct ctx_type *ctx, const uint8_t *buffer,      \
                          size_t length)                                    \
  {                                                                         \
    struct ctx_type copy;                                                   \
    struct export_view v = VIEW(&copy);                                     \
    const uint8_t *p = buffer + EXPORT_HEADER_SIZE;                         \
    int result = _thistle_import_header(buffer, length, id,                 \
                                        THISTLE_##NAME##_EXPORT_SIZE, &v);  \
    if (result == THISTLE_OK)                                               \
      result = _thistle_import_state(&p, &v);                               \
    if (result == THISTLE_OK)                                               \
      *ctx = copy;                                                          \
    wipe_inline(&copy, sizeof(copy));                                       \
    return result;                                                          \
  }

EXPORT_DEFINE(sha1, SHA1, 1, thistle_sha1_ctx, EXPORT_VIEW_MD32)
EXPORT_DEFINE(sha224, SHA224, 2, thistle_sha224_ctx, EXPORT_VIEW_MD32)
EXPORT_DEFINE(sha256, SHA256, 3, thistle_sha256_ctx, EXPORT_VIEW_MD32)
EXPORT_DEFINE(sha384, SHA384, 4, thistle_sha384_ctx, EXPORT_VIEW_MD64)
EXPORT_DEFINE(sha512, SHA512, 5, thistle_sha512_ctx, EXPORT_VIEW_MD64)
EXPORT_DEFINE(sha512_224, SHA512_224, 6, thistle_sha512_224_ctx,
              EXPORT_VIEW_MD64)
EXPORT_DEFINE(sha512_256, SHA512_256, 7, thistle_sha512_256_ctx,
              EXPORT_VIEW_MD64)
EXPORT_DEFINE(sha3_224, SHA3_224, 8, thistle_sha3_224_ctx, EXPORT_VIEW_SHA3)
EXPORT_DEFINE(sha3_256, SHA3_256, 9, thistle_sha3_256_ctx, EXPORT_VIEW_SHA3)
EXPORT_DEFINE(sha3_384, SHA3_384, 10, thistle_sha3_384_ctx, EXPORT_VIEW_SHA3)
EXPORT_DEFINE(sha3_512, SHA3_512, 11, thistle_sha3_512_ctx, EXPORT_VIEW_SHA3)
EXPORT_DEFINE(shake128, SHAKE128, 12, thistle_shake128_ctx,
              EXPORT_VIEW_SHAKE)
EXPORT_DEFINE(shake256, SHAKE256, 13, thistle_shake256_ctx,
              EXPORT_VIEW_SHAKE)
