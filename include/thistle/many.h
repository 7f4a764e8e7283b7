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
   many messages to interleave, and hashes a lone message the usual way. */

#ifndef THISTLE_MANY_H
#define THISTLE_MANY_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/sha1.h>
#include <thistle/sha2.h>

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

#ifdef __cplusplus
}
#endif

#endif /* THISTLE_MANY_H */
