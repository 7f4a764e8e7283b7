/* SPDX-License-Identifier: ISC */
/* thistle/sha3.h: the SHA-3 family (FIPS 202): SHA3-224, SHA3-256,
   SHA3-384 and SHA3-512, the extendable-output functions SHAKE128 and
   SHAKE256, and NIST SP 800-185's cSHAKE128, cSHAKE256, KMAC128 and
   KMAC256 (with their XOF forms). HMAC over SHA-3 is in thistle/hmac.h.

   All of them are sponges over Keccak-f[1600]: unlike SHA-2 they are not
   open to length extension, and KMAC is a MAC by itself, with no need for
   HMAC's two passes.

   Lengths are in bytes, any size_t is allowed (the standards' limits are
   beyond any program's reach); data may be NULL when its length is 0. */

#ifndef THISTLE_SHA3_H
#define THISTLE_SHA3_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/error.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The block size of a sponge is its rate: 200 bytes less twice the
   security strength (FIPS 202, 6.1 and 6.2). */
#define THISTLE_SHA3_224_DIGEST_SIZE 28
#define THISTLE_SHA3_224_BLOCK_SIZE 144
#define THISTLE_SHA3_256_DIGEST_SIZE 32
#define THISTLE_SHA3_256_BLOCK_SIZE 136
#define THISTLE_SHA3_384_DIGEST_SIZE 48
#define THISTLE_SHA3_384_BLOCK_SIZE 104
#define THISTLE_SHA3_512_DIGEST_SIZE 64
#define THISTLE_SHA3_512_BLOCK_SIZE 72
#define THISTLE_SHAKE128_BLOCK_SIZE 168
#define THISTLE_SHAKE256_BLOCK_SIZE 136

/* Hashing states. Plain structs: put them on the stack or anywhere, and
   copy them to fork a computation. Their fields are private. */
#define THISTLE_SHA3_CTX(name, rate)                                        \
  struct thistle_##name##_ctx {                                             \
    uint64_t state[25];                     /* the Keccak lanes */          \
    unsigned index;                         /* bytes waiting in block */    \
    uint8_t block[rate];                                                    \
  }
THISTLE_SHA3_CTX(sha3_224, THISTLE_SHA3_224_BLOCK_SIZE);
THISTLE_SHA3_CTX(sha3_256, THISTLE_SHA3_256_BLOCK_SIZE);
THISTLE_SHA3_CTX(sha3_384, THISTLE_SHA3_384_BLOCK_SIZE);
THISTLE_SHA3_CTX(sha3_512, THISTLE_SHA3_512_BLOCK_SIZE);
#undef THISTLE_SHA3_CTX

/* For each X of sha3_224, sha3_256, sha3_384 and sha3_512:
   thistle_X_init(ctx) starts a new message in ctx;
   thistle_X_update(ctx, data, length) absorbs length bytes at data;
   thistle_X_digest(ctx, digest) writes THISTLE_X_DIGEST_SIZE bytes of digest,
     then re-initialises ctx for a new message;
   thistle_X(data, length, digest) hashes one whole message at once. */

void thistle_sha3_224_init(struct thistle_sha3_224_ctx *ctx);
void thistle_sha3_224_update(struct thistle_sha3_224_ctx *ctx,
                             const void *data, size_t length);
void thistle_sha3_224_digest(struct thistle_sha3_224_ctx *ctx,
                             uint8_t *digest);
void thistle_sha3_224(const void *data, size_t length, uint8_t *digest);

void thistle_sha3_256_init(struct thistle_sha3_256_ctx *ctx);
void thistle_sha3_256_update(struct thistle_sha3_256_ctx *ctx,
                             const void *data, size_t length);
void thistle_sha3_256_digest(struct thistle_sha3_256_ctx *ctx,
                             uint8_t *digest);
void thistle_sha3_256(const void *data, size_t length, uint8_t *digest);

void thistle_sha3_384_init(struct thistle_sha3_384_ctx *ctx);
void thistle_sha3_384_update(struct thistle_sha3_384_ctx *ctx,
                             const void *data, size_t length);
void thistle_sha3_384_digest(struct thistle_sha3_384_ctx *ctx,
                             uint8_t *digest);
void thistle_sha3_384(const void *data, size_t length, uint8_t *digest);

void thistle_sha3_512_init(struct thistle_sha3_512_ctx *ctx);
void thistle_sha3_512_update(struct thistle_sha3_512_ctx *ctx,
                             const void *data, size_t length);
void thistle_sha3_512_digest(struct thistle_sha3_512_ctx *ctx,
                             uint8_t *digest);
void thistle_sha3_512(const void *data, size_t length, uint8_t *digest);

/* The state of SHAKE128 or SHAKE256, and of cSHAKE over them: absorbing
   until the first squeeze, squeezing from then on. Its fields are
   private. */
#define THISTLE_SHAKE_CTX(name, rate)                                       \
  struct thistle_##name##_ctx {                                             \
    uint64_t state[25];                     /* the Keccak lanes */          \
    unsigned index;         /* bytes waiting in block, or given of it */    \
    uint8_t suffix;         /* the domain bits and the padding's first */   \
    uint8_t squeezing;      /* whether block holds output */                \
    uint8_t block[rate];                                                    \
  }
THISTLE_SHAKE_CTX(shake128, THISTLE_SHAKE128_BLOCK_SIZE);
THISTLE_SHAKE_CTX(shake256, THISTLE_SHAKE256_BLOCK_SIZE);
#undef THISTLE_SHAKE_CTX

/* For each X of shake128 and shake256:
   thistle_X_init(ctx) starts a new message in ctx;
   thistle_X_update(ctx, data, length) absorbs length bytes at data and
     returns THISTLE_OK, or, once ctx is squeezing, absorbs nothing, leaves
     ctx as it was (its output stream can go on) and returns
     THISTLE_ERROR_SQUEEZING: the message ended at the first squeeze, so
     there is no way to add to it (start a new one with thistle_X_init);
   thistle_X_squeeze(ctx, out, length) ends the message if it has not
     ended yet (even when length is 0), then writes the next length bytes
     of its output: calls of any lengths continue one stream, so two
     squeezes of 10 and 22 bytes give the 32 bytes one squeeze of 32
     would;
   thistle_X(data, length, out, out_length) writes out_length bytes of the
     output of one whole message. */

void thistle_shake128_init(struct thistle_shake128_ctx *ctx);
int thistle_shake128_update(struct thistle_shake128_ctx *ctx,
                            const void *data, size_t length);
void thistle_shake128_squeeze(struct thistle_shake128_ctx *ctx,
                              uint8_t *out, size_t length);
void thistle_shake128(const void *data, size_t length,
                      uint8_t *out, size_t out_length);

void thistle_shake256_init(struct thistle_shake256_ctx *ctx);
int thistle_shake256_update(struct thistle_shake256_ctx *ctx,
                            const void *data, size_t length);
void thistle_shake256_squeeze(struct thistle_shake256_ctx *ctx,
                              uint8_t *out, size_t length);
void thistle_shake256(const void *data, size_t length,
                      uint8_t *out, size_t out_length);

/* cSHAKE (SP 800-185, 3): SHAKE customised by a function name (name,
   name_length bytes; NIST's own functions only, "" for others) and a
   customization string (custom, custom_length bytes). With both empty it
   is SHAKE. A cSHAKE context is a SHAKE context:
   thistle_cshakeN_init(ctx, name, name_length, custom, custom_length)
     starts a message in it, which thistle_shakeN_update and
     thistle_shakeN_squeeze then take;
   thistle_cshakeN(name, name_length, custom, custom_length, data, length,
     out, out_length) writes out_length bytes of one whole message's
     output. */

void thistle_cshake128_init(struct thistle_shake128_ctx *ctx,
                            const void *name, size_t name_length,
                            const void *custom, size_t custom_length);
void thistle_cshake128(const void *name, size_t name_length,
                       const void *custom, size_t custom_length,
                       const void *data, size_t length,
                       uint8_t *out, size_t out_length);
void thistle_cshake256_init(struct thistle_shake256_ctx *ctx,
                            const void *name, size_t name_length,
                            const void *custom, size_t custom_length);
void thistle_cshake256(const void *name, size_t name_length,
                       const void *custom, size_t custom_length,
                       const void *data, size_t length,
                       uint8_t *out, size_t out_length);

/* KMAC (SP 800-185, 4): a MAC of any output length from a key of any
   length and a customization string. The output length is part of what is
   MACed, so a shorter MAC is not a prefix of a longer one; KMACXOF's is
   not (it is for outputs whose length is not known in advance). The state
   after the key is kept, so each message under the same key costs no key
   processing. Its fields are private; the context holds key material
   (wipe it with thistle_wipe when done). Before they return, the KMAC
   functions zero the stack they used and the registers in which the
   library's code held key material (the key, the keyed state);
   thistle_kmacN also wipes the context it keeps on the stack. Message and
   output bytes may stay in registers, and the caller's buffers are left
   as they are. No branch or memory address depends on the bytes of the
   key or the message, only on the lengths. */
struct thistle_kmac128_ctx {
  struct thistle_shake128_ctx keyed, state;
};
struct thistle_kmac256_ctx {
  struct thistle_shake256_ctx keyed, state;
};

/* For each N of 128 and 256:
   thistle_kmacN_init(ctx, key, key_length, custom, custom_length) keys ctx
     and starts a message;
   thistle_kmacN_update(ctx, data, length) absorbs length bytes at data;
   thistle_kmacN_digest(ctx, mac, mac_length) writes the mac_length-byte
     KMAC of the message, then starts a new message under the same key;
   thistle_kmacxofN_digest(ctx, out, out_length) writes the first
     out_length bytes of KMACXOF's output for the message, then starts a
     new message under the same key;
   thistle_kmacN(key, key_length, custom, custom_length, data, length, mac,
     mac_length) computes one KMAC at once. */

void thistle_kmac128_init(struct thistle_kmac128_ctx *ctx,
                          const void *key, size_t key_length,
                          const void *custom, size_t custom_length);
void thistle_kmac128_update(struct thistle_kmac128_ctx *ctx,
                            const void *data, size_t length);
void thistle_kmac128_digest(struct thistle_kmac128_ctx *ctx,
                            uint8_t *mac, size_t mac_length);
void thistle_kmacxof128_digest(struct thistle_kmac128_ctx *ctx,
                               uint8_t *out, size_t out_length);
void thistle_kmac128(const void *key, size_t key_length,
                     const void *custom, size_t custom_length,
                     const void *data, size_t length,
                     uint8_t *mac, size_t mac_length);

void thistle_kmac256_init(struct thistle_kmac256_ctx *ctx,
                          const void *key, size_t key_length,
                          const void *custom, size_t custom_length);
void thistle_kmac256_update(struct thistle_kmac256_ctx *ctx,
                            const void *data, size_t length);
void thistle_kmac256_digest(struct thistle_kmac256_ctx *ctx,
                            uint8_t *mac, size_t mac_length);
void thistle_kmacxof256_digest(struct thistle_kmac256_ctx *ctx,
                               uint8_t *out, size_t out_length);
void thistle_kmac256(const void *key, size_t key_length,
                     const void *custom, size_t custom_length,
                     const void *data, size_t length,
                     uint8_t *mac, size_t mac_length);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_SHA3_H */
