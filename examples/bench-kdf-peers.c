/* SPDX-License-Identifier: ISC */
/* examples/bench-kdf-peers.c: the peers' PBKDF2 and HKDF: OpenSSL's
   PKCS5_PBKDF2_HMAC and EVP_KDF "HKDF", nettle's pbkdf2_hmac_sha* and
   hkdf_extract/hkdf_expand over its HMAC, libgcrypt's gcry_kdf_derive
   (libgcrypt 1.10 has no HKDF). */

#include "config.h"

#include <string.h>

#include "bench-kdf.h"

#if WITH_OPENSSL
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/params.h>

static int
openssl_peer_pbkdf2(const char *hash, const uint8_t *password,
               size_t password_length, const uint8_t *salt,
               size_t salt_length, unsigned iterations, uint8_t *out,
               size_t length)
{
  const EVP_MD *md = strcmp(hash, "sha1") == 0 ? EVP_sha1()
    : strcmp(hash, "sha256") == 0 ? EVP_sha256()
    : strcmp(hash, "sha512") == 0 ? EVP_sha512() : NULL;
  if (md == NULL)
    return -1;
  return PKCS5_PBKDF2_HMAC((const char *) password, (int) password_length,
                           salt, (int) salt_length, (int) iterations, md,
                           (int) length, out) == 1 ? 0 : -1;
}

/* The HKDF context, fetched once: a derivation then only sets its
   parameters. */
static int
openssl_peer_hkdf(const char *hash, const uint8_t *salt, size_t salt_length,
             const uint8_t *ikm, size_t ikm_length, const uint8_t *info,
             size_t info_length, uint8_t *out, size_t length)
{
  static EVP_KDF_CTX *ctx;
  OSSL_PARAM params[5];
  if (strcmp(hash, "sha256") != 0)
    return -1;
  if (ctx == NULL)
    {
      EVP_KDF *kdf = EVP_KDF_fetch(NULL, "HKDF", NULL);
      ctx = kdf ? EVP_KDF_CTX_new(kdf) : NULL;
      EVP_KDF_free(kdf);
      if (ctx == NULL)
        return -1;
    }
  params[0] = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST,
                                               (char *) "SHA256", 0);
  params[1] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY,
                                                (void *) ikm, ikm_length);
  params[2] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
                                                (void *) salt, salt_length);
  params[3] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO,
                                                (void *) info, info_length);
  params[4] = OSSL_PARAM_construct_end();
  return EVP_KDF_derive(ctx, out, length, params) == 1 ? 0 : -1;
}
#endif

#if WITH_NETTLE
#include <nettle/hkdf.h>
#include <nettle/hmac.h>
#include <nettle/pbkdf2.h>

static int
nettle_peer_pbkdf2(const char *hash, const uint8_t *password,
              size_t password_length, const uint8_t *salt,
              size_t salt_length, unsigned iterations, uint8_t *out,
              size_t length)
{
  if (strcmp(hash, "sha1") == 0)
    pbkdf2_hmac_sha1(password_length, password, iterations, salt_length,
                     salt, length, out);
  else if (strcmp(hash, "sha256") == 0)
    pbkdf2_hmac_sha256(password_length, password, iterations, salt_length,
                       salt, length, out);
  else if (strcmp(hash, "sha512") == 0)
    pbkdf2_hmac_sha512(password_length, password, iterations, salt_length,
                       salt, length, out);
  else
    return -1;
  return 0;
}

static int
nettle_peer_hkdf(const char *hash, const uint8_t *salt, size_t salt_length,
            const uint8_t *ikm, size_t ikm_length, const uint8_t *info,
            size_t info_length, uint8_t *out, size_t length)
{
  struct hmac_sha256_ctx ctx;
  uint8_t prk[SHA256_DIGEST_SIZE];
  if (strcmp(hash, "sha256") != 0)
    return -1;
  hmac_sha256_set_key(&ctx, salt_length, salt);
  hkdf_extract(&ctx, (nettle_hash_update_func *) hmac_sha256_update,
               (nettle_hash_digest_func *) hmac_sha256_digest,
               SHA256_DIGEST_SIZE, ikm_length, ikm, prk);
  hmac_sha256_set_key(&ctx, SHA256_DIGEST_SIZE, prk);
  hkdf_expand(&ctx, (nettle_hash_update_func *) hmac_sha256_update,
              (nettle_hash_digest_func *) hmac_sha256_digest,
              SHA256_DIGEST_SIZE, info_length, info, length, out);
  return 0;
}
#endif

#if WITH_GCRYPT
#include <gcrypt.h>

static int
gcrypt_peer_pbkdf2(const char *hash, const uint8_t *password,
              size_t password_length, const uint8_t *salt,
              size_t salt_length, unsigned iterations, uint8_t *out,
              size_t length)
{
  int md = strcmp(hash, "sha1") == 0 ? GCRY_MD_SHA1
    : strcmp(hash, "sha256") == 0 ? GCRY_MD_SHA256
    : strcmp(hash, "sha512") == 0 ? GCRY_MD_SHA512 : 0;
  if (md == 0)
    return -1;
  return gcry_kdf_derive(password, password_length, GCRY_KDF_PBKDF2, md,
                         salt, salt_length, iterations, length, out) == 0
    ? 0 : -1;
}
#endif

const struct bench_kdf_peer bench_kdf_peers[] = {
#if WITH_OPENSSL
  { "openssl", openssl_peer_pbkdf2, openssl_peer_hkdf },
#endif
#if WITH_NETTLE
  { "nettle", nettle_peer_pbkdf2, nettle_peer_hkdf },
#endif
#if WITH_GCRYPT
  { "gcrypt", gcrypt_peer_pbkdf2, NULL },
#endif
  { NULL, NULL, NULL }
};
