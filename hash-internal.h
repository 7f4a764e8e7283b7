/* SPDX-License-Identifier: ISC */
/* hash-internal.h: the algorithm table's entries, for the library's own
   generic code (HMAC). */

#ifndef THISTLE_HASH_INTERNAL_H
#define THISTLE_HASH_INTERNAL_H

#include "thistle/hash.h"
#include "compress.h"

/* The largest digest of any algorithm, for stack buffers (the largest
   block is compress.h's). */
#define THISTLE_MAX_DIGEST_SIZE 64

extern const struct thistle_hash _thistle_sha1_hash THISTLE_INTERNAL;
extern const struct thistle_hash _thistle_sha224_hash THISTLE_INTERNAL;
extern const struct thistle_hash _thistle_sha256_hash THISTLE_INTERNAL;
extern const struct thistle_hash _thistle_sha384_hash THISTLE_INTERNAL;
extern const struct thistle_hash _thistle_sha512_hash THISTLE_INTERNAL;
extern const struct thistle_hash _thistle_sha512_224_hash THISTLE_INTERNAL;
extern const struct thistle_hash _thistle_sha512_256_hash THISTLE_INTERNAL;

#endif /* THISTLE_HASH_INTERNAL_H */
