/* SPDX-License-Identifier: ISC */
/* examples/rsa-pkcs1.c: RSASSA-PKCS1-v1_5 verification, RFC 8017 8.2.2.

   The signature is raised to e, and the k bytes that come out are compared
   with the encoded message EMSA-PKCS1-v1_5 (9.2) builds from the digest we
   computed ourselves:

       EM = 0x00 || 0x01 || 0xff ... 0xff || 0x00 || DigestInfo || H

   The recovered bytes are never parsed. A verifier that reads the
   DigestInfo out of them and stops at its end accepts, for e = 3, a
   signature whose cube starts with the right prefix and ends in garbage
   of the forger's choosing: such a number is easy to find with a cube
   root, no private key needed (Bleichenbacher, 2006). Rebuilding and
   comparing every byte leaves the garbage nowhere to hide. */

#include "config.h"

#include <string.h>

#include <thistle/memops.h>

#include "rsa-pkcs1.h"

/* The DER of DigestInfo { AlgorithmIdentifier { OID, NULL }, OCTET STRING
   header } for each hash, RFC 8017 9.2 note 1; the digest follows it. The
   SHA-2 OIDs are 2.16.840.1.101.3.4.2.n (NIST CSOR), SHA-1's 1.3.14.3.2.26. */
static const uint8_t sha1_prefix[] = {
  0x30, 0x21, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a,
  0x05, 0x00, 0x04, 0x14
};
/* The outer SEQUENCE holds 17 bytes (the AlgorithmIdentifier and the
   OCTET STRING header), then the digest. */
#define SHA2_PREFIX(n, digest_size) {                                   \
    0x30, 17 + digest_size, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48,   \
    0x01, 0x65, 0x03, 0x04, 0x02, n, 0x05, 0x00, 0x04, digest_size }
static const uint8_t sha224_prefix[] = SHA2_PREFIX(0x04, 28);
static const uint8_t sha256_prefix[] = SHA2_PREFIX(0x01, 32);
static const uint8_t sha384_prefix[] = SHA2_PREFIX(0x02, 48);
static const uint8_t sha512_prefix[] = SHA2_PREFIX(0x03, 64);
static const uint8_t sha512_224_prefix[] = SHA2_PREFIX(0x05, 28);
static const uint8_t sha512_256_prefix[] = SHA2_PREFIX(0x06, 32);

#define DIGEST_INFO(name) { #name, sizeof name##_prefix, name##_prefix }
static const struct rsa_pkcs1_digest_info digest_infos[] = {
  DIGEST_INFO(sha1), DIGEST_INFO(sha224), DIGEST_INFO(sha256),
  DIGEST_INFO(sha384), DIGEST_INFO(sha512), DIGEST_INFO(sha512_224),
  DIGEST_INFO(sha512_256)
};

const struct rsa_pkcs1_digest_info *
rsa_pkcs1_find_digest_info(const struct thistle_hash *hash)
{
  size_t i;
  for (i = 0; i < sizeof digest_infos / sizeof digest_infos[0]; i++)
    if (strcmp(digest_infos[i].hash_name, hash->name) == 0)
      return &digest_infos[i];
  return NULL;
}

/* EMSA-PKCS1-v1_5-ENCODE (9.2 steps 2 to 5) into em, k bytes; k has been
   checked to leave at least 8 bytes of 0xff. */
static void
encode(uint8_t *em, size_t k, const struct rsa_pkcs1_digest_info *info,
       const uint8_t *digest, size_t digest_length)
{
  size_t padding = k - 3 - info->prefix_length - digest_length;

  em[0] = 0x00;
  em[1] = 0x01;
  memset(em + 2, 0xff, padding);
  em[2 + padding] = 0x00;
  memcpy(em + 3 + padding, info->prefix, info->prefix_length);
  memcpy(em + 3 + padding + info->prefix_length, digest, digest_length);
}

int
rsa_pkcs1_verify(const struct rsa_public_key *key,
                 const struct rsa_pkcs1_digest_info *info,
                 const uint8_t *digest, size_t digest_length,
                 const uint8_t *signature)
{
  uint8_t expected[RSA_KEY_MAX_BITS / 8], recovered[RSA_KEY_MAX_BITS / 8];
  size_t k = key->size, m_length;
  mpz_t s, m;
  int valid = 0;

  /* 9.2 step 3: "intended encoded message length too short". */
  if (k > sizeof expected || k < info->prefix_length + digest_length + 11)
    return 0;

  mpz_init(s);
  mpz_init(m);
  /* 8.2.2 step 2: OS2IP, then RSAVP1, which refuses s >= n ... */
  mpz_import(s, k, 1, 1, 1, 0, signature);
  if (mpz_cmp(s, key->n) < 0)
    {
      mpz_powm(m, s, key->e, key->n);
      /* ... and I2OSP into k bytes (m < n, so it fits). */
      m_length = mpz_sgn(m) == 0 ? 0 : (mpz_sizeinbase(m, 2) + 7) / 8;
      memset(recovered, 0, k - m_length);
      mpz_export(recovered + k - m_length, NULL, 1, 1, 1, 0, m);
      /* Steps 3 and 4: encode our own digest, compare all k bytes. */
      encode(expected, k, info, digest, digest_length);
      valid = thistle_memeq(recovered, expected, k);
    }
  mpz_clear(s);
  mpz_clear(m);
  return valid;
}
