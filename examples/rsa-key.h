/* SPDX-License-Identifier: ISC */
/* examples/rsa-key.h: an RSA public key read from PEM SubjectPublicKeyInfo
   (RFC 5280 4.1.2.7, RFC 3279 2.3.1), as `openssl rsa -pubout` writes it. */

#ifndef THISTLE_EXAMPLES_RSA_KEY_H
#define THISTLE_EXAMPLES_RSA_KEY_H

#include <stddef.h>

#include <gmp.h>

/* The modulus sizes accepted. Under 1024 bits RSA is breakable (and NIST
   SP 800-131A retired even 1024-bit signatures); 16384 bits is OpenSSL's
   limit too, and bounds the work an untrusted key can ask for. */
#define RSA_KEY_MIN_BITS 1024
#define RSA_KEY_MAX_BITS 16384
/* Over this many bits of modulus, the exponent may have at most
   RSA_KEY_BIG_MAX_EXPONENT_BITS. */
#define RSA_KEY_BIG_MODULUS_BITS 3072
#define RSA_KEY_BIG_MAX_EXPONENT_BITS 64

struct rsa_public_key {
  mpz_t n;        /* the modulus */
  mpz_t e;        /* the public exponent */
  size_t size;    /* k: the modulus length in bytes, as long as a signature */
};

void rsa_public_key_init(struct rsa_public_key *key);
void rsa_public_key_clear(struct rsa_public_key *key);

/* Reads key from text (length bytes of a "-----BEGIN PUBLIC KEY-----"
   file): the PEM must hold SEQUENCE { SEQUENCE { rsaEncryption, NULL },
   BIT STRING { SEQUENCE { INTEGER n, INTEGER e } } } in DER and nothing
   more, with an odd modulus of RSA_KEY_MIN_BITS to RSA_KEY_MAX_BITS bits
   and an odd exponent 3 <= e < n, of at most 64 bits over a modulus of
   more than 3072 bits. Returns NULL, or a message saying why
   this is not an RSA public key (key is then unspecified). */
const char *rsa_public_key_from_pem(struct rsa_public_key *key,
                                    const char *text, size_t length);

#endif /* THISTLE_EXAMPLES_RSA_KEY_H */
