/* SPDX-License-Identifier: ISC */
/* hmac.c: HMAC (RFC 2104) over every hash, written once for all of them:

     HMAC(K, m) = H((K0 ^ opad) || H((K0 ^ ipad) || m))

   where K0 is the key, hashed first if longer than a block, padded with
   zeros to a block; ipad is 0x36 and opad 0x5c repeated. The states after
   the inner and outer key blocks are kept, so a message costs the key
   nothing. Verification compares the leftmost bytes of the MAC with
   thistle_memeq, whose time depends on the length only.

   HMAC_DEFINE writes each hash's functions with its typed calls and
   constant sizes, so that the bookkeeping around the compressions stays
   small beside them: a short message (an HKDF step) is only four blocks
   with the key, beside which byte loops, copies of unknown size and calls
   through the algorithm table are not small (doc/performance.md). */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "thistle/hmac.h"
#include "thistle/memops.h"
#include "bytes-internal.h"
#include "hash-internal.h"
#include "md-internal.h"
#include "wipe-internal.h"

/* ipad and opad in every byte of a 16-byte chunk: the pads are built a
   chunk at a time, a block in 4 or 8 XORs, whose 16-byte stores the
   compression function's 16-byte loads then take straight from the store
   buffer (loads over narrower stores would wait for them to reach the
   cache). */
typedef uint64_t chunk __attribute__((vector_size(16)));
#define IPAD_CHUNK ((chunk) { 0x3636363636363636, 0x3636363636363636 })
#define OPAD_CHUNK ((chunk) { 0x5c5c5c5c5c5c5c5c, 0x5c5c5c5c5c5c5c5c })

static inline void
xor_chunks(chunk *chunks, size_t count, chunk mask)
{
#pragma GCC unroll 8
  for (size_t i = 0; i < count; i++)
    chunks[i] ^= mask;
}

/* The public functions of HMAC over hash name. */
/* pad holds a block rounded up to 64 bytes: whole chunks for xor_chunks
   (SHA-3's rates of 136, 104 and 72 bytes are not) and whole pieces for
   zero_inline and wipe_inline; only the block's bytes are hashed. */
#define HMAC_DEFINE(name, NAME)                                             \
  static __attribute__((noinline)) void                                     \
  name##_key_states(struct thistle_hmac_##name##_ctx *ctx,                   \
                    const void *key, size_t key_length)                     \
  {                                                                         \
    enum { block_size = THISTLE_##NAME##_BLOCK_SIZE };                      \
    chunk pad[(block_size + 63) / 64 * 4];                                  \
    /* K0, the key then zeros. A long key is hashed in state (the inner     \
       state overwrites it below) and its digest written straight into      \
       pad, so no other buffer holds key material. */                       \
    zero_inline(pad, sizeof(pad));                                          \
    if (key_length > block_size)                                            \
      {                                                                     \
        thistle_##name##_init(&ctx->state);                                 \
        _thistle_##name##_update_secret(&ctx->state, key, key_length);      \
        _thistle_##name##_finish(&ctx->state, (uint8_t *) pad);             \
      }                                                                     \
    else                                                                    \
      copy_inline(pad, key, key_length);                                    \
    xor_chunks(pad, sizeof(pad) / 16, IPAD_CHUNK);                          \
    thistle_##name##_init(&ctx->inner);                                     \
    thistle_##name##_update(&ctx->inner, pad, block_size);                  \
    xor_chunks(pad, sizeof(pad) / 16, IPAD_CHUNK ^ OPAD_CHUNK);             \
    thistle_##name##_init(&ctx->outer);                                     \
    thistle_##name##_update(&ctx->outer, pad, block_size);                  \
    ctx->state = ctx->inner;                                                \
    /* Key material must not linger on the stack. */                        \
    wipe_inline(pad, sizeof(pad));                                          \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_hmac_##name##_set_key(struct thistle_hmac_##name##_ctx *ctx,      \
                                const void *key, size_t key_length)         \
  {                                                                         \
    name##_key_states(ctx, key, key_length);                                \
    /* Where the pads' words were worked on outside pad: 32-bit Arm         \
       without NEON spills the 16-byte chunks of xor_chunks in halves. */   \
    wipe_stack_after(512);                                                  \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_hmac_##name##_update(struct thistle_hmac_##name##_ctx *ctx,       \
                               const void *data, size_t length)             \
  {                                                                         \
    thistle_##name##_update(&ctx->state, data, length);                     \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_hmac_##name##_digest(struct thistle_hmac_##name##_ctx *ctx,       \
                               uint8_t *mac)                                \
  {                                                                         \
    /* The inner digest goes to mac, the outer one's size, which the MAC    \
       then overwrites: no stack buffer holds it to be wiped. The states    \
       copied over finished ones need no restart (hash-internal.h). */      \
    _thistle_##name##_finish(&ctx->state, mac);                             \
    ctx->state = ctx->outer;                                                \
    thistle_##name##_update(&ctx->state, mac,                               \
                            THISTLE_##NAME##_DIGEST_SIZE);                  \
    _thistle_##name##_finish(&ctx->state, mac);                             \
    ctx->state = ctx->inner;                                                \
    /* The copies of the states went through registers. */                  \
    wipe_registers();                                                       \
  }                                                                         \
                                                                            \
  int                                                                       \
  thistle_hmac_##name##_verify(struct thistle_hmac_##name##_ctx *ctx,       \
                               const uint8_t *tag, size_t tag_length)       \
  {                                                                         \
    uint8_t mac[THISTLE_##NAME##_DIGEST_SIZE];                              \
    int result = THISTLE_ERROR_TAG_LENGTH;                                  \
    thistle_hmac_##name##_digest(ctx, mac);                                 \
    /* THISTLE_OK (0) or BAD_TAG masked by the comparison's bit: even       \
       unoptimised code does not branch on it. */                           \
    if (tag_length >= THISTLE_HMAC_##NAME##_MIN_TAG_SIZE                    \
        && tag_length <= sizeof(mac))                                       \
      result = (thistle_memeq(mac, tag, tag_length) - 1)                    \
        & THISTLE_ERROR_BAD_TAG;                                            \
    wipe_inline(mac, sizeof(mac));                                          \
    /* And where 32-bit x86, short of registers, spilled the MAC's words:   \
       the frames of the digest under this one. */                          \
    wipe_stack_after(512);                                                  \
    return result;                                                          \
  }                                                                         \
                                                                            \
  void                                                                      \
  thistle_hmac_##name(const void *key, size_t key_length,                   \
                      const void *data, size_t length, uint8_t *mac)        \
  {                                                                         \
    struct thistle_hmac_##name##_ctx ctx;                                   \
    thistle_hmac_##name##_set_key(&ctx, key, key_length);                   \
    thistle_hmac_##name##_update(&ctx, data, length);                       \
    thistle_hmac_##name##_digest(&ctx, mac);                                \
    wipe_inline(&ctx, sizeof(ctx));                                         \
  }

HMAC_DEFINE(sha1, SHA1)
HMAC_DEFINE(sha224, SHA224)
HMAC_DEFINE(sha256, SHA256)
HMAC_DEFINE(sha384, SHA384)
HMAC_DEFINE(sha512, SHA512)
HMAC_DEFINE(sha512_224, SHA512_224)
HMAC_DEFINE(sha512_256, SHA512_256)
HMAC_DEFINE(sha3_224, SHA3_224)
HMAC_DEFINE(sha3_256, SHA3_256)
HMAC_DEFINE(sha3_384, SHA3_384)
HMAC_DEFINE(sha3_512, SHA3_512)
