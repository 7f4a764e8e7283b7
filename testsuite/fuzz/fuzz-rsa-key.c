/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-rsa-key.c: libFuzzer target for rsa-verify's key
   reader (examples/rsa-key.c, pem.c, der.c). Byte 0 modulo 3 says what
   the rest is: 0, the key file's text; 1, DER; 2, the fields of a key, a
   byte whose low nibble is the exponent's length, the exponent's bytes,
   then the modulus's, which are written here as the DER of an RSA
   SubjectPublicKeyInfo (so that a modulus's parity, its size or a small
   exponent is one mutation away). DER is armoured here as a "PUBLIC KEY"
   PEM block (lines of a width byte 0 chooses), and the PEM decoder must
   give it back. Then whenever the PEM decodes to a "PUBLIC KEY", the
   reader must accept exactly the DER that OpenSSL (when present) reads as
   an RSA key and writes back byte for byte (so DER it is, with nothing
   after it) whose modulus is odd, positive and of 1024 to 16384 bits and
   whose exponent is odd with 3 <= e < n (of at most 64 bits over a
   modulus of more than 3072), and then read the same n and e.
   Any other label must be refused. */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if WITH_OPENSSL
# include <openssl/bn.h>
# include <openssl/core_names.h>
# include <openssl/evp.h>
# include <openssl/x509.h>
#endif

#include "pem.h"
#include "rsa-key.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* der as a PEM block of label "PUBLIC KEY", width base64 characters a
   line, in a malloc'd string of *length bytes. */
static char *
armor(const uint8_t *der, size_t size, size_t width, size_t *length)
{
  static const char alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  static const char begin[] = "-----BEGIN PUBLIC KEY-----\n";
  static const char end[] = "-----END PUBLIC KEY-----\n";
  size_t chars = (size + 2) / 3 * 4, i, column = 0;
  char *text = malloc(sizeof begin + chars + chars / width + sizeof end + 1);
  char *p = text;

  if (text == NULL)
    abort();
  memcpy(p, begin, sizeof begin - 1);
  p += sizeof begin - 1;
  for (i = 0; i < size; i += 3)
    {
      uint32_t group = (uint32_t) der[i] << 16;
      size_t k, left = size - i < 3 ? size - i : 3;
      if (left > 1)
        group |= (uint32_t) der[i + 1] << 8;
      if (left > 2)
        group |= der[i + 2];
      for (k = 0; k < 4; k++)
        {
          *p++ = k <= left ? alphabet[(group >> (18 - 6 * k)) & 63] : '=';
          if (++column == width)
            {
              *p++ = '\n';
              column = 0;
            }
        }
    }
  if (column != 0)
    *p++ = '\n';
  memcpy(p, end, sizeof end - 1);
  p += sizeof end - 1;
  *length = (size_t) (p - text);
  return text;
}

/* Appends the DER header of an element of tag holding length bytes. */
static uint8_t *
put_header(uint8_t *p, uint8_t tag, size_t length)
{
  *p++ = tag;
  if (length < 0x80)
    *p++ = (uint8_t) length;
  else if (length < 0x100)
    *p++ = 0x81, *p++ = (uint8_t) length;
  else
    *p++ = 0x82, *p++ = (uint8_t) (length >> 8), *p++ = (uint8_t) length;
  return p;
}

/* The length of an element of length bytes with its header. */
static size_t
element_size(size_t length)
{
  return length + (length < 0x80 ? 2 : length < 0x100 ? 3 : 4);
}

/* Appends an INTEGER of the magnitude bytes, with a zero byte first when
   the top bit is set (so that it stays positive). */
static uint8_t *
put_integer(uint8_t *p, const uint8_t *bytes, size_t size)
{
  int pad = size > 0 && (bytes[0] & 0x80);
  p = put_header(p, 0x02, size + pad);
  if (pad)
    *p++ = 0;
  memcpy(p, bytes, size);
  return p + size;
}

/* The SubjectPublicKeyInfo of the key whose fields are at data (see the
   top of the file), in a malloc'd buffer of *length bytes. */
static uint8_t *
spki_of_fields(const uint8_t *data, size_t size, size_t *length)
{
  static const uint8_t algorithm[] = {
    0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01,
    0x01, 0x05, 0x00
  };
  size_t e_size = size > 0 ? data[0] % 16 : 0, n_size, integers, bits;
  const uint8_t *e = data + 1, *n;
  uint8_t *der, *p;

  if (size < 1 || e_size > size - 1 || size > 0x8000)
    return NULL;
  n = e + e_size;
  n_size = size - 1 - e_size;
  integers = element_size(n_size + (n_size > 0 && (n[0] & 0x80)))
             + element_size(e_size + (e_size > 0 && (e[0] & 0x80)));
  bits = 1 + element_size(integers);
  *length = element_size(sizeof algorithm + element_size(bits));
  der = p = malloc(*length);
  if (der == NULL)
    abort();
  p = put_header(p, 0x30, sizeof algorithm + element_size(bits));
  memcpy(p, algorithm, sizeof algorithm);
  p = put_header(p + sizeof algorithm, 0x03, bits);
  *p++ = 0;
  p = put_header(p, 0x30, integers);
  p = put_integer(p, n, n_size);
  p = put_integer(p, e, e_size);
  if ((size_t) (p - der) != *length)
    abort();
  return der;
}

#if WITH_OPENSSL
/* Whether bn and value are the same number. */
static int
same_number(const BIGNUM *bn, const mpz_t value)
{
  char *hex = mpz_get_str(NULL, 16, value);
  BIGNUM *ours = NULL;
  int same = hex != NULL && BN_hex2bn(&ours, hex) != 0 && BN_cmp(bn, ours) == 0;
  BN_free(ours);
  free(hex);
  return same;
}

/* Whether OpenSSL reads der as the RSA key the reader must accept; if so
   and key is not NULL, whether key has its n and e (else aborts). */
static int
openssl_accepts(const uint8_t *der, size_t size,
                const struct rsa_public_key *key)
{
  const unsigned char *p = der;
  EVP_PKEY *pkey = d2i_PUBKEY(NULL, &p, (long) size);
  unsigned char *again = NULL;
  BIGNUM *n = NULL, *e = NULL;
  int accepts = 0, length;

  if (pkey == NULL)
    return 0;
  length = i2d_PUBKEY(pkey, &again);
  if (p == der + size && EVP_PKEY_get_base_id(pkey) == EVP_PKEY_RSA
      && length == (int) size && memcmp(again, der, size) == 0
      && EVP_PKEY_get_bn_param(pkey, OSSL_PKEY_PARAM_RSA_N, &n)
      && EVP_PKEY_get_bn_param(pkey, OSSL_PKEY_PARAM_RSA_E, &e))
    {
      accepts = !BN_is_negative(n) && BN_is_odd(n)
                && BN_num_bits(n) >= RSA_KEY_MIN_BITS
                && BN_num_bits(n) <= RSA_KEY_MAX_BITS
                && !BN_is_negative(e) && BN_is_odd(e) && !BN_is_one(e)
                && BN_cmp(e, n) < 0
                && (BN_num_bits(n) <= RSA_KEY_BIG_MODULUS_BITS
                    || BN_num_bits(e) <= RSA_KEY_BIG_MAX_EXPONENT_BITS);
      if (accepts && key != NULL
          && (!same_number(n, key->n) || !same_number(e, key->e)))
        {
          fprintf(stderr, "MISMATCH: the reader's n or e is not OpenSSL's\n");
          abort();
        }
    }
  BN_free(n);
  BN_free(e);
  OPENSSL_free(again);
  EVP_PKEY_free(pkey);
  return accepts;
}
#endif

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char label[PEM_LABEL_SIZE];
  struct rsa_public_key key;
  const char *text, *error;
  char *armored = NULL;
  const uint8_t *given = NULL;     /* DER to armour */
  uint8_t *der = NULL, *built = NULL;
  size_t text_length, der_length, given_length = 0;
  int accepted;

  if (size < 1)
    return 0;
  switch (data[0] % 3)
    {
    case 0:
      text = (const char *) data + 1;
      text_length = size - 1;
      break;
    case 1:
      given = data + 1;
      given_length = size - 1;
      break;
    default:
      built = spki_of_fields(data + 1, size - 1, &given_length);
      if (built == NULL)
        return 0;
      given = built;
      break;
    }
  if (given != NULL)
    {
      armored = armor(given, given_length, 4 * (1 + data[0] / 3 % 20),
                      &text_length);
      text = armored;
    }

  rsa_public_key_init(&key);
  accepted = rsa_public_key_from_pem(&key, text, text_length) == NULL;
  error = pem_decode(text, text_length, label, &der, &der_length);
  if (given != NULL && given_length > 0
      && (error != NULL || der_length != given_length
          || memcmp(der, given, der_length) != 0))
    {
      fprintf(stderr, "MISMATCH: armoured DER does not decode back: %s\n",
              error ? error : "other bytes");
      abort();
    }
  if (error == NULL && strcmp(label, "PUBLIC KEY") != 0 && accepted)
    {
      fprintf(stderr, "MISMATCH: a \"%s\" is read as a public key\n", label);
      abort();
    }
#if WITH_OPENSSL
  if (error == NULL && strcmp(label, "PUBLIC KEY") == 0
      && openssl_accepts(der, der_length, accepted ? &key : NULL) != accepted)
    {
      fprintf(stderr, "MISMATCH: the reader %s a key OpenSSL %s\n",
              accepted ? "accepts" : "refuses",
              accepted ? "does not read as one" : "reads as one");
      abort();
    }
#endif
  free(der);
  rsa_public_key_clear(&key);
  free(armored);
  free(built);
  return 0;
}
