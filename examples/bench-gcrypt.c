/* SPDX-License-Identifier: ISC */
/* examples/bench-gcrypt.c: libgcrypt as a peer: one handle opened per
   algorithm (with GCRY_MD_FLAG_HMAC and the key for HMAC), reset for each
   message; PBKDF2 through gcry_kdf_derive (libgcrypt 1.10 has no HKDF).
   Messages with a common prefix absorb it again each: gcry_md_copy
   allocates a new handle, and the prefixes measured fit in the block
   that the message's first permutation absorbs anyway. */

#include "config.h"

#if WITH_GCRYPT

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gcrypt.h>

#include "bench-library.h"

static const struct {
  const char *thistle_name;
  int algo;
} algos[] = {
  { "sha1", GCRY_MD_SHA1 },
  { "sha224", GCRY_MD_SHA224 },
  { "sha256", GCRY_MD_SHA256 },
  { "sha384", GCRY_MD_SHA384 },
  { "sha512", GCRY_MD_SHA512 },
  { "sha512_224", GCRY_MD_SHA512_224 },
  { "sha512_256", GCRY_MD_SHA512_256 },
  { "sha3_224", GCRY_MD_SHA3_224 },
  { "sha3_256", GCRY_MD_SHA3_256 },
  { "sha3_384", GCRY_MD_SHA3_384 },
  { "sha3_512", GCRY_MD_SHA3_512 },
  { "shake128", GCRY_MD_SHAKE128 },
  { "shake256", GCRY_MD_SHAKE256 },
};

/* libgcrypt's number of hash, or 0. */
static int
gcrypt_algo(const struct thistle_hash *hash)
{
  size_t i;
  for (i = 0; i < sizeof(algos) / sizeof(algos[0]); i++)
    if (strcmp(algos[i].thistle_name, hash->name) == 0)
      return algos[i].algo;
  return 0;
}

struct gcrypt_state {
  gcry_md_hd_t handle;
  int algo;
  size_t digest_size;
  int xof;                      /* SHAKE: read by gcry_md_extract */
  const uint8_t *prefix;        /* SHAKE: absorbed before each message */
  size_t prefix_length;
};

/* libgcrypt must be initialised once before use. Hashing public data needs
   no secure memory: turning it off also silences its warnings. */
static const char *
gcrypt_ready(void)
{
  static const char *version;
  if (version == NULL && (version = gcry_check_version(NULL)) != NULL)
    {
      gcry_control(GCRYCTL_DISABLE_SECMEM, 0);
      gcry_control(GCRYCTL_INITIALIZATION_FINISHED, 0);
    }
  return version;
}

static void
md_start(void *state)
{
  struct gcrypt_state *s = state;
  gcry_md_reset(s->handle);
}

static void
md_update(void *state, const uint8_t *data, size_t length)
{
  struct gcrypt_state *s = state;
  gcry_md_write(s->handle, data, length);
}

/* For HMAC, gcry_md_reset returns to the keyed state. */
static void
md_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct gcrypt_state *s = state;
  gcry_md_reset(s->handle);
  gcry_md_write(s->handle, data, length);
  if (s->xof)
    gcry_md_extract(s->handle, s->algo, out, s->digest_size);
  else
    memcpy(out, gcry_md_read(s->handle, s->algo), s->digest_size);
}

/* gcry_md_extract continues the output stream of the message begun. */
static void
md_squeeze(void *state, uint8_t *out, size_t length)
{
  struct gcrypt_state *s = state;
  gcry_md_extract(s->handle, s->algo, out, length);
}

static void
md_set_prefix(void *state, const uint8_t *data, size_t length)
{
  struct gcrypt_state *s = state;
  s->prefix = data;
  s->prefix_length = length;
}

static void
md_xof_message(void *state, const uint8_t *data, size_t length,
               uint8_t *out, size_t out_length)
{
  struct gcrypt_state *s = state;
  gcry_md_reset(s->handle);
  if (s->prefix_length)
    gcry_md_write(s->handle, s->prefix, s->prefix_length);
  gcry_md_write(s->handle, data, length);
  gcry_md_extract(s->handle, s->algo, out, out_length);
}

static void
gcrypt_close(void *state)
{
  struct gcrypt_state *s = state;
  gcry_md_close(s->handle);
  free(s);
}

static int
open_gcrypt(const struct bench_algorithm *algorithm,
            struct bench_subject *subject)
{
  struct gcrypt_state *s;
  int algo = gcrypt_algo(algorithm->hash);

  if (algo == 0 || gcrypt_ready() == NULL
      || (s = malloc(sizeof(*s))) == NULL)
    return 0;
  s->algo = algo;
  s->xof = bench_hash_is_xof(algorithm->hash);
  s->prefix = NULL;
  s->prefix_length = 0;
  s->digest_size = s->xof ? BENCH_XOF_OUTPUT : gcry_md_get_algo_dlen(algo);
  if (gcry_md_open(&s->handle, algo,
                   algorithm->hmac ? GCRY_MD_FLAG_HMAC : 0) != 0)
    {
      free(s);
      return 0;
    }
  if (algorithm->hmac
      && gcry_md_setkey(s->handle, bench_hmac_key, BENCH_HMAC_KEY_SIZE) != 0)
    {
      gcrypt_close(s);
      return 0;
    }
  subject->state = s;
  subject->start = algorithm->hmac ? NULL : md_start;
  subject->update = algorithm->hmac ? NULL : md_update;
  subject->message = md_message;
  subject->squeeze = s->xof ? md_squeeze : NULL;
  subject->set_prefix = s->xof ? md_set_prefix : NULL;
  subject->xof_message = s->xof ? md_xof_message : NULL;
  subject->close = gcrypt_close;
  return 1;
}

static const char *
gcrypt_version(void)
{
  static char version[64];
  const char *number = gcrypt_ready();
  snprintf(version, sizeof(version), "libgcrypt %s",
           number ? number : "(failed to initialise)");
  return version;
}

static int
gcrypt_peer_pbkdf2(const struct thistle_hash *hash, const uint8_t *password,
                   size_t password_length, const uint8_t *salt,
                   size_t salt_length, unsigned iterations, uint8_t *out,
                   size_t length)
{
  int algo = gcrypt_algo(hash);
  if (algo == 0 || gcrypt_ready() == NULL)
    return -1;
  return gcry_kdf_derive(password, password_length, GCRY_KDF_PBKDF2, algo,
                         salt, salt_length, iterations, length, out) == 0
    ? 0 : -1;
}

const struct bench_library bench_gcrypt = {
  "gcrypt", gcrypt_version, open_gcrypt, gcrypt_peer_pbkdf2, NULL, NULL
};

#endif /* WITH_GCRYPT */
