/* SPDX-License-Identifier: ISC */
/* md-internal.h: the block buffering every front end shares.

   A context has state[], count (whole blocks compressed so far), index
   (bytes waiting in block[]) and block[], the partial block, whose bytes
   from index on are always zero: padding then writes only its 0x80 and
   the length, and a compressed block's bytes do not stay behind. These
   macros work on any such context; COMPRESS_N(state, data, blocks) is the
   family's compress_n primitive. */

#ifndef THISTLE_MD_INTERNAL_H
#define THISTLE_MD_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bytes-internal.h"

/* Absorbs length bytes at data, at least those that complete the partial
   block: completes it first, then hands every whole block of the caller's
   buffer to one COMPRESS_N call (no copy, one indirect call in a fat
   build), and keeps the tail. */
#define MD_ABSORB(ctx, data, length, COMPRESS_N) do {                     \
    const uint8_t *md_data_ = (const uint8_t *) (data);                   \
    size_t md_length_ = (length);                                         \
    size_t md_blocks_;                                                    \
    if ((ctx)->index > 0)                                                 \
      {                                                                   \
        size_t md_left_ = sizeof((ctx)->block) - (ctx)->index;            \
        copy_inline((ctx)->block + (ctx)->index, md_data_, md_left_);     \
        COMPRESS_N((ctx)->state, (ctx)->block, 1);                        \
        zero_inline((ctx)->block, sizeof((ctx)->block));                  \
        (ctx)->count++;                                                   \
        md_data_ += md_left_;                                             \
        md_length_ -= md_left_;                                           \
      }                                                                   \
    md_blocks_ = md_length_ / sizeof((ctx)->block);                       \
    if (md_blocks_ > 0)                                                   \
      {                                                                   \
        COMPRESS_N((ctx)->state, md_data_, md_blocks_);                   \
        (ctx)->count += md_blocks_;                                       \
        md_data_ += md_blocks_ * sizeof((ctx)->block);                    \
        md_length_ -= md_blocks_ * sizeof((ctx)->block);                  \
      }                                                                   \
    if (md_length_ > 0)                                                   \
      copy_inline((ctx)->block, md_data_, md_length_);                    \
    (ctx)->index = (unsigned) md_length_;                                 \
  } while (0)

/* Pads the message (FIPS 180-4, 5.1): a 1 bit, then zeros up to the last
   length_size bytes of a block (there already), compressing a block if the
   partial block has no room. The caller writes the message length there
   and compresses the final block. */
#define MD_PAD(ctx, length_size, COMPRESS_N) do {                          \
    (ctx)->block[(ctx)->index] = 0x80;                                     \
    if ((ctx)->index >= sizeof((ctx)->block) - (length_size))              \
      {                                                                    \
        COMPRESS_N((ctx)->state, (ctx)->block, 1);                         \
        zero_inline((ctx)->block, sizeof((ctx)->block));                   \
      }                                                                    \
  } while (0)

/* Starts a message: the initial state, nothing absorbed. MD_RESTART
   starts the next one on a context whose block[] is zero already, as
   _thistle_<name>_finish leaves it. */
#define MD_RESTART(ctx, iv) do {                                           \
    memcpy((ctx)->state, (iv), sizeof((ctx)->state));                      \
    (ctx)->count = 0;                                                      \
    (ctx)->index = 0;                                                      \
  } while (0)
#define MD_START(ctx, iv) do {                                             \
    MD_RESTART(ctx, iv);                                                   \
    zero_inline((ctx)->block, sizeof((ctx)->block));                       \
  } while (0)

/* Finishes a message of a hash with 32-bit words and a 64-bit length field
   (SHA-1, SHA-256): pads, writes the length in bits (modulo 2^64, as the
   standard's limit allows), compresses, and writes the first digest_size
   bytes of the state big-endian. */
#define MD_FINISH32(ctx, digest, digest_size, COMPRESS_N) do {             \
    uint64_t md_bits_ =                                                    \
      ((ctx)->count * sizeof((ctx)->block) + (ctx)->index) * 8;            \
    MD_PAD(ctx, 8, COMPRESS_N);                                            \
    write_be64((ctx)->block + sizeof((ctx)->block) - 8, md_bits_);         \
    COMPRESS_N((ctx)->state, (ctx)->block, 1);                             \
    write_be32_prefix(digest, digest_size, (ctx)->state);                  \
  } while (0)

/* Defines the public functions of algorithm name (init, update, digest and
   the one-shot thistle_<name>) on top of its family's compression: the
   family's file provides <family>_finish(ctx, digest, digest_size), which
   pads and writes the digest. Everything finishes through
   _thistle_<name>_finish (hash-internal.h), the digest without the
   restart, which HMAC also calls (it copies a keyed state over the
   finished one right away): <family>_finish, always inlined, is then
   expanded once per algorithm with the digest's size a constant. It
   zeroes block[] after, which wipes the buffered message bytes and is
   all of the block a restart needs. */
#define MD_DEFINE_ALGORITHM(name, family, iv, digest_size)                  \
  void                                                                      \
  thistle_##name##_init(struct thistle_##name##_ctx *ctx)                   \
  {                                                                         \
    MD_START(ctx, iv);                                                      \
  }                                                                         \
                                                                            \
  void                                                                      \
  _thistle_##name##_finish(struct thistle_##name##_ctx *ctx,                \
                           uint8_t *digest)                                 \
  {                                                                         \
    family##_finish(ctx, digest, digest_size);                              \
    zero_inline(ctx->block, sizeof(ctx->block));                            \
  }                                                                         \
                                                                            \
  static __attribute__((noinline)) void                                     \
  name##_absorb(struct thistle_##name##_ctx *ctx, const void *data,         \
                size_t length)                                              \
  {                                                                         \
    MD_ABSORB(ctx, data, length, _thistle_##family##_compress_n);           \
  }                                                                         \
                                                                            \
  /* Bytes that fit in the partial block, most of HMAC's and HKDF's         \
     updates, are only copied there, in a path that calls nothing: kept     \
     apart from the compressing one, it saves and restores no registers. */ \
  void                                                                      \
  thistle_##name##_update(struct thistle_##name##_ctx *ctx,                 \
                          const void *data, size_t length)                  \
  {                                                                         \
    if (length < sizeof(ctx->block) - ctx->index)                           \
      {                                                                     \
        if (length > 0)                                                     \
          copy_inline(ctx->block + ctx->index, data, length);               \
        ctx->index += (unsigned) length;                                    \
      }                                                                     \
    else                                                                    \
      name##_absorb(ctx, data, length);                                     \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_##name##_digest(struct thistle_##name##_ctx *ctx, uint8_t *digest) \
  {                                                                         \
    _thistle_##name##_finish(ctx, digest);                                  \
    MD_RESTART(ctx, iv);                                                    \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_##name(const void *data, size_t length, uint8_t *digest)          \
  {                                                                         \
    struct thistle_##name##_ctx ctx;                                        \
    MD_START(&ctx, iv);                                                     \
    thistle_##name##_update(&ctx, data, length);                            \
    _thistle_##name##_finish(&ctx, digest);                                 \
  }

#endif /* THISTLE_MD_INTERNAL_H */
