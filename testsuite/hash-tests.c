/* SPDX-License-Identifier: ISC */
/* testsuite/hash-tests.c: the tests every hash algorithm goes through:
   the NIST CAVP SHAVS or SHA3VS vectors (short, long, Monte Carlo), each also hashed
   through random split updates and from unaligned buffers; a length sweep;
   digest bounds and context reuse. */

#include "hash-tests.h"

#include <stdlib.h>
#include <string.h>

#include "compress.h"
#include "testutils.h"

/* Hashes data through init and a random sequence of updates (some empty,
   some with a NULL pointer), as a streaming caller would. */
static void
hash_split(const struct thistle_hash *h, void *ctx, const uint8_t *data,
           size_t length, uint8_t *digest)
{
  size_t done = 0;
  h->init(ctx);
  while (done < length)
    {
      size_t piece = test_random_below(3 * h->block_size + 2);
      if (piece > length - done)
        piece = length - done;
      if (piece == 0 && test_random_below(2))
        h->update(ctx, NULL, 0);
      else
        h->update(ctx, data + done, piece);
      done += piece;
    }
  h->digest(ctx, digest);
}

/* Checks one message against its expected digest every way we can reach. */
static void
check_message(const struct hash_test *t, const struct thistle_hash *h,
              const uint8_t *msg, size_t length, const uint8_t *want,
              const char *where)
{
  uint8_t digest[64];
  uint8_t *copy = xmalloc(length + 16);
  void *ctx = xmalloc(h->context_size);
  size_t offset = 1 + test_random_below(15);

  t->oneshot(msg, length, digest);
  CHECK_BYTES(digest, want, h->digest_size, "%s %s one-shot", t->name, where);

  hash_split(h, ctx, msg, length, digest);
  CHECK_BYTES(digest, want, h->digest_size, "%s %s split updates",
              t->name, where);

  /* The context re-initialised itself after the digest: reuse it. */
  h->update(ctx, msg, length);
  h->digest(ctx, digest);
  CHECK_BYTES(digest, want, h->digest_size, "%s %s reused context",
              t->name, where);

  if (length > 0)
    memcpy(copy + offset, msg, length);
  t->oneshot(copy + offset, length, digest);
  CHECK_BYTES(digest, want, h->digest_size, "%s %s at alignment %zu",
              t->name, where, offset);

  free(ctx);
  free(copy);
}

static void
known_answers(const struct hash_test *t, const struct thistle_hash *h,
              const char *kind)
{
  char file[128];
  struct rsp r;
  unsigned records = 0;

  snprintf(file, sizeof(file), "vectors/%s%s.rsp", t->vectors, kind);
  rsp_open(&r, test_path(file));
  while (rsp_next(&r))
    {
      const char *len = rsp_get(&r, "Len"), *msg_hex = rsp_get(&r, "Msg");
      const char *md_hex = rsp_get(&r, "MD");
      size_t msg_length, md_length, bits;
      uint8_t *msg, *md;
      char where[64];

      if (len == NULL || msg_hex == NULL || md_hex == NULL)
        continue;
      bits = strtoul(len, NULL, 10);
      msg = hex_decode(msg_hex, &msg_length);
      md = hex_decode(md_hex, &md_length);
      if (bits % 8 != 0 || (bits > 0 && bits / 8 != msg_length))
        test_die("%s: Len = %zu does not match Msg", file, bits);
      CHECK(md_length == h->digest_size, "%s: digest size %zu", file,
            md_length);
      snprintf(where, sizeof(where), "%s Len=%zu", kind, bits);
      /* "Len = 0" comes with the placeholder "Msg = 00". */
      check_message(t, h, msg, bits / 8, md, where);
      free(msg);
      free(md);
      records++;
    }
  rsp_close(&r);
  CHECK(records >= 64, "%s: only %u records", file, records);
}

/* SHAVS 6.4: each checkpoint hashes 1000 messages made of the previous
   three digests; SHA3VS 6.2.3: of the previous digest alone. The first
   checkpoint only where test_quick(). */
static void
monte_carlo(const struct hash_test *t, const struct thistle_hash *h)
{
  char file[128];
  struct rsp r;
  size_t n = h->digest_size, seed_length;
  uint8_t *seed = NULL, *m = xmalloc(3 * n);
  unsigned checkpoints = 0;

  snprintf(file, sizeof(file), "vectors/%sMonte.rsp", t->vectors);
  rsp_open(&r, test_path(file));
  while (rsp_next(&r) && !(test_quick() && checkpoints == 1))
    {
      const char *md_hex = rsp_get(&r, "MD"), *seed_hex = rsp_get(&r, "Seed");
      if (seed_hex)
        {
          seed = hex_decode(seed_hex, &seed_length);
          if (seed_length != n)
            test_die("%s: seed of %zu bytes", file, seed_length);
        }
      else if (md_hex && seed)
        {
          size_t md_length, i;
          uint8_t *md = hex_decode(md_hex, &md_length);
          if (_thistle_hash_family(h) == THISTLE_FAMILY_SHA3)
            /* SHA3VS 6.2.3: MD[i] = SHA3(MD[i-1]), 1000 times. */
            for (i = 0; i < 1000; i++)
              t->oneshot(seed, n, seed);
          else
            {
              memcpy(m, seed, n);
              memcpy(m + n, seed, n);
              memcpy(m + 2 * n, seed, n);
              for (i = 3; i <= 1002; i++)
                {
                  /* m = MD[i-3] || MD[i-2] || MD[i-1]; slide and append. */
                  uint8_t next[64];
                  t->oneshot(m, 3 * n, next);
                  memmove(m, m + n, 2 * n);
                  memcpy(m + 2 * n, next, n);
                }
              memcpy(seed, m + 2 * n, n);
            }
          CHECK_BYTES(seed, md, n, "%s Monte Carlo checkpoint %s", t->name,
                      rsp_get(&r, "COUNT"));
          free(md);
          checkpoints++;
        }
    }
  rsp_close(&r);
  CHECK(checkpoints == (test_quick() ? 1 : 100),
        "%s: %u Monte Carlo checkpoints", file, checkpoints);
  free(seed);
  free(m);
}

/* Every length 0..4096 of the bytes i mod 251, each digest fed into one
   running hash of the same algorithm. The expected values were computed
   once with Python 3.11's hashlib (OpenSSL 3.0):
     data = bytes(i % 251 for i in range(4097)); run = hashlib.new(name)
     for n in range(4097): run.update(hashlib.new(name, data[:n]).digest())
     run.hexdigest() */
static void
length_sweep(const struct hash_test *t, const struct thistle_hash *h)
{
  enum { MAX = 4096 };
  uint8_t *data = xmalloc(MAX), digest[64], folded[64], *want;
  void *run = xmalloc(h->context_size);
  size_t i, want_length;

  for (i = 0; i < MAX; i++)
    data[i] = (uint8_t) (i % 251);
  h->init(run);
  for (i = 0; i <= MAX; i++)
    {
      t->oneshot(data, i, digest);
      h->update(run, digest, h->digest_size);
    }
  h->digest(run, folded);
  want = hex_decode(t->sweep, &want_length);
  CHECK(want_length == h->digest_size, "%s sweep constant size", t->name);
  CHECK_BYTES(folded, want, h->digest_size, "%s length sweep 0..4096",
              t->name);
  free(want);
  free(run);
  free(data);
}

/* The digest writes exactly digest_size bytes; update with length 0 takes
   NULL; an untouched context gives the empty message's digest. */
static void
bounds(const struct hash_test *t, const struct thistle_hash *h)
{
  uint8_t guarded[64 + 32], empty[64];
  void *ctx = xmalloc(h->context_size);
  size_t i;

  t->oneshot("", 0, empty);
  memset(guarded, 0xa5, sizeof(guarded));
  h->init(ctx);
  h->update(ctx, NULL, 0);
  h->digest(ctx, guarded + 16);
  CHECK_BYTES(guarded + 16, empty, h->digest_size, "%s empty via NULL",
              t->name);
  for (i = 0; i < sizeof(guarded); i++)
    if ((i < 16 || i >= 16 + h->digest_size) && guarded[i] != 0xa5)
      break;
  CHECK(i == sizeof(guarded), "%s digest wrote byte %ld, outside its %zu",
        t->name, (long) i - 16, h->digest_size);
  free(ctx);
}

void
run_hash_tests(const struct hash_test *t)
{
  const struct thistle_hash *h = thistle_hash_lookup(t->name);
  if (h == NULL)
    test_die("no algorithm %s in the table", t->name);
  known_answers(t, h, "ShortMsg");
  known_answers(t, h, "LongMsg");
  monte_carlo(t, h);
  length_sweep(t, h);
  bounds(t, h);
}
