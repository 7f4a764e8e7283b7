/* SPDX-License-Identifier: ISC */
/* thistle/sha2.h: the SHA-2 family (FIPS 180-4): SHA-224, SHA-256, SHA-384,
   SHA-512, SHA-512/224 and SHA-512/256.

   Like every Merkle-Damgard hash, these are open to length extension: from
   H(secret || m) anyone can compute H(secret || m || pad || m2) without the
   secret. To authenticate a message with a key, use HMAC (thistle/hmac.h).
   SHA-224, SHA-384 and SHA-512/t are truncated and not extensible this
   way.

   Message length limits: 2^64 - 1 bits for SHA-224 and SHA-256, as the
   standard has them, and 2^74 - 1 bits (2^71 bytes) for the SHA-512 family,
   whose contexts count 128-byte blocks in 64 bits (the standard allows
   2^128 - 1); no program can reach them (2^61 bytes take centuries at any
   speed). */

#ifndef THISTLE_SHA2_H
#define THISTLE_SHA2_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define THISTLE_SHA224_DIGEST_SIZE 28
#define THISTLE_SHA224_BLOCK_SIZE 64
#define THISTLE_SHA256_DIGEST_SIZE 32
#define THISTLE_SHA256_BLOCK_SIZE 64
#define THISTLE_SHA384_DIGEST_SIZE 48
#define THISTLE_SHA384_BLOCK_SIZE 128
#define THISTLE_SHA512_DIGEST_SIZE 64
#define THISTLE_SHA512_BLOCK_SIZE 128
#define THISTLE_SHA512_224_DIGEST_SIZE 28
#define THISTLE_SHA512_224_BLOCK_SIZE 128
#define THISTLE_SHA512_256_DIGEST_SIZE 32
#define THISTLE_SHA512_256_BLOCK_SIZE 128

/* Hashing state of SHA-256 and SHA-224. A plain struct: put it on the stack
   or anywhere, and copy it to fork a computation. Its fields are private. */
struct thistle_sha256_ctx {
  uint32_t state[8];
  uint64_t count;                           /* whole blocks compressed */
  unsigned index;                           /* bytes waiting in block */
  uint8_t block[THISTLE_SHA256_BLOCK_SIZE];
};

/* Hashing state of the SHA-512 family (SHA-384, SHA-512, SHA-512/224,
   SHA-512/256). Its fields are private. */
struct thistle_sha512_ctx {
  uint64_t state[8];
  uint64_t count;                           /* whole blocks compressed */
  unsigned index;                           /* bytes waiting in block */
  uint8_t block[THISTLE_SHA512_BLOCK_SIZE];
};

/* The truncated variants share their parent's state layout. */
#define thistle_sha224_ctx thistle_sha256_ctx
#define thistle_sha384_ctx thistle_sha512_ctx
#define thistle_sha512_224_ctx thistle_sha512_ctx
#define thistle_sha512_256_ctx thistle_sha512_ctx

/* For each algorithm X below:
   thistle_X_init(ctx) starts a new message in ctx;
   thistle_X_update(ctx, data, length) absorbs length bytes at data (data may
     be NULL when length is 0);
   thistle_X_digest(ctx, digest) writes THISTLE_X_DIGEST_SIZE bytes of digest,
     then re-initialises ctx for a new message;
   thistle_X(data, length, digest) hashes one whole message at once. */

void thistle_sha224_init(struct thistle_sha224_ctx *ctx);
void thistle_sha224_update(struct thistle_sha224_ctx *ctx,
                           const void *data, size_t length);
void thistle_sha224_digest(struct thistle_sha224_ctx *ctx, uint8_t *digest);
void thistle_sha224(const void *data, size_t length, uint8_t *digest);

void thistle_sha256_init(struct thistle_sha256_ctx *ctx);
void thistle_sha256_update(struct thistle_sha256_ctx *ctx,
                           const void *data, size_t length);
void thistle_sha256_digest(struct thistle_sha256_ctx *ctx, uint8_t *digest);
void thistle_sha256(const void *data, size_t length, uint8_t *digest);

void thistle_sha384_init(struct thistle_sha384_ctx *ctx);
void thistle_sha384_update(struct thistle_sha384_ctx *ctx,
                           const void *data, size_t length);
void thistle_sha384_digest(struct thistle_sha384_ctx *ctx, uint8_t *digest);
void thistle_sha384(const void *data, size_t length, uint8_t *digest);

void thistle_sha512_init(struct thistle_sha512_ctx *ctx);
void thistle_sha512_update(struct thistle_sha512_ctx *ctx,
                           const void *data, size_t length);
void thistle_sha512_digest(struct thistle_sha512_ctx *ctx, uint8_t *digest);
void thistle_sha512(const void *data, size_t length, uint8_t *digest);

void thistle_sha512_224_init(struct thistle_sha512_224_ctx *ctx);
void thistle_sha512_224_update(struct thistle_sha512_224_ctx *ctx,
                               const void *data, size_t length);
void thistle_sha512_224_digest(struct thistle_sha512_224_ctx *ctx,
                               uint8_t *digest);
void thistle_sha512_224(const void *data, size_t length, uint8_t *digest);

void thistle_sha512_256_init(struct thistle_sha512_256_ctx *ctx);
void thistle_sha512_256_update(struct thistle_sha512_256_ctx *ctx,
                               const void *data, size_t length);
void thistle_sha512_256_digest(struct thistle_sha512_256_ctx *ctx,
                               uint8_t *digest);
void thistle_sha512_256(const void *data, size_t length, uint8_t *digest);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_SHA2_H */
