/* SPDX-License-Identifier: ISC */
/* thistle/export.h: saving a hash or HMAC context and resuming it later,
   in another process or on another machine: hash the first part of a
   long upload now, the rest after a restart.

   For each hash X (sha1, sha224, sha256, sha384, sha512, sha512_224,
   sha512_256, sha3_224, sha3_256, sha3_384, sha3_512, shake128, shake256)
   and each HMAC over the hashes that have one (hmac_X, X not shake):

   thistle_X_export(ctx, buffer) writes THISTLE_X_EXPORT_SIZE bytes
     describing ctx to buffer; ctx is unchanged;
   thistle_X_import(ctx, buffer, length) sets ctx to the state a blob of
     length bytes describes, so that going on with ctx gives what going on
     with the exported context would have. It returns THISTLE_OK, or,
     leaving ctx as it was:
       THISTLE_ERROR_EXPORT_FORMAT    not this format, or another version;
       THISTLE_ERROR_EXPORT_ALGORITHM a blob of another algorithm (a
                                      SHA-256 blob for SHA-224, a hash's
                                      for its HMAC);
       THISTLE_ERROR_EXPORT_LENGTH    length is not THISTLE_X_EXPORT_SIZE;
       THISTLE_ERROR_EXPORT_STATE     fields that disagree: the partial
                                      block's length and the byte count,
                                      bytes after the partial block that
                                      are not zero, an unknown flag.
   A SHAKE context (cSHAKE included) exports while absorbing or squeezing;
   the imported one goes on with the same output stream. A context that
   was never started has no defined blob.

   The format, version 1: all integers big-endian, so a blob is the same
   on every host.
     4 bytes  "thst"
     1 byte   format version, 1
     1 byte   algorithm: 1 sha1, 2 sha224, 3 sha256, 4 sha384, 5 sha512,
              6 sha512_224, 7 sha512_256, 8 sha3_224, 9 sha3_256,
              10 sha3_384, 11 sha3_512, 12 shake128, 13 shake256; HMAC
              over hash n is 128 + n
     1 byte   flags: 1 for a SHAKE context that is squeezing, else 0
     1 byte   SHAKE's domain byte (0x1f SHAKE, 0x04 cSHAKE), else 0
   then one hash state (HMAC: three, the outer key block's, the inner
   key block's, the current message's):
     16 bytes the bytes of the message absorbed (SHA-1, SHA-2); for SHA-3
              the bytes waiting in the partial block, or given out of the
              current output block when squeezing
     1 byte   the partial block's length, that count modulo the block
     words    the chaining value or the 25 Keccak lanes, each word
              big-endian: 5 (SHA-1) or 8 (SHA-256) of 4 bytes, 8 (SHA-512)
              or 25 (SHA-3) of 8 bytes
     block    the block size's bytes: the partial block, then zeros (all
              zeros when squeezing: that block is the lanes')

   An HMAC blob holds the key's hash states, from which MACs under the
   key can be forged: it is key material, to keep and wipe as the key
   is. The functions wipe the copies they make. */

#ifndef THISTLE_EXPORT_H
#define THISTLE_EXPORT_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/error.h>
#include <thistle/sha1.h>
#include <thistle/sha2.h>
#include <thistle/sha3.h>
#include <thistle/hmac.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A header, then states of a byte count, the partial length, words and
   a block. */
#define THISTLE_EXPORT_STATE_SIZE(words, word_size, block) \
  (17 + (words) * (word_size) + (block))
#define THISTLE_SHA1_EXPORT_SIZE (8 + THISTLE_EXPORT_STATE_SIZE(5, 4, 64))
#define THISTLE_SHA224_EXPORT_SIZE (8 + THISTLE_EXPORT_STATE_SIZE(8, 4, 64))
#define THISTLE_SHA256_EXPORT_SIZE THISTLE_SHA224_EXPORT_SIZE
#define THISTLE_SHA384_EXPORT_SIZE (8 + THISTLE_EXPORT_STATE_SIZE(8, 8, 128))
#define THISTLE_SHA512_EXPORT_SIZE THISTLE_SHA384_EXPORT_SIZE
#define THISTLE_SHA512_224_EXPORT_SIZE THISTLE_SHA384_EXPORT_SIZE
#define THISTLE_SHA512_256_EXPORT_SIZE THISTLE_SHA384_EXPORT_SIZE
#define THISTLE_SHA3_224_EXPORT_SIZE \
  (8 + THISTLE_EXPORT_STATE_SIZE(25, 8, THISTLE_SHA3_224_BLOCK_SIZE))
#define THISTLE_SHA3_256_EXPORT_SIZE \
  (8 + THISTLE_EXPORT_STATE_SIZE(25, 8, THISTLE_SHA3_256_BLOCK_SIZE))
#define THISTLE_SHA3_384_EXPORT_SIZE \
  (8 + THISTLE_EXPORT_STATE_SIZE(25, 8, THISTLE_SHA3_384_BLOCK_SIZE))
#define THISTLE_SHA3_512_EXPORT_SIZE \
  (8 + THISTLE_EXPORT_STATE_SIZE(25, 8, THISTLE_SHA3_512_BLOCK_SIZE))
#define THISTLE_SHAKE128_EXPORT_SIZE \
  (8 + THISTLE_EXPORT_STATE_SIZE(25, 8, THISTLE_SHAKE128_BLOCK_SIZE))
#define THISTLE_SHAKE256_EXPORT_SIZE \
  (8 + THISTLE_EXPORT_STATE_SIZE(25, 8, THISTLE_SHAKE256_BLOCK_SIZE))
/* HMAC: three states after the header. */
#define THISTLE_HMAC_EXPORT_SIZE_OF(X) (3 * (X) - 16)
#define THISTLE_HMAC_SHA1_EXPORT_SIZE \
  THISTLE_HMAC_EXPORT_SIZE_OF(THISTLE_SHA1_EXPORT_SIZE)
#define THISTLE_HMAC_SHA224_EXPORT_SIZE \
  THISTLE_HMAC_EXPORT_SIZE_OF(THISTLE_SHA224_EXPORT_SIZE)
#define THISTLE_HMAC_SHA256_EXPORT_SIZE THISTLE_HMAC_SHA224_EXPORT_SIZE
#define THISTLE_HMAC_SHA384_EXPORT_SIZE \
  THISTLE_HMAC_EXPORT_SIZE_OF(THISTLE_SHA384_EXPORT_SIZE)
#define THISTLE_HMAC_SHA512_EXPORT_SIZE THISTLE_HMAC_SHA384_EXPORT_SIZE
#define THISTLE_HMAC_SHA512_224_EXPORT_SIZE THISTLE_HMAC_SHA384_EXPORT_SIZE
#define THISTLE_HMAC_SHA512_256_EXPORT_SIZE THISTLE_HMAC_SHA384_EXPORT_SIZE
#define THISTLE_HMAC_SHA3_224_EXPORT_SIZE \
  THISTLE_HMAC_EXPORT_SIZE_OF(THISTLE_SHA3_224_EXPORT_SIZE)
#define THISTLE_HMAC_SHA3_256_EXPORT_SIZE \
  THISTLE_HMAC_EXPORT_SIZE_OF(THISTLE_SHA3_256_EXPORT_SIZE)
#define THISTLE_HMAC_SHA3_384_EXPORT_SIZE \
  THISTLE_HMAC_EXPORT_SIZE_OF(THISTLE_SHA3_384_EXPORT_SIZE)
#define THISTLE_HMAC_SHA3_512_EXPORT_SIZE \
  THISTLE_HMAC_EXPORT_SIZE_OF(THISTLE_SHA3_512_EXPORT_SIZE)

void thistle_sha1_export(const struct thistle_sha1_ctx *ctx,
                         uint8_t *buffer);
int thistle_sha1_import(struct thistle_sha1_ctx *ctx,
                        const uint8_t *buffer, size_t length);
void thistle_sha224_export(const struct thistle_sha224_ctx *ctx,
                           uint8_t *buffer);
int thistle_sha224_import(struct thistle_sha224_ctx *ctx,
                          const uint8_t *buffer, size_t length);
void thistle_sha256_export(const struct thistle_sha256_ctx *ctx,
                           uint8_t *buffer);
int thistle_sha256_import(struct thistle_sha256_ctx *ctx,
                          const uint8_t *buffer, size_t length);
void thistle_sha384_export(const struct thistle_sha384_ctx *ctx,
                           uint8_t *buffer);
int thistle_sha384_import(struct thistle_sha384_ctx *ctx,
                          const uint8_t *buffer, size_t length);
void thistle_sha512_export(const struct thistle_sha512_ctx *ctx,
                           uint8_t *buffer);
int thistle_sha512_import(struct thistle_sha512_ctx *ctx,
                          const uint8_t *buffer, size_t length);
void thistle_sha512_224_export(const struct thistle_sha512_224_ctx *ctx,
                               uint8_t *buffer);
int thistle_sha512_224_import(struct thistle_sha512_224_ctx *ctx,
                              const uint8_t *buffer, size_t length);
void thistle_sha512_256_export(const struct thistle_sha512_256_ctx *ctx,
                               uint8_t *buffer);
int thistle_sha512_256_import(struct thistle_sha512_256_ctx *ctx,
                              const uint8_t *buffer, size_t length);
void thistle_sha3_224_export(const struct thistle_sha3_224_ctx *ctx,
                             uint8_t *buffer);
int thistle_sha3_224_import(struct thistle_sha3_224_ctx *ctx,
                            const uint8_t *buffer, size_t length);
void thistle_sha3_256_export(const struct thistle_sha3_256_ctx *ctx,
                             uint8_t *buffer);
int thistle_sha3_256_import(struct thistle_sha3_256_ctx *ctx,
                            const uint8_t *buffer, size_t length);
void thistle_sha3_384_export(const struct thistle_sha3_384_ctx *ctx,
                             uint8_t *buffer);
int thistle_sha3_384_import(struct thistle_sha3_384_ctx *ctx,
                            const uint8_t *buffer, size_t length);
void thistle_sha3_512_export(const struct thistle_sha3_512_ctx *ctx,
                             uint8_t *buffer);
int thistle_sha3_512_import(struct thistle_sha3_512_ctx *ctx,
                            const uint8_t *buffer, size_t length);
void thistle_shake128_export(const struct thistle_shake128_ctx *ctx,
                             uint8_t *buffer);
int thistle_shake128_import(struct thistle_shake128_ctx *ctx,
                            const uint8_t *buffer, size_t length);
void thistle_shake256_export(const struct thistle_shake256_ctx *ctx,
                             uint8_t *buffer);
int thistle_shake256_import(struct thistle_shake256_ctx *ctx,
                            const uint8_t *buffer, size_t length);
void thistle_hmac_sha1_export(const struct thistle_hmac_sha1_ctx *ctx,
                              uint8_t *buffer);
int thistle_hmac_sha1_import(struct thistle_hmac_sha1_ctx *ctx,
                             const uint8_t *buffer, size_t length);
void thistle_hmac_sha224_export(const struct thistle_hmac_sha224_ctx *ctx,
                                uint8_t *buffer);
int thistle_hmac_sha224_import(struct thistle_hmac_sha224_ctx *ctx,
                               const uint8_t *buffer, size_t length);
void thistle_hmac_sha256_export(const struct thistle_hmac_sha256_ctx *ctx,
                                uint8_t *buffer);
int thistle_hmac_sha256_import(struct thistle_hmac_sha256_ctx *ctx,
                               const uint8_t *buffer, size_t length);
void thistle_hmac_sha384_export(const struct thistle_hmac_sha384_ctx *ctx,
                                uint8_t *buffer);
int thistle_hmac_sha384_import(struct thistle_hmac_sha384_ctx *ctx,
                               const uint8_t *buffer, size_t length);
void thistle_hmac_sha512_export(const struct thistle_hmac_sha512_ctx *ctx,
                                uint8_t *buffer);
int thistle_hmac_sha512_import(struct thistle_hmac_sha512_ctx *ctx,
                               const uint8_t *buffer, size_t length);
void thistle_hmac_sha512_224_export(
  const struct thistle_hmac_sha512_224_ctx *ctx, uint8_t *buffer);
int thistle_hmac_sha512_224_import(struct thistle_hmac_sha512_224_ctx *ctx,
                                   const uint8_t *buffer, size_t length);
void thistle_hmac_sha512_256_export(
  const struct thistle_hmac_sha512_256_ctx *ctx, uint8_t *buffer);
int thistle_hmac_sha512_256_import(struct thistle_hmac_sha512_256_ctx *ctx,
                                   const uint8_t *buffer, size_t length);
void thistle_hmac_sha3_224_export(const struct thistle_hmac_sha3_224_ctx *ctx,
                                  uint8_t *buffer);
int thistle_hmac_sha3_224_import(struct thistle_hmac_sha3_224_ctx *ctx,
                                 const uint8_t *buffer, size_t length);
void thistle_hmac_sha3_256_export(const struct thistle_hmac_sha3_256_ctx *ctx,
                                  uint8_t *buffer);
int thistle_hmac_sha3_256_import(struct thistle_hmac_sha3_256_ctx *ctx,
                                 const uint8_t *buffer, size_t length);
void thistle_hmac_sha3_384_export(const struct thistle_hmac_sha3_384_ctx *ctx,
                                  uint8_t *buffer);
int thistle_hmac_sha3_384_import(struct thistle_hmac_sha3_384_ctx *ctx,
                                 const uint8_t *buffer, size_t length);
void thistle_hmac_sha3_512_export(const struct thistle_hmac_sha3_512_ctx *ctx,
                                  uint8_t *buffer);
int thistle_hmac_sha3_512_import(struct thistle_hmac_sha3_512_ctx *ctx,
                                 const uint8_t *buffer, size_t length);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_EXPORT_H */
