/* SPDX-License-Identifier: ISC */
/* examples/bench-openssl.c: OpenSSL's libcrypto as a peer, on its
   fastest public path: for SHA-1 and SHA-2 but SHA-512/t the functions
   without EVP (SHA256_Init ...), and for HMAC the HMAC_CTX ones, whose
   dispatch costs less than EVP_Digest* and EVP_MAC* (at 64 bytes, 82
   against 125 ns for SHA-256 and 204 against 236 for HMAC-SHA-256 on AMD
   Zen 5 with OpenSSL 3.0); for the others the EVP_MD fetched once per
   algorithm, one context reused for every message (copied from a prefix
   context where the messages share a prefix); PKCS5_PBKDF2_HMAC, and
   EVP_KDF "HKDF" with its context fetched and its digest set once. The
   functions without EVP are deprecated in OpenSSL 3 but public, and what
   a program that wants the speed calls. */

#include "config.h"

#if WITH_OPENSSL

#include <stdlib.h>
#include <string.h>

#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/kdf.h>
#include <openssl/params.h>
#include <openssl/sha.h>

#include "bench-library.h"

#if OPENSSL_VERSION_MAJOR < 3
# error "the benchmark's OpenSSL rows need OpenSSL 3 (or ./configure --without-openssl)"
#endif

/* OpenSSL's functions of one hash without EVP, on a context of any of
   their types. */
struct direct {
  void (*init)(void *ctx);
  void (*update)(void *ctx, const void *data, size_t length);
  void (*final)(uint8_t *out, void *ctx);
};
union direct_ctx {
  SHA_CTX sha1;
  SHA256_CTX sha256;
  SHA512_CTX sha512;
};

#define DIRECT(NAME)                                                        \
  static void direct_init_##NAME(void *ctx) { NAME##_Init(ctx); }          \
  static void direct_update_##NAME(void *ctx, const void *data,            \
                                   size_t length)                          \
  { NAME##_Update(ctx, data, length); }                                     \
  static void direct_final_##NAME(uint8_t *out, void *ctx)                 \
  { NAME##_Final(out, ctx); }                                               \
  static const struct direct direct_##NAME = {                              \
    direct_init_##NAME, direct_update_##NAME, direct_final_##NAME };

DIRECT(SHA1)
DIRECT(SHA224)
DIRECT(SHA256)
DIRECT(SHA384)
DIRECT(SHA512)

/* Each hash's name in OpenSSL, and its functions without EVP, if any. */
static const struct openssl_hash {
  const char *thistle_name, *openssl_name;
  const struct direct *direct;
} hashes[] = {
  { "sha1", "SHA1", &direct_SHA1 },
  { "sha224", "SHA224", &direct_SHA224 },
  { "sha256", "SHA256", &direct_SHA256 },
  { "sha384", "SHA384", &direct_SHA384 },
  { "sha512", "SHA512", &direct_SHA512 },
  { "sha512_224", "SHA512-224", NULL },
  { "sha512_256", "SHA512-256", NULL },
  { "sha3_224", "SHA3-224", NULL },
  { "sha3_256", "SHA3-256", NULL },
  { "sha3_384", "SHA3-384", NULL },
  { "sha3_512", "SHA3-512", NULL },
  { "shake128", "SHAKE128", NULL },
  { "shake256", "SHAKE256", NULL },
};

/* OpenSSL's row of hash, or NULL. */
static const struct openssl_hash *
openssl_hash(const struct thistle_hash *hash)
{
  size_t i;
  for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
    if (strcmp(hashes[i].thistle_name, hash->name) == 0)
      return &hashes[i];
  return NULL;
}

/* OpenSSL's name of hash, or NULL. */
static const char *
openssl_name(const struct thistle_hash *hash)
{
  const struct openssl_hash *h = openssl_hash(hash);
  return h ? h->openssl_name : NULL;
}

struct openssl_state {
  int xof;                      /* SHAKE: BENCH_XOF_OUTPUT bytes of output */
  int has_prefix;               /* SHAKE: prefix_ctx has absorbed one */
  const struct direct *direct;  /* or NULL: EVP */
  union direct_ctx direct_ctx;
  EVP_MD *md;
  EVP_MD_CTX *md_ctx, *prefix_ctx;
  HMAC_CTX *hmac_ctx;
};

static void
digest_start(void *state)
{
  struct openssl_state *s = state;
  if (s->direct)
    s->direct->init(&s->direct_ctx);
  else
    EVP_DigestInit_ex2(s->md_ctx, s->md, NULL);
}

static void
digest_update(void *state, const uint8_t *data, size_t length)
{
  struct openssl_state *s = state;
  if (s->direct)
    s->direct->update(&s->direct_ctx, data, length);
  else
    EVP_DigestUpdate(s->md_ctx, data, length);
}

static void
digest_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct openssl_state *s = state;
  if (s->direct)
    {
      s->direct->init(&s->direct_ctx);
      s->direct->update(&s->direct_ctx, data, length);
      s->direct->final(out, &s->direct_ctx);
      return;
    }
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
  unsigned written;
  /* No key, no digest: restart from the keyed state. */
  HMAC_Init_ex(s->hmac_ctx, NULL, 0, NULL, NULL);
  HMAC_Update(s->hmac_ctx, data, length);
  HMAC_Final(s->hmac_ctx, out, &written);
}

static void
openssl_close(void *state)
{
  struct openssl_state *s = state;
  HMAC_CTX_free(s->hmac_ctx);
  EVP_MD_CTX_free(s->md_ctx);
  EVP_MD_CTX_free(s->prefix_ctx);
  EVP_MD_free(s->md);
  free(s);
}

static int
open_hmac(struct openssl_state *s, const char *name)
{
  s->md = EVP_MD_fetch(NULL, name, NULL);
  s->hmac_ctx = HMAC_CTX_new();
  return s->md && s->hmac_ctx
    && HMAC_Init_ex(s->hmac_ctx, bench_hmac_key, BENCH_HMAC_KEY_SIZE, s->md,
                    NULL);
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
      s->direct = openssl_hash(algorithm->hash)->direct;
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

/* The HKDF context, fetched once, and its digest set when the hash
   changes: a derivation then only sets its key, salt and info. */
static int
openssl_peer_hkdf(const struct thistle_hash *hash, const uint8_t *salt,
                  size_t salt_length, const uint8_t *ikm, size_t ikm_length,
                  const uint8_t *info, size_t info_length, uint8_t *out,
                  size_t length)
{
  static EVP_KDF_CTX *ctx;
  static const char *ctx_digest;
  const char *name = openssl_name(hash);
  OSSL_PARAM params[4];
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
  if (ctx_digest != name)
    {
      params[0] = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST,
                                                   (char *) name, 0);
      params[1] = OSSL_PARAM_construct_end();
      if (EVP_KDF_CTX_set_params(ctx, params) != 1)
        return -1;
      ctx_digest = name;
    }
  params[0] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY,
                                                (void *) ikm, ikm_length);
  params[1] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT,
                                                (void *) salt, salt_length);
  params[2] = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO,
                                                (void *) info, info_length);
  params[3] = OSSL_PARAM_construct_end();
  return EVP_KDF_derive(ctx, out, length, params) == 1 ? 0 : -1;
}

const struct bench_library bench_openssl = {
  "openssl", openssl_version, open_openssl, openssl_peer_pbkdf2,
  openssl_peer_hkdf, NULL
};

#endif /* WITH_OPENSSL */
