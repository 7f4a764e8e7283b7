/* SPDX-License-Identifier: ISC */
/* testsuite/mac-any-test.c: HMAC, HKDF and PBKDF2 over a struct
   thistle_hash (thistle/hmac.h, thistle/kdf.h): for every entry of
   thistle_hashes, the generic functions give what the typed ones give on
   random inputs, streaming in random pieces included; the RFC 4231,
   RFC 5869 and RFC 6070/7914 (PBKDF2 of RFC 8018) vectors through the
   generic form; and a NULL, a foreign or a KDF-less hash refused with
   THISTLE_ERROR_HASH, writing nothing. */

#include <stdlib.h>
#include <string.h>

#include "thistle/thistle.h"
#include "hmac-adapters.h"
#include "testutils.h"

/* The typed KDFs, by name, to compare the generic ones with. */
struct typed_kdf {
  const char *name;
  int (*hkdf)(const void *, size_t, const void *, size_t, const void *,
              size_t, uint8_t *, size_t);
  int (*expand)(const uint8_t *, size_t, const void *, size_t, uint8_t *,
                size_t);
  void (*extract)(const void *, size_t, const void *, size_t, uint8_t *);
  int (*pbkdf2)(const void *, size_t, const void *, size_t, uint32_t,
                uint8_t *, size_t);
};
#define TYPED_KDF(name)                                                     \
  { #name, thistle_hkdf_##name, thistle_hkdf_##name##_expand,               \
    thistle_hkdf_##name##_extract, thistle_pbkdf2_hmac_##name }
static const struct typed_kdf typed_kdfs[] = {
  TYPED_KDF(sha1), TYPED_KDF(sha224), TYPED_KDF(sha256), TYPED_KDF(sha384),
  TYPED_KDF(sha512), TYPED_KDF(sha512_224), TYPED_KDF(sha512_256),
};

static const struct typed_kdf *
typed_kdf(const char *name)
{
  size_t i;
  for (i = 0; i < sizeof(typed_kdfs) / sizeof(typed_kdfs[0]); i++)
    if (strcmp(typed_kdfs[i].name, name) == 0)
      return &typed_kdfs[i];
  return NULL;
}

#define MAX_INPUT 400
#define MAX_OKM 300

static void
random_input(uint8_t *buffer, size_t *length)
{
  *length = test_random_below(MAX_INPUT + 1);
  test_random_bytes(buffer, *length);
}

static void
hmac_against_typed(const struct thistle_hash *h)
{
  const struct hmac_adapter *t = hmac_adapter(h->name);
  void *typed = xmalloc(t->context_size);
  struct thistle_hmac_ctx ctx;
  unsigned round;

  for (round = 0; round < 50; round++)
    {
      uint8_t key[MAX_INPUT], msg[MAX_INPUT], want[64], got[64];
      size_t key_length, msg_length, done, piece;
      random_input(key, &key_length);
      random_input(msg, &msg_length);

      t->oneshot(key, key_length, msg, msg_length, want);
      memset(got, 0, sizeof(got));
      CHECK(thistle_hmac(h, key, key_length, msg, msg_length, got)
            == THISTLE_OK, "%s: thistle_hmac", h->name);
      CHECK_BYTES(got, want, h->digest_size, "%s: thistle_hmac, key %zu, "
                  "message %zu bytes", h->name, key_length, msg_length);

      /* Streaming in random pieces, twice under the key (digest starts a
         new message), then verify with the full and the shortest tag. */
      CHECK(thistle_hmac_set_key(&ctx, h, key, key_length) == THISTLE_OK,
            "%s: set_key", h->name);
      for (int message = 0; message < 2; message++)
        {
          for (done = 0; done < msg_length; done += piece)
            {
              piece = test_random_below(msg_length - done + 1);
              thistle_hmac_update(&ctx, msg + done, piece);
            }
          memset(got, 0, sizeof(got));
          CHECK(thistle_hmac_digest(&ctx, got) == THISTLE_OK, "%s: digest",
                h->name);
          CHECK_BYTES(got, want, h->digest_size, "%s: streaming, message %d",
                      h->name, message);
        }
      thistle_hmac_update(&ctx, msg, msg_length);
      CHECK(thistle_hmac_verify(&ctx, want, h->digest_size) == THISTLE_OK,
            "%s: verify", h->name);
      t->set_key(typed, key, key_length);
      want[0] ^= 1;
      thistle_hmac_update(&ctx, msg, msg_length);
      t->update(typed, msg, msg_length);
      CHECK(thistle_hmac_verify(&ctx, want, t->min_tag_size)
            == t->verify(typed, want, t->min_tag_size)
            && t->verify(typed, want, 1) == THISTLE_ERROR_TAG_LENGTH
            && thistle_hmac_verify(&ctx, want, 1) == THISTLE_ERROR_TAG_LENGTH,
            "%s: verify's errors", h->name);
    }
  thistle_wipe(&ctx, sizeof(ctx));
  free(typed);
}

static void
kdf_against_typed(const struct thistle_hash *h)
{
  const struct typed_kdf *k = typed_kdf(h->name);
  unsigned round;
  uint8_t salt[MAX_INPUT], ikm[MAX_INPUT], info[MAX_INPUT];
  uint8_t want[MAX_OKM], got[MAX_OKM];
  size_t salt_length, ikm_length, info_length, okm_length;

  random_input(salt, &salt_length);
  random_input(ikm, &ikm_length);
  random_input(info, &info_length);
  if (k == NULL)
    {
      /* No HKDF or PBKDF2 over the algorithm: refused, nothing written. */
      memset(got, 0xa5, sizeof(got));
      CHECK(thistle_hkdf(h, salt, salt_length, ikm, ikm_length, info,
                         info_length, got, 32) == THISTLE_ERROR_HASH
            && thistle_hkdf_extract(h, salt, salt_length, ikm, ikm_length,
                                    got) == THISTLE_ERROR_HASH
            && thistle_hkdf_expand(h, ikm, 64, info, info_length, got, 32)
               == THISTLE_ERROR_HASH
            && thistle_pbkdf2_hmac(h, ikm, ikm_length, salt, salt_length, 2,
                                   got, 32) == THISTLE_ERROR_HASH,
            "%s: KDFs refused", h->name);
      for (size_t i = 0; i < sizeof(got); i++)
        CHECK(got[i] == 0xa5, "%s: refused KDF wrote byte %zu", h->name, i);
      return;
    }
  for (round = 0; round < 20; round++)
    {
      uint32_t iterations = 1 + test_random_below(5);
      random_input(salt, &salt_length);
      random_input(ikm, &ikm_length);
      random_input(info, &info_length);
      okm_length = test_random_below(MAX_OKM + 1);

      CHECK(thistle_hkdf(h, salt, salt_length, ikm, ikm_length, info,
                         info_length, got, okm_length)
            == k->hkdf(salt, salt_length, ikm, ikm_length, info, info_length,
                       want, okm_length), "%s: hkdf status", h->name);
      CHECK_BYTES(got, want, okm_length, "%s: hkdf", h->name);
      CHECK(thistle_hkdf_extract(h, salt, salt_length, ikm, ikm_length, got)
            == THISTLE_OK, "%s: extract", h->name);
      k->extract(salt, salt_length, ikm, ikm_length, want);
      CHECK_BYTES(got, want, h->digest_size, "%s: extract", h->name);
      /* ikm as a PRK of any length: the too short are refused alike. */
      CHECK(thistle_hkdf_expand(h, ikm, ikm_length, info, info_length, got,
                                okm_length)
            == k->expand(ikm, ikm_length, info, info_length, want,
                         okm_length), "%s: expand status", h->name);
      if (ikm_length >= h->digest_size)
        CHECK_BYTES(got, want, okm_length, "%s: expand", h->name);
      CHECK(thistle_pbkdf2_hmac(h, ikm, ikm_length, salt, salt_length,
                                iterations, got, okm_length)
            == k->pbkdf2(ikm, ikm_length, salt, salt_length, iterations, want,
                         okm_length), "%s: pbkdf2 status", h->name);
      CHECK_BYTES(got, want, okm_length, "%s: pbkdf2", h->name);
    }
  /* The typed functions' errors, returned as they are. */
  CHECK(thistle_pbkdf2_hmac(h, ikm, 1, salt, 1, 0, got, 1)
        == THISTLE_ERROR_ITERATIONS, "%s: 0 iterations", h->name);
  CHECK(thistle_hkdf(h, salt, 1, ikm, 1, info, 1, got,
                     255 * h->digest_size + 1) == THISTLE_ERROR_OUTPUT_LENGTH,
        "%s: hkdf too long", h->name);
  CHECK(thistle_hkdf_expand(h, ikm, h->digest_size - 1, info, 1, got, 1)
        == THISTLE_ERROR_KEY_LENGTH, "%s: short prk", h->name);
}

static uint8_t *
field(const struct rsp *r, const char *name, size_t *length)
{
  const char *hex = rsp_get(r, name);
  *length = 0;
  return hex && *hex ? hex_decode(hex, length) : NULL;
}

static void
rfc4231(const char *file, const char *name)
{
  const struct thistle_hash *h = thistle_hash_lookup(name);
  struct rsp r;
  unsigned cases = 0;
  rsp_open(&r, test_path(file));
  while (rsp_next(&r))
    {
      size_t key_length, msg_length, md_length;
      uint8_t *key = field(&r, "Key", &key_length);
      uint8_t *msg = field(&r, "Msg", &msg_length);
      uint8_t *md = field(&r, "MD", &md_length);
      uint8_t mac[64];
      struct thistle_hmac_ctx ctx;
      if (md != NULL)
        {
          CHECK(thistle_hmac(h, key, key_length, msg, msg_length, mac) == 0,
                "%s", file);
          CHECK_BYTES(mac, md, md_length, "%s case %u", file, cases + 1);
          thistle_hmac_set_key(&ctx, h, key, key_length);
          thistle_hmac_update(&ctx, msg, msg_length);
          CHECK(thistle_hmac_verify(&ctx, md, md_length) == THISTLE_OK,
                "%s case %u: verify", file, cases + 1);
          cases++;
        }
      free(key);
      free(msg);
      free(md);
    }
  rsp_close(&r);
  CHECK(cases == 6, "%s: %u cases, expected 6", file, cases);
}

static void
rfc5869(void)
{
  struct rsp r;
  unsigned cases = 0;
  rsp_open(&r, test_path("vectors/kdf/rfc-5869.txt"));
  while (rsp_next(&r))
    {
      const struct thistle_hash *h = thistle_hash_lookup(rsp_get(&r, "Hash"));
      size_t salt_length, ikm_length, info_length, prk_length, okm_length;
      uint8_t *salt = field(&r, "salt", &salt_length);
      uint8_t *ikm = field(&r, "IKM", &ikm_length);
      uint8_t *info = field(&r, "info", &info_length);
      uint8_t *prk = field(&r, "PRK", &prk_length);
      uint8_t *okm = field(&r, "OKM", &okm_length);
      uint8_t got[MAX_OKM];
      const char *where = rsp_get(&r, "Case");
      CHECK(thistle_hkdf_extract(h, salt, salt_length, ikm, ikm_length, got)
            == THISTLE_OK, "%s: extract", where);
      CHECK_BYTES(got, prk, prk_length, "%s: PRK", where);
      CHECK(thistle_hkdf_expand(h, prk, prk_length, info, info_length, got,
                                okm_length) == THISTLE_OK, "%s", where);
      CHECK_BYTES(got, okm, okm_length, "%s: expand", where);
      CHECK(thistle_hkdf(h, salt, salt_length, ikm, ikm_length, info,
                         info_length, got, okm_length) == THISTLE_OK,
            "%s", where);
      CHECK_BYTES(got, okm, okm_length, "%s: hkdf", where);
      free(salt);
      free(ikm);
      free(info);
      free(prk);
      free(okm);
      cases++;
    }
  rsp_close(&r);
  CHECK(cases == 7, "rfc-5869.txt: %u cases, expected 7", cases);
}

/* The PBKDF2 vectors of up to 100,000 iterations (kdf-test runs the
   longer ones under check-slow). */
static void
rfc_pbkdf2(const char *file, unsigned expected)
{
  struct rsp r;
  unsigned cases = 0;
  rsp_open(&r, test_path(file));
  while (rsp_next(&r))
    {
      const struct thistle_hash *h = thistle_hash_lookup(rsp_get(&r, "Hash"));
      unsigned long c = strtoul(rsp_get(&r, "c"), NULL, 10);
      size_t p_length, s_length, dk_length;
      uint8_t *p = field(&r, "P", &p_length);
      uint8_t *s = field(&r, "S", &s_length);
      uint8_t *dk = field(&r, "DK", &dk_length);
      uint8_t got[MAX_OKM];
      cases++;
      if (c <= 100000)
        {
          CHECK(thistle_pbkdf2_hmac(h, p, p_length, s, s_length,
                                    (uint32_t) c, got, dk_length)
                == THISTLE_OK, "%s case %u", file, cases);
          CHECK_BYTES(got, dk, dk_length, "%s case %u", file, cases);
        }
      free(p);
      free(s);
      free(dk);
    }
  rsp_close(&r);
  CHECK(cases == expected, "%s: %u cases, expected %u", file, cases,
        expected);
}

/* NULL, and a struct thistle_hash that is not the library's (a copy of an
   entry, its name and sizes the same): refused, nothing written, and a
   refused context ignores its input and stays refused. */
static void
bad_hashes(void)
{
  struct thistle_hash copy = *thistle_hash_lookup("sha256");
  const struct thistle_hash *bad[2] = { NULL, &copy };
  struct thistle_hmac_ctx ctx;
  uint8_t out[64];
  int i;
  for (i = 0; i < 2; i++)
    {
      size_t j;
      memset(out, 0xa5, sizeof(out));
      CHECK(thistle_hmac(bad[i], "k", 1, "m", 1, out) == THISTLE_ERROR_HASH,
            "hash %d: thistle_hmac", i);
      CHECK(thistle_hmac_set_key(&ctx, bad[i], "k", 1) == THISTLE_ERROR_HASH,
            "hash %d: set_key", i);
      thistle_hmac_update(&ctx, "m", 1);
      CHECK(thistle_hmac_digest(&ctx, out) == THISTLE_ERROR_HASH
            && thistle_hmac_verify(&ctx, out, 32) == THISTLE_ERROR_HASH,
            "hash %d: refused context", i);
      CHECK(thistle_hkdf(bad[i], "s", 1, "i", 1, "f", 1, out, 32)
            == THISTLE_ERROR_HASH
            && thistle_hkdf_extract(bad[i], "s", 1, "i", 1, out)
               == THISTLE_ERROR_HASH
            && thistle_hkdf_expand(bad[i], out, 32, "f", 1, out, 32)
               == THISTLE_ERROR_HASH
            && thistle_pbkdf2_hmac(bad[i], "p", 1, "s", 1, 1, out, 32)
               == THISTLE_ERROR_HASH, "hash %d: KDFs", i);
      for (j = 0; j < sizeof(out); j++)
        CHECK(out[j] == 0xa5, "hash %d: byte %zu written", i, j);
    }
}

int
main(void)
{
  const struct thistle_hash *const *h;
  for (h = thistle_hashes; *h; h++)
    {
      hmac_against_typed(*h);
      kdf_against_typed(*h);
    }
  rfc4231("vectors/hmac/rfc-4231-sha224.txt", "sha224");
  rfc4231("vectors/hmac/rfc-4231-sha256.txt", "sha256");
  rfc4231("vectors/hmac/rfc-4231-sha384.txt", "sha384");
  rfc4231("vectors/hmac/rfc-4231-sha512.txt", "sha512");
  rfc5869();
  rfc_pbkdf2("vectors/kdf/rfc-6070.txt", 6);
  rfc_pbkdf2("vectors/kdf/rfc-7914.txt", 2);
  bad_hashes();
  return test_finish("mac-any-test");
}
