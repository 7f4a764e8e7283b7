/* SPDX-License-Identifier: ISC */
/* testsuite/sha3-test.c: SHA3-224..512 and SHAKE128/256 against the NIST
   CAVP SHA3VS vectors (ShortMsg, LongMsg, Monte; for SHAKE also
   VariableOut), each SHAKE record also through random split updates and
   random squeeze pieces and from an unaligned buffer; what squeezing
   promises (one stream over any pieces, update refused once squeezing,
   squeezes of 0 bytes, exact output bounds); cSHAKE and KMAC against
   NIST SP 800-185's samples (cSHAKE_samples.pdf, KMAC_samples.pdf,
   KMACXOF_samples.pdf), and their context forms against the one-shots;
   SP 800-185's length encodings up to the largest byte counts, whose bit
   counts need 67 bits. */

#include <stdlib.h>
#include <string.h>

#include "hash-tests.h"
#include "kmac-adapters.h"
#include "sponge-internal.h"
#include "testutils.h"

/* Either SHAKE behind one shape. */
struct xof {
  const char *name;
  const char *vectors;                  /* "sha3/SHAKE128" */
  size_t rate, context_size;
  void (*init)(void *ctx);
  int (*update)(void *ctx, const void *data, size_t length);
  void (*squeeze)(void *ctx, uint8_t *out, size_t length);
  void (*oneshot)(const void *data, size_t length, uint8_t *out,
                  size_t out_length);
};

#define XOF(name, NAME)                                                     \
  static void name##_init_any(void *ctx) { thistle_##name##_init(ctx); }    \
  static int name##_update_any(void *ctx, const void *data, size_t n)       \
  { return thistle_##name##_update(ctx, data, n); }                         \
  static void name##_squeeze_any(void *ctx, uint8_t *out, size_t n)         \
  { thistle_##name##_squeeze(ctx, out, n); }                                \
  static const struct xof name##_xof = {                                    \
    #name, "sha3/" #NAME, THISTLE_##NAME##_BLOCK_SIZE,                      \
    sizeof(struct thistle_##name##_ctx), name##_init_any,                   \
    name##_update_any, name##_squeeze_any, thistle_##name };

XOF(shake128, SHAKE128)
XOF(shake256, SHAKE256)

/* Squeezes length bytes in random pieces, some of 0 bytes. */
static void
squeeze_split(const struct xof *x, void *ctx, uint8_t *out, size_t length)
{
  size_t done = 0;
  while (done < length)
    {
      size_t piece = test_random_below(2 * x->rate + 2);
      if (piece > length - done)
        piece = length - done;
      x->squeeze(ctx, out + done, piece);
      done += piece;
    }
}

/* One message and its expected output, every way we can reach it. */
static void
check_xof(const struct xof *x, const uint8_t *msg, size_t length,
          const uint8_t *want, size_t out_length, const char *where)
{
  uint8_t *out = xmalloc(out_length + 1), *copy = xmalloc(length + 16);
  void *ctx = xmalloc(x->context_size);
  size_t offset = 1 + test_random_below(15), done = 0;
  int status = THISTLE_OK;

  x->oneshot(msg, length, out, out_length);
  CHECK_BYTES(out, want, out_length, "%s %s one-shot", x->name, where);

  x->init(ctx);
  while (done < length)
    {
      size_t piece = test_random_below(3 * x->rate + 2);
      if (piece > length - done)
        piece = length - done;
      status |= x->update(ctx, piece == 0 ? NULL : msg + done, piece);
      done += piece;
    }
  CHECK(status == THISTLE_OK, "%s %s: update refused", x->name, where);
  squeeze_split(x, ctx, out, out_length);
  CHECK_BYTES(out, want, out_length, "%s %s split updates and squeezes",
              x->name, where);

  if (length > 0)
    memcpy(copy + offset, msg, length);
  x->oneshot(copy + offset, length, out, out_length);
  CHECK_BYTES(out, want, out_length, "%s %s at alignment %zu", x->name,
              where, offset);
  free(ctx);
  free(copy);
  free(out);
}

/* The bits of a "[Name = n]" section or an "Outputlen" field, in bytes. */
static size_t
bits_to_bytes(const char *file, const char *bits)
{
  size_t n;
  if (bits == NULL || (n = strtoul(bits, NULL, 10)) % 8 != 0)
    test_die("%s: not a whole number of bytes: %s", file,
             bits ? bits : "(none)");
  return n / 8;
}

/* ShortMsg, LongMsg (the output length from the section) and VariableOut
   (from each record). */
static void
xof_known_answers(const struct xof *x, const char *kind)
{
  char file[128];
  struct rsp r;
  unsigned records = 0;

  snprintf(file, sizeof(file), "vectors/%s%s.rsp", x->vectors, kind);
  rsp_open(&r, test_path(file));
  while (rsp_next(&r))
    {
      const char *len = rsp_get(&r, "Len"), *msg_hex = rsp_get(&r, "Msg");
      const char *out_hex = rsp_get(&r, "Output");
      const char *outputlen = rsp_get(&r, "Outputlen");
      size_t msg_length, out_length, want_length;
      uint8_t *msg, *want;
      char where[64];

      if (msg_hex == NULL || out_hex == NULL)
        continue;
      msg = hex_decode(msg_hex, &msg_length);
      want = hex_decode(out_hex, &want_length);
      if (len != NULL)
        msg_length = bits_to_bytes(file, len);    /* "Msg = 00" for 0 */
      if (outputlen != NULL)
        out_length = bits_to_bytes(file, outputlen);
      else if (strncmp(r.section, "Outputlen=", 10) == 0)
        out_length = bits_to_bytes(file, r.section + 10);
      else
        test_die("%s: no output length", file);
      CHECK(want_length == out_length, "%s: output of %zu bytes, not %zu",
            file, want_length, out_length);
      snprintf(where, sizeof(where), "%s %zu-byte message, %zu bytes out",
               kind, msg_length, out_length);
      check_xof(x, msg, msg_length, want, out_length, where);
      free(msg);
      free(want);
      records++;
    }
  rsp_close(&r);
  CHECK(records >= 100, "%s: only %u records", file, records);
}

/* SHA3VS 6.3.3 (testsuite/vectors/README.md): each checkpoint squeezes
   1000 outputs, each from the first 16 bytes of the one before, of a
   length that the one before chooses. The first checkpoint only where
   test_quick(). */
static void
xof_monte_carlo(const struct xof *x, size_t min, size_t max)
{
  char file[128];
  struct rsp r;
  uint8_t msg[16], *out = xmalloc(max);
  size_t length = max, last = 0;
  unsigned checkpoints = 0;
  int have_msg = 0;

  snprintf(file, sizeof(file), "vectors/%sMonte.rsp", x->vectors);
  rsp_open(&r, test_path(file));
  while (rsp_next(&r) && !(test_quick() && checkpoints == 1))
    {
      const char *msg_hex = rsp_get(&r, "Msg");
      const char *out_hex = rsp_get(&r, "Output");
      if (msg_hex)
        {
          size_t n;
          uint8_t *seed = hex_decode(msg_hex, &n);
          if (n != sizeof(msg))
            test_die("%s: Msg of %zu bytes", file, n);
          if (bits_to_bytes(file, strchr(r.section, '=') + 1) != max)
            test_die("%s: maximum output is not %zu bytes", file, max);
          memcpy(msg, seed, sizeof(msg));
          free(seed);
          have_msg = 1;
        }
      else if (out_hex && have_msg)
        {
          size_t want_length, i;
          uint8_t *want = hex_decode(out_hex, &want_length);
          for (i = 0; i < 1000; i++)
            {
              x->oneshot(msg, sizeof(msg), out, length);
              last = length;
              length = min + (((size_t) out[last - 2] << 8 | out[last - 1])
                              % (max - min + 1));
              memset(msg, 0, sizeof(msg));
              memcpy(msg, out, last < sizeof(msg) ? last : sizeof(msg));
            }
          CHECK(want_length == last
                && bits_to_bytes(file, rsp_get(&r, "Outputlen")) == last,
                "%s Monte Carlo checkpoint %s: %zu bytes", x->name,
                rsp_get(&r, "COUNT"), last);
          if (want_length == last)
            CHECK_BYTES(out, want, last, "%s Monte Carlo checkpoint %s",
                        x->name, rsp_get(&r, "COUNT"));
          free(want);
          checkpoints++;
        }
    }
  rsp_close(&r);
  CHECK(checkpoints == (test_quick() ? 1 : 100),
        "%s: %u Monte Carlo checkpoints", file, checkpoints);
  free(out);
}

/* What squeezing promises. */
static void
squeezing(const struct xof *x)
{
  enum { LENGTH = 3 * 168 + 7 };
  uint8_t want[LENGTH], got[LENGTH + 32], guard[32];
  void *ctx = xmalloc(x->context_size), *copy = xmalloc(x->context_size);
  size_t i;

  x->oneshot("thistle", 7, want, LENGTH);

  /* A squeeze of 0 bytes ends the message and writes nothing; update is
     refused from then on, absorbing nothing, and the stream goes on. */
  memset(got, 0xa5, sizeof(got));
  memset(guard, 0xa5, sizeof(guard));
  x->init(ctx);
  CHECK(x->update(ctx, "thistle", 7) == THISTLE_OK, "%s update", x->name);
  x->squeeze(ctx, got, 0);
  CHECK(memcmp(got, guard, sizeof(guard)) == 0,
        "%s: a squeeze of 0 bytes wrote", x->name);
  CHECK(x->update(ctx, "more", 4) == THISTLE_ERROR_SQUEEZING,
        "%s: update after a squeeze not refused", x->name);
  CHECK(x->update(ctx, NULL, 0) == THISTLE_ERROR_SQUEEZING,
        "%s: empty update after a squeeze not refused", x->name);
  x->squeeze(ctx, got, 10);
  CHECK(x->update(ctx, "more", 4) == THISTLE_ERROR_SQUEEZING,
        "%s: update after squeezing 10 bytes not refused", x->name);
  x->squeeze(ctx, got + 10, LENGTH - 10);
  CHECK_BYTES(got, want, LENGTH, "%s: the stream after refused updates",
              x->name);
  CHECK(memcmp(got + LENGTH, guard, sizeof(guard)) == 0,
        "%s: squeeze wrote past its output", x->name);

  /* A copied context continues the same stream independently; byte by
     byte is the same as all at once. */
  x->init(ctx);
  x->update(ctx, "thistle", 7);
  x->squeeze(ctx, got, x->rate - 1);
  memcpy(copy, ctx, x->context_size);
  for (i = x->rate - 1; i < LENGTH; i++)
    x->squeeze(ctx, got + i, 1);
  CHECK_BYTES(got, want, LENGTH, "%s byte by byte", x->name);
  x->squeeze(copy, got, LENGTH - (x->rate - 1));
  CHECK_BYTES(got, want + x->rate - 1, LENGTH - (x->rate - 1),
              "%s from a copied context", x->name);

  /* init starts over, squeezing or not. */
  x->init(ctx);
  CHECK(x->update(ctx, "thistle", 7) == THISTLE_OK, "%s: update after "
        "init refused", x->name);
  x->squeeze(ctx, got, LENGTH);
  CHECK_BYTES(got, want, LENGTH, "%s: a new message after squeezing",
              x->name);

  /* A one-shot of 0 bytes writes nothing. */
  memset(got, 0xa5, sizeof(guard));
  x->oneshot("thistle", 7, got, 0);
  CHECK(memcmp(got, guard, sizeof(guard)) == 0,
        "%s: a 0-byte one-shot wrote", x->name);
  free(copy);
  free(ctx);
}

/* SP 800-185's samples: the key 0x40..0x5f, the data 00 01 02 03 or
   0x00..0xc7, customization "" or "My Tagged Application" (KMAC) or
   "Email Signature" (cSHAKE). */
struct sample {
  int kind;                             /* cshake, kmac or kmacxof */
  unsigned bits;                        /* 128 or 256 */
  size_t data_length;
  const char *custom;
  const char *want;
};
enum { CSHAKE, KMAC, KMACXOF };

static const struct sample samples[] = {
  { CSHAKE, 128, 4, "Email Signature",
    "c1c36925b6409a04f1b504fcbca9d82b4017277cb5ed2b2065fc1d3814d5aaf5" },
  { CSHAKE, 128, 200, "Email Signature",
    "c5221d50e4f822d96a2e8881a961420f294b7b24fe3d2094baed2c6524cc166b" },
  { CSHAKE, 256, 4, "Email Signature",
    "d008828e2b80ac9d2218ffee1d070c48b8e4c87bff32c9699d5b6896eee0edd1"
    "64020e2be0560858d9c00c037e34a96937c561a74c412bb4c746469527281c8c" },
  { CSHAKE, 256, 200, "Email Signature",
    "07dc27b11e51fbac75bc7b3c1d983e8b4b85fb1defaf218912ac864302730917"
    "27f42b17ed1df63e8ec118f04b23633c1dfb1574c8fb55cb45da8e25afb092bb" },
  { KMAC, 128, 4, "",
    "e5780b0d3ea6f7d3a429c5706aa43a00fadbd7d49628839e3187243f456ee14e" },
  { KMAC, 128, 4, "My Tagged Application",
    "3b1fba963cd8b0b59e8c1a6d71888b7143651af8ba0a7070c0979e2811324aa5" },
  { KMAC, 128, 200, "My Tagged Application",
    "1f5b4e6cca02209e0dcb5ca635b89a15e271ecc760071dfd805faa38f9729230" },
  { KMAC, 256, 4, "My Tagged Application",
    "20c570c31346f703c9ac36c61c03cb64c3970d0cfc787e9b79599d273a68d2f7"
    "f69d4cc3de9d104a351689f27cf6f5951f0103f33f4f24871024d9c27773a8dd" },
  { KMAC, 256, 200, "",
    "75358cf39e41494e949707927cee0af20a3ff553904c86b08f21cc414bcfd691"
    "589d27cf5e15369cbbff8b9a4c2eb17800855d0235ff635da82533ec6b759b69" },
  { KMAC, 256, 200, "My Tagged Application",
    "b58618f71f92e1d56c1b8c55ddd7cd188b97b4ca4d99831eb2699a837da2e4d9"
    "70fbacfde50033aea585f1a2708510c32d07880801bd182898fe476876fc8965" },
  { KMACXOF, 128, 4, "",
    "cd83740bbd92ccc8cf032b1481a0f4460e7ca9dd12b08a0c4031178bacd6ec35" },
  { KMACXOF, 128, 4, "My Tagged Application",
    "31a44527b4ed9f5c6101d11de6d26f0620aa5c341def41299657fe9df1a3b16c" },
  { KMACXOF, 128, 200, "My Tagged Application",
    "47026c7cd793084aa0283c253ef658490c0db61438b8326fe9bddf281b83ae0f" },
  { KMACXOF, 256, 4, "My Tagged Application",
    "1755133f1534752aad0748f2c706fb5c784512cab835cd15676b16c0c6647fa9"
    "6faa7af634a0bf8ff6df39374fa00fad9a39e322a7c92065a64eb1fb0801eb2b" },
  { KMACXOF, 256, 200, "",
    "ff7b171f1e8a2b24683eed37830ee797538ba8dc563f6da1e667391a75edc02c"
    "a633079f81ce12a25f45615ec89972031d18337331d24ceb8f8ca8e6a19fd98b" },
  { KMACXOF, 256, 200, "My Tagged Application",
    "d5be731c954ed7732846bb59dbe3a8e30f83e77a4bff4459f2f1c2b4ecebb8ce"
    "67ba01c62e8ab8578d2d499bd1bb276768781190020a306a97de281dcc30305d" },
};

/* One sample by the one-shot (where there is one) and the context form,
   the message in two pieces; a KMAC context then reused under its key. */
static void
check_sample(const struct sample *s, const uint8_t *key, const uint8_t *data)
{
  static const char *const kinds[] = { "cSHAKE", "KMAC", "KMACXOF" };
  size_t custom_length = strlen(s->custom), length, half = s->data_length / 2;
  uint8_t out[64], *want = hex_decode(s->want, &length);
  /* Room for any of the contexts (a KMAC one holds two SHAKE ones). */
  union {
    struct thistle_kmac128_ctx k128;
    struct thistle_kmac256_ctx k256;
  } *ctx = xmalloc(sizeof(*ctx));
  int pass;

  for (pass = 0; pass < 3; pass++)
    {
      memset(out, 0, sizeof(out));
      if (s->kind == CSHAKE)
        {
          const struct cshake_adapter *c = cshake_adapter(s->bits);
          if (pass == 0)
            c->oneshot("", 0, s->custom, custom_length, data, s->data_length,
                       out, length);
          else
            {
              c->init(ctx, "", 0, s->custom, custom_length);
              c->update(ctx, data, half);
              c->update(ctx, data + half, s->data_length - half);
              c->squeeze(ctx, out, length);
            }
        }
      else
        {
          const struct kmac_adapter *k = kmac_adapter(s->bits);
          if (pass == 0 && s->kind == KMAC)
            k->oneshot(key, 32, s->custom, custom_length, data,
                       s->data_length, out, length);
          else
            {
              /* Pass 2 reuses the context pass 1 (or 0) finished. */
              if (pass < 2)
                k->init(ctx, key, 32, s->custom, custom_length);
              k->update(ctx, data, half);
              k->update(ctx, data + half, s->data_length - half);
              (s->kind == KMAC ? k->digest : k->xof_digest)(ctx, out, length);
            }
        }
      CHECK_BYTES(out, want, length, "%s%u of %zu bytes, S \"%s\", %s",
                  kinds[s->kind], s->bits, s->data_length, s->custom,
                  pass == 0 ? "one-shot" : pass == 1 ? "context"
                  : "context again");
    }
  free(ctx);
  free(want);
}

/* cSHAKE with empty N and S is SHAKE; KMAC's output length is in what it
   MACs (a shorter MAC is no prefix of a longer one), KMACXOF's is not. */
static void
sp800_185(void)
{
  uint8_t key[32], data[200], a[64], b[64];
  size_t i;

  for (i = 0; i < sizeof(key); i++)
    key[i] = (uint8_t) (0x40 + i);
  for (i = 0; i < sizeof(data); i++)
    data[i] = (uint8_t) i;
  for (i = 0; i < sizeof(samples) / sizeof(samples[0]); i++)
    check_sample(&samples[i], key, data);

  thistle_cshake128(NULL, 0, NULL, 0, data, sizeof(data), a, 64);
  thistle_shake128(data, sizeof(data), b, 64);
  CHECK_BYTES(a, b, 64, "cSHAKE128 with empty N and S is SHAKE128");
  thistle_cshake256(NULL, 0, NULL, 0, data, sizeof(data), a, 64);
  thistle_shake256(data, sizeof(data), b, 64);
  CHECK_BYTES(a, b, 64, "cSHAKE256 with empty N and S is SHAKE256");
  thistle_cshake128("N", 1, NULL, 0, data, sizeof(data), a, 64);
  CHECK(memcmp(a, b, 32) != 0, "cSHAKE128 with a name is not SHAKE128");

  /* KMAC's output length is part of the MAC; KMACXOF's is not, so its
     shorter output is a prefix of its longer one (sha3.h). */
  for (i = 128; i <= 256; i += 128)
    {
      const struct kmac_adapter *k = kmac_adapter((unsigned) i);
      uint64_t ctx[128];                /* either KMAC context */
      k->oneshot(key, 32, "", 0, data, 4, a, 64);
      k->oneshot(key, 32, "", 0, data, 4, b, 32);
      CHECK(memcmp(a, b, 32) != 0, "KMAC%zu's 32-byte MAC is a prefix of its"
            " 64-byte MAC", i);
      k->init(ctx, key, 32, "", 0);
      k->update(ctx, data, 4);
      k->xof_digest(ctx, a, 64);
      k->update(ctx, data, 4);
      k->xof_digest(ctx, b, 20);
      CHECK_BYTES(b, a, 20, "KMACXOF%zu's 20-byte output, the start of its"
                  " 64-byte output", i);
    }
  /* A key longer than the rate, and an empty key. */
  thistle_kmac128(data, 200, "", 0, data, 4, a, 32);
  thistle_kmac128(NULL, 0, "", 0, data, 4, b, 32);
  CHECK(memcmp(a, b, 32) != 0, "KMAC128 keys of 200 and 0 bytes agree");
}

/* left_encode and right_encode of byte counts' bit lengths (SP 800-185,
   2.3.1): 0, one byte, the first two-byte value, 2^61 bytes (2^64 bits)
   and the largest count. */
static void
encodings(void)
{
  static const struct {
    uint64_t bytes;
    const char *left, *right;
  } cases[] = {
    { 0, "0100", "0001" },
    { 31, "01f8", "f801" },
    { 32, "020100", "010002" },
    { UINT64_C(1) << 61, "09010000000000000000", "01000000000000000009" },
    { UINT64_MAX, "0907fffffffffffffff8", "07fffffffffffffff809" },
  };
  size_t i;
  for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
    {
      uint8_t out[10];
      size_t n = sponge_encode_bits(out, cases[i].bytes, 1);
      CHECK(strcmp(hex_string(out, n), cases[i].left) == 0,
            "left_encode of %llu bytes: %s", (unsigned long long)
            cases[i].bytes, hex_string(out, n));
      n = sponge_encode_bits(out, cases[i].bytes, 0);
      CHECK(strcmp(hex_string(out, n), cases[i].right) == 0,
            "right_encode of %llu bytes: %s", (unsigned long long)
            cases[i].bytes, hex_string(out, n));
    }
}

int
main(void)
{
  static const struct hash_test tests[] = {
    { "sha3_224", thistle_sha3_224, "sha3/SHA3_224",
      "4ab28acbaa4940f40bdb5b5477976d7b8f6067fd8116a31efcbc04ed" },
    { "sha3_256", thistle_sha3_256, "sha3/SHA3_256",
      "77a58ab3731552c09e801d06c0977997ff57c28cc0e2c435ef8b3e75917e4e65" },
    { "sha3_384", thistle_sha3_384, "sha3/SHA3_384",
      "5818d7432c902367b20bfff867db772f549dc03334449691"
      "be4a6c794a9627c9ac7f3dec171fb3e70a36ee89df42c307" },
    { "sha3_512", thistle_sha3_512, "sha3/SHA3_512",
      "f6dd171ea5a02f250d666c5113a40f4ca51bca757db00503ff3bceb37de4dd5c"
      "8e886f1aa16ecc7849b034aae93a50eb99b58a52593f1135062b022ec6578f94" },
  };
  static const struct { const struct xof *x; size_t min, max; } xofs[] = {
    { &shake128_xof, 128 / 8, 1120 / 8 },
    { &shake256_xof, 16 / 8, 2000 / 8 },
  };
  size_t i;

  for (i = 0; i < sizeof(tests) / sizeof(tests[0]); i++)
    run_hash_tests(&tests[i]);
  for (i = 0; i < sizeof(xofs) / sizeof(xofs[0]); i++)
    {
      xof_known_answers(xofs[i].x, "ShortMsg");
      xof_known_answers(xofs[i].x, "LongMsg");
      xof_known_answers(xofs[i].x, "VariableOut");
      xof_monte_carlo(xofs[i].x, xofs[i].min, xofs[i].max);
      squeezing(xofs[i].x);
    }
  sp800_185();
  encodings();
  return test_finish("sha3-test");
}
