/* SPDX-License-Identifier: ISC */
/* thistle/many.h: many independent messages hashed at once.

   One message cannot go faster than the latency chain of its compression
   function allows; several messages interleaved on one core fill the
   execution slots that chain leaves idle. Merkle trees, content-addressed
   stores, deduplication and hash-based signatures hash many independent
   messages and gain most.

   For each algorithm X below, thistle_X_many(prefix, n, data, length,
   digests) hashes the n messages data[i] of length[i] bytes (any lengths,
   equal or not; data[i] may be NULL where length[i] is 0) and writes their
   n digests back to back, THISTLE_X_DIGEST_SIZE bytes each, at digests.
   prefix is NULL, or a context that has absorbed a prefix common to every
   message (a salt, a domain-separation byte) with thistle_X_init and
   thistle_X_update; it is only read. The digests are exactly those of n
   one-shot calls thistle_X(prefix bytes || data[i], ...). n = 0 does
   nothing. The digests must not overlap any message: some are written
   while other messages are still being read. The library chooses how
   many messages to interleave, and hashes a lone message the usual way.

   The SHA-3 functions are the same for X of sha3_224, sha3_256, sha3_384
   and sha3_512. For the extendable-output functions,
   thistle_shakeN_many(prefix, n, data, length, out, out_length) (N 128 or
   256) writes out_length bytes of each message's output back to back at
   out, message i's at out + i * out_length: what n calls of
   thistle_shakeN_squeeze(ctx, ..., out_length) on copies of prefix that
   absorbed data[i] would write. prefix may be a cSHAKE context
   (thistle_cshakeN_init); it must not have squeezed: then nothing is
   written and the result is THISTLE_ERROR_SQUEEZING, otherwise THISTLE_OK.
   Post-quantum schemes expand a seed so: the seed in prefix, a two-byte
   index per message. */

#ifndef THISTLE_MANY_H
#define THISTLE_MANY_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/sha1.h>
#include <thistle/sha2.h>
#include <thistle/sha3.h>

#ifdef __cplusplus
extern "C" {
#endif

void thistle_sha1_many(const struct thistle_sha1_ctx *prefix, size_t n,
                       const void *const data[], const size_t length[],
                       uint8_t *digests);
void thistle_sha224_many(const struct thistle_sha224_ctx *prefix, size_t n,
                         const void *const data[], const size_t length[],
                         uint8_t *digests);
void thistle_sha256_many(const struct thistle_sha256_ctx *prefix, size_t n,
                         const void *const data[], const size_t length[],
                         uint8_t *digests);
void thistle_sha384_many(const struct thistle_sha384_ctx *prefix, size_t n,
                         const void *const data[], const size_t length[],
                         uint8_t *digests);
void thistle_sha512_many(const struct thistle_sha512_ctx *prefix, size_t n,
                         const void *const data[], const size_t length[],
                         uint8_t *digests);
void thistle_sha512_224_many(const struct thistle_sha512_224_ctx *prefix,
                             size_t n, const void *const data[],
                             const size_t length[], uint8_t *digests);
void thistle_sha512_256_many(const struct thistle_sha512_256_ctx *prefix,
                             size_t n, const void *const data[],
                             const size_t length[], uint8_t *digests);

void thistle_sha3_224_many(const struct thistle_sha3_224_ctx *prefix,
                           size_t n, const void *const data[],
                           const size_t length[], uint8_t *digests);
void thistle_sha3_256_many(const struct thistle_sha3_256_ctx *prefix,
                           size_t n, const void *const data[],
                           const size_t length[], uint8_t *digests);
void thistle_sha3_384_many(const struct thistle_sha3_384_ctx *prefix,
                           size_t n, const void *const data[],
                           const size_t length[], uint8_t *digests);
void thistle_sha3_512_many(const struct thistle_sha3_512_ctx *prefix,
                           size_t n, const void *const data[],
                           const size_t length[], uint8_t *digests);
int thistle_shake128_many(const struct thistle_shake128_ctx *prefix,
                          size_t n, const void *const data[],
                          const size_t length[], uint8_t *out,
                          size_t out_length);
int thistle_shake256_many(const struct thistle_shake256_ctx *prefix,
                          size_t n, const void *const data[],
                          const size_t length[], uint8_t *out,
                          size_t out_length);

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_MANY_H */
