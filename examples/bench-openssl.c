/* SPDX-License-Identifier: ISC */
/* examples/bench-openssl.c: OpenSSL's libcrypto as a peer, on its fast
   path: the EVP_MD (or the HMAC EVP_MAC) fetched once per algorithm, one
   context reused for every message (copied from a prefix context where
   the messages share a prefix); PKCS5_PBKDF2_HMAC, and EVP_KDF "HKDF"
   with its context fetched once. */

#include "config.h"

#if WITH_OPENSSL

#include <stdlib.h>
#include <string.h>

#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/kdf.h>
#include <openssl/params.h>

#include "bench-library.h"

#if OPENSSL_VERSION_MAJOR < 3
# error "the benchmark's OpenSSL rows need OpenSSL 3 (or ./configure --without-openssl)"
#endif

static const struct {
  const char *thistle_name, *openssl_name;
} names[] = {
  { "sha1", "SHA1" },
  { "sha224", "SHA224" },
  { "sha256", "SHA256" },
  { "sha384", "SHA384" },
  { "sha512", "SHA512" },
  { "sha512_224", "SHA512-224" },
  { "sha512_256", "SHA512-256" },
  { "sha3_224", "SHA3-224" },
  { "sha3_256", "SHA3-256" },
  { "sha3_384", "SHA3-384" },
  { "sha3_512", "SHA3-512" },
  { "shake128", "SHAKE128" },
  { "shake256", "SHAKE256" },
};

/* OpenSSL's name of hash, or NULL. */
static const char *
openssl_name(const struct thistle_hash *hash)
{
  size_t i;
  for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    if (strcmp(names[i].thistle_name, hash->name) == 0)
      return names[i].openssl_name;
  return NULL;
}

struct openssl_state {
  int xof;                      /* SHAKE: BENCH_XOF_OUTPUT bytes of output */
  int has_prefix;               /* SHAKE: prefix_ctx has absorbed one */
  EVP_MD *md;
  EVP_MD_CTX *md_ctx, *prefix_ctx;
  EVP_MAC *mac;
  EVP_MAC_CTX *mac_ctx;
};

static void
digest_start(void *state)
{
  struct openssl_state *s = state;
  EVP_DigestInit_ex2(s->md_ctx, s->md, NULL);
}

static void
digest_update(void *state, const uint8_t *data, size_t length)
{
  struct openssl_state *s = state;
  EVP_DigestUpdate(s->md_ctx, data, length);
}

static void
digest_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct openssl_state *s = state;
  EVP_DigestInit_ex2(s->md_ctx, s->md, NULL);
  EVP_DigestUpdate(s->md_ctx, data, length);
  if (s->xof)
    EVP_DigestFinalXOF(s->md_ctx, out, BENCH_XOF_OUTPUT);
  else
    EVP_DigestFinal_ex(s->md_ctx, out, NULL);
}

/* OpenSSL 3.0 cannot continue an output stream (EVP_DigestSqueeze came
   in 3.3): each call is the output of the empty message, begun again. */
static void
digest_squeeze(void *state, uint8_t *out, size_t length)
{
  struct openssl_state *s = state;
  EVP_DigestInit_ex2(s->md_ctx, s->md, NULL);
  EVP_DigestFinalXOF(s->md_ctx, out, length);
}

static void
digest_set_prefix(void *state, const uint8_t *data, size_t length)
{
  struct openssl_state *s = state;
  s->has_prefix = length != 0;
  if (s->has_prefix)
    {
      EVP_DigestInit_ex2(s->prefix_ctx, s->md, NULL);
      EVP_DigestUpdate(s->prefix_ctx, data, length);
    }
}

static void
digest_xof_message(void *state, const uint8_t *data, size_t length,
                   uint8_t *out, size_t out_length)
{
  struct openssl_state *s = state;
  if (s->has_prefix)
    EVP_MD_CTX_copy_ex(s->md_ctx, s->prefix_ctx);
  else
    EVP_DigestInit_ex2(s->md_ctx, s->md, NULL);
  EVP_DigestUpdate(s->md_ctx, data, length);
  EVP_DigestFinalXOF(s->md_ctx, out, out_length);
}

static void
hmac_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct openssl_state *s = state;
  size_t written;
  /* No key: restart from the keyed state of the previous init. */
  EVP_MAC_init(s->mac_ctx, NULL, 0, NULL);
  EVP_MAC_update(s->mac_ctx, data, length);
  EVP_MAC_final(s->mac_ctx, out, &written, EVP_MAX_MD_SIZE);
}

static void
openssl_close(void *state)
{
  struct openssl_state *s = state;
  EVP_MAC_CTX_free(s->mac_ctx);
  EVP_MAC_free(s->mac);
  EVP_MD_CTX_free(s->md_ctx);
  EVP_MD_CTX_free(s->prefix_ctx);
  EVP_MD_free(s->md);
  free(s);
}

static int
open_hmac(struct openssl_state *s, const char *name)
{
  OSSL_PARAM params[2];
  params[0] = OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST,
                                               (char *) name, 0);
  params[1] = OSSL_PARAM_construct_end();
  s->mac = EVP_MAC_fetch(NULL, "HMAC", NULL);
  s->mac_ctx = s->mac ? EVP_MAC_CTX_new(s->mac) : NULL;
  return s->mac_ctx && EVP_MAC_init(s->mac_ctx, bench_hmac_key,
                                    BENCH_HMAC_KEY_SIZE, params);
}

static int
open_openssl(const struct bench_algorithm *algorithm,
             struct bench_subject *subject)
{
  const char *name = openssl_name(algorithm->hash);
  struct openssl_state *s;
  int ok;

  if (name == NULL || (s = calloc(1, sizeof(*s))) == NULL)
    return 0;

  subject->state = s;
  subject->close = openssl_close;
  if (algorithm->hmac)
    {
      ok = open_hmac(s, name);
      subject->start = NULL;
      subject->update = NULL;
      subject->message = hmac_message;
    }
  else
    {
      s->xof = bench_hash_is_xof(algorithm->hash);
      s->md = EVP_MD_fetch(NULL, name, NULL);
      s->md_ctx = EVP_MD_CTX_new();
      s->prefix_ctx = s->xof ? EVP_MD_CTX_new() : NULL;
      ok = s->md && s->md_ctx && (!s->xof || s->prefix_ctx);
      subject->start = digest_start;
      subject->update = digest_update;
      subject->message = digest_message;
      subject->squeeze = s->xof ? digest_squeeze : NULL;
      subject->set_prefix = s->xof ? digest_set_prefix : NULL;
      subject->xof_message = s->xof ? digest_xof_message : NULL;
    }
  if (!ok)
    openssl_close(s);
  return ok;
}

static const char *
openssl_version(void)
{
  return OpenSSL_version(OPENSSL_VERSION);
}

static int
openssl_peer_pbkdf2(const struct thistle_hash *hash, const uint8_t *password,
                    size_t password_length, const uint8_t *salt,
                    size_t salt_length, unsigned iterations, uint8_t *out,
                    size_t length)
{
  const char *name = openssl_name(hash);
  const EVP_MD *md = name ? EVP_get_digestbyname(name) : NULL;
  if (md == NULL)
    return -1;
  return PKCS5_PBKDF2_HMAC((const char *) password, (int) password_length,
                           salt, (int) salt_length, (int) iterations, md,
                           (int) length, out) == 1 ? 0 : -1;
}

/* The HKDF context, fetched once: a derivation then only sets its
   parameters. */
static int
openssl_peer_hkdf(const struct thistle_hash *hash, const uint8_t *salt,
                  size_t salt_length, const uint8_t *ikm, size_t ikm_length,
                  const uint8_t *info, size_t info_length, uint8_t *out,
                  size_t length)
{
  static EVP_KDF_CTX *ctx;
  const char *name = openssl_name(hash);
  OSSL_PARAM params[5];
  if (name == NULL)
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
                                               (char *) name, 0);
  params[1] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY,
                                                (void *) ikm, ikm_length);
  params[2] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
                                                (void *) salt, salt_length);
  params[3] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO,
                                                (void *) info, info_length);
  params[4] = OSSL_PARAM_construct_end();
  return EVP_KDF_derive(ctx, out, length, params) == 1 ? 0 : -1;
}

const struct bench_library bench_openssl = {
  "openssl", openssl_version, open_openssl, openssl_peer_pbkdf2,
  openssl_peer_hkdf, NULL
};

#endif /* WITH_OPENSSL */
