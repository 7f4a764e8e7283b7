/* SPDX-License-Identifier: ISC */
/* examples/rsa-pkcs1.h: RSASSA-PKCS1-v1_5 signature verification
   (RFC 8017 8.2.2). */

#ifndef THISTLE_EXAMPLES_RSA_PKCS1_H
#define THISTLE_EXAMPLES_RSA_PKCS1_H

#include <stddef.h>
#include <stdint.h>

#include <thistle/hash.h>

#include "rsa-key.h"

/* The DER encoding of a DigestInfo up to the digest itself. */
struct rsa_pkcs1_digest_info {
  const char *hash_name;      /* thistle's canonical name */
  size_t prefix_length;
  const uint8_t *prefix;
};

/* Returns the DigestInfo prefix of a hash, or NULL if PKCS #1 names none. */
const struct rsa_pkcs1_digest_info *
rsa_pkcs1_find_digest_info(const struct thistle_hash *hash);

/* Returns 1 if signature (key->size bytes) is a valid RSASSA-PKCS1-v1_5
   signature by key of the message whose hash is digest (info's hash), 0 if
   not. The whole encoded message is rebuilt from digest and compared,
   never parsed. */
int rsa_pkcs1_verify(const struct rsa_public_key *key,
                     const struct rsa_pkcs1_digest_info *info,
                     const uint8_t *digest, size_t digest_length,
                     const uint8_t *signature);

#endif /* THISTLE_EXAMPLES_RSA_PKCS1_H */
