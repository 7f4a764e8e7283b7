/* SPDX-License-Identifier: ISC */
/* hash-internal.h: what the library's own generic code needs of every
   algorithm: the largest digest, and each algorithm's finish without a
   restart and update of a secret, for HMAC. */

#ifndef THISTLE_HASH_INTERNAL_H
#define THISTLE_HASH_INTERNAL_H

#include "thistle/hash.h"
#include "thistle/sha1.h"
#include "thistle/sha2.h"
#include "thistle/sha3.h"
#include "compress.h"

/* The largest digest of any algorithm, for stack buffers (the largest
   block is compress.h's). */
#define THISTLE_MAX_DIGEST_SIZE 64

/* Like thistle_<name>_digest, but leaves ctx finished rather than started
   again: its block all zeros, its state the final one. HMAC copies a keyed
   state over it at once (md-internal.h defines these). */
typedef void thistle_sha1_finish_func(struct thistle_sha1_ctx *ctx,
                                      uint8_t *digest);
typedef void thistle_sha256_finish_func(struct thistle_sha256_ctx *ctx,
                                        uint8_t *digest);
typedef void thistle_sha512_finish_func(struct thistle_sha512_ctx *ctx,
                                        uint8_t *digest);
thistle_sha1_finish_func _thistle_sha1_finish THISTLE_INTERNAL;
thistle_sha256_finish_func _thistle_sha224_finish THISTLE_INTERNAL;
thistle_sha256_finish_func _thistle_sha256_finish THISTLE_INTERNAL;
thistle_sha512_finish_func _thistle_sha384_finish THISTLE_INTERNAL;
thistle_sha512_finish_func _thistle_sha512_finish THISTLE_INTERNAL;
thistle_sha512_finish_func _thistle_sha512_224_finish THISTLE_INTERNAL;
thistle_sha512_finish_func _thistle_sha512_256_finish THISTLE_INTERNAL;
/* The same for SHA-3 (sha3.c): the final state, the block wiped. */
void _thistle_sha3_224_finish(struct thistle_sha3_224_ctx *ctx,
                              uint8_t *digest) THISTLE_INTERNAL;
void _thistle_sha3_256_finish(struct thistle_sha3_256_ctx *ctx,
                              uint8_t *digest) THISTLE_INTERNAL;
void _thistle_sha3_384_finish(struct thistle_sha3_384_ctx *ctx,
                              uint8_t *digest) THISTLE_INTERNAL;
void _thistle_sha3_512_finish(struct thistle_sha3_512_ctx *ctx,
                              uint8_t *digest) THISTLE_INTERNAL;

/* Like thistle_<name>_update, for a secret (HMAC's long key): copies of
   it only in the registers wipe_registers clears (wipe-internal.h). The
   SHA-1 and SHA-2 updates are that already (md-internal.h copies by
   copy_inline); SHA-3's (sha3.c) absorbs by sponge_absorb_secret. */
#define _thistle_sha1_update_secret thistle_sha1_update
#define _thistle_sha224_update_secret thistle_sha224_update
#define _thistle_sha256_update_secret thistle_sha256_update
#define _thistle_sha384_update_secret thistle_sha384_update
#define _thistle_sha512_update_secret thistle_sha512_update
#define _thistle_sha512_224_update_secret thistle_sha512_224_update
#define _thistle_sha512_256_update_secret thistle_sha512_256_update
void _thistle_sha3_224_update_secret(struct thistle_sha3_224_ctx *ctx,
                                     const void *data, size_t length)
  THISTLE_INTERNAL;
void _thistle_sha3_256_update_secret(struct thistle_sha3_256_ctx *ctx,
                                     const void *data, size_t length)
  THISTLE_INTERNAL;
void _thistle_sha3_384_update_secret(struct thistle_sha3_384_ctx *ctx,
                                     const void *data, size_t length)
  THISTLE_INTERNAL;
void _thistle_sha3_512_update_secret(struct thistle_sha3_512_ctx *ctx,
                                     const void *data, size_t length)
  THISTLE_INTERNAL;

#endif /* THISTLE_HASH_INTERNAL_H */
