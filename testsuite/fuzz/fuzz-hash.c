/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-hash.c: libFuzzer target. The first 4 bytes of the
   input choose how the rest, the message, is split into updates. For all
   seven hashes, every compress variant this CPU can run (selected in turn)
   must give the same digest, streaming and through the one-shot call, as
   OpenSSL when it is present, else as the portable C code. Then the same
   split cuts a prefix and a batch of messages for thistle_X_many, whose
   digests must be those of prefix || message, one message at a time. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#if WITH_OPENSSL
# include <openssl/evp.h>
#endif

#include "fuzz-common.h"
#include "many-adapters.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
digest_once(const struct thistle_hash *h, const uint8_t *msg, size_t size,
            uint8_t *digest)
{
  fuzz_context ctx;
  h->init(&ctx);
  h->update(&ctx, msg, size);
  h->digest(&ctx, digest);
}

/* The reference digest: OpenSSL's, or our C code's. */
static void
reference(const struct thistle_hash *h, const uint8_t *msg, size_t size,
          uint8_t *digest)
{
#if WITH_OPENSSL
  EVP_MD *md = EVP_MD_fetch(NULL, fuzz_openssl_name(h->name), NULL);
  int ok = md && EVP_Digest(msg, size, digest, NULL, md, NULL) == 1;
  EVP_MD_free(md);
  if (ok)
    return;
#endif
  if (!fuzz_select(fuzz_c_variant(h)))
    abort();
  digest_once(h, msg, size, digest);
  fuzz_restore();
}

/* The many API on a batch cut from msg by seed: a prefix of up to 200
   bytes, then up to 16 messages (some empty, some NULL). */
static void
check_many(const struct thistle_hash *h, const uint8_t *msg, size_t size,
           uint32_t seed)
{
  enum { MAX_MESSAGES = 16 };
  const void *data[MAX_MESSAGES];
  size_t length[MAX_MESSAGES], n = 0, done, i;
  uint8_t got[MAX_MESSAGES * 64], want[64];
  fuzz_context prefix, one;
  uint32_t x = seed | 1;

  done = seed % 201 < size ? seed % 201 : size;
  h->init(&prefix);
  h->update(&prefix, msg, done);
  while (n < MAX_MESSAGES && (done < size || n < 2))
    {
      size_t piece = fuzz_next_piece(&x, size - done);
      data[n] = piece == 0 && (x & 1) ? NULL : msg + done;
      length[n++] = piece;
      done += piece;
    }
  many_adapter(h->name)(&prefix, n, data, length, got);
  for (i = 0; i < n; i++)
    {
      one = prefix;
      h->update(&one, data[i], length[i]);
      h->digest(&one, want);
      fuzz_expect_equal(got + i * h->digest_size, want, h->digest_size,
                        h->name, "many");
    }
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  const struct thistle_hash *const *h;
  uint32_t seed;

  if (size < 4)
    return 0;
  memcpy(&seed, data, 4);
  data += 4;
  size -= 4;

  for (h = thistle_hashes; *h; h++)
    {
      uint8_t want[64], got[64];
      const struct thistle_variant *v;

      reference(*h, data, size, want);
      for (v = _thistle_variants; v->token; v++)
        {
          fuzz_context ctx;
          if (v->family != _thistle_hash_family(*h) || !fuzz_select(v))
            continue;
          digest_once(*h, data, size, got);
          fuzz_expect_equal(got, want, (*h)->digest_size, (*h)->name, v->name);
          (*h)->init(&ctx);
          fuzz_split_update((*h)->update, &ctx, data, size, seed);
          (*h)->digest(&ctx, got);
          fuzz_expect_equal(got, want, (*h)->digest_size, (*h)->name, v->name);
          fuzz_restore();
        }
      if (_thistle_hash_family(*h) != THISTLE_FAMILY_SHA3)
        check_many(*h, data, size, seed);   /* SHA-3 has no many form */
    }
  return 0;
}
