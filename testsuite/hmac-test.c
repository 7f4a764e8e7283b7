/* SPDX-License-Identifier: ISC */
/* testsuite/hmac-test.c: HMAC over the seven SHA-1 and SHA-2 hashes
   against the NIST HMACVS vectors, RFC 2202 and RFC 4231, and over those
   and the four SHA-3 hashes against HMAC computed from its definition for
   keys around the block size. */

#include <stdlib.h>
#include <string.h>

#include "hmac-adapters.h"
#include "testutils.h"

/* The key-length sweep of each HMAC folded into one digest (see key_sweep). */
static const struct { const char *name, *sweep; } sweeps[] = {
  { "sha1", "2fd518bcf4e3ef1fa24f35c57f89d7590328a41b" },
  { "sha224", "81f1a23f62351db8824e4b565b252426eceb4d036cd7469bf72457d3" },
  { "sha256", "66f755e04301cd89b169d323e61e10a7"
              "d84f0fa61469516af391c704b5926d95" },
  { "sha384", "b13e34fdde27ddb35e5e45b2341d5e08d26c71fb2d2ed537"
              "62aa45f2e53791d658254cf39a05895f6f2ea895cfbf8eb7" },
  { "sha512", "92076e18486c534bf107eb0e15d74cc7ea3ae02b852f33263807626c05039413"
              "3ccc2ccc1b217243544cd3b42adbe51bc3e40a98cd35968bdcc03e3d6b3353ed" },
  { "sha512_224", "d5474244bf8bb1f420f0e22f2707644a3deb9e7817b639335bd1875c" },
  { "sha512_256", "52e6491e24479d149638fffa90b658cc"
                  "58be250f1b2c54761e47c01aaa1be33c" },
  { "sha3_224", "57e3b9f5fa4e58ce3fae098d706726a6101f985a7376cee852fb5e89" },
  { "sha3_256", "aec373dd11ebef35ac52032d774925e8"
                "fa2abc7fb325a81eed495d646c201fd5" },
  { "sha3_384", "8894e463994e8970a0671f85375371ca9fb4af61c956da01"
                "a612601e6cb35fce5744fb25c81a7ac53d69e350d189bb46" },
  { "sha3_512", "0acf8b183fa4e604d7d14a522dcd5b66646ffa62ccd2cb2daa10c6b2e8640ebf"
                "31dc7babce9db38734a8f6226a9362868dc2804386539232be6afb23eb5f59a7" },
};

/* thistle_hmac_X_verify on the leftmost mac_length bytes of the MAC of
   the message the context has absorbed (then of the same message again,
   as verify starts a new one): the right tag, read from right before an
   unmapped page, is accepted if it is long enough, and refused for its
   length if not; with any one bit flipped (the first, the last, a random
   one) it is rejected; a tag shorter than the minimum or longer than the
   MAC is refused whatever its bytes. */
static void
check_verify(const struct hmac_adapter *t, void *ctx, const uint8_t *msg,
             size_t length, const uint8_t *want, size_t mac_length,
             const char *where)
{
  size_t digest_size = thistle_hash_lookup(t->name)->digest_size;
  size_t flips[3], i;
  uint8_t *tag = guard_copy(want, mac_length), full[64];
  int status, expected = mac_length >= t->min_tag_size ? THISTLE_OK
    : THISTLE_ERROR_TAG_LENGTH;

  status = t->verify(ctx, tag, mac_length);
  CHECK(status == expected, "hmac %s %s verify: status %d, expected %d",
        t->name, where, status, expected);
  flips[0] = 0;
  flips[1] = mac_length * 8 - 1;
  flips[2] = test_random_below(mac_length * 8);
  for (i = 0; i < 3; i++)
    {
      tag[flips[i] / 8] ^= (uint8_t) (1 << flips[i] % 8);
      t->update(ctx, msg, length);
      status = t->verify(ctx, tag, mac_length);
      CHECK(status == (expected == THISTLE_OK ? THISTLE_ERROR_BAD_TAG
                       : THISTLE_ERROR_TAG_LENGTH),
            "hmac %s %s verify, bit %zu flipped: status %d", t->name, where,
            flips[i], status);
      tag[flips[i] / 8] ^= (uint8_t) (1 << flips[i] % 8);
    }
  guard_free(tag, mac_length);

  /* The whole MAC, then each length around the limits. */
  t->update(ctx, msg, length);
  t->digest(ctx, full);
  for (i = 0; i <= digest_size + 1; i++)
    if (i < 2 || i + 1 == t->min_tag_size || i == t->min_tag_size
        || i >= digest_size)
      {
        t->update(ctx, msg, length);
        status = t->verify(ctx, full, i);
        CHECK(status == (i >= t->min_tag_size && i <= digest_size
                         ? THISTLE_OK : THISTLE_ERROR_TAG_LENGTH),
              "hmac %s %s verify of %zu bytes: status %d", t->name, where, i,
              status);
      }
}

/* Checks the leftmost mac_length bytes of HMAC(key, msg) every way: the
   one-shot call, the context with random split updates, the same
   context reused for the same message, and verification. */
static void
check_mac(const struct hmac_adapter *t, const uint8_t *key, size_t key_length,
          const uint8_t *msg, size_t length, const uint8_t *want,
          size_t mac_length, const char *where)
{
  uint8_t mac[64];
  void *ctx = xmalloc(t->context_size);
  size_t done = 0;

  t->oneshot(key, key_length, msg, length, mac);
  CHECK_BYTES(mac, want, mac_length, "hmac %s %s one-shot", t->name, where);

  t->set_key(ctx, key, key_length);
  while (done < length)
    {
      size_t piece = test_random_below(300);
      if (piece > length - done)
        piece = length - done;
      t->update(ctx, msg + done, piece);
      done += piece;
    }
  t->digest(ctx, mac);
  CHECK_BYTES(mac, want, mac_length, "hmac %s %s split updates", t->name,
              where);

  t->update(ctx, msg, length);
  t->digest(ctx, mac);
  CHECK_BYTES(mac, want, mac_length, "hmac %s %s second message", t->name,
              where);
  t->update(ctx, msg, length);
  check_verify(t, ctx, msg, length, want, mac_length, where);
  free(ctx);
}

/* check_mac over a vector's key, message and MAC in hex; returns the MAC's
   length in bytes. */
static size_t
check_mac_hex(const struct hmac_adapter *t, const char *key_hex,
              const char *msg_hex, const char *mac_hex, const char *where)
{
  size_t key_length, length, mac_length;
  uint8_t *key = hex_decode(key_hex, &key_length);
  uint8_t *msg = hex_decode(msg_hex, &length);
  uint8_t *mac = hex_decode(mac_hex, &mac_length);

  check_mac(t, key, key_length, msg, length, mac, mac_length, where);
  free(key);
  free(msg);
  free(mac);
  return mac_length;
}

/* NIST HMACVS: sections [L=n] name the hash by its digest size; each Mac is
   the leftmost Tlen bytes. */
static void
nist_vectors(void)
{
  static const struct { const char *section, *name; } sections[] = {
    { "L=20", "sha1" }, { "L=28", "sha224" }, { "L=32", "sha256" },
    { "L=48", "sha384" }, { "L=64", "sha512" },
  };
  struct rsp r;
  unsigned records = 0;

  rsp_open(&r, test_path("vectors/hmac/HMAC.rsp"));
  while (rsp_next(&r))
    {
      const struct hmac_adapter *t = NULL;
      const char *key_hex = rsp_get(&r, "Key"), *msg_hex = rsp_get(&r, "Msg");
      const char *mac_hex = rsp_get(&r, "Mac"), *tlen = rsp_get(&r, "Tlen");
      size_t mac_length, i;
      char where[48];

      if (!key_hex || !msg_hex || !mac_hex || !tlen)
        continue;
      for (i = 0; i < sizeof(sections) / sizeof(sections[0]); i++)
        if (strcmp(r.section, sections[i].section) == 0)
          t = hmac_adapter(sections[i].name);
      if (t == NULL)
        test_die("HMAC.rsp: unknown section [%s]", r.section);
      snprintf(where, sizeof(where), "NIST Count=%s", rsp_get(&r, "Count"));
      mac_length = check_mac_hex(t, key_hex, msg_hex, mac_hex, where);
      CHECK(mac_length == strtoul(tlen, NULL, 10), "HMAC.rsp Tlen");
      records++;
    }
  rsp_close(&r);
  CHECK(records == 1575, "HMAC.rsp: %u records, expected 1575", records);
}

/* The RFC 2202 and RFC 4231 test cases, full-length MACs. */
static void
rfc_vectors(const char *file, const char *name, unsigned expected)
{
  const struct hmac_adapter *t = hmac_adapter(name);
  struct rsp r;
  unsigned records = 0;

  rsp_open(&r, test_path(file));
  while (rsp_next(&r))
    {
      const char *key_hex = rsp_get(&r, "Key"), *msg_hex = rsp_get(&r, "Msg");
      const char *md_hex = rsp_get(&r, "MD");
      char where[48];

      if (!key_hex || !msg_hex || !md_hex)
        continue;
      snprintf(where, sizeof(where), "%s case %u", file, records + 1);
      check_mac_hex(t, key_hex, msg_hex, md_hex, where);
      records++;
    }
  rsp_close(&r);
  CHECK(records == expected, "%s: %u cases, expected %u", file, records,
        expected);
}

/* HMAC straight from its definition, with the hash one-shot only:
   H((K0 ^ opad) || H((K0 ^ ipad) || m)). */
static void
hmac_by_definition(const struct thistle_hash *h, const uint8_t *key,
                   size_t key_length, const uint8_t *msg, size_t length,
                   uint8_t *mac)
{
  size_t bs = h->block_size, i;
  uint8_t k0[144] = { 0 }, inner_digest[64];       /* SHA3-224's block */
  uint8_t *inner = xmalloc(bs + length), *outer = xmalloc(bs + 64);

  if (key_length > bs)
    hash_oneshot(h, key, key_length, k0);
  else if (key_length > 0)
    memcpy(k0, key, key_length);
  for (i = 0; i < bs; i++)
    {
      inner[i] = k0[i] ^ 0x36;
      outer[i] = k0[i] ^ 0x5c;
    }
  if (length > 0)
    memcpy(inner + bs, msg, length);
  hash_oneshot(h, inner, bs + length, inner_digest);
  memcpy(outer + bs, inner_digest, h->digest_size);
  hash_oneshot(h, outer, bs + h->digest_size, mac);
  free(inner);
  free(outer);
}

/* Keys of every length 0..2*block+1 (so empty, block-1, block, block+1 and
   hashed long keys), each with its own message; compared with the
   definition, and all MACs folded into one hash compared with a constant
   computed once with Python 3.11's hmac module:
     run = hashlib.new(name)
     for k in range(2 * block_size + 2):
       key = bytes((7 * i + k) % 256 for i in range(k))
       msg = bytes((3 * i) % 251 for i in range(k + 13))
       run.update(hmac.new(key, msg, name).digest())
     run.hexdigest() */
static void
key_sweep(const struct hmac_adapter *t, const char *sweep)
{
  const struct thistle_hash *h = thistle_hash_lookup(t->name);
  size_t bs = h->block_size, k, i, want_length;
  uint8_t key[2 * 144 + 1], msg[2 * 144 + 14], mac[64], ref[64], folded[64];
  uint8_t guarded[64 + 32], *want;
  void *run = xmalloc(h->context_size);
  char where[32];

  h->init(run);
  for (k = 0; k < 2 * bs + 2; k++)
    {
      for (i = 0; i < k; i++)
        key[i] = (uint8_t) ((7 * i + k) % 256);
      for (i = 0; i < k + 13; i++)
        msg[i] = (uint8_t) ((3 * i) % 251);
      hmac_by_definition(h, key, k, msg, k + 13, ref);
      snprintf(where, sizeof(where), "key length %zu", k);
      check_mac(t, k ? key : NULL, k, msg, k + 13, ref, h->digest_size, where);
      t->oneshot(key, k, msg, k + 13, mac);
      h->update(run, mac, h->digest_size);
    }
  h->digest(run, folded);
  want = hex_decode(sweep, &want_length);
  CHECK_BYTES(folded, want, h->digest_size, "hmac %s key sweep", t->name);

  /* The MAC is written within its digest size, and empty keys and
     messages may be NULL. */
  memset(guarded, 0xa5, sizeof(guarded));
  t->oneshot(NULL, 0, NULL, 0, guarded + 16);
  hmac_by_definition(h, NULL, 0, NULL, 0, ref);
  CHECK_BYTES(guarded + 16, ref, h->digest_size, "hmac %s empty", t->name);
  for (i = 0; i < sizeof(guarded); i++)
    if ((i < 16 || i >= 16 + h->digest_size) && guarded[i] != 0xa5)
      break;
  CHECK(i == sizeof(guarded), "hmac %s wrote outside its MAC", t->name);
  free(want);
  free(run);
}

int
main(void)
{
  size_t i;
  nist_vectors();
  rfc_vectors("vectors/hmac/rfc-2202-sha1.txt", "sha1", 7);
  rfc_vectors("vectors/hmac/rfc-4231-sha224.txt", "sha224", 6);
  rfc_vectors("vectors/hmac/rfc-4231-sha256.txt", "sha256", 6);
  rfc_vectors("vectors/hmac/rfc-4231-sha384.txt", "sha384", 6);
  rfc_vectors("vectors/hmac/rfc-4231-sha512.txt", "sha512", 6);
  for (i = 0; i < sizeof(sweeps) / sizeof(sweeps[0]); i++)
    key_sweep(hmac_adapter(sweeps[i].name), sweeps[i].sweep);
  return test_finish("hmac-test");
}
