/* SPDX-License-Identifier: ISC */
/* examples/rsa-key.c: an RSA public key from PEM SubjectPublicKeyInfo.
   Each element is read with the tag and length the structure demands, and
   every level must be used up exactly: a key has one DER encoding, so
   anything else is refused rather than guessed at. */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "der.h"
#include "pem.h"
#include "rsa-key.h"

/* The content of the OBJECT IDENTIFIER rsaEncryption, 1.2.840.113549.1.1.1
   (RFC 8017 appendix C): 1.2 -> 42, 840 and 113549 in base 128. */
static const uint8_t rsa_encryption_oid[] = {
  0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01
};

void
rsa_public_key_init(struct rsa_public_key *key)
{
  mpz_init(key->n);
  mpz_init(key->e);
  key->size = 0;
}

void
rsa_public_key_clear(struct rsa_public_key *key)
{
  mpz_clear(key->n);
  mpz_clear(key->e);
}

/* The label tells the commonest mistakes apart, with what to do instead. */
static const char *
check_label(const char *label)
{
  if (strcmp(label, "PUBLIC KEY") == 0)
    return NULL;
  if (strcmp(label, "RSA PUBLIC KEY") == 0)
    return "a PKCS#1 \"RSA PUBLIC KEY\", not a \"PUBLIC KEY\" "
      "(convert it: openssl rsa -RSAPublicKey_in -pubout)";
  if (strstr(label, "PRIVATE KEY") != NULL)
    return "a private key, not a public key "
      "(extract the public key: openssl pkey -pubout)";
  if (strcmp(label, "CERTIFICATE") == 0)
    return "a certificate, not a public key "
      "(extract the public key: openssl x509 -pubkey -noout)";
  return "a PEM block that is not a \"PUBLIC KEY\"";
}

static const char *
read_integer(struct der_reader *reader, mpz_t value)
{
  struct der_reader magnitude;
  const char *error = der_read_unsigned(reader, &magnitude);

  if (error == NULL)
    mpz_import(value, magnitude.length, 1, 1, 1, 0, magnitude.data);
  return error;
}

/* SubjectPublicKeyInfo, with the algorithm and key RFC 3279 2.3.1 gives
   RSA, each level followed by a check that nothing is left over. */
static const char *
parse_spki(struct rsa_public_key *key, struct der_reader der)
{
  struct der_reader spki, algorithm, oid, parameters, bits, rsa_key;
  const char *error;

  if ((error = der_read(&der, DER_SEQUENCE, &spki)) != NULL)
    return error;
  if (der.length != 0)
    return "trailing data after the DER key";

  if ((error = der_read(&spki, DER_SEQUENCE, &algorithm)) != NULL
      || (error = der_read(&algorithm, DER_OBJECT_IDENTIFIER, &oid)) != NULL)
    return error;
  if (oid.length != sizeof rsa_encryption_oid
      || memcmp(oid.data, rsa_encryption_oid, oid.length) != 0)
    return "not an RSA key (the algorithm is not rsaEncryption)";
  if ((error = der_read(&algorithm, DER_NULL, &parameters)) != NULL)
    return error;
  if (parameters.length != 0 || algorithm.length != 0)
    return "rsaEncryption with parameters other than NULL";

  if ((error = der_read(&spki, DER_BIT_STRING, &bits)) != NULL)
    return error;
  if (spki.length != 0)
    return "trailing data after the key's BIT STRING";
  if (bits.length < 1 || bits.data[0] != 0)
    return "the key's BIT STRING is not whole bytes";
  bits.data++;
  bits.length--;

  if ((error = der_read(&bits, DER_SEQUENCE, &rsa_key)) != NULL)
    return error;
  if (bits.length != 0)
    return "trailing data after the RSAPublicKey";
  if ((error = read_integer(&rsa_key, key->n)) != NULL
      || (error = read_integer(&rsa_key, key->e)) != NULL)
    return error;
  if (rsa_key.length != 0)
    return "trailing data after the public exponent";
  return NULL;
}

const char *
rsa_public_key_from_pem(struct rsa_public_key *key, const char *text,
                        size_t length)
{
  char label[PEM_LABEL_SIZE];
  struct der_reader der;
  uint8_t *data;
  const char *error;

  error = pem_decode(text, length, label, &data, &der.length);
  if (error != NULL)
    return error;
  der.data = data;
  error = check_label(label);
  if (error == NULL)
    error = parse_spki(key, der);
  free(data);
  if (error != NULL)
    return error;

  if (mpz_sizeinbase(key->n, 2) < RSA_KEY_MIN_BITS)
    return "the modulus is under 1024 bits, too short to trust";
  if (mpz_sizeinbase(key->n, 2) > RSA_KEY_MAX_BITS)
    return "the modulus is over 16384 bits";
  /* A product of odd primes (RFC 8017 3.1) is odd. An even n, 2^1023 for
     one, is no RSA key at all, whatever a signature checked against it. */
  if (mpz_even_p(key->n))
    return "the modulus is even, so not an RSA modulus";
  /* RFC 8017 3.1: an odd e with 3 <= e <= n - 1. */
  if (mpz_cmp_ui(key->e, 3) < 0 || mpz_even_p(key->e)
      || mpz_cmp(key->e, key->n) >= 0)
    return "not a valid RSA public exponent";
  /* Over 3072 bits of modulus an exponent of more than 64 bits is
     refused, as OpenSSL refuses it: no key in use has one, and it would
     make each verification cost as much as a private-key operation. */
  if (mpz_sizeinbase(key->n, 2) > RSA_KEY_BIG_MODULUS_BITS
      && mpz_sizeinbase(key->e, 2) > RSA_KEY_BIG_MAX_EXPONENT_BITS)
    return "the public exponent is over 64 bits, with a modulus over 3072 bits";
  key->size = (mpz_sizeinbase(key->n, 2) + 7) / 8;
  return NULL;
}
