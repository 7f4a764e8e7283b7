/* SPDX-License-Identifier: ISC */
/* examples/bench-nettle.c: the system's GNU nettle as a peer, through its
   nettle_hash descriptions (the same calls nettle's own HMAC makes), and
   its pbkdf2_hmac_sha* and hkdf_extract/hkdf_expand over its HMAC. */

#include "config.h"

#if WITH_NETTLE

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nettle/hkdf.h>
#include <nettle/hmac.h>
#include <nettle/nettle-meta.h>
#include <nettle/pbkdf2.h>
#include <nettle/sha3.h>
#include <nettle/version.h>

#include "bench-library.h"

/* SHAKE256 as a nettle_hash of BENCH_XOF_OUTPUT bytes: nettle 3.8 has
   it as sha3_256_shake, a digest of any length over SHA3-256's context,
   and no SHAKE128. */
static void
shake256_digest(void *context, size_t length, uint8_t *digest)
{
  sha3_256_shake(context, length, digest);
}

static const struct nettle_hash shake256 = {
  "shake256", sizeof(struct sha3_256_ctx), BENCH_XOF_OUTPUT,
  SHA3_256_BLOCK_SIZE, (nettle_hash_init_func *) sha3_256_init,
  (nettle_hash_update_func *) sha3_256_update, shake256_digest
};

static const struct {
  const char *thistle_name;
  const struct nettle_hash *hash;
} hashes[] = {
  { "sha1", &nettle_sha1 },
  { "sha224", &nettle_sha224 },
  { "sha256", &nettle_sha256 },
  { "sha384", &nettle_sha384 },
  { "sha512", &nettle_sha512 },
  { "sha512_224", &nettle_sha512_224 },
  { "sha512_256", &nettle_sha512_256 },
  { "sha3_224", &nettle_sha3_224 },
  { "sha3_256", &nettle_sha3_256 },
  { "sha3_384", &nettle_sha3_384 },
  { "sha3_512", &nettle_sha3_512 },
  { "shake256", &shake256 },
};

/* A hash uses context; HMAC keeps the keyed outer and inner states
   beside the running one, as struct hmac_sha256_ctx does; SHAKE256 its
   prefix in outer (has_prefix). */
struct nettle_state {
  const struct nettle_hash *hash;
  void *context, *outer, *inner;
  int has_prefix;
};

static void
hash_start(void *state)
{
  struct nettle_state *s = state;
  s->hash->init(s->context);
}

static void
hash_update(void *state, const uint8_t *data, size_t length)
{
  struct nettle_state *s = state;
  s->hash->update(s->context, length, data);
}

static void
hash_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct nettle_state *s = state;
  s->hash->init(s->context);
  s->hash->update(s->context, length, data);
  s->hash->digest(s->context, s->hash->digest_size, out);
}

static void
hmac_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct nettle_state *s = state;
  /* hmac_digest leaves context at the inner keyed state. */
  hmac_update(s->context, s->hash, length, data);
  hmac_digest(s->outer, s->inner, s->context, s->hash, s->hash->digest_size,
              out);
}

/* sha3_256_shake ends the message and starts a new one: each call is the
   output of the empty message, begun again. */
static void
shake_squeeze(void *state, uint8_t *out, size_t length)
{
  struct nettle_state *s = state;
  sha3_256_shake(s->context, length, out);
}

static void
shake_set_prefix(void *state, const uint8_t *data, size_t length)
{
  struct nettle_state *s = state;
  s->has_prefix = length != 0;
  s->hash->init(s->outer);
  s->hash->update(s->outer, length, data);
}

/* A whole message from a copy of the prefix: nettle's contexts are plain
   structs. */
static void
shake_xof_message(void *state, const uint8_t *data, size_t length,
                  uint8_t *out, size_t out_length)
{
  struct nettle_state *s = state;
  if (s->has_prefix)
    memcpy(s->context, s->outer, s->hash->context_size);
  else
    s->hash->init(s->context);
  s->hash->update(s->context, length, data);
  sha3_256_shake(s->context, out_length, out);
}

static void
nettle_close(void *state)
{
  struct nettle_state *s = state;
  free(s->context);
  free(s);
}

static int
open_nettle(const struct bench_algorithm *algorithm,
            struct bench_subject *subject)
{
  const struct nettle_hash *hash = NULL;
  struct nettle_state *s;
  size_t i;

  for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
    if (bench_hash_lookup(hashes[i].thistle_name) == algorithm->hash)
      hash = hashes[i].hash;
  if (hash == NULL || (s = malloc(sizeof(*s))) == NULL)
    return 0;
  /* One allocation for the three states, each at a multiple of the
     context size, which nettle keeps a multiple of 8. */
  s->hash = hash;
  s->has_prefix = 0;
  s->context = malloc(3 * hash->context_size);
  if (s->context == NULL)
    {
      free(s);
      return 0;
    }
  s->outer = (char *) s->context + hash->context_size;
  s->inner = (char *) s->context + 2 * hash->context_size;

  subject->state = s;
  subject->close = nettle_close;
  if (algorithm->hmac)
    {
      hmac_set_key(s->outer, s->inner, s->context, hash,
                   BENCH_HMAC_KEY_SIZE, bench_hmac_key);
      subject->start = NULL;
      subject->update = NULL;
      subject->message = hmac_message;
    }
  else
    {
      subject->start = hash_start;
      subject->update = hash_update;
      subject->message = hash_message;
      subject->squeeze = hash == &shake256 ? shake_squeeze : NULL;
      subject->set_prefix = hash == &shake256 ? shake_set_prefix : NULL;
      subject->xof_message = hash == &shake256 ? shake_xof_message : NULL;
    }
  return 1;
}

static const char *
nettle_version(void)
{
  static char version[32];
  snprintf(version, sizeof(version), "nettle %d.%d", nettle_version_major(),
           nettle_version_minor());
  return version;
}

static int
nettle_peer_pbkdf2(const struct thistle_hash *hash, const uint8_t *password,
                   size_t password_length, const uint8_t *salt,
                   size_t salt_length, unsigned iterations, uint8_t *out,
                   size_t length)
{
  if (strcmp(hash->name, "sha1") == 0)
    pbkdf2_hmac_sha1(password_length, password, iterations, salt_length,
                     salt, length, out);
  else if (strcmp(hash->name, "sha256") == 0)
    pbkdf2_hmac_sha256(password_length, password, iterations, salt_length,
                       salt, length, out);
  else if (strcmp(hash->name, "sha512") == 0)
    pbkdf2_hmac_sha512(password_length, password, iterations, salt_length,
                       salt, length, out);
  else
    return -1;
  return 0;
}

static int
nettle_peer_hkdf(const struct thistle_hash *hash, const uint8_t *salt,
                 size_t salt_length, const uint8_t *ikm, size_t ikm_length,
                 const uint8_t *info, size_t info_length, uint8_t *out,
                 size_t length)
{
  struct hmac_sha256_ctx ctx;
  uint8_t prk[SHA256_DIGEST_SIZE];
  if (strcmp(hash->name, "sha256") != 0)
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

/* nettle's state is the 25 lanes alone. */
static void
nettle_keccak_permute(uint64_t state[25])
{
  sha3_permute((struct sha3_state *) state);
}

const struct bench_library bench_nettle = {
  "nettle", nettle_version, open_nettle, nettle_peer_pbkdf2, nettle_peer_hkdf,
  nettle_keccak_permute
};

#endif /* WITH_NETTLE */
