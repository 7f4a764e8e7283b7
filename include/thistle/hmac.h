/* SPDX-License-Identifier: ISC */
/* thistle/hmac.h: HMAC (RFC 2104, FIPS 198-1) over every thistle hash.

   A key of any length is allowed, including 0 bytes; keys longer than the
   hash's block size are hashed first, as RFC 2104 says. The MAC is the full
   digest size of the hash (THISTLE_SHA256_DIGEST_SIZE etc.); a protocol that
   sends a truncated MAC checks it with thistle_hmac_X_verify, which compares
   the leftmost bytes in constant time.

   The context holds the key's inner and outer hash states, with which
   anyone computes MACs under the key: wipe it (thistle_wipe) when done.
   Before they return, these functions zero the padded key block they
   keep on the stack, the stack the compression functions used, and the
   registers in which the library's code held key material (the key, the
   key blocks, the hash states); thistle_hmac_X also wipes the context it
   keeps on the stack, and thistle_hmac_X_verify the MAC it compares.
   Message bytes may stay in registers, and the caller's key, data and
   MAC buffers are left as they are.

   No branch or memory address in these functions, or in the compression
   functions under them, depends on the bytes of the key, the message or
   the tag: the time depends only on their lengths. */

#ifndef THISTLE_HMAC_H
#define THISTLE_HMAC_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/error.h>
#include <thistle/sha1.h>
#include <thistle/sha2.h>
#include <thistle/sha3.h>

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

/* HMAC over SHA-3 (FIPS 202's SHA3-X as H, its rate as the block size,
   as NIST's HMAC-SHA3 does). KMAC (thistle/sha3.h) is SHA-3's own MAC. */
struct thistle_hmac_sha3_224_ctx {
  struct thistle_sha3_224_ctx outer, inner, state;
};
struct thistle_hmac_sha3_256_ctx {
  struct thistle_sha3_256_ctx outer, inner, state;
};
struct thistle_hmac_sha3_384_ctx {
  struct thistle_sha3_384_ctx outer, inner, state;
};
struct thistle_hmac_sha3_512_ctx {
  struct thistle_sha3_512_ctx outer, inner, state;
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
   thistle_hmac_X_verify(ctx, tag, tag_length) finishes the message like
     thistle_hmac_X_digest and compares its MAC's leftmost tag_length bytes
     with tag in a time that depends on tag_length only; it returns
     THISTLE_OK (0) if they are equal, THISTLE_ERROR_BAD_TAG if not, and
     THISTLE_ERROR_TAG_LENGTH, without comparing, if tag_length is below
     THISTLE_HMAC_X_MIN_TAG_SIZE or above THISTLE_X_DIGEST_SIZE. Either way
     ctx then starts a new message under the same key;
   thistle_hmac_X(key, key_length, data, length, mac) computes one MAC at once.

   The minimum tag is half the MAC and never under 10 bytes (80 bits), as
   RFC 2104, section 5, and FIPS 198-1 / SP 800-107 advise: a shorter tag
   is too easy to guess. */
#define THISTLE_HMAC_SHA1_MIN_TAG_SIZE 10
#define THISTLE_HMAC_SHA224_MIN_TAG_SIZE 14
#define THISTLE_HMAC_SHA256_MIN_TAG_SIZE 16
#define THISTLE_HMAC_SHA384_MIN_TAG_SIZE 24
#define THISTLE_HMAC_SHA512_MIN_TAG_SIZE 32
#define THISTLE_HMAC_SHA512_224_MIN_TAG_SIZE 14
#define THISTLE_HMAC_SHA512_256_MIN_TAG_SIZE 16
#define THISTLE_HMAC_SHA3_224_MIN_TAG_SIZE 14
#define THISTLE_HMAC_SHA3_256_MIN_TAG_SIZE 16
#define THISTLE_HMAC_SHA3_384_MIN_TAG_SIZE 24
#define THISTLE_HMAC_SHA3_512_MIN_TAG_SIZE 32

void thistle_hmac_sha1_set_key(struct thistle_hmac_sha1_ctx *ctx,
                               const void *key, size_t key_length);
void thistle_hmac_sha1_update(struct thistle_hmac_sha1_ctx *ctx,
                              const void *data, size_t length);
void thistle_hmac_sha1_digest(struct thistle_hmac_sha1_ctx *ctx, uint8_t *mac);
int thistle_hmac_sha1_verify(struct thistle_hmac_sha1_ctx *ctx,
                             const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha1(const void *key, size_t key_length,
                       const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha224_set_key(struct thistle_hmac_sha224_ctx *ctx,
                                 const void *key, size_t key_length);
void thistle_hmac_sha224_update(struct thistle_hmac_sha224_ctx *ctx,
                                const void *data, size_t length);
void thistle_hmac_sha224_digest(struct thistle_hmac_sha224_ctx *ctx,
                                uint8_t *mac);
int thistle_hmac_sha224_verify(struct thistle_hmac_sha224_ctx *ctx,
                               const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha224(const void *key, size_t key_length,
                         const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha256_set_key(struct thistle_hmac_sha256_ctx *ctx,
                                 const void *key, size_t key_length);
void thistle_hmac_sha256_update(struct thistle_hmac_sha256_ctx *ctx,
                                const void *data, size_t length);
void thistle_hmac_sha256_digest(struct thistle_hmac_sha256_ctx *ctx,
                                uint8_t *mac);
int thistle_hmac_sha256_verify(struct thistle_hmac_sha256_ctx *ctx,
                               const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha256(const void *key, size_t key_length,
                         const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha384_set_key(struct thistle_hmac_sha384_ctx *ctx,
                                 const void *key, size_t key_length);
void thistle_hmac_sha384_update(struct thistle_hmac_sha384_ctx *ctx,
                                const void *data, size_t length);
void thistle_hmac_sha384_digest(struct thistle_hmac_sha384_ctx *ctx,
                                uint8_t *mac);
int thistle_hmac_sha384_verify(struct thistle_hmac_sha384_ctx *ctx,
                               const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha384(const void *key, size_t key_length,
                         const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha512_set_key(struct thistle_hmac_sha512_ctx *ctx,
                                 const void *key, size_t key_length);
void thistle_hmac_sha512_update(struct thistle_hmac_sha512_ctx *ctx,
                                const void *data, size_t length);
void thistle_hmac_sha512_digest(struct thistle_hmac_sha512_ctx *ctx,
                                uint8_t *mac);
int thistle_hmac_sha512_verify(struct thistle_hmac_sha512_ctx *ctx,
                               const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha512(const void *key, size_t key_length,
                         const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha512_224_set_key(struct thistle_hmac_sha512_224_ctx *ctx,
                                     const void *key, size_t key_length);
void thistle_hmac_sha512_224_update(struct thistle_hmac_sha512_224_ctx *ctx,
                                    const void *data, size_t length);
void thistle_hmac_sha512_224_digest(struct thistle_hmac_sha512_224_ctx *ctx,
                                    uint8_t *mac);
int thistle_hmac_sha512_224_verify(struct thistle_hmac_sha512_224_ctx *ctx,
                                   const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha512_224(const void *key, size_t key_length,
                             const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha512_256_set_key(struct thistle_hmac_sha512_256_ctx *ctx,
                                     const void *key, size_t key_length);
void thistle_hmac_sha512_256_update(struct thistle_hmac_sha512_256_ctx *ctx,
                                    const void *data, size_t length);
void thistle_hmac_sha512_256_digest(struct thistle_hmac_sha512_256_ctx *ctx,
                                    uint8_t *mac);
int thistle_hmac_sha512_256_verify(struct thistle_hmac_sha512_256_ctx *ctx,
                                   const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha512_256(const void *key, size_t key_length,
                             const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha3_224_set_key(struct thistle_hmac_sha3_224_ctx *ctx,
                                   const void *key, size_t key_length);
void thistle_hmac_sha3_224_update(struct thistle_hmac_sha3_224_ctx *ctx,
                                  const void *data, size_t length);
void thistle_hmac_sha3_224_digest(struct thistle_hmac_sha3_224_ctx *ctx,
                                  uint8_t *mac);
int thistle_hmac_sha3_224_verify(struct thistle_hmac_sha3_224_ctx *ctx,
                                 const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha3_224(const void *key, size_t key_length,
                           const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha3_256_set_key(struct thistle_hmac_sha3_256_ctx *ctx,
                                   const void *key, size_t key_length);
void thistle_hmac_sha3_256_update(struct thistle_hmac_sha3_256_ctx *ctx,
                                  const void *data, size_t length);
void thistle_hmac_sha3_256_digest(struct thistle_hmac_sha3_256_ctx *ctx,
                                  uint8_t *mac);
int thistle_hmac_sha3_256_verify(struct thistle_hmac_sha3_256_ctx *ctx,
                                 const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha3_256(const void *key, size_t key_length,
                           const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha3_384_set_key(struct thistle_hmac_sha3_384_ctx *ctx,
                                   const void *key, size_t key_length);
void thistle_hmac_sha3_384_update(struct thistle_hmac_sha3_384_ctx *ctx,
                                  const void *data, size_t length);
void thistle_hmac_sha3_384_digest(struct thistle_hmac_sha3_384_ctx *ctx,
                                  uint8_t *mac);
int thistle_hmac_sha3_384_verify(struct thistle_hmac_sha3_384_ctx *ctx,
                                 const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha3_384(const void *key, size_t key_length,
                           const void *data, size_t length, uint8_t *mac);

void thistle_hmac_sha3_512_set_key(struct thistle_hmac_sha3_512_ctx *ctx,
                                   const void *key, size_t key_length);
void thistle_hmac_sha3_512_update(struct thistle_hmac_sha3_512_ctx *ctx,
                                  const void *data, size_t length);
void thistle_hmac_sha3_512_digest(struct thistle_hmac_sha3_512_ctx *ctx,
                                  uint8_t *mac);
int thistle_hmac_sha3_512_verify(struct thistle_hmac_sha3_512_ctx *ctx,
                                 const uint8_t *tag, size_t tag_length);
void thistle_hmac_sha3_512(const void *key, size_t key_length,
                           const void *data, size_t length, uint8_t *mac);

/* HMAC over an algorithm chosen at run time: h is an entry of
   thistle_hashes (thistle/hash.h), as thistle_hash_lookup returns it.
   The functions are the typed ones above, with the same arguments after
   h and the same results, called through one pointer; the MAC is
   h->digest_size bytes and the minimum tag that of the typed verify.
   struct thistle_hmac_ctx holds the context of any algorithm; its fields
   are private.

   thistle_hmac_set_key(ctx, h, key, key_length) and thistle_hmac(h, key,
     key_length, data, length, mac) return THISTLE_OK, or
     THISTLE_ERROR_HASH if h is NULL or not in thistle_hashes (writing no
     MAC); a context whose set_key failed ignores updates and its digest
     and verify return THISTLE_ERROR_HASH;
   thistle_hmac_update(ctx, data, length) is the typed update;
   thistle_hmac_digest(ctx, mac) is the typed digest, returning THISTLE_OK;
   thistle_hmac_verify(ctx, tag, tag_length) is the typed verify.
   Like a typed context, ctx holds key material: wipe it (thistle_wipe)
   when done. */
struct thistle_hash;
struct thistle_hmac_ctx {
  const void *ops;
  union {
    struct thistle_hmac_sha1_ctx sha1;
    struct thistle_hmac_sha256_ctx sha256;
    struct thistle_hmac_sha512_ctx sha512;
    struct thistle_hmac_sha3_224_ctx sha3_224;
    struct thistle_hmac_sha3_256_ctx sha3_256;
    struct thistle_hmac_sha3_384_ctx sha3_384;
    struct thistle_hmac_sha3_512_ctx sha3_512;
  } u;
};

int thistle_hmac_set_key(struct thistle_hmac_ctx *ctx,
                         const struct thistle_hash *h, const void *key,
                         size_t key_length);
void thistle_hmac_update(struct thistle_hmac_ctx *ctx, const void *data,
                         size_t length);
int thistle_hmac_digest(struct thistle_hmac_ctx *ctx, uint8_t *mac);
int thistle_hmac_verify(struct thistle_hmac_ctx *ctx, const uint8_t *tag,
                        size_t tag_length);
int thistle_hmac(const struct thistle_hash *h, const void *key,
                 size_t key_length, const void *data, size_t length,
                 uint8_t *mac);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_HMAC_H */
