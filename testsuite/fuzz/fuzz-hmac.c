/* SPDX-License-Identifier: ISC */
/* testsuite/fuzz/fuzz-hmac.c: libFuzzer target. Input: 4 bytes choosing
   how the message is split into updates, 1 byte giving the key length
   (0-255, capped by what is there), the key, then the message. For all
   seven HMACs, every compress variant this CPU can run must give the same
   MAC, one-shot, streaming and for a second message under the same key, as
   OpenSSL when present, else as the portable C code. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#if WITH_OPENSSL
# include <openssl/evp.h>
#endif

#include "fuzz-common.h"
#include "hmac-adapters.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
reference(const struct hmac_adapter *a, const uint8_t *key, size_t key_length,
          const uint8_t *msg, size_t size, uint8_t *mac)
{
#if WITH_OPENSSL
  size_t length;
  if (EVP_Q_mac(NULL, "HMAC", NULL, fuzz_openssl_name(a->name), NULL,
                key, key_length, msg, size, mac, 64, &length) != NULL)
    return;
#endif
  if (!fuzz_select(fuzz_c_variant(thistle_hash_lookup(a->name))))
    abort();
  a->oneshot(key, key_length, msg, size, mac);
  fuzz_restore();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  const struct hmac_adapter *const *a;
  const uint8_t *key;
  size_t key_length;
  uint32_t seed;

  if (size < 5)
    return 0;
  memcpy(&seed, data, 4);
  key_length = data[4];
  data += 5;
  size -= 5;
  if (key_length > size)
    key_length = size;
  key = data;
  data += key_length;
  size -= key_length;

  for (a = hmac_adapters; *a; a++)
    {
      const struct thistle_hash *h = thistle_hash_lookup((*a)->name);
      uint8_t want[64], got[64];
      const struct thistle_variant *v;

      reference(*a, key, key_length, data, size, want);
      for (v = _thistle_variants; v->token; v++)
        {
          fuzz_context ctx;
          if (v->family != _thistle_hash_family(h) || !fuzz_select(v))
            continue;
          (*a)->oneshot(key, key_length, data, size, got);
          fuzz_expect_equal(got, want, h->digest_size, (*a)->name, v->name);
          (*a)->set_key(&ctx, key, key_length);
          fuzz_split_update((*a)->update, &ctx, data, size, seed);
          (*a)->digest(&ctx, got);
          fuzz_expect_equal(got, want, h->digest_size, (*a)->name, v->name);
          (*a)->update(&ctx, data, size);
          (*a)->digest(&ctx, got);
          fuzz_expect_equal(got, want, h->digest_size, (*a)->name, v->name);
          fuzz_restore();
        }
    }
  return 0;
}
