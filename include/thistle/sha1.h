/* SPDX-License-Identifier: ISC */
/* thistle/sha1.h: SHA-1 (FIPS 180-4).

   SHA-1 is broken for collision resistance (SHAttered, 2017): use it only
   where a protocol or file format requires it. */

#ifndef THISTLE_SHA1_H
#define THISTLE_SHA1_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define THISTLE_SHA1_DIGEST_SIZE 20
#define THISTLE_SHA1_BLOCK_SIZE 64

/* Hashing state. A plain struct: put it on the stack or anywhere, and copy
   it to fork a computation. Its fields are private to the library. */
struct thistle_sha1_ctx {
  uint32_t state[5];
  uint64_t count;                         /* whole blocks compressed */
  unsigned index;                         /* bytes waiting in block */
  uint8_t block[THISTLE_SHA1_BLOCK_SIZE];
};

/* Starts a new message in ctx. */
void thistle_sha1_init(struct thistle_sha1_ctx *ctx);

/* Absorbs length bytes at data into ctx; data may be NULL when length is 0. */
void thistle_sha1_update(struct thistle_sha1_ctx *ctx,
                         const void *data, size_t length);

/* Writes the THISTLE_SHA1_DIGEST_SIZE-byte digest of the message absorbed so
   far to digest, then re-initialises ctx for a new message. */
void thistle_sha1_digest(struct thistle_sha1_ctx *ctx, uint8_t *digest);

/* Writes the THISTLE_SHA1_DIGEST_SIZE-byte digest of the length bytes at data
   to digest. */
void thistle_sha1(const void *data, size_t length, uint8_t *digest);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_SHA1_H */
