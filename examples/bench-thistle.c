/* SPDX-License-Identifier: ISC */
/* examples/bench-thistle.c: thistle as the benchmark drives it: the hashes
   through the public algorithm table, HMAC through the typed functions. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "thistle/thistle.h"
#include "bench-subject.h"

const uint8_t bench_hmac_key[BENCH_HMAC_KEY_SIZE] = {
  0x0b, 0x1c, 0x2d, 0x3e, 0x4f, 0x50, 0x61, 0x72,
  0x83, 0x94, 0xa5, 0xb6, 0xc7, 0xd8, 0xe9, 0xfa,
  0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78,
  0x87, 0x96, 0xa5, 0xb4, 0xc3, 0xd2, 0xe1, 0xf0
};

/* A hash: its table entry, then its context. */
struct hash_state {
  const struct thistle_hash *hash;
  uint64_t context[];
};

static void
hash_start(void *state)
{
  struct hash_state *s = state;
  s->hash->init(s->context);
}

static void
hash_update(void *state, const uint8_t *data, size_t length)
{
  struct hash_state *s = state;
  s->hash->update(s->context, data, length);
}

static void
hash_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct hash_state *s = state;
  s->hash->init(s->context);
  s->hash->update(s->context, data, length);
  s->hash->digest(s->context, out);
}

/* The many API has typed prefix contexts: an adapter per family's
   representative, NULL for the prefix. */
#define MANY_ADAPTER(name)                                                  \
  static void                                                               \
  name##_many(void *state, size_t n, const uint8_t *const data[],           \
              const size_t length[], uint8_t *out)                          \
  {                                                                         \
    (void) state;                                                           \
    thistle_##name##_many(NULL, n, (const void *const *) data, length, out); \
  }

MANY_ADAPTER(sha1)
MANY_ADAPTER(sha256)
MANY_ADAPTER(sha512)

static const struct {
  const char *name;
  void (*many)(void *state, size_t n, const uint8_t *const data[],
               const size_t length[], uint8_t *out);
} manys[] = {
  { "sha1", sha1_many }, { "sha256", sha256_many }, { "sha512", sha512_many },
};

/* HMAC has typed functions only: an adapter pair per hash. */
struct hmac_entry {
  const char *name;
  size_t context_size;
  void (*set_key)(void *context, const uint8_t *key, size_t length);
  void (*mac)(void *context, const uint8_t *data, size_t length,
              uint8_t *out);
};

#define HMAC_ADAPTERS(name)                                                 \
  static void                                                               \
  name##_set_key(void *context, const uint8_t *key, size_t length)          \
  {                                                                         \
    thistle_hmac_##name##_set_key(context, key, length);                    \
  }                                                                         \
  static void                                                               \
  name##_mac(void *context, const uint8_t *data, size_t length,             \
             uint8_t *out)                                                  \
  {                                                                         \
    /* The digest leaves the context keyed for the next message. */         \
    thistle_hmac_##name##_update(context, data, length);                    \
    thistle_hmac_##name##_digest(context, out);                             \
  }

HMAC_ADAPTERS(sha1)
HMAC_ADAPTERS(sha256)
HMAC_ADAPTERS(sha512)

#define HMAC_ENTRY(name) \
  { #name, sizeof(struct thistle_hmac_##name##_ctx), name##_set_key, \
    name##_mac }

static const struct hmac_entry hmacs[] = {
  HMAC_ENTRY(sha1),
  HMAC_ENTRY(sha256),
  HMAC_ENTRY(sha512),
};

struct hmac_state {
  const struct hmac_entry *entry;
  uint64_t context[];
};

static void
hmac_message(void *state, const uint8_t *data, size_t length, uint8_t *out)
{
  struct hmac_state *s = state;
  s->entry->mac(s->context, data, length, out);
}

static int
open_hmac(const struct thistle_hash *hash, struct bench_subject *subject)
{
  size_t i;
  for (i = 0; i < sizeof(hmacs) / sizeof(hmacs[0]); i++)
    if (thistle_hash_lookup(hmacs[i].name) == hash)
      {
        struct hmac_state *s = malloc(sizeof(*s) + hmacs[i].context_size);
        if (s == NULL)
          return 0;
        s->entry = &hmacs[i];
        s->entry->set_key(s->context, bench_hmac_key, BENCH_HMAC_KEY_SIZE);
        subject->state = s;
        subject->message = hmac_message;
        return 1;
      }
  return 0;
}

static int
open_thistle(const struct bench_algorithm *algorithm,
             struct bench_subject *subject)
{
  struct hash_state *s;
  size_t i;

  subject->start = NULL;
  subject->update = NULL;
  subject->many = NULL;
  subject->close = free;
  if (algorithm->hmac)
    return open_hmac(algorithm->hash, subject);

  s = malloc(sizeof(*s) + algorithm->hash->context_size);
  if (s == NULL)
    return 0;
  s->hash = algorithm->hash;
  subject->state = s;
  subject->start = hash_start;
  subject->update = hash_update;
  subject->message = hash_message;
  for (i = 0; i < sizeof(manys) / sizeof(manys[0]); i++)
    if (strcmp(manys[i].name, algorithm->hash->name) == 0)
      subject->many = manys[i].many;
  return 1;
}

static const char *
version_of_thistle(void)
{
  static char version[32];
  snprintf(version, sizeof(version), "thistle %s", thistle_version());
  return version;
}

const struct bench_library bench_thistle = {
  "thistle", version_of_thistle, open_thistle
};
