/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-rsa-pkcs1.c: libFuzzer target for rsa-verify's
   RSASSA-PKCS1-v1_5 verifier (examples/rsa-pkcs1.c), differentially
   against OpenSSL's EVP_PKEY_verify: on the same key, digest and
   signature both must give the same verdict.

   Byte 0 chooses one of three keys (1024 bits with e = 3, 1025 bits, so
   that the top byte of a signature is 0 or 1, and 2048 bits), byte 1 the
   hash, byte 2 what the rest is:
     0  the signature itself (zero-extended on the left or cut to the
        modulus length: anything, often over the modulus);
     1  bytes xored onto the start of the encoded message (EM) of the
        right signature of the digest, then signed raw with the private
        key, so that the verifiers see an EM of the fuzzer's choosing;
     2  the same at the end of the EM, where the DigestInfo and digest are.
   No xor gives the right signature; a few bits of it give the near-misses
   a sloppy verifier accepts. An EM over the modulus cannot be signed, and
   is itself the signature (which both must refuse). The digest is that
   of a fixed message. */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

#include "fuzz-common.h"
#include "rsa-pkcs1.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Made with openssl genpkey for this target only: they sign nothing else. */
static const char *const private_keys[] = {
  /* 1024 bits */
  "-----BEGIN PRIVATE KEY-----\n"
  "MIICdgIBADANBgkqhkiG9w0BAQEFAASCAmAwggJcAgEAAoGBANFGjpLoaf2oMGY1\n"
  "G196obSKqsZVN3lVyPV/0I1cHLamVK+8PCYdKcShX0m2Mqm/rcsCeNAfoUiCJDDf\n"
  "0AlRsTTBDmMSVlsLV+yc9Gp9edibDJPW74pAxfV20nbAKgwnYRSVfO+wPUiHspMc\n"
  "5QQZI/3fZdBJzpHUzMrXMT1zG0KFAgEDAoGBAIuEXwya8VPFdZl4vOpRwSMHHIQ4\n"
  "z6Y5MKOqiwjoEyRu4x/S0sQTcS3A6jEkIcZ/yTIBpeAVFjBWwss/4AY2diH1TuLv\n"
  "rkMOywdepdpwA4A+XxkmVlRmNhvLbJybHjje9PeCH6yKE2ViEEqKnRv1VQEaubtf\n"
  "Fw5tAYWkfsbNlx9zAkEA/vydbhE6aahNhDsRILynDDuBesITTuIfxkOvmc+skt9d\n"
  "PeFoQor8t9W/faKxwlL2FmcDrWROxj/P3t3qPO8UtwJBANIbcTy/vAt/FArAkbS3\n"
  "8TFCbKKr+FiSq/9r3D2tCkYSRBRsBJ6VM7zEY89WqGbRhiDoM43HrWsKsoGVKQHJ\n"
  "fqMCQQCp/b5JYNGbxYkC0gtrKG9dfQD8gWI0lr/ZgnURNR23P5N+lkWBsf3P49T+\n"
  "bHaBjKQO71fI7YnZf9/p6UbTSg3PAkEAjBJLfdUoB6oNXIBhIyVLdixIbHKlkGHH\n"
  "/509fnNcLrbYDZ1YabjNKILtNORwRIuuwJrNCS/I8gchq7jGATD/FwJAJGeLt0mm\n"
  "K3Lol+F69VL2NxjQsJxmP3vgEdY52O5+ulvMRHXx9CgkqszsrSZv/zsNU82IG7h9\n"
  "18VsNRLtcZelIA==\n"
  "-----END PRIVATE KEY-----\n",
  /* 1025 bits */
  "-----BEGIN PRIVATE KEY-----\n"
  "MIICdwIBADANBgkqhkiG9w0BAQEFAASCAmEwggJdAgEAAoGBAXMcZB3LWTrolzeZ\n"
  "Qhx/jc9vA5xYzdDMrwoCtuEzo1SUcsy4SCbiAXwt2BvATzS4/RZZ0Tz+cVcnjCzf\n"
  "6qZkHl33WnDkEvzrS89+wDCK0Gl0rXawJrQLU77Xsmx56TOsJ2OzEblI+qjcyyEV\n"
  "gLKaT1YfN2qie0c3Yz15m4G2wyi7AgMBAAECgYAn15h4CmjeBjKV6YJLhPY4mvaM\n"
  "RoxyKkdwj7IKo3yZjAZ3LCGy6vi12EYnVJIsWt/xEluAbODGNpy6BKAwlPcdYzPj\n"
  "VtAp1UOjhKEpZ3o+PrIgSQYvIxARBKzVNECi+ki3clh/HcZjdzS7Zp6s+X6gvi2q\n"
  "TUl3k8UYwzf9cydfoQJBAYxSOPKq9eWqPJ6/9RqbXQ4C18n8VqvW9eiUrXAFYc90\n"
  "c9BbX+LDv0jOq1GZ3YLhCPcDu1AqUULe52IwqP45XxUCQQDvtzUUWngNb8WDH5gf\n"
  "TSUbs4kZc0XlaSJpl1jU/jClZ+wiwDFLPECNI4PCqW4wxNCMPm/nypkz8lfTkdOD\n"
  "PdyPAkEAnZekZXptxSFocYfLIwVcf1HKFNtua25S4mUcgkrhleislNGA018bFQx5\n"
  "Oz1/w6dQNUkalsn8/iY8w+KtkEmn8QJAOmRKTbbr33oGhrY/fABytZi6ILTvpb5C\n"
  "X646OUfh2ajC4IQofccjgj3Qbq6O5NpMYp0i7TdwsjKqKiMvfpynCQJBAK/Q6t/u\n"
  "Wvr0MQQ+u3WiRznOXHksruvGe0Z04NwQMJKeKTFPDFtcJExj2s6OOBjRyghulCsz\n"
  "3VHuBfsCVyjc/Ts=\n"
  "-----END PRIVATE KEY-----\n",
  /* 2048 bits */
  "-----BEGIN PRIVATE KEY-----\n"
  "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC3CZkrZKbJdwid\n"
  "ewGjZUto2mt0m2gTs05Km/qgyAH2o/nBT0zvSx0RL32PxUxZCmxRyqGxhcOz2hts\n"
  "bmLeO6knG4rjbQvrXGbLCJ3Bb8VDII3dhWlnDWqEBc/b/ItN+Cga4/6Z39fP/Ybe\n"
  "AmhfGebgikGJHZ9LoCgg7lC+FDoROVCz4rg4nE8RbiHKU8pTxj23Or2KgBmEZeXb\n"
  "VQgzJAJGlddIRh87qXSJ86lJEyV/SoyqxbiH7dJFtiT5akqw4hNH/T1qcFTv/533\n"
  "vnkxEnULX48Hi87O1K8jjOTSdO5PLBJ0SjLmf3M9nUAb/9goebGBx68Yf/E9ykwJ\n"
  "tFu8vD/pAgMBAAECggEAAIHJX7+FMnICFZNh3vRQpZTgsirDVDYKTnMlzVfa4O/v\n"
  "SO/pnlDCnwaW+VGYqCphWa1YuvUSnh8WTzVaKhp3jQ0awPQo8beFYN4jnewrqC33\n"
  "eqCfZb3M2MDRd8vLp0hogW32SYvFs7tBUJoO2v/6pEG5xzHF72fDu+PRGGLi5/zz\n"
  "xoRfBTHD+N+dvVMH1rpdESAdZxzS7X1icXKq6HR0fOBzSoJs/52nrD0pYiEsRQh/\n"
  "iMmaFan4pMkVxhXpKUQS4+qCkvabn8WhjsHdjAIRXs/S7+7fum4dt4uYb68mNFzm\n"
  "A35B0YVV4bD8CZcOTkQmRrxZMH8osruiekFQzRumYQKBgQDppfxafBZq2Rm+AF+N\n"
  "YR7jkAnG4SDeD07o1LAUAzHBCHlR+KJLSBIso6xJfcZPUv3NNW9GIzE1gxQt2v20\n"
  "JjFuEQNzs990xG0IvfdO4+wlncDgoeiiUD7AOi4wlibvGaLUHzo+KWGBuWH4xJ4Q\n"
  "uBfaIKkm7yiFpWMTxVpnc0KvYQKBgQDIjCjO0YVW2wVuaiH7o9nz9YE9Ivhv3W7N\n"
  "UBq9FZdNbpIu2PEQf9Z6Ji+mdhNVcQ+NcvWru+stBZSE9psPpYqqPEyMuJnZQMEv\n"
  "mLo4VfFrjny68EBnQwt70TOTXqFKHOMlc+H/+0TvHdKqjgETUNrshN7AgkLxehtC\n"
  "/9tfik+FiQKBgCySQ3+naEddvvFl9NRtkIzsr1DHJZP266Cy4hwPN/CRA0PF4H/n\n"
  "8b+eQYGLgscjF9OLu/xvPjXtGW5d9kPlfUx35mauC5Sk2//s7T6ZcDUE0QSJHm3I\n"
  "TRAyiRkvq6G1DEDW7C9riXRLvwrLxzN9St+Ll3kb6mkEUdA1t7dAX5pBAoGBAK54\n"
  "ORxMbRs16hC35p6cWoYBxJCids4jLz0Q/mIXgYzMsAJvm7EF9lpIFFZWDNXdSXF+\n"
  "XLot/xgo7Z+LRzUiiHM3iEU4aCf4TNkSnpdaNXCkAmFDmFP9oOT0CFGiFuF6Jia0\n"
  "HR5sw/je0iKs7cSXKA5yPbPu3zxjRYpROtFwa2Q5AoGBAMliokqut1CyKAbAtq5x\n"
  "UyRBw+Ii2qHZE2bElrbA6Z010/evxMIiLOKde4m6avPFr8+kTpdbO5EWswjOUJ4E\n"
  "7/WpiWRlJLFSwFjUlQ0+xGmbR0GshK9j2CpJWiFXd4XbclL5uXnYjFjZ3liskS6N\n"
  "Q12Ig6oPv1cQ07yvHy827Ai2\n"
  "-----END PRIVATE KEY-----\n",
};
#define KEYS (sizeof private_keys / sizeof private_keys[0])
/* The SHA-1 and SHA-2 hashes, the first 7 of thistle_hashes: those whose
   DigestInfo the verifier knows. */
#define HASHES 7

static const char message[] = "thistle";

static struct {
  EVP_PKEY *pkey;
  struct rsa_public_key key;    /* the same key, read by rsa-key.c */
} keys[KEYS];
static struct {
  uint8_t digest[64];
  const struct rsa_pkcs1_digest_info *info;
} hashes[HASHES];
/* The right signature's EM for key i and hash j, k bytes, once made. */
static uint8_t *right_em[KEYS][HASHES];

static EVP_PKEY_CTX *
context(EVP_PKEY *pkey)
{
  EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_pkey(NULL, pkey, NULL);
  if (ctx == NULL)
    abort();
  return ctx;
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
  size_t i;

  (void) argc;
  (void) argv;
  for (i = 0; i < KEYS; i++)
    {
      BIO *in = BIO_new_mem_buf(private_keys[i], -1), *out = BIO_new(BIO_s_mem());
      char *pem;
      long length;

      keys[i].pkey = PEM_read_bio_PrivateKey(in, NULL, NULL, NULL);
      if (keys[i].pkey == NULL || !PEM_write_bio_PUBKEY(out, keys[i].pkey))
        abort();
      length = BIO_get_mem_data(out, &pem);
      rsa_public_key_init(&keys[i].key);
      if (rsa_public_key_from_pem(&keys[i].key, pem, (size_t) length) != NULL
          || keys[i].key.size != (size_t) EVP_PKEY_get_size(keys[i].pkey))
        abort();
      BIO_free(in);
      BIO_free(out);
    }
  if (thistle_hashes[HASHES - 1] == NULL
      || strcmp(thistle_hashes[HASHES - 1]->name, "sha512_256") != 0)
    abort();
  for (i = 0; i < HASHES; i++)
    {
      const struct thistle_hash *h = thistle_hashes[i];
      uint8_t context_bytes[512];
      h->init(context_bytes);
      h->update(context_bytes, message, sizeof message - 1);
      h->digest(context_bytes, hashes[i].digest);
      hashes[i].info = rsa_pkcs1_find_digest_info(h);
      if (hashes[i].info == NULL)
        abort();
    }
  return 0;
}

/* OpenSSL's verdict: 1 for a valid signature of digest by key i. */
static int
openssl_verify(size_t i, size_t j, const uint8_t *signature)
{
  const struct thistle_hash *h = thistle_hashes[j];
  EVP_PKEY_CTX *ctx = context(keys[i].pkey);
  EVP_MD *md = EVP_MD_fetch(NULL, fuzz_openssl_name(h->name), NULL);
  int verdict;

  if (md == NULL || EVP_PKEY_verify_init(ctx) != 1
      || EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_PADDING) != 1
      || EVP_PKEY_CTX_set_signature_md(ctx, md) != 1)
    abort();
  verdict = EVP_PKEY_verify(ctx, signature, keys[i].key.size,
                            hashes[j].digest, h->digest_size) == 1;
  EVP_MD_free(md);
  EVP_PKEY_CTX_free(ctx);
  return verdict;
}

/* The EM of OpenSSL's own signature of digest j by key i (recovered from
   it raw), made once. */
static const uint8_t *
get_right_em(size_t i, size_t j)
{
  const struct thistle_hash *h = thistle_hashes[j];
  size_t k = keys[i].key.size, length = k, em_length = k;
  uint8_t *signature, *em;
  EVP_PKEY_CTX *ctx;
  EVP_MD *md;

  if (right_em[i][j] != NULL)
    return right_em[i][j];
  signature = malloc(k);
  em = malloc(k);
  md = EVP_MD_fetch(NULL, fuzz_openssl_name(h->name), NULL);
  ctx = context(keys[i].pkey);
  if (signature == NULL || em == NULL || md == NULL
      || EVP_PKEY_sign_init(ctx) != 1
      || EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_PKCS1_PADDING) != 1
      || EVP_PKEY_CTX_set_signature_md(ctx, md) != 1
      || EVP_PKEY_sign(ctx, signature, &length, hashes[j].digest,
                       h->digest_size) != 1 || length != k)
    abort();
  EVP_PKEY_CTX_free(ctx);
  ctx = context(keys[i].pkey);
  if (EVP_PKEY_verify_recover_init(ctx) != 1
      || EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_NO_PADDING) != 1
      || EVP_PKEY_verify_recover(ctx, em, &em_length, signature, k) != 1
      || em_length != k)
    abort();
  EVP_PKEY_CTX_free(ctx);
  EVP_MD_free(md);
  free(signature);
  return right_em[i][j] = em;
}

/* The raw RSA signature (em^d mod n) of em by key i into signature;
   returns 0 if em is not below the modulus. */
static int
raw_sign(size_t i, const uint8_t *em, uint8_t *signature)
{
  EVP_PKEY_CTX *ctx = context(keys[i].pkey);
  size_t k = keys[i].key.size, length = k;
  int ok;

  if (EVP_PKEY_decrypt_init(ctx) != 1
      || EVP_PKEY_CTX_set_rsa_padding(ctx, RSA_NO_PADDING) != 1)
    abort();
  ok = EVP_PKEY_decrypt(ctx, signature, &length, em, k) == 1 && length == k;
  EVP_PKEY_CTX_free(ctx);
  return ok;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  uint8_t signature[RSA_KEY_MAX_BITS / 8], em[RSA_KEY_MAX_BITS / 8];
  size_t i, j, k, n, m, at;
  int ours, theirs;

  if (size < 3)
    return 0;
  i = data[0] % KEYS;
  j = data[1] % HASHES;
  k = keys[i].key.size;
  n = size - 3 < k ? size - 3 : k;
  switch (data[2] % 3)
    {
    case 0:
      memset(signature, 0, k - n);
      memcpy(signature + k - n, data + 3, n);
      break;
    default:
      memcpy(em, get_right_em(i, j), k);
      at = data[2] % 3 == 1 ? 0 : k - n;
      for (m = 0; m < n; m++)
        em[at + m] ^= data[3 + m];
      if (!raw_sign(i, em, signature))
        memcpy(signature, em, k);
      break;
    }

  ours = rsa_pkcs1_verify(&keys[i].key, hashes[j].info, hashes[j].digest,
                          thistle_hashes[j]->digest_size, signature);
  theirs = openssl_verify(i, j, signature);
  if (ours != theirs)
    {
      fprintf(stderr, "MISMATCH: %s, key %zu: rsa-pkcs1.c says %s, OpenSSL %s\n",
              thistle_hashes[j]->name, i, ours ? "valid" : "invalid",
              theirs ? "valid" : "invalid");
      abort();
    }
  return 0;
}
