/* SPDX-License-Identifier: ISC */
/* thistle/hmac.h: HMAC (RFC 2104, FIPS 198-1) over every thistle hash.

   A key of any length is allowed, including 0 bytes; keys longer than the
   hash's block size are hashed first, as RFC 2104 says. The MAC is the full
   digest size of the hash (THISTLE_SHA256_DIGEST_SIZE etc.); a protocol that
   sends a truncated MAC compares the leftmost bytes, in constant time. */

#ifndef THISTLE_HMAC_H
#define THISTLE_HMAC_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/sha1.h>
#include <thistle/sha2.h>

#ifdef __cplusplus
extern "C" {
#endif

/* HMAC state: the hash states after the inner and the outer key block, kept
   so that each message under the same key costs no key processing, and the
   running state of the current message. Its fields are private. */
struct thistle_hmac_sha1_ctx {
  struct thistle_sha1_ctx outer, inner, state;
};
struct thistle_hmac_sha256_ctx {
  struct thistle_sha256_ctx outer, inner, state;
};
struct thistle_hmac_sha512_ctx {
  struct thistle_sha512_ctx outer, inner, state;
};

/* The truncated variants share their parent's state layout. */
#define thistle_hmac_sha224_ctx thistle_hmac_sha256_ctx
#define thistle_hmac_sha384_ctx thistle_hmac_sha512_ctx
#define thistle_hmac_sha512_224_ctx thistle_hmac_sha512_ctx
#define thistle_hmac_sha512_256_ctx thistle_hmac_sha512_ctx

/* For each hash X below:
   thistle_hmac_X_set_key(ctx, key, key_length) keys ctx and starts a message
     (key may be NULL when key_length is 0);
   thistle_hmac_X_update(ctx, data, length) absorbs length bytes at data (data
     may be NULL when length is 0);
   thistle_hmac_X_digest(ctx, mac) writes THISTLE_X_DIGEST_SIZE bytes of MAC,
     then starts a new message under the same key;
   thistle_hmac_X(key, key_length, data, length, mac) computes one MAC at once. */

void thistle_hmac_sha1_set_key(struct thistle_hmac_sha1_ctx *ctx,
                               const void *key, size_t key_length);
void thistle_hmac_sha1_update(struct thistle_hmac_sha1_ctx *ctx,
                              const void *data, size_t length);
void thistle_hmac_sha1_digest(struct thistle_hmac_sha1_ctx *ctx, uint8_t *mac);
void thistle_hmac_sha1(const void *key, size_t key_length,
                       const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha224_set_key(struct thistle_hmac_sha224_ctx *ctx,
                                 const void *key, size_t key_length);
void thistle_hmac_sha224_update(struct thistle_hmac_sha224_ctx *ctx,
                                const void *data, size_t length);
void thistle_hmac_sha224_digest(struct thistle_hmac_sha224_ctx *ctx,
                                uint8_t *mac);
void thistle_hmac_sha224(const void *key, size_t key_length,
                         const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha256_set_key(struct thistle_hmac_sha256_ctx *ctx,
                                 const void *key, size_t key_length);
void thistle_hmac_sha256_update(struct thistle_hmac_sha256_ctx *ctx,
                                const void *data, size_t length);
void thistle_hmac_sha256_digest(struct thistle_hmac_sha256_ctx *ctx,
                                uint8_t *mac);
void thistle_hmac_sha256(const void *key, size_t key_length,
                         const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha384_set_key(struct thistle_hmac_sha384_ctx *ctx,
                                 const void *key, size_t key_length);
void thistle_hmac_sha384_update(struct thistle_hmac_sha384_ctx *ctx,
                                const void *data, size_t length);
void thistle_hmac_sha384_digest(struct thistle_hmac_sha384_ctx *ctx,
                                uint8_t *mac);
void thistle_hmac_sha384(const void *key, size_t key_length,
                         const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha512_set_key(struct thistle_hmac_sha512_ctx *ctx,
                                 const void *key, size_t key_length);
void thistle_hmac_sha512_update(struct thistle_hmac_sha512_ctx *ctx,
                                const void *data, size_t length);
void thistle_hmac_sha512_digest(struct thistle_hmac_sha512_ctx *ctx,
                                uint8_t *mac);
void thistle_hmac_sha512(const void *key, size_t key_length,
                         const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha512_224_set_key(struct thistle_hmac_sha512_224_ctx *ctx,
                                     const void *key, size_t key_length);
void thistle_hmac_sha512_224_update(struct thistle_hmac_sha512_224_ctx *ctx,
                                    const void *data, size_t length);
void thistle_hmac_sha512_224_digest(struct thistle_hmac_sha512_224_ctx *ctx,
                                    uint8_t *mac);
void thistle_hmac_sha512_224(const void *key, size_t key_length,
                             const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha512_256_set_key(struct thistle_hmac_sha512_256_ctx *ctx,
                                     const void *key, size_t key_length);
void thistle_hmac_sha512_256_update(struct thistle_hmac_sha512_256_ctx *ctx,
                                    const void *data, size_t length);
void thistle_hmac_sha512_256_digest(struct thistle_hmac_sha512_256_ctx *ctx,
                                    uint8_t *mac);
void thistle_hmac_sha512_256(const void *key, size_t key_length,
                             const void *data, size_t length, uint8_t *mac);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_HMAC_H */
